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
from tests.planner_checks import ORDERS, REVENUE, YEARLY_CHANGE, check, growth_pct


@pytest.mark.parametrize(
    ("question", "first", "base", "measure"),
    [
        ("revenue 2018 against 2019, change in percent", 2018, 2019, REVENUE),
        ("2018 revenue against 2019 revenue - % change?", 2018, 2019, REVENUE),
        ("what's the percent change of orders, 2018 relative to 2019", 2018, 2019, ORDERS),
        ("order count 2018 compared with 2019, percentage change pls", 2018, 2019, ORDERS),
        ("revenue 2018 measured against 2019: the growth in percent", 2018, 2019, REVENUE),
        ("orders 2018 against a 2019 baseline, change in %", 2018, 2019, ORDERS),
        ("2018 vs 2019 revenue, % change with 2019 as the base", 2018, 2019, REVENUE),
        ("revenue for 2018 and 2019 - growth in percent, using 2018 as the baseline", 2019, 2018, REVENUE),
        # the later period first, or no base word: the usual change from the earlier one
        ("revenue 2019 against 2018, change in percent", 2019, 2018, REVENUE),
        ("revenue 2018 vs 2019, change in percent", 2019, 2018, REVENUE),
        ("percent change in orders from 2018 to 2019", 2019, 2018, ORDERS),
    ],
)
def test_the_period_after_against_is_the_base(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, first: int, base: int, measure: dict
) -> None:
    want = con.execute(YEARLY_CHANGE.format(first=first, base=base, **measure)).fetchone()
    assert want is not None
    assert growth_pct(planner, con, question) == pytest.approx(float(want[0]), abs=1e-6), question


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
