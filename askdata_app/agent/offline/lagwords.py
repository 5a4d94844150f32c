"""An earlier (or later) bucket's figure shown beside each bucket of a series: a lag column.

"Orders per day in December 2019 with the previous day's count next to each" is the daily series with, on
each row, the count of the day before; "the previous day" is not a period of its own (it was read as the
data's last day and added to the range). Said after "with / and / alongside / plus / next to / beside /
versus ...", these are read away from the words and kept as a step back (or forward) in time:

- "the previous (prior, preceding, last) day's count", "the day before", "the prior month's revenue": a step
  back of one day (month, ...); "the next (following) day's", "the day after": one forward;
- "a week earlier", "the count a week before", "2 days prior", "the year-ago figure": that step back;
- "the same day (month, quarter) last year / a year earlier / the year before": a year back (the same
  calendar date, as "the same month last year" is the month twelve months back).

The query (finish.py) joins the series to itself on the bucket that far back (per store, when split by
store), and the rows are read from that far before the period (compose.py), so the first bucket has its
figure too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from askdata_app.agent.offline.numwords import counting, numbers

_UNIT = r"(day|week|month|quarter|year)s?"
_FIGURE = (
    r"(?: (?:count|counts|figure|figures|number|numbers|total|totals|value|values|amount|amounts|level"
    r"|result|results|revenue|sales|orders|order count|customers|takings|income|data))?"
)
_LEAD = (
    r"\b(?:with|and|alongside|beside|besides|plus|along with|together with|next to|against|vs|versus"
    r"|compared (?:with|to)|including|showing|show|as well as|add|adding|also)"
    r"(?: (?:the|its|their|each|every))?(?: (?:count|figure|number|total|value|revenue|orders|sales)"
    r"(?: (?:of|for|from))?(?: the)?)?"
)
_TRAILER = (
    r"(?: (?:next to|beside|besides|alongside|against|by|for|on|with)"
    r" (?:each|every|it|them|that|each one|the row|each row)"
    r"(?: (?:one|row|day|week|month|quarter|year|period|entry|line|bucket))?)?"
    r"(?: (?:in|as) (?:a|another|an extra|its own) (?:column|col))?"
)
_VERSUS = frozenset(["against", "vs", "versus", "compared"])
_CHANGE = frozenset(
    ["growth", "grow", "grew", "change", "changed", "increase", "decrease", "fall", "drop", "rise", "rose",
     "fell", "dropped", "jump", "decline", "gain", "swing"]
)  # fmt: skip
_REL = ("before", "after", "prior", "earlier", "later")
_COUNT = numbers("a", "one", "an", counting(2, 4), "seven")
"""A step in words ("a week earlier", "two days prior"): "a", "an" are one."""


@dataclass(frozen=True)
class LagStep:
    """How far from each bucket the shown figure is: ``count`` ``unit``s back (negative: forward)."""

    count: int
    unit: str
    name: str
    """The column's suffix ("previous_day", "week_earlier")."""
    bare: bool = False
    """Said with no figure or place ("and the previous month"): maybe a period, unless there is a series
    and the unit is the series' own or finer."""


def _step(n: str) -> int | None:
    if n.isdigit():
        return int(n)
    return _COUNT.get(n)


def read_lag_words(raw: list[str]) -> tuple[list[str], LagStep | None]:
    """``raw`` without a lag column's words, and the step they said (None: none said)."""
    text = " ".join(raw)
    forms: list[tuple[str, str]] = [
        (rf" (?:the )?(previous|prior|preceding|last|next|following) {_UNIT}{_FIGURE}", "adj"),
        (rf" (?:the )?{_UNIT} (before|after|prior|earlier|later){_FIGURE}", "rel"),
        (
            rf" (?:the )?(?:\w+ )?(a|an|one|two|three|four|seven|\d+) {_UNIT}"
            rf" (earlier|before|prior|ago|later){_FIGURE}",
            "num",
        ),
        (rf" (?:the )?(year|month|week|quarter|day) ago{_FIGURE}", "ago"),
        (
            rf" (?:the )?same {_UNIT}(?: of)?(?: the)? (?:last year|a year (?:earlier|before|ago|prior)"
            rf"|(?:previous|prior|preceding) year|year before){_FIGURE}",
            "same",
        ),
    ]
    for body, kind in forms:
        m = re.search(_LEAD + body + _TRAILER + r"(?= |$)", text)
        if m is None:
            continue
        g = [x for x in m.groups() if x is not None]
        if kind == "adj":
            back = g[0] not in {"next", "following"}
            step = LagStep(1 if back else -1, g[1], f"{'previous' if back else 'next'}_{g[1]}")
        elif kind == "rel":
            back = g[1] not in {"after", "later"}
            step = LagStep(1 if back else -1, g[0], f"{g[0]}_{'before' if back else 'after'}")
        elif kind == "num":
            n = _step(g[0])
            if n is None:
                continue
            back = g[2] != "later"
            label = f"{g[1]}_{'earlier' if back else 'later'}" if n == 1 else f"{n}_{g[1]}s_earlier"
            step = LagStep(n if back else -n, g[1], label if back or n == 1 else f"{n}_{g[1]}s_later")
        elif kind == "ago":
            step = LagStep(1, g[0], f"{g[0]}_earlier")
        else:
            step = LagStep(1, "year", "year_earlier")
        said = m.group(0).split()
        if kind == "num":
            at = next((i for i, w in enumerate(said) if w.removesuffix("s") == g[1] and i > 1), 2)
            if said[at - 2] == "the":
                continue  # "vs the 14 days before": a span of its own
        bare = said[-1] in {step.unit, step.unit + "s", "ago", "year", *_REL}
        if said[0] in _VERSUS and abs(step.count) == 1 and _CHANGE.intersection(raw):
            # "the biggest fall compared with the month before": month over month, a growth's basis
            return [*text[: m.start()].split(), step.unit, "over", step.unit, *text[m.end() :].split()], None
        rest = (text[: m.start()] + text[m.end() :]).split()
        return rest, LagStep(step.count, step.unit, step.name, bare)
    return raw, None
