"""A subscriber's copy of a conversation, laid out so that a change resends as little as possible (no Reflex).

The items of earlier turns (``history``, typed items in order) do not change while a run works. The latest
turn is an order of refs (``order``: key and kind) and one mapping per kind (``steps``, ``cards``,
``tables``, ...), keyed by item key: a step update replaces the ``steps`` mapping only, a table page the
``tables`` mapping only, the final answer the ``answers`` mapping only. Chart figures are kept beside the
items by result id; streamed words and the run status are kept apart (``streaming``, ``running``,
``waiting_for``), so a stream batch touches no item.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from askdata_app.chat.changes import Change
from askdata_app.chat.kinds import (
    AnswerItem,
    CardItem,
    ChartItem,
    ExportItem,
    ItemRef,
    NoticeItem,
    QuestionItem,
    StepItem,
    TableItem,
    TypedItem,
    ref,
)

KIND_FIELDS: dict[str, str] = {
    "user": "questions",
    "assistant": "answers",
    "step": "steps",
    "card": "cards",
    "table": "tables",
    "chart": "charts",
    "export": "exports",
    "error": "errors",
}
"""The mapping of the latest turn that holds each kind of item."""
ITEM_FIELDS = ("history", "order", *KIND_FIELDS.values())
"""Every field that holds items or their order."""
RUN_FIELDS = frozenset({"streaming", "running", "waiting_for"})
"""The fields that change while words stream in (a tab keeps them in a state of their own)."""


@dataclass
class View:
    """What a tab shows of one conversation."""

    history: list[TypedItem] = field(default_factory=list)
    order: list[ItemRef] = field(default_factory=list)
    questions: dict[str, QuestionItem] = field(default_factory=dict)
    answers: dict[str, AnswerItem] = field(default_factory=dict)
    steps: dict[str, StepItem] = field(default_factory=dict)
    cards: dict[str, CardItem] = field(default_factory=dict)
    tables: dict[str, TableItem] = field(default_factory=dict)
    charts: dict[str, ChartItem] = field(default_factory=dict)
    exports: dict[str, ExportItem] = field(default_factory=dict)
    errors: dict[str, NoticeItem] = field(default_factory=dict)
    figures: dict[str, dict[str, Any]] = field(default_factory=dict)
    streaming: str = ""
    running: bool = False
    waiting_for: str = ""
    notice: str = ""
    seq: int = 0

    def latest(self) -> list[TypedItem]:
        """The items of the latest turn, in order."""
        return [getattr(self, KIND_FIELDS[r["kind"]])[r["key"]] for r in self.order]

    def items(self) -> list[TypedItem]:
        """Every item, in order."""
        return [*self.history, *self.latest()]


def split_turns(items: list[TypedItem]) -> tuple[list[TypedItem], list[TypedItem]]:
    """(history, latest): the latest turn starts at the last question."""
    last = max((n for n, item in enumerate(items) if item["kind"] == "user"), default=0)
    return list(items[:last]), list(items[last:])


def apply_change(view: View, change: Change) -> set[str]:
    """Apply ``change`` to ``view``; returns the names of the fields that changed."""
    view.seq = change["seq"]
    op = change["op"]
    if op == "snapshot":
        history, latest = split_turns(list(change.get("items", [])))
        view.history = history
        _set_latest(view, latest)
        view.figures = dict(change.get("figures", {}))
        view.streaming = change.get("text", "")
        view.running = bool(change.get("running"))
        view.waiting_for = change.get("waiting_for", "")
        return {*ITEM_FIELDS, "figures", *RUN_FIELDS}
    if op == "item":
        return _upsert(view, change["item"])
    if op == "figure":
        view.figures = {**view.figures, change["result_id"]: change["figure"]}
        return {"figures"}
    if op == "stream":
        view.streaming = change.get("text", "")
        return {"streaming"}
    changed = {"running", "waiting_for"}
    view.running = bool(change.get("running"))
    view.waiting_for = change.get("waiting_for", "")
    if change.get("notice"):
        view.notice = change["notice"]
        changed.add("notice")
    if not view.running and view.streaming:
        view.streaming = ""
        changed.add("streaming")
    return changed


def _set_latest(view: View, items: list[TypedItem]) -> None:
    mappings: dict[str, dict[str, Any]] = {name: {} for name in KIND_FIELDS.values()}
    order: list[ItemRef] = []
    for item in items:
        name = KIND_FIELDS.get(item["kind"])
        if name is None:
            continue
        if item["key"] not in mappings[name]:
            order.append(ref(item))
        mappings[name][item["key"]] = item
    view.order = order
    for name, mapping in mappings.items():
        setattr(view, name, mapping)


def _upsert(view: View, item: TypedItem) -> set[str]:
    key, kind = item["key"], item["kind"]
    name = KIND_FIELDS.get(kind)
    if name is None:
        return set()
    mapping: dict[str, Any] = getattr(view, name)
    if key in mapping:
        setattr(view, name, {**mapping, key: item})
        return {name}
    for n, existing in enumerate(view.history):
        if existing["key"] == key:
            view.history = [*view.history[:n], item, *view.history[n + 1 :]]
            return {"history"}
    if kind == "user":  # a new turn: the finished one joins the history
        cleared = {n for n in KIND_FIELDS.values() if getattr(view, n)}
        view.history = [*view.history, *view.latest()]
        _set_latest(view, [item])
        return {"history", "order", "questions", *cleared}
    changed = {name, "order"}
    if kind == "assistant" and view.streaming:  # an unchanged var is not resent (nor re-rendered)
        view.streaming = ""
        changed.add("streaming")
    setattr(view, name, {**mapping, key: item})
    view.order = [*view.order, ref(item)]
    return changed
