"""The offline analyst on readings added in round r25m (a business-school student's and a social-media
manager's ways of asking): the Nth order is numbered by time ("our 20,000th order": its day; "which store was
that at?" after it; "how many days after it opened did Chicago take its 2,000th order"); the day a running
total first reached an amount ("when did revenue pass $500,000"); a statement of fact before the question
sets the scene and is no filter ("Chicago turned one on 29 April 2019! How many orders ..."); a question
followed by a remark ("...? Need it for a post") is the question; one of the commonest English words is
never read as a typo ("my case notes" is no "cafe"); the share of customers whose first or last order falls
in a period is of all customers (it was a one-row share, 1.0); a share of transactions that "were $20 or more"
counts the orders (it was a share of the order totals); a retail analyst's words (SKUs, ASP, ARPU, a basket
size in items, an attach rate of drinks to food with its definition said after it), "over the whole two-year
period" (one figure, not one per year), "going by the date of their first order", "which Saturday was the
busiest" (the days among Saturdays), "how many X have been ordered" (units), and words that dress a question
for a post or a case study.

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_NTH = (
    "SELECT CAST(ordered_at AS DATE) FROM (SELECT o.ordered_at, row_number() OVER (ORDER BY o.ordered_at,"
    " o.order_id) AS n FROM orders o{join}) AS t WHERE n = {n}"
)
_CHI = " JOIN locations l ON l.location_id = o.location_id WHERE l.location_name = 'Chicago'"
_PASSED = (
    "SELECT d FROM (SELECT d, sum(v) OVER (ORDER BY d) AS cum FROM (SELECT CAST(ordered_at AS DATE) AS d,"
    " {agg} AS v FROM {table} GROUP BY 1) AS x) AS y WHERE cum >= {bar} ORDER BY d LIMIT 1"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        # the Nth order, in time order
        ("which day did we log our 20,000th order?", _NTH.format(join="", n=20000)),
        ("On what date was the 45,000th order placed?", _NTH.format(join="", n=45000)),
        ("when did Chicago take its 3000th order", _NTH.format(join=_CHI, n=3000)),
        (
            "How many days after it opened did Chicago ring up its 2,000th sale?",
            "SELECT CAST(ordered_at AS DATE) - DATE '2018-04-29' FROM (SELECT o.ordered_at, row_number() OVER"
            f" (ORDER BY o.ordered_at, o.order_id) AS n FROM orders o{_CHI}) AS t WHERE n = 2000",
        ),
        # the day a running total reached an amount
        (
            "when did revenue pass $500,000?",
            _PASSED.format(agg="sum(product_price)", table="order_items", bar=500000),
        ),
        ("on what day did we reach 10k orders?", _PASSED.format(agg="count(*)", table="orders", bar=10000)),
        (
            "What date did our order totals cross 1 million dollars?",
            _PASSED.format(agg="sum(order_total)", table="orders", bar=1000000),
        ),
        # a statement before the question sets the scene
        (
            "Chicago turned one on 29 April 2019! How many orders did Chicago take in its first year?",
            "SELECT count(*) FROM orders o JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'Chicago' AND o.ordered_at >= '2018-04-29'"
            " AND o.ordered_at < '2019-04-29'",
        ),
        (
            "Philly's anniversary is September 1, so how many orders did Philadelphia take on"
            " September 1, 2019?",
            "SELECT count(*) FROM orders o JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'Philadelphia' AND CAST(o.ordered_at AS DATE) = DATE '2019-09-01'",
        ),
        # a remark after the question
        (
            "What was our busiest day of 2019 for orders? Need it for a post 🎉",
            "SELECT CAST(ordered_at AS DATE) FROM orders WHERE year(ordered_at) = 2019"
            " GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
        ),
        # shares of members and of orders
        (
            "what proportion of customers placed their last order before 1 March 2019?",
            "SELECT avg(CASE WHEN last_ordered_at < DATE '2019-03-01' THEN 1.0 ELSE 0.0 END) FROM customers",
        ),
        (
            "What percentage of customers had their first order in 2018?",
            "SELECT avg(CASE WHEN year(first_ordered_at) = 2018 THEN 1.0 ELSE 0.0 END) FROM customers",
        ),
        (
            "what fraction of 2019 transactions were big ones, $25 or more with tax?",
            "SELECT avg(CASE WHEN order_total >= 25 THEN 1.0 ELSE 0.0 END) FROM orders"
            " WHERE year(ordered_at) = 2019",
        ),
        (
            "what share of orders in 2018 were over $30?",
            "SELECT avg(CASE WHEN order_total > 30 THEN 1.0 ELSE 0.0 END) FROM orders"
            " WHERE year(ordered_at) = 2018",
        ),
        (  # guard: a share in each year stays one per year
            "share of orders that were $25 or more, by year",
            "SELECT year(ordered_at), avg(CASE WHEN order_total >= 25 THEN 1.0 ELSE 0.0 END)"
            " FROM orders GROUP BY 1",
        ),
        # a part of a year said apart from the year: its share of that year
        (
            "what share of 2018 orders were placed in March?",
            "SELECT avg(CASE WHEN month(ordered_at) = 3 THEN 1.0 ELSE 0.0 END) FROM orders"
            " WHERE year(ordered_at) = 2018",
        ),
        (
            "Q4's share of 2019 revenue",
            "SELECT sum(product_price) FILTER (WHERE quarter(ordered_at) = 4) / sum(product_price)"
            " FROM order_items WHERE year(ordered_at) = 2019",
        ),
        # a retail analyst's words
        ("how many SKUs are on the menu?", "SELECT count(*) FROM products"),
        (
            "what was the ASP per unit in 2019?",
            "SELECT avg(product_price) FROM order_items WHERE year(ordered_at) = 2019",
        ),
        (
            "ARPU for 2018, please",
            "SELECT sum(i.product_price) / count(DISTINCT o.customer_id) FROM order_items i"
            " JOIN orders o ON o.order_id = i.order_id WHERE year(o.ordered_at) = 2018",
        ),
        (
            "average basket size in items for 2019",
            "SELECT count(*) * 1.0 / count(DISTINCT order_id) FROM order_items WHERE year(ordered_at) = 2019",
        ),
        (
            "what was the mean basket size in 2018, meaning the average count of items per order?",
            "SELECT count(*) * 1.0 / count(DISTINCT order_id) FROM order_items WHERE year(ordered_at) = 2018",
        ),
        (
            "attach rate of drinks to food in 2019, i.e. the share of food orders that also had a drink",
            "SELECT avg(CASE WHEN is_drink_order THEN 1.0 ELSE 0.0 END) FROM orders"
            " WHERE is_food_order AND year(ordered_at) = 2019",
        ),
        # the whole span, one figure
        ("total revenue over the whole two-year period", "SELECT sum(product_price) FROM order_items"),
        (
            "how many customers did we win in each year, going by the date of their first order?",
            "SELECT year(first_ordered_at), count(*) FROM customers GROUP BY 1",
        ),
        # a weekday's days, ranked
        (
            "Which Sunday in 2019 was the busiest for orders?",
            "SELECT CAST(ordered_at AS DATE) FROM orders WHERE dayofweek(ordered_at) = 0"
            " AND year(ordered_at) = 2019 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
        ),
        # the things ordered are units
        (
            "How many doctor stews have been ordered in 2019?",
            "SELECT count(*) FROM order_items i JOIN products p ON p.product_id = i.product_id"
            " WHERE p.product_name = 'doctor stew' AND year(i.ordered_at) = 2019",
        ),
        # words dressing the question
        (
            "Quick post idea: how many tangaroos did we sell in 2018?",
            "SELECT count(*) FROM order_items i JOIN products p ON p.product_id = i.product_id"
            " WHERE p.product_name = 'tangaroo' AND year(i.ordered_at) = 2018",
        ),
        (
            "For the economics section of my thesis, how many orders did we take in 2018?",
            "SELECT count(*) FROM orders WHERE year(ordered_at) = 2018",
        ),
        # a café is a store; "moved" is sold
        (
            "Which café moved the most drinks in 2019?",
            "SELECT l.location_name FROM order_items i JOIN orders o ON o.order_id = i.order_id"
            " JOIN locations l ON l.location_id = o.location_id"
            " WHERE i.is_drink_item AND year(i.ordered_at) = 2019 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
        ),
        # accounting words said in full
        (
            "cost of goods sold as a percentage of revenue for 2019",
            "SELECT (SELECT sum(order_cost) FROM orders WHERE year(ordered_at) = 2019)"
            " / (SELECT sum(product_price) FROM order_items WHERE year(ordered_at) = 2019)",
        ),
        (
            "the contribution per unit of each product",
            "SELECT p.product_name, p.product_price - sum(s.supply_cost) FROM products p JOIN supplies s"
            " ON s.product_id = p.product_id GROUP BY p.product_name, p.product_price",
        ),
        # what the answer is for, said first
        (
            "To check the 80/20 rule, what share of 2019 revenue came from the top 3 products?",
            "WITH r AS (SELECT product_id, sum(product_price) AS rev FROM order_items"
            " WHERE year(ordered_at) = 2019 GROUP BY 1) SELECT (SELECT sum(rev) FROM"
            " (SELECT rev FROM r ORDER BY rev DESC LIMIT 3) AS t) / sum(rev) FROM r",
        ),
        (
            "For the Chicago section, how many orders in 2019?",
            "SELECT count(*) FROM orders o JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'Chicago' AND year(o.ordered_at) = 2019",
        ),
        # basket sizes counted in items
        (
            "show the distribution of basket sizes for 2018, as the count of orders at each basket size",
            "SELECT n, count(*) FROM (SELECT order_id, count(*) AS n FROM order_items"
            " WHERE year(ordered_at) = 2018 GROUP BY 1) AS t GROUP BY 1",
        ),
        # the time between two dates of a member, in days
        (
            "what's the median time between a customer's first and last order?",
            "SELECT median(date_diff('day', first_ordered_at::date, last_ordered_at::date)) FROM customers",
        ),
        # a favourite is the most popular, by units sold
        (
            "which drink was the spring 2019 favourite?",
            "SELECT p.product_name FROM order_items i JOIN products p ON p.product_id = i.product_id"
            " WHERE p.product_type = 'beverage' AND i.ordered_at >= '2019-03-01'"
            " AND i.ordered_at < '2019-06-01' GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
        ),
        (
            "customers' favourite jaffle in 2018",
            "SELECT p.product_name FROM order_items i JOIN products p ON p.product_id = i.product_id"
            " WHERE p.product_type = 'jaffle' AND year(i.ordered_at) = 2018"
            " GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
        ),
        # a kind said after a product's name
        (
            "how many tangaroo smoothies did we sell in 2019?",
            "SELECT count(*) FROM order_items i JOIN products p ON p.product_id = i.product_id"
            " WHERE p.product_name = 'tangaroo' AND year(i.ordered_at) = 2019",
        ),
        # customers whose first order was at a store: the first orders themselves, at that store
        (
            "How many customers made their first-ever purchase at Chicago in 2019?",
            "SELECT count(*) FROM orders o JOIN locations l ON l.location_id = o.location_id JOIN customers c"
            " ON c.customer_id = o.customer_id WHERE l.location_name = 'Chicago'"
            " AND o.ordered_at = c.first_ordered_at AND year(o.ordered_at) = 2019",
        ),
        # year-over-year growth by month or quarter: against the same bucket a year before
        (
            "year-over-year growth in orders by quarter for 2019",
            "WITH q AS (SELECT date_trunc('quarter', ordered_at) AS q, count(*) AS n FROM orders GROUP BY 1)"
            " SELECT a.q, a.n, 100.0 * (a.n - b.n) / b.n FROM q a JOIN q b ON b.q = a.q - INTERVAL 1 YEAR"
            " WHERE year(a.q) = 2019",
        ),
        (
            "YoY revenue growth by month in 2019",
            "WITH m AS (SELECT date_trunc('month', ordered_at) AS m, sum(product_price) AS r FROM order_items"
            " GROUP BY 1) SELECT a.m, a.r, 100.0 * (a.r - b.r) / b.r FROM m a JOIN m b"
            " ON b.m = a.m - INTERVAL 1 YEAR WHERE year(a.m) = 2019",
        ),
        # members who did something every quarter of a year
        (
            "how many customers ordered every quarter in 2019?",
            "SELECT count(*) FROM (SELECT customer_id FROM orders WHERE year(ordered_at) = 2019"
            " GROUP BY 1 HAVING count(DISTINCT quarter(ordered_at)) = 4) AS t",
        ),
        # bought together: the thing itself is not its own companion
        (
            "which product is most often bought with a mel-bun?",
            "SELECT p.product_name FROM order_items i JOIN products p ON p.product_id = i.product_id"
            " WHERE p.product_name <> 'mel-bun' AND i.order_id IN (SELECT i2.order_id FROM order_items i2"
            " JOIN products p2 ON p2.product_id = i2.product_id WHERE p2.product_name = 'mel-bun')"
            " GROUP BY 1 ORDER BY count(DISTINCT i.order_id) DESC LIMIT 1",
        ),
        (
            "what product do customers most often buy with a tangaroo?",
            "SELECT p.product_name FROM order_items i JOIN products p ON p.product_id = i.product_id"
            " WHERE p.product_name <> 'tangaroo' AND i.order_id IN (SELECT i2.order_id FROM order_items i2"
            " JOIN products p2 ON p2.product_id = i2.product_id WHERE p2.product_name = 'tangaroo')"
            " GROUP BY 1 ORDER BY count(DISTINCT i.order_id) DESC LIMIT 1",
        ),
        # weekdays shown Monday first: an order, not a filter
        (
            "orders by day of the week for 2019, Monday first",
            "SELECT isodow(ordered_at), count(*) FROM orders WHERE year(ordered_at) = 2019 GROUP BY 1",
        ),
        # the average tax rate over a period: the tax collected over the sales
        (
            "what was the average tax rate in 2018?",
            "SELECT (SELECT sum(tax_paid) FROM orders WHERE year(ordered_at) = 2018)"
            " / (SELECT sum(product_price) FROM order_items WHERE year(ordered_at) = 2018)",
        ),
        # the N latest (or first) rows, whole
        (
            "show me the 4 most recent orders",
            "SELECT * FROM orders ORDER BY ordered_at DESC, order_id DESC LIMIT 4",
        ),
        (
            "list the first 3 orders at Brooklyn",
            "SELECT o.* FROM orders o JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'Brooklyn' ORDER BY o.ordered_at, o.order_id LIMIT 3",
        ),
        # "top 3 ... by orders per day, highest first": a ranking of the stores' daily averages, no maximum
        (
            "top 2 shops by orders per day in 2019, highest first",
            "SELECT l.location_name, count(*) / count(DISTINCT CAST(o.ordered_at AS DATE)) FROM orders o"
            " JOIN locations l ON l.location_id = o.location_id WHERE year(o.ordered_at) = 2019"
            " GROUP BY 1 ORDER BY 2 DESC LIMIT 2",
        ),
        # customers acquired at a store: those whose first order was there
        (
            "how many customers were acquired at Brooklyn in 2019?",
            "SELECT count(*) FROM customers c JOIN orders o ON o.customer_id = c.customer_id"
            " AND o.ordered_at = c.first_ordered_at JOIN locations l ON l.location_id = o.location_id"
            " WHERE l.location_name = 'Brooklyn' AND year(c.first_ordered_at) = 2019",
        ),
        (  # guard: acquired in a month is when
            "number of customers acquired in March 2019",
            "SELECT count(*) FROM customers"
            " WHERE first_ordered_at >= '2019-03-01' AND first_ordered_at < '2019-04-01'",
        ),
        # a common word typed as meant
        (
            "how much sales tax did we hand over for 2018",
            "SELECT sum(tax_paid) FROM orders WHERE year(ordered_at) = 2018",
        ),
        (
            "just a note: how many orders in 2018?",
            "SELECT count(*) FROM orders WHERE year(ordered_at) = 2018",
        ),
        (
            "For my case notes, how many orders did we take in 2019?",
            "SELECT count(*) FROM orders WHERE year(ordered_at) = 2019",
        ),
    ],
)
def test_r25m_readings(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


def test_which_store_took_the_nth_order(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    gold = (
        "SELECT l.location_name FROM (SELECT o.*, row_number() OVER (ORDER BY o.ordered_at, o.order_id) AS n"
        " FROM orders o) AS t JOIN locations l ON l.location_id = t.location_id WHERE t.n = 30000"
    )
    check(planner, con, "which store was that at?", gold, context=["when did we take our 30,000th order?"])


def test_the_winners_own_count(planner: Planner, con: duckdb.DuckDBPyConnection) -> None:
    gold = (
        "SELECT count(*) FROM order_items i JOIN orders o ON o.order_id = i.order_id JOIN locations l"
        " ON l.location_id = o.location_id WHERE i.is_drink_item AND year(i.ordered_at) = 2018"
        " GROUP BY l.location_name ORDER BY 1 DESC LIMIT 1"
    )
    earlier = ["Which café shifted the most drinks in 2018?"]
    check(planner, con, "and what was their drink count, then?", gold, context=earlier)


@pytest.mark.parametrize(
    ("earlier", "question", "gold"),
    [
        (
            "top 3 products by revenue in 2019",
            "what about by units?",
            "SELECT p.product_name, count(*) FROM order_items i JOIN products p"
            " ON p.product_id = i.product_id WHERE year(i.ordered_at) = 2019"
            " GROUP BY 1 ORDER BY 2 DESC LIMIT 3",
        ),
        (
            "revenue by store in 2018",
            "and by units?",
            "SELECT l.location_name, count(*) FROM order_items i JOIN orders o ON o.order_id = i.order_id"
            " JOIN locations l ON l.location_id = o.location_id WHERE year(i.ordered_at) = 2018 GROUP BY 1",
        ),
    ],
)
def test_by_units_after_a_figure(
    planner: Planner, con: duckdb.DuckDBPyConnection, earlier: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[earlier])
