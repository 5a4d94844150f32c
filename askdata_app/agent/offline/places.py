"""A place in a ranking other than the first: "the second biggest store", "the runner-up", "which store came
in third", and, after a ranking, "which one is the second?".

The ranking is made as for the first place; the answer skips the places before the one asked (one row,
``OFFSET`` places - 1).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from askdata_app.agent.offline.intent import Intent
from askdata_app.agent.offline.vocab import ASC, DESC

Spans = Callable[[str], list[tuple[re.Match[str], set[int]]]]

PLACES = {"second": 2, "third": 3, "fourth": 4, "fifth": 5, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5}
_PLACE = "|".join(PLACES)
_PERIOD_AFTER = (
    r"half|quarter|month|week|day|year|hour|time|order|visit|purchase|item|semester|weekend|fiscal|calendar"
)


def read_place(intent: Intent, spans: Spans, used: set[int]) -> None:
    """Reads a place other than the first into ``intent`` (offset, one row), marking its words used."""
    for m, idx in spans(rf"\b({_PLACE})[- ](?:most |best |top )?(?=({DESC}|{ASC})\b)"):
        intent.rank = "asc" if re.fullmatch(ASC, m.group(2)) else "desc"
        _place(intent, PLACES[m.group(1)])  # "the second biggest", "2nd most popular", "third cheapest"
        used.update(idx)
    for _m, idx in spans(r"\brunners?[- ]?ups?\b|\bnext best\b"):
        _place(intent, 2)  # "the runner-up"
        used.update(idx)
    for m, idx in spans(
        rf"\b(?:came|come|comes|coming|finished|finishes|placed|ranked|ranks|is|was|in) (?:in )?"
        rf"(?:the )?({_PLACE})(?: place)?\b(?! (?:{_PERIOD_AFTER}))"
    ):
        _place(intent, PLACES[m.group(1)])  # "which store came in second", "which one is the second"
        used.update(idx)
    for m, idx in spans(rf"\bthe ({_PLACE})(?: one| place| spot)?$"):
        _place(intent, PLACES[m.group(1)])  # "and the second one?"
        used.update(idx)


def _place(intent: Intent, place: int) -> None:
    if intent.rank is None:  # "the runner-up": of the ranking from the top, unless said otherwise
        intent.rank, intent.rank_from_place = "desc", True
    intent.offset = place - 1
    intent.limit = 1
    intent.plural = False
