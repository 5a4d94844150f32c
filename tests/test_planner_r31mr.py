"""The offline analyst on readings added in round r31mr (a market researcher's questions about buyers and
baskets, said the way consumer-panel reports say them):

- "buyers" split by product ("the products with the most buyers", "buyers per product") are the distinct
  customers among each product's order lines (they were counted as the distinct orders);
- a basket is an order: "the basket value ex tax", "baskets containing a drink", "basket size in 2019, in
  number of items per basket" (the items per order);
- "the customers who bought anything in 2019" are the 2019 buyers; "bought at least one jaffle" is bought a
  jaffle (the "at least one" was a number without a figure);
- "customers whose first purchase was in 2018" were acquired in 2018; "went on to order more than once" is
  being a repeat (returning) customer, "only ever ordered once" a one-time one; "repeat buyers (customers
  with more than one order)" is the returning customers, the gloss dropped (its number was not understood);
- "from first to last purchase" is the days between the first and the last order;
- "items bought per 2019 customer" are the items per customer in 2019;
- "how many customers placed 1 order in 2019, how many placed 2, and so on" is the frequency table of the
  orders per customer (it was the customers with one order);
- "average items per order for orders that include a tangaroo": every item of those orders (the condition
  was put on the items counted, so each order had one item);
- a short heading before a question starting "of the ..." or "among ..." ("Churn check: of the customers
  who ...") is left out when it scopes nothing, also when its words alone were not understood;
- "tangaroo penetration among Chicago's 2019 buyers": the buyers of the tangaroo over all those buyers (the
  store was a condition beside the product); "for every product, the share of 2019 buyers who bought it":
  each product's distinct buyers over all the distinct buyers (the share was not read at all);
- "And for customers acquired in 2019?" after a figure of the customers acquired in 2018 is the same figure
  for the 2019 cohort (it was a count of those customers);
- "market penetration" is asked back with the market share;
- what only a survey can tell (brand awareness, aided or unaided recall, purchase intent, respondents) is
  asked back rather than left as words not understood.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan
from tests.planner_checks import check, same_answer

_Y19 = "ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'"
_Y18 = "ordered_at >= '2018-01-01' AND ordered_at < '2019-01-01'"
_O19 = "o.ordered_at >= '2019-01-01' AND o.ordered_at < '2020-01-01'"
_O18 = "o.ordered_at >= '2018-01-01' AND o.ordered_at < '2019-01-01'"
_BUYERS_BY_PRODUCT = (
    "SELECT p.product_name, count(DISTINCT o.customer_id) AS n FROM order_items i"
    " JOIN orders o USING (order_id) JOIN products p ON p.product_id = i.product_id WHERE {y} GROUP BY 1"
)


@pytest.mark.parametrize(
    ("question", "gold", "ordered"),
    [
        # buyers by product
        (
            "Which 2 products had the most buyers in 2019?",
            _BUYERS_BY_PRODUCT.format(y=_O19) + " ORDER BY n DESC LIMIT 2",
            True,
        ),
        ("number of buyers per product in 2018", _BUYERS_BY_PRODUCT.format(y=_O18), False),
        (
            "the three products with the fewest 2019 buyers, fewest first",
            _BUYERS_BY_PRODUCT.format(y=_O19) + " ORDER BY n ASC LIMIT 3",
            True,
        ),
        # a basket is an order
        (
            "mean basket value ex tax in 2019",
            f"SELECT sum(product_price) / count(DISTINCT order_id) FROM order_items WHERE {_Y19}",
            False,
        ),
        (
            "What was the basket size for 2018, in number of items per basket?",
            f"SELECT count(*) / count(DISTINCT order_id) FROM order_items WHERE {_Y18}",
            False,
        ),
        (
            "Of the 2019 baskets containing a drink, what share also contained food?",
            f"SELECT avg(CASE WHEN is_food_order THEN 1.0 ELSE 0 END) FROM orders WHERE {_Y19}"
            " AND is_drink_order",
            False,
        ),
        # the buyers of a year, "at least one"
        (
            "What share of the customers who purchased anything in 2019 purchased at least one jaffle?",
            "SELECT count(DISTINCT customer_id) FILTER (WHERE is_food_order) / count(DISTINCT customer_id)"
            f" FROM orders WHERE {_Y19}",
            False,
        ),
        (
            "share of the people who ordered anything during 2018 that ordered at least one drink that year",
            "SELECT count(DISTINCT customer_id) FILTER (WHERE is_drink_order) / count(DISTINCT customer_id)"
            f" FROM orders WHERE {_Y18}",
            False,
        ),
        # repeat and one-time buyers
        (
            "Of the customers whose first order was in 2018, what fraction went on to order more than once?",
            "SELECT avg(CASE WHEN customer_type = 'returning' THEN 1.0 ELSE 0 END) FROM customers"
            " WHERE first_ordered_at >= '2018-01-01' AND first_ordered_at < '2019-01-01'",
            False,
        ),
        (
            "What fraction of our customers only ever ordered once?",
            "SELECT avg(CASE WHEN customer_type = 'new' THEN 1.0 ELSE 0 END) FROM customers",
            False,
        ),
        (
            "Median lifetime spend of repeat customers (customers with two or more orders)?",
            "SELECT median(lifetime_spend) FROM customers WHERE customer_type = 'returning'",
            False,
        ),
        (
            "How much 2019 revenue came from returning buyers (i.e. buyers with 2+ lifetime orders)?",
            "SELECT sum(i.product_price) FROM order_items i JOIN orders o USING (order_id)"
            f" JOIN customers c USING (customer_id) WHERE {_O19} AND c.customer_type = 'returning'",
            False,
        ),
        (
            "mean number of days from first to last purchase for repeat customers",
            "SELECT avg(date_diff('day', first_ordered_at::DATE, last_ordered_at::DATE)) FROM customers"
            " WHERE customer_type = 'returning'",
            False,
        ),
        # items per buyer of a year
        (
            "average items bought per 2019 customer",
            "SELECT count(*) / count(DISTINCT o.customer_id) FROM order_items i"
            f" JOIN orders o USING (order_id) WHERE {_O19}",
            False,
        ),
        # a frequency table said as "how many placed 1, how many placed 2, and so on"
        (
            "In 2019, how many customers made exactly one purchase, how many made two, etc.",
            "SELECT n, count(*) FROM (SELECT customer_id, count(*) AS n FROM orders"
            f" WHERE {_Y19} GROUP BY 1) GROUP BY n",
            False,
        ),
        (
            "how many orders had 1 item in 2018, how many had 2, and so on?",
            "SELECT n, count(*) FROM (SELECT order_id, count(*) AS n FROM order_items"
            f" WHERE {_Y18} GROUP BY 1) GROUP BY n",
            False,
        ),
        (
            "Order frequency for 2018: how many buyers placed one order that year, how many placed two, three"
            " and so on",
            "SELECT n, count(*) FROM (SELECT customer_id, count(*) AS n FROM orders"
            f" WHERE {_Y18} GROUP BY 1) GROUP BY n",
            False,
        ),
        # an average per order over the orders that include an item
        (
            "mean number of items per order for orders that include a tangaroo, 2019",
            "SELECT count(*) / count(DISTINCT order_id) FROM order_items WHERE order_id IN (SELECT order_id"
            f" FROM order_items JOIN products USING (product_id) WHERE product_name = 'tangaroo') AND {_Y19}",
            False,
        ),
        (
            "average revenue per order for orders containing a jaffle in 2018",
            "SELECT sum(product_price) / count(DISTINCT order_id) FROM order_items WHERE order_id IN"
            " (SELECT order_id FROM order_items JOIN products USING (product_id)"
            f" WHERE product_type = 'jaffle') AND {_Y18}",
            False,
        ),
        # a heading left out
        (
            "Churn check: of the customers who ordered in 2018, what share ordered again in 2019?",
            "SELECT count(DISTINCT b.customer_id) / count(DISTINCT a.customer_id)"
            f" FROM (SELECT DISTINCT customer_id FROM orders WHERE {_Y18}) a"
            f" LEFT JOIN (SELECT DISTINCT customer_id FROM orders WHERE {_Y19}) b USING (customer_id)",
            False,
        ),
    ],
)
def test_reads(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str, ordered: bool
) -> None:
    check(planner, con, question, gold, ordered=ordered)


_PENETRATION = (
    "SELECT count(DISTINCT o.customer_id) FILTER (WHERE {cond}) / count(DISTINCT o.customer_id)"
    " FROM order_items i JOIN orders o USING (order_id) JOIN products p ON p.product_id = i.product_id"
    " JOIN locations l ON l.location_id = o.location_id WHERE {where}"
)
_EACH_PRODUCT = (
    "SELECT p.product_name, count(DISTINCT o.customer_id) / (SELECT count(DISTINCT customer_id) FROM orders"
    " WHERE {y}) FROM order_items i JOIN orders o USING (order_id) JOIN products p"
    " ON p.product_id = i.product_id WHERE {oy} GROUP BY 1"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "tangaroo penetration among Chicago's 2019 buyers",
            _PENETRATION.format(
                cond="p.product_name = 'tangaroo'", where=f"l.location_name = 'Chicago' AND {_O19}"
            ),
        ),
        (
            "What is the jaffle penetration among our 2018 customers?",
            _PENETRATION.format(cond="p.product_type = 'jaffle'", where=_O18),
        ),
        (
            "drink penetration across Brooklyn's buyers in 2018?",
            _PENETRATION.format(cond="p.is_drink_item", where=f"l.location_name = 'Brooklyn' AND {_O18}"),
        ),
        ("For every product, what fraction of 2019 buyers bought it?", _EACH_PRODUCT.format(y=_Y19, oy=_O19)),
        (
            "per product: the proportion of the 2018 customers that purchased it at least once",
            _EACH_PRODUCT.format(y=_Y18, oy=_O18),
        ),
    ],
)
def test_penetration(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


@pytest.mark.parametrize(
    ("context", "question", "gold"),
    [
        (
            "average lifetime spend of the customers acquired in 2018",
            "and what about customers acquired in 2019?",
            "SELECT avg(lifetime_spend) FROM customers"
            " WHERE first_ordered_at >= '2019-01-01' AND first_ordered_at < '2020-01-01'",
        ),
        (
            "Median lifetime orders for the 2019 acquisition cohort",
            "Same for the customers whose first order was in 2018.",
            "SELECT median(count_lifetime_orders) FROM customers"
            " WHERE first_ordered_at >= '2018-01-01' AND first_ordered_at < '2019-01-01'",
        ),
        (
            "what share of the customers acquired in Q1 2019 are returning customers?",
            "And for the ones acquired in Q2 2019?",
            "SELECT avg(CASE WHEN customer_type = 'returning' THEN 1.0 ELSE 0 END) FROM customers"
            " WHERE first_ordered_at >= '2019-04-01' AND first_ordered_at < '2019-07-01'",
        ),
    ],
)
def test_cohort_turns(
    planner: Planner, con: duckdb.DuckDBPyConnection, context: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[context])


@pytest.mark.parametrize(
    ("question", "plain"),
    [
        ("avg basket value for 2019, excluding tax", "average order value for 2019, excluding tax"),
        ("how many buyers did each product have in 2019?", "distinct customers per product in 2019"),
        (
            "Stickiness: of the customers who bought in 2018, what share bought again in 2019?",
            "of the customers who bought in 2018, what share bought again in 2019?",
        ),
        (
            "among 2018 baskets containing a jaffle, what share also contained a drink?",
            "among 2018 orders containing a jaffle, what share also contained a drink?",
        ),
    ],
)
def test_same_answers(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, plain: str) -> None:
    same_answer(planner, con, question, plain)


@pytest.mark.parametrize(
    "question",
    [
        "What's our aided brand recall among drink buyers?",
        "How does unaided awareness compare between Brooklyn and Chicago?",
        "What is the purchase intent for a new jaffle among our regulars?",
        "How many survey respondents preferred tangaroo?",
        "What's our market penetration in Philadelphia?",
        # still asked back, as before
        "Break the 2019 buyers down by gender, please.",
        "What's our market share in each city?",
    ],
)
def test_asked_back(planner: Planner, question: str) -> None:
    assert isinstance(planner.plan(question), AskPlan), question
