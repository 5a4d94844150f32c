"""The latest (earliest) time of day anything was ordered: "what's the latest time of day anyone has placed
an order?", "at what time of day was the earliest order ever placed?", "the latest clock time of any Brooklyn
order in 2019".

It is the largest (smallest) of every order's clock time, whatever its day: the orders are counted as said
(their store, period) and the count is taken as that extreme instead (see ``Planner._clock_extreme``). Before,
"latest" was a word not understood, or the last order's date was shown per hour.
"""

from __future__ import annotations

import re

__all__ = ["read_clock_extreme"]

_TIME = r"(?:time of (?:the )?day|clock[- ]time|time on the clock)"
_WHO = r"(?:anyone|anybody|someone|somebody|a customer|any customer|customers|people|we|you)"
_WAY = r"(?P<way>latest|earliest|last|first)"
_WHAT = r"(?P<what>(?:[\w'’-]+ ){0,2}?)"
_SAID = (
    re.compile(
        rf"\b(?:what(?:'s|’s| is| was) )?(?:the )?{_WAY} {_TIME}(?: that| at which| when)? {_WHO}"
        r"(?: has| have| had| ever|'s|’s)* (?:placed|made|put in|sent in|ordered)(?: an? order| anything)?\b",
        re.IGNORECASE,
    ),
    re.compile(
        rf"\b(?:at )?what {_TIME} (?:was|is|has been) the {_WAY} {_WHAT}order(?: ever)?"
        r"(?: (?:placed|made|taken|put in))?\b",
        re.IGNORECASE,
    ),
    re.compile(
        rf"\b(?:what(?:'s|’s| is| was) )?the {_WAY} {_TIME} (?:of|on|for) (?:any|an|all|every)"
        rf"(?: (?:the|our))? {_WHAT}orders?\b",
        re.IGNORECASE,
    ),
    re.compile(  # "and the latest clock time ever?": the whole question
        rf"^\s*(?:and |so |ok |now )?(?:what(?:'s|’s| is| was) )?(?:the )?{_WAY} {_TIME}"
        r"(?: ever| of all time| on record)?\s*[?.!]*\s*$",
        re.IGNORECASE,
    ),
)
_NOISE = re.compile(
    r",?\s*\b(?:on any (?:given )?day|of any day|(?:across|over) (?:all )?(?:the )?days|(?:in )?clock time"
    r"|ever|of all time|hh:mm(?::ss)?)\b",
    re.IGNORECASE,
)


def read_clock_extreme(question: str) -> tuple[str, str] | None:
    """("max" or "min", the orders counted as said) of a question after the latest (earliest) time of day,
    None when it asks no such thing.

    >>> read_clock_extreme("What's the latest time of day anyone has ever placed an order, on any day?")
    ('max', 'how many orders')
    >>> read_clock_extreme("the earliest clock time of any Brooklyn order in 2019")
    ('min', 'how many Brooklyn orders in 2019')
    >>> read_clock_extreme("when was the latest order placed?") is None
    True
    """
    for pattern in _SAID:
        m = pattern.search(question)
        if m is None:
            continue
        way = "max" if m.group("way").lower() in ("latest", "last") else "min"
        what = m.groupdict().get("what") or ""
        rest = _NOISE.sub("", question[: m.start()] + " " + question[m.end() :])
        rest = re.sub(r"\s+", " ", rest).strip(" ,;:-?.!")
        return way, f"how many {what}orders {rest}".strip()
    return None
