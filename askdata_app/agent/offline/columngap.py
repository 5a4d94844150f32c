"""The days between two date columns of the same rows, summed up: "the longest span in days between any
customer's first_ordered_at and last_ordered_at", "the average gap in days between first_ordered_at and
last_ordered_at per customer", "the shortest number of days between a customer's first_ordered_at date and
their last_ordered_at date".

Both columns are written as columns (with underscores) and are columns of one table; each row's span is the
later date less the earlier one, in whole days (the dates of the timestamps), and the figure is its maximum,
minimum or average over the rows. Anything else is left to the other readings.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from askdata_app.agent.offline.tablerows import TableAnswer

_HOW = {
    "longest": "MAX", "largest": "MAX", "biggest": "MAX", "greatest": "MAX", "maximum": "MAX", "max": "MAX",
    "widest": "MAX", "shortest": "MIN", "smallest": "MIN", "minimum": "MIN", "min": "MIN",
    "average": "AVG", "mean": "AVG", "avg": "AVG", "typical": "MEDIAN", "median": "MEDIAN",
}  # fmt: skip
_GAP = re.compile(
    rf"^(?:(?:what(?:'s| is| was)|give me|show me|find)\s+)?(?:the\s+)?(?P<how>{'|'.join(_HOW)})\s+"
    r"(?:span|gap|interval|difference|distance|time|stretch|number of days|days)"
    r"(?:\s+in\s+days)?\s+between\s+"
    r"(?:(?:any|a|each|every|the)\s+)?(?:(?P<noun>[a-z]+)(?:'s|s')\s+)?(?:the\s+|its\s+|their\s+)?"
    r"(?P<a>[a-z]+_[a-z_]+)(?:\s+(?:date|timestamp|value))?\s+and\s+(?:the\s+|its\s+|their\s+)?"
    r"(?P<b>[a-z]+_[a-z_]+)(?:\s+(?:date|timestamp|value))?"
    r"(?:\s*,?\s*(?:per|for each|for every|across|over)\s+(?:all\s+)?(?P<noun2>[a-z]+))?"
    r"(?:\s*,?\s+in\s+days)?$"
)


class ColumnGap:
    """Reads spans between two date columns of one of ``tables`` (table name -> its column names)."""

    def __init__(self, tables: Mapping[str, Sequence[str]]) -> None:
        self.tables = {t.lower(): tuple(c.lower() for c in cs) for t, cs in tables.items()}

    def read(self, question: str) -> TableAnswer | None:
        """The SQL ``question`` asks for, or None when it is no such question."""
        if "between" not in question.lower() or "_" not in question:
            return None
        text = re.sub(r"\s+", " ", question.strip().lower()).rstrip("?.! ")
        m = _GAP.match(text)
        if m is None:
            return None
        a, b = m.group("a"), m.group("b")
        owners = [t for t, cols in self.tables.items() if a in cols and b in cols]
        if a == b or len(owners) != 1:
            return None
        table = owners[0]
        for noun in (m.group("noun"), m.group("noun2")):
            if noun and not table.startswith(noun.rstrip("s")):
                return None
        how = _HOW[m.group("how")]
        days = f"ABS(DATE_DIFF('day', CAST({a} AS DATE), CAST({b} AS DATE)))"
        sql = f"SELECT {how}({days}) AS days FROM {table}"
        said = f"{how.lower()} of the days between {a} and {b} over the rows of {table}"
        return TableAnswer(sql, "Days", said)
