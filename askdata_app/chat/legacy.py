"""Stored items read back: typed items as stored now, and the flat rows of earlier versions (no Reflex here).

Earlier versions stored one flat row per item: every key of every kind (27+), a chart's figure inside it,
a chart's note, value and caption as ``detail``, ``text`` and ``label``, an export's file name, URL, rows and
format as ``text``, ``detail``, ``row_count`` and ``chart``. Such a row is read as its kind's typed item and
its figure is taken out (kept beside the items, by result id). A typed item stored before a key of its kind
existed gets that key's default.
"""

from __future__ import annotations

from typing import Any, cast

from askdata_app.agent.card_extras import preview_view
from askdata_app.chat import kinds
from askdata_app.chat.highlight import sql_segments
from askdata_app.chat.kinds import CardItem, Figures, TypedItem

FIGURE = "figure"
"""The kind of a stored figure record (``{"kind": "figure", "result_id": ..., "figure": {...}}``)."""

_RENAMED: dict[str, dict[str, str]] = {
    "chart": {"note": "detail", "value": "text", "caption": "label"},
    "export": {"file_name": "text", "url": "detail", "rows": "row_count", "format": "chart"},
}
"""Per kind: typed key -> the flat row's key for it (the other keys have the same name)."""


def empty_card(key: str) -> CardItem:
    return {
        "key": key,
        "kind": "card",
        "interrupt_id": "",
        "card_kind": "",
        "tool": "",
        "label": "",
        "description": "",
        "status": "",
        "detail": "",
        "sql": "",
        "decisions": [],
        "fields": [],
        "choices": [],
        "expires_iso": "",
        "expires_text": "",
        "call_id": "",
        "preview": preview_view(None),
        "deciders": [],
        "self_approval": True,
        "asker": "",
        "executed_args": {},
        "executed_diff": "",
    }


def empty(kind: str, key: str) -> TypedItem | None:
    """The item of ``kind`` with every key at its default (None for a kind this version does not know)."""
    makers: dict[str, Any] = {
        "user": lambda: kinds.question(key, ""),
        "assistant": lambda: kinds.answer(key, "", ""),
        "step": lambda: kinds.step(key),
        "card": lambda: empty_card(key),
        "table": lambda: kinds.table(key, result_id=""),
        "chart": lambda: kinds.chart(key, result_id=""),
        "export": lambda: kinds.export(key, file_name=""),
        "error": lambda: kinds.notice(key, ""),
    }
    maker = makers.get(kind)
    return cast("TypedItem", maker()) if maker is not None else None


def is_flat(payload: dict[str, Any]) -> bool:
    """Whether ``payload`` is a flat row of an earlier version (it has keys its kind's item has not)."""
    item = empty(str(payload.get("kind", "")), "")
    return item is not None and bool(set(payload) - set(item))


def read(payloads: list[dict[str, Any]]) -> tuple[list[TypedItem], Figures]:
    """Stored payloads (typed items, figure records, flat rows) as typed items in order, and the figures."""
    items: list[TypedItem] = []
    figures: Figures = {}
    inline: Figures = {}
    for payload in payloads:
        kind = str(payload.get("kind", ""))
        if kind == FIGURE:
            figures[str(payload.get("result_id", ""))] = dict(payload.get(FIGURE) or {})
            continue
        item = empty(kind, str(payload.get("key", "")))
        if item is None:
            continue
        fields: dict[str, Any] = cast("dict[str, Any]", item)
        renamed = _RENAMED.get(kind, {}) if is_flat(payload) else {}
        for name in fields:
            source = renamed.get(name, name)
            if source in payload and name != "kind":
                fields[name] = payload[source]
        if kind == "chart" and payload.get(FIGURE):  # a flat row's figure (a figure record wins)
            inline[fields["result_id"]] = dict(payload[FIGURE])
        if kind == "step" and fields["sql"] and not fields["sql_segments"]:
            fields["sql_segments"] = sql_segments(fields["sql"])
        items.append(item)
    return items, {**inline, **figures}
