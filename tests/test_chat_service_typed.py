"""The chat service keeps, emits and stores typed items (one type per kind, ``chat/kinds.py``); chart figures
travel and are kept beside the items, by result id; a conversation stored as flat rows still opens."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from langchain_core.messages import AIMessage, ToolMessage

from askdata_app.chat.legacy import empty
from askdata_app.chat.service import ChatService
from tests.agent_harness import ScriptedModel, call, close_connections, make_runtime, principals
from tests.legacy_rows import flat_row
from tests.test_chat_service import SQL, Follower, _answered

ANA, BO = principals()
LATEST = "the result of the last run_sql"
"""A make_chart call's result_id the scripted model fills in (ids are random)."""


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[None]:
    from askdata_app.settings import get_settings

    monkeypatch.setenv("ASKDATA_DATA_DIR", str(tmp_path))
    get_settings.cache_clear()
    yield
    get_settings.cache_clear()


@pytest.fixture(autouse=True)
async def _close() -> AsyncIterator[None]:
    yield
    await close_connections()


@pytest.fixture
def _charting_model(monkeypatch: pytest.MonkeyPatch) -> None:
    """The scripted model puts the latest run_sql's result id into a make_chart call that asks for it."""
    generate = ScriptedModel._generate

    def _generate(self, messages, stop=None, run_manager=None, **kwargs):  # type: ignore[no-untyped-def]
        planned = self.responses[self.i] if self.i < len(self.responses) else None
        calls = getattr(planned, "tool_calls", None) or []
        if calls and calls[0]["args"].get("result_id") == LATEST:
            shown = [m for m in messages if isinstance(m, ToolMessage)]
            rid = re.findall(r"r_[0-9a-f]{32}", str(shown[-1].content))[-1]
            self.responses[self.i] = call("make_chart", {"result_id": rid, "chart": "bar"}, calls[0]["id"])
        return generate(self, messages, stop=stop, run_manager=run_manager, **kwargs)

    monkeypatch.setattr(ScriptedModel, "_generate", _generate)


async def _service(tmp: Path, demo: Path, responses: list[AIMessage]) -> ChatService:
    runtime, _, _ = await make_runtime(tmp, demo, responses)

    async def runtime_for(_source: str | None):  # type: ignore[no-untyped-def]
        return runtime

    service = ChatService(runtime_for=runtime_for)
    await service.start()
    return service


def _own_keys(item: dict[str, Any]) -> bool:
    """``item`` has exactly the keys of its kind (no flat row, no figure)."""
    shape = empty(str(item["kind"]), "")
    return shape is not None and set(item) == set(shape)


@pytest.mark.usefixtures("_charting_model")
async def test_a_subscriber_gets_typed_items_and_figures_beside_them_by_result_id(
    tmp_path: Path, demo_db_path: Path
) -> None:
    from askdata_app.chat import store
    from askdata_app.db import conversations as records

    service = await _service(
        tmp_path,
        demo_db_path,
        [
            call("run_sql", {"sql": SQL}, "c1"),
            call("make_chart", {"result_id": LATEST}, "c2"),
            AIMessage("Four stores."),
        ],
    )
    tab = Follower(service, "typed-1")
    await service.ask("typed-1", "orders per store?", who=ANA)
    await tab.until(lambda f: f.pending_card() is not None)
    card = tab.pending_card()
    assert card is not None
    await service.decide("typed-1", card["interrupt_id"], decision="approve", who=BO)
    await tab.until(lambda f: _answered(f) and not f.running)
    assert tab.kinds() == ["user", "step", "card", "table", "step", "chart", "assistant"], tab.kinds()

    sent = [c["item"] for c in tab.seen if c["op"] == "item"]
    assert {i["kind"] for i in sent} == {"user", "step", "card", "table", "chart", "assistant"}
    for item in sent:
        assert _own_keys(dict(item)), (item["kind"], sorted(item))
    # the figure came as a change of its own, by the chart's result id, before the chart item
    [chart] = [tab.items[k] for k in tab.order if tab.items[k]["kind"] == "chart"]
    [table] = [tab.items[k] for k in tab.order if tab.items[k]["kind"] == "table"]
    assert chart["result_id"] == table["result_id"] and chart["chart"] == "bar" and "figure" not in chart
    ops = [(c["op"], c.get("result_id") or c.get("item", {}).get("key")) for c in tab.seen]
    rid = chart["result_id"]
    assert ops.index(("figure", rid)) < ops.index(("item", f"chart:{rid}"))
    assert tab.figures[rid]["data"], "a figure with its traces"

    # a later snapshot: typed items, the figure beside them
    snapshot = await service.snapshot("typed-1")
    assert all(_own_keys(dict(i)) for i in snapshot["items"])
    assert snapshot["figures"] == {rid: tab.figures[rid]}

    # the stored JSON: typed items, the figure a record of its own beside them
    payloads = records.load_items(store.engine(), "typed-1")
    figures = [p for p in payloads if p["kind"] == "figure"]
    assert figures == [{"kind": "figure", "result_id": rid, "figure": tab.figures[rid]}]
    assert all(_own_keys(p) for p in payloads if p["kind"] != "figure")
    assert [p["key"] for p in payloads if p["kind"] != "figure"] == tab.order
    tab.stop()


def _old_row(key: str, kind: str, **values: Any) -> tuple[str, dict[str, Any]]:
    return key, flat_row(key, kind, **values)


async def test_a_conversation_stored_as_flat_rows_still_opens(tmp_path: Path, demo_db_path: Path) -> None:
    from askdata_app.chat import store
    from askdata_app.db import conversations as records

    figure = {"data": [{"type": "bar", "x": ["a", "b"], "y": [1, 2]}], "layout": {}}
    old = [
        _old_row("o1:question", "user", text="orders per store?"),
        _old_row(
            "step:c1", "step", label="Ran SQL", tool="run_sql", status="success", sql=SQL, elapsed="3 ms"
        ),
        _old_row(
            "card:i1",
            "card",
            interrupt_id="i1",
            card_kind="approval",
            tool="run_sql",
            label="Run this query",
            status="pending",  # no longer pending in the checkpoint: it opens as closed
            sql=SQL,
            call_id="c1",
            expires_at=1.0,
        ),
        _old_row("table:r1", "table", result_id="r1", sql=SQL, columns=["n"], rows=[["4"]], row_count=1),
        _old_row(
            "chart:r1", "chart", result_id="r1", chart="bar", fitting=["bar"], detail="a note", figure=figure
        ),
        _old_row("export:a.csv", "export", text="a.csv", detail="/exports/a.csv", row_count=4, chart="csv"),
        _old_row("o1:error:6", "error", text="The model is busy."),
        _old_row("o1:answer", "assistant", text="Four stores.", status="done"),
    ]
    engine = store.engine()
    records.ensure_conversation(engine, "flat-1", first_question="orders per store?", user="ana")
    records.save_items(engine, "flat-1", old)

    service = await _service(tmp_path, demo_db_path, [AIMessage("unused")])
    tab = Follower(service, "flat-1")
    await tab.until(lambda f: len(f.order) == len(old))
    assert tab.order == [key for key, _ in old]
    assert all(_own_keys(i) for i in tab.items.values())
    assert tab.figures == {"r1": figure} and "figure" not in tab.items["chart:r1"]
    assert tab.items["chart:r1"]["note"] == "a note"
    assert tab.items["card:i1"]["status"] == "closed" and tab.items["card:i1"]["asker"] == "ana"
    assert tab.items["step:c1"]["sql_segments"], "the SQL is highlighted again"
    assert tab.items["export:a.csv"] == {
        "key": "export:a.csv",
        "kind": "export",
        "file_name": "a.csv",
        "url": "/exports/a.csv",
        "rows": 4,
        "format": "csv",
    }
    assert tab.items["o1:error:6"] == {"key": "o1:error:6", "kind": "error", "text": "The model is busy."}

    # saved again (Stop writes every item): the rows become typed items, the figure a record beside them
    await service.stop("flat-1", who=ANA)
    payloads = records.load_items(engine, "flat-1")
    assert all(_own_keys(p) for p in payloads if p["kind"] != "figure")
    assert [p for p in payloads if p["kind"] == "figure"] == [
        {"kind": "figure", "result_id": "r1", "figure": figure}
    ]
    tab.stop()
