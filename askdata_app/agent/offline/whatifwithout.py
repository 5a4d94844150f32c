"""A what-if that takes one member away: "had the Brooklyn branch contributed nothing in 2020, what would the
remaining revenue have been?", "if we had closed Chicago, what would 2019 orders have been?", "suppose
Philadelphia took no orders in 2019: how many orders would the other stores have taken?".

The data cannot say what would have happened instead, and the question does not ask it: it asks for the figure
without that member's part, which is the figure with the member left out ("2020 revenue without Brooklyn").
The clause goes, its period kept, and "without <name>" is said after the question; "the remaining", "the rest
of" say the same and go too, and "the other stores" are all of them but that one ("we"). A question for
what would have been lost ("had Brooklyn been shut in December 2020, how much revenue would we have lost?")
asks for the member's own part: "how much revenue in December 2020 for Brooklyn".
"""

from __future__ import annotations

import re

_NAME = r"(?-i:[A-Z][\w.'-]*(?: [A-Z][\w.'-]*)?)"
_NOUN = r"(?: (?:branch|store|shop|location|site|outlet|caf[eé]|restaurant))?"
_NOTHING = (
    r"(?:contributed|brought in|earned|made|taken(?: in)?|took(?: in)?|sold|generated|done|did|added|produced"
    r"|had|recorded|booked)"
    r" (?:nothing|zero|no (?:revenue|sales|orders|business|income|takings|trade)|\$ ?0)"
)
_GONE = (
    r"(?:closed(?: down)?|shut(?: down)?|been closed|been shut|never opened|not existed|never existed"
    r"|been removed|disappeared|vanished|gone|been sold(?: off)?|not been there)"
)
_WE = r"we (?:had )?(?:lost|closed|dropped|shut(?: down)?|removed|sold(?: off)?|never opened)"
_CLAUSE = re.compile(
    r"(?:^|(?<=[:;,.]\s)|(?<=\s))(?:had|if|suppose|supposing|assuming|say|imagine) (?:that )?"
    rf"(?:(?:the |our )?(?P<name>{_NAME}){_NOUN}|{_WE} (?:the |our )?(?P<lost>{_NAME}){_NOUN})"
    rf"(?:(?: had| were to have| was to have| had had| (?:has|have))? (?:{_NOTHING}|{_GONE}))?"
    r"(?P<when> (?:in|during|for|over|across) [^,:;?]+?)?\s*[,:;]\s*",
    re.IGNORECASE,
)
_REMAINING = re.compile(r"\b(?:the )?(?:remaining|rest of (?:the |our )?|leftover)\s*", re.IGNORECASE)
_LOST = re.compile(
    r"\s*\b(?:(?:would|will) (?:that |this )?(?:have been|be|have) (?:lost|forgone|missed|at risk|wiped out"
    r"|gone)"
    r"|(?:would|will) (?:we|they|it|the chain|the business|the company) (?:have )?"
    r"(?:lost|lose|missed|miss|forgone|forgo|given up|give up))\b",
    re.IGNORECASE,
)
""""how much revenue would have been lost", "how many orders would we lose": the member's own part."""
_OTHERS = re.compile(r"\b(?:the|our) other (stores|branches|shops|locations|sites|outlets)\b", re.IGNORECASE)


def without_what_if(question: str, members: frozenset[str]) -> str:
    """``question`` with a what-if that takes one member away said as the figure without it (see the module
    docstring); unchanged when the clause names no member of ``members`` (names as the data spells them)."""
    m = _CLAUSE.search(question)
    if m is None:
        return question
    name = m.group("name") or m.group("lost") or ""
    said = m.group(0)
    if name not in members:
        return question
    if m.group("lost") is None and not re.search(rf"{_NOTHING}|{_GONE}", said, re.IGNORECASE):
        return question  # "if Brooklyn, how many ...": no what-if said of it
    rest = question[m.end() :].strip()
    when = (m.group("when") or "").strip()
    if _LOST.search(rest):  # "had Brooklyn been shut in December, how much revenue would have been lost?"
        rest = _LOST.sub("", rest)
        tail = re.search(r"\s*[?.!]*\s*$", rest)
        end = tail.start() if tail else len(rest)
        scope = f" {when}" if when and not re.search(r"\b(?:19|20)\d\d\b", rest) else ""
        return f"{question[: m.start()]}{rest[:end]}{scope} for {name}{rest[end:]}"
    rest = _OTHERS.sub("we", _REMAINING.sub("", rest))
    tail = re.search(r"\s*[?.!]*\s*$", rest)
    end = tail.start() if tail else len(rest)
    scope = f" {when}" if when and not re.search(r"\b(?:19|20)\d\d\b", rest) else ""
    head = question[: m.start()]
    return f"{head}{rest[:end]}{scope} without {name}{rest[end:]}"
