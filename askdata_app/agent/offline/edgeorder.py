"""The first or last order itself: "the order id and the time of the last order", "the very first order: its
id and date", "which order was placed last, and when?".

The row of the order placed first (or last): its number and when it was placed. Before, the words were read
as a figure by order id (asked back: which measure?) or not understood. A figure of that order ("the total
of the last order") is left to the readings that name it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

__all__ = ["EdgeRow", "edge_row_sql", "read_edge_row"]

_EDGE = r"(?P<edge>very first|first|earliest|oldest|very last|last|latest|final|most recent|newest)"
_WHEN = r"(?:time|date|timestamp|date and time|datetime|day|moment)s?"
_ID = r"(?:(?:order )?(?:id|number|no\.?)|order_id)"
_SAID = (
    re.compile(
        rf"\b(?:the |its )?{_ID} and (?:the |its )?{_WHEN} of (?:the )?{_EDGE}"
        r" (?P<noun>order)(?: (?:ever |that was )?(?:placed|recorded|taken|received|made))?\b",
        re.IGNORECASE,
    ),
    re.compile(
        rf"\b(?:the )?{_EDGE} (?P<noun>order)(?: (?:ever )?(?:placed|recorded|taken|received|made))?"
        rf"\s*[:,\-\u2013\u2014]+\s*(?:its |the |with its |with the )?{_ID} and (?:its |the )?{_WHEN}\b",
        re.IGNORECASE,
    ),
    re.compile(
        r"\bwhich (?P<noun>order) (?:was|got) (?:placed|taken|recorded|received|made)"
        r" (?P<edge>first|last|earliest|latest|most recently)(?:,? and when)?\b",
        re.IGNORECASE,
    ),
)


@dataclass(frozen=True)
class EdgeRow:
    """The row of the first (or ``last``) ``noun`` placed."""

    noun: str
    last: bool


def read_edge_row(question: str) -> EdgeRow | None:
    """The first or last order ``question`` asks the row of (its number and time), or None."""
    for pattern in _SAID:
        found = pattern.search(question)
        if found is not None:
            edge = found.group("edge").lower()
            last = edge.split()[-1] in {"last", "latest", "final", "recent", "newest", "recently"}
            return EdgeRow(found.group("noun").lower(), last)
    return None


def edge_row_sql(row: EdgeRow, columns: Mapping[str, Sequence[str]], times: Mapping[str, str]) -> str | None:
    """The row ``row`` asks for, from the table named for its noun ("orders"): its own id column and its
    time (the table's default time); None when the data has no such table."""
    table = f"{row.noun}s"
    key = f"{row.noun}_id"
    when = times.get(table)
    if table not in columns or key not in columns[table] or when is None or when not in columns[table]:
        return None
    order = "DESC" if row.last else "ASC"
    return f"SELECT {key}, {when} FROM {table} ORDER BY {when} {order}, {key} {order} LIMIT 1"
