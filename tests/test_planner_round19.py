"""The offline analyst on readings added in round 19 (mine, from my own probe questions): search-box shorthand
("avg ord val", "orders by dow", "new custs per mo", "units/order", "food/drink revenue") and "last year" /
"last quarter" as the data's latest whole year or quarter (as "last month" already was its last month).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019, ending 2019-12-31).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_AOV_PHILLY_Q3 = (
    "SELECT SUM(o.order_total) / COUNT(*) FROM orders o JOIN locations l USING (location_id)"
    " WHERE l.location_name = 'Philadelphia' AND o.ordered_at >= '2019-07-01' AND o.ordered_at < '2019-10-01'"
)
_ORDERS_BY_WEEKDAY = (
    "SELECT dayname(ordered_at), COUNT(*) FROM orders WHERE year(ordered_at) = 2019 GROUP BY 1"
)
_UNITS_PER_ORDER = (
    "SELECT AVG(n) FROM (SELECT order_id, COUNT(*) AS n FROM order_items"
    " WHERE year(ordered_at) = 2019 GROUP BY 1)"
)
_REVENUE_BY_TYPE = (
    "SELECT p.product_type, SUM(oi.product_price) FROM order_items oi JOIN products p USING (product_id)"
    " WHERE year(oi.ordered_at) = 2019 GROUP BY 1"
)

_READINGS = [
    ("avg ord val philadelphia q3 2019", _AOV_PHILLY_Q3),
    ("average ord value, Philadelphia, Q3 2019", _AOV_PHILLY_Q3),
    ("orders by dow 2019", _ORDERS_BY_WEEKDAY),
    ("# of orders per wkday in 2019", _ORDERS_BY_WEEKDAY),
    (
        "new custs per mo 2019",
        "SELECT date_trunc('month', o.ordered_at), COUNT(DISTINCT o.customer_id) FROM orders o"
        " JOIN customers c USING (customer_id) WHERE c.customer_type = 'new' AND year(o.ordered_at) = 2019"
        " GROUP BY 1",
    ),
    ("units/order 2019", _UNITS_PER_ORDER),
    ("items / order in 2019", _UNITS_PER_ORDER),
    ("food/drink revenue 2019", _REVENUE_BY_TYPE),
    ("2019 revenue, drinks / food", _REVENUE_BY_TYPE),
    # a slash between two measures stays a ratio of them ("tax paid / order total" is no rate per order)
    (
        "tax paid / order total in 2019",
        "SELECT SUM(tax_paid) / SUM(order_total) FROM orders WHERE year(ordered_at) = 2019",
    ),
    # "last year", "last quarter": the data's latest whole ones (it ends on 2019-12-31)
    ("orders last year", "SELECT COUNT(*) FROM orders WHERE year(ordered_at) = 2019"),
    (
        "what did we sell last quarter, in dollars before tax?",
        "SELECT SUM(product_price) FROM order_items"
        " WHERE ordered_at >= '2019-10-01' AND ordered_at < '2020-01-01'",
    ),
    (
        "tax collected in Q3 of last year",
        "SELECT SUM(tax_paid) FROM orders WHERE ordered_at >= '2019-07-01' AND ordered_at < '2019-10-01'",
    ),
]


@pytest.mark.parametrize(("question", "gold"), _READINGS)
def test_round19_readings(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)
