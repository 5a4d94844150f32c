"""The typed transcript: one item type per kind, each with only its own keys (no Reflex here).

The run owner keeps and stores one flat row per item (``ChatItem``, the stored JSON); what a tab shows is
typed: ``typed(row)`` picks the keys of the row's kind. Chart figures are not in any item: a tab keeps them
beside the items, by result id.

    typed(blank("t:question", "user", text="How many?"))  # {"key": ..., "kind": "user", "text": "How many?"}
"""

from __future__ import annotations

from typing import Any, Literal, TypedDict

from askdata_app.agent.card_extras import PreviewView
from askdata_app.chat.highlight import Segment
from askdata_app.chat.items import ChatItem, DecisionView, FieldView

Kind = Literal["user", "assistant", "step", "card", "table", "chart", "export", "error"]
KINDS: tuple[Kind, ...] = ("user", "assistant", "step", "card", "table", "chart", "export", "error")


class ItemRef(TypedDict):
    """Where an item is: its key and kind (the item itself is in its kind's mapping)."""

    key: str
    kind: str


class QuestionItem(TypedDict):
    """The person's question (kind ``user``)."""

    key: str
    kind: str
    text: str


class AnswerItem(TypedDict):
    """The assistant's final answer (kind ``assistant``); the words streaming in are kept apart."""

    key: str
    kind: str
    text: str
    status: str


class StepItem(TypedDict):
    """One tool step: a compact row whose body (SQL, detail) opens on demand."""

    key: str
    kind: str
    label: str
    tool: str
    status: str
    detail: str
    sql: str
    sql_segments: list[Segment]
    elapsed: str
    note: str


class CardItem(TypedDict):
    """An approval or question card."""

    key: str
    kind: str
    interrupt_id: str
    card_kind: str
    tool: str
    label: str
    description: str
    status: str
    detail: str
    sql: str
    decisions: list[DecisionView]
    fields: list[FieldView]
    choices: list[str]
    expires_iso: str
    expires_text: str
    call_id: str
    preview: PreviewView
    deciders: list[str]
    self_approval: bool
    asker: str
    executed_args: dict[str, Any]
    executed_diff: str


class TableItem(TypedDict):
    """A page of a result table."""

    key: str
    kind: str
    result_id: str
    sql: str
    columns: list[str]
    rows: list[list[str]]
    row_count: int
    offset: int
    truncated: bool


class ChartItem(TypedDict):
    """A result's chart: its type, the types that fit, a note; the figure is kept beside, by result id."""

    key: str
    kind: str
    result_id: str
    chart: str
    fitting: list[str]
    note: str
    value: str
    """A single value as text, shown as a big number instead of the figure ("" for other charts)."""
    caption: str
    """What the single value is (its title, e.g. with the period; else its column)."""


class ExportItem(TypedDict):
    """A file the assistant exported."""

    key: str
    kind: str
    file_name: str
    url: str
    rows: int
    format: str


class NoticeItem(TypedDict):
    """An error the run reported (kind ``error``)."""

    key: str
    kind: str
    text: str


TypedItem = QuestionItem | AnswerItem | StepItem | CardItem | TableItem | ChartItem | ExportItem | NoticeItem

_FIELDS: dict[str, tuple[str, ...]] = {
    "user": ("text",),
    "assistant": ("text", "status"),
    "step": ("label", "tool", "status", "detail", "sql", "sql_segments", "elapsed", "note"),
    "card": (
        "interrupt_id",
        "card_kind",
        "tool",
        "label",
        "description",
        "status",
        "detail",
        "sql",
        "decisions",
        "fields",
        "choices",
        "expires_iso",
        "expires_text",
        "call_id",
        "preview",
        "deciders",
        "self_approval",
        "asker",
        "executed_args",
        "executed_diff",
    ),
    "table": ("result_id", "sql", "columns", "rows", "row_count", "offset", "truncated"),
    "error": ("text",),
}
_RENAMED: dict[str, tuple[tuple[str, str], ...]] = {
    "chart": (
        ("result_id", "result_id"),
        ("chart", "chart"),
        ("fitting", "fitting"),
        ("note", "detail"),
        ("value", "text"),
        ("caption", "label"),
    ),
    "export": (("file_name", "text"), ("url", "detail"), ("rows", "row_count"), ("format", "chart")),
}


def typed(row: ChatItem) -> TypedItem:
    """The item of ``row``'s kind, with only that kind's keys (a chart's figure is left out)."""
    kind = row["kind"]
    out: dict[str, Any] = {"key": row["key"], "kind": kind}
    if kind in _RENAMED:
        for name, source in _RENAMED[kind]:
            out[name] = row[source]  # type: ignore[literal-required]
    else:
        for name in _FIELDS.get(kind, ("text",)):
            out[name] = row[name]  # type: ignore[literal-required]
    return out  # type: ignore[return-value]  # built per kind: one of the TypedItem shapes


def ref(item: TypedItem) -> ItemRef:
    return {"key": item["key"], "kind": item["kind"]}
