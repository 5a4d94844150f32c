"""A detective's words for times and records, in the words the readings know.

- "time stamp" is a timestamp, "precise" is exact, and "the timestamp on the last order" is the timestamp of
  it: "the precise time stamp on the last order" is when the last order was placed;
- "on file", "on record", "in the whole file", "in the records" say only that every order counts: they go
  ("the very first order on record" is the first order);
- "what time was the last order of Christmas Eve placed" asks when it was placed;
- "the first order - where was it placed and at what time?" (or "... when and where?") asks where and when
  that order was placed;
- "in order of the clock", "in clock order" are chronological order;
- "the earliest clock time any order has ever come in, across every day" is the earliest time of day of
  any order ("the earliest clock time" is the earliest time of day; "across every day" only says all days
  count);
- "the first three customers ever to walk in" are the three oldest customers (by their first order); "the
  last five customers to walk in (for the first time)" the newest. "The first 3 customers by revenue" is a
  ranking, left as said.

Examples:

>>> detective_words("What's the precise time stamp on the very last order in the whole file?")
"What's the exact timestamp of the very last order?"
>>> detective_words("the first three customers ever to walk in - names")
'the 3 oldest customers - names'
>>> detective_words("the first 5 customers alphabetically")
'the first 5 customers alphabetically'
>>> detective_words("hourly orders on 30 May 2019, in order of the clock")
'hourly orders on 30 May 2019, in chronological order'
"""

from __future__ import annotations

import re
from collections.abc import Callable

from askdata_app.agent.offline.vocab import NUM_WORDS

_COUNT = r"(?P<n>\d+|" + "|".join(sorted(NUM_WORDS, key=len, reverse=True)) + r")"

_ARRIVE = (
    r"(?: ever)?(?: (?:to|who(?: ever)?) (?:walk(?:ed)?|came|come|show(?:ed)?|turn(?:ed)?|step(?:ped)?)"
    r" (?:in|up|through the doors?)(?: the door)?| (?:to|who) (?:ever )?(?:order(?:ed)?|visit(?:ed)?"
    r"|buy|bought|join(?:ed)?))?(?: ever)?(?: for the (?:very )?first time)?"
)

_WHERE_WHEN = re.compile(
    r"^(?P<lead>\W*)(?P<thing>(?:the )?(?:very )?(?:first|last|latest|earliest|most recent) order)"
    r"\s*[-:,\u2013\u2014]+\s*"
    r"(?:where (?:was it|did it)(?: (?:placed|made|rung up|come in|get placed))?"
    r" and (?:at )?(?:what time|when)"
    r"|(?:when|at what time|what time) (?:was it|did it)(?: (?:placed|made|rung up|come in|get placed))?"
    r" and (?:at )?where"
    r"|where and when|when and where)\b",
    re.IGNORECASE,
)

_ON_FILE = (
    r"\s*,?\s*\b(?:anywhere |ever )?(?:in|on|across) (?:the |our |your )?(?:whole |entire )?"
    r"(?:files?|records?)\b(?! (?:of|for)\b)"
)
"""'on file', 'in the whole file': every order counts (but 'the earliest month on record' is a period's)."""
_PERIOD_BEFORE = re.compile(
    r"\b(?:days?|weeks?|months?|quarters?|years?|dates?|hours?|periods?|seasons?)\s*$", re.I
)


def _unless_period(m: re.Match[str]) -> str:
    """'on file' goes, except after a period it picks out ('the busiest day on record')."""
    return m.group(0) if _PERIOD_BEFORE.search(m.string, 0, m.start()) else ""


_Repl = str | Callable[[re.Match[str]], str]
_SAID: tuple[tuple[str, _Repl], ...] = (
    (r"\btime[- ]stamp(s?)\b", r"timestamp\1"),
    (r"\bprecise(ly)?\b", r"exact\1"),
    (r"\b(timestamps?|exact time|date and time) on (the|that|their|its|this)\b", r"\1 of \2"),
    (_ON_FILE, _unless_period),
    (r"\bwhat time (was|were) (the (?:very )?(?:first|last|latest|earliest)\b)", r"when \1 \2"),
    (r"\b(?:in )?(?:the )?order of the clock\b|\b(?:in )?clock order\b", "in chronological order"),
    (r"\b(?:the )?(earliest|latest|first|last) clock time\b", r"the \1 time of day"),
    (
        r"\b(time of day) (?:that |when )?any (?:one )?order (?:has )?(?:ever )?(?:come|came|comes) in\b",
        r"\1 of any order",
    ),
    (
        r"(\btime of day\b.*?)\s*,?\s*\b(?:across|over|on) (?:every|all(?: the)?|each) days?\b"
        r"(?: (?:on|in) (?:the )?(?:files?|records?)\b)?",
        r"\1",
    ),
)
"""The detective's words and what they are in the readings' words, in the order applied."""
_RULES = tuple((re.compile(p, re.IGNORECASE), r) for p, r in _SAID)


def _count(said: str) -> str:
    """A count said in digits or words as digits ("three": "3")."""
    return said if said.isdigit() else str(NUM_WORDS[said.lower()])


def _first_customers(m: re.Match[str]) -> str:
    edge = "oldest" if m.group("edge").lower() == "first" else "newest"
    return f"{m.group('the')}{_count(m.group('n'))} {edge} customers"


_FIRST_CUSTOMERS = re.compile(
    rf"\b(?P<the>the )?(?:very )?(?P<edge>first|last) {_COUNT} (?:customers|people|patrons|suspects|guests)"
    rf"(?P<arrive>{_ARRIVE})(?! by\b)",
    re.IGNORECASE,
)


_LISTED = re.compile(r"\b(?:alphabetic\w*|a-z|by|sorted|ranked|ordered by|in order of)\b", re.IGNORECASE)
"""Words after "the first 5 customers" that sort the list otherwise."""


def _customers_said(m: re.Match[str]) -> str:
    """ "the first 3 customers (ever to walk in)": the oldest; "the last 5" only with a word of arriving."""
    if m.group("edge").lower() == "last" and not m.group("arrive").strip():
        return m.group(0)  # "the last 5 customers" may be those seen last: left as said
    if not m.group("arrive").strip() and _LISTED.search(m.string, m.end()):
        return m.group(0)  # "the first 5 customers alphabetically": the first of a list sorted otherwise
    return _first_customers(m)


def detective_words(said: str) -> str:
    """``said`` with a detective's words for times and records in the words the readings know (see the
    module docstring)."""
    text = said
    for pattern, repl in _RULES:
        text = pattern.sub(repl, text)
    text = _FIRST_CUSTOMERS.sub(_customers_said, text)
    m = _WHERE_WHEN.search(text)
    if m is not None:
        rest = text[m.end() :].lstrip(" ?.!")
        thing = m.group("thing")
        thing = thing if thing.lower().startswith("the ") else f"the {thing}"
        text = f"{m.group('lead')}where and when was {thing} placed?" + (f" {rest}" if rest else "")
    return text
