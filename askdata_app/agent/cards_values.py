"""Converting between JSON values and the strings an approval card's inputs hold.

Every form input holds a string. :func:`to_ui` renders a proposed or default value for its field kind;
:func:`from_ui` parses the edited string back into the JSON type the schema asks for ("5" -> 5).
"""

from __future__ import annotations

import json
import math
from typing import Any

from askdata_app.agent.cards_schema import enum_labels

TRUE_WORDS = frozenset({"true", "yes", "on", "1"})
FALSE_WORDS = frozenset({"false", "no", "off", "0"})


class AnswerError(ValueError):
    """An edited value cannot be turned into what the tool expects; the message says which field and why."""


def to_ui(kind: str, value: Any, *, enum: list[Any] | None = None, item_enum: list[Any] | None = None) -> str:
    """Render ``value`` as the initial string of a ``kind`` input.

    Args:
        kind: The field kind (text|textarea|code|integer|number|boolean|enum|list|json|group).
        value: The JSON value (None renders as ``""`` except in a JSON field).
        enum: The enum's JSON choices, for ``enum`` fields.
        item_enum: The item choices, for lists of enum items.

    Returns:
        The string to put in the input.
    """
    if kind == "group":
        return ""
    if kind == "json":
        return json.dumps(value, indent=2, ensure_ascii=False)
    if value is None:
        return ""
    if kind == "enum" and enum:
        return _enum_label(value, enum)
    if kind == "list" and isinstance(value, list):
        return "\n".join(_enum_label(v, item_enum) if item_enum else _scalar_text(v) for v in value)
    return _scalar_text(value)


def list_is_representable(value: Any, item_kind: str) -> bool:
    """Whether ``value`` survives the one-item-per-line list editor unchanged."""
    if not isinstance(value, list):
        return value is None
    for item in value:
        if item_kind == "text" and not (
            isinstance(item, str) and item.strip() and "\n" not in item and "\r" not in item
        ):
            return False
        if item_kind == "text" and item != item.strip():
            return False
        if item_kind in {"integer", "number"} and (
            isinstance(item, bool) or not isinstance(item, int | float)
        ):
            return False
    return True


def from_ui(
    text: str,
    *,
    kind: str,
    label: str,
    enum: list[Any] | None = None,
    item_kind: str = "",
    item_enum: list[Any] | None = None,
) -> Any:
    """Parse a non-empty input string into the JSON value for a ``kind`` field.

    Args:
        text: What the input holds.
        kind: The field kind.
        label: The field's label, for error messages.
        enum: The enum's JSON choices (``enum`` fields).
        item_kind: The list's item kind (``list`` fields).
        item_enum: The list items' choices (lists of enums).

    Returns:
        The typed value.

    Raises:
        AnswerError: When the text cannot be converted; the message names the field and the fix.
    """
    if kind in {"text", "textarea", "code"}:
        return text
    if kind == "integer":
        return parse_integer(text, label)
    if kind == "number":
        return parse_number(text, label)
    if kind == "boolean":
        return parse_boolean(text, label)
    if kind == "enum":
        return parse_enum(text, label, enum or [])
    if kind == "list":
        lines = [line.rstrip("\r") for line in text.split("\n")]
        items = [line for line in lines if line.strip()]
        return [
            from_ui(
                item.strip() if item_kind != "text" else item,
                kind=item_kind,
                label=f"{label} (line {n})",
                enum=item_enum,
            )
            for n, item in enumerate(items, start=1)
        ]
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        where = f"line {exc.lineno}, column {exc.colno}"
        msg = f"{label}: not valid JSON ({exc.msg} at {where}); fix the JSON text."
        raise AnswerError(msg) from exc


def parse_integer(text: str, label: str) -> int:
    """Parse a whole number; ``"5.0"`` is accepted as 5, ``"5.5"`` is refused."""
    cleaned = text.strip().replace("_", "").replace(",", "")
    try:
        return int(cleaned)
    except ValueError:
        pass
    try:
        number = float(cleaned)
    except ValueError:
        number = math.nan
    if math.isfinite(number) and number.is_integer():
        return int(number)
    msg = f"{label}: {text.strip()!r} is not a whole number; enter digits only, e.g. 42."
    raise AnswerError(msg)


def parse_number(text: str, label: str) -> int | float:
    """Parse a finite number, keeping integers as integers (``"2"`` -> 2, ``"2.5"`` -> 2.5)."""
    cleaned = text.strip().replace("_", "").replace(",", "")
    try:
        return int(cleaned)
    except ValueError:
        pass
    try:
        number = float(cleaned)
    except ValueError:
        number = math.nan
    if math.isfinite(number):
        return number
    msg = f"{label}: {text.strip()!r} is not a number; enter a number such as 3.14."
    raise AnswerError(msg)


def parse_boolean(text: str, label: str) -> bool:
    """Parse ``true``/``false`` (also yes/no, on/off, 1/0; any case)."""
    word = text.strip().lower()
    if word in TRUE_WORDS:
        return True
    if word in FALSE_WORDS:
        return False
    msg = f"{label}: {text.strip()!r} is not true or false; switch it on or off."
    raise AnswerError(msg)


def parse_enum(text: str, label: str, choices: list[Any]) -> Any:
    """Map a choice's label back to its JSON value (numbers stay numbers)."""
    labels = enum_labels(choices)
    for choice_label, value in zip(labels, choices, strict=True):
        if text == choice_label or text.strip() == choice_label:
            return value
    shown = ", ".join(labels)
    msg = f"{label}: {text.strip()!r} is not one of the choices; pick one of: {shown}."
    raise AnswerError(msg)


def _enum_label(value: Any, choices: list[Any] | None) -> str:
    if choices:
        for choice_label, choice in zip(enum_labels(choices), choices, strict=True):
            if choice == value and isinstance(choice, bool) == isinstance(value, bool):
                return choice_label
    return _scalar_text(value)


def _scalar_text(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return value
    if isinstance(value, int | float):
        return json.dumps(value)
    return json.dumps(value, ensure_ascii=False)
