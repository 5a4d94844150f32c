"""A table split in two at a cutoff date, the way a modeller makes a train/test split.

"time split: fit = orders with ordered_at before 2019-07-01, holdout = on or after it. rows in each split":
one row per side of the cutoff, its rows counted (the earlier side named first); "and the same split for
order_items?" after it splits that table at the same date on its own time column. "how many customers
have orders on both sides of the 2019-07-01 cutoff": those with an order before it and one on or after it
(a key seen in both splits leaks between them). A split whose cutoff is not said is left to the others.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from askdata_app.agent.offline.tablerows import TableAnswer

_DATE = r"(?P<d>\d{4}-\d\d-\d\d)"
_NAME = r"[a-z][a-z_ ]{0,20}?"
_BEFORE = r"(?:before|earlier than|prior to|<)"
_AFTER = r"(?:on or after|at or after|from|since|>=)"
_ASK = (
    r"(?:(?:give me|show|what are|whats|what's)\s+)?(?:the\s+)?(?:row counts?|counts?|sizes?|number of rows|"
    r"rows|how many rows)\s+(?:of|in|for|per)\s+(?:each|both|every)\s+(?:split|side|set|part)s?"
    r"(?:\s*[,;]?\s*(?:with\s+)?one\s+row\s+(?:per|for each|each)\s+(?:split|side|set))?"
)
_SAME = re.compile(
    r"^(?:(?:and|ok|now|so|then)[,\s]+)*(?:(?:what about|how about)\s+)?(?:the\s+)?same\s+"
    r"(?:split|cutoff|partition)\s+(?:(?:applied|done|run)\s+)?(?:to|on|for|over)\s+(?:the\s+)?"
    r"(?P<table>[a-z_]+)(?:\s+table)?[\s?.!]*$"
)


class CutoffSplit:
    """Reads a split at a cutoff date of the tables ``tables`` knows (each one's time column in ``times``)."""

    def __init__(self, tables: Mapping[str, Sequence[str]], times: Mapping[str, str] | None = None) -> None:
        self.tables = {t.lower(): tuple(c.lower() for c in cs) for t, cs in tables.items()}
        self.times = {t.lower(): c.lower() for t, c in (times or {}).items()}
        names = "|".join(sorted(self.tables, key=len, reverse=True)) or "(?!)"
        self._split = re.compile(
            r"^(?:[a-z][a-z -]{0,30}:\s*)?"
            rf"(?P<a>{_NAME})\s*(?:=|:|is)\s*(?:the\s+)?(?:all\s+)?(?P<table>{names})\s+(?:with|where|whose)\s+"
            rf"(?P<col>[a-z_]+)\s+(?:is\s+)?{_BEFORE}\s+{_DATE}\s*[,;]\s*(?:and\s+)?"
            rf"(?P<b>{_NAME})\s*(?:=|:|is)\s*(?:the\s+)?(?:(?:rest|others)\s*,?\s*(?:i\.e\.\s+)?)?"
            rf"(?:(?P=table)\s+(?:with|where|whose)\s+(?P=col)\s+(?:is\s+)?)?{_AFTER}\s+"
            r"(?:(?P<d2>\d{4}-\d\d-\d\d)|it|that(?: date)?|the cutoff)\s*[.;:]\s*"
            rf"{_ASK}[\s?.!]*$"
        )
        self._sides = re.compile(
            r"^(?:how many|number of|count of|count)\s+(?P<unit>[a-z]+?)s?\s+"
            r"(?:have|had|with|placed|made)\s+"
            rf"(?:an?\s+|any\s+)?(?P<thing>{names})\s+on\s+both\s+sides\s+of\s+(?:the\s+)?"
            r"(?:(?:cutoff|split|boundary)\s+(?:date\s+)?(?:of\s+)?)?"
            rf"{_DATE}(?:\s+(?:cutoff|split|boundary|date))?$"
        )

    def read(self, question: str) -> TableAnswer | None:
        """The rows of each side of the split ``question`` defines, or the keys on both sides; else None."""
        text = self._normal(question)
        m = self._split.match(text)
        if m is not None:
            d2 = m.group("d2")
            if d2 and d2 != m.group("d"):
                return None
            return self._counted(m.group("table"), m.group("col"), m.group("d"), m.group("a"), m.group("b"))
        return self._both_sides(text)

    def follow(self, question: str, earlier: str) -> TableAnswer | None:
        """The split of ``earlier`` applied to the table ``question`` names ("the same split for X")."""
        m = _SAME.match(self._normal(question))
        first = self._split.match(self._normal(earlier)) if m is not None else None
        if m is None or first is None or m.group("table") not in self.tables:
            return None
        table = m.group("table")
        col = first.group("col")
        if col not in self.tables[table]:
            col = self.times.get(table, "")
            if self.times.get(first.group("table")) != first.group("col") or col not in self.tables[table]:
                return None
        return self._counted(table, col, first.group("d"), first.group("a"), first.group("b"))

    def _normal(self, question: str) -> str:
        text = re.sub(r"\s+", " ", question.strip().lower())
        text = re.sub(r"\s*\([^()]*\)", "", text)
        return re.sub(r"\bteh\b", "the", text).strip(" ?.!")

    def _counted(self, table: str, col: str, day: str, a: str, b: str) -> TableAnswer | None:
        if table not in self.tables or col not in self.tables[table]:
            return None
        a, b = (re.sub(r"[^a-z0-9_ ]", "", s).strip().replace("'", "") for s in (a, b))
        if not a or not b or a == b:
            return None
        side = f"CASE WHEN {col} < '{day}' THEN '{a}' ELSE '{b}' END"
        sql = (
            f"SELECT {side} AS split, COUNT(*) AS row_count FROM {table} GROUP BY {side} ORDER BY MIN({col})"
        )
        return TableAnswer(sql, "Rows per split", f"rows of {table} before {day} ({a}) and from it on ({b})")

    def _both_sides(self, text: str) -> TableAnswer | None:
        m = self._sides.match(text)
        if m is None:
            return None
        thing, unit = m.group("thing"), m.group("unit")
        keys = [cs[0] for t, cs in self.tables.items() if t.removesuffix("s") == unit and cs]
        time = self.times.get(thing)
        if (
            len(keys) != 1
            or time is None
            or keys[0] not in self.tables[thing]
            or keys[0] == self.tables[thing][0]
        ):
            return None
        day, key = m.group("d"), keys[0]
        sql = (
            f"SELECT COUNT(*) AS {unit}s FROM (SELECT {key} FROM {thing} GROUP BY {key}"
            f" HAVING MIN({time}) < '{day}' AND MAX({time}) >= '{day}') AS both_sides"
        )
        return TableAnswer(
            sql, f"{unit.title()}s on both sides", f"{unit}s with {thing} before and from {day}"
        )
