"""The offline analyst's answer fits the result's shape: ranking, trend, several series, one value, none."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from askdata_app.agent.offline.shapes import Measure, Result, describe
from askdata_app.agent.offline.when import period_of
from askdata_app.data.formatting import ColumnFormat

MONEY = ColumnFormat("number", currency="USD", decimals=2)
COUNT = ColumnFormat("integer")
SHARE = ColumnFormat("number", percent="points", decimals=2)
REVENUE = Measure("revenue", "revenue", MONEY, additive=True)


def months(n: int, start: int = 2019) -> list[dt.datetime]:
    return [dt.datetime(start + (m // 12), m % 12 + 1, 1) for m in range(n)]


def test_a_ranking_names_the_top_items_and_the_gap() -> None:
    products = ["nutellaquent", "mel-bun", "doctor stew", "flame impala", "adele-ade"]
    values = [Decimal("181676"), Decimal("152520"), Decimal("151569"), Decimal("60000"), Decimal("29216")]
    result = Result(
        columns=["product_name", "revenue"],
        rows=list(zip(products, values, strict=True)),
        row_count=5,
        measures=[REVENUE],
        sql="SELECT product_name, SUM(price) AS revenue FROM t GROUP BY 1 ORDER BY revenue DESC LIMIT 5",
        x="product_name",
    )
    text = describe(result)
    assert text.startswith(
        "Top 3 by revenue: nutellaquent ($181,676.00), mel-bun ($152,520.00), doctor stew ($151,569.00)."
    )
    assert "nutellaquent leads mel-bun by $29,156.00 (19.1%)" in text
    assert "Lowest shown: adele-ade ($29,216.00)" in text
    assert "went from" not in text  # a ranking is not a trend (the complaint)


def test_an_ascending_ranking_says_lowest_and_an_unordered_one_is_ranked_here() -> None:
    rows = [("b", 5), ("a", 9), ("c", 1)]
    orders = Measure("orders", "orders", COUNT, additive=True)
    asc = Result(["shop", "orders"], sorted(rows, key=lambda r: r[1]), 3, [orders],
                 sql="SELECT shop, COUNT(*) AS orders FROM t GROUP BY 1 ORDER BY orders ASC")  # fmt: skip
    assert describe(asc).startswith("Lowest 3 by orders: c (1), b (5), a (9). c is below b by 4 (80.0%).")
    loose = Result(
        ["shop", "orders"], rows, 3, [orders], sql="SELECT shop, COUNT(*) AS orders FROM t GROUP BY 1"
    )
    assert describe(loose).startswith("Top 3 by orders: a (9), b (5), c (1). a leads b by 4 (80.0%).")
    share = Measure("share_pct", "revenue share", SHARE)
    shares = Result(["shop", "share_pct"], [("a", 60.0), ("b", 40.0)], 2, [share])
    assert "a leads b by 20.0 points." in describe(shares)


def test_a_trend_names_first_last_peak_and_change() -> None:
    values = [100.0, 150.0, 400.0, 250.0, 300.0, 200.0]
    result = Result(
        columns=["month", "revenue"],
        rows=list(zip(months(6), values, strict=True)),
        row_count=6,
        measures=[REVENUE],
        sql="SELECT DATE_TRUNC('month', at) AS month, SUM(x) AS revenue FROM t GROUP BY 1 ORDER BY 1",
    )
    text = describe(result)
    assert text.startswith(
        "Revenue went from $100.00 in Jan 2019 to $200.00 in Jun 2019 (+100.0%),"
        " peaking at $400.00 in Mar 2019."
    )
    assert "Lowest: $100.00 in Jan 2019." in text and "Total over the 6 months: $1,400.00." in text


def test_a_trend_at_quarters_read_from_the_sql() -> None:
    rows = [(dt.date(2018, 1, 1), 10), (dt.date(2018, 4, 1), 30)]
    orders = Measure("orders", "orders", COUNT, additive=True)
    sql = "SELECT DATE_TRUNC('quarter', at) AS q, COUNT(*) AS orders FROM t GROUP BY 1 ORDER BY 1"
    text = describe(Result(["q", "orders"], rows, 2, [orders], sql=sql))
    assert text.startswith("Orders went from 10 in Q1 2018 to 30 in Q2 2018 (+200.0%).")
    assert "Total over the 2 quarters: 40." in text


def test_several_series_name_each_series() -> None:
    rows = []
    for when, (a, b) in zip(months(3), [(10.0, 50.0), (30.0, 40.0), (20.0, 20.0)], strict=True):
        rows += [(when, "Brooklyn", a), (when, "Philadelphia", b)]
    result = Result(["month", "location", "revenue"], rows, 6, [REVENUE])
    text = describe(result)
    assert text.startswith(
        "Revenue by location, 2 series: Philadelphia went from $50.00 in Jan 2019 to $20.00"
    )
    assert (
        "Brooklyn went from $10.00 in Jan 2019 to $20.00 in Mar 2019 (+100.0%), peaking at $30.00 in Feb 2019"
        in text
    )


def test_several_measures_over_time_name_each_measure() -> None:
    rows = [(when, 10.0 * (i + 1), i + 1) for i, when in enumerate(months(3))]
    orders = Measure("orders", "orders", COUNT, additive=True)
    text = describe(Result(["month", "revenue", "orders"], rows, 3, [REVENUE, orders]))
    assert text.startswith("Revenue went from $10.00 in Jan 2019 to $30.00 in Mar 2019 (+200.0%);")
    assert "orders went from 1 in Jan 2019 to 3 in Mar 2019 (+200.0%)." in text


def test_a_single_value_says_what_and_when() -> None:
    sql = "SELECT SUM(x) AS revenue FROM t WHERE at >= '2019-01-01' AND at < '2020-01-01'"
    text = describe(Result(["revenue"], [(Decimal("762541.15"),)], 1, [REVENUE], sql=sql))
    assert text == "Revenue in 2019: $762,541.15."
    q1 = sql.replace("2019-01-01' AND at < '2020-01-01", "2018-01-01' AND at < '2018-04-01")
    assert describe(Result(["revenue"], [(5,)], 1, [REVENUE], sql=q1)) == "Revenue in Q1 2018: $5.00."
    assert describe(Result(["revenue"], [(None,)], 1, [REVENUE], sql=sql)) == (
        "No value for revenue in 2019: no rows matched."
    )
    assert describe(Result(["revenue"], [(7,)], 1, [REVENUE])) == "Revenue: $7.00."


def test_an_empty_result_says_so_plainly() -> None:
    sql = "SELECT shop, SUM(x) AS revenue FROM t WHERE at >= '2030-03-01' AND at < '2030-04-01' GROUP BY 1"
    result = Result(["shop", "revenue"], [], 0, [REVENUE], sql=sql, understood="revenue by store")
    assert (
        describe(result)
        == "No rows matched revenue by store in Mar 2030: the query ran and returned nothing."
    )


def test_periods_from_the_where_clause() -> None:
    base = "SELECT 1 FROM t WHERE at >= '{}' AND at < '{}'"
    assert period_of(base.format("2019-09-01", "2019-10-01")) == "in Sep 2019"
    assert period_of(base.format("2019-01-03", "2019-01-10")) == "from 3 Jan 2019 to 9 Jan 2019"
    assert period_of(base.format("2019-01-03", "2019-01-04")) == "on 3 Jan 2019"
    assert period_of("SELECT 1 FROM t WHERE at BETWEEN '2019-01-01' AND '2019-12-31'") == "in 2019"
    assert period_of("SELECT 1 FROM t WHERE at >= '2019-01-01'") == "since 1 Jan 2019"
    assert period_of("SELECT 1 FROM t WHERE shop = 'a'") == ""


def test_the_semantic_model_names_the_currency(tmp_path) -> None:  # type: ignore[no-untyped-def]
    import shutil

    from askdata_app.agent.offline.catalog import Catalog
    from askdata_app.agent.offline.plans import SqlPlan
    from askdata_app.agent.offline.summary import column_hints, summarize
    from askdata_app.data.semantic import load_semantic_layer
    from askdata_app.settings import DEMO_SEMANTIC_DIR

    folder = tmp_path / "layer"
    shutil.copytree(DEMO_SEMANTIC_DIR, folder)
    items = folder / "order_items.yml"  # revenue is the order lines' product prices (dbt's Jaffle Shop)
    marker = "            synonyms: [sales, turnover, net sales,"
    assert items.read_text().count(marker) == 1
    items.write_text(items.read_text().replace(marker, "            currency: eur\n" + marker))
    catalog = Catalog.from_layer(load_semantic_layer(folder))
    hints = column_hints(catalog, ["revenue", "location_name"])
    assert hints["revenue"]["currency"] == "EUR" and "location_name" not in hints
    sql = "SELECT SUM(product_price) AS revenue FROM order_items"
    plan = SqlPlan(sql, "Revenue", "value", None, "revenue", "")
    assert summarize(catalog, plan, ["revenue"], [(1234.5,)], 1) == "Revenue: €1,234.50."
    plain = Catalog.from_layer(load_semantic_layer(DEMO_SEMANTIC_DIR))
    assert summarize(plain, plan, ["revenue"], [(1234.5,)], 1) == "Revenue: $1,234.50."
