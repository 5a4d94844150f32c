"""Parts of the country said for stores: "the east coast stores", "our west coast shops", "the midwest store".

Store names that are US cities (or a borough) are placed in the regions an analyst names; a region said in
a question is read as the stores of the data in it, written out ("Philadelphia and Brooklyn stores"). A
region said as one group ("the east coast stores' order count") is one figure for its stores taken
together; said with "each", "by store", "store by store" or as "the west coast ones" (narrowing a list
already shown) it keeps one row per store, as it does said alone after "only" or "just" ("Only the west
coast stores.": a follow-up narrowing the last answer to them). The stores come from the data, so the rule
names none of them; a region without any of the data's stores is left as said.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any


def _cities(said: str) -> frozenset[str]:
    return frozenset(said.split("|"))


_REGIONS: dict[str, frozenset[str]] = {
    "east coast": _cities(
        "new york|brooklyn|manhattan|queens|bronx|staten island|boston|cambridge|philadelphia|baltimore|"
        "washington|washington dc|newark|jersey city|hoboken|providence|hartford|new haven|wilmington|"
        "miami|jacksonville|charleston|savannah|norfolk|virginia beach|fort lauderdale|atlantic city"
    ),
    "west coast": _cities(
        "los angeles|san francisco|san diego|san jose|oakland|berkeley|sacramento|seattle|portland|"
        "long beach|santa monica|santa barbara|irvine|anaheim|tacoma|pasadena|palo alto"
    ),
    "midwest": _cities(
        "chicago|detroit|minneapolis|st paul|saint paul|milwaukee|cleveland|columbus|cincinnati|"
        "indianapolis|st louis|saint louis|kansas city|omaha|des moines|madison|ann arbor"
    ),
    "south": _cities(
        "new orleans|atlanta|houston|dallas|austin|san antonio|nashville|memphis|charlotte|miami|tampa|"
        "orlando|birmingham|louisville|raleigh|baton rouge|jacksonville"
    ),
    "pacific northwest": _cities("seattle|portland|tacoma|spokane|boise"),
    "new england": _cities("boston|cambridge|providence|hartford|new haven|burlington"),
    "southwest": _cities("phoenix|tucson|albuquerque|las vegas|el paso|santa fe|scottsdale"),
    # states, by their well-known cities (a borough of New York City is in New York)
    "california": _cities(
        "los angeles|san francisco|san diego|san jose|oakland|berkeley|sacramento|long beach|santa monica|"
        "santa barbara|irvine|anaheim|pasadena|palo alto|fresno"
    ),
    "new york": _cities("new york|brooklyn|manhattan|queens|bronx|staten island|buffalo|rochester|albany"),
    "pennsylvania": _cities("philadelphia|pittsburgh|harrisburg|allentown"),
    "illinois": _cities("chicago|springfield|naperville|evanston"),
    "louisiana": _cities("new orleans|baton rouge|shreveport|lafayette"),
    "texas": _cities("houston|dallas|austin|san antonio|el paso|fort worth"),
    "florida": _cities("miami|tampa|orlando|jacksonville|fort lauderdale|tallahassee"),
    "massachusetts": _cities("boston|cambridge|worcester|springfield"),
    "washington state": _cities("seattle|tacoma|spokane"),
    "oregon": _cities("portland|eugene|salem"),
    "georgia": _cities("atlanta|savannah"),
    "arizona": _cities("phoenix|tucson|scottsdale"),
    "colorado": _cities("denver|boulder"),
    "michigan": _cities("detroit|ann arbor"),
}
_STATES = (
    "california", "new york", "pennsylvania", "illinois", "louisiana", "texas", "florida", "massachusetts",
    "oregon", "georgia", "arizona", "colorado", "michigan", "washington state",
)  # fmt: skip
"""The regions above that are US states."""


def _state_name(region: str) -> str:
    return region.removesuffix(" state").title()


_SAID = {
    "east coast": r"east[- ]?coast(?:ern)?|eastern seaboard|atlantic coast",
    "west coast": r"west[- ]?coast|pacific coast",
    "midwest": r"mid[- ]?west(?:ern)?",
    "south": r"(?:the )?south(?:ern)?",
    "pacific northwest": r"pacific north[- ]?west|pnw",
    "new england": r"new england",
    "southwest": r"south[- ]?west(?:ern)?",
    **{  # a state said as "California = San Francisco + Los Angeles" is being defined, not asked about
        state: rf"(?:(?:the )?state of {state}|{state}(?: state)?(?!(?: state)? of\b))(?!\s*[=:])"
        for state in _STATES
        if state != "washington state"
    },
    "washington state": r"(?:the )?state of washington|washington state",
}
_STORES = r"stores?|shops?|locations?|branch(?:es)?|outlets?|cafes?|sites?|cit(?:y|ies)|pair|duo|ones?"
_EACH = re.compile(
    r"\b(?:each|every|individually|separately|apiece|one row (?:per|for each)|(?:by|per) "
    r"(?:store|shop|location|branch|outlet|site))\b|\b(?:store|shop|location) by (?:store|shop|location)\b",
    re.I,
)

_TOGETHER = re.compile(
    r"\b(?:combined|(?<!taken )together|altogether|jointly|pooled|as a (?:group|whole))\b", re.I
)

_NARROWING_HEAD = re.compile(
    r"^\W*(?:(?:ok|okay|so|and|but|now|then)\W+)*(?:only|just|limit (?:it|that|this|them|those) to"
    r"|restrict (?:it|that|this|them|those) to|narrow (?:it|that|this|them|those) (?:down )?to)\s+$",
    re.I,
)
_NARROWING_TAIL = re.compile(r"^\s*(?:,?\s*(?:please|then|instead|now|only|this time)\b)*\W*$", re.I)


def _key(name: str) -> str:
    return re.sub(r"[^a-z ]", "", name.lower().replace(".", "")).strip()


def _listed(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


class Regions:
    """Reads regions said for stores, as the data's stores in them."""

    def __init__(self, values: Mapping[Any, Iterable[str]]) -> None:
        best: dict[str, list[str]] = {}
        self.members: list[str] = []
        """The stores (the values of the dimension whose values are most often cities of a region)."""
        for members in values.values():
            listed = list(members)
            if len(listed) > 100:
                continue
            found = {region: [v for v in listed if _key(v) in cities] for region, cities in _REGIONS.items()}
            if sum(len(v) for v in found.values()) > sum(len(v) for v in best.values()):
                best, self.members = found, listed
        self._stores = {region: names for region, names in best.items() if names}
        self._said = [
            (re.compile(rf"\b(?:the |our )?(?:{_SAID[r]})\b(?:(?:'s)? ({_STORES})\b('s?)?)?", re.I), r)
            for r in self._stores
        ]

    def states(self, told: Mapping[str, str]) -> dict[str, str] | None:
        """The US state of each store, by its name: as ``told`` (by city, lower case) or else the state of
        its city; None when some store is in no state known."""
        placed: dict[str, str] = {}
        for store in self.members:
            state = told.get(store.lower()) or next(
                (_state_name(r) for r in _STATES if store in self._stores.get(r, ())), None
            )
            if state is None:
                return None
            placed[store] = state
        return placed or None

    def read(self, question: str) -> str:
        """``question`` with each region it names written as the data's stores in it."""
        for pattern, region in self._said:
            names = self._stores[region]
            m = pattern.search(question)
            if m is None or (region == "south" and m.group(1) is None):
                continue  # "the south" alone may be a direction; said with stores it is the region
            noun = (m.group(1) or "stores").lower()
            ones = noun in {"ones", "one"}
            if noun in {"pair", "duo", "ones", "one"}:
                noun = "stores"
            owner = m.group(2) or ""
            narrowing = _NARROWING_HEAD.match(question[: m.start()]) and _NARROWING_TAIL.match(
                question[m.end() :]
            )
            if len(names) == 1:
                said = f"{names[0]}{owner}"
            elif ones or narrowing or _EACH.search(question) or _TOGETHER.search(question):
                said = f"{_listed(names)} {noun}{owner}"
            else:  # one group: its stores taken together ("the east coast stores' revenue")
                said = f"{_listed(names)} {noun} combined"
            question = question[: m.start()] + said + question[m.end() :]
        return question
