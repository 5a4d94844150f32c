"""A running or to-date figure read at a moment: "where did cumulative revenue stand at the close of 30
September 2020", "YTD revenue at the end of March 2020", "cumulative orders as of June 30 2019".

Said with a running total or a to-date figure, "at (the) end of X", "at the close of X" and "by the end of X"
name where the stretch ends: they are written "up to X", which the period reader takes as the stretch's
last day (a month or a year: its last day). A running total "as of" a day is the same. "At the end of each
quarter" is a breakdown, not a moment, and is left as said. "(the 15th included)", "(inclusive)" only say
that the last day counts, which it always does here: they are read away.
"""

from __future__ import annotations

import re

_RUNNING = re.compile(
    r"\b(?:cumulative(?:ly)?|running (?:total|sum)|(?:year|month|quarter)[- ]to[- ]date|ytd|mtd|qtd|"
    r"to date|so far)\b",
    re.I,
)
_CUMULATIVE = re.compile(r"\b(?:cumulative(?:ly)?|running (?:total|sum))\b", re.I)
_AT_END = re.compile(
    r"\b(?:at|by|as (?:of|at)|on) (?:the )?(?:close|end) of(?: (?:business|trading|play) on)?(?: the)?"
    r"(?= (?:\d|q[1-4]\b|h[12]\b|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|last |this |that ))",
    re.I,
)
_INCLUDED = re.compile(
    r"\(?\b(?:the )?(?:\d{1,2}(?:st|nd|rd|th)|end ?date|last day|(?:that|this|the) day)"
    r" (?:included|inclusive)\)?"
    r"|\((?:both )?inclusive\)",
    re.I,
)
_MONTHS = r"jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec"
_PERIOD_END = re.compile(
    rf"\b(?:the )?((?:\d{{1,2}}(?:st|nd|rd|th)? )?(?:(?:{_MONTHS})[a-z]* |q[1-4] )?"
    r"(?:\d{1,2}(?:st|nd|rd|th)?,? )?(?:19|20)\d\d) (?:month|quarter|year|period|half)[- ]?end"
    r"(?: close| closing)?\b"
    r"|(?<!each )(?<!every )\b(?:the )?(?:month|quarter|year|period)[- ]?end(?: close| closing)? (?:of|for)"
    rf" (?=(?:\d|q[1-4]\b|(?:{_MONTHS})))",
    re.I,
)
"""'at the August 2020 month-end', 'up to the 31 March 2020 month-end close', 'as of the 2019 year-end',
'at the quarter-end of June 2020': the end of that period (a day said is that day)."""
_AS_OF = re.compile(r"\bas (?:of|at)(?= (?:the )?\d| [a-z]+ \d)", re.I)


def read_standing(question: str) -> str:
    """``question`` with the moment a running or to-date figure is read at written as "up to X"."""
    question = _INCLUDED.sub(" ", question)
    if _RUNNING.search(question) is None:
        return question
    question = _PERIOD_END.sub(_period_end, question)
    question = _AT_END.sub("up to", question)
    if _CUMULATIVE.search(question):
        question = _AS_OF.sub("up to", question)  # "cumulative revenue as of 30 September 2020"
    return question


def _period_end(m: re.Match[str]) -> str:
    """ "the August 2020 month-end": the end of August 2020; "the 31 March 2020 month-end": that day."""
    said = m.group(1)
    if said is None:
        return "the end of "  # "the quarter-end of June 2020"
    return f" {said} " if said[0].isdigit() and not said.isdigit() else f" the end of {said} "
