"""A sports commentator's words, said plainly before a question is read: "the 2020 season", "top of the
table", "the full standings", "the foot of the table", "the gold medallist first", "the most valuable player
in the drinks division", "stepped onto the field in August 2019", "put on the board", "clear 200 orders",
"season on season", "game day", and a commentator's label before the question ("Medal ceremony for 2019!",
"Halftime report on 2020:", "Personal best for Chicago:", "Extra time:", "Who finished 2020 strongest?" before
the question that makes it precise).

A season is a calendar year ("the 2019 season" is 2019); the top of the table is the top, its foot the
bottom, the standings from top to bottom a ranking of every member; a gold medallist is the first place, a
most valuable player (MVP) the top seller, a division a kind of product; a rookie took the field when it
opened; orders put on the board, rung up or racked up were taken; to clear a number is to go over it; game
day is the busiest day; the GOAT is the best of all time; the odds of a later result are a forecast. Team
chemistry, a rival league or competitors are records the data does not hold (asked back).

A label is the words before the first colon or exclamation mark (or a question mark, when another question
follows), when they have a sports word and the
question after them is long: it goes, but a year or a member (a store, a product) it names is kept as the
question's scope ("Personal best for Chicago: what is its highest ...": for Chicago) unless the question
names a year or that member itself ("Closing whistle of the 2018 season: how many orders ... on 31 December
2018?": the day alone).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

_YEAR = r"(?:19|20)\d\d"
_REWRITES: tuple[tuple[str, str], ...] = (
    # "the 2020 season", "2019's season", "the 2018-season": the calendar year
    (rf"\b(?:the |our )?({_YEAR})(?:'s)?[- ]season\b", r"\1"),
    (r"\bseason[- ](?:on|over|to)[- ]season\b", "year over year"),
    # "every store, from the top of the table to the bottom": ranked, highest first
    (
        r"\bfrom (?:the )?top of the (?:table|standings|league|ladder) (?:down )?to (?:the )?(?:bottom|foot)"
        r"(?: of the (?:table|standings|league|ladder))?",
        "ranked from highest to lowest",
    ),
    (
        r"\b(?:finished|ended|sat|sits|was|is|came|comes) (?:at the )?top of the (?:table|standings|league)"
        r"(?: on| for| by| in)?\b",
        "had the most",
    ),
    (
        r"\b(?:stuck |sitting |sat )?at the (?:foot|bottom) of the (?:table|standings|league)\b",
        "at the bottom",
    ),
    (rf"\b(?:the )?(?:full |complete |final )?({_YEAR} )?standings\b", r"the \1ranking"),
    # "gold medallist first", "winner first": the highest first
    (
        r"\b(?:the )?(?:gold[- ]medall?ist|champion|winner|first[- ]place finisher|leader)s? first\b",
        "highest first",
    ),
    # "which store added the biggest chunk of revenue": the most revenue
    (r"\b(?:the )?(?:biggest|largest|greatest) (?:chunk|haul) of (?=[a-z])", "the most "),
    # "the three products that shifted the most units": sold
    (r"\bshift(?:ed|s)?(?= (?:the )?(?:most|fewest|least|more|fewer|\d+) (?:units|items)\b)", "sold"),
    # "the most valuable player", "the MVP": the top seller; "in the drinks division": among drinks
    (
        r"\b(?:who|which one|what) (?:was|is|were) (?:the )?(?:most valuable player|mvp)\b",
        "which product was the top seller",
    ),
    (r"\bwho takes that (?:honou?r|title|crown|award)\b", "which product was the top seller"),
    (r"\b(?:the )?(?:most valuable player|mvp)\b", "the top seller"),
    (
        r"\b(?:over )?in the (drinks?|beverages?|jaffles?|food) (?:division|league|conference|camp)\b",
        r"among \1",
    ),
    (r"\bamong (drink|beverage|jaffle)\b", r"among \1s"),
    # "the rookie ... stepped onto the field in August 2019": opened then; "debut month": its opening month
    (
        r"\b(?:stepped|stepping|steps|came|walked|ran) (?:on ?to|out on ?to) the (?:field|pitch|court|ice)\b",
        "opened",
    ),
    (r"\b(?:the )?rookie(?: of the (?:league|season|year))?,\s*", ""),
    (r"\bdebut (day|week|month|year|season)\b", r"opening \1"),
    # "put on the board", "racked up", "rang up": taken
    (r"\b(?:put|puts|putting|got|get|gets) on the (?:board|scoreboard)\b", "take"),
    (r"\bon the (?:board|scoreboard)\b", ""),
    (r"\b(?:stepped up and |step up and )", ""),
    # "days that saw the chain clear 200 orders": had more than 200 orders
    (
        r"\bsaw (?:the chain|the business|us|we|it|the company)(?: as a whole)? clear (\d[\d,]*)\b",
        r"had more than \1",
    ),
    (r"\bclear(?:ed|s)? (\d[\d,]*) (orders|items|units|customers)\b", r"more than \1 \2"),
    # "which day of the week is game day, the one with the most orders": the day with the most orders
    (r"\bis (?:game|match) ?day, (?:the one|the day) with\b", "has"),
    (r"\b(?:game|match) ?day\b", "the busiest day"),
    # "who's the GOAT around here": the best of all time (which measure is asked back)
    (r"\b(?:the )?g\.?o\.?a\.?t\.?(?= |\?|$)(?<!\bgoat\b(?= cheese))", "the best of all time"),
    (r"\s+(?:around|round) here\b", ""),
    # "what are the odds Chicago tops the table in 2021": a forecast (none is made; asked back)
    (r"\bwhat (?:are|were) the (?:odds|chances|betting odds)(?: that| of)?\b", "what is the forecast that"),
)
_COMPILED = tuple((re.compile(p, re.IGNORECASE), r) for p, r in _REWRITES)

_SPORTS = re.compile(
    r"\b(?:medals?|medall?ists?|ceremony|half-?time|comeback|record books?|personal best|scoring|specialists?"
    r"|seasons?|streak|extra time|overtime|injury time|improved|player|leader|whistle|efficiency rating"
    r"|photo finish|scoreboard|trophy|podium|league|derby|kick-?off|final whistle|fixture|tale of the tape"
    r"|double-?header|crunch time|home advantage|home field|scorers?|rookie|mvp|championship|title race"
    r"|play-?offs?|grand final|match report|full time|full-time|stats? sheet|box score|hot hand|hat-?trick"
    r"|winning streak|game|match|finished|finish)\b",
    re.IGNORECASE,
)
_ASKED = (
    r"(?:how|what|what's|which|who|when|where|is|are|was|were|do|does|did|can|could|give|show|list|tell)\b"
)
_LABEL = re.compile(
    rf"^\s*(?P<label>[^:!?;.]{{3,80}}?)\s*(?:[:!]|\?(?=\s+{_ASKED}))\s+(?P<rest>.+)$", re.IGNORECASE | re.S
)


_UNHELD = re.compile(
    r"\b(?:team (?:chemistry|spirit|morale)|chemistry|morale|player ratings?|injur(?:y|ies)|fitness"
    r"|rival (?:leagues?|chains?|clubs?|teams?|brands?)|(?:our |the )?rivals|(?:our |the )?competitors?"
    r"|the competition|other chains)\b",
    re.IGNORECASE,
)


def unheld_sports(question: str) -> str | None:
    """What a commentator asks of that the data does not hold (team chemistry, a rival league), or None."""
    found = _UNHELD.search(question)
    return found.group(0).lower() if found is not None else None


def _label_scope(label: str, rest: str, members: Sequence[str]) -> str:
    """The year or member the label names that the question after it does not, as "For X: "; else ""."""
    scope: list[str] = []
    if re.search(
        r"\b(?:forget|forgetting|not|without|except|drop|dropping|ignore|ignoring|leave|leaving)\b",
        label,
        re.I,
    ):
        return ""  # "Fresh scoreboard, and forget Los Angeles now:" names no scope
    year = re.search(rf"\b{_YEAR}\b", label)
    if year is not None and not re.search(rf"\b{_YEAR}\b", rest):
        scope.append(year.group(0))
    for member in members:
        said = re.compile(rf"\b{re.escape(member)}\b", re.IGNORECASE)
        if said.search(label) and not said.search(rest):
            scope.append(member)
    return f"For {' in '.join(scope)}: " if scope else ""


def without_label(question: str, members: Sequence[str], parse: Callable[[str], Any]) -> str:
    """``question`` without a commentator's label before it, its scope kept (see the module); a label that
    scopes anything besides its year and members ("Black Friday of 2020, the marquee fixture:", "Which
    quarter of the 2019 season was the strongest?") is kept."""
    m = _LABEL.match(question)
    if m is None or _SPORTS.search(m.group("label")) is None or len(m.group("rest").split()) < 5:
        return question
    label, rest = m.group("label"), m.group("rest")
    bare = re.sub(rf"\b{_YEAR}\b", " ", label)
    for member in members:
        bare = re.sub(rf"\b{re.escape(member)}\b", " ", bare, flags=re.IGNORECASE)
    said = parse(bare)  # a breakdown or time grain alone ("the big one", "of the year") is no scope
    if said.measures or said.filters or said.periods or said.missing_year or said.hours:
        return question
    return _label_scope(label, rest, members) + rest[:1].upper() + rest[1:]


def sports_words(
    question: str, members: Sequence[str] = (), parse: Callable[[str], Any] | None = None
) -> str:
    """``question`` with a sports commentator's words said plainly; unchanged when it has none.
    ``parse`` reads a label's words (its year and members left out): labels go only with it."""
    text = without_label(question, members, parse) if parse is not None else question
    for pattern, said in _COMPILED:
        text = pattern.sub(said, text)
    if text == question:
        return question
    return re.sub(r"\s+([,?.!])", r"\1", " ".join(text.split()))
