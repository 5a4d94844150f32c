"""query_metrics through the real agent (scripted fake model, real DuckDB file, real checkpoints)."""

from __future__ import annotations

from pathlib import Path

import duckdb
import pytest
from langchain_core.messages import AIMessage, ToolMessage

from askdata_app.db.decisions import list_decisions
from askdata_app.settings import DEMO_SEMANTIC_DIR
from tests.agent_harness import call, close_connections, collect_until_card, make_runtime


@pytest.fixture(autouse=True)
async def _close_checkpoints():  # type: ignore[no-untyped-def]
    yield
    await close_connections()


REQUEST = {
    "metrics": ["revenue", "order_total"],
    "group_by": ["metric_time__year"],
    "order_by": ["metric_time__year"],
}


def _tool_messages(model) -> list[ToolMessage]:  # type: ignore[no-untyped-def]
    return [m for m in model.seen[-1] if isinstance(m, ToolMessage)]


async def _drain(stream):  # type: ignore[no-untyped-def]
    return [e async for e in stream]


def _expected_by_year(db: Path) -> dict[int, tuple[float, float]]:
    with duckdb.connect(str(db), read_only=True) as con:
        revenue = dict(
            con.execute("SELECT year(ordered_at), sum(product_price) FROM order_items GROUP BY 1").fetchall()
        )
        total = dict(
            con.execute("SELECT year(ordered_at), sum(order_total) FROM orders GROUP BY 1").fetchall()
        )
    return {y: (float(revenue[y]), float(total[y])) for y in revenue}


async def test_card_shows_the_request_in_words_and_the_compiled_sql(
    tmp_path: Path, demo_db_path: Path
) -> None:
    runtime, model, _ = await make_runtime(
        tmp_path,
        demo_db_path,
        [call("query_metrics", REQUEST, "m1"), AIMessage("done")],
        semantic=DEMO_SEMANTIC_DIR,
    )
    stream = await runtime.ask("t1", "revenue and order total by year")
    before, card_event = await collect_until_card(stream)
    assert card_event is not None
    card = card_event["card"]
    assert card["tool"] == "query_metrics"
    sql = card["args"]["sql"]
    assert "SUM(product_price)" in sql and "SUM(order_total)" in sql and "FROM main.order_items" in sql
    assert card["args"]["metrics"] == ["revenue", "order_total"]
    words = card["form"]["description"]  # the interrupt's description (the policy entry's callable)
    assert "Metrics: revenue, order_total" in words
    assert "Grouped by: metric_time__year" in words and sql.strip() in words
    assert [d["type"] for d in card["form"]["decisions"]] == ["approve", "edit", "reject"]
    assert not any(e["type"] == "tool_result" for e in before), "nothing runs before the decision"

    await runtime.decide("t1", card["interrupt_id"], {"type": "approve"}, user="ana")
    await _drain(stream)
    msg = _tool_messages(model)[0]
    assert msg.status != "error" and msg.artifact["sql"].strip() == sql.strip()
    rows = runtime.results.get(msg.artifact["result_id"]).frame.itertuples(index=False)
    got = {r[0].year: (round(float(r[1]), 2), round(float(r[2]), 2)) for r in rows}
    expected = {y: (round(a, 2), round(b, 2)) for y, (a, b) in _expected_by_year(demo_db_path).items()}
    assert got == expected
    assert [(r.decision, r.tool) for r in list_decisions(runtime.app_engine)] == [
        ("approve", "query_metrics")
    ]


async def test_an_edited_sql_runs_instead_of_the_request(tmp_path: Path, demo_db_path: Path) -> None:
    runtime, model, _ = await make_runtime(
        tmp_path,
        demo_db_path,
        [call("query_metrics", REQUEST, "m1"), AIMessage("done")],
        semantic=DEMO_SEMANTIC_DIR,
    )
    stream = await runtime.ask("t1", "revenue by year")
    _, card_event = await collect_until_card(stream)
    assert card_event is not None
    edited = "SELECT COUNT(*) AS stores FROM locations"
    await runtime.decide_form(
        "t1", card_event["card"]["interrupt_id"], decision="edit", values={"/sql": edited}
    )
    await _drain(stream)
    msg = _tool_messages(model)[0]
    assert msg.status != "error" and '"stores"' in str(msg.content)
    assert runtime.results.get(msg.artifact["result_id"]).frame["stores"].tolist() == [6]


async def test_an_edited_request_is_compiled_again(tmp_path: Path, demo_db_path: Path) -> None:
    runtime, model, _ = await make_runtime(
        tmp_path,
        demo_db_path,
        [call("query_metrics", REQUEST, "m1"), AIMessage("done")],
        semantic=DEMO_SEMANTIC_DIR,
    )
    stream = await runtime.ask("t1", "revenue by year")
    _, card_event = await collect_until_card(stream)
    assert card_event is not None
    card = card_event["card"]
    await runtime.decide(
        "t1",
        card["interrupt_id"],
        {
            "type": "edit",
            "edited_action": {"name": "query_metrics", "args": {**card["args"], "metrics": ["orders"]}},
        },
        user="ana",
    )
    await _drain(stream)
    msg = _tool_messages(model)[0]
    frame = runtime.results.get(msg.artifact["result_id"]).frame
    assert list(frame.columns) == ["metric_time__year", "orders"]
    with duckdb.connect(str(demo_db_path), read_only=True) as con:
        total = con.execute("SELECT count(*) FROM orders").fetchone()[0]
    assert int(frame["orders"].sum()) == total


async def test_an_invalid_metric_returns_suggestions_without_a_card(
    tmp_path: Path, demo_db_path: Path
) -> None:
    runtime, model, _ = await make_runtime(
        tmp_path,
        demo_db_path,
        [call("query_metrics", {"metrics": ["revnue"]}, "m1"), AIMessage("I will fix the name.")],
        semantic=DEMO_SEMANTIC_DIR,
    )
    stream = await runtime.ask("t1", "revnue?")
    _, card = await collect_until_card(stream)
    assert card is None, "an invalid request never reaches a person"
    msg = _tool_messages(model)[0]
    assert msg.status == "error"
    assert "Unknown metric" in str(msg.content) and "revenue" in str(msg.content)


async def test_an_invalid_group_by_returns_metricflow_suggestions(tmp_path: Path, demo_db_path: Path) -> None:
    bad = {"metrics": ["order_total"], "group_by": ["location_name"]}
    runtime, model, _ = await make_runtime(
        tmp_path,
        demo_db_path,
        [call("query_metrics", bad, "m1"), AIMessage("ok")],
        semantic=DEMO_SEMANTIC_DIR,
    )
    stream = await runtime.ask("t1", "order total by store")
    _, card = await collect_until_card(stream)
    assert card is None
    content = str(_tool_messages(model)[0].content)
    assert "Suggestions" in content and "location__location_name" in content


async def test_list_tools_run_without_approval(tmp_path: Path, demo_db_path: Path) -> None:
    runtime, model, _ = await make_runtime(
        tmp_path,
        demo_db_path,
        [
            call("list_metrics", {}, "l1"),
            call("list_dimensions", {"metric": "revenue"}, "l2"),
            AIMessage("ok"),
        ],
        semantic=DEMO_SEMANTIC_DIR,
    )
    stream = await runtime.ask("t1", "what metrics?")
    _, card = await collect_until_card(stream)
    assert card is None
    listing, dims = (str(m.content) for m in _tool_messages(model))
    assert "- revenue [simple]" in listing and "food_revenue_pct [ratio]" in listing
    assert "revenue_1" not in listing, "MetricFlow's internal proxies are hidden"
    assert "order_id__location__location_name" in dims and "metric_time" in dims


async def test_the_factory_wires_metric_tools_where_metricflow_can_serve(
    tmp_path: Path, demo_db_path: Path
) -> None:
    from askdata_app.agent.factory import build_runtime, load_metric_engine
    from askdata_app.data.source import DataSource
    from askdata_app.settings import Settings
    from tests.agent_harness import private_copy

    settings = Settings(data_dir=tmp_path, data_url=f"duckdb:///{private_copy(demo_db_path, tmp_path)}")
    runtime = await build_runtime(settings)
    await runtime.agent.checkpointer.conn.close()  # an open aiosqlite thread would keep the process alive
    tools = set(runtime.agent.nodes["tools"].bound.tools_by_name)
    assert {"list_metrics", "list_dimensions", "query_metrics", "run_sql"} <= tools
    lite = tmp_path / "x.sqlite"
    lite.touch()
    with DataSource.from_url(f"sqlite:///{lite}", name="default") as source:
        engine, note = load_metric_engine(Settings(data_dir=tmp_path, data_url=f"sqlite:///{lite}"), source)
    assert engine is None and "SQLite" in note and "run_sql" in note


def test_every_gated_tool_of_the_default_policy_exists(tmp_path: Path, demo_db_path: Path) -> None:
    from askdata_app.agent.metric_tools import MetricService, build_metric_tools
    from askdata_app.agent.policy import ApprovalPolicy
    from askdata_app.agent.results import ResultStore
    from askdata_app.agent.tools import ToolContext, build_tools
    from askdata_app.data.source import DataSource
    from askdata_app.semantic import load_project
    from askdata_app.semantic.engine import SemanticEngine
    from tests.agent_harness import private_copy

    source = DataSource.from_url(f"duckdb:///{private_copy(demo_db_path, tmp_path)}", name="demo")
    with source:
        ctx = ToolContext(source=source, results=ResultStore(tmp_path / "results"))
        service = MetricService(SemanticEngine(load_project(DEMO_SEMANTIC_DIR), "duckdb"), ctx)
        names = {t.name for t in build_tools(ctx) + build_metric_tools(service)}
    policy = ApprovalPolicy.default()
    assert set(policy.rules) <= names
    assert policy.rule("query_metrics").allowed_decisions == ("approve", "edit", "reject")  # type: ignore[union-attr]
