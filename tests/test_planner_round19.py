"""The offline analyst on readings added in round 19 (mine, from my own probe questions): search-box shorthand
("avg ord val", "orders by dow", "new custs per mo", "units/order", "food/drink revenue"), "last year" /
"last quarter" as the data's latest whole year or quarter (as "last month" already was its last month), a
wordy lead-in or afterword around a question ("Sorry to bother you, ...", "..., if that's not too much
trouble?"), "product category", and the winner "per store" / "for each store".

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019, ending 2019-12-31).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import SqlPlan
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


_TOP_AT_EACH_STORE = (
    "SELECT location_name, product_name FROM (SELECT l.location_name, p.product_name, COUNT(*) AS n,"
    " ROW_NUMBER() OVER (PARTITION BY l.location_name ORDER BY COUNT(*) DESC) AS rk FROM order_items oi"
    " JOIN orders o USING (order_id) JOIN locations l ON l.location_id = o.location_id"
    " JOIN products p ON p.product_id = oi.product_id WHERE year(oi.ordered_at) = 2019 GROUP BY 1, 2)"
    " WHERE rk = 1"
)

_WORDY = [
    (
        "Sorry to bother you, how many orders did we take in 2019?",
        "SELECT COUNT(*) FROM orders WHERE year(ordered_at) = 2019",
    ),
    (
        "Apologies for the very basic question - what was our total revenue in Q2 2019?",
        "SELECT SUM(product_price) FROM order_items"
        " WHERE ordered_at >= '2019-04-01' AND ordered_at < '2019-07-01'",
    ),
    (
        "I hope this isn't a silly question, but which store took the most orders in 2018?",
        "SELECT l.location_name FROM orders o JOIN locations l USING (location_id)"
        " WHERE year(o.ordered_at) = 2018 GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1",
    ),
    (
        "Quick sanity check for my onboarding notes: how many stores do we have?",
        "SELECT COUNT(*) FROM locations",
    ),
    (
        "I'm new here - could you tell me the total tax we collected in 2019, if it isn't too much trouble?",
        "SELECT SUM(tax_paid) FROM orders WHERE year(ordered_at) = 2019",
    ),
    (
        "how many items did we sell per product category in 2019?",
        "SELECT p.product_type, COUNT(*) FROM order_items oi JOIN products p USING (product_id)"
        " WHERE year(oi.ordered_at) = 2019 GROUP BY 1",
    ),
    ("best selling product per store in 2019", _TOP_AT_EACH_STORE),
    ("for each store, which product sold the most units in 2019?", _TOP_AT_EACH_STORE),
    ("the top-selling product for every shop in 2019", _TOP_AT_EACH_STORE),
]


@pytest.mark.parametrize(("question", "gold"), _WORDY)
def test_round19_wordy_and_per_store(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


def test_a_lead_in_that_scopes_the_question_is_kept(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    """A lead-in with something readable in it ("For Brooklyn, sorry:") is not dropped with the hedge."""
    check(
        planner,
        con,
        "For Brooklyn, sorry to bother you: how many orders in 2019?",
        "SELECT COUNT(*) FROM orders o JOIN locations l USING (location_id)"
        " WHERE l.location_name = 'Brooklyn' AND year(o.ordered_at) = 2019",
    )


_WITHIN = [
    # "rank X by M within each Y": every X, ranked inside its Y (a rank column beside the figures)
    (
        "rank products by revenue within each product type for 2019",
        "SELECT p.product_name, p.product_type, SUM(oi.product_price) AS r,"
        " RANK() OVER (PARTITION BY p.product_type ORDER BY SUM(oi.product_price) DESC)"
        " FROM order_items oi JOIN products p USING (product_id) WHERE year(oi.ordered_at) = 2019"
        " GROUP BY 1, 2 ORDER BY 2, 3 DESC",
    ),
    (
        "rank the products by units sold within their type",
        "SELECT p.product_name, p.product_type, COUNT(*) AS n,"
        " RANK() OVER (PARTITION BY p.product_type ORDER BY COUNT(*) DESC)"
        " FROM order_items oi JOIN products p USING (product_id) GROUP BY 1, 2 ORDER BY 2, 3 DESC",
    ),
    # "each X's share within its Y": of its Y's total, not of the whole
    (
        "each product's share of revenue within its product type in 2019",
        "SELECT p.product_name, p.product_type,"
        " SUM(oi.product_price) / SUM(SUM(oi.product_price)) OVER (PARTITION BY p.product_type)"
        " FROM order_items oi JOIN products p USING (product_id)"
        " WHERE year(oi.ordered_at) = 2019 GROUP BY 1, 2",
    ),
    (
        "2018 units sold: share by product within product type",
        "SELECT p.product_name, p.product_type, COUNT(*) / SUM(COUNT(*)) OVER (PARTITION BY p.product_type)"
        " FROM order_items oi JOIN products p USING (product_id)"
        " WHERE year(oi.ordered_at) = 2018 GROUP BY 1, 2",
    ),
]


@pytest.mark.parametrize(("question", "gold"), _WITHIN)
def test_round19_within_a_group(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


_SAME_SCOPE = [
    # a new measure "for that period" / "at that store": the earlier question's scope, another figure
    (
        ["how many orders did we take in Q3 2019?"],
        "what's the average order value for that period?",
        "SELECT SUM(order_total) / COUNT(*) FROM orders"
        " WHERE ordered_at >= '2019-07-01' AND ordered_at < '2019-10-01'",
    ),
    (
        ["orders at Philadelphia in May 2019"],
        "and how much tax was paid at that store over the same period?",
        "SELECT SUM(o.tax_paid) FROM orders o JOIN locations l USING (location_id)"
        " WHERE l.location_name = 'Philadelphia'"
        " AND o.ordered_at >= '2019-05-01' AND o.ordered_at < '2019-06-01'",
    ),
]


@pytest.mark.parametrize(("context", "question", "gold"), _SAME_SCOPE)
def test_round19_same_scope_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, context: list[str], question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=context)


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("which stroe grew the most in 2019", "which store grew the most in 2019"),
    ],
)  # fmt: skip
def test_round19_readings_of_whole_phrases_after_respelling(planner: Planner, typed: str, meant: str) -> None:
    """A reading of a whole phrase (a growth ranking) is tried again once the typos are fixed."""
    got, want = planner.plan(typed), planner.plan(meant)
    assert isinstance(want, SqlPlan) and isinstance(got, SqlPlan), got
    assert got.sql == want.sql


_SHARES_IN_GROUPS = [
    # a share of each group's own figure that came from a value of another model: per group
    (
        "what share of each store's revenue came from jaffles in 2019?",
        "SELECT l.location_name, SUM(CASE WHEN p.product_type = 'jaffle' THEN oi.product_price END)"
        " / SUM(oi.product_price) FROM order_items oi JOIN orders o USING (order_id)"
        " JOIN locations l ON l.location_id = o.location_id JOIN products p ON p.product_id = oi.product_id"
        " WHERE year(oi.ordered_at) = 2019 GROUP BY 1",
    ),
    (
        "share of revenue from beverages by store, 2018",
        "SELECT l.location_name, SUM(CASE WHEN p.product_type = 'beverage' THEN oi.product_price END)"
        " / SUM(oi.product_price) FROM order_items oi JOIN orders o USING (order_id)"
        " JOIN locations l ON l.location_id = o.location_id JOIN products p ON p.product_id = oi.product_id"
        " WHERE year(oi.ordered_at) = 2018 GROUP BY 1",
    ),
    # "its type's revenue": within its type
    (
        "each product's share of its product type's revenue in 2019",
        "SELECT p.product_name,"
        " SUM(oi.product_price) / SUM(SUM(oi.product_price)) OVER (PARTITION BY p.product_type)"
        " FROM order_items oi JOIN products p USING (product_id)"
        " WHERE year(oi.ordered_at) = 2019 GROUP BY 1, p.product_type",
    ),
]


@pytest.mark.parametrize(("question", "gold"), _SHARES_IN_GROUPS)
def test_round19_shares_in_groups(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


_BOTH_TAX = (
    "SELECT (SELECT SUM(product_price) FROM order_items WHERE year(ordered_at) = 2019),"
    " (SELECT SUM(order_total) FROM orders WHERE year(ordered_at) = 2019)"
)
_FINANCE = [
    # both figures, before and after tax: the items' prices and the order totals
    ("revenue with and without tax in 2019", _BOTH_TAX),
    ("2019 sales before and after tax", _BOTH_TAX),
    ("takings incl. tax and revenue excl. tax for 2019", _BOTH_TAX),
    ("order total and revenue in 2019", _BOTH_TAX),
    # "COGS": the cost of goods (the orders' supply cost)
    ("cogs in 2019", "SELECT SUM(order_cost) FROM orders WHERE year(ordered_at) = 2019"),
    (
        "COGS as a percentage of revenue in 2018",
        "SELECT (SELECT SUM(order_cost) FROM orders WHERE year(ordered_at) = 2018)"
        " / (SELECT SUM(product_price) FROM order_items WHERE year(ordered_at) = 2018)",
    ),
    (
        "average cost per unit sold in 2019",
        "SELECT (SELECT SUM(order_cost) FROM orders WHERE year(ordered_at) = 2019)"
        " / (SELECT COUNT(*) FROM order_items WHERE year(ordered_at) = 2019)",
    ),
]


@pytest.mark.parametrize(("question", "gold"), _FINANCE)
def test_round19_finance(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


_GROWTH = (
    "WITH y AS (SELECT {dim} AS s, {m} FILTER (WHERE year(oi.ordered_at) = 2019) AS a,"
    " {m} FILTER (WHERE year(oi.ordered_at) = 2018) AS b FROM order_items oi"
    " JOIN orders o USING (order_id) JOIN locations l ON l.location_id = o.location_id"
    " JOIN products p ON p.product_id = oi.product_id GROUP BY 1)"
    " SELECT s FROM y WHERE b IS NOT NULL ORDER BY (a - b) / b {order} LIMIT 1"
)
_REVENUE = "SUM(oi.product_price)"


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # the measure said before the verb, and falls (the lowest growth first)
        (
            "which product's revenue grew the most from 2018 to 2019",
            _GROWTH.format(dim="p.product_name", m=_REVENUE, order="DESC"),
        ),
        (
            "which product's sales fell the most in 2019",
            _GROWTH.format(dim="p.product_name", m=_REVENUE, order="ASC"),
        ),
        (
            "which store declined the most in 2019",
            _GROWTH.format(dim="l.location_name", m=_REVENUE, order="ASC"),
        ),
        (
            "which store had the biggest drop in revenue in 2019?",
            _GROWTH.format(dim="l.location_name", m=_REVENUE, order="ASC"),
        ),
    ],
)
def test_round19_growth_and_falls(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


_OVER_A_NUMBER = [
    # members whose figure in a period passes a number: listed, or counted
    (
        "which stores had revenue above 100000 in 2019",
        "SELECT l.location_name, SUM(oi.product_price) FROM order_items oi JOIN orders o USING (order_id)"
        " JOIN locations l ON l.location_id = o.location_id WHERE year(oi.ordered_at) = 2019 GROUP BY 1"
        " HAVING SUM(oi.product_price) > 100000",
    ),
    (
        "how many shops took more than 20,000 orders in 2019?",
        "SELECT COUNT(*) FROM (SELECT location_id FROM orders WHERE year(ordered_at) = 2019 GROUP BY 1"
        " HAVING COUNT(*) > 20000)",
    ),
    (
        "which products sold more than 5000 units in 2018",
        "SELECT p.product_name, COUNT(*) FROM order_items oi JOIN products p USING (product_id)"
        " WHERE year(oi.ordered_at) = 2018 GROUP BY 1 HAVING COUNT(*) > 5000",
    ),
]


@pytest.mark.parametrize(("question", "gold"), _OVER_A_NUMBER)
def test_round19_members_over_a_number(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    assert con.execute(gold).fetchall(), "a gold that lists nothing proves nothing"
    check(planner, con, question, gold)


def test_customers_acquired_at_the_store_of_their_first_order(
    planner: Planner, con: duckdb.DuckDBPyConnection
) -> None:
    """ "(store of their first order)" says where a customer is counted, not a question about first orders
    (which grouped by each order: thousands of rows)."""
    check(
        planner,
        con,
        "how many customers were acquired at each shop (the shop of their first order) in 2019",
        "SELECT l.location_name, COUNT(*) FROM customers c JOIN orders o ON o.customer_id = c.customer_id"
        " AND o.ordered_at = c.first_ordered_at JOIN locations l ON l.location_id = o.location_id"
        " WHERE year(c.first_ordered_at) = 2019 GROUP BY 1",
    )


def test_the_year_before_said_short_after_last_year(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    """ "and the yr before?" after "last yr" (the data's latest whole year, 2019): 2018."""
    check(
        planner,
        con,
        "and the yr before?",
        "SELECT SUM(product_price) FROM order_items WHERE year(ordered_at) = 2018",
        context=["how much did we make last yr"],
    )


def test_after_their_first_order_is_no_question_about_first_orders(
    planner: Planner, con: duckdb.DuckDBPyConnection
) -> None:
    check(
        planner,
        con,
        "how many customers never ordered again after their first order?",
        "SELECT COUNT(*) FROM customers WHERE customer_type = 'new'",
    )
