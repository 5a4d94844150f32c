"""Chat items: what the chat pane shows, built from runtime events by pure functions (no Reflex here).

One ``ChatItem`` shape for every kind keeps ``rx.foreach`` simple; unused keys stay empty.
"""

from __future__ import annotations

import json
import math
from datetime import UTC, date, datetime
from typing import Any, TypedDict, cast

from askdata_app.agent.card_extras import PreviewView, preview_view
from askdata_app.agent.events import Card, Event
from askdata_app.chat.highlight import Segment, sql_segments

MAX_CELL = 200
SQL_TOOLS = frozenset({"run_sql", "query_metrics"})
"""Tools whose calls carry SQL (shown highlighted on the step and the card)."""


class FieldView(TypedDict):
    """One field of a card's edit form, ready to render."""

    path: str
    label: str
    description: str
    kind: str
    required: bool
    value: str
    minimum: str
    maximum: str
    options: list[str]
    depth: int


class DecisionView(TypedDict):
    """One decision button of a card."""

    type: str
    label: str
    message: str
    has_form: bool


class ChatItem(TypedDict):
    """One row of the chat pane."""

    key: str
    kind: str
    """user | assistant | step | card | table | chart | error"""
    text: str
    label: str
    status: str
    detail: str
    tool: str
    sql: str
    sql_segments: list[Segment]
    """``sql`` highlighted once, on the server."""
    elapsed: str
    interrupt_id: str
    card_kind: str
    description: str
    decisions: list[DecisionView]
    fields: list[FieldView]
    choices: list[str]
    expires_at: float
    expires_iso: str
    expires_text: str
    result_id: str
    columns: list[str]
    rows: list[list[str]]
    row_count: int
    offset: int
    truncated: bool
    figure: dict[str, Any]
    chart: str
    fitting: list[str]
    executed_args: dict[str, Any]
    """An edited card: the arguments that ran (SQL laid out), shown instead of the proposal."""
    executed_diff: str
    """An edited card: the SQL's diff against the proposal (one click away on the card)."""
    call_id: str
    """A card's tool-call id (its step row shows the SQL that ran)."""
    preview: PreviewView
    """A card's impact preview: tables and columns read, the engine's estimate, badges."""
    note: str
    """A step the approval policy let through: "Ran without asking because …"."""
    deciders: list[str]
    """A card's deciders (roles and/or ``asker``); with ``self_approval`` and ``asker``, what each viewer's
    tab needs to show the card as decidable or read-only."""
    self_approval: bool
    asker: str


def blank(key: str, kind: str, **values: Any) -> ChatItem:
    """A chat item with every key present."""
    item: ChatItem = {
        "key": key,
        "kind": kind,
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
        "preview": preview_view(None),
        "note": "",
        "deciders": [],
        "self_approval": True,
        "asker": "",
    }
    item.update(values)  # type: ignore[typeddict-item]
    if item["sql"] and not item["sql_segments"]:
        item["sql_segments"] = sql_segments(item["sql"])
    return item


def apply_event(items: list[ChatItem], event: Event, *, turn: str) -> list[ChatItem]:
    """Return ``items`` updated with ``event`` (a new list; items are replaced, not mutated)."""
    out = list(items)
    if event["type"] == "token":
        key = f"{turn}:answer"
        idx = _index(out, key)
        if idx is None:
            out.append(blank(key, "assistant", text=event["text"], status="streaming"))
        else:
            out[idx] = {**out[idx], "text": out[idx]["text"] + event["text"]}
    elif event["type"] == "answer":
        _upsert(out, blank(f"{turn}:answer", "assistant", text=event["text"], status="done"))
    elif event["type"] == "tool_started":
        sql = str(event["args"].get("sql", "")) if event["tool"] in SQL_TOOLS else ""
        _upsert(
            out,
            blank(
                f"step:{event['tool_call_id']}",
                "step",
                label=event["label"],
                tool=event["tool"],
                status="running",
                sql=sql,
                detail=_args_text(event["args"]),
            ),
        )
    elif event["type"] == "tool_result":
        key = f"step:{event['tool_call_id']}"
        idx = _index(out, key)
        base = out[idx] if idx is not None else blank(key, "step", tool=event["tool"], label=event["tool"])
        elapsed = f"{event['elapsed_ms']:.0f} ms" if event.get("elapsed_ms") is not None else ""
        label = base["label"]
        if event["tool"] in SQL_TOOLS:
            label = "Ran SQL" if event["status"] == "success" else "SQL not run"
        _upsert(
            out,
            {
                **base,
                "label": label,
                "status": event["status"],
                "detail": _without_edit_notice(event["content"]),
                "elapsed": elapsed,
                "note": event.get("auto_approved", ""),
            },
        )
    elif event["type"] == "card":
        card = event["card"]
        step = _index(out, f"step:{card['tool_call_id']}")
        if step is not None and out[step]["status"] == "running":
            out[step] = {**out[step], "status": "waiting"}
        _upsert(out, card_item(card))
    elif event["type"] == "card_preview":
        idx = _index(out, f"card:{event['interrupt_id']}")
        if idx is not None and out[idx]["status"] in {"pending", "deciding"}:  # it is for the decision only
            out[idx] = {**out[idx], "preview": cast("PreviewView", dict(event["preview"]))}
    elif event["type"] == "card_resolved":
        key = f"card:{event['interrupt_id']}"
        idx = _index(out, key)
        if idx is not None:
            decided: ChatItem = {**out[idx], "status": event["status"], "detail": event["detail"]}
            edited = event.get("edited_args")
            if edited is not None:
                from askdata_app.data.sqlformat import executed_view

                decided.update(executed_view({"sql": decided["sql"]}, edited))  # type: ignore[typeddict-item]
                step = _index(out, f"step:{decided['call_id']}")
                if step is not None and isinstance(edited.get("sql"), str):
                    out[step] = {
                        **out[step],
                        "sql": edited["sql"],
                        "sql_segments": sql_segments(edited["sql"]),
                    }
            out[idx] = decided
    elif event["type"] == "table_ready":
        _upsert(
            out,
            blank(
                f"table:{event['result_id']}",
                "table",
                result_id=event["result_id"],
                sql=event["sql"],
                columns=list(event["columns"]),
                rows=cap_rows(event["cells"])
                if "cells" in event
                else table_rows(event["columns"], event["rows"]),
                row_count=event["row_count"],
                truncated=event["truncated"],
                offset=0,
            ),
        )
    elif event["type"] == "chart_ready":
        _upsert(
            out,
            blank(
                f"chart:{event['result_id']}",
                "chart",
                result_id=event["result_id"],
                figure=event["figure"],
                chart=event["chart"],
                detail=event["note"],
                fitting=list(event["fitting"]),
                text=event.get("value", ""),
                label=event.get("caption", ""),
            ),
        )
    elif event["type"] == "export_ready":
        _upsert(
            out,
            blank(
                f"export:{event['file_name']}",
                "export",
                text=event["file_name"],
                detail=event["url"],
                row_count=event["rows"],
                chart=event["format"],
            ),
        )
    elif event["type"] == "error":
        out.append(blank(f"{turn}:error:{len(out)}", "error", text=event["message"]))
    return out


def card_item(card: Card) -> ChatItem:
    """A chat item for a pending card."""
    form = card["form"]
    decisions: list[DecisionView] = [
        {"type": d["type"], "label": d["label"], "message": d["message"], "has_form": bool(d["has_form"])}
        for d in form.get("decisions", [])
    ]
    fields: list[FieldView] = [
        {
            "path": f["path"],
            "label": f["label"],
            "description": f.get("description", ""),
            "kind": f["kind"],
            "required": bool(f["required"]),
            "value": f["value"],
            "minimum": f.get("minimum", ""),
            "maximum": f.get("maximum", ""),
            "options": list(f.get("options", [])),
            "depth": int(f.get("depth", 0)),
        }
        for f in form.get("fields", [])
    ]
    choices = [str(c) for c in (card["args"].get("choices") or [])] if card["kind"] == "question" else []
    return blank(
        f"card:{card['interrupt_id']}",
        "card",
        interrupt_id=card["interrupt_id"],
        card_kind=card["kind"],
        tool=card["tool"],
        label=card["title"],
        description=card["description"],
        status=card["status"],
        sql=str(card["args"].get("sql", "")),
        decisions=decisions,
        fields=fields,
        choices=choices,
        expires_at=float(card["expires_at"] or 0.0),
        expires_iso=_expiry(card["expires_at"], "%Y-%m-%dT%H:%M:%SZ"),
        expires_text=_expiry(card["expires_at"], "Expires at %H:%M UTC on %b %d"),
        call_id=card["tool_call_id"],
        preview=cast("PreviewView", card.get("preview") or preview_view(None)),
        deciders=list(card.get("deciders", [])),
        self_approval=bool(card.get("self_approval", True)),
        asker=str(card.get("asker", "")),
        detail="",
    )


def _expiry(when: float | None, fmt: str) -> str:
    return datetime.fromtimestamp(when, tz=UTC).strftime(fmt) if when else ""


def table_rows(
    columns: list[str], rows: list[dict[str, Any]], max_bytes: int | None = None
) -> list[list[str]]:
    """Rows as display strings (the browser gets text, never markup), at most ``max_bytes`` of text a page.

    ``max_bytes`` defaults to ``ASKDATA_MAX_PAGE_BYTES``: a wide result gets shorter pages; at least one row.
    """
    if max_bytes is None:
        from askdata_app.settings import get_settings

        max_bytes = get_settings().max_page_bytes
    out: list[list[str]] = []
    size = 0
    for row in rows:
        cells = [cell_text(row.get(col)) for col in columns]
        size += sum(len(c.encode()) + 3 for c in cells)
        if out and size > max_bytes:
            break
        out.append(cells)
    return out


def cap_rows(cells: list[list[str]], max_bytes: int | None = None) -> list[list[str]]:
    """Formatted rows cut to ``max_bytes`` of text a page (at least one row) and cells to ``MAX_CELL``."""
    if max_bytes is None:
        from askdata_app.settings import get_settings

        max_bytes = get_settings().max_page_bytes
    out: list[list[str]] = []
    size = 0
    for row in cells:
        cut = [c if len(c) <= MAX_CELL else c[: MAX_CELL - 1] + "…" for c in row]
        size += sum(len(c.encode()) + 3 for c in cut)
        if out and size > max_bytes:
            break
        out.append(cut)
    return out


def _without_edit_notice(text: str) -> str:
    """A tool result as the person should read it: LangChain's note to the model about an edit removed."""
    marker = "\n\nTool response:"
    if text.startswith("Note: a human reviewer replaced this tool call") and marker in text:
        return text.split(marker, 1)[1].lstrip("\n")
    return text


def cell_text(value: Any) -> str:
    """One cell as text: numbers with separators, dates in ISO, long text cut."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return f"{value:,}"
    if isinstance(value, float):
        if math.isnan(value):
            return ""
        return f"{value:,.2f}" if abs(value) >= 1 or value == 0 else f"{value:.4g}"
    if isinstance(value, datetime | date):
        return value.isoformat(sep=" ") if isinstance(value, datetime) else value.isoformat()
    text = str(value)
    return text if len(text) <= MAX_CELL else text[: MAX_CELL - 1] + "…"


def _args_text(args: dict[str, Any]) -> str:
    return json.dumps(args, default=str) if args else ""


def _index(items: list[ChatItem], key: str) -> int | None:
    for i in range(len(items) - 1, -1, -1):
        if items[i]["key"] == key:
            return i
    return None


def _upsert(items: list[ChatItem], item: ChatItem) -> None:
    idx = _index(items, item["key"])
    if idx is None:
        items.append(item)
    else:
        items[idx] = item
