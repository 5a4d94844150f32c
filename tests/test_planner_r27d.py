"""The offline analyst on readings added in round r27d (general analyst shapes a schoolteacher's sums showed):
- "how many days passed between A and B", each side a date ("our first store opening", "our newest one",
  "our very first order"): the days from the first date to the second;
- "the N stores with the fewest orders, added together", "combined, the top N products": the sum of the
  ranking's first N figures, one number;
- "from fewest to most", "from the smallest year total to the largest", "put the stores in order from most
  to fewest": the whole list in that order (not its first row, not asked back);
- "the N cheapest drinks on the menu with their prices": the menu's products and their prices, in price
  order, first N;
- an average per member with a condition ("counting only the stores that had orders that year", "in each
  order that had a drink", "each distinct customer"): the total over the members that qualify;
- "by how many did it beat the one in second place?", "how far ahead of the runner-up was it?" after a
  ranking's winner: its figure less the second's;
- "what fraction / share / proportion of the menu's products are drinks": the share of the products.

Every question here is written for these tests (none is in the eval sets); answers are checked against
gold SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan, SqlPlan
from tests.planner_checks import check

_STORES = (
    "SELECT l.location_name, count(*) AS n FROM orders o JOIN locations l ON l.location_id = o.location_id"
    " WHERE year(o.ordered_at) = {year} GROUP BY 1"
)
_UNITS = (
    "SELECT p.product_name, count(*) AS n FROM order_items oi JOIN products p ON p.product_id = oi.product_id"
    " WHERE year(oi.ordered_at) = {year} GROUP BY 1"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # days between two dates
        (
            "How many days went by between the opening of our oldest store and the opening of our latest"
            " one?",
            "SELECT date_diff('day', min(opened_at), max(opened_at)) FROM locations",
        ),
        (
            "How many days were there between our very first order and our most recent order?",
            "SELECT date_diff('day', min(ordered_at)::DATE, max(ordered_at)::DATE) FROM orders",
        ),
        (
            "How many days lie between 3 February 2019 and 20 March 2019?",
            "SELECT date_diff('day', DATE '2019-02-03', DATE '2019-03-20')",
        ),
        # the top or bottom N added together
        (
            "What do the three stores with the most orders in 2019 come to when added together?",
            f"SELECT sum(n) FROM ({_STORES.format(year=2019)} ORDER BY n DESC LIMIT 3)",
        ),
        (
            "Add up the 2018 orders of the two busiest stores that year.",
            f"SELECT sum(n) FROM ({_STORES.format(year=2018)} ORDER BY n DESC LIMIT 2)",
        ),
        (
            "How many units did the three least sold products sell in 2019 combined?",
            f"SELECT sum(n) FROM ({_UNITS.format(year=2019)} ORDER BY n ASC LIMIT 3)",
        ),
        # averages per member with a condition
        (
            "In 2018, how many orders did a store take on average, counting only stores that had any orders"
            " that year?",
            "SELECT count(*)::DOUBLE / count(DISTINCT location_id) FROM orders WHERE year(ordered_at) = 2018",
        ),
        (
            "In 2019, on average how many food items were there in each order that included food?",
            "SELECT sum(CASE WHEN is_food_item THEN 1 ELSE 0 END)::DOUBLE"
            " / count(DISTINCT CASE WHEN is_food_item THEN order_id END)"
            " FROM order_items WHERE year(ordered_at) = 2019",
        ),
        (
            "How many drinks were there in an order on average in 2018, counting only orders that had a"
            " drink?",
            "SELECT sum(CASE WHEN is_drink_item THEN 1 ELSE 0 END)::DOUBLE"
            " / count(DISTINCT CASE WHEN is_drink_item THEN order_id END)"
            " FROM order_items WHERE year(ordered_at) = 2018",
        ),
        (
            "What did each distinct customer spend on average in 2019, tax included?",
            "SELECT sum(order_total) / count(DISTINCT customer_id) FROM orders WHERE year(ordered_at) = 2019",
        ),
        # fractions of the menu
        (
            "What share of our menu items are drinks?",
            "SELECT avg(CASE WHEN product_type = 'beverage' THEN 1.0 ELSE 0.0 END) FROM products",
        ),
        (
            "What proportion of the ten products on our menu are jaffles?",
            "SELECT avg(CASE WHEN product_type = 'jaffle' THEN 1.0 ELSE 0.0 END) FROM products",
        ),
    ],
)
def test_one_figure(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # whole lists in the order said
        (
            "Show the number of orders for each store in 2019, from the smallest total to the largest.",
            f"SELECT * FROM ({_STORES.format(year=2019)}) ORDER BY n ASC",
        ),
        (
            "Put the stores in order from most to fewest orders in 2019 and give each count.",
            f"SELECT * FROM ({_STORES.format(year=2019)}) ORDER BY n DESC",
        ),
        (
            "List our yearly order counts from the biggest year total to the smallest.",
            "SELECT year(ordered_at), count(*) AS n FROM orders GROUP BY 1 ORDER BY n DESC",
        ),
        (
            "Sort the months of 2019 from the busiest to the quietest by orders.",
            "SELECT date_trunc('month', ordered_at) AS m, count(*) AS n FROM orders"
            " WHERE year(ordered_at) = 2019 GROUP BY 1 ORDER BY n DESC",
        ),
        # menu listings with prices
        (
            "Which are the two cheapest jaffles on the menu, with their prices, cheapest first?",
            "SELECT product_name, product_price FROM products WHERE product_type = 'jaffle'"
            " ORDER BY product_price ASC LIMIT 2",
        ),
        (
            "Give me the four cheapest drinks on the menu and their prices.",
            "SELECT product_name, product_price FROM products WHERE product_type = 'beverage'"
            " ORDER BY product_price ASC LIMIT 4",
        ),
        (
            "Name the three priciest jaffles on the menu along with their prices.",
            "SELECT product_name, product_price FROM products WHERE product_type = 'jaffle'"
            " ORDER BY product_price DESC LIMIT 3",
        ),
        (
            "What are the three most expensive jaffles on our menu, with prices, priciest first?",
            "SELECT product_name, product_price FROM products WHERE product_type = 'jaffle'"
            " ORDER BY product_price DESC LIMIT 3",
        ),
    ],
)
def test_lists(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold, ordered="LIMIT" not in gold)  # the LIMITed lists hold price ties


@pytest.mark.parametrize(
    ("earlier", "question", "gold"),
    [
        (
            "Which store had the most orders in 2019?",
            "How far ahead of the runner-up was it?",
            f"SELECT max(n) - min(n) FROM ({_STORES.format(year=2019)} ORDER BY n DESC LIMIT 2)",
        ),
        (
            "Which product sold the most units in 2019?",
            "By how many units did it beat the second one?",
            f"SELECT max(n) - min(n) FROM ({_UNITS.format(year=2019)} ORDER BY n DESC LIMIT 2)",
        ),
        (
            "Which store took the most orders in 2018?",
            "What was its lead over the store in second place?",
            f"SELECT max(n) - min(n) FROM ({_STORES.format(year=2018)} ORDER BY n DESC LIMIT 2)",
        ),
    ],
)
def test_lead_over_second(
    planner: Planner, con: duckdb.DuckDBPyConnection, earlier: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=(earlier,))


# guards: near wordings keep their old answers
@pytest.mark.parametrize(
    ("question", "gold", "ordered"),
    [
        (
            "Which two stores had the fewest orders in 2019?",
            f"SELECT * FROM ({_STORES.format(year=2019)}) ORDER BY n ASC LIMIT 2",
            False,
        ),
        (
            "Which store had the fewest orders in 2019?",
            f"{_STORES.format(year=2019)} ORDER BY n LIMIT 1",
            False,
        ),
        (
            "What was the average number of orders per store in 2019?",
            f"SELECT avg(n) FROM ({_STORES.format(year=2019)})",
            False,
        ),
        (
            "How much did each customer spend on average in 2019?",
            "SELECT avg(s) FROM (SELECT customer_id, sum(order_total) AS s FROM orders"
            " WHERE year(ordered_at) = 2019 GROUP BY 1)",
            False,
        ),
        (
            "Revenue per shop in 2019, counting only shops with orders that year",
            "SELECT sum(product_price) / count(DISTINCT o.location_id) FROM order_items i"
            " JOIN orders o USING (order_id) WHERE year(i.ordered_at) = 2019",
            False,
        ),
        (
            "What was the average number of items per order in 2019?",
            "SELECT count(*)::DOUBLE / count(DISTINCT order_id) FROM order_items"
            " WHERE year(ordered_at) = 2019",
            False,
        ),
        (
            "What share of 2019 revenue came from drinks?",
            "SELECT sum(CASE WHEN is_drink_item THEN product_price ELSE 0 END) / sum(product_price)"
            " FROM order_items WHERE year(ordered_at) = 2019",
            False,
        ),
    ],
)
def test_guards(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str, ordered: bool
) -> None:
    check(planner, con, question, gold, ordered=ordered)


def test_name_as_the_verb(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    check(
        planner,
        con,
        "Name the customer who spent the most in 2019, tax included.",
        "SELECT customer_id, sum(order_total) AS s FROM orders WHERE year(ordered_at) = 2019"
        " GROUP BY 1 ORDER BY s DESC LIMIT 1",
    )


def test_second_place_follow_up_keeps_its_row(planner: Planner) -> None:
    plan = planner.plan("Which store came second?", context=("Which store had the most orders in 2019?",))
    assert isinstance(plan, SqlPlan | AskPlan)
    if isinstance(plan, SqlPlan):
        assert "OFFSET 1" in plan.sql.upper() or "LIMIT 2" in plan.sql.upper(), plan.sql
