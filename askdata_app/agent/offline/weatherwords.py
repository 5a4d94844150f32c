"""A weather presenter's words for the highs and lows of the sales, and the weather the data does not hold.

A "sales weather report" speaks of the figures as of the weather:

- a superlative of heat is a ranking: "the hottest month of 2019 for sales", "which hour is the hottest",
  "the day of the week that runs warmest for revenue" are the busiest (the most of the measure said, orders
  when none is); "the coldest month", "the three chilliest days by orders, coldest first" the quietest;
- "the (all-time) record high for orders in one day" is the most orders in one day, "the record low for
  revenue" the least revenue, "the record for orders at a single store in a single day" the most orders;
  "Chicago's all-time daily record" is its busiest day, "the daily record low" the quietest day;
- "the daily highs and lows" are the highest and lowest daily figures; "what does an average Sunday in 2020
  bring in" is the average revenue per Sunday (orders when the question says orders);
- the daily (diurnal) cycle is the figure over the hours of the day: "at what hour does the daily cycle
  peak" is the busiest hour, "the low of the daily cycle" the quietest;
- a heading in the presenter's words ("The 'typical' reading:", "Tonight's map:", "Regional roundup:") says
  nothing the question after it does not say.

The weather itself (rain, snow, a snowstorm, a heatwave, "scorching days", the temperature) is not in the
data: ``weather_asked`` names it, and it is asked back (a short heading before a colon, "Cold snap:", is not
asked when the question after it asks of the data); a superlative of heat in a question that speaks of the
weather itself ("the hottest days by temperature") is asked back the same way, never read as a ranking.
"""

from __future__ import annotations

import re
from collections.abc import Callable

__all__ = ["WEATHER_ASK", "weather_asked", "weather_words"]

WEATHER_ASK = (
    "The data holds no weather ({what}): it has orders and their items, customers, stores, products and the "
    "supplies each product uses, by day and hour. Which of those should I look at instead?"
)
"""The question back for the weather itself."""

_WEATHER = re.compile(
    r"\b(?:rain|rains|rained|raining|rainy|rainfall|snow|snows|snowed|snowing|snowy|snowfall"
    r"|snow ?storms?|storms?|stormy|blizzards?|heat ?waves?"
    r"|cold (?:snaps?|spells?|fronts? (?:hit|came|rolled))"
    r"|hailstorms?|sleet"
    r"|temperatures?|degrees (?:celsius|fahrenheit|outside)|thermometer"
    r"|(?:barometric|air|atmospheric) pressure|barometers?|humidity|dew ?points?|wind ?speeds?|wind chill"
    r"|precipitation|uv index|pollen counts?"
    r"|(?:scorching|sweltering|boiling|baking|blistering|hot|freezing|frigid|bitter|bitterly cold|icy|cold"
    r"|chilly|warm|mild) (?:days?|weeks?|weekends?|months?|spells?|weather|afternoons?|mornings?|evenings?"
    r"|nights?))\b",
    re.IGNORECASE,
)
"""The weather itself: what fell, how hot it was ("Cold front check:" is a heading, not weather). The word
"weather" alone ("revenue by weather") is left to be named as a word not understood, as before; a word that
colours a name or a story ("the windy city", "those long humid summers") is no weather asked about."""

_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9])")
"""Where a sentence ends: a story told before the question ("Those long hot summer days, the iced drinks
flew out. In ...?") is no part of what is asked."""

_HEADING = re.compile(
    r"^\s*(?P<lead>(?:the |tonight'?s |today'?s |this week'?s |our )?(?:['\"‘“]?[a-z][\w'-]*['\"’”]? ){0,3}?"
    r"(?:readings?|map|roundup|round-up|bulletin|segment))\s*:\s+(?P<rest>\S+(?:\s+\S+){3,})$",
    re.IGNORECASE,
)
"""A presenter's heading before a colon, and the question after it (four words or more)."""

_UNSET = "".join(
    rf"(?<!\b{verb} )"
    for verb in ("set", "sets", "hit", "hits", "posted", "posts", "broke", "beat", "holds", "held")
)
"""Not "set the record for revenue" (which period set it: see reportwords), "holds the record for"."""

_REWRITES: tuple[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]], ...] = tuple(
    (re.compile(p, re.IGNORECASE), s)
    for p, s in (
        # "the all-time record high for orders in one day": the most orders in one day
        # "which day holds the record for revenue": had the most revenue
        (
            r"\b(?:holds|held|has|had) the (?:all-time |all time )?record(?: high)? (?:for|in|of) (?=[a-z])",
            "had the most ",
        ),
        (rf"{_UNSET}\bthe (?:all-time |all time )?record(?: high)? (?:for|in|of) (?=[a-z])", "the most "),
        (rf"{_UNSET}\bthe (?:all-time |all time )?record low (?:for|in|of) (?=[a-z])", "the least "),
        # "Chicago's all-time daily record", "the daily record low for revenue": its busiest (quietest) day
        (rf"{_UNSET}\b(?:the )?(?:all-time |all time )?daily record low\b", "the quietest day"),
        (rf"{_UNSET}\b(?:the )?(?:all-time |all time )?daily record(?: high)?\b", "the busiest day"),
        # "at what hour does the daily cycle peak": do orders peak (the cycle is the day's hours)
        (
            r"\b(?:does|did|do) the (?:daily|diurnal|24-hour) cycle(?: of (?P<what>orders|revenue|sales))? "
            r"(?P<verb>peak|bottom out|trough|top out|hit its (?:peak|low|high))\b",
            lambda m: f"do {m['what'] or 'orders'} {m['verb']}",
        ),
        (
            r"\bthe (?P<end>peak|high|low|trough) (?:of|in) the (?:daily|diurnal|24-hour) cycle"
            r"(?: of (?P<what>orders|revenue|sales))?",
            lambda m: (
                ("the busiest hour" if m["end"] in ("peak", "high") else "the quietest hour")
                + (f" for {m['what']}" if m["what"] else "")
            ),
        ),
        # "runs warmest", "comes in hottest": is the busiest
        (
            r"\b(?:runs|ran|comes? in|came in|burns?|burned) (?:the )?(hottest|warmest|coldest|chilliest)\b",
            r"is the \1",
        ),
        # "daily high and low order counts for each month": the highest and lowest daily counts
        (r"\b(?:the )?(daily|weekly|monthly|hourly) highs? and lows?\b", r"the highest and lowest \1"),
        (r"\b(?:hottest|warmest)\b", "busiest"),
        (r"\b(?:coldest|chilliest|frostiest|iciest)\b", "quietest"),
    )
)


_DAY_WORD = r"(?:day|weekday|week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
_TYPICAL_UNIT = re.compile(
    rf"^(?:so,? )?(?:what|how much) (?:does|did|do|would) (?:an?|the) (?:average|typical|normal|usual) "
    rf"(?P<unit>{_DAY_WORD})(?P<scope>(?: (?:in|of|across|during|at) [^,?]+?)?)"
    r" (?:bring in|take|make|earn|do)\b"
    r"\s*(?P<rest>.*)$",
    re.IGNORECASE,
)
"""'What does an average Sunday in 2020 bring in, revenue before tax?': the average per Sunday."""


def _typical_unit(question: str) -> str:
    m = _TYPICAL_UNIT.match(question.strip())
    if m is None:
        return question
    rest = m["rest"].strip(" ,")
    measure = "orders" if re.search(r"\borders?\b", rest, re.IGNORECASE) else "revenue"
    rest = f", {rest}" if rest and rest not in {"?", "."} else "?"
    return f"What is the average {measure} per {m['unit']}{m['scope']}{rest}"


_LABEL = re.compile(r"^\s*(?:[\w'-]+ ){0,2}[\w'-]+\s*:\s+(?=\S+(?:\s+\S+){3,})")
"""A label of one to three words before a colon ("Cold snap: how many days had fewer than 30 orders?"): a
heading in the presenter's words, the question after it asked of the data."""

_BACK = re.compile(r"\b(?:them|those|these|that|it|such)\b", re.IGNORECASE)
"""A word pointing back at the label ("Rainy days: how many orders did we get on them?"): the label is
asked about."""


def _unlabelled(question: str) -> str:
    """``question`` without a short heading before a colon, unless the question after it points back at it."""
    m = _LABEL.match(question)
    if m is None or _BACK.search(question[m.end() :]):
        return question
    return question[m.end() :]


def weather_asked(question: str) -> str | None:
    """The weather ``question`` speaks of ("a snowstorm", "scorching days"), or None."""
    question = _unlabelled(question)
    asked = " ".join(s for s in _SENTENCE.split(question.strip()) if "?" in s) or question
    found = _WEATHER.search(asked)
    return found.group(0).lower() if found is not None else None


def weather_words(question: str) -> str:
    """``question`` with a weather presenter's highs and lows said as rankings; unchanged when it has none."""
    text = question
    heading = _HEADING.match(text)
    if heading is not None:
        text = heading["rest"]  # "The 'typical' reading: median order total in 2020": the question after it
    text = _typical_unit(text)
    for pattern, said in _REWRITES:
        text = pattern.sub(said, text)
    return text
