"""Comparing a result set with the gold one.

Column names are ignored. Each gold column must match a distinct column of the answer (so an answer may
carry extra columns, e.g. the revenue next to its share); rows are compared as multisets unless the
question asks for an order. Numbers match within a relative tolerance; dates and midnight timestamps
compare equal.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from datetime import date, datetime, time
from decimal import Decimal
from typing import Any

REL_TOL = 1e-6
_MAX_MAPPINGS = 5000


def normalise(value: Any) -> Any:
    """A comparable form: numbers as float, dates as ISO text, midnight timestamps as dates."""
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, int | float | Decimal):
        return float(value)
    if isinstance(value, datetime):
        if value.time() == time(0, 0):
            return value.date().isoformat()
        return value.isoformat(sep=" ")
    if isinstance(value, date):
        return value.isoformat()
    return str(value)


def _key(value: Any) -> tuple[int, Any]:
    if value is None:
        return (0, "")
    if isinstance(value, bool):
        return (1, int(value))
    if isinstance(value, float):
        if math.isnan(value):
            return (4, "")
        return (2, float(f"{value:.6g}"))
    return (3, str(value))


def _equal(a: Any, b: Any) -> bool:
    if isinstance(a, float) and isinstance(b, float):
        if math.isnan(a) or math.isnan(b):
            return math.isnan(a) and math.isnan(b)
        return math.isclose(a, b, rel_tol=REL_TOL, abs_tol=1e-9)
    return a == b


def _rows_equal(gold: list[tuple[Any, ...]], got: list[tuple[Any, ...]], ordered: bool) -> bool:
    if len(gold) != len(got):
        return False
    if not ordered:
        gold = sorted(gold, key=lambda r: [_key(v) for v in r])
        got = sorted(got, key=lambda r: [_key(v) for v in r])
    return all(all(_equal(a, b) for a, b in zip(g, r, strict=True)) for g, r in zip(gold, got, strict=True))


def same_result(
    gold_rows: Sequence[Sequence[Any]], got_rows: Sequence[Sequence[Any]], *, ordered: bool = False
) -> bool:
    """Whether ``got_rows`` answers like ``gold_rows`` (see the module docstring for the rules)."""
    gold = [tuple(normalise(v) for v in r) for r in gold_rows]
    got = [tuple(normalise(v) for v in r) for r in got_rows]
    if len(gold) != len(got):
        return False
    if not gold:
        return True
    g_width, a_width = len(gold[0]), len(got[0])
    if a_width < g_width:
        return False
    # candidate answer columns for each gold column: same values as a multiset
    g_cols = [sorted((r[i] for r in gold), key=_key) for i in range(g_width)]
    a_cols = [sorted((r[j] for r in got), key=_key) for j in range(a_width)]
    candidates = [
        [j for j in range(a_width) if all(_equal(x, y) for x, y in zip(g_cols[i], a_cols[j], strict=True))]
        for i in range(g_width)
    ]
    if any(not c for c in candidates):
        return False
    for n, mapping in enumerate(itertools.product(*candidates)):
        if n >= _MAX_MAPPINGS:
            break
        if len(set(mapping)) != len(mapping):
            continue
        projected = [tuple(r[j] for j in mapping) for r in got]
        if _rows_equal(gold, projected, ordered):
            return True
    return False
