"""Chat items: what the chat pane shows, built from runtime events by pure functions (no Reflex here).

Each item is its kind's typed item (``chat/kinds.py``): a step has a step's keys, a table a table's, and so
on; a chart's figure is kept beside the items, by result id, never in one.
"""

from __future__ import annotations

import json
import math
from datetime import UTC, date, datetime
from typing import Any, cast

from askdata_app.agent.card_extras import PreviewView, preview_view
from askdata_app.agent.events import Card, Event
from askdata_app.chat import kinds
from askdata_app.chat.highlight import sql_segments
from askdata_app.chat.kinds import AnswerItem, CardItem, DecisionView, FieldView, StepItem, TypedItem

MAX_CELL = 200
SQL_TOOLS = frozenset({"run_sql", "query_metrics"})
"""Tools whose calls carry SQL (shown highlighted on the step and the card)."""


def apply_event(items: list[TypedItem], event: Event, *, turn: str) -> list[TypedItem]:
    """Return ``items`` updated with ``event`` (a new list; items are replaced, not mutated).

    A chart's figure is not put in its item: the caller keeps it beside the items (``event["figure"]``).
    """
    out = list(items)
    if event["type"] == "token":
        key = f"{turn}:answer"
        idx = _index(out, key)
        if idx is None:
            out.append(kinds.answer(key, event["text"], "streaming"))
        else:
            streamed = cast("AnswerItem", out[idx])
            longer: AnswerItem = {**streamed, "text": streamed["text"] + event["text"]}
            out[idx] = longer
    elif event["type"] == "answer":
        _upsert(out, kinds.answer(f"{turn}:answer", event["text"], "done"))
    elif event["type"] == "tool_started":
        sql = str(event["args"].get("sql", "")) if event["tool"] in SQL_TOOLS else ""
        _upsert(
            out,
            kinds.step(
                f"step:{event['tool_call_id']}",
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
        base = (
            cast("StepItem", out[idx])
            if idx is not None
            else kinds.step(key, tool=event["tool"], label=event["tool"])
        )
        elapsed = f"{event['elapsed_ms']:.0f} ms" if event.get("elapsed_ms") is not None else ""
        label = base["label"]
        if event["tool"] in SQL_TOOLS:
            label = "Ran SQL" if event["status"] == "success" else "SQL not run"
        done: StepItem = {
            **base,
            "label": label,
            "status": event["status"],
            "detail": _without_edit_notice(event["content"]),
            "elapsed": elapsed,
            "note": event.get("auto_approved", ""),
        }
        _upsert(out, done)
    elif event["type"] == "card":
        card = event["card"]
        step = _index(out, f"step:{card['tool_call_id']}")
        if step is not None and kinds.status_of(out[step]) == "running":
            out[step] = kinds.with_status(out[step], "waiting")
        _upsert(out, card_item(card))
    elif event["type"] == "card_preview":
        idx = _index(out, f"card:{event['interrupt_id']}")
        if idx is not None and kinds.status_of(out[idx]) in {"pending", "deciding"}:  # for the decision only
            shown = cast("CardItem", out[idx])
            out[idx] = {**shown, "preview": cast("PreviewView", dict(event["preview"]))}
    elif event["type"] == "card_resolved":
        idx = _index(out, f"card:{event['interrupt_id']}")
        if idx is not None:
            _resolve(out, idx, event)
    elif event["type"] == "table_ready":
        _upsert(
            out,
            kinds.table(
                f"table:{event['result_id']}",
                result_id=event["result_id"],
                sql=event["sql"],
                columns=list(event["columns"]),
                rows=cap_rows(event["cells"])
                if "cells" in event
                else table_rows(event["columns"], event["rows"]),
                row_count=event["row_count"],
                truncated=event["truncated"],
            ),
        )
    elif event["type"] == "chart_ready":
        _upsert(
            out,
            kinds.chart(
                f"chart:{event['result_id']}",
                result_id=event["result_id"],
                chart=event["chart"],
                note=event["note"],
                fitting=list(event["fitting"]),
                value=event.get("value", ""),
                caption=event.get("caption", ""),
            ),
        )
    elif event["type"] == "export_ready":
        _upsert(
            out,
            kinds.export(
                f"export:{event['file_name']}",
                file_name=event["file_name"],
                url=event["url"],
                rows=event["rows"],
                format=event["format"],
            ),
        )
    elif event["type"] == "error":
        out.append(kinds.notice(f"{turn}:error:{len(out)}", event["message"]))
    return out


def _resolve(out: list[TypedItem], idx: int, event: Any) -> None:
    """A card decided: its status and detail; an edit also shows what ran (and its step, the SQL run)."""
    shown = cast("CardItem", out[idx])
    decided: CardItem = {**shown, "status": event["status"], "detail": event["detail"]}
    edited = event.get("edited_args")
    if edited is not None:
        from askdata_app.data.sqlformat import executed_view

        view = executed_view({"sql": decided["sql"]}, edited)
        decided["executed_args"] = view["executed_args"]
        decided["executed_diff"] = view["executed_diff"]
        step = _index(out, f"step:{decided['call_id']}")
        if step is not None and isinstance(edited.get("sql"), str):
            ran = cast("StepItem", out[step])
            out[step] = {**ran, "sql": edited["sql"], "sql_segments": sql_segments(edited["sql"])}
    out[idx] = decided


def card_item(card: Card) -> CardItem:
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
    return {
        "key": f"card:{card['interrupt_id']}",
        "kind": "card",
        "interrupt_id": card["interrupt_id"],
        "card_kind": card["kind"],
        "tool": card["tool"],
        "label": card["title"],
        "description": card["description"],
        "status": card["status"],
        "detail": "",
        "sql": str(card["args"].get("sql", "")),
        "decisions": decisions,
        "fields": fields,
        "choices": choices,
        "expires_iso": _expiry(card["expires_at"], "%Y-%m-%dT%H:%M:%SZ"),
        "expires_text": _expiry(card["expires_at"], "Expires at %H:%M UTC on %b %d"),
        "call_id": card["tool_call_id"],
        "preview": cast("PreviewView", card.get("preview") or preview_view(None)),
        "deciders": list(card.get("deciders", [])),
        "self_approval": bool(card.get("self_approval", True)),
        "asker": str(card.get("asker", "")),
        "executed_args": {},
        "executed_diff": "",
    }


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


def _index(items: list[TypedItem], key: str) -> int | None:
    for i in range(len(items) - 1, -1, -1):
        if items[i]["key"] == key:
            return i
    return None


def _upsert(items: list[TypedItem], item: TypedItem) -> None:
    idx = _index(items, item["key"])
    if idx is None:
        items.append(item)
    else:
        items[idx] = item
