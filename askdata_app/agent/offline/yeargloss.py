"""A named period said without its year beside the dates it stands for: "the week of Christmas, 21 through 27
December 2020", "on 1 January 2020, the New Year holiday", "the cold months, December 2019 through February
2020 (winter)". The dates say the year; the name is their gloss, so the year is not asked for. A name whose
days, in the year of the dates, miss the dates ("Christmas sales against July 2019") is still asked about.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import timedelta

from askdata_app.agent.offline.periods import Period
from askdata_app.agent.offline.timespec import _parse_point

__all__ = ["glossed_by_dates"]


def glossed_by_dates(name: str, periods: Sequence[Period]) -> bool:
    """Whether the period ``name`` (said without a year), set in the year of one of ``periods``, overlaps it.

    >>> from datetime import date
    >>> week = Period(date(2020, 12, 21), date(2020, 12, 28), "21-27 Dec 2020")
    >>> glossed_by_dates("christmas", [week]), glossed_by_dates("easter", [week])
    (True, False)
    """
    for period in periods:
        if period.start is None or period.end is None:
            continue
        last = (period.end - timedelta(days=1)).year  # a winter is named after its January: one year on
        for year in dict.fromkeys((period.start.year, last, last + 1)):
            named = _parse_point(name, year)
            if named is None or named.start is None or named.end is None:
                continue
            if named.start < period.end and period.start < named.end:
                return True
    return False
