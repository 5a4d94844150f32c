"""Time units said again: "revenue per year, all years" repeats the breakdown it already asked for."""

from __future__ import annotations

_UNITS = frozenset({"year", "month", "quarter", "week", "day", "hour", "half"})


def repeats_time_unit(word: str) -> bool:
    """Whether ``word`` is only a time unit ("years", "month", "halves"), read when a time is already set.

    The caller asks only once the question has a breakdown by time or a period: the unit then adds nothing
    ("all years", "each half", "month-over-month"), and asking what it means would be asking too much.
    """
    w = word.lower()
    if w.endswith("ves"):
        w = w[:-3] + "f"  # "halves"
    elif w.endswith("s"):
        w = w[:-1]
    return w in _UNITS
