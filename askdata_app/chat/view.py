"""A subscriber's copy of a conversation, split so that a change resends as little as possible (no Reflex).

The items of earlier turns (``history``) do not change while a run works; the items of the latest turn
(``current``, a handful) do. A view keeps the two apart, so a step, card or table update replaces the
small ``current`` list and never the whole conversation; streamed words go to ``streaming`` alone.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from askdata_app.chat.changes import Change
from askdata_app.chat.items import ChatItem


@dataclass
class View:
    """What a tab shows of one conversation."""

    history: list[ChatItem] = field(default_factory=list)
    current: list[ChatItem] = field(default_factory=list)
    figures: dict[str, dict[str, Any]] = field(default_factory=dict)
    streaming: str = ""
    running: bool = False
    waiting_for: str = ""
    notice: str = ""
    seq: int = 0


def split_turns(items: list[ChatItem]) -> tuple[list[ChatItem], list[ChatItem]]:
    """(history, current): the latest turn starts at the last question."""
    last = max((n for n, item in enumerate(items) if item["kind"] == "user"), default=0)
    return list(items[:last]), list(items[last:])


def apply_change(view: View, change: Change) -> set[str]:
    """Apply ``change`` to ``view``; returns the names of the fields that changed."""
    view.seq = change["seq"]
    op = change["op"]
    if op == "snapshot":
        view.history, view.current = split_turns(list(change.get("items", [])))
        view.figures = dict(change.get("figures", {}))
        view.streaming = change.get("text", "")
        view.running = bool(change.get("running"))
        view.waiting_for = change.get("waiting_for", "")
        return {"history", "current", "figures", "streaming", "running", "waiting_for"}
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


def _upsert(view: View, item: ChatItem) -> set[str]:
    key = item["key"]
    for name in ("current", "history"):
        items: list[ChatItem] = getattr(view, name)
        for n, existing in enumerate(items):
            if existing["key"] == key:
                setattr(view, name, [*items[:n], item, *items[n + 1 :]])
                return {name}
    if item["kind"] == "user":  # a new turn: the finished one joins the history
        view.history = [*view.history, *view.current]
        view.current = [item]
        return {"history", "current"}
    if item["kind"] == "assistant":
        view.streaming = ""
        view.current = [*view.current, item]
        return {"current", "streaming"}
    view.current = [*view.current, item]
    return {"current"}
