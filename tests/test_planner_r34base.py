"""The offline analyst on a change between two periods with words between the first period and its base
(round 34): "how did orders in 2018 change relative to 2019", "2018 revenue shifted how much compared with
2019", "by how much did 2018 revenue differ from 2019 revenue, in percent".

The period after the base word is the base the first is measured against, as in "2018 against 2019"
(tests/test_planner_r33against.py); a change verb between them ("change", "grow", "differ", "shift", "move",
"compare", "stack up") no longer hides the base word. "differ from B" names the base too (it was read as
"from B onward", a silent wrong answer: shares of 2018 and of everything since 2019). The later period said
first stays the usual change.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import ORDERS, REVENUE, YEARLY_CHANGE, growth_pct, same_answer


@pytest.mark.parametrize(
    ("question", "first", "base", "measure"),
    [
        ("how did orders in 2018 change relative to 2019", 2018, 2019, ORDERS),
        ("how did revenue in 2018 change compared with 2019, in percent", 2018, 2019, REVENUE),
        ("by what percent did 2018 revenue change against 2019", 2018, 2019, REVENUE),
        ("how much did the order count in 2018 grow relative to 2019 (%)", 2018, 2019, ORDERS),
        ("by how much did 2018 revenue differ from 2019 revenue, in percent", 2018, 2019, REVENUE),
        ("percent difference: orders in 2018 differ from 2019 by how much", 2018, 2019, ORDERS),
        ("how did 2018 orders stack up against 2019, % change", 2018, 2019, ORDERS),
        ("how far did revenue in 2018 move compared to 2019, percent change", 2018, 2019, REVENUE),
        # the later period first: the usual change from the earlier one
        ("how did orders in 2019 change relative to 2018", 2019, 2018, ORDERS),
        ("by how much did 2019 revenue differ from 2018 revenue, in percent", 2019, 2018, REVENUE),
    ],
)
def test_a_change_verb_before_the_base_word(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, first: int, base: int, measure: dict
) -> None:
    want = con.execute(YEARLY_CHANGE.format(first=first, base=base, **measure)).fetchone()
    assert want is not None
    assert growth_pct(planner, con, question) == pytest.approx(float(want[0]), abs=1e-6), question


def test_a_span_from_a_year_is_still_a_span(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    """ "from 2019" with no change verb before it stays "since 2019" (one figure, no change column)."""
    plan = planner.plan("how many orders from 2019 on")
    sql = getattr(plan, "sql", "")
    assert "_growth_pct" not in sql, plan
    got = con.execute(sql).fetchall()
    assert got == con.execute("SELECT count(*) FROM orders WHERE ordered_at >= '2019-01-01'").fetchall()


@pytest.mark.parametrize(
    ("question", "plain"),
    [
        ("how much did orders change from 2018 to 2019", "by how much did orders change from 2018 to 2019"),
        ("how much have our orders changed between 2018 and 2019?", "orders 2018 vs 2019, change"),
        ("how much did the customer count shift from 2018 to 2019", "change in customers from 2018 to 2019"),
    ],
)
def test_how_much_a_count_changed_is_not_money(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, plain: str
) -> None:
    """ "how much did orders change": the order count's change (it was the change in revenue)."""
    plan = planner.plan(question)
    sql = getattr(plan, "sql", "")
    assert "product_price" not in sql and "order_total" not in sql, f"{question!r}\n{sql}"
    same_answer(planner, con, question, plain)
