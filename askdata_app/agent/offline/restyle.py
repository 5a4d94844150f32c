"""Chart follow-ups: "as a bar chart", "make it a line", "show it as a table" restyle the last result.

Switching how a result is drawn needs no new query, so no approval: the analyst calls ``make_chart``
(ungated, see ``agent/policy.py``) on the last ``result_id`` of the conversation, keeping its axes and
title. Only a message that asks for nothing but a chart type is a restyle; "revenue as a bar chart" names
something to measure and is a new question for the planner.
"""

from __future__ import annotations

import json
import re
from typing import Any

from langchain_core.messages import AIMessage, BaseMessage, ToolMessage

QUERY_TOOLS = frozenset({"run_sql", "query_metrics"})
"""The tools whose results are a query's rows (a preview with a result_id)."""
CHART_WORDS = {
    "bar": "bar", "bars": "bar", "column": "bar", "columns": "bar",
    "line": "line", "lines": "line",
    "pie": "pie", "donut": "pie",
    "scatter": "scatter",
    "histogram": "histogram", "distribution": "histogram",
    "table": "table", "grid": "table",
}  # fmt: skip
FILLER = frozenset(
    [
        "please",
        "pls",
        "now",
        "ok",
        "okay",
        "and",
        "so",
        "can",
        "could",
        "would",
        "you",
        "show",
        "draw",
        "make",
        "display",
        "plot",
        "redraw",
        "render",
        "switch",
        "change",
        "turn",
        "put",
        "convert",
        "give",
        "me",
        "i",
        "want",
        "like",
        "rather",
        "it",
        "this",
        "that",
        "them",
        "those",
        "the",
        "same",
        "result",
        "results",
        "data",
        "numbers",
        "as",
        "to",
        "into",
        "in",
        "a",
        "an",
        "instead",
        "of",
        "chart",
        "charts",
        "graph",
        "graphs",
        "view",
        "type",
        "kind",
        "one",
        "just",
        "again",
        "let",
        "us",
        "see",
    ]
)
_ANSWER = "Here is the same result as {article} {chart}; nothing was queried again."
_GONE = (
    "I could not redraw it: that result is no longer kept on the server. Ask the question again and I "
    "will draw it as {article} {chart}."
)


def restyle_request(question: str) -> str | None:
    """The chart type a message asks for when it asks for nothing else (``None`` otherwise)."""
    words = re.findall(r"[a-z]+", question.lower())
    charts = [CHART_WORDS[w] for w in words if w in CHART_WORDS]
    rest = [w for w in words if w not in CHART_WORDS and w not in FILLER]
    if len(set(charts)) != 1 or rest:
        return None
    return charts[0]


def last_result(messages: list[BaseMessage]) -> tuple[str, dict[str, Any]] | None:
    """``(result_id, make_chart args)`` of the conversation's last successful query, if any.

    The args are those of the last ``make_chart`` call on that result (its axes and title), or ``{}``.
    """
    result_id = None
    for message in reversed(messages):
        if isinstance(message, ToolMessage) and message.name in QUERY_TOOLS and message.status != "error":
            result_id = _result_id(message)
            if result_id:
                break
    if not result_id:
        return None
    for message in reversed(messages):
        if isinstance(message, AIMessage):
            for call in message.tool_calls:
                if call["name"] == "make_chart" and call["args"].get("result_id") == result_id:
                    return result_id, dict(call["args"])
    return result_id, {}


def restyle_call(question: str, history: list[BaseMessage]) -> dict[str, Any] | None:
    """The ``make_chart`` arguments that restyle the last result as asked, or ``None``."""
    chart = restyle_request(question)
    found = last_result(history) if chart else None
    if chart is None or found is None:
        return None
    result_id, previous = found
    args = {k: previous[k] for k in ("x", "y", "title") if previous.get(k) is not None}
    return {"result_id": result_id, **args, "chart": chart}


def restyle_answer(question: str, turn: list[BaseMessage]) -> str | None:
    """The answer after a restyle's ``make_chart`` ran in this turn (``None``: not a restyle turn)."""
    chart = restyle_request(question)
    if chart is None or any(isinstance(m, ToolMessage) and m.name in QUERY_TOOLS for m in turn):
        return None
    drawn = next((m for m in reversed(turn) if isinstance(m, ToolMessage) and m.name == "make_chart"), None)
    if drawn is None:
        return None
    words = {"table": "table", "histogram": "histogram"}.get(chart, f"{chart} chart")
    article = "an" if words[0] in "aeiou" else "a"
    if drawn.status == "error":
        return _GONE.format(article=article, chart=words)
    return _ANSWER.format(article=article, chart=words)


def _result_id(message: ToolMessage) -> str | None:
    artifact = getattr(message, "artifact", None)
    if isinstance(artifact, dict) and artifact.get("result_id"):
        return str(artifact["result_id"])
    text = message.content if isinstance(message.content, str) else ""
    decoder = json.JSONDecoder()
    start = text.find("{")
    while start >= 0:
        try:
            data, _ = decoder.raw_decode(text, start)
        except ValueError:
            data = None
        if isinstance(data, dict) and data.get("result_id"):
            return str(data["result_id"])
        start = text.find("{", start + 1)
    return None
