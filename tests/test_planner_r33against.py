"""The offline analyst on a change between two periods said as "A against B" (round 33).

The period after "against" ("relative to", "compared to/with", "against a 2020 baseline") is the base the
first period is measured against, even when it is the later one: "revenue 2019 against 2020, change in
percent" is 2019 measured against 2020 (a fall); "with 2020 as the base" names the base outright.
It was always read as the usual change from the earlier period to the later one, whatever the order
said. The later period said first, and "A vs B" with no base word, stay the usual change.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_YEARLY = (
    "SELECT 100.0 * (a.v - b.v) / b.v FROM"
    " (SELECT sum({m}) AS v FROM {t} WHERE year(ordered_at) = {first}) a,"
    " (SELECT sum({m}) AS v FROM {t} WHERE year(ordered_at) = {base}) b"
)
_REV = {"m": "product_price", "t": "order_items"}
_ORD = {"m": "1", "t": "orders"}


def _growth_pct(planner: Planner, con: duckdb.DuckDBPyConnection, question: str) -> float:
    plan = planner.plan(question)
    sql = getattr(plan, "sql", None)
    assert sql is not None, f"{question!r} -> {plan}"
    cur = con.execute(sql)
    names = [d[0] for d in cur.description or ()]
    rows = cur.fetchall()
    assert len(rows) == 1, f"{question!r}: {rows}"
    pct = next(i for i, n in enumerate(names) if n.endswith("_growth_pct"))
    return float(rows[0][pct])


@pytest.mark.parametrize(
    ("question", "first", "base", "measure"),
    [
        ("revenue 2018 against 2019, change in percent", 2018, 2019, _REV),
        ("2018 revenue against 2019 revenue - % change?", 2018, 2019, _REV),
        ("what's the percent change of orders, 2018 relative to 2019", 2018, 2019, _ORD),
        ("order count 2018 compared with 2019, percentage change pls", 2018, 2019, _ORD),
        ("revenue 2018 measured against 2019: the growth in percent", 2018, 2019, _REV),
        ("orders 2018 against a 2019 baseline, change in %", 2018, 2019, _ORD),
        ("2018 vs 2019 revenue, % change with 2019 as the base", 2018, 2019, _REV),
        ("revenue for 2018 and 2019 - growth in percent, using 2018 as the baseline", 2019, 2018, _REV),
        # the later period first, or no base word: the usual change from the earlier one
        ("revenue 2019 against 2018, change in percent", 2019, 2018, _REV),
        ("revenue 2018 vs 2019, change in percent", 2019, 2018, _REV),
        ("percent change in orders from 2018 to 2019", 2019, 2018, _ORD),
    ],
)
def test_the_period_after_against_is_the_base(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, first: int, base: int, measure: dict
) -> None:
    want = con.execute(_YEARLY.format(first=first, base=base, **measure)).fetchone()
    assert want is not None
    assert _growth_pct(planner, con, question) == pytest.approx(float(want[0]), abs=1e-6), question


def test_a_quarter_against_a_later_quarter(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "orders in q1 2019 relative to q2 2019 - percentage change",
        "SELECT 'Q1 2019', a.n, b.n, 100.0 * (a.n - b.n) / b.n, a.n - b.n FROM"
        " (SELECT count(*) AS n FROM orders WHERE quarter(ordered_at) = 1 AND year(ordered_at) = 2019) a,"
        " (SELECT count(*) AS n FROM orders WHERE quarter(ordered_at) = 2 AND year(ordered_at) = 2019) b",
    )


def test_a_share_compared_in_percent_is_not_a_change(planner: Planner) -> None:
    """No change asked ("in percent" alone): the first period is not turned into a base."""
    plan = planner.plan("revenue 2018 compared with 2019 in percent")
    assert "_growth_pct" not in str(getattr(plan, "sql", "")), plan
