"""What an edit changed: the proposed arguments against the edited ones, per argument, text by lines.

:func:`args_diff` gives structured changes for the card (one entry per changed argument, with inline lines
for text such as SQL); :func:`diff_text` gives one unified diff for the audit page and its CSV.
"""

from __future__ import annotations

import difflib
import json
from typing import Any, Literal, TypedDict

from askdata_app.agent.cards_walk import escape_pointer


class DiffLine(TypedDict):
    """One line of a change."""

    op: Literal["+", "-", " "]
    """``+`` added, ``-`` removed, `` `` unchanged context."""
    text: str


class ArgChange(TypedDict):
    """One argument the person changed."""

    path: str
    """JSON pointer of the argument (``/sql``, ``/requester/contact/name``)."""
    change: Literal["added", "removed", "changed"]
    before: str
    """The proposed value as JSON text (``""`` when added)."""
    after: str
    """The edited value as JSON text (``""`` when removed)."""
    lines: list[DiffLine]
    """Line diff: text values by their own lines (SQL), other values by their JSON lines."""


def _flatten(value: Any, base: str = "") -> dict[str, Any]:
    """Leaf values by JSON pointer (objects are walked, lists and scalars are leaves)."""
    if isinstance(value, dict) and value:
        out: dict[str, Any] = {}
        for key, item in value.items():
            out.update(_flatten(item, f"{base}/{escape_pointer(str(key))}"))
        return out
    return {base: value}


def _lines(value: Any) -> list[str]:
    if isinstance(value, str):
        return value.splitlines() or [""]
    return json.dumps(value, indent=2, ensure_ascii=False, default=str).splitlines()


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, default=str)


def _line_diff(before: Any, after: Any) -> list[DiffLine]:
    old, new = _lines(before), _lines(after)
    lines: list[DiffLine] = []
    for row in difflib.ndiff(old, new):
        op, text = row[:1], row[2:]
        if op == "?":
            continue
        lines.append(DiffLine(op="+" if op == "+" else "-" if op == "-" else " ", text=text))
    return lines


_ABSENT = object()


def args_diff(proposed: dict[str, Any] | None, edited: dict[str, Any] | None) -> list[ArgChange]:
    """The arguments an edit changed, in the proposal's order (added ones last).

    Args:
        proposed: The model's arguments.
        edited: The arguments the person sent (None: nothing was edited).

    Returns:
        One :class:`ArgChange` per changed leaf argument; empty when nothing changed.
    """
    if edited is None:
        return []
    before, after = _flatten(proposed or {}), _flatten(edited)
    changes: list[ArgChange] = []
    for path in [*before, *(p for p in after if p not in before)]:
        old, new = before.get(path, _ABSENT), after.get(path, _ABSENT)
        if old is not _ABSENT and new is not _ABSENT and _json(old) == _json(new):
            continue
        if old is _ABSENT:
            lines = [DiffLine(op="+", text=t) for t in _lines(new)]
            changes.append(ArgChange(path=path, change="added", before="", after=_json(new), lines=lines))
        elif new is _ABSENT:
            lines = [DiffLine(op="-", text=t) for t in _lines(old)]
            changes.append(ArgChange(path=path, change="removed", before=_json(old), after="", lines=lines))
        else:
            changes.append(
                ArgChange(
                    path=path,
                    change="changed",
                    before=_json(old),
                    after=_json(new),
                    lines=_line_diff(old, new),
                )
            )
    return changes


def diff_text(proposed: dict[str, Any] | None, edited: dict[str, Any] | None) -> str:
    """One unified-style diff of an edit, argument by argument (``""`` when nothing changed)."""
    blocks: list[str] = []
    for change in args_diff(proposed, edited):
        body = "\n".join(f"{line['op']}{line['text']}" for line in change["lines"])
        blocks.append(f"@@ {change['path'] or '/'} ({change['change']})\n{body}")
    return "\n".join(blocks)
