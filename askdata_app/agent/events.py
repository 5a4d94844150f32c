"""The shapes the agent runtime streams to its callers (the Reflex UI, the eval, tests).

Every event is a plain, JSON-serialisable ``TypedDict`` with a ``type`` key, so the UI and the core
agree on shape without the core ever importing the UI.
"""

from __future__ import annotations

from typing import Any, Literal, NotRequired, TypedDict

CardKind = Literal["approval", "question"]
CardStatus = Literal[
    "pending", "approved", "edited", "rejected", "responded", "expired", "cancelled", "decided_elsewhere"
]
RunStatus = Literal["done", "error", "cancelled", "handed_off"]


class Card(TypedDict):
    """A pending human decision: an approval of a gated tool call, or a question from ``ask_user``."""

    interrupt_id: str
    """LangGraph's interrupt id: the key of the future, the decision record and the resume."""
    thread_id: str
    """The conversation (LangGraph thread) the run belongs to."""
    kind: CardKind
    """``question`` for ask_user (answered with ``respond``), ``approval`` otherwise."""
    tool: str
    """The gated tool's name."""
    tool_call_id: str
    """The model's tool-call id."""
    title: str
    """A short heading for the card."""
    description: str
    """The middleware's description (for ask_user: the question itself)."""
    args: dict[str, Any]
    """The arguments the model proposed."""
    form: dict[str, Any]
    """The form generated from the response schema (``agent.cards.CardForm``)."""
    created_at: float
    """Unix time the card was first seen."""
    expires_at: float | None
    """Unix time after which the call is rejected as expired; ``None`` = waits forever."""
    status: CardStatus
    """``pending`` until decided."""
    deciders: NotRequired[list[str]]
    """Who may decide, from the policy: roles and/or ``asker``."""
    self_approval: NotRequired[bool]
    """False = four-eyes: the person who asked may not approve their own call."""
    asker: NotRequired[str]
    """Who asked the question that led to this call (the conversation's owner)."""
    preview: NotRequired[dict[str, Any]]
    """What the call will touch (``card_extras.PreviewView``: tables, columns, estimate, badges); while it is
    being computed, a view that says so (a ``card_preview`` event brings the real one)."""


class RunStarted(TypedDict):
    """A turn began (a question or a resume)."""

    type: Literal["run_started"]
    thread_id: str


class Token(TypedDict):
    """A piece of the answer text as the model produces it."""

    type: Literal["token"]
    text: str


class ToolStarted(TypedDict):
    """The model called a tool (gated calls then wait for a card)."""

    type: Literal["tool_started"]
    tool_call_id: str
    tool: str
    args: dict[str, Any]
    label: str
    """What the step does, in words ("Looking up the schema")."""


class ToolResult(TypedDict):
    """A tool call finished (ran, or was rejected / answered by a person)."""

    type: Literal["tool_result"]
    tool_call_id: str
    tool: str
    status: Literal["success", "error"]
    content: str
    """What the model saw (truncated for display)."""
    elapsed_ms: float | None
    auto_approved: NotRequired[str]
    """"Ran without asking because …" when the approval policy let the call through."""


class CardEvent(TypedDict):
    """A card appeared: the run now waits for a person."""

    type: Literal["card"]
    card: Card


class CardPreview(TypedDict):
    """A pending card's impact preview arrived (computed after the card was shown; see ``approval_gate``)."""

    type: Literal["card_preview"]
    interrupt_id: str
    preview: dict[str, Any]
    """``card_extras.PreviewView``."""


class CardResolved(TypedDict):
    """A card was decided, expired or withdrawn."""

    type: Literal["card_resolved"]
    interrupt_id: str
    status: CardStatus
    detail: str
    edited_args: NotRequired[dict[str, Any]]
    """For an edit: the arguments that ran (the card shows them, and their diff against the proposal)."""


class TableReady(TypedDict):
    """A query result is ready to show as a table (first page only)."""

    type: Literal["table_ready"]
    result_id: str
    sql: str
    columns: list[str]
    kinds: list[str]
    rows: list[dict[str, Any]]
    row_count: int
    truncated: bool
    cells: NotRequired[list[list[str]]]
    """The first page formatted for display (by type and grain, one format for the whole result)."""


class ChartReady(TypedDict):
    """A chart of a result is ready."""

    type: Literal["chart_ready"]
    result_id: str
    chart: str
    figure: dict[str, Any]
    note: str
    fitting: list[str]
    """Other chart types that fit the result's columns."""
    value: NotRequired[str]
    """A single value as text (the page shows it as a big number instead of drawing ``figure``)."""
    caption: NotRequired[str]
    """What the single value is (the chart's title, else its column)."""


class ExportReady(TypedDict):
    """A result was written to a file in the exports folder."""

    type: Literal["export_ready"]
    file_name: str
    url: str
    rows: int
    format: str


class Answer(TypedDict):
    """The model's final words for this turn."""

    type: Literal["answer"]
    text: str


class ErrorEvent(TypedDict):
    """Something went wrong; ``message`` says what and what to do."""

    type: Literal["error"]
    message: str


class RunFinished(TypedDict):
    """The turn ended (no more events)."""

    type: Literal["run_finished"]
    status: RunStatus
    detail: NotRequired[str]


Event = (
    RunStarted
    | Token
    | ToolStarted
    | ToolResult
    | CardEvent
    | CardPreview
    | CardResolved
    | TableReady
    | ChartReady
    | ExportReady
    | Answer
    | ErrorEvent
    | RunFinished
)
