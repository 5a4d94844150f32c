"""A speaker correcting a word as they type, and telling about themselves: "how many customers, sorry, I
mean orders, did we have in 2019?", "the order totals per store - sorry, I mean the takings - for 2020",
"I'm new this week - how many orders in 2019?", "I only started last month, so: ...".

- A one-word slip corrected in one word ("customers, sorry, I mean orders", "stores - oops, I meant
  products -") is the corrected word in the slip's place: the question asks about the second word only
  (before, both were read: customers of the orders, or "sorry" was an unknown word).
- A slip trailed off and corrected ("the largest loss... sorry, order total, in 2019") or corrected before
  the "I mean" ("top 5 policyholders - customers, I mean - by spend") is the correction in its place too.
- A slip trailed off with dots and the word meant ("guests... I mean items...") is the word meant.
- A phrase corrected by the same preposition ("by store, sorry, I mean by product", "in 2019 - sorry, I
  meant in 2020 -") is the second phrase in the first's place; any other correction is left as said.
- The speaker's own time in the job ("I'm new this week", "I just started last month", "it's my first
  week") says when they joined, not the period asked about; it is left out (before, "this week" became a
  period of its own beside the one asked).
"""

from __future__ import annotations

import re

__all__ = ["self_repaired"]

_SORRY = r"(?:(?:so |really )?sorry|oops|whoops|er|erm|um|uh|no|wait)"
_MEAN = r"(?:i mean|i meant|i should say|i should have said|i mean to say|i meant to say)"
_OPEN = r"(?:,|\s[-\u2013\u2014]+|\s\()"
_CLOSE = r"(?=\s*(?:,|\s[-\u2013\u2014]|[?.!)]|$))"
_ONE_WORD = re.compile(
    rf"\b(?P<slip>[a-z][a-z'-]*){_OPEN}\s*{_SORRY}\s*,?\s*{_MEAN}\s+(?:the |our )?(?P<meant>[a-z][a-z'-]*)"
    rf"{_CLOSE}(?:\s*(?:,|\s[-\u2013\u2014]+|\)))?",
    re.IGNORECASE,
)
_TRAILED_MEANT = re.compile(
    rf"\b(?P<slip>[a-z][a-z'-]*)\s*(?:\.{{2,}}|\u2026)\s*(?:{_SORRY}\s*,?\s*)?{_MEAN}\s+(?:the |our )?"
    r"(?P<meant>[a-z][a-z'-]*)\s*(?:\.{2,}|\u2026|,|(?=\s+(?:in|at|per|for|of|during|on)\b))",
    re.IGNORECASE,
)
"""'the average number of guests... I mean items... in an order': a slip trailed off with dots, then the word
meant (no "sorry" needed after the dots)."""
_PHRASE = r"[^,?.!()\-\u2013\u2014]"
_SEVERAL = re.compile(
    r"\b(?P<prep>by|in|for|at|from|per|during|over|across|without|with) "
    rf"(?P<said>(?:(?!\b(?P=prep)\b){_PHRASE}){{1,40}}?)\s*(?P<open>{_OPEN})\s*{_SORRY}\s*,?\s*{_MEAN}\s+"
    rf"(?P=prep) (?P<meant>{_PHRASE}{{1,40}}?)(?P<close>\s*(?:,|\s[-\u2013\u2014]+|\))(?=\s)|(?=\s*[?.!]|$))",
    re.IGNORECASE,
)
"""'by store, sorry, I mean by product': the phrase after the same preposition said again takes the place of
the first (a correction not said so is left as said)."""
_MEANT = r"(?P<meant>[a-z][a-z'-]*(?: [a-z][a-z'-]*){0,2}?)"
_TRAILED = re.compile(
    rf"\b(?P<slip>[a-z][a-z'-]*)\s*(?:\.{{2,}}|\u2026)\s*(?:(?:so |really )?sorry|oops|whoops|my bad)\s*,?\s*"
    rf"(?:{_MEAN}\s+)?(?:the |our )?{_MEANT}"
    r"(?:\s*,|(?=\s*(?:\s[-\u2013\u2014]|[?.!]|$)))",
    re.IGNORECASE,
)
"""'the largest loss... sorry, order total, in 2019': a slip trailed off, then corrected (no "I mean")."""
_MEANT_FIRST = re.compile(
    rf"\b(?P<slip>[a-z][a-z'-]*)\s+[-\u2013\u2014]+\s+{_MEANT},?\s+{_MEAN}\s*(?:[-\u2013\u2014]+|,)\s*",
    re.IGNORECASE,
)
"""'top 5 policyholders - customers, I mean - by spend': the correction said before the "I mean"."""
_NOT_SLIP = frozenset({"the", "a", "an", "of", "in", "for", "and", "or", "to", "by", "on", "at", "we", "i"})
_TENURE = re.compile(
    r"(?:^|(?<=[,.:;!?]\s)|(?<=[-\u2013\u2014]\s))"
    r"(?:(?:hi|hello|hey|sorry),?\s+)?(?:i'm|i am|im|i've|i have|i|it's|it is|this is)"
    r" (?:(?:only |just |still |brand |pretty |very |quite |really |totally )*"
    r"(?:new|started|joined|begun|been here)(?: here| to (?:the|this) (?:team|job|company|role))?"
    r"|my first)(?:\s+(?:(?:this|last|a|one|in the|since|on)\s+)*(?:week|month|day|few days"
    r"|couple of (?:days|weeks)))?(?: here| in the job| on the team)?"
    r"(?=\s*(?:[,.:;!?]|\s[-\u2013\u2014]|\s(?:and|so|but)\b))[,.:;!]?(?:\s+[-\u2013\u2014]+)?\s*"
    r"(?:(?:and|so|but),?\s+)?",
    re.IGNORECASE,
)


def self_repaired(question: str) -> str:
    """``question`` with a word or phrase corrected as typed ("customers, sorry, I mean orders") put in the
    slip's place, and the speaker's time in the job left out; unchanged without them."""
    text = _TENURE.sub("", question)
    text = _ONE_WORD.sub(_repaired, _TRAILED_MEANT.sub(_repaired, text))
    text = _TRAILED.sub(_repaired, text)
    text = _MEANT_FIRST.sub(_repaired, text)
    text = _SEVERAL.sub(lambda m: f"{m.group('prep')} {m.group('meant')}{_closed(m)}", text)
    if text == question:
        return question
    text = re.sub(r"\s{2,}", " ", text).strip()
    return text if len(text.split()) >= 2 else question


def _repaired(m: re.Match[str]) -> str:
    slip, meant = m.group("slip"), m.group("meant")
    if slip.lower() in _NOT_SLIP:
        return m.group(0)
    return meant + " "


def _closed(m: re.Match[str]) -> str:
    """What follows a phrase put in place: a comma or dash that only closed the correction goes."""
    close = m.group("close") or ""
    return (
        " " if close.strip() in {",", ")"} or close.strip().startswith(("-", "\u2013", "\u2014")) else close
    )
