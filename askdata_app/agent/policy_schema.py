"""The policy file's format (a JSON schema, checked with ``jsonschema``) and its reader.

Errors name the file, the key path (``tools.run_sql.auto_approve[0].max_estimated_rows``) and what to fix.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, cast

import jsonschema
import yaml

from askdata_app.data.preview import BADGE_KINDS

DECISIONS = ["approve", "edit", "reject", "respond"]
DECIDERS = ["asker", "analyst", "approver", "admin"]

AUTO_RULE_SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "required": ["name"],
    "properties": {
        "name": {"type": "string", "minLength": 1, "description": "Shown in the audit and the chat."},
        "max_estimated_rows": {"type": "number", "exclusiveMinimum": 0},
        "deny_badges": {"type": "array", "items": {"enum": list(BADGE_KINDS)}, "uniqueItems": True},
        "tables": {"type": "array", "items": {"type": "string", "minLength": 1}},
        "args": {"type": "object", "description": "A JSON schema the call's arguments must satisfy."},
        "require_preview": {"type": "boolean"},
    },
}

TOOL_SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "properties": {
        "decisions": {
            "type": "array",
            "items": {"enum": DECISIONS},
            "minItems": 1,
            "uniqueItems": True,
        },
        "deciders": {"type": "array", "items": {"enum": DECIDERS}, "minItems": 1, "uniqueItems": True},
        "self_approval": {"type": "boolean"},
        "timeout_s": {"type": "number", "minimum": 0},
        "question": {"type": "boolean"},
        "auto_approve": {"type": "array", "items": AUTO_RULE_SCHEMA},
    },
}

POLICY_SCHEMA: dict[str, Any] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "type": "object",
    "additionalProperties": False,
    "properties": {
        "tools": {"type": "object", "additionalProperties": TOOL_SCHEMA},
        "sensitive_columns": {
            "type": "array",
            "items": {"type": "string", "pattern": r"^[^.\s]+(\.[^.\s]+)+$"},
        },
    },
}

_HINTS = {
    "additionalProperties": "remove it or fix its spelling",
    "enum": "use one of the listed values",
    "pattern": "write it as table.column",
    "minItems": "list at least one",
    "uniqueItems": "list each value once",
    "required": "add it",
    "type": "change its type",
    "exclusiveMinimum": "use a positive number",
    "minimum": "use 0 or more",
}


class PolicyError(Exception):
    """The policy file cannot be used; the message names the file, the key path and what to fix."""


def key_path(path: Any) -> str:
    """``['tools', 'run_sql', 'auto_approve', 0]`` -> ``tools.run_sql.auto_approve[0]``."""
    text = ""
    for part in path:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return text or "(top level)"


def read_policy_file(path: Path) -> dict[str, Any]:
    """The policy file's content, checked against :data:`POLICY_SCHEMA`.

    Raises:
        PolicyError: missing file, YAML syntax, or a key that breaks the format.
    """
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as err:
        msg = f"Cannot read the policy file {path}: {err.strerror or err}. Check ASKDATA_POLICY_PATH."
        raise PolicyError(msg) from err
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        where = f" at line {mark.line + 1}" if mark is not None else ""
        msg = f"{path}{where}: not valid YAML ({getattr(err, 'problem', None) or err}). Fix the syntax."
        raise PolicyError(msg) from err
    if data is None:
        data = {}
    validator = jsonschema.Draft202012Validator(POLICY_SCHEMA)
    errors = sorted(validator.iter_errors(data), key=lambda e: (list(e.absolute_path), e.validator))
    if errors:
        lines = [_describe(e) for e in errors[:5]]
        more = f" (and {len(errors) - 5} more)" if len(errors) > 5 else ""
        msg = f"{path}: the policy file is not valid{more}:\n" + "\n".join(f"- {line}" for line in lines)
        raise PolicyError(msg)
    for name, entry in (data.get("tools") or {}).items():
        if entry.get("question") and entry.get("auto_approve"):
            msg = (
                f"{path}: tools.{name}.auto_approve: a question tool waits for an answer and cannot be "
                "auto-approved; remove auto_approve or question."
            )
            raise PolicyError(msg)
    return cast("dict[str, Any]", data)


def _describe(error: jsonschema.ValidationError) -> str:
    where = key_path(error.absolute_path)
    schema = error.schema if isinstance(error.schema, dict) else {}
    if error.validator == "additionalProperties":
        instance = error.instance if isinstance(error.instance, dict) else {}
        extra = sorted(set(instance) - set(schema.get("properties", {})))
        known = ", ".join(schema.get("properties", {})) or "none (tool names)"
        names = ", ".join(extra)
        return f"{where}: unknown key {names}; {_HINTS['additionalProperties']} (known keys: {known})"
    hint = _HINTS.get(str(error.validator), "see the documented format")
    return f"{where}: {error.message}; {hint}"
