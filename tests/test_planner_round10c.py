"""The offline analyst on verbose, formal questions as a finance analyst writes them (round 10c).

Polite wrappers, restated definitions, fiscal wording, formal shares / ratios / comparisons and long
sentences where one clause carries the question. Every question here is written for these tests (none is in
the eval sets); answers are checked against gold SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_REV = "SELECT SUM(product_price) FROM order_items WHERE {}"
_PAID = "SELECT SUM(order_total) FROM orders WHERE {}"
_Y19 = "ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'"
_Y18 = "ordered_at >= '2018-01-01' AND ordered_at < '2019-01-01'"


# ---- polite preambles and wrappers -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        ("Could you please provide the total revenue for 2019?", _REV.format(_Y19)),
        (
            "I would like to know the number of orders we received in 2018.",
            f"SELECT COUNT(*) FROM orders WHERE {_Y18}",
        ),
        (
            "Can you tell me what our revenue was in the fourth quarter of 2018?",
            _REV.format("ordered_at >= '2018-10-01' AND ordered_at < '2019-01-01'"),
        ),
        (
            "Please give me the average order value for 2019, thanks.",
            f"SELECT SUM(order_total) / COUNT(*) FROM orders WHERE {_Y19}",
        ),
        (
            "I'm interested in the total tax paid by customers in 2018.",
            f"SELECT SUM(tax_paid) FROM orders WHERE {_Y18}",
        ),
        (
            "Could you kindly let me know how many distinct customers ordered in the first half of 2019, if"
            " possible?",
            "SELECT COUNT(DISTINCT customer_id) FROM orders WHERE ordered_at >= '2019-01-01' AND ordered_at"
            " < '2019-07-01'",
        ),
        (
            "Hi team, would you be able to provide revenue by store for 2019? Many thanks.",
            "SELECT l.location_name, SUM(i.product_price) FROM order_items i JOIN orders o ON i.order_id ="
            " o.order_id JOIN locations l ON o.location_id = l.location_id WHERE year(i.ordered_at) = 2019"
            " GROUP BY 1",
        ),
        (
            "We would like to see gross margin for 2019, please.",
            "SELECT (SELECT SUM(product_price) FROM order_items WHERE year(ordered_at) = 2019) / (SELECT"
            " SUM(product_price) FROM order_items WHERE year(ordered_at) = 2019) - (SELECT SUM(order_cost)"
            " FROM orders WHERE year(ordered_at) = 2019) / (SELECT SUM(product_price) FROM order_items WHERE"
            " year(ordered_at) = 2019)",
        ),
    ],
)
def test_polite_wrappers(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


# ---- restated definitions: the measure they define ---------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "I would like to know the total revenue, defined as the sum of product prices excluding tax, for"
            " 2019.",
            _REV.format(_Y19),
        ),
        ("What was revenue for 2018 (i.e. before tax)?", _REV.format(_Y18)),
        (
            "What was the revenue, net of tax, in the second quarter of 2019?",
            _REV.format("ordered_at >= '2019-04-01' AND ordered_at < '2019-07-01'"),
        ),
        ("What was revenue gross of tax in 2018?", _PAID.format(_Y18)),
        (
            "Revenue inclusive of sales tax for the second half of 2019, please.",
            _PAID.format("ordered_at >= '2019-07-01' AND ordered_at < '2020-01-01'"),
        ),
        ("The amount paid by customers, including sales tax, in 2019", _PAID.format(_Y19)),
        (
            "What was the order total, i.e. revenue including tax, for Q2 2019?",
            _PAID.format("ordered_at >= '2019-04-01' AND ordered_at < '2019-07-01'"),
        ),
        (
            "Please show revenue, defined as the sum of product prices before tax, by quarter for 2019.",
            "SELECT date_trunc('quarter', ordered_at), SUM(product_price) FROM order_items"
            f" WHERE {_Y19} GROUP BY 1",
        ),
        (
            "Gross profit for 2019, defined as revenue minus order cost",
            f"SELECT (SELECT SUM(product_price) FROM order_items WHERE {_Y19}) - (SELECT SUM(order_cost)"
            f" FROM orders WHERE {_Y19})",
        ),
        (
            "How much drink revenue did we make, excluding tax, in 2018?",
            f"SELECT SUM(product_price) FROM order_items WHERE is_drink_item AND {_Y18}",
        ),
    ],
)
def test_restated_definitions(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


# ---- fiscal wording: the fiscal year is the calendar year --------------------------------------------------


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        ("Could you please provide the total revenue for fiscal year 2019?", _REV.format(_Y19)),
        (
            "Please give me the number of orders placed in fiscal 2019, thanks.",
            f"SELECT COUNT(*) FROM orders WHERE {_Y19}",
        ),
        (
            "I'm interested in the average order value for FY19.",
            f"SELECT SUM(order_total) / COUNT(*) FROM orders WHERE {_Y19}",
        ),
        (
            "What was revenue in the first half of fiscal 2019?",
            _REV.format("ordered_at >= '2019-01-01' AND ordered_at < '2019-07-01'"),
        ),
        (
            "Revenue in the third fiscal quarter of 2019",
            _REV.format("ordered_at >= '2019-07-01' AND ordered_at < '2019-10-01'"),
        ),
        (
            "Can you tell me how many customers placed orders in Q4 FY19?",
            "SELECT COUNT(DISTINCT customer_id) FROM orders WHERE ordered_at >= '2019-10-01'",
        ),
        (
            "Please provide gross profit for FY2018 (which for us runs January through December).",
            f"SELECT (SELECT SUM(product_price) FROM order_items WHERE {_Y18}) - (SELECT SUM(order_cost)"
            f" FROM orders WHERE {_Y18})",
        ),
        (
            "How many items did we sell in the second fiscal half of 2018?",
            "SELECT COUNT(*) FROM order_items WHERE ordered_at >= '2018-07-01' AND ordered_at < '2019-01-01'",
        ),
        (
            "Revenue by fiscal quarter for fiscal year 2018",
            f"SELECT date_trunc('quarter', ordered_at), SUM(product_price) FROM order_items WHERE {_Y18}"
            " GROUP BY 1",
        ),
        ("Order totals in FY 2018, inclusive of tax", _PAID.format(_Y18)),
    ],
)
def test_fiscal_wording(planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str) -> None:
    check(planner, con, question, gold)


# ---- shares and ratios -------------------------------------------------------------------------------------

_BEV19 = (
    "SELECT SUM(CASE WHEN p.product_type = 'beverage' THEN i.product_price END) / SUM(i.product_price) FROM"
    " order_items i JOIN products p ON i.product_id = p.product_id WHERE year(i.ordered_at) = 2019"
)


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        ("As a share of total revenue excluding tax, what fraction did beverages represent in 2019?", _BEV19),
        (
            "What fraction of total revenue in 2018 did jaffles account for?",
            "SELECT SUM(CASE WHEN p.product_type = 'jaffle' THEN i.product_price END) / SUM(i.product_price)"
            " FROM order_items i JOIN products p ON i.product_id = p.product_id WHERE year(i.ordered_at) ="
            " 2018",
        ),
        (
            "Drink revenue expressed as a percentage of total revenue in 2019",
            f"SELECT SUM(CASE WHEN is_drink_item THEN product_price END) / SUM(product_price) FROM"
            f" order_items WHERE {_Y19}",
        ),
        (
            "What proportion of total orders in 2019 did Brooklyn account for?",
            "SELECT AVG(CASE WHEN l.location_name = 'Brooklyn' THEN 1.0 ELSE 0 END) FROM orders o JOIN"
            " locations l ON o.location_id = l.location_id WHERE year(o.ordered_at) = 2019",
        ),
        (
            "Could you tell me the ratio of food revenue to drink revenue in 2019, please?",
            f"SELECT SUM(CASE WHEN is_food_item THEN product_price END) / SUM(CASE WHEN is_drink_item THEN"
            f" product_price END) FROM order_items WHERE {_Y19}",
        ),
        (
            "The ratio of gross profit to revenue in 2019",
            f"SELECT 1 - (SELECT SUM(order_cost) FROM orders WHERE {_Y19}) / (SELECT SUM(product_price) FROM"
            f" order_items WHERE {_Y19})",
        ),
        (
            "In percentage terms, what share of 2018 orders came from Philadelphia?",
            "SELECT AVG(CASE WHEN l.location_name = 'Philadelphia' THEN 1.0 ELSE 0 END) FROM orders o JOIN"
            " locations l ON o.location_id = l.location_id WHERE year(o.ordered_at) = 2018",
        ),
        (
            "What proportion of 2019 revenue did each product type represent?",
            "SELECT p.product_type, SUM(i.product_price) / (SELECT SUM(product_price) FROM order_items"
            " WHERE year(ordered_at) = 2019) FROM order_items i JOIN products p"
            " ON i.product_id = p.product_id WHERE year(i.ordered_at) = 2019 GROUP BY 1",
        ),
        (
            "What fraction of revenue in 2018 did each of our stores account for?",
            "SELECT l.location_name, SUM(i.product_price) / (SELECT SUM(product_price) FROM order_items"
            " WHERE year(ordered_at) = 2018) FROM order_items i JOIN orders o ON i.order_id = o.order_id"
            " JOIN locations l ON o.location_id = l.location_id WHERE year(i.ordered_at) = 2018 GROUP BY 1",
        ),
        (
            "Could you please tell me what the year-on-year change in revenue was between FY2018 and FY2019?",
            "SELECT (SELECT SUM(product_price) FROM order_items WHERE year(ordered_at) = 2019)"
            " - (SELECT SUM(product_price) FROM order_items WHERE year(ordered_at) = 2018)",
        ),
    ],
)
def test_shares_and_ratios(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


# ---- formal comparisons, rankings and bases ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "How did revenue compare between 2018 and 2019?",
            "SELECT year(ordered_at), SUM(product_price) FROM order_items GROUP BY 1",
        ),
        (
            "How does the number of orders in 2019 compare with 2018?",
            "SELECT year(ordered_at), COUNT(*) FROM orders GROUP BY 1",
        ),
        (
            "Which of our locations generated the highest revenue, net of tax, in fiscal year 2019?",
            "SELECT l.location_name FROM order_items i JOIN orders o ON i.order_id = o.order_id JOIN"
            " locations l ON o.location_id = l.location_id WHERE year(i.ordered_at) = 2019 GROUP BY 1 ORDER"
            " BY SUM(i.product_price) DESC LIMIT 1",
        ),
        (
            "Rank the products in descending order of revenue for fiscal 2019, if possible.",
            "SELECT p.product_name, SUM(i.product_price) FROM order_items i JOIN products p ON i.product_id"
            " = p.product_id WHERE year(i.ordered_at) = 2019 GROUP BY 1 ORDER BY 2 DESC",
        ),
        (
            "What was the average revenue on a per-order basis in 2019?",
            f"SELECT SUM(product_price) / COUNT(DISTINCT order_id) FROM order_items WHERE {_Y19}",
        ),
        (
            "On average, per customer, how much revenue did we make in 2019?",
            "SELECT SUM(i.product_price) / COUNT(DISTINCT o.customer_id) FROM order_items i JOIN orders o ON"
            " i.order_id = o.order_id WHERE year(i.ordered_at) = 2019",
        ),
        (
            "In aggregate, how many items did we sell in fiscal 2018?",
            f"SELECT COUNT(*) FROM order_items WHERE {_Y18}",
        ),
        (
            "How did the number of orders compare between H1 2019 and H2 2019?",
            "SELECT COUNT(*) FROM orders WHERE year(ordered_at) = 2019 GROUP BY month(ordered_at) <= 6",
        ),
        (
            "Which one of the products generated the most revenue in FY2018?",
            "SELECT p.product_name FROM order_items i JOIN products p ON i.product_id = p.product_id WHERE"
            " year(i.ordered_at) = 2018 GROUP BY 1 ORDER BY SUM(i.product_price) DESC LIMIT 1",
        ),
        (
            "On a per-customer basis, what was revenue in 2019?",
            "SELECT SUM(i.product_price) / COUNT(DISTINCT o.customer_id) FROM order_items i JOIN orders o ON"
            " i.order_id = o.order_id WHERE year(i.ordered_at) = 2019",
        ),
    ],
)
def test_formal_comparisons(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


# ---- long sentences where one clause carries the question --------------------------------------------------


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        ("We are preparing the annual report. What was total revenue in 2019?", _REV.format(_Y19)),
        (
            "For our year-end board pack, could you provide total revenue by store for fiscal 2019?",
            "SELECT l.location_name, SUM(i.product_price) FROM order_items i JOIN orders o ON i.order_id ="
            " o.order_id JOIN locations l ON o.location_id = l.location_id WHERE year(i.ordered_at) = 2019"
            " GROUP BY 1",
        ),
        (
            "Given the audit next week, could you give me the revenue by month for the first half of fiscal"
            " year 2019, please?",
            "SELECT date_trunc('month', ordered_at), SUM(product_price) FROM order_items WHERE ordered_at >="
            " '2019-01-01' AND ordered_at < '2019-07-01' GROUP BY 1",
        ),
        (
            "I'm putting together the quarterly review; I would like to know the number of orders in Q3"
            " 2019.",
            "SELECT COUNT(*) FROM orders WHERE ordered_at >= '2019-07-01' AND ordered_at < '2019-10-01'",
        ),
        (
            "Bearing in mind that tax is excluded throughout, what was drink revenue in fiscal 2019?",
            f"SELECT SUM(product_price) FROM order_items WHERE is_drink_item AND {_Y19}",
        ),
        (
            "Per our usual convention, revenue excludes tax; on that basis, what was revenue in H2 2018?",
            _REV.format("ordered_at >= '2018-07-01' AND ordered_at < '2019-01-01'"),
        ),
        (
            "Good morning. Could you provide me with the total order count for the fiscal year 2019?",
            f"SELECT COUNT(*) FROM orders WHERE {_Y19}",
        ),
        (
            "Can you please advise what the gross profit was, by store, for the 2019 fiscal year?",
            "SELECT l.location_name, SUM(i.product_price) - (SELECT SUM(o2.order_cost) FROM orders o2"
            " WHERE o2.location_id = l.location_id AND year(o2.ordered_at) = 2019) FROM order_items i"
            " JOIN orders o ON i.order_id = o.order_id JOIN locations l ON o.location_id = l.location_id"
            " WHERE year(i.ordered_at) = 2019 GROUP BY l.location_name, l.location_id",
        ),
        (
            "Could you provide total revenue, gross of sales tax, for the 2018 fiscal year?",
            _PAID.format(_Y18),
        ),
        (
            "What was revenue, excluding tax, for the twelve-month period ending March 2019?",
            _REV.format("ordered_at >= '2018-04-01' AND ordered_at < '2019-04-01'"),
        ),
        (
            "How many orders were recorded in the final quarter of fiscal 2018?",
            "SELECT COUNT(*) FROM orders WHERE ordered_at >= '2018-10-01' AND ordered_at < '2019-01-01'",
        ),
        (
            "Could you let me know how revenue trended by month over the course of fiscal 2019?",
            f"SELECT date_trunc('month', ordered_at), SUM(product_price) FROM order_items WHERE {_Y19}"
            " GROUP BY 1",
        ),
        (
            "What was the total value of orders, including tax, placed in fiscal 2018?",
            _PAID.format(_Y18),
        ),
        (
            "What was the total dollar value of sales, before taxes, in the second half of 2019?",
            _REV.format("ordered_at >= '2019-07-01' AND ordered_at < '2020-01-01'"),
        ),
    ],
)
def test_one_clause_carries_the_question(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


# ---- more of each kind, said differently -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        ("I would appreciate it if you could tell me the revenue in 2018.", _REV.format(_Y18)),
        (
            "Could you provide a breakdown of revenue by product type for fiscal year 2019?",
            "SELECT p.product_type, SUM(i.product_price) FROM order_items i JOIN products p ON i.product_id"
            " = p.product_id WHERE year(i.ordered_at) = 2019 GROUP BY 1",
        ),
        (
            "For the board, I need revenue by quarter for fiscal 2018 and 2019.",
            "SELECT date_trunc('quarter', ordered_at), SUM(product_price) FROM order_items GROUP BY 1",
        ),
        (
            "How many orders did each store receive in FY2019, ranked in descending order?",
            "SELECT l.location_name, COUNT(*) FROM orders o JOIN locations l ON o.location_id ="
            " l.location_id WHERE year(o.ordered_at) = 2019 GROUP BY 1 ORDER BY 2 DESC",
        ),
        (
            "Kindly provide the median order total for the fourth quarter of fiscal 2019.",
            "SELECT MEDIAN(order_total) FROM orders WHERE ordered_at >= '2019-10-01'",
        ),
        (
            "How did food revenue compare between the first half and the second half of 2019?",
            "SELECT SUM(product_price) FROM order_items WHERE is_food_item AND year(ordered_at) = 2019 GROUP"
            " BY month(ordered_at) <= 6",
        ),
        (
            "What was the revenue generated by jaffles, as a proportion of total revenue, in 2019?",
            "SELECT SUM(CASE WHEN p.product_type = 'jaffle' THEN i.product_price END) / SUM(i.product_price)"
            " FROM order_items i JOIN products p ON i.product_id = p.product_id WHERE year(i.ordered_at) ="
            " 2019",
        ),
        (
            "Which store recorded the lowest number of orders in fiscal 2018?",
            "SELECT l.location_name FROM orders o JOIN locations l ON o.location_id = l.location_id WHERE"
            " year(o.ordered_at) = 2018 GROUP BY 1 ORDER BY COUNT(*) LIMIT 1",
        ),
        (
            "What is the ratio of tax paid to revenue for 2019?",
            f"SELECT (SELECT SUM(tax_paid) FROM orders WHERE {_Y19}) / (SELECT SUM(product_price) FROM"
            f" order_items WHERE {_Y19})",
        ),
        (
            "Can you tell me what the total amount paid by customers, inclusive of sales tax, was in Q4"
            " 2018?",
            _PAID.format("ordered_at >= '2018-10-01' AND ordered_at < '2019-01-01'"),
        ),
        (
            "I'd be grateful if you could provide revenue for fiscal year 2019 by product, ranked from"
            " highest to lowest.",
            "SELECT p.product_name, SUM(i.product_price) FROM order_items i JOIN products p ON i.product_id"
            " = p.product_id WHERE year(i.ordered_at) = 2019 GROUP BY 1 ORDER BY 2 DESC",
        ),
        (
            "What were total sales, net of tax, for each month of fiscal 2018?",
            f"SELECT date_trunc('month', ordered_at), SUM(product_price) FROM order_items WHERE {_Y18} GROUP"
            f" BY 1",
        ),
        (
            "Please confirm the total number of customers who placed their first order in fiscal 2018.",
            "SELECT COUNT(*) FROM customers WHERE year(first_ordered_at) = 2018",
        ),
        (
            "Could you share the gross profit for each store in FY19?",
            "SELECT l.location_name, SUM(i.product_price) - (SELECT SUM(o2.order_cost) FROM orders o2 WHERE"
            " o2.location_id = l.location_id AND year(o2.ordered_at) = 2019) FROM order_items i JOIN orders"
            " o ON i.order_id = o.order_id JOIN locations l ON o.location_id = l.location_id WHERE"
            " year(i.ordered_at) = 2019 GROUP BY l.location_name, l.location_id",
        ),
        (
            "With respect to fiscal 2019, how many orders did the Brooklyn store process?",
            "SELECT COUNT(*) FROM orders o JOIN locations l ON o.location_id = l.location_id WHERE"
            " l.location_name = 'Brooklyn' AND year(o.ordered_at) = 2019",
        ),
        ("What was the total revenue, on an ex-tax basis, for 2019?", _REV.format(_Y19)),
        (
            "Average order value on a gross basis in 2018",
            f"SELECT SUM(order_total) / COUNT(*) FROM orders WHERE {_Y18}",
        ),
        (
            "What percentage of our total 2019 revenue is attributable to the Chicago store?",
            "SELECT SUM(CASE WHEN l.location_name = 'Chicago' THEN i.product_price END)  /"
            " SUM(i.product_price) FROM order_items i JOIN orders o ON i.order_id = o.order_id JOIN"
            " locations l ON o.location_id = l.location_id WHERE year(i.ordered_at) = 2019",
        ),
        (
            "Can you compare revenue for the first and second quarters of 2019?",
            "SELECT SUM(product_price) FROM order_items WHERE ordered_at >= '2019-01-01' AND ordered_at <"
            " '2019-07-01' GROUP BY quarter(ordered_at)",
        ),
        (
            "Which location was the top performer by revenue in fiscal 2018?",
            "SELECT l.location_name FROM order_items i JOIN orders o ON i.order_id = o.order_id JOIN"
            " locations l ON o.location_id = l.location_id WHERE year(i.ordered_at) = 2018 GROUP BY 1 ORDER"
            " BY SUM(i.product_price) DESC LIMIT 1",
        ),
        (
            "I'm looking for total revenue excluding tax for the twelve months ended June 2019.",
            _REV.format("ordered_at >= '2018-07-01' AND ordered_at < '2019-07-01'"),
        ),
        (
            "On a per-store basis, how many orders did we process in 2019?",
            "SELECT l.location_name, COUNT(*) FROM orders o JOIN locations l ON o.location_id ="
            " l.location_id WHERE year(o.ordered_at) = 2019 GROUP BY 1",
        ),
        (
            "Of total revenue in 2018, what share came from beverages?",
            "SELECT SUM(CASE WHEN p.product_type = 'beverage' THEN i.product_price END)  /"
            " SUM(i.product_price) FROM order_items i JOIN products p ON i.product_id = p.product_id WHERE"
            " year(i.ordered_at) = 2018",
        ),
    ],
)
def test_more_formal_phrasing(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


# ---- a finance analyst's wording for breakdowns, bases and counts ------------------------------------------


@pytest.mark.parametrize(
    ("question", "gold"),
    [
        (
            "Please quantify the total tax collected on orders during the second half of FY2019.",
            "SELECT SUM(tax_paid) FROM orders WHERE ordered_at >= '2019-07-01' AND ordered_at < '2020-01-01'",
        ),
        (
            "Can you tell me what the average order value was, excluding tax, in 2019?",
            f"SELECT SUM(product_price) / COUNT(DISTINCT order_id) FROM order_items WHERE {_Y19}",
        ),
        (
            "What is the breakdown of revenue between food and beverages for fiscal year 2019?",
            "SELECT p.product_type, SUM(i.product_price) FROM order_items i JOIN products p ON i.product_id"
            " = p.product_id WHERE year(i.ordered_at) = 2019 GROUP BY 1",
        ),
        (
            "Could you tell me how revenue was split between our stores in 2018?",
            "SELECT l.location_name, SUM(i.product_price) FROM order_items i JOIN orders o ON i.order_id ="
            " o.order_id JOIN locations l ON o.location_id = l.location_id WHERE year(i.ordered_at) = 2018"
            " GROUP BY 1",
        ),
        (
            "What were revenues for each of the four quarters of fiscal 2018?",
            f"SELECT date_trunc('quarter', ordered_at), SUM(product_price) FROM order_items WHERE {_Y18}"
            " GROUP BY 1",
        ),
        (
            "In which month of 2019 did we record the highest revenue?",
            f"SELECT date_trunc('month', ordered_at) FROM order_items WHERE {_Y19} GROUP BY 1"
            " ORDER BY SUM(product_price) DESC LIMIT 1",
        ),
        (
            "What was the largest single order, in terms of order total, in 2018?",
            f"SELECT MAX(order_total) FROM orders WHERE {_Y18}",
        ),
        (
            "What proportion of orders placed in 2019 included at least one drink?",
            f"SELECT AVG(CASE WHEN is_drink_order THEN 1.0 ELSE 0 END) FROM orders WHERE {_Y19}",
        ),
        (
            "Please state the total number of stores we operated as at year-end 2018.",
            "SELECT COUNT(*) FROM locations WHERE opened_at < '2019-01-01'",
        ),
        (
            "Could you please confirm what percentage of fiscal 2019 revenue was derived from the San"
            " Francisco location?",
            "SELECT SUM(CASE WHEN l.location_name = 'San Francisco' THEN i.product_price END) /"
            " SUM(i.product_price) FROM order_items i JOIN orders o ON i.order_id = o.order_id JOIN"
            " locations l ON o.location_id = l.location_id WHERE year(i.ordered_at) = 2019",
        ),
        (
            "I would like a comparison of revenue between the Brooklyn and Philadelphia stores for fiscal"
            " 2019.",
            "SELECT l.location_name, SUM(i.product_price) FROM order_items i JOIN orders o ON i.order_id ="
            " o.order_id JOIN locations l ON o.location_id = l.location_id WHERE year(i.ordered_at) = 2019"
            " AND l.location_name IN ('Brooklyn', 'Philadelphia') GROUP BY 1",
        ),
        (
            "Would it be possible to obtain the number of new customers acquired during Q1 FY2019?",
            "SELECT COUNT(*) FROM customers WHERE first_ordered_at >= '2019-01-01'"
            " AND first_ordered_at < '2019-04-01'",
        ),
        (
            "Please report revenue for each location for the fiscal year ending December 2018.",
            "SELECT l.location_name, SUM(i.product_price) FROM order_items i JOIN orders o ON i.order_id ="
            " o.order_id JOIN locations l ON o.location_id = l.location_id WHERE year(i.ordered_at) = 2018"
            " GROUP BY 1",
        ),
        (
            "Could you advise the average number of items per order for fiscal 2019?",
            f"SELECT COUNT(*) / COUNT(DISTINCT order_id) FROM order_items WHERE {_Y19}",
        ),
        (
            "What was the revenue attributable to beverages in fiscal 2018?",
            "SELECT SUM(i.product_price) FROM order_items i JOIN products p ON i.product_id = p.product_id"
            " WHERE p.product_type = 'beverage' AND year(i.ordered_at) = 2018",
        ),
        (
            "Which of the products accounted for the largest share of revenue in fiscal 2018?",
            "SELECT p.product_name FROM order_items i JOIN products p ON i.product_id = p.product_id WHERE"
            " year(i.ordered_at) = 2018 GROUP BY 1 ORDER BY SUM(i.product_price) DESC LIMIT 1",
        ),
        (
            "Could you indicate which store had the fewest orders during the first quarter of fiscal 2018?",
            "SELECT l.location_name FROM orders o JOIN locations l ON o.location_id = l.location_id WHERE"
            " o.ordered_at >= '2018-01-01' AND o.ordered_at < '2018-04-01' GROUP BY 1 ORDER BY COUNT(*)"
            " LIMIT 1",
        ),
    ],
)
def test_finance_breakdowns_and_bases(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str
) -> None:
    check(planner, con, question, gold)


# ---- formal follow-ups ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("context", "question", "gold"),
    [
        (
            "What was total revenue in fiscal 2019?",
            "Could you please provide the same figure for fiscal 2018?",
            _REV.format(_Y18),
        ),
        ("What was total revenue in fiscal 2019?", "And what about FY2018, please?", _REV.format(_Y18)),
        ("What was revenue in 2019?", "How would that look including tax?", _PAID.format(_Y19)),
        ("What was revenue in 2018?", "What if we include tax?", _PAID.format(_Y18)),
        (
            "How many orders did we receive in 2019?",
            "And on a per-store basis?",
            "SELECT l.location_name, COUNT(*) FROM orders o JOIN locations l ON o.location_id ="
            " l.location_id WHERE year(o.ordered_at) = 2019 GROUP BY 1",
        ),
        (
            "What was revenue in 2019?",
            "Thank you. And for the first half of 2018?",
            _REV.format("ordered_at >= '2018-01-01' AND ordered_at < '2018-07-01'"),
        ),
    ],
)
def test_formal_follow_ups(
    planner: Planner, con: duckdb.DuckDBPyConnection, context: str, question: str, gold: str
) -> None:
    check(planner, con, question, gold, context=[context])
