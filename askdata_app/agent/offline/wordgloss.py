"""An aside inside a question that only glosses a word just said: "a list of the stores - locations, I
think they're called - with when each opened", "which product sold the most units - sorry, units meaning
individual items - in 2019?", "how many new customers - I mean people with just one order ever - are
there?", "the takings, the order totals I think they're called, for Chicago".

A new hire checks a word as they type. The aside names the same thing again (the team's name for it, what
the word means, who the people are); read as part of the question, its words were unknown ("called") or
taken for a figure or a filter of their own (an order total of 1 for "one order": a silent wrong answer). The
aside goes and the word it glosses stays. Only an aside closed on both sides (between dashes, brackets or
commas) is read so, and only in three shapes: "..., I think they're called", "<a word said before> meaning
...", "I mean people (the ones, those, ...) with / who ..."; a correction to another word ("customers, sorry,
I mean orders") is the self-repair reading's (selfrepair.py).
"""

from __future__ import annotations

import re

__all__ = ["word_glossed"]

_SORRY = r"(?:(?:(?:so |really )?sorry|um|er|erm|uh|oh)\s*,?\s+)?"
_CALLED = r"[a-z' ]{0,40}?,?\s*i think (?:they're|they are|it's|it is|that's|these are|those are) called"
_MEANING = r"(?P<word>[a-z]+) meaning [a-z0-9' ]{1,40}?"
_WHO = (
    r"i mean (?:people|folks|those|the ones|ones|customers|orders|the people|the customers)"
    r" (?:with|who|that|having|which) [a-z0-9' ]{1,50}?"
)
_BODY = rf"{_SORRY}(?:{_CALLED}|{_MEANING}|{_WHO})"
_ASIDE = re.compile(
    rf"(?P<open>\s+[-\u2013\u2014]+\s*|\s*\(\s*|,\s*){_BODY}(?P<close>\s*[-\u2013\u2014]+(?=\s)|\s*\)|\s*,)",
    re.IGNORECASE,
)
_PAIRS = {"-": "-", "\u2013": "\u2013", "\u2014": "\u2014", "(": ")", ",": ","}


def word_glossed(question: str) -> str:
    """``question`` without asides that only gloss a word just said; unchanged when none (a "<word>
    meaning ..." aside only when the word is said before it).

    >>> word_glossed("list the stores - locations, I think they're called - with their opening dates")
    'list the stores with their opening dates'
    >>> word_glossed("most units in 2019 - sorry, units meaning individual items - which product?")
    'most units in 2019 which product?'
    >>> word_glossed("how many new customers (I mean people with one order ever) are there?")
    'how many new customers are there?'
    >>> word_glossed("revenue - sorry, orders meaning the count - in 2019")
    'revenue - sorry, orders meaning the count - in 2019'
    """
    out, at = [], 0
    for m in _ASIDE.finditer(question):
        if _PAIRS[m["open"].strip()[0]] != m["close"].strip()[0]:
            continue  # "- ... ," is not one aside
        word = m["word"]
        if word is not None and not re.search(
            rf"\b{re.escape(word)}\b", question[: m.start()], re.IGNORECASE
        ):
            continue
        out.append(question[at : m.start()])
        out.append("" if m["open"].strip() == "(" else " ")
        at = m.end()
    if not out:
        return question
    out.append(question[at:])
    return re.sub(r"\s{2,}", " ", "".join(out)).replace(" ,", ",").replace(" ?", "?")
