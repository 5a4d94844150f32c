"""A share asked "in percent" / "as a percentage": the fraction is shown in percent too (x 100).

"Food's share of 2020 revenue, in percent" was answered as the fraction 0.716 only. The answer keeps the
fraction (shares are fractions, 0..1) and adds the same figure in percent beside it (71.6), when the plan
shows exactly one share or ratio column. A growth or change "in percent" is in percent already, and is left
as it is.

>>> asked_in_percent("Food's share of 2020 revenue, in percent")
True
>>> asked_in_percent("Revenue growth 2020 over 2019, in percent")
False
>>> percent_sql("SELECT 0.5 AS food_pct, 10 AS revenue", "duckdb")
('SELECT t.*, 100.0 * t.food_pct AS food_pct_in_percent FROM (SELECT 0.5 AS food_pct, 10 AS revenue) AS t', \
'food_pct')
>>> percent_sql("SELECT 1 AS revenue", "duckdb") is None
True
"""

from __future__ import annotations

import re

from askdata_app.agent.offline.sidebyside import columns_of

_ASKED = re.compile(
    r"\b(?:in|as) (?:an? )?(?:percent(?:age)?s?|%)(?: terms)?\b|\bexpressed in percent",
    re.IGNORECASE,
)
_CHANGE = re.compile(
    r"\b(?:grow\w*|growth|change\w*|increase\w*|decrease\w*|decline\w*|drop\w*|rise|rose|fell|fall\w*|"
    r"up|down|more|less|higher|lower|cagr|yoy|mom|qoq|over (?:the )?(?:previous|prior|last))\b|"
    r"\b(?:19|20)\d\d (?:over|vs\.?|versus|against|to) (?:19|20)\d\d\b",
    re.IGNORECASE,
)
_FRACTION = re.compile(r"(?:_share|(?<!growth)_pct|_margin|_rate)$")


def asked_in_percent(question: str) -> bool:
    """Whether ``question`` asks its share in percent (not a growth or change in percent)."""
    return bool(_ASKED.search(question)) and not _CHANGE.search(question)


def percent_sql(sql: str, dialect: str) -> tuple[str, str] | None:
    """``sql`` with its one fraction column also in percent (``<name>_in_percent``), and that column's name;
    None when it shows no fraction, more than one, or one in percent already."""
    names = columns_of(sql, dialect)
    shares = [n for n in names if _FRACTION.search(n)]
    if len(shares) != 1 or any(n.endswith("_in_percent") for n in names):
        return None
    share = shares[0]
    return f"SELECT t.*, 100.0 * t.{share} AS {share}_in_percent FROM ({sql}) AS t", share
