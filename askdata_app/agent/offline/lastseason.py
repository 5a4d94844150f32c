""" "Last summer", "this past fall", "last winter": the latest season of that name that had ended by the
data's last day, named with its year ("summer 2020"; winter 2020 is December 2019 to February 2020).

A season with no year was asked back (which year?), though only one reading fits: the one most recently over.
"""

from __future__ import annotations

import re
from datetime import date

from askdata_app.agent.offline.timespec import SEASONS

_LAST_SEASON = re.compile(
    r"\b(?:last|this past|this last|the past|the last)\s+(summer|fall|autumn|spring|winter)\b"
    r"(?!['’]?s? (?:of|in|before|after)\b| (?:19|20)\d\d)",
    re.IGNORECASE,
)


def _ended_by(season: str, last_day: date) -> int:
    """The year of the latest ``season`` (winter named by its January) whose last day is on or before
    ``last_day``."""
    year = last_day.year + 1
    while True:
        first_month = SEASONS[season]
        start_year = year - 1 if season == "winter" else year
        end_month = first_month + 3
        end = date(start_year + (end_month - 1) // 12, (end_month - 1) % 12 + 1, 1)
        if end <= date.fromordinal(last_day.toordinal() + 1):
            return year
        year -= 1


def last_season_named(question: str, last_day: date) -> str:
    """``question`` with "last summer" said as that summer and its year (see the module doc).

    >>> last_season_named("revenue last summer", date(2020, 12, 31))
    'revenue summer 2020'
    >>> last_season_named("orders this past winter", date(2020, 12, 31))
    'orders winter 2020'
    >>> last_season_named("orders last fall", date(2020, 10, 15))
    'orders fall 2019'
    """
    return _LAST_SEASON.sub(
        lambda m: f"{m.group(1).lower()} {_ended_by(m.group(1).lower(), last_day)}", question
    )
