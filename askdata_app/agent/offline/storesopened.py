"""Members picked by their opening date: "the stores opened from 2018 onwards", "the two shops we opened in
2019", "locations that opened before 2018".

The opening date is a condition on the member, not the period of the measure: "revenue in 2020 of the stores
opened in 2019" is 2020's revenue at New Orleans and Los Angeles. The data says which members opened when
(``Index.opened``), so the phrase is written as those members by name, which the rest of the planner reads as
a filter ("... New Orleans and Los Angeles combined" when the question adds them up, or asks for their share).
Nothing is rewritten when no member, or every member, opened then.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from datetime import date

from askdata_app.agent.offline.timespec import _PERIOD, _parse_point

_NOUN = r"(?:stores?|shops?|locations?|branches|branch|cafes?|cafés?|sites?|outlets?|restaurants?)"
_COUNT = r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten) "
_PHRASE = re.compile(
    rf"\b(?P<lead>(?:the |our |all |those |any )*(?:{_COUNT})?(?:new |newer |older )?{_NOUN}"
    rf"(?: (?:that|which|we|that we|which we))?(?: (?:have|had|were|was))?)"
    rf" (?:opened|launched|opening|open(?=ed)|started(?: trading)?|that opened)"
    rf" (?P<word>in|during|since|from|starting(?: in| from)?|before|prior to|after|by|until|up to|through)?"
    rf" ?(?P<when>{_PERIOD})"
    rf"(?P<tail> onwards?| or later| or after| or earlier| or before| and later| and after)?\b",
    re.IGNORECASE,
)
_ADDED_UP = re.compile(
    r"\b(?:combined|together|in total|altogether|all told|total|sum|share|proportion|fraction|percent"
    r"|percentage|portion|how much of|what part)\b",
    re.IGNORECASE,
)
_LATER = frozenset(["onward", "onwards", "or later", "and later", "or after", "and after"])
_SAID = re.compile(r"\b(?:combined|together|altogether|all told|in total)\b", re.IGNORECASE)
_EACH = re.compile(
    r"\b(?:each|every|which|per|by store|by location|by shop|one by one|separately)\b", re.IGNORECASE
)


def _picked(opened: Mapping[str, date], word: str, start: date, end: date, tail: str) -> list[str]:
    word, tail = word.lower(), tail.strip().lower()
    if word in {"since", "from"} or word.startswith("starting") or tail in _LATER:
        keep = [n for n, d in opened.items() if d >= start]
    elif word in {"before", "prior to"} or tail in {"or earlier", "or before"}:
        keep = [n for n, d in opened.items() if d < (end if tail else start)]
    elif word == "after":
        keep = [n for n, d in opened.items() if d >= end]
    elif word in {"by", "until", "up to", "through"}:
        keep = [n for n, d in opened.items() if d < end]
    else:  # "in 2019", "opened 2019"
        keep = [n for n, d in opened.items() if start <= d < end]
    return sorted(keep, key=lambda n: (opened[n], n))


_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_DAY_FIRST = re.compile(
    r"\b(?P<verb>opened|launched|started(?: trading)?) (?P<word>before|prior to|after|since|from|by|until|on)"
    r" (?:(?P<d1>\d{1,2})(?:st|nd|rd|th)? (?:of )?(?P<m1>[a-z]{3,9})|(?P<m2>[a-z]{3,9}) (?P<d2>\d{1,2})"
    r"(?:st|nd|rd|th)?),? (?P<y>(?:19|20)\d\d)\b",
    re.IGNORECASE,
)


def _iso_day(m: re.Match[str]) -> str:
    """ "opened before 1 January 2019" ("January 1, 2019"): the day in ISO form, which ``_PERIOD`` reads."""
    month = (m.group("m1") or m.group("m2") or "").lower()[:3]
    day = int(m.group("d1") or m.group("d2") or 0)
    if month not in _MONTHS or not 1 <= day <= 31:
        return m.group(0)
    return f"{m.group('verb')} {m.group('word')} {m.group('y')}-{_MONTHS.index(month) + 1:02d}-{day:02d}"


def stores_opened(question: str, opened: Mapping[str, date], measured: Callable[[str], bool]) -> str:
    """``question`` with "the stores opened in 2019" written as those stores' names, when the rest of it
    (``measured``) names a figure of its own; "how many stores opened in 2019" is about the openings."""
    if not opened:
        return question
    question = _DAY_FIRST.sub(_iso_day, question)
    out, last = [], 0
    for m in _PHRASE.finditer(question):
        when = _parse_point(m.group("when").lower(), None)
        if when is None or when.start is None or when.end is None:
            continue
        names = _picked(opened, m.group("word") or "in", when.start, when.end, m.group("tail") or "")
        if not names or len(names) == len(opened):
            continue
        said = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
        rest = question[: m.start()] + question[m.end() :]
        if not measured(rest):
            continue
        if len(names) > 1 and _ADDED_UP.search(rest) and not _EACH.search(rest) and not _SAID.search(rest):
            said += " combined"
        out.append(question[last : m.start()] + said)
        last = m.end()
    return "".join(out) + question[last:] if out else question
