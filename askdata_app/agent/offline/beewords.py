"""A beekeeper's words for the data, said plainly before a question is read (round 38).

A beekeeper keeps hives in an apiary: the stores are hives, the chain is the apiary, the customers are
foragers, the revenue is the honey crop (or the harvest), the best seller is the queen bee; seasons of the
hives (the nectar flow, the winter cluster, swarm season) are named beside their months. The words say how
the beekeeper speaks, never a new figure:

- "hive(s)" (or colonies) are stores ("the Brooklyn hive", "every hive", "the hive's"); "the (whole)
  apiary" is the chain ("the apiary's 2020 sales"); "foragers" are customers;
- "the honey crop", "the crop", "the honey harvest" are the revenue; a hive that "gave the heaviest crop"
  had the highest revenue ("the lightest crop": the lowest); an aside naming the figure ("Call it the
  honey crop.") goes;
- a hive "set up" opened;
- "the queen bee" (of the drinks, the jaffles) is the best seller;
- a season of the hives glossed by its months ("the June 2020 nectar flow", "the winter cluster months,
  December 2019 through February 2020", "the winter cluster (Dec 2019 to Feb 2020)") is those months.

The hives' own world is asked back (``bee_asked``): varroa mites, pollen, brood, wax, jars of honey, swarms
caught, the queen, flights and inspections, a colony's health, a season named without its months, a hive
not named by its city ("the hive down the road").

Each rewrite needs a beekeeper's word itself, so a question without one is left as said.

>>> bee_words("Which hive gave the heaviest crop in 2020, pre-tax sales?")
'Which store had the highest revenue in 2020, pre-tax sales?'
>>> bee_words("How many separate foragers came to the New Orleans hive in 2020?")
'How many separate customers came to the New Orleans store in 2020?'
>>> bee_words("During the June 2019 nectar flow, how many orders came in?")
'During June 2019, how many orders came in?'
>>> bee_words("Which store had the highest revenue in 2020?")
'Which store had the highest revenue in 2020?'
"""

from __future__ import annotations

import re
from collections.abc import Callable

from askdata_app.agent.offline.text import rewritten_when

__all__ = ["BEE_ASK", "NEAR_HIVE_ASK", "SEASON_ASK", "bee_asked", "bee_words"]

BEE_ASK = (
    "The data holds nothing on the bees or their hives ({what}): it has the stores' orders and their items, "
    "customers, products and the supplies each product uses. Which of those should I look at instead?"
)
"""The question back for the hives' own world (mites, pollen, honey, swarms)."""
NEAR_HIVE_ASK = (
    "Which store do you mean by '{what}'? The data names its stores by city (Brooklyn, Chicago, ...) and "
    "holds nothing on where one lies from another."
)
"""The question back for a hive not named ("the hive down the road")."""
SEASON_ASK = (
    "Which months do you count as {what}? Say them (for example 'June 2020') and I will take those months."
)
"""The question back for a season of the hives said without its months."""

_I = re.IGNORECASE
_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?"
    r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
)
_YEAR = r"(?:19|20)\d\d"
_NEAR = (
    r"(?:down|up) the (?:road|lane|hill|street)|next door|over the (?:fence|hill|road|way)"
    r"|across the (?:road|way|field|street|valley)|nearby|round the corner|around the corner"
)
"""Where a hive not named lies from another ("the hive down the road")."""
_SEASON = (
    r"(?:(?:main |spring |summer |autumn |fall )?(?:nectar|honey) flow|winter cluster|swarm(?:ing)? season)"
)
_SPELL = r"(?: months| period| season| spell| weeks)?"
_MARKERS = re.compile(
    r"\b(?:hives?|hive's|apiar(?:y|ies)|apiary's|foragers?|forager's|honey|nectar|winter cluster"
    r"|queen bees?|swarm(?:ing)? season|beekeep\w*|bees|colon(?:y|ies))\b",
    _I,
)
"""Words only a beekeeper's question has (one is needed before anything is rewritten)."""

_COLONY_OWN = r"(?:collapse|health|losses|loss|strength|counts?|size|numbers)\b"
"""A colony's own state (asked back), not a store."""
_HIGH = r"(?:heaviest|biggest|largest|best|richest|highest|strongest|fattest)"
_LOW = r"(?:lightest|smallest|poorest|weakest|lowest|thinnest|leanest)"
_CROP = r"(?:honey )?(?:crop|harvest)"
_GAVE = r"(?:gave|give|gives|brought in|brings in|bring in|made|makes|produced|produces|had|has)"

_RULES: tuple[tuple[str, str | Callable[[re.Match[str]], str]], ...] = (
    # an aside naming the figure: said already
    (
        rf"(?:(?<=[.?!])|,)\s*(?:call it|(?:i|we) call (?:it|that)|that's|that is)\s+(?:the |my |our )?"
        rf"{_CROP}\s*[.!]?",
        "",
    ),
    (rf"\s*\(\s*(?:the |my |our )?{_CROP}\s*\)", ""),
    # the apiary is the chain
    (r"\b(?:the |our )?(?:whole |entire |full )?apiary's\b", "the chain's"),
    (r"\b(?:across|over|throughout) (?:the |our )?(?:whole |entire )?apiar(?:y|ies)\b", "across the chain"),
    (r"\b(?:the |our )?(?:whole|entire|full) apiary\b", "the whole chain"),
    (r"\b(?:the|our) apiary\b", "the chain"),
    # hives are stores (a hive not named by its city is asked back: bee_asked)
    (rf"\bhives\b(?! (?:{_NEAR}))", "stores"),
    (r"\bhive's\b", "store's"),
    (rf"\bhive\b(?! (?:{_NEAR}))", "store"),
    (rf"\bcolonies\b(?! (?:{_NEAR}|{_COLONY_OWN}))", "stores"),
    (rf"\bcolony\b(?! (?:{_NEAR}|{_COLONY_OWN}))", "store"),
    (r"\b(?P<w>was|were|got|get|been|be|is) (?:first |originally )?set up\b", "opened"),
    # foragers are customers
    (r"\bforagers\b", "customers"),
    (r"\bforager's\b", "customer's"),
    (r"\bforager\b", "customer"),
    # the crop is the revenue
    (rf"\b{_GAVE} (?:the )?{_HIGH} {_CROP}\b", "had the highest revenue"),
    (rf"\b{_GAVE} (?:the )?{_LOW} {_CROP}\b", "had the lowest revenue"),
    (rf"\b{_HIGH} {_CROP}\b", "highest revenue"),
    (rf"\b{_LOW} {_CROP}\b", "lowest revenue"),
    (r"\bhoney (?:crop|harvest)\b", "revenue"),
    (
        r"\b(?:crop|harvest)\b(?! of (?:new |young |fresh )?(?:customers|foragers|bees)\b)"
        r"(?! (?:months?|time|season|festival|moon|home|supper)\b)",
        "revenue",
    ),
    # the queen bee is the best seller
    (r"\b(?:the )?queen bees?\b", "the best seller"),
    # a season of the hives glossed by its months: those months
    (rf"\bthe (?P<when>{_MONTH}(?: {_YEAR})?) {_SEASON}\b", r"\g<when>"),
    (
        rf"\b(?:(?:over|during|in|across|through(?:out)?) )?(?:the )?{_SEASON}{_SPELL}\s*\(\s*(?:from )?"
        rf"(?P<span>{_MONTH}[^)]*?)\s*\)",
        r"from \g<span>",
    ),
    (
        rf"\b(?:(?:over|during|across|through(?:out)?) )?(?:the )?{_SEASON}{_SPELL}\s*[,:-]\s*(?:from )?"
        rf"(?={_MONTH} (?:{_YEAR} )?(?:through|to|until|till|-))",
        "from ",
    ),
    (rf"\b(?:the )?{_SEASON}{_SPELL}\s*(?:[,:-]\s*|of |in )(?={_MONTH})", ""),
)
_COMPILED = tuple((re.compile(p, _I), r) for p, r in _RULES)

_WORLD = re.compile(
    r"\b(?:varroa|mites?|pollen|brood|propolis|royal jelly|beeswax|honeycombs?|queen cells?|requeen\w*"
    r"|bee (?:stings?|counts?|deaths?|losses|numbers|population)|colony collapse"
    r"|how many swarms|(?:caught|catch|captured?|collected) (?:\w+ )?swarms?|swarms? (?:caught|captured)"
    r"|(?:how much|jars?|pots?|pounds?|lbs?|kilos?|kg|litres?|liters?|gallons?|tons?|tonnes?|buckets?)"
    r" (?:of )?honey(?! (?:crop|harvest|flow|money))|honey (?:yield|production|output|jars?|extracted"
    r"|extraction|stores?))\b",
    _I,
)
"""The hives' own world: nothing of it is in the data."""
_KEEPERS = re.compile(
    r"\b(?:stings?|smokers?|wax|colon(?:y|ies) (?:health|losses|loss|strength|counts?|size|numbers)"
    r"|flights?|foraging trips?|inspections?|queens?(?! bees?)|swarms?(?! (?:season|of)\b)|swarmed)\b",
    _I,
)
"""More of the hives' own world, read so beside a beekeeper's word only ("the flights", "the queen")."""
_UNNAMED = re.compile(rf"\b(?:the|that|a|another) (?:other )?(?:hive|store|shop)s? (?:{_NEAR})\b", _I)
_SEASON_LEFT = re.compile(rf"\b(?:the )?{_SEASON}\b", _I)
_ANY_MONTH = re.compile(rf"\b{_MONTH}(?=[\s,.?!)-]|$)|\b(?:spring|summer|autumn|fall|winter)\b", _I)


def bee_asked(question: str) -> str | None:
    """The question back for the hives' own world ``question`` (as said, before ``bee_words``) speaks of
    (mites, pollen, jars of honey; swarms caught, the queen beside a beekeeper's word), for a hive not named
    by its city ("the hive down the road"), or for a season of the hives named without its months; None when
    it speaks of none of them."""
    near = _UNNAMED.search(question)
    if near is not None:
        return NEAR_HIVE_ASK.format(what=near.group(0).lower())
    world = _WORLD.search(question) or (_KEEPERS.search(question) if _MARKERS.search(question) else None)
    if world is not None:
        return BEE_ASK.format(what=world.group(0).lower())
    season = _SEASON_LEFT.search(question)
    if season is not None and not _ANY_MONTH.search(_SEASON_LEFT.sub(" ", question)):
        return SEASON_ASK.format(what=season.group(0).lower())
    return None


def bee_words(question: str) -> str:
    """``question`` with a beekeeper's words said plainly (see the module); unchanged without one."""
    return rewritten_when(question, _MARKERS, _COMPILED)
