"""Tests for the MetricFlow semantic layer loader (askdata_app/data/semantic) and the demo shop's model."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator
from pathlib import Path

import duckdb
import pytest

from askdata_app.data.semantic import (
    FilterRef,
    FilterSyntaxError,
    SemanticIssue,
    SemanticLayer,
    SemanticLayerError,
    load_semantic_layer,
    parse_filter,
    render_filter,
)
from askdata_app.data.semantic.layer import ResolvedDimension
from askdata_app.data.semantic.model import METRIC_TIME, Measure
from askdata_app.settings import DEMO_SEMANTIC_DIR

FIXTURES = Path(__file__).parent / "fixtures" / "semantic"
VALID = FIXTURES / "valid"
BROKEN = FIXTURES / "broken"
_MARKER = re.compile(r"#\s*ERROR:\s*(.+?)\s*$")


@pytest.fixture(scope="module")
def layer() -> SemanticLayer:
    return load_semantic_layer(VALID)


@pytest.fixture(scope="module")
def demo() -> SemanticLayer:
    return load_semantic_layer(DEMO_SEMANTIC_DIR)


@pytest.fixture(scope="module")
def demo_con(demo_db_path: Path) -> Iterator[duckdb.DuckDBPyConnection]:
    con = duckdb.connect(str(demo_db_path), read_only=True)
    yield con
    con.close()


def _load_error(path: Path) -> SemanticLayerError:
    with pytest.raises(SemanticLayerError) as info:
        load_semantic_layer(path)
    return info.value


# -- a valid, dbt-style project ----------------------------------------------------------------------


def test_folder_loads_every_yaml_recursively_and_skips_other_dbt_files(layer: SemanticLayer) -> None:
    assert [m.name for m in layer.semantic_models] == ["customers", "locations", "orders"]
    assert {Path(m.source_file).name for m in layer.semantic_models} == {"customers.yaml", "orders.yml"}
    assert {Path(m.source_file).name for m in layer.metrics} == {"orders.yml", "business.yml"}


def test_single_file_loads(tmp_path: Path) -> None:
    one = load_semantic_layer(VALID / "marts" / "orders.yml")
    assert [m.name for m in one.semantic_models] == ["orders"]
    assert {m.name for m in one.metrics} >= {"order_total", "food_order_total"}


def test_semantic_model_fields(layer: SemanticLayer) -> None:
    orders = layer.semantic_model("orders")
    assert orders.table == "orders"
    assert orders.label == "Orders"
    assert orders.description is not None and orders.description.startswith("Order fact table")
    assert orders.synonyms == ("purchases",)
    assert orders.default_agg_time_dimension == "ordered_at"
    assert orders.source_file.endswith("marts/orders.yml")
    assert orders.line == 14
    assert [(e.name, e.type, e.expr) for e in orders.entities] == [
        ("order_id", "primary", "order_id"),
        ("location", "foreign", "location_id"),
        ("customer", "foreign", "customer_id"),
    ]
    assert orders.entities[2].synonyms == ("client",)
    ordered_at = orders.dimensions[0]
    assert (ordered_at.type, ordered_at.time_granularity, ordered_at.is_partition) == ("time", "day", True)
    assert orders.dimensions[1].expr == "order_total"
    assert orders.dimensions[2].label == "Contains food"
    assert orders.dimensions[2].synonyms == ("food order",)


def test_model_table_from_bare_name_and_two_argument_ref(layer: SemanticLayer) -> None:
    assert layer.semantic_model("customers").table == "customers"
    assert layer.semantic_model("locations").table == "locations"


def test_measures(layer: SemanticLayer) -> None:
    total = layer.measure("order_total")
    assert (total.agg, total.expr, total.label) == ("sum", "order_total", "Revenue")
    assert total.synonyms == ("sales", "revenue")
    assert layer.measure("order_count").expr == "1"
    assert layer.measure("tax_paid").agg == "sum"  # "SUM" is accepted, normalised
    p99 = layer.measure("order_value_p99")
    assert (p99.agg, p99.percentile, p99.use_discrete_percentile) == ("percentile", 0.99, True)
    assert layer.measure("food_orders").agg_time_dimension == "ordered_at"
    assert layer.model_of_measure("median_lifetime_spend").name == "customers"
    orders = layer.semantic_model("orders")
    assert orders.agg_time_dimension_of(layer.measure("order_total")) == "ordered_at"


def test_simple_metrics_with_measure_objects_and_filters(layer: SemanticLayer) -> None:
    food = layer.metric("food_order_total")
    assert food.type == "simple" and food.sql_supported and food.unsupported_reason is None
    assert food.measure is not None
    assert (food.measure.name, food.measure.fill_nulls_with, food.measure.join_to_timespine) == (
        "order_total",
        0,
        True,
    )
    assert food.measure.filter == "{{ Dimension('order_id__is_food_order') }} = true"
    assert food.synonyms == ("food sales",)
    large = layer.metric("large_food_orders")
    assert large.filter is not None
    assert large.filter.count(" AND ") == 2 and large.filter.startswith(
        "({{ Dimension('order_id__is_food_order')"
    )
    assert layer.metric("new_customer").filter == "{{ Dimension('customer__customer_type') }}  = 'new'"


def test_ratio_and_derived_metrics(layer: SemanticLayer) -> None:
    pct = layer.metric("food_revenue_pct")
    assert pct.numerator is not None and pct.denominator is not None
    assert (pct.numerator.name, pct.denominator.name) == ("food_order_total", "order_total")
    share = layer.metric("returning_share")
    assert share.numerator is not None
    assert share.numerator.alias == "returning_customers"
    assert share.numerator.filter == "{{ Dimension('customer__customer_type') }} = 'returning'"
    growth = layer.metric("revenue_growth_mom")
    assert growth.expr == "(current_revenue - revenue_prev_month) * 100 / revenue_prev_month"
    assert [(i.name, i.reference, i.offset_window) for i in growth.inputs] == [
        ("order_total", "current_revenue", None),
        ("order_total", "revenue_prev_month", "1 month"),
    ]
    profit = layer.metric("order_gross_profit")
    assert profit.inputs[1].filter == "{{ Entity('location') }} IS NOT NULL"


def test_cumulative_metrics_parse_but_are_marked_unsupported(layer: SemanticLayer) -> None:
    mtd = layer.metric("revenue_mtd")
    assert (mtd.type, mtd.grain_to_date, mtd.measure and mtd.measure.name) == (
        "cumulative",
        "month",
        "order_total",
    )
    assert layer.metric("orders_last_7_days").window == "7 days"
    assert not mtd.sql_supported
    assert mtd.unsupported_reason is not None and "cumulative" in mtd.unsupported_reason
    assert "not available for SQL generation" in layer.describe_for_llm()


def test_create_metric_adds_a_simple_metric(layer: SemanticLayer) -> None:
    created = layer.metric("order_count")
    assert created.type == "simple" and created.measure is not None and created.measure.name == "order_count"


def test_dimension_lookups(layer: SemanticLayer) -> None:
    assert layer.dimension("customer__customer_type").name == "customer_type"
    assert layer.dimension("customer_type").name == "customer_type"
    resolved = layer.resolve_dimension("order_id__ordered_at__month")
    assert isinstance(resolved, ResolvedDimension)
    assert (resolved.model.name, resolved.dimension.name, resolved.entity_path, resolved.granularity) == (
        "orders",
        "ordered_at",
        ("order_id",),
        "month",
    )
    assert layer.model_of_dimension("location__location_name").table == "locations"
    with pytest.raises(KeyError, match="unknown dimension 'nope'"):
        layer.dimension("nope")
    with pytest.raises(KeyError, match="unknown entity 'store'"):
        layer.dimension("store__location_name")
    with pytest.raises(KeyError, match="metric_time"):
        layer.dimension(METRIC_TIME)


def test_ambiguous_plain_dimension_names_are_refused(tmp_path: Path) -> None:
    (tmp_path / "two.yml").write_text(
        """
semantic_models:
  - name: model_a
    model: ref('a')
    defaults: {agg_time_dimension: at}
    entities: [{name: a_id, type: primary}]
    dimensions:
      - {name: status, type: categorical}
      - {name: at, type: time, type_params: {time_granularity: day}}
    measures: [{name: rows_a, agg: count, expr: "1"}]
  - name: model_b
    model: ref('b')
    entities: [{name: b_id, type: primary}]
    dimensions: [{name: status, type: categorical}]
metrics:
  - {name: rows_a, type: simple, type_params: {measure: rows_a}}
"""
    )
    two = load_semantic_layer(tmp_path)
    with pytest.raises(KeyError, match=r"ambiguous.*a_id__status, b_id__status"):
        two.dimension("status")
    assert two.model_of_dimension("b_id__status").name == "model_b"


def test_other_lookups_raise_key_error_listing_known_names(layer: SemanticLayer) -> None:
    with pytest.raises(KeyError, match=r"unknown measure 'revenue'.*order_total"):
        layer.measure("revenue")
    with pytest.raises(KeyError, match="unknown metric 'sales'"):
        layer.metric("sales")
    with pytest.raises(KeyError, match="unknown measure"):
        layer.model_of_measure("sales")
    assert [m.name for m, _ in layer.entities("customer")] == ["customers", "orders"]


def test_everything_is_frozen_and_uses_tuples(layer: SemanticLayer) -> None:
    orders = layer.semantic_model("orders")
    with pytest.raises(dataclasses.FrozenInstanceError):
        orders.name = "x"  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        layer.metrics = ()  # type: ignore[misc]
    assert isinstance(layer.semantic_models, tuple) and isinstance(layer.metrics, tuple)
    for model in layer.semantic_models:
        assert isinstance(model.entities, tuple)
        assert isinstance(model.dimensions, tuple)
        assert isinstance(model.measures, tuple)
        for item in (*model.entities, *model.dimensions, *model.measures):
            assert dataclasses.is_dataclass(item) and isinstance(item.synonyms, tuple)
    for metric in layer.metrics:
        assert isinstance(metric.inputs, tuple) and isinstance(metric.synonyms, tuple)


def test_describe_for_llm(layer: SemanticLayer) -> None:
    text = layer.describe_for_llm()
    assert "table orders" in text and "table customers" in text
    assert "customer (foreign: customer_id)" in text
    assert "order_total = sum(order_total)" in text
    assert '"Revenue"' in text and "sales, revenue" in text
    assert "food_revenue_pct (ratio)" in text and "food_order_total / order_total" in text
    assert "revenue_growth_mom (derived)" in text and "offset 1 month" in text


# -- filters -----------------------------------------------------------------------------------------


def test_parse_filter_references() -> None:
    template = (
        "{{ Dimension('order_id__is_food_order') }} = true AND "
        "{{ TimeDimension('metric_time', 'month') }} >= '2019-01-01' AND "
        "{{ Dimension('order_id__ordered_at').grain('week') }} IS NOT NULL AND "
        "{{Entity('customer')}} IS NOT NULL AND "
        "{{ Metric('order_count', group_by=['customer']) }} > 2"
    )
    refs = parse_filter(template)
    assert [(r.kind, r.name, r.granularity, r.group_by) for r in refs] == [
        ("dimension", "order_id__is_food_order", None, ()),
        ("time_dimension", "metric_time", "month", ()),
        ("dimension", "order_id__ordered_at", "week", ()),
        ("entity", "customer", None, ()),
        ("metric", "order_count", None, ("customer",)),
    ]
    assert template[refs[0].start : refs[0].end] == "{{ Dimension('order_id__is_food_order') }}"


def test_render_filter_substitutes_columns() -> None:
    def column(ref: FilterRef) -> str:
        return f"t.{ref.name.split('__')[-1]}"

    rendered = render_filter("{{ Dimension('customer__customer_type') }} = 'new'", column)
    assert rendered == "t.customer_type = 'new'"


@pytest.mark.parametrize(
    "template",
    ["{{ Dimension(order_id) }} = 1", "{{ Column('x') }} = 1", "{{ Dimension() }} = 1", "{{ 1 + }}"],
)
def test_bad_filter_blocks_are_refused(template: str) -> None:
    with pytest.raises(FilterSyntaxError):
        parse_filter(template)


# -- broken projects: MetricFlow's parser and validator find the problems, each at its file and line ------


def test_broken_files_report_their_problems_at_file_and_line() -> None:
    error = _load_error(BROKEN)
    located = {(Path(i.file).name, i.line) for i in error.issues}
    assert ("syntax.yml", 5) in located, str(error)  # invalid YAML
    assert ("models.yml", 3) in located, str(error)  # a semantic model without `model: ref(...)`
    assert all(i.file and i.line > 0 for i in error.issues), str(error)


def test_error_text_lists_issues_as_file_line_message() -> None:
    error = _load_error(BROKEN)
    lines = str(error).splitlines()
    assert len(lines) == len(error.issues)
    assert all(re.match(r"^.+\.yml:\d+: error: .+", line) for line in lines)


def _metric_project(tmp_path: Path, metrics: str) -> Path:
    (tmp_path / "m.yml").write_text(
        "semantic_models:\n"
        "  - name: orders\n"
        "    model: ref('orders')\n"
        "    defaults: {agg_time_dimension: ordered_at}\n"
        "    entities: [{name: order_id, type: primary}]\n"
        "    dimensions: [{name: ordered_at, type: time, type_params: {time_granularity: day}}]\n"
        "    measures:\n"
        "      - {name: order_total, agg: sum}\n" + metrics
    )
    (tmp_path / "spine.yml").write_text(
        "models:\n  - name: metricflow_time_spine\n    time_spine:\n"
        "      standard_granularity_column: date_day\n"
        "    columns: [{name: date_day, granularity: day}]\n"
    )
    return tmp_path


def test_an_unknown_measure_is_reported_where_it_is_used(tmp_path: Path) -> None:
    folder = _metric_project(
        tmp_path, "metrics:\n  - name: revenue\n    type: simple\n    type_params: {measure: order_totals}\n"
    )
    error = _load_error(folder)
    assert any("order_totals" in i.message and i.line in (9, 10, 11, 12) for i in error.issues), str(error)


def test_missing_required_keys_are_named(tmp_path: Path) -> None:
    folder = _metric_project(tmp_path, "metrics:\n  - name: m\n    type_params: {measure: order_total}\n")
    error = _load_error(folder)
    assert any(i.line == 10 and "type" in i.message and "required" in i.message for i in error.issues), str(
        error
    )


def test_duplicate_yaml_keys_are_reported(tmp_path: Path) -> None:
    (tmp_path / "d.yml").write_text(
        "metrics:\n  - name: a\n    type: simple\n    type: ratio\n    type_params: {measure: x}\n"
    )
    messages = {(i.line, i.message.split(";")[0]) for i in _load_error(tmp_path).issues}
    assert (4, "duplicate key 'type' in one mapping") in messages


@pytest.mark.parametrize("kind", ["missing", "empty", "no_semantics"])
def test_nothing_to_load(tmp_path: Path, kind: str) -> None:
    target = tmp_path / "nowhere"
    if kind == "empty":
        target.mkdir()
    elif kind == "no_semantics":
        target.mkdir()
        (target / "schema.yml").write_text("models:\n  - name: x\n")
    error = _load_error(target)
    assert [(i.file, i.line) for i in error.issues] == [(str(target), 0)]
    assert "YAML" in error.issues[0].message


def test_semantic_issue_and_error_shapes() -> None:
    issue = SemanticIssue("a.yml", 3, "bad")
    assert str(issue) == "a.yml:3: error: bad"
    error = SemanticLayerError([SemanticIssue("b.yml", 1, "x"), issue, issue])
    assert error.issues == (issue, SemanticIssue("b.yml", 1, "x"))
    assert str(error) == "a.yml:3: error: bad\nb.yml:1: error: x"
    assert isinstance(error, ValueError)


# -- the demo shop's semantic model ------------------------------------------------------------------


def test_demo_model_loads_with_its_tables_and_metrics(demo: SemanticLayer) -> None:
    assert {m.table for m in demo.semantic_models} == {
        "orders",
        "order_items",
        "customers",
        "locations",
        "products",
        "supplies",
    }
    names = {m.name for m in demo.metrics}
    for required in (
        "revenue",
        "order_count",
        "average_order_value",
        "food_revenue",
        "drink_orders",
        "order_gross_profit",
        "customers",
        "new_customer",
        "food_revenue_pct",
        "cumulative_revenue",
    ):
        assert required in names  # dbt's Jaffle Shop metric names
    assert demo.metric("order_gross_profit").type == "derived"
    assert demo.metric("average_order_value").type == "ratio"
    assert demo.metric("food_orders").filter is not None  # food_revenue is a CASE measure in dbt's model
    # The planner's own SQL builder does not take all-time / grain-to-date cumulative metrics
    # (MetricFlow does, through query_metrics); every other demo metric it builds.
    unsupported = {m.name for m in demo.metrics if not m.sql_supported}
    assert unsupported == {"cumulative_revenue", "cumulative_order_total_mtd"}


def test_demo_model_synonyms(demo: SemanticLayer) -> None:
    assert "sales" in demo.metric("revenue").synonyms
    assert "stores" in demo.semantic_model("locations").synonyms
    assert "beverages" in demo.dimension("order_item__is_drink_item").synonyms
    text = demo.describe_for_llm()
    assert "drinks" in text and "stores" in text and "aov" in text


def _aggregate(measure: Measure) -> str:
    expr = measure.expr
    return {
        "sum": f"sum({expr})",
        "count": f"count({expr})",
        "count_distinct": f"count(DISTINCT {expr})",
        "average": f"avg({expr})",
        "min": f"min({expr})",
        "max": f"max({expr})",
        "median": f"median({expr})",
        "percentile": f"quantile_cont({expr}, {measure.percentile})",
        "sum_boolean": f"sum(CAST({expr} AS INTEGER))",
    }[measure.agg]


def test_every_demo_measure_runs_on_the_demo_database(
    demo: SemanticLayer, demo_con: duckdb.DuckDBPyConnection
) -> None:
    checked = 0
    for model in demo.semantic_models:
        for measure in model.measures:
            row = demo_con.execute(f"SELECT {_aggregate(measure)} FROM {model.table}").fetchone()
            assert row is not None and row[0] is not None, f"{model.name}.{measure.name}"
            checked += 1
    assert checked >= 20


def test_every_demo_dimension_and_entity_runs_on_the_demo_database(
    demo: SemanticLayer, demo_con: duckdb.DuckDBPyConnection
) -> None:
    for model in demo.semantic_models:
        exprs = [e.expr for e in model.entities] + [d.expr for d in model.dimensions]
        demo_con.execute(f"SELECT {', '.join(exprs)} FROM {model.table} LIMIT 1").fetchall()
        for dim in model.dimensions:
            if dim.type == "time":
                demo_con.execute(
                    f"SELECT date_trunc('{dim.time_granularity}', {dim.expr}) FROM {model.table}"
                )


def test_every_demo_filter_renders_to_sql_that_selects_rows(
    demo: SemanticLayer, demo_con: duckdb.DuckDBPyConnection
) -> None:
    filtered = [m for m in demo.metrics if m.filter]
    assert len(filtered) >= 4
    for metric in filtered:
        assert metric.filter is not None
        resolved = [demo.resolve_dimension(r.name) for r in parse_filter(metric.filter)]
        table = resolved[0].model.table
        where = render_filter(metric.filter, lambda ref: demo.resolve_dimension(ref.name).dimension.expr)
        count = demo_con.execute(f"SELECT count(*) FROM {table} WHERE {where}").fetchone()
        assert count is not None and count[0] > 0, metric.name
