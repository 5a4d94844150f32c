"""Several figures asked for on rows of their own: "2019 revenue and order total, on separate rows",
"the two figures stacked, one per line".

The figures of one question come back side by side, one row with a column each; said "on separate rows"
they were still one row. The question is read without those words, and a plan of one row of several
figures (no breakdown) is turned: one row per figure, its name beside it, in the order asked. A plan with
a breakdown ("revenue by store, one row each") already has rows and is left as it is.

>>> rows_asked("For 2019, revenue and order total as two figures on separate rows.")
'For 2019, revenue and order total.'
>>> rows_asked("revenue by store, one row each") is None
True
>>> print(as_rows("SELECT SUM(a) AS revenue, SUM(b) AS cost FROM t"))
WITH f AS (SELECT SUM(a) AS revenue, SUM(b) AS cost FROM t)
SELECT 'revenue' AS figure, revenue AS value FROM f
UNION ALL
SELECT 'cost' AS figure, cost AS value FROM f
"""

from __future__ import annotations

import re

import sqlglot
from sqlglot import exp

_ROWS = re.compile(
    r",?\s*(?:(?:as|in) (?:(?:two|three|four|both|the|all|these|those) )?"
    r"(?:figures|numbers|amounts|values|totals) )?"
    r"(?:on|in) (?:separate|different|their own|own|individual) (?:rows|lines)\b"
    r"|,?\s*(?:as )?(?:two|three|four) (?:figures|numbers|amounts|values|totals),?"
    r" (?:one per|each on its own) (?:row|line)\b"
    r"|,?\s*(?:stacked|one above the other)\b",
    re.IGNORECASE,
)
_EACH_ROW = re.compile(
    r",?\s*(?:with |in |on |as )?(?:one|a|a single|its own) (?:row|line)"
    r" (?:each|apiece|per figure|for each figure)\b",
    re.IGNORECASE,
)
_BROKEN_DOWN = re.compile(r"\b(?:by|per|each|every|for all|across)\b", re.IGNORECASE)


def rows_asked(question: str) -> str | None:
    """``question`` without its words asking for one row per figure, or None when it has none."""
    if not re.search(r"(?i)\b(?:rows?|lines?|stacked|above the other)\b", question):
        return None
    m = _ROWS.search(question)
    if m is None:  # "2020 order total and revenue, one row each": figures, unless something is broken down
        m = _EACH_ROW.search(question)
        rest = question[: m.start()] + question[m.end() :] if m is not None else ""
        if m is None or " and " not in rest or _BROKEN_DOWN.search(rest):
            return None
    rest = f"{question[: m.start()]}{question[m.end() :]}"
    return re.sub(r"\s+([,.?!])", r"\1", " ".join(rest.split()))


def split_figures(question: str) -> tuple[str, str] | None:
    """The two figures of "<first> and <second>" as two questions, the second said after the first, or
    None when there is not just one "and".

    >>> split_figures("2020 order total and revenue")
    ('2020 order total', 'revenue')
    """
    parts = re.split(r"\s*,?\s+and\s+", question.strip())
    if len(parts) != 2 or not all(parts):
        return None
    return parts[0], parts[1]


def stacked(figures: list[tuple[str, str]]) -> str | None:
    """One row per figure from plans of one figure each ((sql, name) pairs), in the order given."""
    rows: list[str] = []
    for sql, name in figures:
        if not re.fullmatch(r"\w+", name):
            return None
        rows.append(f"SELECT '{name}' AS figure, ({' '.join(sql.split())}) AS value")
    return "\nUNION ALL\n".join(rows)


def one_figure(sql: str) -> str | None:
    """The name of the one figure of ``sql`` (no breakdown, one aggregate), or None."""
    try:
        tree = sqlglot.parse_one(sql)
    except sqlglot.errors.ParseError:
        return None
    if not isinstance(tree, exp.Select) or tree.args.get("group") or len(tree.selects) != 1:
        return None
    if tree.selects[0].find(exp.AggFunc) is None:
        return None
    return tree.named_selects[0]


def as_rows(sql: str) -> str | None:
    """``sql`` (one row of several figures, no breakdown) as one row per figure, or None when it is not."""
    try:
        tree = sqlglot.parse_one(sql)
    except sqlglot.errors.ParseError:
        return None
    if not isinstance(tree, exp.Select) or tree.args.get("group") or tree.args.get("limit"):
        return None
    names = tree.named_selects
    if len(names) < 2 or len(set(names)) != len(names):
        return None
    if not all(re.fullmatch(r"\w+", n) for n in names):
        return None
    joined = bool(tree.args.get("with_") or tree.args.get("with")) and all(
        isinstance(s.unalias(), exp.Column | exp.Sub) for s in tree.selects
    )
    summed = all(s.unalias().find(exp.AggFunc) is not None for s in tree.selects)
    if not (joined or summed):
        return None
    inner = " ".join(sql.split())
    rows = "\nUNION ALL\n".join(f"SELECT '{n}' AS figure, {n} AS value FROM f" for n in names)
    return f"WITH f AS ({inner})\n{rows}"
