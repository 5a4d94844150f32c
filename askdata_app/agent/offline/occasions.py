"""Named days in a question: public and well-known holidays ("Christmas 2019", "Thanksgiving week 2019").

Dates come from the ``holidays`` package (the United States calendar by default, as the demo shop is
American; ``HOLIDAY_COUNTRY`` changes it), so moving feasts such as Thanksgiving or Easter land on the right
day each year. A holiday alone is that day; "<holiday> week" is the Monday-to-Sunday week that contains it;
"<holiday> weekend" is the Saturday-to-Monday of a Monday holiday, the holiday to Sunday of a Thursday or
Friday one, and the Saturday-Sunday around any other.
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from functools import lru_cache

import holidays

HOLIDAY_COUNTRY = "US"
"""The calendar whose holidays are recognised (ISO 3166 code understood by the ``holidays`` package)."""
_CATEGORIES = ("public", "unofficial")
DERIVED: dict[str, tuple[str, int]] = {
    "black friday": ("Thanksgiving Day", 1),
    "cyber monday": ("Thanksgiving Day", 4),
    "holiday season": ("Thanksgiving Day", 0),
    "boxing day": ("Christmas Day", 1),
}
"""Retail days the calendars leave out, as (holiday they follow, days after it). The holiday season runs
from Thanksgiving to the end of the year; Boxing Day (British) is the day after Christmas."""
ALIASES: dict[str, str] = {
    "president day": "Washington's Birthday",
    "washington day": "Washington's Birthday",
    "july fourth": "Independence Day",
    "fourth of july": "Independence Day",
    "xmas": "Christmas Day",
    "xmas eve": "Christmas Eve",
}
"""Everyday names of holidays the calendar names otherwise ("Presidents' Day" is Washington's Birthday)."""
_NOT_INITIALLED = frozenset({"day", "jr", "sr", "s", "the", "of", "and"})
_REFERENCE_YEARS = (2019, 2020)
"""Years read once to learn the holidays' names (dates are looked up per asked year)."""


def _key(name: str) -> str:
    """ "New Year's Day" -> "new year day": lower case, possessives and punctuation dropped."""
    text = re.sub(r"'s\b|\(.*?\)|[^a-z0-9 ]", " ", name.lower().replace("’", "'"))
    return " ".join(text.split())


@lru_cache(maxsize=4)
def holiday_names(country: str = HOLIDAY_COUNTRY) -> dict[str, str]:
    """Spoken form -> the ``holidays`` package's name, with short forms ("thanksgiving", "christmas")."""
    out: dict[str, str] = {}
    cal = holidays.country_holidays(country, years=_REFERENCE_YEARS, categories=_CATEGORIES)
    for name in set(cal.values()):
        if "observed" in name.lower():
            continue
        key = _key(name)
        out[key] = name
        if key.startswith("saint "):  # "St. Patrick's Day"
            out.setdefault("st " + key.removeprefix("saint "), name)
        words = key.split()
        if len(words) > 1 and words[-1] in {"day", "sunday"}:
            out.setdefault(" ".join(words[:-1]), name)  # "thanksgiving", "easter", "new year"
            if words[0] == "saint":
                out.setdefault(" ".join(["st", *words[1:-1]]), name)
        initials = "".join(w[0] for w in words if w not in _NOT_INITIALLED)
        if len(initials) >= 3:  # "MLK Day": the initials of the name's own words
            out.setdefault(initials, name)
            out.setdefault(f"{initials} day", name)
    known = set(out.values())
    for spoken, name in ALIASES.items():
        if name in known:
            out.setdefault(spoken, name)
    for spoken, (base, _) in DERIVED.items():
        if base in known:
            out[spoken] = spoken.title()
    return out


def holiday_pattern(country: str = HOLIDAY_COUNTRY) -> str:
    """A regex alternation of the spoken holiday names (tokens of a question, possessive 's removed)."""
    keys = sorted(holiday_names(country), key=len, reverse=True)
    # "new years day": a plural-looking possessive is accepted on every word
    return "|".join(" ".join(rf"{re.escape(w)}s?" for w in k.split()) for k in keys)


@lru_cache(maxsize=256)
def holiday_date(
    spoken: str, year: int, country: str = HOLIDAY_COUNTRY, *, observed: bool = False
) -> tuple[date, str] | None:
    """The date and official name of a spoken holiday in ``year`` (None when the calendar lacks it).

    ``observed``: "the Independence Day holiday", the weekday the day off is taken on when the holiday
    falls on a weekend (the holiday itself otherwise)."""
    names = holiday_names(country)
    words = spoken.split()
    key = next(
        (k for k in names if len(k.split()) == len(words) and all(
            w in {t, t + "s"} for w, t in zip(words, k.split(), strict=True)
        )),
        None,
    )  # fmt: skip
    if key is None:
        return None
    cal = holidays.country_holidays(country, years=year, categories=_CATEGORIES)
    wanted = names[key]
    if key in DERIVED:
        base, offset = DERIVED[key]
        found = next((d for d, n in sorted(cal.items()) if base in n.split("; ")), None)
        return (found + timedelta(days=offset), wanted) if found is not None else None
    day = next((d for d, n in sorted(cal.items()) if wanted in n.split("; ")), None)
    if observed:
        moved = next((d for d, n in sorted(cal.items()) if f"{wanted} (observed)" in n.split("; ")), None)
        day = moved or day
    return (day, wanted) if day is not None else None


def holiday_span(day: date, kind: str, name: str = "") -> tuple[date, date]:
    """[start, end) of a holiday's "day", "week" or "weekend" (see the module's docstring)."""
    if name == "Holiday Season":
        return day, date(day.year + 1, 1, 1)
    if kind == "week":
        monday = day - timedelta(days=day.weekday())
        return monday, monday + timedelta(days=7)
    if kind == "weekend":
        wd = day.weekday()
        if wd == 0:
            return day - timedelta(days=2), day + timedelta(days=1)
        if wd in (3, 4):
            return day, day + timedelta(days=7 - wd)
        saturday = day + timedelta(days=5 - wd) if wd < 5 else day - timedelta(days=wd - 5)
        return saturday, saturday + timedelta(days=2)
    return day, day + timedelta(days=1)


@lru_cache(maxsize=64)
def public_holidays(year: int, country: str = HOLIDAY_COUNTRY) -> tuple[date, ...]:
    """The days off of a year's public holidays, as observed (a holiday that falls on a weekend is taken
    on the weekday its calendar moves it to)."""
    cal = holidays.country_holidays(country, years=year, categories=("public",))
    moved = {n.replace(" (observed)", "") for n in cal.values() if "(observed)" in n}
    days = [d for d, n in cal.items() if "(observed)" in n or n not in moved]
    return tuple(sorted(d for d in days if d.year == year))
