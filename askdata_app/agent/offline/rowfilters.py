"""Rows of one table counted where conditions on its own columns hold, each column written as a column.

A tester checks the data with conditions on columns: "how many orders have an order_total above $45?",
"number of orders with a tax_paid of exactly 1.00", "how many customers have count_lifetime_orders = 2 and
a customer_type other than 'returning'?", "count the customers whose lifetime_spend_pretax is greater than
their lifetime_spend", "how many orders have an order_cost above their net figure (order_total minus
tax_paid)?", "how many orders are flagged neither is_drink_order nor is_food_order?", "how many
order_items rows are marked both is_drink_item and is_food_item?". Each is
``SELECT COUNT(*) FROM table WHERE ...`` over the named table.

Read only when the whole question is such a count, the table is one of the database's (by its name, with
spaces for its underscores), and every column is one of that table's columns written with its underscore
(a flag starts with ``is_``); each value compared with is a number, a quoted value, another of its columns
or two of them added or taken apart. Anything else is left to the other readings.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from askdata_app.agent.offline.tablerows import TableAnswer
from askdata_app.agent.offline.tablerows import alternation as _alts

_OPS = {
    "=": "=", "==": "=", "equal to": "=", "equals": "=", "is equal to": "=", "the same as": "=",
    "same as": "=", "identical to": "=", "of exactly": "=", "exactly": "=", "of": "=", "matching": "=",
    "!=": "<>", "<>": "<>", "not equal to": "<>", "different from": "<>", "differing from": "<>",
    "that differs from": "<>", "differs from": "<>", "other than": "<>", "unequal to": "<>",
    ">": ">", "above": ">", "over": ">", "greater than": ">", "more than": ">", "higher than": ">",
    "bigger than": ">", "larger than": ">", "exceeding": ">", "exceeds": ">", "in excess of": ">",
    "<": "<", "below": "<", "under": "<", "less than": "<", "lower than": "<", "smaller than": "<",
    "before": "<", "earlier than": "<", "after": ">", "later than": ">", "on or after": ">=",
    "on or before": "<=", ">=": ">=", "at least": ">=", "no less than": ">=",
    "greater than or equal to": ">=",
    "<=": "<=", "at most": "<=", "no more than": "<=", "less than or equal to": "<=",
}  # fmt: skip
_SAID = {"=": "=", "<>": "is not", ">": ">", "<": "<", ">=": ">=", "<=": "<="}
_COUNT = re.compile(
    r"^(?:(?:please|ok|so)[,\s]+)?(?:how many|count(?:\s+the)?|(?:give me\s+|what is\s+|what's\s+)?"
    r"(?:the\s+)?(?:number|count) of)\s+(?P<rest>.+)$"
)
_LINK = (
    r"(?:(?:are|is)\s+(?:there\s+)?)?(?:that\s+|which\s+)?"
    r"(?:have|has|having|with|whose|where|in which|carry|carrying|are|is)?\s*"
)
_ARITH = {"minus": "-", "-": "-", "less": "-", "plus": "+", "+": "+"}


_STAMP = r"\d{4}-\d\d-\d\d(?:[ t]\d\d:\d\d(?::\d\d)?)?"


def _stamp_sql(said: str) -> str:
    """A date or timestamp literal: "2019-03-01" -> DATE '2019-03-01', with a time a TIMESTAMP."""
    said = said.upper().replace("T", " ")
    return f"TIMESTAMP '{said}'" if ":" in said else f"DATE '{said}'"


_AGAIN = re.compile(
    r"^(?:(?:ok|okay|and|now|then|so)[,\s]+)*(?:(?:the\s+)?same\s+(?:threshold|check|test|count|question|query|thing)"
    r"[,\s]+(?:but\s+)?|(?:and\s+)?(?:what|how)\s+about\s+|repeat\s+(?:it|that|this)\s+(?:for|with)\s+"
    r"|but\s+|try\s+)?(?:(?:for|with)\s+)?(?:the\s+)?(?P<rest>.+?)\s*[?.!]?$"
)


class RowFilters:
    """Reads counts of the rows of one of ``tables`` (table name -> its column names) under conditions on
    its columns."""

    def __init__(self, tables: Mapping[str, Sequence[str]]) -> None:
        self.tables = {t.lower(): tuple(c.lower() for c in cs) for t, cs in tables.items()}
        names: dict[str, str] = {}
        for table in self.tables:
            names[table] = table
            names[table.replace("_", " ")] = table
        self._names = names
        columns = sorted({c for cs in self.tables.values() for c in cs if "_" in c}, key=len, reverse=True)
        self.active = bool(names) and bool(columns)
        self._col = rf"[`\"]?(?:(?:{_alts(list(names))})\.)?(?:{_alts(columns)})[`\"]?(?:\s+column)?"
        col = self._col
        self._rows = re.compile(
            rf"^(?:the\s+|all\s+)?(?P<table>{_alts(list(names))})(?:\s+table)?(?:\s+(?:rows|records|entries))?"
            rf"\s+{_LINK}(?P<preds>.+?)(?:\s+are there|\s+in (?:the|that) table|\s+in total)?$"
        )
        self._flags = re.compile(
            r"^(?:(?:flagged|marked|set)\s+)?(?:as\s+)?(?P<how>both|neither)\s+(?:as\s+)?"
            rf"(?P<a>{col})\s+(?:and|nor)\s+(?:as\s+)?(?P<b>{col})(?:\s+(?:true|set))?$"
        )
        self._pred = re.compile(
            rf"^(?:an?\s+|the\s+|their\s+|its\s+)?(?P<col>{col})\s+(?:that\s+|which\s+)?"
            r"(?:(?:is|was|are|were|being)\s+)?"
            rf"(?:of\s+)?(?P<op>{_alts(list(_OPS))})\s+(?P<rhs>.+?)(?:\s+exactly)?$"
        )
        self._side = re.compile(
            rf"^(?:the\s+|their\s+|its\s+|an?\s+)?(?:(?P<col>{col})"
            r"|\$?(?P<num>-?\d[\d,]*(?:\.\d+)?)"
            r"|'(?P<sq>[^']*)'|\"(?P<dq>[^\"]*)\")$"
        )
        self._range = re.compile(
            rf"^(?:an?\s+|the\s+|their\s+|its\s+)?(?P<col>{col})\s+(?:(?:is|was|falls?|lies?)\s+)?"
            rf"(?:from|between)\s+(?P<a>{_STAMP})\s+(?:up to and including|through|to and including|and|to)"
            rf"\s+(?P<b>{_STAMP})(?P<inc>\s*,?\s*(?:inclusive|both included|both ends included))?$"
        )
        self._arith = re.compile(
            rf"^(?:the\s+|their\s+|its\s+)?(?P<a>{col})\s+(?P<op>{_alts(list(_ARITH))})\s+"
            rf"(?:the\s+|their\s+|its\s+)?(?P<b>{col})$"
        )

    def _column(self, said: str, table: str) -> str | None:
        """The column ``said`` names, when it is one of ``table``'s (and its table prefix, if any, is it)."""
        said = re.sub(r"\s+column$", "", said.strip('`"'))
        said = said.strip('`"')
        prefix, _, col = said.rpartition(".")
        if col not in self.tables[table] or (prefix and self._names.get(prefix) != table):
            return None
        return col

    def _operand(self, said: str, table: str) -> str | None:
        """The SQL of one side of a comparison: a column, a number, a quoted value, or two columns added or
        taken apart; a glossed one ("their net figure (order_total minus tax_paid)") by its gloss."""
        said = said.strip()
        gloss = re.fullmatch(r"[a-z][\w\s-]*?\s*\((?P<inner>[^()]+)\)", said)
        if gloss is not None:
            said = gloss.group("inner").strip()
        stamp = re.fullmatch(_STAMP, said)
        if stamp is not None:
            return _stamp_sql(said)
        m = self._side.match(said)
        if m is not None:
            if m.group("col"):
                return self._column(m.group("col"), table)
            if m.group("num"):
                return m.group("num").replace(",", "")
            value = m.group("sq") if m.group("sq") is not None else m.group("dq")
            return "'" + value.replace("'", "''") + "'"
        a = self._arith.match(said)
        if a is None:
            return None
        left, right = self._column(a.group("a"), table), self._column(a.group("b"), table)
        if left is None or right is None:
            return None
        return f"{left} {_ARITH[a.group('op')]} {right}"

    def _conditions(self, said: str, table: str) -> list[str] | None:
        flags = self._flags.match(said)
        if flags is not None:
            a, b = self._column(flags.group("a"), table), self._column(flags.group("b"), table)
            if a is None or b is None or a == b or not (a.startswith("is_") and b.startswith("is_")):
                return None
            if flags.group("how") == "both":
                return [a, b]
            return [f"NOT {a}", f"NOT {b}"]
        conditions: list[str] = []
        for part in re.split(
            r"\s*,?\s+(?:and|but|while)\s+(?:also\s+)?(?:has\s+|have\s+|with\s+)?"
            r"(?=(?:an?\s+|the\s+|their\s+|its\s+)?[`\"]?[a-z.]+_)",
            said,
        ):
            span = self._range.match(part)
            if span is not None:
                column = self._column(span.group("col"), table)
                if column is None:
                    return None
                last = span.group("b")  # a last day without a time is the whole of that day
                upto = f"<= {_stamp_sql(last)}" if ":" in last else f"< {_stamp_sql(last)} + INTERVAL 1 DAY"
                conditions += [f"{column} >= {_stamp_sql(span.group('a'))}", f"{column} {upto}"]
                continue
            m = self._pred.match(part)
            if m is None:
                return None
            left = self._column(m.group("col"), table)
            right = self._operand(m.group("rhs"), table)
            if left is None or right is None or left == right:
                return None
            conditions.append(f"{left} {_OPS[m.group('op')]} {right}")
        return conditions or None

    def follow(self, question: str, earlier: str) -> TableAnswer | None:
        """The count of a follow-up that moves the one number ``earlier`` compares a column with: "how
        many orders have an order_total above $45?" then "same threshold, but for orders above $50" (or
        "what about over 50?"); None when it is no such follow-up."""
        again = _AGAIN.match(re.sub(r"\s+", " ", question.strip().lower()))
        if again is None or self.read(earlier) is None:
            return None
        ops = _alts([o for o in _OPS if o not in {"of", "exactly", "of exactly"}])
        new = re.fullmatch(
            rf"(?:(?P<table>{_alts(list(self._names))})\s+(?:rows\s+)?"
            r"(?:with\s+|having\s+|that have\s+|where\s+)?"
            rf"(?:an?\s+|the\s+)?(?:{self._col}\s+)?)?(?P<op>{ops})\s+(?P<num>\$?-?\d[\d,]*(?:\.\d+)?)",
            again.group("rest"),
        )
        said = list(
            re.finditer(rf"(?<![\w.])(?P<op>{_alts(list(_OPS))})\s+\$?-?\d[\d,]*(?:\.\d+)?\b", earlier, re.I)
        )
        if new is None or len(said) != 1:
            return None
        if new.group("table") and new.group("table") not in earlier.lower():
            return None
        old = said[0]
        return self.read(
            f"{earlier[: old.start()]}{new.group('op')} {new.group('num')}{earlier[old.end() :]}"
        )

    def read(self, question: str) -> TableAnswer | None:
        """The count ``question`` asks for, or None when it is not such a question."""
        if not self.active or "_" not in question:
            return None
        pieces = re.split(r"('[^']*'|\"[^\"]*\")", re.sub(r"\s+", " ", question.strip()))
        text = "".join(p if i % 2 else p.lower() for i, p in enumerate(pieces)).rstrip("?.! ")
        count = _COUNT.match(text)
        rows = self._rows.match(count.group("rest")) if count is not None else None
        if rows is None:
            return None
        table = self._names[rows.group("table")]
        conditions = self._conditions(rows.group("preds").strip(" ,"), table)
        if conditions is None:
            return None
        where = " AND ".join(conditions)
        said = " and ".join(re.sub(r" (<>) ", f" {_SAID['<>']} ", c) for c in conditions)
        sql = f"SELECT COUNT(*) AS row_count FROM {table} WHERE {where}"
        return TableAnswer(sql, "Row count", f"rows of {table} where {said}")
