"""Days said without their year, the year said apart from them: "2020 (May 21 - June 20)", "in 2020, from
October 23 to November 21", "January 1-19 and December 22-31 of 2020", "(November 22 - December 21), 2019
set against 2020".

Each day or span of days written without a year takes the one year the question names on its own (before,
a span was read as its two end days, or a dash between two days was not understood): the days are written
back as "from <day> <year> to <day> <year>" and the lone year is left out. Two years set side by side ("2019
against 2020", "2019 vs 2020") with one span repeat the span in each year. A question with a day already
dated, a year more than two words away from the days (it may say something else: "customers acquired in 2019
who ordered on May 5"), or several lone years otherwise, are left as said.
"""

from __future__ import annotations

import re

__all__ = ["span_years"]

_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?"
    r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
)
_N = r"(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?(?![\d:])"
_DAY = rf"{_MONTH} {_N}"
_Y = r"(?:19|20)\d\d"
_TO = r"\s*(?:to|through|thru|until|till|-|\u2013|\u2014)\s*"
_DATES = re.compile(
    rf"\b(?:(?:(?P<from>from)|(?P<btw>between)) )?(?P<a>{_DAY})"
    rf"(?:(?:{_TO}|(?(btw) and |(?!)))(?P<b>{_DAY}|{_N}))?\b"
    rf"(?P<year>,? {_Y}\b)?",
    re.IGNORECASE,
)
_LONE = re.compile(rf"(?:\b(?:in|of|during|for|over|across|throughout) )?(?:the )?\b(?P<y>{_Y})\b", re.I)
_PAIR = re.compile(
    rf"\b(?P<y1>{_Y}),? (?:and|vs\.?|versus|against|set against|compared (?:with|to)|or|next to)"
    rf" (?P<y2>{_Y})\b",
    re.IGNORECASE,
)
_BRACKETS = re.compile(rf"\((\s*(?:from |between )?{_DAY}[^()]*)\)", re.IGNORECASE)


def _near(year: re.Match[str], days: re.Match[str], question: str) -> bool:
    """Whether at most two words stand between ``year`` and ``days``."""
    between = (
        question[year.end() : days.start()]
        if year.end() <= days.start()
        else question[days.end() : year.start()]
    )
    return len(re.findall(r"[a-z0-9']+", between, re.IGNORECASE)) <= 2


def _written(m: re.Match[str], year: str) -> str:
    a, b = m["a"], m["b"]
    if b is None:  # "from May 5" (on): the word stays
        return f"{m['from'] or m['btw'] or ''} {a} {year}".strip()
    if re.fullmatch(_N, b):  # "January 1-19": the month said once
        b = f"{a.rsplit(' ', 1)[0]} {b}"
    return f"from {a} {year} to {b} {year}"


def span_years(question: str) -> str:
    """``question`` with its days said without a year given the one year it names apart from them;
    unchanged when there is none, or not one.

    >>> span_years("orders 2020 (May 21 - June 20)")
    'orders from May 21 2020 to June 20 2020'
    """
    found = list(_DATES.finditer(question))
    if not found or any(m["year"] for m in found):
        return question
    before = [
        m for m in _LONE.finditer(question) if not any(d.start() <= m.start("y") < d.end() for d in found)
    ]
    years = {m["y"] for m in before}
    if not years or not any(_near(y, d, question) for y in before for d in found):
        return question  # a year far from the days may say something else ("customers acquired in 2019 ...")
    said = _BRACKETS.sub(r" \1 ", question)
    found = list(_DATES.finditer(said))
    pair = _PAIR.search(said)
    if len(years) == 2 and pair is not None and len(found) == 1 and found[0]["b"] is not None:
        m = found[0]
        both = f"{_written(m, pair['y1'])} and {_written(m, pair['y2'])}"
        said = f"{said[: pair.start()]}{said[pair.end() :]}"
        said = said.replace(m.group(0), both, 1)
    elif len(years) == 1:
        year = years.pop()
        lone = [
            m for m in _LONE.finditer(said) if not any(d.start() <= m.start("y") < d.end() for d in found)
        ]
        for m in reversed(lone):
            said = f"{said[: m.start()]} {said[m.end() :]}"
        said = _DATES.sub(lambda m: _written(m, year), said)
    else:
        return question
    said = re.sub(r"\s+([,:;?.!)])", r"\1", re.sub(r"\s{2,}", " ", said))
    said = re.sub(r"\b(on|in|of|during),", r"\1", re.sub(r"([,:;])(?:\s*[,:;])+", r"\1", said))
    return re.sub(r"^[\s,:;\-]+|(?<=[,:;])[\s,:;]+(?=[,:;])", "", said).strip()
