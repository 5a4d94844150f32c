"""The real-LLM path: ``ASKDATA_MODEL=openai:...`` with a base URL, against a local OpenAI-protocol server."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from askdata_app.agent.factory import build_runtime
from askdata_app.settings import Settings
from tests.agent_harness import private_copy
from tests.openai_stub import openai_stub

SQL = (
    "SELECT l.location_name, SUM(o.order_total) AS revenue FROM orders o "
    "JOIN locations l ON o.location_id = l.location_id GROUP BY 1 ORDER BY 2 DESC"
)


def analyst_script(request: dict[str, Any]) -> dict[str, Any]:
    """A scripted 'LLM': SQL first, then a chart of the result, then an answer from the numbers it saw."""
    messages = request["messages"]
    tool_results = [m for m in messages if m["role"] == "tool"]
    if not tool_results:
        return {"tool_calls": [{"name": "run_sql", "arguments": {"sql": SQL}}]}
    if len(tool_results) == 1:
        preview = json.loads(tool_results[0]["content"])
        return {"tool_calls": [{"name": "make_chart", "arguments": {"result_id": preview["result_id"]}}]}
    preview = json.loads(tool_results[0]["content"])
    top = preview["rows"][0]
    return {"content": f"{top[0]} leads with ${top[1]:,.2f} of revenue."}


def _settings(tmp_path: Path, demo_db_path: Path, base_url: str, **extra: Any) -> Settings:
    return Settings(
        data_dir=tmp_path,
        data_url=f"duckdb:///{private_copy(demo_db_path, tmp_path)}",
        model="openai:gpt-stub",
        base_url=base_url,
        api_key="sk-test",
        **extra,
    )


async def _run(runtime, thread: str, question: str, answer: dict[str, Any] | None = None):  # type: ignore[no-untyped-def]
    events = []
    stream = await runtime.ask(thread, question)
    async for event in stream:
        events.append(event)
        if event["type"] == "card":
            await runtime.decide(thread, event["card"]["interrupt_id"], answer or {"type": "approve"})
    return events


async def test_openai_compatible_server_end_to_end(tmp_path: Path, demo_db_path: Path) -> None:
    with openai_stub(analyst_script) as (base_url, stub):
        runtime = await build_runtime(_settings(tmp_path, demo_db_path, base_url))
        events = await _run(runtime, "t1", "What is the revenue by location?")
        await runtime.aclose()
    kinds = [e["type"] for e in events]
    assert kinds.count("card") == 1
    card = next(e["card"] for e in events if e["type"] == "card")
    assert card["tool"] == "run_sql" and card["args"]["sql"] == SQL
    table = next(e for e in events if e["type"] == "table_ready")
    assert table["row_count"] == 6
    assert any(e["type"] == "chart_ready" for e in events)
    tokens = [e["text"] for e in events if e["type"] == "token"]
    assert len(tokens) > 3, "the answer streams in pieces"
    answer = next(e["text"] for e in events if e["type"] == "answer")
    assert answer == "".join(tokens).strip() or answer.startswith("Brooklyn")
    assert answer.startswith("Brooklyn leads with $322,445.76")
    assert events[-1] == {"type": "run_finished", "status": "done"}
    first = stub.requests[0]
    assert first["stream"] is True
    assert {t["function"]["name"] for t in first["tools"]} >= {
        "run_sql",
        "make_chart",
        "ask_user",
        "list_tables",
    }
    system = first["messages"][0]
    assert (
        system["role"] == "system"
        and "duckdb" in system["content"]
        and "revenue" in system["content"].lower()
    )


async def test_rejection_message_reaches_the_llm(tmp_path: Path, demo_db_path: Path) -> None:
    seen: list[str] = []

    def script(request: dict[str, Any]) -> dict[str, Any]:
        tools = [m for m in request["messages"] if m["role"] == "tool"]
        if tools:
            seen.append(tools[-1]["content"])
            return {"content": "Understood."}
        return {"tool_calls": [{"name": "run_sql", "arguments": {"sql": SQL}}]}

    with openai_stub(script) as (base_url, _):
        runtime = await build_runtime(_settings(tmp_path, demo_db_path, base_url))
        events = await _run(runtime, "t1", "revenue?", {"type": "reject", "message": "only 2019 please"})
    assert not any(e["type"] == "table_ready" for e in events)
    assert "only 2019 please" in seen[0]


async def test_wrong_key_is_a_clear_message_not_a_crash(tmp_path: Path, demo_db_path: Path) -> None:
    with openai_stub(analyst_script) as (base_url, _):
        settings = _settings(tmp_path, demo_db_path, base_url)
        settings.api_key = "sk-wrong"
        runtime = await build_runtime(settings)
        events = await _run(runtime, "t1", "What is the revenue by location?")
    error = next(e for e in events if e["type"] == "error")
    assert "ASKDATA_API_KEY" in error["message"]
    assert events[-1]["type"] == "run_finished" and events[-1]["status"] == "error"


async def test_server_error_then_the_conversation_still_works(tmp_path: Path, demo_db_path: Path) -> None:
    calls = {"n": 0}

    def flaky(request: dict[str, Any]) -> dict[str, Any]:
        calls["n"] += 1
        if calls["n"] <= 3:  # the client retries twice; fail all three attempts of the first turn
            return {"error": (500, "The server had an error while processing your request.")}
        return analyst_script(request)

    with openai_stub(flaky) as (base_url, _):
        runtime = await build_runtime(_settings(tmp_path, demo_db_path, base_url))
        failed = await _run(runtime, "t1", "What is the revenue by location?")
        assert any(e["type"] == "error" for e in failed)
        ok = await _run(runtime, "t1", "What is the revenue by location?")
    assert any(e["type"] == "table_ready" for e in ok)


def test_missing_provider_key_does_not_stop_startup(tmp_path: Path, demo_db_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import asyncio

    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    settings = Settings(
        data_dir=tmp_path,
        data_url=f"duckdb:///{private_copy(demo_db_path, tmp_path)}",
        model="openai:gpt-4.1-mini",
    )

    async def go() -> list[dict[str, Any]]:
        runtime = await build_runtime(settings)
        return await _run(runtime, "t1", "hello")

    events = asyncio.run(go())
    answer = " ".join(
        e.get("text", "") or e.get("message", "") for e in events if e["type"] in {"answer", "error"}
    )
    assert "ASKDATA_API_KEY" in answer or "api key" in answer.lower()


pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


async def test_failing_sql_goes_back_with_the_error_then_an_honest_answer(
    tmp_path: Path, demo_db_path: Path
) -> None:
    seen_errors: list[str] = []

    def stubborn(request: dict[str, Any]) -> dict[str, Any]:
        for message in request["messages"]:
            if message["role"] == "tool":
                seen_errors.append(message["content"])
        return {"tool_calls": [{"name": "run_sql", "arguments": {"sql": "SELECT nope FROM orders"}}]}

    with openai_stub(stubborn) as (base_url, stub):
        runtime = await build_runtime(_settings(tmp_path, demo_db_path, base_url, max_sql_retries=2))
        events = await _run(runtime, "t1", "revenue?")
        await runtime.aclose()
    assert sum(e["type"] == "card" for e in events) == 3, "first try + 2 retries, each approved"
    assert len(stub.requests) == 3, "the model was not called a fourth time"
    assert any("nope" in err for err in seen_errors), "the database error went back to the model"
    answer = next(e["text"] for e in events if e["type"] == "answer")
    assert "could not get a working query after 3 attempts" in answer and "nope" in answer
    assert events[-1] == {"type": "run_finished", "status": "done"}


async def test_bad_tool_arguments_come_back_as_an_error(tmp_path: Path, demo_db_path: Path) -> None:
    def sloppy(request: dict[str, Any]) -> dict[str, Any]:
        tools = [m for m in request["messages"] if m["role"] == "tool"]
        if not tools:
            return {
                "tool_calls": [{"name": "make_chart", "arguments": {"chart": "bar"}}]
            }  # result_id missing
        return {"content": f"Noted: {tools[-1]['content'][:60]}"}

    with openai_stub(sloppy) as (base_url, _):
        runtime = await build_runtime(_settings(tmp_path, demo_db_path, base_url))
        events = await _run(runtime, "t1", "chart it")
        await runtime.aclose()
    result = next(e for e in events if e["type"] == "tool_result")
    assert result["status"] == "error" and "result_id" in result["content"]
    assert events[-1] == {"type": "run_finished", "status": "done"}


async def test_a_slow_model_streams_when_it_answers(tmp_path: Path, demo_db_path: Path) -> None:
    def slow(request: dict[str, Any]) -> dict[str, Any]:
        return {"content": "Here is a considered answer after some thought.", "delay_s": 1.0}

    with openai_stub(slow) as (base_url, _):
        runtime = await build_runtime(_settings(tmp_path, demo_db_path, base_url))
        events = await _run(runtime, "t1", "think hard")
        await runtime.aclose()
    assert [e["type"] for e in events].count("token") > 3
    assert events[-1] == {"type": "run_finished", "status": "done"}
