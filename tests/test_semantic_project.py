"""Loading dbt semantic YAML with MetricFlow: the demo follows dbt's Jaffle Shop, problems carry file and
line, and sources or databases that cannot serve a metric are refused clearly."""

from __future__ import annotations

from pathlib import Path

import pytest

from askdata_app.data.source import DataSource
from askdata_app.semantic import MetricRequest, SemanticProjectError, SemanticQueryError, load_project
from askdata_app.semantic.engine import SemanticEngine, UnsupportedSourceError, default_schema
from askdata_app.settings import DEMO_SEMANTIC_DIR
from tests.agent_harness import private_copy
from tests.semantic_shop import FIXTURE, TABLE_MAP, load

GOOD_MODEL = """\
semantic_models:
  - name: orders
    model: ref('orders')
    defaults:
      agg_time_dimension: ordered_at
    entities:
      - name: order_id
        type: primary
    dimensions:
      - name: ordered_at
        type: time
        type_params:
          time_granularity: day
    measures:
      - name: revenue
        agg: sum
        expr: amount
"""


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "models" / "semantic.yml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


def _line_of(path: Path, needle: str) -> int:
    return next(i for i, line in enumerate(path.read_text().splitlines(), 1) if needle in line)


def test_demo_follows_dbt_jaffle_shop() -> None:
    engine = SemanticEngine(load_project(DEMO_SEMANTIC_DIR), "duckdb")
    metrics = {m.name: m for m in engine.metrics()}
    for name in (
        "revenue",
        "order_total",
        "food_revenue_pct",
        "cumulative_revenue",
        "order_count",
        "orders",
        "new_customer",
        "customers_with_orders",
        "large_order",
        "food_orders",
        "order_cost",
        "median_revenue",
        "order_gross_profit",
        "revenue_growth_mom",
    ):
        assert name in metrics, name
    assert metrics["food_revenue_pct"].type == "ratio" and metrics["cumulative_revenue"].type == "cumulative"
    assert not [n for n in metrics if n.endswith("_1")], "internal proxy metrics are hidden"
    revenue = engine.compile(MetricRequest(metrics=("revenue",))).sql
    assert "SUM(product_price)" in revenue and "order_items" in revenue, "revenue excludes tax"
    assert "SUM(order_total)" in engine.compile(MetricRequest(metrics=("order_total",))).sql
    assert "revenue" in metrics["revenue"].synonyms[0:10] or "sales" in metrics["revenue"].synonyms


def test_demo_numbers_follow_the_definitions(demo_db_path: Path, tmp_path: Path) -> None:
    source = DataSource.from_url(f"duckdb:///{private_copy(demo_db_path, tmp_path)}", name="demo")
    engine = SemanticEngine(load_project(DEMO_SEMANTIC_DIR), "duckdb")
    with source:
        request = MetricRequest(metrics=("revenue", "order_total", "food_revenue_pct"))
        got = source.execute(engine.compile(request, has_table=lambda _t: True).sql).frame.iloc[0].to_dict()
        revenue, total, food = source.execute(
            "SELECT (SELECT sum(product_price) FROM order_items), (SELECT sum(order_total) FROM orders), "
            "(SELECT sum(product_price) FILTER (WHERE is_food_item) FROM order_items)"
        ).frame.iloc[0]
    assert float(got["revenue"]) == pytest.approx(float(revenue))
    assert float(got["order_total"]) == pytest.approx(float(total))
    assert float(got["revenue"]) < float(got["order_total"]), "revenue excludes tax"
    assert float(got["food_revenue_pct"]) == pytest.approx(float(food) / float(revenue))


def test_an_invalid_aggregation_is_reported_at_its_line(tmp_path: Path) -> None:
    path = _write(tmp_path, GOOD_MODEL.replace("agg: sum", "agg: summ"))
    with pytest.raises(SemanticProjectError) as err:
        load_project(path.parent)
    issue = err.value.issues[0]
    assert (issue.file, issue.line) == (str(path), _line_of(path, "agg: summ"))
    assert "sum" in issue.message and "permitted" in issue.message


def test_an_unknown_metric_reference_is_reported_where_it_is_used(tmp_path: Path) -> None:
    text = GOOD_MODEL + (
        "metrics:\n  - name: revenue\n    type: simple\n    type_params:\n      measure: revenue\n"
        "  - name: margin\n    type: ratio\n    type_params:\n"
        "      numerator: revenue\n      denominator: costs\n"
    )
    path = _write(tmp_path, text)
    with pytest.raises(SemanticProjectError) as err:
        load_project(path)
    issue = err.value.issues[0]
    assert (issue.file, issue.line) == (str(path), _line_of(path, "denominator: costs"))
    assert "costs" in issue.message


def test_metricflow_validation_errors_carry_file_and_line(tmp_path: Path) -> None:
    text = (
        GOOD_MODEL
        + "metrics:\n  - name: revenue\n    type: simple\n    type_params:\n      measure: revenue\n"
    )
    text += "  - name: revenue\n    type: simple\n    type_params:\n      measure: revenue\n"
    path = _write(tmp_path, text)
    with pytest.raises(SemanticProjectError) as err:
        load_project(path)
    lines = [
        line for line, text_ in enumerate(path.read_text().splitlines(), 1) if text_ == "  - name: revenue"
    ]
    located = {(i.file, i.line) for i in err.value.issues}
    assert located & {(str(path), line) for line in lines}, err.value.issues
    assert f"{path}:" in str(err.value)


def test_yaml_syntax_and_missing_ref_are_located(tmp_path: Path) -> None:
    broken = _write(tmp_path, GOOD_MODEL.replace("    entities:", "    entities: [unclosed"))
    with pytest.raises(SemanticProjectError) as err:
        load_project(broken)
    assert err.value.issues[0].file == str(broken) and err.value.issues[0].line > 0
    no_ref = _write(tmp_path, GOOD_MODEL.replace("model: ref('orders')", "model: orders"))
    with pytest.raises(SemanticProjectError) as err:
        load_project(no_ref)
    assert err.value.issues[0].line == _line_of(no_ref, "model: orders") and "ref(" in str(err.value)


def test_the_table_map_and_schema_name_the_tables() -> None:
    project = load_project(FIXTURE, table_map={**TABLE_MAP, "stg_orders": "sales.orders_v2"}, schema="public")
    sql = SemanticEngine(project, "postgres").compile(MetricRequest(metrics=("revenue",))).sql
    assert "FROM sales.orders_v2" in sql
    assert (
        "FROM public.visits"
        in SemanticEngine(project, "postgres").compile(MetricRequest(metrics=("visit_to_buy",))).sql
    )


@pytest.mark.parametrize(("dialect", "engine_name"), [("sqlite", "SQLite"), ("mysql", "MySQL/MariaDB")])
def test_sources_without_a_renderer_are_refused_clearly(dialect: str, engine_name: str) -> None:
    with pytest.raises(UnsupportedSourceError) as err:
        default_schema(dialect)
    with pytest.raises(UnsupportedSourceError):
        SemanticEngine(load_project(DEMO_SEMANTIC_DIR), dialect)
    assert engine_name in str(err.value) and "run_sql" in str(err.value) and "Plain SQL" in str(err.value)


def test_a_missing_time_spine_refuses_only_the_metrics_that_need_it(tmp_path: Path) -> None:
    url = f"duckdb:///{tmp_path / 'no_spine.duckdb'}"
    load(url, spine=False)
    source = DataSource.from_url(url, name="shop")
    engine = SemanticEngine(load_project(FIXTURE, table_map=TABLE_MAP), "duckdb")
    tables = {t.lower() for t in source.list_tables()}
    with source:
        ok = engine.compile(MetricRequest(metrics=("revenue",)), has_table=lambda t: t in tables)
        assert not ok.uses_time_spine and source.execute(ok.sql).row_count == 1
        for metric in ("cumulative_revenue", "revenue_prev_day", "orders_filled"):
            with pytest.raises(SemanticQueryError) as err:
                engine.compile(
                    MetricRequest(metrics=(metric,), group_by=("metric_time__day",)),
                    has_table=lambda t: t in tables,
                )
            text = str(err.value)
            assert "metricflow_time_spine" in text and "run_sql" in text and metric in text
