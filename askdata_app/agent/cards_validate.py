"""Checking an answer against an interrupt's response schema, with problems a person can act on.

Validity is decided by ``jsonschema`` (Draft 2020-12, `$defs`/`$ref`). When the schema is a ``oneOf`` of
decisions discriminated by ``type`` (what the HITL middleware sends), the answer is checked against the one
branch its ``type`` names, so the problems are about that decision (``sql: is required``) rather than one
complaint per branch.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError

from askdata_app.agent.cards_walk import decision_branches

TYPE_WORDS = {
    "string": "text",
    "integer": "a whole number",
    "number": "a number",
    "boolean": "true or false",
    "array": "a list",
    "object": "an object",
    "null": "empty (null)",
}
ARGS_PREFIX = ("edited_action", "args")
ROOT_KEYS = frozenset({"$defs", "oneOf", "discriminator", "title", "description"})


@lru_cache(maxsize=256)
def _validator(schema_json: str) -> Draft202012Validator:
    return Draft202012Validator(json.loads(schema_json))


def validate_answer(answer: Any, response_schema: dict[str, Any]) -> list[str]:
    """Check ``answer`` against ``response_schema``.

    Args:
        answer: The decision to send (any JSON value).
        response_schema: The interrupt's response schema.

    Returns:
        ``[]`` when the answer is valid; otherwise readable problems such as ``"sql: is required"`` or
        ``"max_rows: must be at most 10000"`` (paths inside the edited args are relative to the args).
    """
    target = response_schema
    members = response_schema.get("oneOf")
    if isinstance(members, list) and isinstance(answer, dict):
        branches = decision_branches(response_schema)
        types = [b.type for b in branches]
        discriminated = all(b.type_required for b in branches) and len(set(types)) == len(types)
        plain_root = set(response_schema) <= ROOT_KEYS
        if discriminated and len(branches) == len(members) and plain_root:
            if "type" not in answer:
                return [f"type: is required; choose one of: {', '.join(types)}"]
            chosen = [m for m, t in zip(members, types, strict=True) if _json_equal(answer["type"], t)]
            if not chosen:
                return [f"type: must be one of: {', '.join(types)}"]
            target = {**{k: v for k, v in response_schema.items() if k != "oneOf"}, "allOf": chosen}
    validator = _validator(json.dumps(target, sort_keys=True))
    return _unique(m for error in validator.iter_errors(answer) for m in _describe(error))


def _json_equal(value: Any, const: str) -> bool:
    return isinstance(value, str) and value == const


def _unique(messages: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(messages))


def _where(path: Iterable[Any]) -> str:
    parts = list(path)
    if tuple(parts[:2]) == ARGS_PREFIX and len(parts) > 2:
        parts = parts[2:]
    text = ""
    for part in parts:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return text or "answer"


def _num(value: Any) -> str:
    return json.dumps(value)


def _describe(error: ValidationError) -> list[str]:
    where = _where(error.absolute_path)
    kind = error.validator
    expected: Any = error.validator_value  # a JSON schema value; always set on errors a validator yields
    if kind == "required":
        missing = [
            name for name in expected if isinstance(error.instance, dict) and name not in error.instance
        ]
        return [f"{_where([*error.absolute_path, name])}: is required" for name in missing]
    if kind in {"anyOf", "oneOf"} and error.context:
        useful = [e for e in error.context if not (e.validator == "type" and e.validator_value == "null")]
        described = [m for e in useful for m in _describe(e)]
        if described:
            return described
    if kind == "type":
        names = expected if isinstance(expected, list) else [expected]
        return [f"{where}: must be {' or '.join(TYPE_WORDS.get(n, str(n)) for n in names)}"]
    simple = {
        "minimum": "must be at least {}",
        "maximum": "must be at most {}",
        "exclusiveMinimum": "must be greater than {}",
        "exclusiveMaximum": "must be less than {}",
        "multipleOf": "must be a multiple of {}",
        "minLength": "must be at least {} characters long",
        "maxLength": "must be at most {} characters long",
        "minItems": "must have at least {} items",
        "maxItems": "must have at most {} items",
        "const": "must be {}",
    }
    if kind in simple:
        return [f"{where}: {simple[kind].format(_num(expected))}"]
    if kind == "enum":
        return [f"{where}: must be one of: {', '.join(_num(v) for v in expected)}"]
    if kind == "pattern":
        return [f"{where}: must match the pattern {expected}"]
    if kind == "uniqueItems":
        return [f"{where}: must not repeat items"]
    if kind == "additionalProperties" and isinstance(error.instance, dict):
        return [f"{where}: unexpected field(s) {error.message.split('(')[-1].rstrip(')')}"]
    return [f"{where}: {error.message}"]
