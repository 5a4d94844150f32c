"""Chat items built from runtime events: what the browser receives, and how much of it."""

from __future__ import annotations

from typing import Any

from askdata_app.chat.items import apply_event, cell_text, table_rows
from askdata_app.chat.kinds import KINDS, question


def test_wide_pages_are_cut_by_bytes_not_sent_whole() -> None:
    columns = [f"c{i}" for i in range(40)]
    rows = [{c: "x" * 150 for c in columns} for _ in range(50)]
    page = table_rows(columns, rows, max_bytes=100_000)
    assert 0 < len(page) < 50
    assert sum(len(cell) for row in page for cell in row) <= 100_000
    assert len(table_rows(columns, rows[:1], max_bytes=10)) == 1, "at least one row"


def test_cells_are_text_and_long_text_is_cut() -> None:
    assert cell_text(1234567) == "1,234,567"
    assert cell_text(None) == ""
    assert cell_text(float("nan")) == ""
    assert cell_text("<b>x</b>") == "<b>x</b>", "text, rendered as text by the browser"
    assert len(cell_text("y" * 1000)) == 200


def test_tokens_stream_into_one_answer_and_cards_update_their_step() -> None:
    items: list[Any] = [question("t:question", "q")]
    items = apply_event(
        items,
        {
            "type": "tool_started",
            "tool_call_id": "c1",
            "tool": "run_sql",
            "args": {"sql": "SELECT 1"},
            "label": "Drafted SQL",
        },
        turn="t",
    )
    card = {
        "interrupt_id": "i1",
        "thread_id": "t1",
        "kind": "approval",
        "tool": "run_sql",
        "tool_call_id": "c1",
        "title": "Run this SQL?",
        "description": "",
        "args": {"sql": "SELECT 1"},
        "form": {
            "decisions": [{"type": "approve", "label": "Approve", "message": "none", "has_form": False}],
            "fields": [],
        },
        "created_at": 0.0,
        "expires_at": None,
        "status": "pending",
    }
    items = apply_event(items, {"type": "card", "card": card}, turn="t")
    assert [i["status"] for i in items if i["kind"] == "step"] == ["waiting"]
    items = apply_event(items, {"type": "token", "text": "Hel"}, turn="t")
    items = apply_event(items, {"type": "token", "text": "lo"}, turn="t")
    assert items[-1]["text"] == "Hello" and items[-1]["status"] == "streaming"
    items = apply_event(items, {"type": "answer", "text": "Hello."}, turn="t")
    assert [i["kind"] for i in items].count("assistant") == 1 and items[-1]["status"] == "done"


def test_a_preview_that_arrives_after_its_card_fills_the_card_until_it_is_decided() -> None:
    from askdata_app.agent.card_extras import PREVIEW_PENDING, pending_preview_view

    card = {
        "interrupt_id": "i1",
        "thread_id": "t1",
        "kind": "approval",
        "tool": "run_sql",
        "tool_call_id": "c1",
        "title": "Run this SQL?",
        "description": "",
        "args": {"sql": "SELECT 1"},
        "form": {"decisions": [], "fields": []},
        "created_at": 0.0,
        "expires_at": None,
        "status": "pending",
        "preview": dict(pending_preview_view()),
    }
    items = apply_event([], {"type": "card", "card": card}, turn="t")  # type: ignore[typeddict-item]
    assert items[0]["preview"]["notes"] == [PREVIEW_PENDING]
    view = {"shown": True, "reads": [], "estimate": "~3 rows", "badges": [], "notes": [], "error": ""}
    filled = apply_event(items, {"type": "card_preview", "interrupt_id": "i1", "preview": view}, turn="t")
    assert filled[0]["preview"]["estimate"] == "~3 rows" and filled[0]["preview"]["notes"] == []
    decided = apply_event(
        items, {"type": "card_resolved", "interrupt_id": "i1", "status": "approved", "detail": ""}, turn="t"
    )
    late = apply_event(decided, {"type": "card_preview", "interrupt_id": "i1", "preview": view}, turn="t")
    assert late[0]["preview"]["notes"] == [PREVIEW_PENDING], "a decided card keeps what it showed"


def test_a_single_value_chart_keeps_its_text_and_no_figure() -> None:
    event: Any = {
        "type": "chart_ready",
        "result_id": "r1",
        "chart": "value",
        "figure": {"data": [{"type": "indicator", "value": 1234.5}]},
        "note": "",
        "fitting": ["histogram", "value", "table"],
        "value": "$1,234.50",
        "caption": "Revenue, 2019",
    }
    (item,) = apply_event([], event, turn="t")
    assert (item["value"], item["caption"], item["chart"]) == ("$1,234.50", "Revenue, 2019", "value")  # type: ignore[typeddict-item]
    assert "figure" not in item  # the service keeps it beside the items, by result id
    older = {key: value for key, value in event.items() if key not in {"value", "caption"}}
    (item,) = apply_event([], older, turn="t")
    assert item["value"] == "" and item["caption"] == ""  # type: ignore[typeddict-item]  # the page draws the figure


def test_every_event_makes_an_item_with_only_its_kinds_keys() -> None:
    from askdata_app.chat.legacy import empty

    events: list[Any] = [
        {"type": "answer", "text": "Done."},
        {
            "type": "tool_started",
            "tool_call_id": "c1",
            "tool": "run_sql",
            "args": {"sql": "SELECT 1"},
            "label": "SQL",
        },
        {
            "type": "tool_result",
            "tool_call_id": "c1",
            "tool": "run_sql",
            "status": "success",
            "content": "ok",
        },
        {
            "type": "table_ready",
            "result_id": "r",
            "sql": "SELECT 1",
            "columns": ["n"],
            "rows": [{"n": 1}],
            "row_count": 1,
            "truncated": False,
        },
        {
            "type": "chart_ready",
            "result_id": "r",
            "chart": "bar",
            "figure": {"data": []},
            "note": "",
            "fitting": ["bar"],
        },
        {"type": "export_ready", "file_name": "a.csv", "url": "/x/a.csv", "rows": 3, "format": "csv"},
        {"type": "error", "message": "boom"},
    ]
    items: list[Any] = [question("t:question", "q")]
    for event in events:
        items = apply_event(items, event, turn="t")
    assert {i["kind"] for i in items} == set(KINDS) - {"card"}
    for item in items:
        assert set(item) == set(empty(item["kind"], "") or {}), item["kind"]
    export = next(i for i in items if i["kind"] == "export")
    assert export == {
        "key": "export:a.csv",
        "kind": "export",
        "file_name": "a.csv",
        "url": "/x/a.csv",
        "rows": 3,
        "format": "csv",
    }
