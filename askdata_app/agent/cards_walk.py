"""Walking a response schema: the decisions it allows and the edit form's fields.

Produces internal :class:`Field` records (with the JSON enum values the UI never sees);
:mod:`askdata_app.agent.cards` turns them into the flat ``FieldSpec`` dicts the UI renders.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from typing import Any

from askdata_app.agent.cards_schema import (
    SchemaCycleError,
    classify,
    enum_labels,
    enum_values,
    humanise,
    item_kind,
    resolve,
    unwrap_nullable,
)
from askdata_app.agent.cards_values import list_is_representable, to_ui

MISSING: Any = object()
"""Marks "no proposed value and no default"."""
SCHEMA_ERRORS = (SchemaCycleError, KeyError, IndexError, TypeError, ValueError)
EXTRA_ARG_NOTE = "Not in the tool's argument schema; sent as written."


@dataclass
class Field:
    """One form field, with what the answer builder needs beyond the UI's view."""

    path: str
    label: str
    description: str
    kind: str
    required: bool
    nullable: bool
    depth: int
    value: str
    minimum: str = ""
    maximum: str = ""
    enum: list[Any] | None = None
    item_kind: str = ""
    item_enum: list[Any] | None = None

    @property
    def options(self) -> list[str]:
        """Enum labels, for an enum field or a list of enum items."""
        values = self.enum if self.kind == "enum" else self.item_enum if self.kind == "list" else None
        return enum_labels(values) if values else []


@dataclass
class Branch:
    """One allowed decision of a response schema."""

    type: str
    message: str
    args_schema: Any
    tool_name: str | None
    type_required: bool = True


def escape_pointer(name: str) -> str:
    """Escape a property name as a JSON pointer segment (RFC 6901)."""
    return name.replace("~", "~0").replace("/", "~1")


def split_pointer(path: str) -> list[str]:
    """``"/options/limit"`` -> ``["options", "limit"]`` (unescaping ``~1`` and ``~0``)."""
    if not path:
        return []
    return [p.replace("~1", "/").replace("~0", "~") for p in path.split("/")[1:]]


def decision_branches(response_schema: dict[str, Any]) -> list[Branch]:
    """The allowed decisions, in schema order: the ``oneOf`` members, or the single plain schema."""
    members = response_schema.get("oneOf")
    if not isinstance(members, list):
        members = [response_schema]
    branches: list[Branch] = []
    for member in members:
        try:
            schema, _ = resolve(member, response_schema)
            branch = _branch(schema, response_schema)
        except SCHEMA_ERRORS:
            continue
        if branch is not None:
            branches.append(branch)
    return branches


def _branch(schema: dict[str, Any], root: dict[str, Any]) -> Branch | None:
    props = schema.get("properties") or {}
    type_schema, _ = resolve(props.get("type"), root)
    choices = enum_values(type_schema)
    if not choices or not isinstance(choices[0], str):
        return None
    required = set(schema.get("required") or [])
    message = "none" if "message" not in props else "required" if "message" in required else "optional"
    args_schema: Any = None
    tool_name: str | None = None
    if "edited_action" in props:
        action, _ = resolve(props["edited_action"], root)
        action_props = action.get("properties") or {}
        args_schema = action_props.get("args", {"type": "object"})
        name_choices = enum_values(resolve(action_props.get("name"), root)[0])
        tool_name = name_choices[0] if name_choices and isinstance(name_choices[0], str) else None
    return Branch(
        type=choices[0],
        message=message,
        args_schema=args_schema,
        tool_name=tool_name,
        type_required="type" in required and len(choices) == 1,
    )


def args_fields(args_schema: Any, root: dict[str, Any], proposed: Any = MISSING) -> list[Field]:
    """The edit form for a tool's args schema, pre-filled with the proposed args (else defaults).

    A schema that is not an object with properties becomes one JSON field at path ``""``.
    """
    try:
        schema, seen = resolve(args_schema, root)
        kind = classify(schema, "", root, seen)
    except SCHEMA_ERRORS:
        schema, seen, kind = {}, (), "json"
    if kind == "group":
        return _properties(schema, root, seen, base="", depth=0, initial=proposed, use_defaults=True)
    start = proposed if proposed is not MISSING and proposed is not None else {}
    return [
        Field(
            path="",
            label="Arguments",
            description=str(schema.get("description", "")),
            kind="json",
            required=True,
            nullable=False,
            depth=0,
            value=to_ui("json", start),
        )
    ]


def _properties(
    schema: dict[str, Any],
    root: dict[str, Any],
    seen: tuple[str, ...],
    *,
    base: str,
    depth: int,
    initial: Any,
    use_defaults: bool,
) -> list[Field]:
    props: dict[str, Any] = schema.get("properties") or {}
    required = set(schema.get("required") or [])
    fields: list[Field] = []
    for name, prop in props.items():
        given = initial[name] if isinstance(initial, dict) and name in initial else MISSING
        fields.extend(
            _property(
                name,
                prop,
                root,
                seen,
                base=base,
                depth=depth,
                required=name in required,
                given=given,
                use_defaults=use_defaults,
            )
        )
    if isinstance(initial, dict):
        for name, value in initial.items():
            if name not in props:
                path = f"{base}/{escape_pointer(name)}"
                extra = Field(
                    path=path,
                    label=humanise(name),
                    description=EXTRA_ARG_NOTE,
                    kind="json",
                    required=False,
                    nullable=False,
                    depth=depth,
                    value=to_ui("json", value),
                )
                fields.append(extra)
    return fields


def _property(
    name: str,
    prop: Any,
    root: dict[str, Any],
    seen: tuple[str, ...],
    *,
    base: str,
    depth: int,
    required: bool,
    given: Any,
    use_defaults: bool,
) -> list[Field]:
    path = f"{base}/{escape_pointer(name)}"
    outer = prop if isinstance(prop, dict) else {}
    try:
        schema, inner_seen = resolve(prop, root, seen)
        schema, nullable, inner_seen = unwrap_nullable(schema, root, inner_seen)
        kind = classify(schema, name, root, inner_seen)
    except SCHEMA_ERRORS:
        schema, nullable, inner_seen, kind = outer, False, seen, "json"
    start = given
    if start is MISSING and use_defaults:
        start = schema.get("default", MISSING)
    field = Field(
        path=path,
        label=_label(outer.get("title"), name),
        description=str(outer.get("description") or schema.get("description") or ""),
        kind=kind,
        required=required,
        nullable=nullable,
        depth=depth,
        value="",
    )
    if kind == "enum":
        field.enum = enum_values(schema)
    if kind in {"integer", "number"}:
        field.minimum, field.maximum = _bounds(schema, integer=kind == "integer")
    if kind == "list":
        field.item_kind, field.item_enum = item_kind(schema.get("items"), root, inner_seen)
        if start is not MISSING and not list_is_representable(start, field.item_kind):
            field.kind, field.item_kind, field.item_enum = "json", "", None
    if kind == "group" and start is not MISSING and start is not None and not isinstance(start, dict):
        field.kind = "json"
    if field.kind == "group":
        children = _properties(
            schema,
            root,
            inner_seen,
            base=path,
            depth=depth + 1,
            initial=start,
            use_defaults=use_defaults and start is not None,
        )
        return [field, *children]
    if start is not MISSING:
        field.value = to_ui(field.kind, start, enum=field.enum, item_enum=field.item_enum)
    return [field]


def _label(title: Any, name: str) -> str:
    """The schema's title, unless it is pydantic's automatic one (``Max Rows``): then ``Max rows``."""
    automatic = name.replace("_", " ").title()
    if isinstance(title, str) and title.strip() and title != automatic:
        return title
    return humanise(name)


def _bounds(schema: dict[str, Any], *, integer: bool) -> tuple[str, str]:
    def num(key: str) -> float | None:
        value = schema.get(key)
        ok = isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)
        return value if ok else None

    low, high = num("minimum"), num("maximum")
    ex_low, ex_high = num("exclusiveMinimum"), num("exclusiveMaximum")
    if ex_low is not None and (low is None or ex_low >= low):
        low = math.floor(ex_low) + 1 if integer else ex_low
    if ex_high is not None and (high is None or ex_high <= high):
        high = math.ceil(ex_high) - 1 if integer else ex_high
    if integer:
        low = math.ceil(low) if low is not None else None
        high = math.floor(high) if high is not None else None
    return ("" if low is None else json.dumps(low)), ("" if high is None else json.dumps(high))
