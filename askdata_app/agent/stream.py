"""Turns LangGraph ``astream`` parts into askdata events (tokens, steps, tables, charts, answers)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from langchain_core.messages import AIMessage, AIMessageChunk, BaseMessage, ToolMessage

from askdata_app.agent.card_extras import auto_approved_note
from askdata_app.agent.events import Event, ToolResult
from askdata_app.agent.tools import STEP_LABELS

if TYPE_CHECKING:
    from askdata_app.agent.results import ResultStore

MAX_STEP_CONTENT = 4000
EXPORTS_ROUTE = "/api/exports"


class Translator:
    """Stateful per run: remembers what it already reported, so replayed updates are not shown twice."""

    def __init__(self, results: ResultStore, *, page_rows: int = 50) -> None:
        self._results = results
        self._page_rows = page_rows
        self._seen_calls: set[str] = set()
        self._started: dict[str, float] = {}
        self._seen_results: set[str] = set()
        self._streamed_text = False

    def translate(self, mode: str, part: Any) -> Iterator[Event]:
        if mode == "messages":
            yield from self._tokens(part)
            return
        if not isinstance(part, dict) or part.get("__metadata__", {}).get("cached"):
            return
        for node, update in part.items():
            if node.startswith("__") or not isinstance(update, dict):
                continue
            for message in update.get("messages", []) or []:
                yield from self._message(message)

    def _tokens(self, part: Any) -> Iterator[Event]:
        chunk, meta = part
        if not isinstance(chunk, AIMessageChunk) or meta.get("langgraph_node") != "model":
            return
        text = _text(chunk)
        if text:
            self._streamed_text = True
            yield {"type": "token", "text": text}

    def _message(self, message: BaseMessage) -> Iterator[Event]:
        if isinstance(message, AIMessage):
            for call in message.tool_calls:
                call_id = str(call.get("id") or "")
                if call_id in self._seen_calls:
                    continue
                self._seen_calls.add(call_id)
                self._started[call_id] = time.perf_counter()
                yield {
                    "type": "tool_started",
                    "tool_call_id": call_id,
                    "tool": call["name"],
                    "args": dict(call.get("args", {})),
                    "label": step_label(call["name"], call.get("args", {})),
                }
            text = _text(message)
            if text and not message.tool_calls:
                yield {"type": "answer", "text": text}
            return
        if isinstance(message, ToolMessage):
            key = str(message.id or message.tool_call_id)
            if key in self._seen_results:
                return
            self._seen_results.add(key)
            artifact = message.artifact if isinstance(message.artifact, dict) else {}
            content = _text(message)
            result_event: ToolResult = {
                "type": "tool_result",
                "tool_call_id": message.tool_call_id,
                "tool": message.name or "",
                "status": "error" if message.status == "error" else "success",
                "content": content[:MAX_STEP_CONTENT],
                "elapsed_ms": artifact.get("elapsed_ms", self._elapsed(message.tool_call_id)),
            }
            note = auto_approved_note(artifact)
            if note:
                result_event["auto_approved"] = note
            yield result_event
            if message.status != "error" and artifact.get("file_name") and message.name == "export_result":
                yield {
                    "type": "export_ready",
                    "file_name": str(artifact["file_name"]),
                    "url": f"{EXPORTS_ROUTE}/{artifact['file_name']}",
                    "rows": int(artifact.get("rows", 0)),
                    "format": str(artifact.get("format", "")),
                }
            elif message.status != "error" and artifact.get("result_id"):
                yield from self._artifact(message.name or "", artifact)

    def _elapsed(self, call_id: str) -> float | None:
        """Time since the call was seen (includes any wait for a person on gated calls)."""
        started = self._started.pop(call_id, None)
        return None if started is None else (time.perf_counter() - started) * 1000

    def _artifact(self, tool: str, artifact: dict[str, Any]) -> Iterator[Event]:
        result = self._results.get(str(artifact["result_id"]))
        if result is None:
            return
        if tool in {"run_sql", "query_metrics"}:
            from askdata_app.data.formatting import format_page

            rows = result.page(0, self._page_rows)
            formats = result.formats()  # read from the first rows only, once: the chart reuses them
            yield {
                "type": "table_ready",
                "result_id": artifact["result_id"],
                "sql": result.sql,
                "columns": list(result.columns),
                "kinds": list(result.kinds),
                "rows": rows,
                "row_count": int(result.row_count),
                "truncated": bool(result.truncated),
                "cells": format_page(list(result.columns), list(result.kinds), rows, formats=formats),
            }
        elif tool == "make_chart":
            from askdata_app.data.charts import draw_chart, fitting_chart_types

            drawn = draw_chart(
                result.frame,
                list(result.kinds),
                str(artifact.get("chart", "bar")),
                x=artifact.get("x"),
                y=artifact.get("y"),
                title=str(artifact.get("title") or ""),
                sql=result.sql,
                formats=result.formats(),
            )
            yield {
                "type": "chart_ready",
                "result_id": artifact["result_id"],
                "chart": str(artifact.get("chart", "")),
                "figure": drawn.figure,
                "note": drawn.note,
                "fitting": fitting_chart_types(list(result.columns), list(result.kinds)),
                "value": drawn.value,
                "caption": drawn.caption,
            }


def step_label(tool: str, args: dict[str, Any]) -> str:
    """What a tool step does, in words."""
    if tool == "run_sql":
        return "Drafted SQL"
    if tool == "describe_table" and args.get("table"):
        return f"Described table {args['table']}"
    return STEP_LABELS.get(tool, f"Called {tool}")


def card_title(tool: str, *, question: bool) -> str:
    """A card's heading, in plain words with the tool's title ("Run this query")."""
    if question:
        return "The assistant has a question"
    from askdata_app.agent.titles import tool_title

    return tool_title(tool)


def describe_failure(exc: BaseException) -> str:
    """A user-facing sentence for a crashed run."""
    name = type(exc).__name__
    text = str(exc).strip() or name
    lowered = text.lower()
    module = type(exc).__module__.split(".")[0]
    if module not in {"openai", "httpx", "httpcore", "anthropic", "ollama", "langchain_openai"}:
        return (
            f"The run stopped with an error: {text}. The conversation is still usable; try again or rephrase."
        )
    if "api key" in lowered or "api_key" in lowered or "authentication" in lowered or "401" in lowered:
        return f"The model provider refused the request ({text}). Check ASKDATA_API_KEY / the provider's key."
    if "connect" in lowered or "timed out" in lowered or "timeout" in lowered:
        return f"The model could not be reached ({text}). Check ASKDATA_MODEL and ASKDATA_BASE_URL."
    return f"The run stopped with an error: {text}. The conversation is still usable; try again or rephrase."


def _text(message: BaseMessage) -> str:
    content = message.content
    if isinstance(content, str):
        return content
    parts = []
    for block in content:
        if isinstance(block, str):
            parts.append(block)
        elif isinstance(block, dict) and block.get("type") == "text":
            parts.append(str(block.get("text", "")))
    return "".join(parts)
