"""Any team's tools behind the same cards: a real MCP server over stdio (tests/fixtures/mcp) and a tool
from an entry point of a small package, through the real agent with the scripted model."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest
from langchain_core.messages import AIMessage, ToolMessage

from askdata_app.agent.plugins import (
    PluginError,
    entry_point_tools,
    inline_refs,
    load_plugin_tools,
    read_mcp_config,
)
from askdata_app.agent.policy import ApprovalPolicy
from askdata_app.db.decisions import list_decisions
from tests.agent_harness import call, close_connections, collect_until_card, make_runtime

SERVER = Path(__file__).parent / "fixtures" / "mcp" / "tickets_server.py"
PROPOSED = {
    "title": "Printer on fire",
    "priority": "normal",
    "requester": {"contact": {"name": "Ana"}},
    "tags": ["hardware"],
}


@pytest.fixture(autouse=True)
async def _close_checkpoints():  # type: ignore[no-untyped-def]
    yield
    await close_connections()


@pytest.fixture
def mcp_config(tmp_path: Path) -> tuple[Path, Path]:
    calls = tmp_path / "calls.jsonl"
    config = tmp_path / "mcp.yaml"
    config.write_text(
        "servers:\n"
        "  tickets:\n"
        "    transport: stdio\n"
        f"    command: {json.dumps(sys.executable)}\n"
        f"    args: [{json.dumps(str(SERVER))}]\n"
        f"    env: {{TICKETS_CALLS: {json.dumps(str(calls))}}}\n"
    )
    return config, calls


def calls_of(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []


async def test_mcp_tools_appear_and_are_gated(mcp_config: tuple[Path, Path]) -> None:
    config, _ = mcp_config
    tools = await load_plugin_tools(config, taken={"run_sql"})
    names = {t.name for t in tools}
    assert names >= {"open_ticket", "count_tickets"}
    policy = ApprovalPolicy.default().gate_unlisted(names)
    gated = policy.interrupt_on(names | {"list_tables"})
    assert set(gated) == names, "unlisted plugin tools are gated (fail closed)"
    assert gated["open_ticket"]["allowed_decisions"] == ["approve", "edit", "reject"]
    schema = next(t for t in tools if t.name == "open_ticket").args_schema
    assert isinstance(schema, dict) and "$defs" not in json.dumps(schema), "refs inlined for the card"


async def _ticket_card(tmp_path: Path, demo_db_path: Path, config: Path):  # type: ignore[no-untyped-def]
    tools = await load_plugin_tools(config, taken=set())
    policy = ApprovalPolicy.default().gate_unlisted(t.name for t in tools)
    runtime, model, _ = await make_runtime(
        tmp_path,
        demo_db_path,
        [call("open_ticket", PROPOSED, "m1"), AIMessage("done")],
        policy=policy,
        extra_tools=tools,
    )
    stream = await runtime.ask("t1", "open a ticket")
    _, card = await collect_until_card(stream)
    assert card is not None, "the MCP tool asks first"
    return runtime, model, stream, card["card"]


async def test_mcp_card_is_a_typed_form_and_edits_arrive_json_typed(
    tmp_path: Path, demo_db_path: Path, mcp_config: tuple[Path, Path]
) -> None:
    config, calls = mcp_config
    runtime, model, stream, card = await _ticket_card(tmp_path, demo_db_path, config)
    kinds = {f["path"]: f["kind"] for f in card["form"]["fields"]}
    assert kinds == {
        "/title": "text",
        "/priority": "enum",
        "/requester": "group",
        "/requester/contact": "group",
        "/requester/contact/name": "text",
        "/requester/contact/email": "text",
        "/requester/address": "group",
        "/requester/address/city": "text",
        "/requester/address/zip_code": "text",
        "/tags": "list",
        "/due_in_days": "integer",
        "/notify": "boolean",
    }
    fields = {f["path"]: f for f in card["form"]["fields"]}
    assert fields["/priority"]["options"] == ["low", "normal", "high"]
    assert fields["/due_in_days"]["nullable"] and fields["/due_in_days"]["maximum"] == "90"
    assert fields["/requester/address"]["nullable"] and not fields["/requester/contact"]["nullable"]
    assert calls_of(calls) == [], "nothing ran before the decision"
    values = {"/priority": "high", "/due_in_days": "5", "/tags": "hardware\nurgent", "/notify": "false"}
    await runtime.decide_form("t1", card["interrupt_id"], decision="edit", values=values)
    [e async for e in stream]
    [ran] = calls_of(calls)
    assert ran["tool"] == "open_ticket"
    assert ran["args"]["due_in_days"] == 5 and isinstance(ran["args"]["due_in_days"], int)
    assert ran["args"]["priority"] == "high" and ran["args"]["notify"] is False
    assert ran["args"]["tags"] == ["hardware", "urgent"]
    assert ran["args"]["requester"] == {"contact": {"name": "Ana", "email": None}, "address": None}
    [record] = list_decisions(runtime.app_engine)
    assert record.decision == "edit" and record.edited_args is not None
    assert record.edited_args["due_in_days"] == 5
    message = next(m for m in model.seen[-1] if isinstance(m, ToolMessage))
    assert "Ticket opened" in str(message.content)


async def test_a_rejected_mcp_call_does_not_run(
    tmp_path: Path, demo_db_path: Path, mcp_config: tuple[Path, Path]
) -> None:
    config, calls = mcp_config
    runtime, model, stream, card = await _ticket_card(tmp_path, demo_db_path, config)
    await runtime.decide("t1", card["interrupt_id"], {"type": "reject", "message": "not now"})
    [e async for e in stream]
    assert calls_of(calls) == []
    message = next(m for m in model.seen[-1] if isinstance(m, ToolMessage))
    assert message.status == "error" and "not now" in str(message.content)


# -- entry points ------------------------------------------------------------------------------------

PACKAGE = """
from typing import Literal
from langchain_core.tools import StructuredTool
from pydantic import BaseModel, Field

CALLS = []

class Window(BaseModel):
    days: int = Field(ge=1, le=365)
    grain: Literal["day", "week", "month"] = "day"

class ForecastArgs(BaseModel):
    metric: str
    window: Window
    regions: list[str] = []
    ceiling: float | None = None

def forecast(metric: str, window: dict, regions: list[str] = [], ceiling: float | None = None) -> str:
    window = window.model_dump() if isinstance(window, BaseModel) else window
    CALLS.append({"metric": metric, "window": window, "regions": regions, "ceiling": ceiling})
    return f"forecast of {metric}"

def tools():
    return [StructuredTool.from_function(forecast, name="forecast", args_schema=ForecastArgs,
                                         description="Forecast a metric.")]
"""


@pytest.fixture
def team_package(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    site = tmp_path / "site"
    (site / "team_forecast").mkdir(parents=True)
    (site / "team_forecast" / "__init__.py").write_text(PACKAGE)
    dist = site / "team_forecast-1.0.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: team-forecast\nVersion: 1.0\n")
    (dist / "entry_points.txt").write_text("[askdata.tools]\nforecast = team_forecast:tools\n")
    monkeypatch.syspath_prepend(str(site))
    yield
    sys.modules.pop("team_forecast", None)


@pytest.mark.usefixtures("team_package")
async def test_entry_point_tool_is_gated_typed_and_json_typed(tmp_path: Path, demo_db_path: Path) -> None:
    [tool] = [t for t in entry_point_tools() if t.name == "forecast"]
    policy = ApprovalPolicy.default().gate_unlisted(["forecast"])
    proposed = {"metric": "revenue", "window": {"days": 30, "grain": "week"}, "regions": ["north"]}
    runtime, _model, _ = await make_runtime(
        tmp_path,
        demo_db_path,
        [call("forecast", proposed, "f1"), AIMessage("done")],
        policy=policy,
        extra_tools=[tool],
    )
    stream = await runtime.ask("t1", "forecast")
    _, card = await collect_until_card(stream)
    assert card is not None
    kinds = {f["path"]: f["kind"] for f in card["card"]["form"]["fields"]}
    assert kinds == {
        "/metric": "text",
        "/window": "group",
        "/window/days": "integer",
        "/window/grain": "enum",
        "/regions": "list",
        "/ceiling": "number",
    }
    import team_forecast  # type: ignore[import-not-found]

    assert team_forecast.CALLS == []
    values = {"/window/days": "7", "/ceiling": "12.5"}
    await runtime.decide_form("t1", card["card"]["interrupt_id"], decision="edit", values=values)
    [e async for e in stream]
    assert team_forecast.CALLS == [
        {"metric": "revenue", "window": {"days": 7, "grain": "week"}, "regions": ["north"], "ceiling": 12.5}
    ]


def test_bad_configs_say_what_to_fix(tmp_path: Path) -> None:
    bad = tmp_path / "mcp.yaml"
    bad.write_text("servers:\n  x: {transport: stdio}\n")
    with pytest.raises(PluginError, match=r"servers\.x"):
        read_mcp_config(bad)
    http = tmp_path / "mcp.json"
    http.write_text(json.dumps({"t": {"transport": "http", "url": "http://127.0.0.1:1/mcp", "headers": {}}}))
    assert read_mcp_config(http) == {
        "t": {"transport": "streamable_http", "url": "http://127.0.0.1:1/mcp", "headers": {}}
    }


def test_inline_refs_keeps_recursion_as_json() -> None:
    schema = {
        "$defs": {"Node": {"type": "object", "properties": {"child": {"$ref": "#/$defs/Node"}}}},
        "type": "object",
        "properties": {"root": {"$ref": "#/$defs/Node"}},
    }
    inlined = inline_refs(schema)
    assert "$defs" not in inlined
    child = inlined["properties"]["root"]["properties"]["child"]
    assert "$ref" not in child and "type" not in child


@pytest.fixture
def http_server(tmp_path: Path):  # type: ignore[no-untyped-def]
    import os
    import socket
    import subprocess
    import time

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    calls = tmp_path / "http_calls.jsonl"
    env = {**os.environ, "TICKETS_CALLS": str(calls)}
    proc = subprocess.Popen(
        [sys.executable, str(SERVER), "http", str(port)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            with socket.socket() as s:
                if s.connect_ex(("127.0.0.1", port)) == 0:
                    break
            time.sleep(0.1)
        yield f"http://127.0.0.1:{port}/mcp", calls
    finally:
        proc.terminate()
        proc.wait(timeout=10)


async def test_mcp_over_streamable_http_is_gated_and_runs_after_approval(
    tmp_path: Path, demo_db_path: Path, http_server: tuple[str, Path]
) -> None:
    url, calls = http_server
    config = tmp_path / "mcp.json"
    config.write_text(json.dumps({"servers": {"tickets": {"transport": "streamable_http", "url": url}}}))
    tools = await load_plugin_tools(config, taken=set())
    policy = ApprovalPolicy.default().gate_unlisted(t.name for t in tools)
    runtime, model, _ = await make_runtime(
        tmp_path,
        demo_db_path,
        [call("count_tickets", {"status": "closed"}, "h1"), AIMessage("done")],
        policy=policy,
        extra_tools=tools,
    )
    stream = await runtime.ask("t1", "how many closed tickets")
    _, card = await collect_until_card(stream)
    assert card is not None and card["card"]["tool"] == "count_tickets"
    fields = card["card"]["form"]["fields"]
    assert [(f["path"], f["kind"], f["options"]) for f in fields] == [("/status", "enum", ["open", "closed"])]
    assert calls_of(calls) == []
    await runtime.decide("t1", card["card"]["interrupt_id"], {"type": "approve"})
    [e async for e in stream]
    assert calls_of(calls) == [{"tool": "count_tickets", "args": {"status": "closed"}}]
    message = next(m for m in model.seen[-1] if isinstance(m, ToolMessage))
    assert "7" in str(message.content)
