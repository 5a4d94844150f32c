"""Questions that name the database's own tables and columns, read as SQL over those tables.

A data engineer asks about rows and columns: "distinct count of product_id in order_items", "max
ordered_at in order_items", "min(opened_at) and max(opened_at) from locations", "how many nulls in the
customer_id column of orders", "how many customers rows have first_ordered_at equal to last_ordered_at",
"rows in orders with order_total above the table-wide average order_total", "how many order_id values have
more than 3 rows in order_items", "the maximum number of order_items rows any single order_id has", "how
many rows are in the time spine table" (", metricflow_time_spine" after it only names it again). Each shape
is read only when it covers the whole question, the
table is one of the database's tables (named whole, with spaces for its underscores, or by its last two or
more words: "time spine" for ``metricflow_time_spine``) and every column is one of that table's columns
written as a column (with an underscore). Anything else is left to the other readings: a table or column
the data does not hold is never guessed at.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from askdata_app.agent.offline.numwords import counting, numbers, value

_NUMBERS = numbers(counting(1, 10), "a single", "a", "only one", "just one")
"""With "a", "a single", "only one", "just one" for 1 ("more than a single row")."""
_LEAD = re.compile(
    r"^(?:(?:please|ok|okay|so|hi|hey)[,\s]+)*"
    r"(?:(?:what(?:'s| is| are| was)|give me|show(?: me)?|return|get(?: me)?|tell me|find|compute|"
    r"calculate|i need|i want|can you (?:give|get|tell|show) me|could you (?:give|get|tell|show) me)\s+)?"
    r"(?:the\s+)?",
)
_TAIL = re.compile(
    r"(?:[,;:]?\s*(?:(?:both|all)\s+)?(?:(?:as|in|on)\s+)?(?:one|a single|1)\s+row"
    r"|[,;]?\s*please|[,;]?\s*thanks)+$"
    r"|[\s?.!]+$"
)
_AGGS = {
    "min": "min", "minimum": "min", "earliest": "min", "smallest": "min", "lowest": "min", "first": "min",
    "max": "max", "maximum": "max", "latest": "max", "largest": "max", "highest": "max", "biggest": "max",
    "last": "max", "greatest": "max", "most recent": "max",
    "avg": "avg", "average": "avg", "mean": "avg",
    "sum": "sum", "total": "sum",
    "count distinct": "distinct", "distinct count": "distinct", "number of distinct": "distinct",
    "count of distinct": "distinct", "unique count": "distinct", "number of unique": "distinct",
    "count of unique": "distinct", "distinct": "distinct",
}  # fmt: skip
_COMPARE = {
    "equal to": "=", "equals": "=", "=": "=", "==": "=", "the same as": "=", "same as": "=",
    "identical to": "=", "matching": "=", "not equal to": "<>", "different from": "<>", "!=": "<>",
    "<>": "<>", "after": ">", "later than": ">", "greater than": ">", "above": ">", "more than": ">",
    "over": ">", "higher than": ">", ">": ">", "before": "<", "earlier than": "<", "less than": "<",
    "below": "<", "under": "<", "lower than": "<", "<": "<", ">=": ">=", "<=": "<=",
    "at least": ">=", "at most": "<=",
}  # fmt: skip
_BARS = {
    "more than": ">", "over": ">", "at least": ">=", "fewer than": "<", "less than": "<", "under": "<",
    "at most": "<=", "exactly": "=", "only": "=", "just": "=", "": "=",
}  # fmt: skip


def alternation(words: Sequence[str]) -> str:
    """A regex alternation of ``words``, the longest first (so "order_items" wins over "order")."""
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


@dataclass(frozen=True)
class TableAnswer:
    """The SQL of a question about the tables, its title and what was understood."""

    sql: str
    title: str
    understood: str


_PARTITION = re.compile(
    r"\b(hour|day|week|month|quarter|year)(?:ly)?\s+partitions?\b|\b(hour|dai|week|month|quarter|year)ly\s+partitions?\b",
    re.IGNORECASE,
)


def grain_partitions(question: str) -> str:
    """``question`` with a time grain said as a partition ("row count per day partition", "for each daily
    partition") read as that grain ("per day")."""

    def grain(m: re.Match[str]) -> str:
        return m.group(1) or ("day" if m.group(2).lower() == "dai" else m.group(2))

    return _PARTITION.sub(grain, question)


class TableRows:
    """Reads questions naming the tables and columns of ``tables`` (table name -> its column names)."""

    def __init__(self, tables: Mapping[str, Sequence[str]], times: Mapping[str, str] | None = None) -> None:
        self.tables = {t.lower(): tuple(c.lower() for c in cs) for t, cs in tables.items()}
        self.times = {t.lower(): c.lower() for t, c in (times or {}).items()}
        """Each table's own time column (for "the 2020 orders")."""
        names: dict[str, str] = {}
        for table in self.tables:
            names[table] = table
            words = table.split("_")
            names[" ".join(words)] = table
            for k in range(2, len(words)):
                names.setdefault(" ".join(words[-k:]), table)
                names.setdefault("_".join(words[-k:]), table)
        self._names = names
        columns = {c for cs in self.tables.values() for c in cs if "_" in c}
        self.active = bool(names) and bool(columns)
        t = rf"(?:the\s+)?[`\"]?(?P<{{g}}>{alternation(list(names))})[`\"]?(?:\s+table)?"
        c = (
            rf"(?:the\s+)?[`\"]?(?:(?P<{{g}}t>{alternation(list(names))})\.)?"
            rf"(?P<{{g}}>{alternation(list(columns))})[`\"]?(?:\s+column)?"
        )
        self._t = t
        self._c = c
        agg = alternation(list(_AGGS))
        col_i = c.format(g="col{i}")
        one = (
            rf"(?:(?P<rows{{i}}>(?:the\s+)?(?:total\s+)?(?:row count|number of rows|count\(\*\)))|"
            rf"(?:the\s+)?(?P<agg{{i}}>{agg})(?:\s+of)?(?:\s*\(\s*|\s+(?:the\s+)?){col_i}(?:\s*\))?"
            r"(?:\s+(?:values?|timestamps?|dates?))?)"
        )
        self._two_of_one = re.compile(
            rf"^(?P<a>{agg})\s+and\s+(?P<b>{agg})\s+(?:of\s+)?(?:the\s+)?(?P<c>[a-z_.]+)\b"
        )
        """ "min and max of ordered_at": two aggregates of one column, said as each of the column."""
        self._aggregate = re.compile(
            rf"^{one.format(i=1)}(?:(?:\s*,\s*|\s+and\s+|\s*,\s*and\s+){one.format(i=2)})?"
            rf"(?:(?:\s*,\s*|\s+and\s+|\s*,\s*and\s+){one.format(i=3)})?"
            rf"\s+(?:in|from|of|across|over)\s+(?:all\s+(?:of\s+)?)?{t.format(g='table')}$"
        )
        count = r"(?:how many|number of|the number of|count of|count the|count|row count of)"
        nulls = r"(?:null|nulls|null values|missing values|missing)"
        self._nulls = [
            re.compile(
                rf"^{count}\s+{nulls}\s+(?:are there\s+|do we have\s+)?(?:in|of)\s+{c.format(g='col')}"
                rf"(?:\s+(?:in|of|from)\s+{t.format(g='table')})?(?:\s+are there)?$"
            ),
            re.compile(
                rf"^{count}\s+{nulls}\s+(?:does|do)\s+{c.format(g='col')}\s+(?:in|of)\s+{t.format(g='table')}"
                r"\s+(?:have|hold|contain)$"
            ),
            re.compile(
                rf"^{count}\s+(?:(?P<non>non-?\s?null\s+|not null\s+)|null\s+){c.format(g='col')}\s+"
                rf"(?:values\s+|rows\s+|entries\s+)?(?:are\s+(?:there\s+)?)?(?:in|of|from)\s+{t.format(g='table')}$"
            ),
            re.compile(
                rf"^{count}\s+(?:{t.format(g='table')}\s+rows|rows\s+(?:in|of|from)\s+{t.format(g='table2')})\s+"
                rf"(?:have\s+|has\s+|with\s+|where\s+)(?:a\s+|an\s+)?(?:null\s+{c.format(g='col')}|"
                rf"{c.format(g='col2')}\s+(?:is\s+)?(?P<non2>not\s+)?null)$"
            ),
        ]
        compare = alternation(list(_COMPARE))
        rows = rf"(?:{t.format(g='table')}\s+rows|rows\s+(?:in|of|from)\s+{t.format(g='table2')})"
        average = (
            r"(?:the\s+)?(?:table-?\s?wide\s+|overall\s+|global\s+|whole-?\s?table\s+)?"
            r"(?:average|mean|avg)(?:\s+of)?"
        )
        self._compared = re.compile(
            rf"^{count}\s+{rows}\s+(?:have\s+|has\s+|with\s+|where\s+|in which\s+)(?:an?\s+|the\s+|their\s+)?"
            rf"{c.format(g='left')}\s+(?:is\s+|was\s+)?(?P<op>{compare})\s+(?:the\s+|their\s+|its\s+)?"
            rf"(?:(?P<avg>{average})\s+(?:the\s+)?)?{c.format(g='right')}"
            r"(?:\s+(?:across|over|of|in)\s+(?:the\s+)?(?:whole\s+|entire\s+)?table)?$"
        )
        bar = alternation([k for k in _BARS if k])
        number = rf"(?P<n>\d+|{alternation(list(_NUMBERS))})"
        self._per_key = re.compile(
            rf"^{count}\s+(?:distinct\s+)?{c.format(g='col')}\s+(?:values\s+)?"
            r"(?:have|has|appear in|appear on|occur in|occur on|show up in|are in|with|that have"
            r"|that appear in|appear|occur|show up|repeat|recur)\s+"
            rf"(?:(?P<bar>{bar})\s+)?(?:{number}\s+(?:rows?|times?)|(?P<once>once|twice))\s+(?:in|of)\s+"
            rf"{t.format(g='table')}$"
        )
        most = (
            r"(?P<most>max|maximum|largest|highest|greatest|biggest|most|min|minimum|smallest|fewest|lowest)"
        )
        most2 = most.replace("?P<most>", "?P<most2>")
        self._most_rows = [
            re.compile(
                rf"^{most}(?:\s+and\s+(?:the\s+)?{most2})?\s+(?:number|count)\s+of\s+{t.format(g='table')}\s+rows"
                r"\s+(?:that\s+)?(?:any|a|one|an)\s+(?:single\s+|one\s+|individual\s+)?"
                rf"(?:{c.format(g='col')}|(?P<noun>[a-z]+))\s+(?:has|have|gets|holds)$"
            ),
            re.compile(
                rf"^{most}\s+{t.format(g='table')}\s+rows\s+(?:for|of|under|per)\s+(?:any|a|one|an)\s+"
                rf"(?:single\s+|one\s+|individual\s+)?{c.format(g='col')}$"
            ),
        ]
        self._row_count = re.compile(
            rf"^(?:how many (?:{c.format(g='col')}\s+)?rows\s+(?:are\s+(?:there\s+)?)?(?:in|does)\s+"
            rf"{t.format(g='table')}(?:\s+(?:have|hold|contain))?"
            r"|(?:row count|number of rows|count of rows|count\(\*\))\s+(?:of|in|from)\s+"
            rf"{t.format(g='table2')})$"
        )

        rowcount = r"(?P<rows>row counts?|number of rows|count of rows|count\(\*\)|rows)"
        year = r"(?P<year>(?:19|20)\d\d)"
        by = r"(?:grouped by|group by|broken down by|split by|by|per|for each|for every)"
        top = (
            r"(?:[:,;]?\s*(?:the\s+)?top\s+(?P<top>\d+)(?:\s+rows)?"
            r"(?:[,;]?\s*(?:in\s+)?desc(?:ending)?(?:\s+order)?)?)?"
        )
        year2 = year.replace("year", "year2")
        spec = rf"(?:{rowcount}|(?P<agg>{agg})(?:\s+of)?(?:\s*\(\s*|\s+){c.format(g='col')}(?:\s*\))?)"
        self._grouped = [
            re.compile(
                rf"^{spec}\s+(?:of|in|from)\s+(?:(?:the|all)\s+)?(?:{year}\s+)?{t.format(g='table')}(?:\s+rows)?"
                rf"\s+{by}\s+{c.format(g='key')}(?:,?\s+(?:for|in|during)\s+{year2})?{top}$"
            ),
            re.compile(
                rf"^group\s+(?:(?:the|all)\s+)?(?:{year}\s+)?{t.format(g='table')}(?:\s+rows)?\s+by\s+"
                rf"{c.format(g='key')}(?:,?\s+(?:for|in|during)\s+{year2})?"
                r"(?:\s*,\s*|\s+)(?:and\s+)?(?:then\s+)?(?:give|return|show|get|count|list)\s+(?:me\s+)?(?:the\s+)?"
                rf"{rowcount}(?:\s+(?:for|of|in|per)\s+(?:each\s+)?{c.format(g='key2')})?{top}$"
            ),
        ]

        self._dates_in = re.compile(
            r"\b(?:how many|the number of|number of|count of|count the)\s+"
            r"(?:distinct\s+|different\s+|unique\s+|separate\s+)?"
            r"(?:calendar\s+)?(?:dates|days)\s+(?:(?:appear|occur|show up|are there|are present|"
            rf"exist|are)\s+)?in\s+{c.format(g='col')}",
            re.IGNORECASE,
        )

    def dates_in_column(self, question: str) -> str:
        """``question`` with "how many distinct dates appear in ordered_at" said as the days with at least
        one row of the table that column dates (the one the others with it point to): "number of days with
        at least one order". Unchanged when it names no such column."""
        m = self._dates_in.search(question) if self.active and "_" in question else None
        if m is None or m.group("colt"):
            return question
        col = m.group("col").lower()
        dated = [t for t, time in self.times.items() if time == col and t in self.tables]
        parents = [t for t in dated if all(self.tables[t][0] in self.tables[o] for o in dated)]
        if len(parents) != 1:
            return question
        noun = " ".join(parents[0].split("_")).removesuffix("s")
        return f"{question[: m.start()]}number of days with at least one {noun}{question[m.end() :]}"

    def _table(self, m: re.Match[str], *groups: str) -> str | None:
        for g in groups:
            said = m.groupdict().get(g)
            if said:
                return self._names[re.sub(r"\s+", " ", said)]
        return None

    def _column(self, m: re.Match[str], g: str, table: str) -> str | None:
        """The column of group ``g`` when it is one of ``table``'s (and its table prefix, if any, is it)."""
        col = m.groupdict().get(g)
        prefix = m.groupdict().get(f"{g}t")
        if col is None or col not in self.tables[table]:
            return None
        if prefix and self._names[prefix] != table:
            return None
        return col

    def read(self, question: str) -> TableAnswer | None:
        """The SQL ``question`` asks for over the named table, or None when it is not such a question."""
        if not self.active or ("_" not in question and "table" not in question.lower()):
            return None
        text = self._normal(question)
        for read in (
            self._read_aggregate,
            self._read_nulls,
            self._read_compared,
            self._read_per_key,
            self._read_grouped,
        ):
            got = read(text)
            if got is not None:
                return got
        for pattern in self._most_rows:
            got = self._read_most_rows(pattern.match(text))
            if got is not None:
                return got
        m = self._row_count.match(text)
        table = self._table(m, "table", "table2") if m else None
        if m is not None and table is not None and (m.group("col") is None or self._column(m, "col", table)):
            return TableAnswer(f"SELECT COUNT(*) AS row_count FROM {table}", "Row count", f"rows of {table}")
        return None

    def follow(self, question: str, earlier: str) -> TableAnswer | None:
        """The other end asked after one aggregate of a column ("the earliest ordered_at in orders" then
        "and the latest one?": the maximum), or None when it is no such follow-up."""
        if not self.active or "_" not in earlier:
            return None
        said = re.sub(r"\s+", " ", question.strip().lower())
        m = re.fullmatch(
            r"(?:(?:and|ok|so|now|then)[,\s]+)?(?:(?:what|how) about\s+)?(?:the\s+)?"
            rf"(?P<agg>{alternation(list(_AGGS))})"
            r"(?:\s+(?:one|value|timestamp|date|of it))?\s*[?.!]*",
            said,
        )
        if m is None or _AGGS[m.group("agg")] == "distinct":
            return None
        text = self._normal(earlier)
        first = self._aggregate.match(text)
        if first is None or first.group("agg2") is not None or _AGGS[first.group("agg1")] == "distinct":
            return None
        return self._read_aggregate(f"{m.group('agg')}{text[first.end('agg1') :]}")

    def _normal(self, question: str) -> str:
        """``question`` lower-cased, without the lead-in and the closing words the shapes leave out; a table
        said as a heading ("Supplies table: the row count and ...") said after it ("... in supplies")."""
        text = re.sub(r"\s+", " ", question.strip().lower())
        text = _TAIL.sub("", _TAIL.sub("", text)).strip()
        head = re.match(rf"(?P<t>{alternation(list(self._names))})\s+table\s*:\s+(?P<rest>.+)$", text)
        if head is not None:
            text = f"{head.group('rest')} in {head.group('t')}"
        text = _LEAD.sub("", text, count=1).strip()
        return self._without_apposition(text)

    def _without_apposition(self, text: str) -> str:
        """``text`` without a table named again by its full name at its end ("row count of the time spine
        table, metricflow_time_spine" -> "row count of the time spine table")."""
        names = alternation(list(self._names))
        m = re.search(
            rf"\b(?P<a>{names})(?P<t>\s+table)?,\s+(?:i\.e\.\s+|that is\s+)?[`\"]?(?P<b>{names})[`\"]?$", text
        )
        if m is None or self._names[m.group("a")] != self._names[m.group("b")]:
            return text
        return text[: m.start()] + m.group("a") + (m.group("t") or "")

    def _read_aggregate(self, text: str) -> TableAnswer | None:
        text = re.sub(r"\bcount\(\s*distinct\s+", "count distinct(", text)  # "count(distinct customer_id)"
        text = self._two_of_one.sub(lambda t: f"{t['a']} {t['c']} and {t['b']} {t['c']}", text, count=1)
        m = self._aggregate.match(text)
        table = self._table(m, "table") if m else None
        if m is None or table is None:
            return None
        outputs: list[str] = []
        said: list[str] = []
        for i in (1, 2, 3):
            agg = m.group(f"agg{i}")
            if m.group(f"rows{i}") is not None:  # "the total row count and the distinct count of ..."
                outputs.append("COUNT(*) AS row_count")
                said.append("row count")
                continue
            if agg is None:
                continue
            col = self._column(m, f"col{i}", table)
            if col is None:
                return None
            how = _AGGS[agg]
            if how == "distinct":
                outputs.append(f"COUNT(DISTINCT {col}) AS distinct_{col}")
                said.append(f"distinct count of {col}")
            else:
                outputs.append(f"{how.upper()}({col}) AS {how}_{col}")
                said.append(f"{how}({col})")
        if len({o for o in outputs}) != len(outputs):
            return None
        sql = f"SELECT {', '.join(outputs)} FROM {table}"
        return TableAnswer(sql, ", ".join(said).capitalize(), f"{', '.join(said)} over all rows of {table}")

    def _read_nulls(self, text: str) -> TableAnswer | None:
        for pattern in self._nulls:
            m = pattern.match(text)
            if m is None:
                continue
            table = self._table(m, "table", "table2", "colt", "col2t")
            if table is None:
                return None
            col = self._column(m, "col", table) or self._column(m, "col2", table)
            if col is None:
                return None
            if m.groupdict().get("non") or m.groupdict().get("non2"):
                sql = f"SELECT COUNT({col}) AS non_null_{col} FROM {table}"
                return TableAnswer(sql, f"Non-null {col}", f"rows of {table} where {col} is not null")
            sql = f"SELECT COUNT(*) AS null_{col} FROM {table} WHERE {col} IS NULL"
            return TableAnswer(sql, f"Null {col}", f"rows of {table} where {col} is null")
        return None

    def _read_compared(self, text: str) -> TableAnswer | None:
        m = self._compared.match(text)
        table = self._table(m, "table", "table2") if m else None
        if m is None or table is None:
            return None
        left, right = self._column(m, "left", table), self._column(m, "right", table)
        if left is None or right is None:
            return None
        op = _COMPARE[m.group("op")]
        if m.group("avg"):
            other = f"(SELECT AVG({right}) FROM {table})"
            said = f"the average {right} of all rows"
        elif left == right:
            return None
        else:
            other, said = right, right
        sql = f"SELECT COUNT(*) AS row_count FROM {table} WHERE {left} {op} {other}"
        return TableAnswer(sql, "Row count", f"rows of {table} where {left} {op} {said}")

    def _read_per_key(self, text: str) -> TableAnswer | None:
        m = self._per_key.match(text)
        table = self._table(m, "table") if m else None
        col = self._column(m, "col", table) if m and table else None
        if m is None or table is None or col is None:
            return None
        said = m.group("n") or ("1" if m.group("once") == "once" else "2")  # "more than once"
        n = value(said, _NUMBERS)
        op = _BARS[m.group("bar") or ""]
        sql = (
            f"SELECT COUNT(*) AS {col}_count FROM (SELECT {col} FROM {table} GROUP BY {col}"
            f" HAVING COUNT(*) {op} {n}) AS keyed"
        )
        return TableAnswer(sql, f"{col} values", f"values of {col} with {op} {n} rows in {table}")

    def _read_most_rows(self, m: re.Match[str] | None) -> TableAnswer | None:
        table = self._table(m, "table") if m else None
        col = self._column(m, "col", table) if m and table else None
        noun = m.groupdict().get("noun") if m is not None else None
        if m is not None and table is not None and col is None and noun:  # "any single order": its key
            keys = [cs[0] for t, cs in self.tables.items() if t == f"{noun}s" and cs]
            col = (
                keys[0]
                if keys and keys[0] in self.tables[table] and keys[0] != self.tables[table][0]
                else None
            )
        if m is None or table is None or col is None:
            return None
        hows = [m.group("most"), *([m.group("most2")] if m.groupdict().get("most2") else [])]
        figures = [
            "MIN" if said in {"min", "minimum", "smallest", "fewest", "lowest"} else "MAX" for said in hows
        ]
        if len(set(figures)) != len(figures):
            return None
        shown = ", ".join(f"{how}(row_count) AS {how.lower()}_rows" for how in figures)
        sql = (
            f"SELECT {shown} FROM (SELECT {col}, COUNT(*) AS row_count FROM {table} GROUP BY {col}) AS keyed"
        )
        said = " and ".join(how.lower() for how in figures)
        return TableAnswer(sql, f"{said.title()} rows per {col}", f"{said} rows of {table} per {col}")

    def _joined(self, table: str, column: str) -> tuple[str, str] | None:
        """The one other table holding ``column`` whose key (its first column) ``table`` holds, with the
        key."""
        found = [
            (other, cols[0])
            for other, cols in self.tables.items()
            if other != table
            and column in cols
            and cols
            and cols[0].endswith("_id")
            and cols[0] in self.tables[table]
        ]
        return found[0] if len(found) == 1 else None

    def _read_grouped(self, text: str) -> TableAnswer | None:
        for pattern in self._grouped:
            m = pattern.match(text)
            table = self._table(m, "table") if m else None
            if m is None or table is None:
                continue
            key = m.group("key")
            if m.groupdict().get("key2") and m.group("key2") != key:
                return None
            said = m.groupdict()
            if said.get("colt") or said.get("keyt") or said.get("key2t"):
                return None
            join = ""
            if key in self.tables[table]:
                shown = f"t.{key}"
            else:
                joined = self._joined(table, key)
                if joined is None:
                    return None
                join = f" JOIN {joined[0]} AS g ON g.{joined[1]} = t.{joined[1]}"
                shown = f"g.{key}"
            if said.get("agg"):
                col = m.group("col")
                if col not in self.tables[table]:
                    return None
                how = _AGGS[m.group("agg")]
                figure = f"COUNT(DISTINCT t.{col})" if how == "distinct" else f"{how.upper()}(t.{col})"
                name = f"{how}_{col}"
            else:
                figure, name = "COUNT(*)", "row_count"
            where = ""
            year = said.get("year") or said.get("year2")
            if said.get("year") and said.get("year2"):
                return None
            if year:
                time = self.times.get(table)
                if time is None or time not in self.tables[table]:
                    return None
                where = f" WHERE t.{time} >= '{year}-01-01' AND t.{time} < '{int(year) + 1}-01-01'"
            order = (
                f" ORDER BY {name} DESC LIMIT {int(said['top'])}" if said.get("top") else f" ORDER BY {key}"
            )
            sql = f"SELECT {shown} AS {key}, {figure} AS {name} FROM {table} AS t{join}{where}"
            sql += f" GROUP BY {shown}{order}"
            told = f"{name.replace('_', ' ')} of {table} by {key}" + (f", in {year}" if year else "")
            return TableAnswer(sql, f"{name.replace('_', ' ').capitalize()} by {key}", told)
        return None
