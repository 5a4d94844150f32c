"""Milestones: the Nth order ("on what day did we take our 100,000th order", "how many days after opening did
LA take its 1,000th order", "which café was it at?" after it) and the day a running total first passed an
amount ("on what date did our all-time revenue, before tax, pass $1 million", "when did we hit 50,000
orders").

The Nth order is numbered by time (its key breaking ties) among the orders the question keeps (a store's own
when one is named); the day a total passed an amount is the first day whose running daily total reaches it.
Before, the ordinal was an unknown word and "pass $1 million" was read as the total itself.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import sqlglot
from sqlglot import exp

_ORDINAL = re.compile(
    r"\b(?:our|its|their|the|his|her|[a-z]+'s)\s+(?:very\s+)?(?P<n>\d{1,3}(?:,\d{3})+|\d+)\s*(?:st|nd|rd|th)"
    r"\s+(?P<noun>order|sale|transaction|purchase|ticket)\b",
    re.IGNORECASE,
)
_DAYS_AFTER = re.compile(
    r"\bhow many days (?:after|from|since) (?:it |they |the (?:store|shop|café|cafe) )?"
    r"(?:first )?open(?:ing|ed)?\b"
    r"|\b(?:(?:the )?number of |how many )?days (?:elapsed |passed |taken |it took )?(?:after|from|since) "
    r"(?:its |their |the (?:store's |shop's )?)?(?:first |grand )?opening(?: day| date)?"
    r"(?: (?:to|until|till) (?:the (?:date|day) of )?(?=(?:its|their|the) ))?",
    re.IGNORECASE,
)
_WHICH = re.compile(
    r"\b(?:which|what) (?P<dim>café|cafe|store|shop|location|branch|city|customer|product)\b"
    r"|\bwhere\b(?= (?:was|did|is)\b)|\bwho (?:placed|made|ordered|was)\b",
    re.IGNORECASE,
)
_IT = re.compile(r"^\W*(?:and\s+|so\s+)?(?:which|what|where|who)\b[^?]{0,40}\b(?:it|that)\b", re.I)
_DIM_WORDS = {
    "café": "store", "cafe": "store", "store": "store", "shop": "store", "location": "store",
    "branch": "store", "city": "store", "where": "store", "customer": "customer", "who": "customer",
    "product": "product",
}  # fmt: skip
_PASS = re.compile(
    r"\b(?:when|(?:on )?(?:what|which) (?:date|day))\b(?P<head>.*?)\b(?:pass(?:ed)?|hit|reach(?:ed)?"
    r"|cross(?:ed)?|top(?:ped)?|surpass(?:ed)?|exceed(?:ed)?|break|broke|go past|went past|get past|got past"
    r"|get to|got to)"
    r"\s+(?:the\s+)?(?P<amount>\$?\s?\d[\d,]*(?:\.\d+)?)\s*(?P<scale>k|m|mn|million|thousand|bn|billion)?\b"
    r"(?:\s+(?:dollars|usd|mark))?(?P<tail>[^?!.]*)",
    re.IGNORECASE,
)
_SCALES = {"k": 1_000, "thousand": 1_000, "m": 1_000_000, "mn": 1_000_000, "million": 1_000_000,
           "bn": 1_000_000_000, "billion": 1_000_000_000}  # fmt: skip
_HEAD_WORDS = re.compile(
    r"\b(?:did|do|does|we|us|the|chain|company|business|first|finally|ever|in total|total)\b|[,]", re.I
)


@dataclass(frozen=True)
class Nth:
    """The Nth order of what ``scope`` keeps; ``ask`` is "day", "days_after_opening" or a dimension word."""

    n: int
    scope: str
    ask: str


@dataclass(frozen=True)
class Passed:
    """The first day the running total of ``measure`` (the words naming it and its filters) reached
    ``amount``."""

    measure: str
    amount: float


def read_nth(question: str, earlier: str | None = None) -> Nth | None:
    """The Nth-order reading of ``question`` (or of ``earlier`` when ``question`` asks "which café was it
    at?" after it), or None."""
    m = _ORDINAL.search(question)
    if m is None and earlier is not None and _IT.search(question):
        first = read_nth(earlier)
        which = _WHICH.search(question)
        if first is None or which is None:
            return None
        word = (which.group("dim") or which.group(0).split()[0]).lower()
        return Nth(first.n, first.scope, _DIM_WORDS[word])
    if m is None:
        return None
    n = int(m.group("n").replace(",", ""))
    if n < 2:
        return None  # "the 1st order" is the first order, read as such elsewhere
    rest = f"{question[: m.start()]} {question[m.end() :]}"
    if _DAYS_AFTER.search(question):
        return Nth(n, _DAYS_AFTER.sub(" ", rest), "days_after_opening")
    which = _WHICH.search(question[: m.start()])
    if which is not None:
        word = (which.group("dim") or which.group(0).split()[0]).lower()
        return Nth(n, rest[: which.start()] + rest[which.end() :], _DIM_WORDS[word])
    return Nth(n, rest, "day")


def read_passed(question: str) -> Passed | None:
    """The running-total reading of ``question`` ("when did revenue pass $1 million"), or None."""
    m = _PASS.search(question)
    if m is None:
        return None
    amount = float(m.group("amount").replace("$", "").replace(",", "").strip())
    amount *= _SCALES.get((m.group("scale") or "").lower(), 1)
    head = _HEAD_WORDS.sub(" ", m.group("head"))
    measure = " ".join(f"{head} {m.group('tail')}".split())
    if not measure:
        return None
    return Passed(measure, amount)


def _inner(dated_sql: str, dialect: str, key: exp.Column) -> tuple[exp.Select, exp.Column, list[str]] | None:
    """The dated plan's rows, each with its time and its number in time order, and the names of its other
    columns (a breakdown's), or None when the plan is not one MIN/MAX of a time column."""
    try:
        tree = sqlglot.parse_one(dated_sql, read=dialect)
    except sqlglot.errors.ParseError:
        return None
    if not isinstance(tree, exp.Select) or tree.args.get("with"):
        return None
    column: exp.Column | None = None
    others: list[exp.Expression] = []
    for out in tree.expressions:
        inner = out.this if isinstance(out, exp.Alias) else out
        if isinstance(inner, (exp.Min, exp.Max)) and isinstance(inner.this, exp.Column) and column is None:
            column = inner.this
        else:
            others.append(out)
    if column is None:
        return None
    number = exp.Window(
        this=exp.RowNumber(),
        order=exp.Order(expressions=[exp.Ordered(this=column.copy()), exp.Ordered(this=key)]),
    )
    names = [o.alias_or_name for o in others]
    outs = [*(o.copy() for o in others), exp.alias_(column.copy(), "at_"), exp.alias_(number, "n_")]
    row = tree.copy()
    row.set("expressions", outs)
    for part in ("group", "order", "limit", "having"):
        row.set(part, None)
    return row, column, names


def nth_sql(
    dated_sql: str, dialect: str, key: exp.Column, n: int, ask: str, opened_sql: str | None
) -> str | None:
    """The SQL of the ``n``-th row of ``dated_sql``: its day, the breakdown's value(s), or the days from the
    opening day ``opened_sql`` gives (its last column) to it; None when the plans are not of that shape."""
    got = _inner(dated_sql, dialect, key)
    if got is None:
        return None
    row, _column, names = got
    inner = row.sql(dialect=dialect)
    if ask == "day":
        return f"SELECT CAST(t.at_ AS DATE) AS day FROM ({inner}) AS t WHERE t.n_ = {n}"
    if ask == "days_after_opening":
        if opened_sql is None:
            return None
        try:
            opened = sqlglot.parse_one(opened_sql, read=dialect)
        except sqlglot.errors.ParseError:
            return None
        if not isinstance(opened, exp.Select) or not opened.expressions:
            return None
        day = opened.expressions[-1].alias_or_name
        return (
            f"SELECT DATE_DIFF('day', CAST(o.{day} AS DATE), CAST(t.at_ AS DATE)) AS days"
            f" FROM ({inner}) AS t CROSS JOIN ({opened_sql}) AS o WHERE t.n_ = {n}"
        )
    if not names:
        return None
    cols = ", ".join(f"t.{name}" for name in names)
    return f"SELECT {cols} FROM ({inner}) AS t WHERE t.n_ = {n}"


def passed_sql(daily_sql: str, dialect: str, amount: float) -> str | None:
    """The first day whose running total of ``daily_sql`` (a day column, then one figure) reaches
    ``amount``, or None when the plan is not of that shape."""
    try:
        tree = sqlglot.parse_one(daily_sql, read=dialect)
    except sqlglot.errors.ParseError:
        return None
    if not isinstance(tree, exp.Select) or len(tree.expressions) != 2:
        return None
    day, figure = (e.alias_or_name for e in tree.expressions)
    bar = str(int(amount)) if amount.is_integer() else str(amount)
    return (
        f"SELECT CAST(r.{day} AS DATE) AS day FROM (SELECT t.{day}, SUM(t.{figure}) OVER (ORDER BY t.{day})"
        f" AS running_total FROM ({daily_sql}) AS t) AS r WHERE r.running_total >= {bar}"
        f" ORDER BY r.{day} LIMIT 1"
    )
