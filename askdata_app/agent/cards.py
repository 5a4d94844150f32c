"""Approval cards generated from an interrupt's JSON response schema, and answers built from them.

A per-call HITL interrupt carries a ``response_schema`` (a ``oneOf`` over the allowed decisions, or one
decision's plain schema). :func:`form_from_schema` turns it into a :class:`CardForm` the UI renders: one
button per decision, a message box where the schema has one, and for ``edit`` a typed form from the tool's
own args schema. :func:`answer_from_form` turns what the person typed back into a JSON-typed decision, and
:func:`validate_answer` checks any answer against the schema with readable problems.

Never imports reflex: the dicts here are plain, JSON-serialisable TypedDicts.
"""

from __future__ import annotations

from typing import Any, Literal, TypedDict

from askdata_app.agent.cards_answer import ArgsBuilder, ui_text
from askdata_app.agent.cards_schema import humanise, resolve
from askdata_app.agent.cards_validate import validate_answer
from askdata_app.agent.cards_values import AnswerError
from askdata_app.agent.cards_walk import (
    MISSING,
    SCHEMA_ERRORS,
    Field,
    args_fields,
    decision_branches,
)

__all__ = [
    "AnswerError",
    "CardForm",
    "DecisionSpec",
    "FieldSpec",
    "answer_from_form",
    "form_from_schema",
    "validate_answer",
]


class DecisionSpec(TypedDict):
    """One button on the card."""

    type: str
    """The decision's ``type`` const: approve, edit, reject, respond (others are listed too)."""
    label: str
    """Button text."""
    message: Literal["none", "optional", "required"]
    """Whether the decision takes a message (reject: optional, respond: required)."""
    has_form: bool
    """True for ``edit``: the card shows the args form."""


class FieldSpec(TypedDict):
    """One input of the edit form; nested objects come as a ``group`` followed by its children."""

    path: str
    """JSON pointer into the edited args (``/sql``, ``/options/limit``); ``""`` is the whole args object."""
    label: str
    """The schema's title, else the humanised property name."""
    description: str
    """Help text from the schema (may be empty)."""
    kind: str
    """text|textarea|code|integer|number|boolean|enum|list|json|group."""
    required: bool
    """The property is required by its parent object."""
    nullable: bool
    """The property may be null; leaving it empty sends null."""
    depth: int
    """Nesting level: 0 for top-level args, +1 inside each group."""
    value: str
    """Initial UI value: the proposed arg, else the default, else ``""``."""
    minimum: str
    """Lowest allowed number (``""`` if none)."""
    maximum: str
    """Highest allowed number (``""`` if none)."""
    options: list[str]
    """Choice labels for an enum, or for the items of a list of enums."""
    item_kind: str
    """For a list: text|integer|number|enum; else ``""``."""


class CardForm(TypedDict):
    """Everything the UI needs to render an approval (or ask_user) card."""

    tool: str
    """The tool the interrupt is about."""
    decisions: list[DecisionSpec]
    """Allowed decisions, in schema order."""
    fields: list[FieldSpec]
    """The edit form (empty when editing is not allowed)."""
    title: str
    """Card heading (the humanised tool name)."""
    description: str
    """Text shown above the buttons: the interrupt's description, else the tool's."""


def form_from_schema(
    response_schema: dict[str, Any],
    *,
    tool: str,
    proposed_args: dict[str, Any] | None = None,
    description: str = "",
) -> CardForm:
    """Build the card for one interrupt from its response schema.

    Args:
        response_schema: ``Interrupt.response_schema`` (a ``oneOf`` of decisions, or one plain decision).
        tool: The tool name (the interrupt value's ``name``).
        proposed_args: The args the model proposed; they pre-fill the edit form.
        description: The interrupt value's description (for ``ask_user``: the question).

    Returns:
        The card: decisions in schema order, and for ``edit`` the typed fields.
    """
    branches = decision_branches(response_schema)
    decisions = [
        DecisionSpec(
            type=b.type,
            label=humanise(b.type),
            message=_message_mode(b.message),
            has_form=b.args_schema is not None,
        )
        for b in branches
    ]
    fields: list[FieldSpec] = []
    tool_description = ""
    edit = next((b for b in branches if b.args_schema is not None), None)
    if edit is not None:
        proposed = MISSING if proposed_args is None else proposed_args
        fields = [_spec(f) for f in args_fields(edit.args_schema, response_schema, proposed)]
        tool_description = _args_description(edit.args_schema, response_schema)
    return CardForm(
        tool=tool,
        decisions=decisions,
        fields=fields,
        title=humanise(tool),
        description=description or tool_description,
    )


def answer_from_form(
    form: CardForm,
    response_schema: dict[str, Any],
    *,
    decision: str,
    values: dict[str, str],
    message: str = "",
) -> dict[str, Any]:
    """Build the JSON-typed answer for the decision the person clicked.

    Args:
        form: The card (from :func:`form_from_schema`).
        response_schema: The same interrupt's response schema.
        decision: The clicked decision's type.
        values: Edited UI strings keyed by field path; a missing path keeps the field's initial value.
        message: The message box's text (reject: optional, respond: required).

    Returns:
        ``{"type": "approve"}``, ``{"type": "edit", "edited_action": {"name", "args"}}``,
        ``{"type": "reject"[, "message"]}`` or ``{"type": "respond", "message"}``.

    Raises:
        AnswerError: For a decision the card does not offer, a missing required message, or a value that
            cannot be converted; the message names the field and what to do.
    """
    spec = next((d for d in form["decisions"] if d["type"] == decision), None)
    if spec is None:
        allowed = ", ".join(d["type"] for d in form["decisions"]) or "none"
        msg = f"'{decision}' is not allowed for this call; choose one of: {allowed}."
        raise AnswerError(msg)
    answer: dict[str, Any] = {"type": decision}
    message = ui_text(message)
    if spec["message"] == "required" and not message.strip():
        msg = f"Message: {spec['label']} needs a message; type your answer before sending."
        raise AnswerError(msg)
    if spec["message"] != "none" and message.strip():
        answer["message"] = message
    if spec["has_form"]:
        branch = next((b for b in decision_branches(response_schema) if b.type == decision), None)
        if branch is None or branch.args_schema is None:
            msg = f"This card does not match the request's schema (no '{decision}' form); reload the card."
            raise AnswerError(msg)
        schema_fields = {f.path: f for f in args_fields(branch.args_schema, response_schema)}
        args = ArgsBuilder(form["fields"], schema_fields, values).build()
        answer["edited_action"] = {"name": branch.tool_name or form["tool"], "args": args}
    return answer


def _message_mode(mode: str) -> Literal["none", "optional", "required"]:
    if mode == "required":
        return "required"
    return "optional" if mode == "optional" else "none"


def _spec(field: Field) -> FieldSpec:
    return FieldSpec(
        path=field.path,
        label=field.label,
        description=field.description,
        kind=field.kind,
        required=field.required,
        nullable=field.nullable,
        depth=field.depth,
        value=field.value,
        minimum=field.minimum,
        maximum=field.maximum,
        options=field.options,
        item_kind=field.item_kind,
    )


def _args_description(args_schema: Any, root: dict[str, Any]) -> str:
    try:
        schema, _ = resolve(args_schema, root)
    except SCHEMA_ERRORS:
        return ""
    return str(schema.get("description") or "")
