"""Two totals set against each other, one row each: "the sum of lifetime_spend on the customers table against
the sum of order_total on the orders table, both numbers, one row each", "does the sum of order_total for 2019
equal revenue plus tax for 2019? give me both sides, one row each".

An auditor ties one figure out against another: each side is a figure of its own (planned as the question
it is), and the answer is a row for each, named. Read as one question, the second figure was taken for a
breakdown of the first ("lifetime spend by order total") or a word was not known ("equal"). Only a request
that says it wants the two figures as rows ("both numbers", "one row each", "one row for each figure") is
read so (each side a figure of its own: said as rows, a side need not start "the sum of"); "the table" a
column is "on" only says where it is kept.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_ROWS = re.compile(
    r"[.,;:!?]?\s*(?:(?:please |and )?(?:give me|show(?: me)?|list|return|i want|i need|with|as)\s+)?"
    r"(?:(?:both|the two|the 2) (?:numbers|figures|sides|totals|amounts|values|sums)"
    r"|(?:(?:on|in|as) )?(?:one|a|1) row (?:for |per )?each"
    r"(?: (?:figure|number|total|amount|side|one|of them))?"
    r"|(?:(?:on|in|as) )?(?:two|2) rows"
    r"|each (?:one )?on (?:its|a) (?:own )?row)\b[.,;!?]?",
    re.IGNORECASE,
)
_AGAINST = re.compile(
    r"\s+(?:against|versus|vs\.?|compared (?:with|to)|next to|alongside|beside|equal|equals|match|matches"
    r"|agree with|agrees with|tie (?:out )?(?:to|with)|ties (?:out )?(?:to|with)|reconcile (?:with|to)"
    r"|reconciles (?:with|to))\s+",
    re.IGNORECASE,
)
_LEAD = re.compile(
    r"^\s*(?:[\w' -]{1,40}:\s+)?(?:(?:does|do|did|is|are)\s+)?"
    r"(?:(?:please,?\s+)?(?:set out|lay out|put|show|give|list|provide|place)(?: me)?\s+)?",
    re.IGNORECASE,
)
_TABLE = re.compile(r"\s*\b(?:on|in|from) (?:the )?\w+ table\b", re.IGNORECASE)
_FIGURE = re.compile(r"^(?:the )?(?:sum|total|summed|grand total|count|number)\b", re.IGNORECASE)


@dataclass(frozen=True)
class TieOut:
    """Two figures asked as a row each."""

    sides: tuple[str, str]


def read_tie_out(question: str) -> TieOut | None:
    """The two sides ``question`` ties out, or None when it asks for no rows of two figures."""
    rows = _ROWS.search(question)
    if rows is None:
        return None
    body = _ROWS.sub("", question)
    body = _LEAD.sub("", body).strip(" ,;.?!")
    parts = _AGAINST.split(body)
    if len(parts) != 2:
        return None
    sides = tuple(_TABLE.sub("", p).strip(" ,;.?!") for p in parts)
    said_rows = re.search(r"\brows?\b", rows.group(0), re.IGNORECASE) is not None
    if not all(sides) or not (said_rows or any(_FIGURE.match(s) for s in sides)):
        return None  # "both numbers" of two sides neither of which is a sum: left to the other readings
    return TieOut((sides[0], sides[1]))


def tie_out_sql(first: str, second: str, names: tuple[str, str]) -> str:
    """A row for each one-figure query, named."""
    a, b = (n.replace("'", "''") for n in names)
    return f"SELECT '{a}' AS side, ({first}) AS amount UNION ALL SELECT '{b}' AS side, ({second}) AS amount"
