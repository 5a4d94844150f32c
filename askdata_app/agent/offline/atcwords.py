"""An air-traffic controller's words for what the data holds: orders logged like movements at stations.

A controller speaks of the chain as traffic on a network of stations:

- a movement is an order ("movements per station", "revenue per movement", "a movement with one item");
  "pax" and "passengers" are customers ("distinct pax through Brooklyn", "lifetime movements per pax"); a
  gloss saying so ("Pax are customers.") goes, and "pax on file" are the customers;
- a station is a store ("the station", "that station", "per station"); a gas, radio, train or weigh
  station, and a rhyme ("the hydration station"), are left;
- "the tape" is the data ("the last day on the tape", "the tape's final seven days");
- a station "commissioned" is one opened ("which station was commissioned first", "commissioning date");
- a passenger's "first contact" is their first order;
- a 24-hour local time is a clock time: "0700 to 0959 local", "before 1200 local", "from 2000 local
  onward", "the 1200 hour"; a four-digit number without "local" or "hour" after it (a year: "from 2019
  onward") is left, but one with a leading zero in a span ("between 0700 and 0959") is a time;
- "in hour sequence", "in date sequence" are in that order;
- a station "handled" traffic: it had the orders ("handled the lightest traffic": the fewest orders);
- a callsign is a name ("the callsign for customer 42"); a heading before the question ("Callsign check:",
  "Radio check:") goes.

What a controller's world holds and the records do not (wind, visibility, runways, go-arounds, holding,
squawks, sectors, flights, times in Zulu or UTC) and the live state of the traffic ("is traffic heavy
right now?") are asked back: see ``atc_asked``.

Each rewrite needs a controller's word, so a question without one is left as said.

>>> atc_words("Movements per station for December 2020, one line per station.")
'Orders per store for December 2020, one line per store.'
>>> atc_words("Share of 2019 movements logged before 1200 local.")
'Share of 2019 orders logged before 12:00.'
>>> atc_words("orders from 2019 onward")
'orders from 2019 onward'
"""

from __future__ import annotations

import re
from collections.abc import Callable

from askdata_app.agent.offline.text import rewritten

__all__ = ["ATC_ASK", "LIVE_ASK", "atc_asked", "atc_words"]

ATC_ASK = (
    "The data holds no {what}: it is a shop's records (orders and their items, customers, stores, products "
    "and the supplies each product uses, by day and hour). Which of those should I look at instead (the "
    "orders per hour at a store, say)?"
)
"""The question back for something of a controller's world the records do not hold."""

LIVE_ASK = (
    "The data is no live feed ({what}): it holds past orders up to its last day. Should I look at the last "
    "day in the data, or at a day or hour you name?"
)
"""The question back for the traffic as it is now."""

_I = re.IGNORECASE

_UNHELD = re.compile(
    r"\b(?:winds?(?: speeds?| directions?)?|visibility|cloud ceilings?|ceilings?|metars?|atis|tafs?|notams?"
    r"|runways?(?: in use| configurations?)?|go[- ]arounds?|missed approach(?:es)?|holding (?:stacks?"
    r"|patterns?|times?)|squawk(?:s|ed|ing)?(?: codes?)?|separation(?: minima| losses?)?|airprox(?:es)?"
    r"|(?:neighbou?ring|adjacent|next|other|usual|upstream|downstream|approach|en[- ]?route|departure"
    r"|arrival) sectors?|sectors? \d+|airspace|flight (?:plans?|levels?|strips?)|flights?(?!\s*[,:;-])"
    r"(?! of\b)|aircraft|airframes?|zulu(?: time)?|utc)\b|\b[0-2]\d[0-5]\d ?(?:z|zulu)\b",
    _I,
)
"""What a controller's world holds and the records do not (asked back, never answered with a stand-in)."""

_LIVE = re.compile(r"\b(?:right now|at the moment|at this moment|as we speak|currently|at present)\b", _I)
_TRAFFIC_NOW = re.compile(
    r"\b(?:traffic|movements?|busy|busier|heavy|heavier|light|quiet|quieter|load|orders? (?:coming|going)"
    r"|going on|happening)\b",
    _I,
)
"""The state of the traffic now ("is traffic heavy right now?", "how busy is Chicago at the moment?"); a
price or a product list "right now" is the data's own (read elsewhere)."""

_SENTENCE = re.compile(r"(?<=[.!?])\s+")


def atc_asked(question: str) -> tuple[str, str] | None:
    """``(ask, what)`` for a controller's question the records cannot answer: what it names (``ATC_ASK``)
    or the traffic now (``LIVE_ASK``); None when it asks of the data."""
    asked = " ".join(s for s in _SENTENCE.split(question.strip()) if "?" in s) or question
    found = _UNHELD.search(asked)
    if found is not None:
        return ATC_ASK, found.group(0).lower()
    live = _LIVE.search(asked)
    if live is not None and _TRAFFIC_NOW.search(asked):
        return LIVE_ASK, live.group(0).lower()
    return None


_MARKERS = re.compile(
    r"\b(?:movements?|pax|passengers?|stations?|tape|commission(?:ed|ing)|first contact|call ?signs?"
    r"|local|sequence|handled)\b|\b[0-2]\d[0-5]\d hour\b",
    _I,
)
"""A controller's word: one is needed before anything is rewritten."""


def _hhmm(said: str) -> str | None:
    """ "0700" -> "07:00"; None when it is no time of day."""
    hour, minute = int(said[:2]), int(said[2:])
    return f"{hour:02d}:{minute:02d}" if hour <= 23 and minute <= 59 else None


def _span(m: re.Match[str]) -> str:
    start, stop = _hhmm(m["a"]), _hhmm(m["b"])
    if start is None or stop is None or not (m["mark"] or m["a"].startswith("0")):
        return m.group(0)
    return f"{m['lead']}{start}{m['sep']}{stop}"


def _one(m: re.Match[str]) -> str:
    said = _hhmm(m["t"])
    return m.group(0) if said is None else f"{said}{m['after'] or ''}"


_FROM = re.compile(r"\b(?:from|since|between|start|beginning|cumulative|running|to date|up to)\b", _I)


def _during(m: re.Match[str]) -> str:
    """ "through December 2020" is during it, unless a start is said before it ("from May through ...")."""
    return m.group(0) if _FROM.search(m.string[: m.start()]) else "in"


_LOCAL = r"(?:\s*(?:local(?: time)?|lcl|(?<=\d)L)\b)"
_STATION = (
    r"(?<!\bgas )(?<!\bpetrol )(?<!\bradio )(?<!\btrain )(?<!\bbus )(?<!\bhydration )(?<!\bfire )"
    r"(?<!\bweigh )"
)

_REWRITES: tuple[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]], ...] = tuple(
    (re.compile(p, _I), s)
    for p, s in (
        # "Callsign check:", "Radio check:": a heading that says nothing more
        (r"^\s*(?:callsign|radio|comms|frequency|flow|tower|strip|tape) check\s*[:\-\u2013\u2014]\s*", ""),
        # "Pax are customers.", "(pax = customers)": a gloss saying what the question says
        (r"\s*\(?\b(?:pax|passengers) (?:are|=|means?|meaning) (?:the )?customers\b\)?\.?", ""),
        # "0700 and 0959 local", "0700-0959L": a span of clock times
        (
            r"(?P<lead>\b(?:between |from |after |before )?)(?P<a>[0-2]\d[0-5]\d)"
            r"(?P<sep>\s*(?:-|\u2013|to|and|thru|through|until|till)\s*)(?P<b>[0-2]\d[0-5]\d)\b"
            rf"(?P<mark>{_LOCAL})?",
            _span,
        ),
        # "before 1200 local", "from 2000 local onward", "the 1200 hour"
        (rf"\b(?P<t>[0-2]\d[0-5]\d){_LOCAL}(?P<after>)", _one),
        (r"\b(?P<t>[0-2]\d[0-5]\d)(?P<after> hour\b)", _one),
        (r"(?<=\d\d:\d\d) local(?: time)?\b", ""),
        # "across everyone on file": every customer, said already; "pax on file": the customers
        (r",?\s*\b(?:across |over |for |of )?(?:everyone|everybody|all (?:pax|passengers)) on file\b", ""),
        (r"\b(?:pax|passengers) on file\b", "customers"),
        # "per pax", "each passenger": one customer
        (r"\b(per|each|every|a|one|any|the same|that|this) (?:pax|passenger)\b", r"\1 customer"),
        (r"\bpax\b", "customers"),
        (r"\bpassenger(s?)\b", r"customer\1"),
        # "made their first contact": placed their first order
        (r"\b(?:made|had|make|have) (?:their |a |his |her )?first contact\b", "placed their first order"),
        (r"\b(?:their |the )?first contact\b", "first order"),
        # "Which station was commissioned first? Earliest commissioning date.": the opening date said again
        (
            r"\b(commissioned (?:first|last)\?) (?:the )?(?:earliest|first|latest|last|newest|oldest)"
            r" (?:commissioning|opening) date\.?",
            r"\1",
        ),
        # "commissioned", "commissioning date": opened
        (r"\b(?:was|were|got|been) commissioned\b", "opened"),
        (r"\bcommissioning (date|day|year)\b", r"opening \1"),
        (r"(?<!de)\bcommissioned\b", "opened"),
        # "movements through December 2020": during it (not up to it, said with "from", "since", ...)
        (
            r"(?<!\bup )\bthrough"
            r"(?= (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* (?:19|20)\d\d\b)",
            _during,
        ),
        # "the tape", "the tape's final seven days": the data
        (r"\b(?:on|in|across|over) (?:the )?(?:whole |entire )?tape\b", "in the data"),
        (r"\bthe tape\b", "the data"),
        # "a movement", "movements per station"
        (r"\ba (?:traffic )?movement\b", "an order"),
        (r"\b(?:traffic )?movement(s?)\b", r"order\1"),
        # "the station", "per station", "the Chicago station"
        (rf"{_STATION}\bstation(s?)\b(?!-)", r"store\1"),
        (rf"{_STATION}\bstation's\b", "store's"),
        # "listed in hour sequence", "in date sequence": in that order
        (
            r"\b(?:listed )?in (hour|date|day|time|month|week|year|chronological|time) sequence\b",
            r"in \1 order",
        ),
        # "handled the lightest traffic": had the fewest orders
        (
            r"\bhandled the (?:lightest|least|lowest) ((?:19|20)\d\d )?(?:traffic|orders)\b",
            r"had the fewest \1orders",
        ),
        (
            r"\bhandled the (?:heaviest|most|highest) ((?:19|20)\d\d )?(?:traffic|orders)\b",
            r"had the most \1orders",
        ),
        (r"\bhandled\b(?= (?:the )?(?:more|fewer|less|most|fewest|\d))", "had"),
        # "callsign": a name
        (r"\bcall ?sign(s?)\b", r"name\1"),
    )
)


def atc_words(question: str) -> str:
    """``question`` with an air-traffic controller's words said in the planner's; unchanged when it has
    none."""
    if not _MARKERS.search(question):
        return question
    text = question
    for pattern, said in _REWRITES:
        text = pattern.sub(said, text)
    if re.search(r"\b(?:fewest|most) (?:(?:19|20)\d\d )?orders\b", text):  # "the fewest ... by movements"
        text = re.sub(r",? by orders\b", "", text)
    return rewritten(question, text)
