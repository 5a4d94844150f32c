"""The typed transcript: one item type per kind, each with only its own keys (no Reflex here).

The chat service keeps, emits and stores these items; a tab shows them as they are. Chart figures are in no
item: they are kept beside the items, by result id (``figures`` in a snapshot, an ``op=figure`` change).

    question("t:question", "How many?")  # {"key": "t:question", "kind": "user", "text": "How many?"}
"""

from __future__ import annotations

from typing import Any, Literal, TypedDict, cast

from askdata_app.agent.card_extras import PreviewView
from askdata_app.chat.highlight import Segment, sql_segments

Kind = Literal["user", "assistant", "step", "card", "table", "chart", "export", "error"]
KINDS: tuple[Kind, ...] = ("user", "assistant", "step", "card", "table", "chart", "export", "error")


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
    """The assistant's answer (kind ``assistant``): ``streaming`` while words arrive, then ``done``."""

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
    """``sql`` highlighted once, on the server."""
    elapsed: str
    note: str
    """A step the approval policy let through: "Ran without asking because …"."""


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
    """The card's tool-call id (its step row shows the SQL that ran)."""
    preview: PreviewView
    """The impact preview: tables and columns read, the engine's estimate, badges."""
    deciders: list[str]
    """Roles and/or ``asker``; with ``self_approval`` and ``asker``, what a viewer's tab needs to show the
    card as decidable or read-only."""
    self_approval: bool
    asker: str
    executed_args: dict[str, Any]
    """An edited card: the arguments that ran (SQL laid out), shown instead of the proposal."""
    executed_diff: str
    """An edited card: the SQL's diff against the proposal (one click away on the card)."""


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
Figures = dict[str, dict[str, Any]]
"""Chart figures by result id (kept beside the items)."""


def question(key: str, text: str) -> QuestionItem:
    return {"key": key, "kind": "user", "text": text}


def answer(key: str, text: str, status: str) -> AnswerItem:
    return {"key": key, "kind": "assistant", "text": text, "status": status}


def notice(key: str, text: str) -> NoticeItem:
    return {"key": key, "kind": "error", "text": text}


def step(
    key: str,
    *,
    label: str = "",
    tool: str = "",
    status: str = "",
    detail: str = "",
    sql: str = "",
    elapsed: str = "",
    note: str = "",
) -> StepItem:
    return {
        "key": key,
        "kind": "step",
        "label": label,
        "tool": tool,
        "status": status,
        "detail": detail,
        "sql": sql,
        "sql_segments": sql_segments(sql) if sql else [],
        "elapsed": elapsed,
        "note": note,
    }


def table(
    key: str,
    *,
    result_id: str,
    sql: str = "",
    columns: list[str] | None = None,
    rows: list[list[str]] | None = None,
    row_count: int = 0,
    offset: int = 0,
    truncated: bool = False,
) -> TableItem:
    return {
        "key": key,
        "kind": "table",
        "result_id": result_id,
        "sql": sql,
        "columns": list(columns or []),
        "rows": list(rows or []),
        "row_count": row_count,
        "offset": offset,
        "truncated": truncated,
    }


def chart(
    key: str,
    *,
    result_id: str,
    chart: str = "",
    fitting: list[str] | None = None,
    note: str = "",
    value: str = "",
    caption: str = "",
) -> ChartItem:
    return {
        "key": key,
        "kind": "chart",
        "result_id": result_id,
        "chart": chart,
        "fitting": list(fitting or []),
        "note": note,
        "value": value,
        "caption": caption,
    }


def export(key: str, *, file_name: str, url: str = "", rows: int = 0, format: str = "") -> ExportItem:
    return {"key": key, "kind": "export", "file_name": file_name, "url": url, "rows": rows, "format": format}


def status_of(item: TypedItem) -> str:
    """The item's status (answers, steps and cards have one; "" for the other kinds)."""
    return str(cast("dict[str, Any]", item).get("status", ""))


def with_status(item: TypedItem, status: str) -> TypedItem:
    """A copy of ``item`` (an answer, a step or a card) with ``status``."""
    return cast("TypedItem", {**item, "status": status})


def ref(item: TypedItem) -> ItemRef:
    return {"key": item["key"], "kind": item["kind"]}
