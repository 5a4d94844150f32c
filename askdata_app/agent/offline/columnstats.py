"""A data scientist's statistics of the database's own columns, named as columns (with their underscores).

A machine-learning engineer checks features column by column: "null rate of last_ordered_at in customers"
(the share of rows where it is null), "positive rate of is_food_order over the 2020 orders" (the share of
rows where the flag holds), "what fraction of customers have lifetime_spend above 50" (the share of rows
past the bar), "how many orders have ordered_at on or after 2019-06-01" (the rows past it), "cardinality of
location_id in orders" (its distinct count), "how many distinct (customer_id, location_id) pairs in orders"
(the distinct pairs), "value counts of product_type", "class balance for customer_type" (rows per value, the
most frequent first), "pearson correlation between tax_paid and order_total across orders" and "mean and
sample std of product_price in products" (one row). Each shape is
read only when it covers the whole question and every column is one of the table's (the table named, or the
one table that holds the column); a column the data lacks ("the customer email column") is never guessed at.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from askdata_app.agent.offline.tablerows import TableAnswer
from askdata_app.agent.offline.tablerows import alternation as _alts

_STATS = {
    "mean": "AVG({c})", "average": "AVG({c})", "avg": "AVG({c})",
    "sample std": "STDDEV_SAMP({c})", "sample standard deviation": "STDDEV_SAMP({c})",
    "std": "STDDEV_SAMP({c})",
    "stddev": "STDDEV_SAMP({c})", "standard deviation": "STDDEV_SAMP({c})", "sd": "STDDEV_SAMP({c})",
    "population std": "STDDEV_POP({c})", "population standard deviation": "STDDEV_POP({c})",
    "variance": "VAR_SAMP({c})", "sample variance": "VAR_SAMP({c})", "median": "MEDIAN({c})",
    "min": "MIN({c})", "minimum": "MIN({c})", "max": "MAX({c})", "maximum": "MAX({c})",
}  # fmt: skip
_NAMES = {"AVG": "mean", "STDDEV_SAMP": "std", "STDDEV_POP": "pop_std", "VAR_SAMP": "variance"}
OPS = {
    "on or after": ">=", "on or before": "<=", "at or after": ">=", "after": ">", "later than": ">",
    "since": ">=", "from": ">=", "before": "<", "earlier than": "<", "prior to": "<", "until": "<",
    "greater than or equal to": ">=", "less than or equal to": "<=", "greater than": ">", "more than": ">",
    "above": ">", "over": ">", "exceeding": ">", "below": "<", "under": "<", "less than": "<",
    "at least": ">=", "at most": "<=", "no more than": "<=", "no less than": ">=",
    ">=": ">=", "<=": "<=", ">": ">", "<": "<", "=": "=", "==": "=", "equal to": "=", "equals": "=",
    "!=": "<>", "<>": "<>", "not equal to": "<>",
}  # fmt: skip
_LEAD = re.compile(
    r"^(?:(?:ok|okay|so|now|quick one|hey)[,\s]+)*"
    r"(?:(?:what(?:'s| is| are)?|whats|give me|show(?: me)?|return|get(?: me)?|compute|calculate|"
    r"i need|i want|can you (?:give|get|tell|show) me)\s+)?(?:the\s+)?"
)
_TAIL = re.compile(
    r"(?:\s*\([^()]*\))+\s*$|[,;]?\s*(?:(?:in|as|on)\s+)?(?:one|a single|1)\s+row$|[\s?.!]+$"
    r"|,?\s*(?:over|across|for|on)\s+(?:all|the whole|the entire)\s+data$|,?\s*all\s+data$"
)
_VALUE = r"(?P<v>'[^']*'|\"[^\"]*\"|\d{4}-\d\d-\d\d|\$?\d+(?:\.\d+)?)"


def literal(said: str) -> str:
    """The SQL literal of a value as said: a quoted text, a date or a number."""
    if said[0] in "'\"":
        return "'" + said[1:-1].replace("'", "''") + "'"
    if re.fullmatch(r"\d{4}-\d\d-\d\d", said):
        return f"'{said}'"
    return said.lstrip("$")


class ColumnStats:
    """Reads a statistic of one or two named columns of ``tables`` (table name -> its column names; each
    table's own time column in ``times``)."""

    def __init__(self, tables: Mapping[str, Sequence[str]], times: Mapping[str, str] | None = None) -> None:
        self.tables = {t.lower(): tuple(c.lower() for c in cs) for t, cs in tables.items()}
        self.times = {t.lower(): c.lower() for t, c in (times or {}).items()}
        names: dict[str, str] = {}
        for table in self.tables:
            names[table] = table
            names[" ".join(table.split("_"))] = table
        self._names = names
        columns = sorted({c for cs in self.tables.values() for c in cs if "_" in c})
        self.active = bool(names) and bool(columns)
        col = rf"(?:the\s+)?[`\"]?(?P<{{g}}>{_alts(columns)})[`\"]?(?:\s+(?:column|feature|field))?"
        table = (
            r"(?:(?:the|all|all the|all of the|the whole|the entire|whole|entire)\s+)?"
            r"(?:(?P<year>(?:19|20)\d\d)\s+)?"
            rf"[`\"]?(?P<table>{_alts(list(names))})[`\"]?(?:\s+(?:table|rows|data))?"
        )
        scope = (
            rf"(?:\s+(?:in|of|from|over|across|among|for)\s+{table})?"
            r"(?:,?\s+(?:in|for|during|over)\s+(?P<year2>(?:19|20)\d\d))?"
        )
        self._narrowed: tuple[str, str] | None = None
        self._again = re.compile(
            r"^(?:(?:and|ok|okay|now|so|then)[,\s]+)*(?:(?:the\s+)?same(?:\s+(?:thing|again|query|one|figures?))?"
            r"[,\s]+(?:but\s+)?|(?:what about|how about)\s+)?"
            r"(?:(?:only|just)\s+(?:for\s+)?(?:the\s+)?[a-z_]+\s+(?:with|whose|where)\s+"
            rf"{col.format(g='col')}\s+(?:is\s+)?(?:in|during)\s+(?P<yc>(?:19|20)\d\d)"
            r"|(?:(?:only|just)\s+)?(?:for|in|over|during)\s+(?P<yy>(?:19|20)\d\d))$"
        )
        self.column = col
        """A column of any table, its name in group ``{g}``."""
        op = rf"(?P<op>{_alts(list(OPS))})"
        share = r"(?:fraction|share|proportion|percentage|percent|ratio|rate)"
        restated = r"(?:[^,]{1,40},\s*(?:i\.e\.?|ie|that is|meaning)\s+)?"
        top = (
            r"(?:,?\s*(?:the\s+)?top\s+(?P<top>\d+)(?:\s+only)?)?"
            r"(?:,?\s*(?:the\s+)?most\s+(?:frequent|common)\s+first)?"
        )
        self._null_rate = re.compile(
            rf"^(?:null|missing|missingness|nan)(?:[- ]value)?\s+{share}\s+(?:of|in|for)\s+"
            rf"{col.format(g='c')}{scope}$"
        )
        self._positive_rate = re.compile(
            rf"^(?:positive|true|base|1s?)\s+{share}\s+(?:of|in|for)\s+{col.format(g='c')}{scope}$"
        )
        self._share_past = re.compile(
            rf"^(?:what\s+)?{share}\s+of\s+{table}\s+(?:have|has|had|with|where|whose|that have|that has)\s+"
            rf"(?:an?\s+|their\s+)?{col.format(g='c')}\s+(?:is\s+|was\s+)?{op}\s+{_VALUE}$"
        )
        self._count_past = re.compile(
            rf"^(?:how many|number of|count of|count)\s+{table}\s+"
            r"(?:have|has|had|with|where|whose|that have)\s+"
            rf"(?:an?\s+|their\s+)?{col.format(g='c')}\s+(?:is\s+|was\s+|are\s+)?{restated}{op}\s+{_VALUE}$"
        )
        self._cardinality = re.compile(
            rf"^(?:cardinality|number of unique values|nunique)\s+(?:of|in|for)\s+{col.format(g='c')}{scope}$"
        )
        self._pairs = re.compile(
            r"^(?:how many|number of|count of|count(?: the)?)\s+(?:distinct|unique|different)\s+"
            rf"\(?{col.format(g='a')}\s*(?:,|and|&|\+|x|/)\s*{col.format(g='b')}\)?\s+"
            r"(?:pairs|pairings|combinations|combos|tuples)"
            r"(?:\s+(?:exist|are there|there are|appear|occur|show up))?"
            rf"{scope}(?:\s+(?:exist|are there|there are))?$"
        )
        self._value_counts = re.compile(
            r"^(?:value counts|class balance|class counts|class distribution|label balance|label distribution"
            r"|frequency counts|frequencies)\s+(?:of|for|in)\s+"
            rf"{col.format(g='c')}{scope}"
            r"(?:\s*(?:[-:,;]|\s)\s*(?:the\s+)?(?:row count|count|number of rows|rows)"
            r"\s+(?:per|for each|by|of each)"
            rf"\s+(?:class|value|category|level|label))?{top}$"
        )
        self._correlation = re.compile(
            r"^(?:pearson(?:'s)?\s+)?(?:corr|correlation|correlation coefficient|pearson r|r)\s+"
            rf"(?:between|of)\s+{col.format(g='a')}\s+(?:and|vs\.?|with|&)\s+{col.format(g='b')}{scope}$"
        )
        self._top = re.compile(
            rf"^(?:the\s+)?(?P<dir>top|bottom|highest|lowest)\s+(?P<n>\d+)\s+{col.format(g='c')}s?\s+by\s+"
            rf"{col.format(g='by')}{scope}"
            r"(?:,?\s+(?:with|and|plus|\+)\s+(?:the\s+|its\s+|their\s+)?(?:value|values|score|amount|"
            rf"{col.format(g='by2')}))?"
            r"(?:,?\s+(?P<order>desc|descending|highest first|largest first|asc|ascending|lowest first"
            r"|smallest first))?$"
        )
        self._dated = re.compile(
            r"^(?:the\s+)?(?P<n>\d+)\s+(?P<dir>latest|most recent|newest|last|earliest|oldest|first)\s+"
            rf"{table}\s+by\s+{col.format(g='by')}"
            r"(?:\s*[,:;]\s*(?:with\s+|showing\s+|just\s+)?(?P<shown>[a-z_]+(?:\s*(?:\+|,|and|&)\s*[a-z_]+)*))?"
            r"(?:,?\s+(?P<order>newest first|latest first|most recent first|desc|descending|oldest first"
            r"|earliest first|asc|ascending))?$"
        )
        bins = (
            r"(?P<bins>\d+(?:\s*[-–]\s*\d+|\+|\s+or more)?(?:\s*(?:/|,|\|)\s*(?:and\s+)?\d+"
            r"(?:\s*[-–]\s*\d+|\+|\s+or more)?)+)"
        )
        bucket = r"(?:buckets?|bins?|bands?|groups?|categor(?:y|ies)|classes|class)"
        self._bucketed = [
            re.compile(
                r"^(?:bucket(?:ing|ed)?|bin(?:ning|ned)?|band(?:ing|ed)?|group(?:ing)?|split(?:ting)?)\s+"
                rf"{col.format(g='c')}\s+into\s+(?:(?:a\s+)?categorical|{bucket})?\s*[:,]?\s*{bins}\s*[.;:,]?\s*"
                r"(?:then\s+|and\s+)?(?:how many|count(?:\s+of)?|number of)\s+(?:the\s+)?"
                rf"(?P<table>{_alts(list(names))})\s+(?:(?:land|fall|are|go|end up)\s+)?(?:in|into|per)\s+"
                rf"(?:each\s+)?{bucket}$"
            ),
            re.compile(
                rf"^(?:how many|number of|count of)\s+(?:the\s+)?(?P<table>{_alts(list(names))})\s+"
                r"(?:(?:are|fall|land)\s+)?(?:in|per)\s+(?:each\s+)?"
                rf"{col.format(g='c')}\s+{bucket}\s*[:,]?\s*{bins}$"
            ),
        ]
        stat = _alts(list(_STATS))
        self._stats = re.compile(
            rf"^(?P<stats>(?:{stat})(?:\s*(?:,|and|&|/|\+)\s*(?:(?:the|a)\s+)?(?:{stat}))+)\s+of\s+"
            rf"{col.format(g='c')}{scope}$"
        )
        self._stat_words = re.compile(rf"\b(?:{stat})\b")

    def _normal(self, question: str) -> str:
        text = re.sub(r"\s+", " ", question.strip().lower())
        text = re.sub(
            r"^[a-z][a-z -]{1,30}(?::|\s[-\u2013\u2014])\s+(?=\S)", "", text
        )  # "dup check: ...": a heading
        for _ in range(3):
            text = _TAIL.sub("", text).strip()
        return _LEAD.sub("", text, count=1).strip()

    def table_of(self, m: re.Match[str], *columns: str) -> str | None:
        """The named table when it holds ``columns``, else the one table holding them all."""
        said = m.groupdict().get("table")
        if said:
            table = self._names[re.sub(r"\s+", " ", said)]
            return table if all(c in self.tables[table] for c in columns) else None
        holding = [t for t, cs in self.tables.items() if all(c in cs for c in columns)]
        return holding[0] if len(holding) == 1 else None

    def _where(self, m: re.Match[str], table: str) -> str | None:
        """The year's filter on the table's time column ("" when no year is said; None when it has none),
        with the narrowing a follow-up asked for (``_narrowed``: a year of another of its columns)."""
        conds: list[str] = []
        year = m.groupdict().get("year") or m.groupdict().get("year2")
        if year:
            time = self.times.get(table)
            if time is None or time not in self.tables[table]:
                return None
            conds.append(f"{time} >= '{year}-01-01' AND {time} < '{int(year) + 1}-01-01'")
        if self._narrowed is not None:
            col, year = self._narrowed
            if col not in self.tables[table]:
                return None
            conds.append(f"{col} >= '{year}-01-01' AND {col} < '{int(year) + 1}-01-01'")
        return f" WHERE {' AND '.join(conds)}" if conds else ""

    def follow(self, question: str, earlier: str) -> TableAnswer | None:
        """The statistic of ``earlier`` asked again for another year ("same for 2018") or only for the rows
        whose date column falls in a year ("same thing but only customers with first_ordered_at in 2019"),
        or None when ``question`` is no such follow-up or ``earlier`` no column statistic."""
        if not self.active or "_" not in earlier:
            return None
        said = re.sub(r"\s+", " ", question.strip().lower()).strip(" ?.!")
        m = self._again.match(said)
        if m is None or self.read(earlier) is None:
            return None
        year = m.group("yc") or m.group("yy")
        if m.group("col"):
            self._narrowed = (m.group("col"), year)
            try:
                return self.read(earlier)
            finally:
                self._narrowed = None
        text = self._normal(earlier)
        if re.search(r"\b(?:19|20)\d\d\b", text):
            return self.read(re.sub(r"\b(?:19|20)\d\d\b", year, text))
        top = re.search(r",?\s*(?:the\s+)?top\s+\d+.*$", text)
        at = top.start() if top else len(text)
        return self.read(f"{text[:at]} in {year}{text[at:]}")

    def read(self, question: str) -> TableAnswer | None:
        """The SQL of a column statistic ``question`` asks for, or None when it is none of them."""
        if not self.active or "_" not in question:
            return None
        text = self._normal(question)
        for read in (
            self._read_rate,
            self._read_past,
            self._read_cardinality,
            self._read_pairs,
            self._read_value_counts,
            self._read_correlation,
            self._read_stats,
            self._read_top,
            self._read_dated,
            self._read_bucketed,
        ):
            got = read(text)
            if got is not None:
                return got
        return None

    def _read_rate(self, text: str) -> TableAnswer | None:
        for pattern, nulls in ((self._null_rate, True), (self._positive_rate, False)):
            m = pattern.match(text)
            col = m.group("c") if m else None
            table = self.table_of(m, col) if m and col else None
            where = self._where(m, table) if m and table else None
            if m is None or col is None or table is None or where is None:
                continue
            if nulls:
                rate = f"AVG(CASE WHEN {col} IS NULL THEN 1.0 ELSE 0 END) AS null_rate"
                sql = f"SELECT {rate} FROM {table}{where}"
                return TableAnswer(
                    sql, f"Null rate of {col}", f"share of rows of {table} where {col} is null"
                )
            if not col.startswith(("is_", "has_")):
                return None
            sql = f"SELECT AVG(CASE WHEN {col} THEN 1.0 ELSE 0 END) AS positive_rate FROM {table}{where}"
            return TableAnswer(sql, f"Positive rate of {col}", f"share of rows of {table} where {col} holds")
        return None

    def _read_past(self, text: str) -> TableAnswer | None:
        for pattern, shared in ((self._share_past, True), (self._count_past, False)):
            m = pattern.match(text)
            col = m.group("c") if m else None
            table = self.table_of(m, col) if m and col else None
            where = self._where(m, table) if m and table else None
            if m is None or col is None or table is None or where is None:
                continue
            cond = f"{col} {OPS[m.group('op')]} {literal(m.group('v'))}"
            said = f"rows of {table} where {cond}"
            if shared:
                sql = f"SELECT AVG(CASE WHEN {cond} THEN 1.0 ELSE 0 END) AS share FROM {table}{where}"
                return TableAnswer(sql, "Share of rows", f"share of {said}")
            filt = f"{where} AND {cond}" if where else f" WHERE {cond}"
            return TableAnswer(f"SELECT COUNT(*) AS row_count FROM {table}{filt}", "Row count", said)
        return None

    def _read_cardinality(self, text: str) -> TableAnswer | None:
        m = self._cardinality.match(text)
        col = m.group("c") if m else None
        table = self.table_of(m, col) if m and col else None
        where = self._where(m, table) if m and table else None
        if col is None or table is None or where is None:
            return None
        sql = f"SELECT COUNT(DISTINCT {col}) AS distinct_{col} FROM {table}{where}"
        return TableAnswer(sql, f"Distinct {col}", f"distinct count of {col} over the rows of {table}")

    def _read_pairs(self, text: str) -> TableAnswer | None:
        """ "how many distinct (customer_id, location_id) pairs exist in orders": the distinct pairs."""
        m = self._pairs.match(text)
        a, b = (m.group("a"), m.group("b")) if m else (None, None)
        table = self.table_of(m, a, b) if m and a and b and a != b else None
        where = self._where(m, table) if m and table else None
        if a is None or table is None or where is None:
            return None
        sql = f"SELECT COUNT(*) AS distinct_pairs FROM (SELECT DISTINCT {a}, {b} FROM {table}{where}) AS p"
        return TableAnswer(sql, f"Distinct ({a}, {b}) pairs", f"distinct pairs of {a} and {b} in {table}")

    def _read_value_counts(self, text: str) -> TableAnswer | None:
        m = self._value_counts.match(text)
        col = m.group("c") if m else None
        if m is None or col is None:
            return None
        table = self.table_of(m, col)
        join = ""
        if table is None and m.group("table"):  # "value counts of product_name over order_items rows"
            table = self._names[re.sub(r"\s+", " ", m.group("table"))]
            joined = self._joined(table, col)
            if joined is None:
                return None
            join = f" JOIN {joined[0]} AS g ON g.{joined[1]} = t.{joined[1]}"
        where = self._where(m, table) if table else None
        if table is None or where is None:
            return None
        shown = f"g.{col}" if join else f"t.{col}"
        where = where.replace(" WHERE ", " WHERE t.").replace(" AND ", " AND t.")
        limit = f" LIMIT {int(m.group('top'))}" if m.group("top") else ""
        sql = (
            f"SELECT {shown} AS {col}, COUNT(*) AS row_count FROM {table} AS t{join}{where}"
            f" GROUP BY {shown} ORDER BY row_count DESC{limit}"
        )
        return TableAnswer(sql, f"Rows per {col}", f"rows of {table} per {col}, the most frequent first")

    def _joined(self, table: str, column: str) -> tuple[str, str] | None:
        found = [
            (other, cols[0])
            for other, cols in self.tables.items()
            if other != table and column in cols and cols[0].endswith("_id") and cols[0] in self.tables[table]
        ]
        return found[0] if len(found) == 1 else None

    def _read_correlation(self, text: str) -> TableAnswer | None:
        m = self._correlation.match(text)
        a, b = (m.group("a"), m.group("b")) if m else (None, None)
        table = self.table_of(m, a, b) if m and a and b and a != b else None
        where = self._where(m, table) if m and table else None
        if a is None or b is None or table is None or where is None:
            return None
        sql = f"SELECT CORR({a}, {b}) AS correlation FROM {table}{where}"
        return TableAnswer(sql, "Correlation", f"Pearson correlation of {a} and {b} over the rows of {table}")

    def _read_stats(self, text: str) -> TableAnswer | None:
        m = self._stats.match(text)
        col = m.group("c") if m else None
        table = self.table_of(m, col) if m and col else None
        where = self._where(m, table) if m and table else None
        if m is None or col is None or table is None or where is None:
            return None
        figures: list[str] = []
        for said in self._stat_words.findall(m.group("stats")):
            figure = _STATS[said].format(c=col)
            if figure not in figures:
                figures.append(figure)
        if len(figures) < 2:
            return None
        shown = [f"{f} AS {_NAMES.get(f.split('(')[0], f.split('(')[0].lower())}_{col}" for f in figures]
        sql = f"SELECT {', '.join(shown)} FROM {table}{where}"
        return TableAnswer(sql, f"Statistics of {col}", f"{', '.join(figures)} over the rows of {table}")

    def _read_top(self, text: str) -> TableAnswer | None:
        m = self._top.match(text)
        col, by = (m.group("c"), m.group("by")) if m else (None, None)
        table = self.table_of(m, col, by) if m and col and by and col != by else None
        if m is not None and table is None and not m.group("table"):  # the table keyed by the ranked column
            keyed = [t for t, cs in self.tables.items() if cs and cs[0] == col and by in cs]
            table = keyed[0] if len(keyed) == 1 else None
        where = self._where(m, table) if m and table else None
        if m is None or col is None or by is None or table is None or where is None:
            return None
        if m.group("by2") and m.group("by2") != by:
            return None
        low = m.group("dir") in {"bottom", "lowest"}
        said = m.group("order") or ""
        if said and (said.startswith(("asc", "lowest", "smallest")) != low):
            return None
        n = int(m.group("n"))
        sql = f"SELECT {col}, {by} FROM {table}{where} ORDER BY {by} {'ASC' if low else 'DESC'} LIMIT {n}"
        return TableAnswer(sql, f"{'Bottom' if low else 'Top'} {n} by {by}", f"rows of {table} by {by}")

    def _read_dated(self, text: str) -> TableAnswer | None:
        m = self._dated.match(text)
        by = m.group("by") if m else None
        table = self.table_of(m, by) if m and by else None
        if m is None or by is None or table is None or m.group("year"):
            return None
        shown = re.split(r"\s*(?:\+|,|&|\band\b)\s*", m.group("shown") or "")
        shown = [c for c in shown if c] or [self.tables[table][0], by]
        if any(c not in self.tables[table] for c in shown) or len(set(shown)) != len(shown):
            return None
        latest = m.group("dir") in {"latest", "most recent", "newest", "last"}
        said = m.group("order") or ""
        if said and said.startswith(("newest", "latest", "most", "desc")) != latest:
            return None
        n = int(m.group("n"))
        sql = f"SELECT {', '.join(shown)} FROM {table} ORDER BY {by} {'DESC' if latest else 'ASC'} LIMIT {n}"
        return TableAnswer(sql, f"{m.group('dir').capitalize()} {n} {table}", f"rows of {table} by {by}")

    def _read_bucketed(self, text: str) -> TableAnswer | None:
        for pattern in self._bucketed:
            m = pattern.match(text)
            col = m.group("c") if m else None
            table = self.table_of(m, col) if m and col else None
            if m is None or col is None or table is None:
                continue
            ends = _bins(m.group("bins"))
            if ends is None:
                return None
            whens: list[str] = []
            for (low, high), label in ends:
                cond = f"{col} >= {low}" + (f" AND {col} < {high}" if high is not None else "")
                whens.append(f"WHEN {cond} THEN '{label}'")
            case = f"CASE {' '.join(whens)} END"
            sql = (
                f"SELECT {case} AS bucket, COUNT(*) AS row_count FROM {table}"
                f" WHERE {col} >= {ends[0][0][0]} GROUP BY {case} ORDER BY MIN({col})"
            )
            return TableAnswer(sql, f"Rows per {col} bucket", f"rows of {table} in each bucket of {col}")
        return None


def _bins(said: str) -> list[tuple[tuple[int, int | None], str]] | None:
    """Each bucket of "1 / 2-5 / 6-10 / 11+" as (its low end, the next one's low end), with its label; None
    unless they follow each other with no gap and only the last is open."""
    parts = [p.strip() for p in re.split(r"\s*(?:/|,|\|)\s*(?:and\s+)?", said) if p.strip()]
    spans: list[tuple[int, int | None, str]] = []
    for part in parts:
        m = re.fullmatch(r"(\d+)(?:\s*[-–]\s*(\d+)|(\+|\s+or more))?", part)
        if m is None:
            return None
        low = int(m.group(1))
        high = int(m.group(2)) if m.group(2) else (None if m.group(3) else low)
        spans.append(
            (low, high, f"{low}+" if high is None else (f"{low}-{high}" if high != low else f"{low}"))
        )
    out: list[tuple[tuple[int, int | None], str]] = []
    for i, (low, high, label) in enumerate(spans):
        last = i == len(spans) - 1
        if (high is None) != last and high is None:
            return None
        if high is not None and high < low:
            return None
        if not last and spans[i + 1][0] != (high or 0) + 1:
            return None
        out.append(((low, None if high is None else high + 1), label))
    return out if len(out) >= 2 else None
