"""SQL highlighted once, on the server: a list of (class, text) segments rendered as plain text spans.

The browser gets text, never markup, and re-rendering a step costs no client-side highlighter.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TypedDict

from pygments import lex
from pygments.lexers import SqlLexer
from pygments.token import Comment, Keyword, Name, Number, Operator, String, _TokenType

MAX_SQL = 20_000
"""Longer SQL is shown as one plain segment (highlighting is a nicety)."""

_CLASSES: list[tuple[_TokenType, str]] = [
    (Keyword, "k"),
    (Name.Builtin, "k"),
    (String, "s"),
    (Number, "n"),
    (Comment, "c"),
    (Operator, "o"),
]


class Segment(TypedDict):
    """A run of SQL text with its class (k keyword, s string, n number, c comment, o operator, "" other)."""

    k: str
    t: str


@lru_cache(maxsize=512)
def _segments(sql: str) -> tuple[tuple[str, str], ...]:
    out: list[tuple[str, str]] = []
    for token, text in lex(sql, SqlLexer()):
        cls = next((c for t, c in _CLASSES if token[: len(t)] == t), "")  # the token is t or a subtype
        if out and out[-1][0] == cls:
            out[-1] = (cls, out[-1][1] + text)
        else:
            out.append((cls, text))
    if out and out[-1][1].endswith("\n") and not sql.endswith("\n"):
        out[-1] = (out[-1][0], out[-1][1][:-1])
    return tuple(out)


def sql_segments(sql: str) -> list[Segment]:
    """``sql`` as highlighted segments (their texts joined give ``sql`` back)."""
    if not sql:
        return []
    if len(sql) > MAX_SQL:
        return [{"k": "", "t": sql}]
    return [{"k": k, "t": t} for k, t in _segments(sql)]
