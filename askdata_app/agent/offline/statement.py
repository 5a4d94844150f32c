"""A statement of fact said before the question: "LA turned one on 1 August 2020! How many orders did the LA
café take in its first year?", "Brooklyn's birthday is March 12, so how many orders did Brooklyn take on March
12, 2020?", "World Nutella Day is 5 February: how many nutellaquents did we sell on 5 Feb 2020?".

The statement sets the scene; its date is no filter of the question ("turned one on 1 August 2020" is not
"orders on 1 August 2020") and a date in it without a year is no reason to ask which year. It is left out when
the question after it names everything the statement names (see ``Planner.plan``).
"""

from __future__ import annotations

import re

from askdata_app.agent.offline.preamble import QUESTION_START

_VERB = re.compile(
    r"\b(?:is|was|are|were|turned|turns|turn|celebrates?|celebrated|marks?|marked|opened|opens|falls?|fell"
    r"|had its|has its)\b",
    re.IGNORECASE,
)
_CUT = re.compile(rf"(?:[.!:;]|,\s*so\b|\s[-–—]+)\s+(?={QUESTION_START})", re.IGNORECASE)
_DATE_HINT = re.compile(
    r"\b(?:\d{1,2}(?:st|nd|rd|th)?|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|birthday|anniversary|day)",
    re.IGNORECASE,
)


def lead_statement(question: str) -> tuple[str, str] | None:
    """(statement, question after it) when ``question`` opens with a statement of fact that has a date in
    it, or None."""
    m = _CUT.search(question)
    if m is None:
        return None
    head, rest = question[: m.start()].strip(), question[m.end() :].strip()
    if re.match(QUESTION_START, head, re.IGNORECASE) or len(rest.split()) < 3:
        return None
    if _VERB.search(head) is None or _DATE_HINT.search(head) is None:
        return None
    return head, rest


_PURPOSE = re.compile(
    r"^\s*(?:to (?:test|check|verify|see|illustrate|show|prove|gauge|size up|sanity-check|back up)"
    r"|as (?:an? )?(?:[a-z-]+ ){0,3}(?:proxy|check|benchmark|sanity check|baseline|example|illustration)"
    r"|for (?:the|my|our|a|this) (?:[a-z-]+ ){0,3}(?:section|chapter|case study|case|assignment|essay|thesis"
    r"|paper|post|caption|thread|project|write-?up|coursework|homework|class|course))\b[^,:;?]*[,:;]\s+",
    re.IGNORECASE,
)


def purpose_lead_in(question: str) -> tuple[str, str] | None:
    """(lead-in, question after it) when ``question`` opens by saying what the answer is for ("To test the
    Pareto principle, ...", "As a churn proxy, ...", "For my case study, ..."), or None."""
    m = _PURPOSE.match(question)
    if m is None or len(question[m.end() :].split()) < 3:
        return None
    return question[: m.end()].strip(" ,:;"), question[m.end() :]


_PURPOSE_TAIL = re.compile(
    r"^(?P<asked>.*?\?)\s*(?P<tail>(?:(?:it's |this is |that's |it is |all )?(?:just )?for|needed for"
    r"|used for) (?:the|my|our|a|an|some|this) [^?.!]{1,60}?)\s*[.!]?\s*$",
    re.IGNORECASE | re.DOTALL,
)


def purpose_tail(question: str) -> tuple[str, str] | None:
    """(question, what it is for) when ``question`` ends, after its question mark, by saying what the answer
    is for ("...? for the NPC wallet tuning", "...? It's for the board deck"), or None."""
    m = _PURPOSE_TAIL.match(question)
    if m is None or len(m.group("asked").split()) < 3:
        return None
    return m.group("asked"), m.group("tail")
