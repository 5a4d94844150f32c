"""Reading a question set: ``{questions: [{id, question, expect, sql, ordered?}]}`` in YAML."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import jsonschema
import yaml

SCHEMA = {
    "type": "object",
    "required": ["questions"],
    "properties": {
        "questions": {
            "type": "array",
            "minItems": 1,
            "items": {
                "type": "object",
                "required": ["id", "question", "expect"],
                "additionalProperties": False,
                "properties": {
                    "id": {"type": "string", "minLength": 1},
                    "question": {"type": "string", "minLength": 1},
                    "expect": {"enum": ["answer", "ask_user"]},
                    "sql": {"type": ["string", "null"]},
                    "ordered": {"type": "boolean"},
                    "notes": {"type": "string"},
                },
            },
        }
    },
}


class EvalFileError(Exception):
    """The question file cannot be used; the message says where and why."""


@dataclass(frozen=True)
class Question:
    """One question with its expected outcome."""

    id: str
    question: str
    expect: str
    """"answer" or "ask_user"."""
    sql: str | None
    """Gold DuckDB SQL (for ``answer``)."""
    ordered: bool = False
    """Compare row order too (the question asks for an order)."""


def load_questions(path: Path | str) -> list[Question]:
    """Read and check a question file.

    Raises:
        EvalFileError: unreadable YAML, a schema violation, a duplicate id, or an answer without gold SQL.
    """
    path = Path(path)
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        msg = f"cannot read question file {path}: {exc}"
        raise EvalFileError(msg) from exc
    try:
        jsonschema.validate(data, SCHEMA)
    except jsonschema.ValidationError as exc:
        where = "/".join(str(p) for p in exc.absolute_path) or "top level"
        msg = f"{path}: {where}: {exc.message}"
        raise EvalFileError(msg) from exc
    out: list[Question] = []
    seen: set[str] = set()
    for item in data["questions"]:
        if item["id"] in seen:
            msg = f"{path}: duplicate question id '{item['id']}'"
            raise EvalFileError(msg)
        seen.add(item["id"])
        sql = item.get("sql")
        if item["expect"] == "answer" and not (sql and sql.strip()):
            msg = f"{path}: question '{item['id']}' expects an answer but has no gold sql"
            raise EvalFileError(msg)
        out.append(
            Question(item["id"], item["question"], item["expect"], sql, bool(item.get("ordered", False)))
        )
    return out
