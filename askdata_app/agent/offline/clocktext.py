"""Times of day written as a 24-hour clock or as a list of hours, said as the clock words the planner reads:
"between 12:00 and 14:00" (12pm to 2pm), "after 15:00" (after 3pm), "in the 7, 8 and 9 o'clock hours" (7am
to 10am), "07:00-07:59" or "from 07:00 to 21:59" (whole hours: 7am to 8am, 7am to 10pm); "after 8pm,
meaning 8pm onwards" is from 8pm on; "the last trading hour, the 21:00 hour" is the 9pm
hour; "at 10pm or later (hour 22 and up)" says 10pm twice, as does "around 9am (between 9 and 10)".

A time with minutes other than :00 is left as typed (no hour range holds it); "12:00" is noon and "0:00" or
"24:00" midnight.
"""

from __future__ import annotations

import itertools
import re

_CLOCK = re.compile(
    r"\b(?P<w>between|from|after|before|until|till|to|and|at|by|since|past|around|through|thru) "
    r"(?P<h>[01]?\d|2[0-4])[:.](?P<m>00)(?: ?h(?:rs?)?)?\b(?! ?(?:am|pm|a\.m|p\.m)\b)",
    re.IGNORECASE,
)
_HOUR_LIST = re.compile(
    r"\b(?:the )?(?P<list>\d{1,2}(?::00)?(?:(?:,| ,)? \d{1,2}(?::00)?)*(?:,)? (?:and|&) \d{1,2}(?::00)?)"
    r" ?(?:o'?clock|am|pm)?"
    r" (?:hours|hour slots|hourly slots)\b",
    re.IGNORECASE,
)

_ONWARDS = re.compile(
    r"\b(?:after|past|from) (?P<at>\d{1,2} ?(?:am|pm)),? (?:meaning|that is|i\.e\.?|ie|in other words|so),?"
    r" (?:from )?(?P=at) (?:onwards?|on|or later|and later|and after)\b",
    re.IGNORECASE,
)
"""A time of day said again as its own start ("after 8pm, meaning 8pm onwards"): from that time on."""


_HOUR_NAMED = re.compile(
    r"\b(?:the (?:[a-z-]+ ){1,3}hour,? (?:i\.e\.,? |that is,? |namely )?)?"
    r"the (?P<h>[01]?\d|2[0-3])[:.]00 hour\b",
    re.IGNORECASE,
)
"""An hour named by its clock ("the 21:00 hour"), after a description of it or not ("the last trading hour,
the 21:00 hour"): that hour ("the 9pm hour")."""
_HOUR_ON = re.compile(
    r"\s*\(\s*(?:hours?|hr) (?P<h>[01]?\d|2[0-3])(?::00)? ?"
    r"(?:and up|and later|and after|onwards?|or later|\+)\s*\)",
    re.IGNORECASE,
)
"""A time of day said again as an hour number in brackets ("at 10pm or later (hour 22 and up)")."""


def _said(hour: int) -> str:
    if hour in {0, 24}:
        return "midnight"
    if hour == 12:
        return "12pm"
    return f"{hour}am" if hour < 12 else f"{hour - 12}pm"


_HOUR_AGAIN = re.compile(
    r"\s*\((?:i\.e\.,?\s*|that is,?\s*|so\s+)?(?:between|from)\s+(?P<a>\d{1,2})\s*(?:and|to|-|till|until)\s*"
    r"(?P<b>\d{1,2})\)",
    re.IGNORECASE,
)
"""A bare hour range in brackets ("around 9am on 31 Dec 2020 (between 9 and 10)"): the hour said already."""
_WINDOW = re.compile(
    r"(?:\b(?:between|from|in|during|at) )?(?:the )?\b(?P<a>[01]?\d|2[0-3])"
    r"(?:[:.]00(?: ?(?P<sa>am|pm)\b)?| ?(?P<sa2>am|pm)\b) ?"
    r"(?:-|–|—|to|through|thru|until|till|(?<=\d) and|(?<=m) and) ?"
    r"(?P<b>[01]?\d|2[0-3])[:.]59(?: ?(?P<sb>am|pm)\b|\b)(?: window| slot| hours?)?",
    re.IGNORECASE,
)
"""A span of whole hours written from its first minute to its last ("07:00-07:59", "from 07:00 to 21:59",
"7:00-7:59am", "between 6:00pm and 7:59pm", "11am till 1:59pm"): from the first hour to the end of the
last."""
_DAYPART = re.compile(
    r"\b(?P<h>1[0-2]|[1-9])(?P<m>:[0-5]\d)? in the (?P<part>morning|afternoon|evening)\b", re.I
)
"""A clock time said with its part of the day ("11 in the morning", "1:59 in the afternoon"): am or pm."""
_RUSH = re.compile(
    r"^\s*(?:the )?(?:breakfast|lunch|lunchtime|dinner|supper|morning|evening) rush\s*[,:-]\s*"
    r"(?=(?:from |between )?\d{1,2}(?::\d\d)? ?(?:am|pm)\b)",
    re.I,
)
"""A rush named before its clock times ("Lunch rush, 11am till 1:59pm: ..."): the times say it."""
_WINDOW_START = re.compile(
    r"(?<![:.\d])\b(?:(?P<noon>noon|midday)|(?P<h>[01]?\d) ?(?P<s>am|pm))"
    r"(?= ?(?:-|–|—|to|through|thru|until|till|and) ?(?:[01]?\d|2[0-3])[:.]59(?!\d))",
    re.IGNORECASE,
)
"""The first hour of such a span said without its minutes ("noon to 4:59pm", "12pm-4:59pm"): on the clock
("12:00pm"), so that the span is read whole (its last hour up to :59 included)."""
_HOURS_OR = re.compile(
    r"\b(?:at|around) (?P<list>\d{1,2}(?:, ?\d{1,2})*,? or \d{1,2}) ?(?P<s>am|pm)\b", re.IGNORECASE
)
"""Consecutive hours said with "or" before one am/pm ("at 7 or 8am", "at 7, 8 or 9am"): those hours."""
_HOUR_RESTATED = re.compile(
    r"\b(?:the )?hours? (?P<a>\d{1,2})(?:(?:-| to | through )(?P<b>\d{1,2}))? \((?P<w>between [^()]+)\)"
)
"""An hour number said again as its span ("hour 7 (07:00-07:59)"): the span."""


def _on_clock(hour: int, suffix: str | None) -> int:
    """``hour`` said with am/pm as a 24-hour clock hour (unchanged without one)."""
    if suffix is None:
        return hour
    if suffix.lower() == "pm":
        return hour + 12 if hour < 12 else hour
    return 0 if hour == 12 else hour


def _window(m: re.Match[str]) -> str:
    sa, sb = m.group("sa") or m.group("sa2"), m.group("sb")
    first, last = _on_clock(int(m.group("a")), sa or sb), _on_clock(int(m.group("b")), sb or sa)
    if last < first and sa is None:  # "11:00-12:59pm": the first hour said before noon
        first = int(m.group("a"))
    if last < first or last > 23:
        return m.group(0)
    return f"between {_said(first)} and {_said(last + 1)}"


def _hours_or(m: re.Match[str]) -> str:
    said = [_on_clock(int(h), m.group("s")) for h in re.findall(r"\d{1,2}", m.group("list"))]
    if any(b != a + 1 for a, b in itertools.pairwise(said)) or said[-1] > 23:
        return m.group(0)
    return f"between {_said(said[0])} and {_said(said[-1] + 1)}"


def clock_words(question: str) -> str:
    """``question`` with 24-hour times and lists of consecutive hours said in clock words."""
    text = _DAYPART.sub(
        lambda m: (
            f"{m.group('h')}{m.group('m') or ''}{'am' if m.group('part').lower() == 'morning' else 'pm'}"
        ),
        question,
    )  # "11 in the morning": 11am
    text = _RUSH.sub("", text)  # "Lunch rush, 11am till 1:59pm: ...": the times
    text = _WINDOW_START.sub(
        lambda m: "12:00pm" if m.group("noon") else f"{m.group('h')}:00{m.group('s')}", text
    )  # "noon to 4:59pm": from 12:00pm
    text = _WINDOW.sub(_window, text)  # "07:00-07:59": the 7am hour
    text = _HOURS_OR.sub(_hours_or, text)  # "at 7 or 8am": 7am to 9am
    text = _HOUR_RESTATED.sub(lambda m: m.group("w"), text)  # "hour 7 (07:00-07:59)"

    def hours(m: re.Match[str]) -> str:
        said = [int(h) for h in re.findall(r"(\d{1,2})(?::00)?", m.group("list"))]
        if len(said) < 2 or any(b != a + 1 for a, b in itertools.pairwise(said)):
            return m.group(0)
        first, last = said[0], said[-1]
        if not 0 <= first < last <= 23:
            return m.group(0)
        if "pm" in m.group(0).lower() and last < 12:
            first, last = first + 12, last + 12
        return f"between {_said(first)} and {_said(last + 1)}"

    text = _HOUR_LIST.sub(hours, text)  # before the clock times: "the 12:00 and 13:00 hours"
    text = _CLOCK.sub(lambda m: f"{m.group('w')} {_said(int(m.group('h')))}", text)
    text = _HOUR_NAMED.sub(lambda m: f"the {_said(int(m.group('h')))} hour", text)  # "the 21:00 hour"
    text = _HOUR_ON.sub(
        lambda m: (
            "" if _said(int(m.group("h"))) in text[: m.start()] else f" from {_said(int(m.group('h')))} on"
        ),
        text,
    )  # "at 10pm or later (hour 22 and up)": said twice
    text = _ONWARDS.sub(r"from \g<at> on", text)  # "after 8pm, meaning 8pm onwards": from 8pm on
    for m in reversed(list(_HOUR_AGAIN.finditer(text))):  # "around 9am ... (between 9 and 10)": 9am again
        a, b = int(m.group("a")), int(m.group("b"))
        said = re.search(rf"\b{a}\s*(?:am|pm|a\.m\.|p\.m\.)", text, re.IGNORECASE)
        if said is not None and b == a % 12 + 1:
            text = text[: m.start()] + text[m.end() :]
    again = _RESTATED.search(text)
    if again is not None and re.search(r"\b(?:between|from)\b", text[: again.start()]):
        text = text[: again.start()] + text[again.end() :]  # "between 7 and 10, that is the 7, 8 and 9 ..."
    return text


_RESTATED = re.compile(
    r",?\s*\b(?:that is|i\.e\.?|ie|meaning|in other words)(?: in)?,? between \S+ and \S+",
    re.IGNORECASE,
)
