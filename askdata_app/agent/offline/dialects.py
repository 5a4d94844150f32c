"""DuckDB SQL to another dialect: sqlglot's transpiler, plus hand-written date functions where it falls short.

sqlglot turns ``DATE_TRUNC`` into functions SQLite does not have and keeps DuckDB's ``HOUR``/``DAYNAME``
for PostgreSQL; the planner's few date functions are therefore written out per dialect here, as SQL
text put in place of the parsed node (marked by a placeholder identifier while generating).
"""

from __future__ import annotations

from collections.abc import Callable

import sqlglot
from sqlglot import exp

from askdata_app.agent.offline.sqlbuild import BuildError

_SQLITE_DOW = "CAST(STRFTIME('%w', {x}) AS INTEGER)"
_SQLITE_DAYS = ("Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday")

TRUNC: dict[str, dict[str, str]] = {
    "sqlite": {
        "year": "DATE({x}, 'start of year')",
        "quarter": "DATE({x}, 'start of month', '-' || ((CAST(STRFTIME('%m', {x}) AS INTEGER) - 1) % 3)"
        " || ' months')",
        "month": "DATE({x}, 'start of month')",
        "week": "DATE({x}, '-' || ((" + _SQLITE_DOW + " + 6) % 7) || ' days')",
        "day": "DATE({x})",
        "hour": "STRFTIME('%Y-%m-%d %H:00:00', {x})",
    },
    "mysql": {
        "year": "MAKEDATE(YEAR({x}), 1)",
        "quarter": "MAKEDATE(YEAR({x}), 1) + INTERVAL (QUARTER({x}) - 1) QUARTER",
        "month": "CAST(DATE_FORMAT({x}, '%Y-%m-01') AS DATE)",
        "week": "DATE({x}) - INTERVAL WEEKDAY({x}) DAY",
        "day": "DATE({x})",
        "hour": "CAST(DATE_FORMAT({x}, '%Y-%m-%d %H:00:00') AS DATETIME)",
    },
}
PARTS: dict[str, dict[type[exp.Expression], str]] = {
    "postgres": {
        exp.Hour: "CAST(EXTRACT(HOUR FROM {x}) AS INTEGER)",
        exp.DayOfWeekIso: "CAST(EXTRACT(ISODOW FROM {x}) AS INTEGER)",
        exp.Dayname: "TO_CHAR({x}, 'FMDay')",
    },
    "mysql": {exp.DayOfWeekIso: "(WEEKDAY({x}) + 1)"},
    "sqlite": {
        exp.Hour: "CAST(STRFTIME('%H', {x}) AS INTEGER)",
        exp.DayOfWeekIso: "(((" + _SQLITE_DOW + " + 6) % 7) + 1)",
        exp.Dayname: "CASE " + _SQLITE_DOW + " "
        + " ".join(f"WHEN {i} THEN '{d}'" for i, d in enumerate(_SQLITE_DAYS)) + " END",
        exp.Year: "CAST(STRFTIME('%Y', {x}) AS INTEGER)",
    },
}  # fmt: skip
NO_PERCENTILES = {"sqlite", "mysql"}


def to_dialect(sql: str, dialect: str, *, pretty: bool = True) -> str:
    """``sql`` (DuckDB) in ``dialect``.

    Raises:
        BuildError: the query needs something the dialect does not have (a median on SQLite or MySQL).
    """
    tree = sqlglot.parse_one(sql, read="duckdb")
    raw: list[str] = []

    def keep(text: str) -> exp.Expression:
        raw.append(text)
        return exp.column(f"askdata_raw_{len(raw) - 1}")

    def rewrite(node: exp.Expression) -> exp.Expression:
        inner: Callable[[], str] = lambda: node.this.sql(dialect)  # noqa: E731
        if (
            isinstance(node, exp.Median | exp.PercentileCont | exp.PercentileDisc)
            and dialect in NO_PERCENTILES
        ):
            msg = f"medians and percentiles are not available in {dialect}"
            raise BuildError(msg)
        if isinstance(node, exp.TimestampTrunc | exp.DateTrunc) and dialect in TRUNC:
            unit = node.text("unit").lower() or str(node.args.get("unit", "")).lower()
            template = TRUNC[dialect].get(unit)
            if template is None:
                msg = f"grouping by {unit} is not available in {dialect}"
                raise BuildError(msg)
            return keep(template.format(x=inner()))
        template = PARTS.get(dialect, {}).get(type(node))
        if template is not None:
            return keep(template.format(x=inner()))
        return node

    if dialect in TRUNC or dialect in PARTS or dialect in NO_PERCENTILES:
        tree = tree.transform(rewrite)
    out = tree.sql(dialect=dialect, pretty=pretty)
    for i in range(len(raw) - 1, -1, -1):
        out = out.replace(f"askdata_raw_{i}", raw[i])
    return out
