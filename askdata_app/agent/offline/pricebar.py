"""Members whose own price (or cost) is above or below the average of that column ("which products are
priced above our average menu price", "which menu items cost less than the average price", "list the
supplies that cost more than average").

The members are listed as the question without the comparison asks ("which products"); the rows are kept
where the model's money column compares with its average over all the model's rows (the whole menu's
average price), computed in the same query. Without this reading "average menu price" was heard as a
breakdown by menu price, and the planner asked which measure to show.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

import sqlglot
from sqlglot import exp

from askdata_app.agent.offline.catalog import Dim
from askdata_app.agent.offline.compose import Composer
from askdata_app.agent.offline.ownprice import money_cols
from askdata_app.agent.offline.plans import SqlPlan

_UP = r"above|over|higher than|more than|greater than|in excess of"
_DOWN = r"below|under|lower than|less than|cheaper than"
_BAR = re.compile(
    r"\s*\b(?:(?:are|is|were|that are|which are|that is|which is) )?"
    r"(?:priced|(?:that |which )?(?:cost|costs|sell for|sells for)|with (?:a |their )?(?:menu )?price)\s+"
    rf"(?P<op>{_UP}|{_DOWN})\s+(?:the\s+|our\s+|an\s+)?(?:overall\s+|menu's\s+)?(?:average|avg|mean)"
    r"(?:\s+(?:menu|list|unit))?(?:\s+(?:price|cost))?\b[\s?.!]*",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class PriceBar:
    """The members' own money column compared with its average."""

    op: str
    rest: str
    """The question without the comparison ("which products")."""


def read_price_bar(question: str) -> PriceBar | None:
    """The comparison of a member's own price with the average, or None when the question has none."""
    m = _BAR.search(question)
    if m is None:
        return None
    op = ">" if re.fullmatch(_UP, m.group("op").lower()) else "<"
    rest = (question[: m.start()] + " " + question[m.end() :]).strip(" ,?")
    return PriceBar(op, rest) if rest else None


def price_bar_sql(
    composer: Composer, numeric: Iterable[Dim], bar: PriceBar, listed: SqlPlan, dialect: str
) -> str | None:
    """``listed`` (a listing of members) kept where the members' money column compares with its average,
    or None when the listing is not of one model with such a column."""
    try:
        tree = sqlglot.parse_one(listed.sql, read=dialect)
    except sqlglot.errors.ParseError:
        return None
    if not isinstance(tree, exp.Select):
        return None
    tables = [t.alias_or_name for t in tree.find_all(exp.Table)]
    models = [t for t in tables if t in composer.catalog.models]
    if len(models) != 1:
        return None
    cols = money_cols(numeric, models[0])
    if not cols:
        return None
    col = composer.sb.dim_sql(cols[0])
    average = f"(SELECT AVG({col}) {composer.from_clause(models[0], [])})"
    cond = sqlglot.parse_one(f"{col} {bar.op} {average}", read=dialect)
    return tree.where(cond, copy=True).sql(dialect=dialect)
