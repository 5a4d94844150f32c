"""Rows as earlier versions stored them: one flat row per item, every key of every kind at its default."""

from __future__ import annotations

from typing import Any

FLAT_KEYS: dict[str, Any] = {
    "text": "",
    "label": "",
    "status": "",
    "detail": "",
    "tool": "",
    "sql": "",
    "sql_segments": [],
    "elapsed": "",
    "interrupt_id": "",
    "card_kind": "",
    "description": "",
    "decisions": [],
    "fields": [],
    "choices": [],
    "expires_at": 0.0,
    "expires_iso": "",
    "expires_text": "",
    "result_id": "",
    "columns": [],
    "rows": [],
    "row_count": 0,
    "offset": 0,
    "truncated": False,
    "figure": {},
    "chart": "",
    "fitting": [],
    "executed_args": {},
    "executed_diff": "",
    "call_id": "",
    "preview": {"shown": False, "reads": [], "estimate": "", "badges": [], "notes": [], "error": ""},
    "note": "",
    "deciders": [],
    "self_approval": True,
    "asker": "",
}
"""Every key of the flat row earlier versions stored for each item (``ChatItem``), at its default."""


def flat_row(key: str, kind: str, **values: Any) -> dict[str, Any]:
    """An item as earlier versions stored it: every key of every kind (a chart's figure inside)."""
    return {"key": key, "kind": kind, **FLAT_KEYS, **values}
