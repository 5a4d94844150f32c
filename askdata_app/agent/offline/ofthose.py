"""A follow-up about the rows a ranking just listed: "top 3 products by units in 2020" then "what about
revenue for those?", "and their revenue?", "how many orders did each of them place?", "which of those had
the highest revenue?", "how many orders were placed on the top day of those?".

Planned alone, the follow-up ranks again by its own figure and lists other rows (the 3 products with the most
revenue). It asks about the rows already shown: the follow-up's figure is kept to the ranking's rows (to its
first row for "the top day of those"), joined on the column both group by; a follow-up that ranks itself
("which of those had the most") ranks only among them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import sqlglot
from sqlglot import exp

_REFERS = re.compile(
    r"\b(?:those|these|them|they|their|theirs|the ones?(?: above| listed| shown)?|that list|the list)\b",
    re.IGNORECASE,
)
_NOUNS = (
    r"(?: (?:one|day|date|week|month|store|shop|product|item|customer|site|location|drink|jaffle|quarter|year"
    r"|entry|row|branch|caf[eé])s?)?"
)
_TOP_OF = re.compile(
    r"\b(?:the )?(?:top|first|best|biggest|busiest|highest|leading|number one|no\.? ?1|#1|strongest|largest"
    rf"|heaviest|peak){_NOUNS} (?:of|among|from|in|on) (?:those|these|them|the list|that list)\b",
    re.IGNORECASE,
)
_WHICH_OF = re.compile(r"\b(?:which|what)(?: one| single one)? of (?:those|these|them)\b", re.IGNORECASE)
_SUMMED = re.compile(
    r"\b(?:combined|together|altogether|in total|added (?:up|together)|summed|all told|between them)\b",
    re.IGNORECASE,
)
_RANKS = re.compile(
    r"\b(?:most|least|highest|lowest|best|worst|biggest|smallest|largest|top|bottom|fewest|cheapest|priciest"
    r"|rank|ranked|sort|sorted|order them|order those)\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class OfThose:
    first_only: bool
    """Only the ranking's first row ("the top day of those")."""
    ranks: bool
    """The follow-up ranks the rows by its own figure ("which of those had the highest revenue")."""
    one: bool
    """It asks for one of them ("which of those ...")."""
    summed: bool = False
    """Their figures added up ("what was their combined revenue?")."""


def read_of_those(question: str) -> OfThose | None:
    """How ``question`` refers to the rows of the ranking before it, or None when it does not."""
    if _REFERS.search(question) is None:
        return None
    first = _TOP_OF.search(question) is not None
    summed = not first and _SUMMED.search(question) is not None
    ranks = not first and not summed and _RANKS.search(question) is not None
    return OfThose(first, ranks, ranks and _WHICH_OF.search(question) is not None, summed)


_POINTED = re.compile(r"\b(?:those|these|them|the ones?|that list|the list)\b", re.IGNORECASE)


def ranks_with_their(question: str) -> bool:
    """Whether ``question`` refers back only with "their" / "they" ("and their top jaffle?"), never with
    "those", "these" or "them": "their" may be the business's rather than the listed rows'."""
    return _REFERS.search(question) is not None and _POINTED.search(question) is None


_KEY_NOUNS = {
    "location_name": "store", "product_name": "product", "customer": "customer", "customer_name": "customer",
    "supply_name": "supply", "day": "day", "week": "week", "month": "month", "quarter": "quarter",
    "year": "year",
}  # fmt: skip


def key_noun(ranking_sql: str, dialect: str) -> str | None:
    """The noun of the ranking's rows ("store" for location_name), to ask a follow-up by them; or None."""
    try:
        key = _ranking_key(sqlglot.parse_one(ranking_sql, read=dialect))
    except sqlglot.errors.ParseError:
        return None
    return _KEY_NOUNS.get(key or "")


def _ranking_key(tree: object) -> str | None:
    """The first column of a ranking (a SELECT with ORDER BY and LIMIT), or None."""
    if not isinstance(tree, exp.Select) or not tree.args.get("order") or not tree.args.get("limit"):
        return None
    if tree.args.get("offset") or not tree.expressions:
        return None
    key = tree.expressions[0].alias_or_name
    return key or None


def of_those_sql(ranking_sql: str, figure_sql: str, asked: OfThose, dialect: str) -> str | None:
    """``figure_sql`` kept to the rows of ``ranking_sql`` (see the module docstring), or None when the two do
    not share the ranking's first column or the ranking is no ranking."""
    try:
        ranking = sqlglot.parse_one(ranking_sql, read=dialect)
        figure = sqlglot.parse_one(figure_sql, read=dialect)
    except sqlglot.errors.ParseError:
        return None
    key = _ranking_key(ranking)
    if key is None or not isinstance(figure, exp.Select) or not figure.args.get("group"):
        return None
    aliases = [e.alias_or_name for e in figure.expressions]
    if key not in aliases:
        return None
    order = figure.args.get("order")
    inner = figure.copy()
    inner.set("order", None)
    inner.set("limit", None)
    inner.set("offset", None)
    if asked.first_only:
        ranking = ranking.copy()
        ranking.set("limit", exp.Limit(expression=exp.Literal.number(1)))
    col = exp.to_identifier(key).sql(dialect)
    sql = (
        f"SELECT f.* FROM ({inner.sql(dialect=dialect)}) AS f "
        f"JOIN (SELECT p.{col} FROM ({ranking.sql(dialect=dialect)}) AS p) AS k ON f.{col} = k.{col}"
    )
    if asked.summed:
        figures = [
            e.alias_or_name
            for e in figure.expressions
            if e.alias_or_name != key and e.find(exp.AggFunc) is not None
        ]
        if len(figures) != 1:
            return None
        said = exp.to_identifier(figures[0]).sql(dialect)
        return f"SELECT SUM(t.{said}) AS {said} FROM ({sql}) AS t"
    if asked.ranks and order is not None:
        keys = []
        for o in order.expressions:
            name = o.this.alias_or_name if isinstance(o.this, exp.Column) else None
            if name is None or name not in aliases:
                return None
            said = exp.to_identifier(name).sql(dialect)
            keys.append(f"f.{said}{' DESC' if o.args.get('desc') else ''}")
        sql += " ORDER BY " + ", ".join(keys) + (" LIMIT 1" if asked.one else "")
    return sql
