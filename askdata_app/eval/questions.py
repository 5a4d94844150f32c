"""Reading a question set in YAML: a list of ``{id, question, expect, sql, ordered?, context?}`` entries,
either at the top level or under ``questions:``. ``expect`` is ``answer`` or ``ask_user`` (``ask`` for short);
``context`` lists the earlier questions of the same chat, asked before the graded one (a follow-up); other
keys are ignored."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jsonschema
import yaml

ENTRY_SCHEMA = {
    "type": "object",
    "required": ["id", "question", "expect"],
    "properties": {
        "id": {"type": ["string", "integer"]},
        "question": {"type": "string", "minLength": 1},
        "expect": {"enum": ["answer", "ask_user", "ask"]},
        "sql": {"type": ["string", "null"]},
        "ordered": {"type": "boolean"},
        "notes": {"type": "string"},
        "context": {"type": "array", "items": {"type": "string", "minLength": 1}},
    },
}
"""One entry; keys not listed here (a category, a comment field...) are ignored."""

SCHEMA = {"type": "array", "minItems": 1, "items": ENTRY_SCHEMA}
"""The entries: the whole file, or its ``questions:`` key."""

_EXPECT_ALIASES = {"ask": "ask_user"}


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
    context: tuple[str, ...] = ()
    """Earlier questions of the same chat, asked (and their SQL approved) before this one."""


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
    entries: Any = data.get("questions") if isinstance(data, dict) else data
    if not isinstance(entries, list):
        msg = f"{path}: expected a list of questions, or a mapping with questions: [...]"
        raise EvalFileError(msg)
    try:
        jsonschema.validate(entries, SCHEMA)
    except jsonschema.ValidationError as exc:
        where = "/".join(str(p) for p in exc.absolute_path) or "top level"
        msg = f"{path}: {where}: {exc.message}"
        raise EvalFileError(msg) from exc
    out: list[Question] = []
    seen: set[str] = set()
    for item in entries:
        qid = str(item["id"])
        if qid in seen:
            msg = f"{path}: duplicate question id '{qid}'"
            raise EvalFileError(msg)
        seen.add(qid)
        sql = item.get("sql")
        expect = _EXPECT_ALIASES.get(item["expect"], item["expect"])
        if expect == "answer" and not (sql and sql.strip()):
            msg = f"{path}: question '{qid}' expects an answer but has no gold sql"
            raise EvalFileError(msg)
        context = tuple(item.get("context") or ())
        out.append(Question(qid, item["question"], expect, sql, bool(item.get("ordered", False)), context))
    return out
