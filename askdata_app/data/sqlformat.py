"""SQL as people read it: one clause per line, indented (sqlglot pretty), for cards and the audit."""

from __future__ import annotations

import json
from typing import Any


def pretty_sql(sql: str, *, dialect: str | None = None) -> str:
    """``sql`` laid out by sqlglot in its own dialect; the text as it is when it does not parse.

    Display only: what ran is the stored text, this is the same statement with line breaks and indents.
    Comments are kept (sqlglot keeps them); several statements are laid out one after another.
    """
    import sqlglot

    text = sql.strip()
    if not text:
        return ""
    try:
        trees = sqlglot.parse(text, read=dialect)
    except (sqlglot.errors.ParseError, sqlglot.errors.TokenError, ValueError):
        return text
    parts = [tree.sql(dialect=dialect, pretty=True) for tree in trees if tree is not None]
    return ";\n\n".join(parts) if parts else text


def split_args(args: dict[str, Any] | None, *, dialect: str | None = None) -> tuple[str, str]:
    """A tool call's arguments as ``(pretty SQL or "", the other arguments as indented JSON or "")``."""
    if not args:
        return "", ""
    sql = args.get("sql")
    rest = {k: v for k, v in args.items() if k != "sql"} if isinstance(sql, str) else dict(args)
    sql_text = pretty_sql(sql, dialect=dialect) if isinstance(sql, str) else ""
    rest_text = json.dumps(rest, indent=1, default=str, ensure_ascii=False) if rest else ""
    return sql_text, rest_text


def sql_diff(proposed: str, executed: str, *, dialect: str | None = None) -> str:
    """A unified diff of the proposed and the executed SQL, both laid out first ("" when they are the same).

    Laying both out first makes the diff show what changed in the statement, not in its line breaks.
    """
    import difflib

    before = pretty_sql(proposed, dialect=dialect).splitlines()
    after = pretty_sql(executed, dialect=dialect).splitlines()
    if before == after:
        return ""
    lines = difflib.unified_diff(before, after, "proposed", "ran", lineterm="", n=2)
    return "\n".join(lines)


def executed_view(
    proposed_args: dict[str, Any], executed_args: dict[str, Any] | None, *, dialect: str | None = None
) -> dict[str, Any]:
    """The card fields after a decision: ``executed_args`` (what ran) and ``executed_diff`` (vs the proposal).

    For a chat item of an edited card: ``{**item, **executed_view(card["args"], edited_args)}``.
    """
    if executed_args is None:
        return {"executed_args": {}, "executed_diff": ""}
    shown = dict(executed_args)
    if isinstance(shown.get("sql"), str):
        shown["sql"] = pretty_sql(shown["sql"], dialect=dialect)
    diff = ""
    if isinstance(proposed_args.get("sql"), str) and isinstance(executed_args.get("sql"), str):
        diff = sql_diff(proposed_args["sql"], executed_args["sql"], dialect=dialect)
    return {"executed_args": shown, "executed_diff": diff}
