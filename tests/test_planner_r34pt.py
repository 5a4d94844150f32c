"""The offline analyst on readings added in round r34pt (a personal trainer's questions about protein drinks
and early orders, said the way a gym regular texts them):

- chat filler around the one asking: "did you guys sell", "what do y'all charge", and a closing "tho" on a
  follow-up ("2018 tho?"): the words go (they were not understood, and the question was refused);
- a span of whole hours written from its first minute to its last with am/pm ("7:00-7:59am", "between 8:00 and
  9:59am", "from 6:00pm to 7:59pm"): the hours from the first to the end of the last (only the 24-hour
  "07:00-07:59" was read; the minutes were not understood);
- two or three hours said with "or" before one am/pm ("at 7 or 8am", "at 7, 8 or 9am", "at 5 or 6pm"): the
  hours said (the first hour was not understood);
- a share whose base is said before a verb of selling ("what fraction of 2019 tangaroo units got sold on
  weekends", "share of vanilla ice units sold before 9am", "went out on a saturday"): the named product is the
  base, the rest is counted (the product was counted over all items sold);
- "at least one <thing>" after a having or buying verb, when something else stands between the rows and the
  verb ("2019 orders after 6pm had at least one chai and mighty", "weekend orders ... had at least one",
  "distinct customers got at least one"): the rows with that thing (it was asked back as a number, or the day
  kind was not understood);
- a kind of day said of the rows counted ("how many weekend orders", "2019 weekend orders", "avg weekend
  orders per day"): the rows of those days (after "how many" or a year, "weekend" was not understood);
- a nickname glossed by a product's name in brackets ("protein chais (the chai and mighty)", "choc jaffles
  (nutellaquent)"): that product (the nickname's words were taken for a supply, or not understood);
- a short heading before a figure or a ranking ("early bird crew - orders placed before 8am", "night owls:
  orders after 8pm", "treat day: priciest drink"): read without it, as before a question word;
- a joke in brackets ("tuesday (leg day lol) vs thursday", "(my fave haha)"): it goes;
- "switching it up", "changing things up", "mixing it up" before a question: a new topic (the earlier
  question's conditions were kept);
- a 24-hour or minute-span clock in the earlier question ("07:00-07:59", "between 12:00 and 14:00") kept by a
  follow-up ("and on weekends?"): the earlier hours stay (they were dropped).

Every question here is written for these tests (none is in the eval sets); answers are checked against gold
SQL on the demo DuckDB file (2018-2019).
"""

from __future__ import annotations

import duckdb
import pytest

from askdata_app.agent.offline.planner import Planner
from tests.planner_checks import check

_Y19 = "ordered_at >= '2019-01-01' AND ordered_at < '2020-01-01'"
_Y18 = "ordered_at >= '2018-01-01' AND ordered_at < '2019-01-01'"
_OI19 = "oi.ordered_at >= '2019-01-01' AND oi.ordered_at < '2020-01-01'"
_UNITS = (
    "SELECT count(*) FROM order_items oi JOIN products p USING (product_id) WHERE p.product_name = '{p}'"
    " AND oi.{cond}"
)
_ORDERS = "SELECT count(*) FROM orders WHERE {cond}"
_SHARE = (
    "SELECT count(*) FILTER (WHERE {part}) * 1.0 / count(*) FROM order_items oi JOIN products p"
    " USING (product_id) WHERE p.product_name = '{p}' AND {cond}"
)
_HAVING = (
    "SELECT count(DISTINCT oi.order_id) FROM order_items oi JOIN products p USING (product_id)"
    " WHERE p.product_name = '{p}' AND {cond}"
)


@pytest.mark.parametrize(
    ("question", "gold", "context"),
    [
        # chat filler around the one asking
        ("how many tangaroos did you guys sell in 2019", _UNITS.format(p="tangaroo", cond=_Y19), ()),
        ("yo how many vanilla ices did y'all sell in 2019?", _UNITS.format(p="vanilla ice", cond=_Y19), ()),
        (
            "what does a chai and mighty cost you guys to make",
            "SELECT sum(s.supply_cost) FROM supplies s JOIN products p USING (product_id)"
            " WHERE p.product_name = 'chai and mighty'",
            (),
        ),
        (
            "2018 tho?",
            _UNITS.format(p="tangaroo", cond="ordered_at >= '2018-01-01' AND ordered_at < '2019-01-01'"),
            ("how many tangaroos did you guys sell in 2019?",),
        ),
        (
            "what about Chicago though?",
            "SELECT count(*) FROM orders o JOIN locations l USING (location_id)"
            f" WHERE l.location_name = 'Chicago' AND o.{_Y19}",
            ("how many orders did Brooklyn get in 2019",),
        ),
        # a span of whole hours from its first minute to its last, with am/pm
        ("orders placed 7:00-7:59am in 2019", _ORDERS.format(cond=f"hour(ordered_at) = 7 AND {_Y19}"), ()),
        (
            "how many 2019 orders came in between 8:00 and 9:59am",
            _ORDERS.format(cond=f"hour(ordered_at) IN (8, 9) AND {_Y19}"),
            (),
        ),
        (
            "count of orders from 6:00pm to 7:59pm in 2019",
            _ORDERS.format(cond=f"hour(ordered_at) IN (18, 19) AND {_Y19}"),
            (),
        ),
        (
            "vanilla ice units sold 10:00am-11:59am in 2019",
            _UNITS.format(p="vanilla ice", cond=f"{_Y19} AND hour(oi.ordered_at) IN (10, 11)"),
            (),
        ),
        # hours said with "or" before one am/pm
        (
            "how many orders at 7 or 8am in 2019",
            _ORDERS.format(cond=f"hour(ordered_at) IN (7, 8) AND {_Y19}"),
            (),
        ),
        (
            "2019 orders placed at 7, 8 or 9am, how many",
            _ORDERS.format(cond=f"hour(ordered_at) IN (7, 8, 9) AND {_Y19}"),
            (),
        ),
        (
            "tangaroos sold at 5 or 6pm in 2019",
            _UNITS.format(p="tangaroo", cond=f"{_Y19} AND hour(oi.ordered_at) IN (17, 18)"),
            (),
        ),
        # a share whose base is said before a verb of selling
        (
            "what fraction of 2019 tangaroo units got sold on weekends",
            _SHARE.format(p="tangaroo", part="isodow(oi.ordered_at) >= 6", cond=f"oi.{_Y19}"),
            (),
        ),
        (
            "share of 2019 vanilla ice units sold before 9am",
            _SHARE.format(p="vanilla ice", part="hour(oi.ordered_at) < 9", cond=f"oi.{_Y19}"),
            (),
        ),
        (
            "what proportion of chai and mighty units went out on a saturday in 2019",
            _SHARE.format(p="chai and mighty", part="isodow(oi.ordered_at) = 6", cond=f"oi.{_Y19}"),
            (),
        ),
        (
            "what fraction of 2019 adele-ade units were bought at 7 or 8am",
            _SHARE.format(p="adele-ade", part="hour(oi.ordered_at) IN (7, 8)", cond=f"oi.{_Y19}"),
            (),
        ),
        # "at least one <thing>" after a having or buying verb, something said between
        (
            "how many 2019 orders after 6pm had at least one chai and mighty",
            _HAVING.format(p="chai and mighty", cond=f"hour(oi.ordered_at) >= 18 AND oi.{_Y19}"),
            (),
        ),
        (
            "how many weekend orders in 2019 had at least one tangaroo",
            _HAVING.format(p="tangaroo", cond=f"isodow(oi.ordered_at) >= 6 AND oi.{_Y19}"),
            (),
        ),
        # a kind of day said of the rows counted
        ("how many weekend orders in 2019", _ORDERS.format(cond=f"isodow(ordered_at) >= 6 AND {_Y19}"), ()),
        (
            "how many 2019 weekend orders came with a drink",
            f"SELECT count(*) FROM orders WHERE is_drink_order AND isodow(ordered_at) >= 6 AND {_Y19}",
            (),
        ),
        (
            "avg weekend orders per day in 2019",
            f"SELECT count(*) / 104.0 FROM orders WHERE isodow(ordered_at) >= 6 AND {_Y19}",
            (),
        ),
        (
            "how many weekend orders in 2019 included a tangaroo",
            _HAVING.format(p="tangaroo", cond=f"isodow(oi.ordered_at) >= 6 AND oi.{_Y19}"),
            (),
        ),
        (
            "how many distinct customers got at least one vanilla ice in 2019",
            "SELECT count(DISTINCT o.customer_id) FROM order_items oi JOIN products p USING (product_id)"
            f" JOIN orders o USING (order_id) WHERE p.product_name = 'vanilla ice' AND {_OI19}",
            (),
        ),
        (
            "number of 2019 orders placed before 9am containing one or more adele-ades",
            _HAVING.format(p="adele-ade", cond=f"hour(oi.ordered_at) < 9 AND oi.{_Y19}"),
            (),
        ),
        # a nickname glossed by a product's name in brackets
        (
            "how many protein chais (the chai and mighty) did you sell in 2019?",
            _UNITS.format(p="chai and mighty", cond=_Y19),
            (),
        ),
        ("how many choc jaffles (nutellaquent) sold in 2019", _UNITS.format(p="nutellaquent", cond=_Y19), ()),
        (
            "units of the green smoothie (i.e. tangaroo) in 2019",
            _UNITS.format(p="tangaroo", cond=_Y19),
            (),
        ),
        # a heading before a figure or a ranking
        (
            "early bird crew - orders placed before 8am in 2019",
            _ORDERS.format(cond=f"hour(ordered_at) < 8 AND {_Y19}"),
            (),
        ),
        (
            "night owls: orders after 8pm in 2019",
            _ORDERS.format(cond=f"hour(ordered_at) >= 20 AND {_Y19}"),
            (),
        ),
        (
            "treat day: priciest drink on the menu",
            "SELECT product_name FROM products WHERE product_type = 'beverage'"
            " ORDER BY product_price DESC LIMIT 1",
            (),
        ),
        # a joke in brackets
        (
            "tuesday (leg day lol) vs thursday: 2019 order counts, one each",
            f"SELECT dayname(ordered_at), count(*) FROM orders WHERE isodow(ordered_at) IN (2, 4) AND {_Y19}"
            " GROUP BY 1",
            (),
        ),
        (
            "how many tangaroos (my fave haha) sold in 2019",
            _UNITS.format(p="tangaroo", cond=_Y19),
            (),
        ),
        (
            "revenue at Brooklyn (jk, my local) in 2019",
            f"SELECT sum(o.order_total - o.tax_paid) FROM orders o JOIN locations l USING (location_id)"
            f" WHERE l.location_name = 'Brooklyn' AND o.{_Y19}",
            (),
        ),
        # a fresh topic said as switching it up
        (
            "ok switching it up completely: avg order total at Chicago in 2018?",
            "SELECT avg(o.order_total) FROM orders o JOIN locations l USING (location_id)"
            " WHERE l.location_name = 'Chicago' AND o.ordered_at >= '2018-01-01'"
            " AND o.ordered_at < '2019-01-01'",
            ("how many 2019 orders after 6pm had at least one tangaroo",),
        ),
        (
            "changing things up - how many customers ordered in 2019?",
            f"SELECT count(DISTINCT customer_id) FROM orders WHERE {_Y19}",
            ("how many weekend orders in 2019 had a tangaroo",),
        ),
        (
            "mixing it up: total orders in 2018",
            "SELECT count(*) FROM orders WHERE ordered_at >= '2018-01-01' AND ordered_at < '2019-01-01'",
            ("tangaroo units sold before 9am in 2019",),
        ),
        # a clock said in the earlier question, then a follow-up
        (
            "and on weekends?",
            _ORDERS.format(cond=f"hour(ordered_at) = 7 AND isodow(ordered_at) >= 6 AND {_Y19}"),
            ("orders placed 7:00-7:59am on weekdays, 2019",),
        ),
        (
            "what about weekends?",
            _ORDERS.format(cond=f"hour(ordered_at) IN (12, 13) AND isodow(ordered_at) >= 6 AND {_Y19}"),
            ("2019 orders between 12:00 and 14:00 on weekdays",),
        ),
        (
            "and 2018?",
            _ORDERS.format(cond=f"hour(ordered_at) = 8 AND {_Y18}"),
            ("how many orders were placed 08:00-08:59 in 2019",),
        ),
    ],
)
def test_trainer_readings(
    planner: Planner, con: duckdb.DuckDBPyConnection, question: str, gold: str, context: tuple[str, ...]
) -> None:
    check(planner, con, question, gold, context=list(context))
