"""The typed transcript a tab keeps: one item type per kind, and a change touches only its kind's mapping."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest

from askdata_app.chat import kinds, store
from askdata_app.chat.changes import Change
from askdata_app.chat.kinds import KINDS, CardItem, TypedItem
from askdata_app.chat.legacy import empty, empty_card, read
from askdata_app.chat.view import KIND_FIELDS, View, apply_change
from tests.legacy_rows import flat_row

SEQ = iter(range(1, 10_000))


def _change(op: str, **values: Any) -> Change:
    return {"thread_id": "t1", "seq": next(SEQ), "op": op, **values}  # type: ignore[typeddict-item]


def _card(key: str, **values: Any) -> CardItem:
    card = empty_card(key)
    card.update(values)  # type: ignore[typeddict-item]
    return card


def _turn(turn: str, *, answered: bool = True) -> list[TypedItem]:
    items: list[TypedItem] = [
        kinds.question(f"{turn}:question", f"question {turn}"),
        kinds.step(f"step:{turn}", label="Ran SQL", tool="run_sql", status="success", sql="SELECT 1"),
        _card(
            f"card:{turn}",
            interrupt_id=turn,
            card_kind="approval",
            tool="run_sql",
            status="approved",
            sql="SELECT 1",
            deciders=["asker"],
        ),
        kinds.table(
            f"table:{turn}", result_id=turn, columns=["n"], rows=[["1"]], row_count=1, sql="SELECT 1"
        ),
        kinds.chart(f"chart:{turn}", result_id=turn, chart="bar", fitting=["bar"], note="a note"),
    ]
    if answered:
        items.append(kinds.answer(f"{turn}:answer", "There is 1.", "done"))
    return items


def _flat(key: str, kind: str, **values: Any) -> dict[str, Any]:
    """A row as earlier versions stored it: every key of every kind (the chart's figure inside)."""
    return flat_row(key, kind, **values)


def _view(*turns: list[TypedItem]) -> View:
    view = View()
    items = [item for turn in turns for item in turn]
    apply_change(view, _change("snapshot", items=items, figures={"b": {"data": []}}))
    return view


def _mappings(view: View) -> dict[str, Any]:
    return {name: getattr(view, name) for name in ("history", *KIND_FIELDS.values(), "figures")}


def test_a_flat_row_reads_as_its_kinds_item_and_its_figure_goes_beside() -> None:
    row = _flat("chart:r", "chart", result_id="r", chart="bar", fitting=["bar", "line"], detail="capped")
    row["figure"] = {"data": [1]}
    (chart,), figures = read([row])
    assert chart == {
        "key": "chart:r",
        "kind": "chart",
        "result_id": "r",
        "chart": "bar",
        "fitting": ["bar", "line"],
        "note": "capped",
        "value": "",
        "caption": "",
    }
    assert figures == {"r": {"data": [1]}}
    single = _flat("chart:v", "chart", result_id="v", chart="value", text="$1,234.50", label="Revenue, 2019")
    (value,), _ = read([single])
    assert (value["value"], value["caption"]) == ("$1,234.50", "Revenue, 2019")  # type: ignore[typeddict-item]
    (export,), _ = read(
        [_flat("export:a.csv", "export", text="a.csv", detail="/x/a.csv", row_count=3, chart="csv")]
    )
    assert export == {
        "key": "export:a.csv",
        "kind": "export",
        "file_name": "a.csv",
        "url": "/x/a.csv",
        "rows": 3,
        "format": "csv",
    }
    (question, step), _ = read([_flat("q", "user", text="hi"), _flat("s", "step", sql="SELECT 1")])
    assert set(question) == {"key", "kind", "text"}
    assert "rows" not in step and "decisions" not in step and step["sql_segments"]  # type: ignore[typeddict-item]
    for kind in KINDS:
        limit = len(_flat("k", kind)) * (0.7 if kind == "card" else 0.4)
        (item,), _ = read([_flat("k", kind)])
        assert set(item) == set(empty(kind, "k") or {}) and len(item) < limit, kind


def test_typed_items_and_figure_records_read_back_as_stored() -> None:
    items = _turn("a")
    figure = {"kind": "figure", "result_id": "a", "figure": {"data": [3]}}
    payloads = json.loads(json.dumps([*items[:-1], figure, items[-1]]))
    assert read(payloads) == (items, {"a": {"data": [3]}})


def test_a_snapshot_splits_earlier_turns_from_the_latest_turn_by_kind() -> None:
    view = _view(_turn("a"), _turn("b", answered=False))
    assert [i["key"] for i in view.history] == [i["key"] for i in _turn("a")]
    assert [r["key"] for r in view.order] == [i["key"] for i in _turn("b", answered=False)]
    assert list(view.steps) == ["step:b"] and list(view.tables) == ["table:b"] and not view.answers
    assert [i["key"] for i in view.items()] == [i["key"] for i in [*_turn("a"), *_turn("b", answered=False)]]


@pytest.mark.parametrize(
    ("row", "field"),
    [
        (kinds.step("step:b", label="Ran SQL", tool="run_sql", status="error"), "steps"),
        (_card("card:b", interrupt_id="b", status="rejected"), "cards"),
        (kinds.table("table:b", result_id="b", columns=["n"], rows=[["2"]], offset=1), "tables"),
        (kinds.chart("chart:b", result_id="b", chart="line", fitting=["bar", "line"]), "charts"),
    ],
)
def test_an_item_update_changes_only_its_kinds_mapping(row: TypedItem, field: str) -> None:
    view = _view(_turn("a"), _turn("b", answered=False))
    before = _mappings(view)
    order = view.order
    assert apply_change(view, _change("item", item=row)) == {field}
    assert getattr(view, field)[row["key"]] == row
    assert view.order is order
    for name, value in before.items():
        assert (getattr(view, name) is value) == (name != field), name


def test_the_answer_adds_one_answer_and_ends_the_stream() -> None:
    view = _view(_turn("a"), _turn("b", answered=False))
    assert apply_change(view, _change("stream", text="There ")) == {"streaming"}
    steps, cards = view.steps, view.cards
    changed = apply_change(view, _change("item", item=kinds.answer("b:answer", "Hi.", "done")))
    assert changed == {"answers", "order", "streaming"}
    assert view.streaming == "" and view.order[-1] == {"key": "b:answer", "kind": "assistant"}
    assert view.steps is steps and view.cards is cards
    unstreamed = _view(_turn("a"), _turn("b", answered=False))  # an answer that came whole (offline analyst)
    changed = apply_change(unstreamed, _change("item", item=kinds.answer("b:answer", "Hi.", "done")))
    assert changed == {"answers", "order"}, "nothing streamed: the stream is not resent"


def test_a_new_question_moves_the_latest_turn_into_the_history() -> None:
    view = _view(_turn("a"))
    changed = apply_change(view, _change("item", item=kinds.question("c:question", "next?")))
    assert {"history", "order", "questions", "steps", "cards", "tables", "charts", "answers"} <= changed
    assert [i["key"] for i in view.history] == [i["key"] for i in _turn("a")]
    assert view.order == [{"key": "c:question", "kind": "user"}]
    assert not view.steps and not view.tables and list(view.questions) == ["c:question"]


def test_an_earlier_turns_item_is_replaced_in_the_history() -> None:
    view = _view(_turn("a"), _turn("b"))
    steps = view.steps
    page = kinds.table("table:a", result_id="a", columns=["n"], rows=[["9"]], offset=50, row_count=99)
    assert apply_change(view, _change("item", item=page)) == {"history"}
    assert page in view.history and view.steps is steps


def test_figures_and_status_touch_no_item() -> None:
    view = _view(_turn("a", answered=False))
    before = _mappings(view)
    assert apply_change(view, _change("figure", result_id="a", figure={"data": [2]})) == {"figures"}
    assert apply_change(view, _change("status", running=False, waiting_for="")) == {"running", "waiting_for"}
    for name, value in before.items():
        assert name == "figures" or getattr(view, name) is value, name


def test_a_conversation_stored_as_flat_rows_loads_and_converts(monkeypatch: pytest.MonkeyPatch) -> None:
    """Rows written by the earlier code (one flat row per item, some keys missing) still load."""
    old_card = _flat("card:i1", "card", interrupt_id="i1", status="approved")
    del old_card["deciders"], old_card["executed_diff"]  # written before these keys existed
    old_chart = _flat("chart:a", "chart", result_id="a", chart="bar", fitting=["bar"], detail="a note")
    old_chart["figure"] = {"data": [{"type": "bar"}]}
    old_step = _flat("step:a", "step", label="Ran SQL", tool="run_sql", status="success", sql="SELECT 1")
    payloads = json.loads(json.dumps([_flat("a:question", "user", text="q?"), old_step, old_chart, old_card]))
    monkeypatch.setattr(store.records, "load_items", lambda _engine, _thread: payloads)
    monkeypatch.setattr(store, "engine", lambda: None)
    items, figures = asyncio.run(store.load_items(None, "t1"))  # type: ignore[arg-type]
    view = View()
    apply_change(view, _change("snapshot", items=items, figures=figures))
    card = view.cards["card:i1"]
    assert card["deciders"] == [] and card["executed_diff"] == "" and card["status"] == "approved"
    assert view.charts["chart:a"]["note"] == "a note" and view.steps["step:a"]["sql_segments"]
    assert view.figures == {"a": {"data": [{"type": "bar"}]}} and "figure" not in view.charts["chart:a"]
