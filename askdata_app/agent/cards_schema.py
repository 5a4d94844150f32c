"""Reading JSON schemas for approval cards: `$ref` resolution, nullability and field kinds.

Pure functions over plain dicts (pydantic-generated JSON schemas, Draft 2020-12). Nothing here knows
about the UI; :mod:`askdata_app.agent.cards_walk` turns the results into form fields.
"""

from __future__ import annotations

import json
from typing import Any

SCALAR_TYPES = (str, int, float, bool)
CODE_WORDS = frozenset({"sql", "query", "code", "script"})
NOT_CODE_WORDS = frozenset({"zip", "postal", "country", "currency", "language", "area", "status", "promo"})
"""``zip_code`` and friends are short identifiers, not code to edit."""
LONG_TEXT_WORDS = frozenset(
    {
        "body",
        "comment",
        "content",
        "description",
        "explanation",
        "instructions",
        "markdown",
        "message",
        "notes",
        "prompt",
        "question",
        "summary",
        "text",
    }
)
LONG_TEXT_LENGTH = 200
ACRONYMS = {"sql": "SQL", "id": "ID", "url": "URL", "api": "API", "csv": "CSV", "json": "JSON", "ui": "UI"}


class SchemaCycleError(Exception):
    """A `$ref` chain points back at itself (a recursive model); such parts become JSON fields."""


def humanise(name: str) -> str:
    """Turn an identifier into a label: ``max_rows`` -> ``Max rows``, ``run_sql`` -> ``Run SQL``.

    Args:
        name: A property or tool name (snake_case, kebab-case or camelCase).

    Returns:
        A short sentence-case label; ``""`` for an empty name.
    """
    spaced = "".join(
        f" {c}" if c.isupper() and i and name[i - 1].islower() else c for i, c in enumerate(name)
    )
    words = [w for w in spaced.replace("_", " ").replace("-", " ").split() if w]
    out = [ACRONYMS.get(w.lower(), w.lower()) for w in words]
    if out and out[0] not in ACRONYMS.values():
        out[0] = out[0][:1].upper() + out[0][1:]
    return " ".join(out)


def pointer_get(root: dict[str, Any], ref: str) -> Any:
    """Follow a local JSON pointer such as ``#/$defs/run_sql`` inside ``root``.

    Raises:
        KeyError: When ``ref`` is not local or does not resolve.
    """
    if not ref.startswith("#"):
        msg = f"only local $ref values are supported, got {ref!r}"
        raise KeyError(msg)
    node: Any = root
    for raw in ref[1:].split("/")[1:]:
        part = raw.replace("~1", "/").replace("~0", "~")
        node = node[int(part)] if isinstance(node, list) else node[part]
    return node


def resolve(
    schema: Any, root: dict[str, Any], seen: tuple[str, ...] = ()
) -> tuple[dict[str, Any], tuple[str, ...]]:
    """Follow `$ref` (and single-member `allOf`) until a concrete schema, keeping sibling keywords.

    Sibling keywords next to a `$ref` (pydantic puts ``default``, ``title``, ``description`` there) win over
    the target's own.

    Args:
        schema: A schema node (a dict; anything else resolves to ``{}``).
        root: The document the `$ref` pointers refer to.
        seen: Refs already followed on this branch (to detect recursion).

    Returns:
        The resolved schema and the refs followed so far.

    Raises:
        SchemaCycleError: When a ref is followed twice on one branch.
    """
    if not isinstance(schema, dict):
        return {}, seen
    current = schema
    for _ in range(64):
        ref = current.get("$ref")
        all_of = current.get("allOf")
        if isinstance(ref, str):
            if ref in seen:
                msg = f"recursive schema at {ref}"
                raise SchemaCycleError(msg)
            seen = (*seen, ref)
            target = pointer_get(root, ref)
            siblings = {k: v for k, v in current.items() if k != "$ref"}
            current = {**(target if isinstance(target, dict) else {}), **siblings}
        elif isinstance(all_of, list) and len(all_of) == 1 and isinstance(all_of[0], dict):
            siblings = {k: v for k, v in current.items() if k != "allOf"}
            current = {**all_of[0], **siblings}
        else:
            return current, seen
    msg = "schema $ref chain too long"
    raise SchemaCycleError(msg)


def unwrap_nullable(
    schema: dict[str, Any], root: dict[str, Any], seen: tuple[str, ...]
) -> tuple[dict[str, Any], bool, tuple[str, ...]]:
    """Split ``anyOf: [X, {type: null}]`` (or ``type: [X, "null"]``) into ``X`` and a nullable flag.

    Sibling keywords of the ``anyOf`` (title, default, description) are kept on the result.

    Returns:
        ``(schema, nullable, seen)``, the schema resolved.
    """
    for key in ("anyOf", "oneOf"):
        options = schema.get(key)
        if isinstance(options, list) and len(options) == 2:
            nulls = [o for o in options if isinstance(o, dict) and o.get("type") == "null" and len(o) == 1]
            if len(nulls) == 1:
                other = options[0] if options[1] is nulls[0] else options[1]
                inner, seen = resolve(other, root, seen)
                siblings = {k: v for k, v in schema.items() if k != key}
                return {**inner, **siblings}, True, seen
    types = schema.get("type")
    if isinstance(types, list) and "null" in types:
        rest = [t for t in types if t != "null"]
        if len(rest) == 1:
            return {**schema, "type": rest[0]}, True, seen
    enum = schema.get("enum")
    if isinstance(enum, list) and None in enum and len(enum) > 1:
        return {**schema, "enum": [v for v in enum if v is not None]}, True, seen
    return schema, False, seen


def is_scalar(value: Any) -> bool:
    """True for the JSON scalars an enum option may hold (strings, numbers, booleans)."""
    return isinstance(value, SCALAR_TYPES)


def enum_values(schema: dict[str, Any]) -> list[Any] | None:
    """The scalar choices of a ``const``/``enum`` schema, or None when it is not a scalar enum."""
    if "const" in schema:
        values = [schema["const"]]
    elif isinstance(schema.get("enum"), list) and schema["enum"]:
        values = list(schema["enum"])
    else:
        return None
    return values if all(is_scalar(v) for v in values) else None


def enum_labels(values: list[Any]) -> list[str]:
    """UI labels for enum choices: strings as they are, other scalars as JSON (``1``, ``true``).

    When a string would collide with another choice's label (``"1"`` next to ``1``), strings are
    shown as quoted JSON so every label stays unique.
    """
    plain = [v if isinstance(v, str) else _json_scalar(v) for v in values]
    if len(set(plain)) == len(plain):
        return plain
    return [_json_scalar(v) for v in values]


def _json_scalar(value: Any) -> str:
    return json.dumps(value)


def string_kind(schema: dict[str, Any], name: str) -> str:
    """``code`` for SQL/query/code, ``textarea`` for long text, else ``text``."""
    words = set(humanise(name).lower().split())
    if words & CODE_WORDS and not words & NOT_CODE_WORDS:
        return "code"
    max_length = schema.get("maxLength")
    if isinstance(max_length, int) and not isinstance(max_length, bool):
        return "textarea" if max_length > LONG_TEXT_LENGTH else "text"
    return "textarea" if words & LONG_TEXT_WORDS else "text"


def item_kind(items: Any, root: dict[str, Any], seen: tuple[str, ...]) -> tuple[str, list[Any] | None]:
    """The list editor's item kind for an array's ``items`` schema, or ``("", None)`` when unsupported."""
    if not isinstance(items, dict):
        return "", None
    try:
        resolved, _ = resolve(items, root, seen)
    except (SchemaCycleError, KeyError, IndexError, ValueError):
        return "", None
    values = enum_values(resolved)
    if values is not None:
        return "enum", values
    kind = {"string": "text", "integer": "integer", "number": "number"}.get(str(resolved.get("type")), "")
    if kind and set(resolved) & {"anyOf", "oneOf", "allOf", "not"}:
        return "", None
    return kind, None


def classify(schema: dict[str, Any], name: str, root: dict[str, Any], seen: tuple[str, ...]) -> str:
    """The form kind for a resolved, non-nullable schema.

    Returns:
        One of text|textarea|code|integer|number|boolean|enum|list|group|json.
    """
    if enum_values(schema) is not None:
        return "enum"
    if "const" in schema or "enum" in schema or set(schema) & {"anyOf", "oneOf", "not", "if"}:
        return "json"
    kind_by_type = {"integer": "integer", "number": "number", "boolean": "boolean"}
    schema_type = schema.get("type")
    if schema_type is None and isinstance(schema.get("properties"), dict):
        schema_type = "object"
    if not isinstance(schema_type, str):
        return "json"
    if schema_type == "string":
        return string_kind(schema, name)
    if schema_type in kind_by_type:
        return kind_by_type[schema_type]
    if schema_type == "array":
        if "prefixItems" in schema:
            return "json"
        kind, _ = item_kind(schema.get("items"), root, seen)
        return "list" if kind else "json"
    if schema_type == "object":
        props = schema.get("properties")
        extra = schema.get("additionalProperties", False)
        if isinstance(props, dict) and props and extra is False and "patternProperties" not in schema:
            return "group"
    return "json"
