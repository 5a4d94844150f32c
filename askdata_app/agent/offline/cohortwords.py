"""Members picked by a span of opening years, or with the opening said in brackets: "our four 2018-2019
launches", "the stores opened in 2018 or 2019", "the cafés that opened between 2018 and 2019", "the four newer
cafés (opened 2018 or later)".

``storesopened`` writes "the stores opened in 2019" as those stores' names; a span of two years, or the
opening words set in brackets after the members, it did not read ("4" and "newer" were unknown words). Here
a span of years is written as the members that opened in it, by name (left as it is when a count is said
that the data does not bear out), and bracketed opening words lose their brackets for ``storesopened``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from datetime import date

from askdata_app.agent.offline.numwords import alternation, counting, numbers

_COUNTS = numbers(counting(2, 10))
"""From two, no "one": a count said before a span of opening years ("our four 2018-2019 launches")."""
_NOUN = r"(?:stores?|shops?|locations?|branch(?:es)?|cafés?|cafes?|sites?|outlets?|restaurants?)"
_COUNT = rf"(?:(?P<n>\d+|{alternation(_COUNTS)}) )?"
_SPAN = r"(?P<a>20\d\d|19\d\d) ?(?:-|–|to|through|and|or|&) ?(?P<b>20\d\d|19\d\d)"
_YEARS = re.compile(
    # "our four 2018-2019 launches", "the 2018-2019 openings"
    rf"\b(?:the |our |all |those )*{_COUNT}(?:new |newer |recent )?{_SPAN}"
    rf" (?:launch(?:es)?|openings?|opened {_NOUN}|new {_NOUN}|{_NOUN})\b"
    # "the stores (that) opened in 2018 or 2019", "cafés launched between 2018 and 2019"
    rf"|\b(?:the |our |all |those )*{_COUNT.replace('n>', 'n2>')}(?:new |newer |recent )?{_NOUN}"
    rf" (?:(?:that|which|we) )?(?:have |had |were )?(?:opened|launched)"
    rf" (?:in |during |between |from )?{_SPAN.replace('a>', 'a2>').replace('b>', 'b2>')}\b",
    re.IGNORECASE,
)
_BRACKETED = re.compile(
    rf"\b(?P<who>{_NOUN}) \((?P<said>(?:that |which )?(?:opened|launched) [^()]+)\)", re.IGNORECASE
)


def cohort_named(question: str, opened: Mapping[str, date], measured: Callable[[str], bool]) -> str:
    """``question`` with members picked by a span of opening years written as their names, when the rest of
    it (``measured``) names a figure of its own ("how many stores opened in 2018 or 2019" is about the
    openings), and bracketed opening words ("cafés (opened 2018 or later)") unbracketed."""
    if not opened:
        return question
    question = _BRACKETED.sub(lambda m: f"{m.group('who')} {m.group('said')}", question)
    out, last = [], 0
    for m in _YEARS.finditer(question):
        first, final = int(m.group("a") or m.group("a2")), int(m.group("b") or m.group("b2"))
        if final <= first:
            continue
        names = sorted(
            (n for n, d in opened.items() if first <= d.year <= final), key=lambda n: (opened[n], n)
        )
        said_n = m.group("n") or m.group("n2")
        n = None if said_n is None else int(_COUNTS.get(said_n.lower(), said_n))
        if not names or len(names) == len(opened) or (n is not None and n != len(names)):
            continue
        if not measured(question[: m.start()] + question[m.end() :]):
            continue
        said = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
        out.append(question[last : m.start()] + said)
        last = m.end()
    return "".join(out) + question[last:] if out else question
