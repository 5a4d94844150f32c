"""Comparing a result set with the gold one.

Column names are ignored. Each gold column must match a distinct column of the answer (so an answer may
carry extra columns, e.g. the revenue next to its share); rows are compared as multisets unless the
question asks for an order. Numbers match within a relative tolerance; dates and midnight timestamps
compare equal.

Dates compare at the question's grain: when the gold column holds periods written at a coarser grain than
the answer's dates (a year as the number 2019 or the text '2019', a month as '2019-09', a quarter as
'2019-Q3'), an answer date that starts that period matches it (DATE '2019-01-01' for 2019, DATE '2019-09-01'
for '2019-09'), and the other way round. A date inside the period (2019-05-03 for 2019) does not: it is a
finer grain.
"""

from __future__ import annotations

import itertools
import math
import re
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


_ISO_DATE = re.compile(r"^(\d{4})-(\d{2})-(\d{2})$")
_MONTH = re.compile(r"^(\d{4})-(\d{2})$")
_QUARTER = re.compile(r"^(\d{4})[- ]?Q([1-4])$", re.IGNORECASE)
_YEAR = re.compile(r"^\d{4}$")


def _period_start(value: Any) -> str | None:
    """The ISO date a coarse period value starts on: 2019 / '2019' -> '2019-01-01', '2019-09' ->
    '2019-09-01', '2019-Q3' -> '2019-07-01'; None for anything else."""
    if isinstance(value, float):
        if value.is_integer() and 1000 <= value <= 9999:
            return f"{int(value):04d}-01-01"
        return None
    if not isinstance(value, str):
        return None
    text = value.strip()
    if _YEAR.match(text):
        return f"{text}-01-01"
    if m := _MONTH.match(text):
        return f"{m.group(1)}-{m.group(2)}-01" if 1 <= int(m.group(2)) <= 12 else None
    if m := _QUARTER.match(text):
        return f"{m.group(1)}-{3 * int(m.group(2)) - 2:02d}-01"
    return None


def _at_grain(gold: list[Any], got: list[Any]) -> list[Any] | None:
    """``got`` (one answer column) in the form of ``gold`` when the two hold the same periods at different
    precisions (coarse period values on one side, ISO dates starting those periods on the other); else None.
    """
    if not gold or any(v is None for v in gold) or any(v is None for v in got):
        return None
    gold_dates = all(isinstance(v, str) and _ISO_DATE.match(v) for v in gold)
    got_dates = all(isinstance(v, str) and _ISO_DATE.match(v) for v in got)
    if got_dates and not gold_dates:
        starts = [_period_start(v) for v in gold]
        if any(s is None for s in starts):
            return None
        by_start = {s: v for s, v in zip(starts, gold, strict=True)}
        if len(by_start) != len(set(gold)):
            return None  # two spellings of one period: not a period column
        return [by_start.get(v, ("unmatched", v)) for v in got]
    if gold_dates and not got_dates:
        out = [_period_start(v) for v in got]
        return None if any(s is None for s in out) else out
    return None


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
    # each answer column as seen by each gold column (periods compared at the gold column's grain)
    raw_gold = [[r[i] for r in gold] for i in range(g_width)]
    raw_got = [[r[j] for r in got] for j in range(a_width)]
    seen = [[_at_grain(g, a) or a for a in raw_got] for g in raw_gold]
    # candidate answer columns for each gold column: same values as a multiset
    g_cols = [sorted(raw_gold[i], key=_key) for i in range(g_width)]
    candidates = [
        [
            j
            for j in range(a_width)
            if all(_equal(x, y) for x, y in zip(g_cols[i], sorted(seen[i][j], key=_key), strict=True))
        ]
        for i in range(g_width)
    ]
    if any(not c for c in candidates):
        return False
    for n, mapping in enumerate(itertools.product(*candidates)):
        if n >= _MAX_MAPPINGS:
            break
        if len(set(mapping)) != len(mapping):
            continue
        projected = [tuple(seen[i][j][k] for i, j in enumerate(mapping)) for k in range(len(got))]
        if _rows_equal(gold, projected, ordered):
            return True
    return False
