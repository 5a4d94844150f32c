"""Days named by the sky: sun-sign seasons ("Leo season 2020"), the solstices and equinoxes, and the weekdays
named by their planets ("Saturn's day": Saturday).

- "<sign> season <year>" is that sign's span of days on the usual tropical dates ("Scorpio season 2020":
  from October 23 to November 21 2020); when the question says the dates itself ("Scorpio season (October
  23 to November 21)"), its own dates are taken and the name is left out. Capricorn's season runs over the
  new year, so it is left as said (the question is asked back).
- a solstice or an equinox is one day whose date varies from year to year: it is read only where the question
  gives its date ("the 2020 summer solstice (June 20)"), and the name is then left out (before, "summer" was
  read as the whole summer next to the day). "one figure per solstice" is one per day.

- "Venus's day", "the Moon's day": the weekday of that planet (the Sun's Sunday, the Moon's Monday, Mars'
  Tuesday, Mercury's Wednesday, Jupiter's Thursday, Venus' Friday, Saturn's Saturday); a weekday said next to
  it in brackets wins.

The dates left are then given the one year the question names apart from them (see ``spanyear``).
"""

from __future__ import annotations

import re

__all__ = ["SIGNS", "sky_days"]

SIGNS: dict[str, tuple[str, str]] = {
    "aries": ("March 21", "April 19"),
    "taurus": ("April 20", "May 20"),
    "gemini": ("May 21", "June 20"),
    "cancer": ("June 21", "July 22"),
    "leo": ("July 23", "August 22"),
    "virgo": ("August 23", "September 22"),
    "libra": ("September 23", "October 22"),
    "scorpio": ("October 23", "November 21"),
    "sagittarius": ("November 22", "December 21"),
    "aquarius": ("January 20", "February 18"),
    "pisces": ("February 19", "March 20"),
}
"""Each sun sign's first and last day, on the usual tropical dates (Capricorn runs over the new year)."""

_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?"
    r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
)
_DAY = rf"\b{_MONTH} (?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?\b(?!:)"
_Y = r"(?:19|20)\d\d"
_SIGN = "|".join(SIGNS)
_SEASON = re.compile(
    rf"\b(?:the )?(?:(?P<a>{_SIGN})(?:'s)? (?:season|stretch|period|span)"
    rf"|(?:season|time) of (?P<b>{_SIGN}))\b(?P<after>(?:,? (?:of |in )?{_Y})?)",
    re.IGNORECASE,
)
_SKY = (
    r"(?:(?:spring|vernal|summer|autumn(?:al)?|fall|winter|june|december|march|september|northern|southern)"
    r" )?(?:solstice|equinox)(?:es|s)?"
)
_SKY_NAME = re.compile(
    rf"\b(?:the )?(?:(?:two|both|2) )?(?:(?P<y1>{_Y}) )?{_SKY}"
    rf"(?: (?:of |in )?(?P<y2>{_Y}))?(?P<next>[\s,:;(]*)",
    re.I,
)
_PLANETS = {
    "sun": "Sunday", "moon": "Monday", "mars": "Tuesday", "mercury": "Wednesday", "jupiter": "Thursday",
    "venus": "Friday", "saturn": "Saturday",
}  # fmt: skip
_WEEKDAYS = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_PLANET_DAY = re.compile(
    rf"\b(?:the )?(?P<planet>{'|'.join(_PLANETS)})(?:'s|s'|'|s)? day"
    rf"(?P<said> ?\((?P<weekday>{_WEEKDAYS})\))?",
    re.IGNORECASE,
)
_PER = re.compile(r"\b(per|each|every|by) (?:solstice|equinox)(?:es)?\b", re.IGNORECASE)


def _season(m: re.Match[str]) -> str:
    sign = (m["a"] or m["b"]).lower()
    if re.search(_DAY, m.string, re.IGNORECASE):  # the question says its dates itself: those are taken
        return f" {m['after'].strip(' ,')} "
    first, last = SIGNS[sign]
    return f" from {first} to {last}{m['after']} "


def sky_days(question: str) -> str:
    """``question`` with sun-sign seasons said as their dates, solstices or equinoxes dated in the text left
    to their dates; unchanged when it names neither.

    >>> sky_days("orders in Scorpio season 2020")
    'orders in from October 23 to November 21 2020'
    >>> sky_days("orders on the 2020 summer solstice (June 20)")
    'orders on 2020 (June 20)'
    """
    if re.search(r"\b(?:any|every|each|all) years?\b", question, re.IGNORECASE):  # a span in every year: not
        return question  # read yet, so the name stays (it is asked back)
    said = _SEASON.sub(_season, question)
    said = _PLANET_DAY.sub(lambda m: m["weekday"] or _PLANETS[m["planet"].lower()], said)
    named = _SKY_NAME.search(said)
    if named is not None and re.search(_DAY, said[named.end() - len(named["next"]) :], re.IGNORECASE):
        said = _PER.sub(r"\1 day", said)
        said = _SKY_NAME.sub(lambda m: f" {m['y1'] or ''} {m['y2'] or ''}{m['next']}", said)
    if said == question:
        return question
    return re.sub(r"\s+([,:;?.!)])", r"\1", re.sub(r"\s{2,}", " ", said)).strip()
