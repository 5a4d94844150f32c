"""The rows a share is taken over, said before its condition: "what fraction of weekend orders in 2020 had a
drink", "the share of orders at Brooklyn that included a drink", "what share of Brooklyn's revenue comes from
drinks".

Read from the question's words (lower case, shorthand written out): what is said between "share of" (fraction,
proportion, percentage) and the verb that states the condition ("had", "included", "contained", "with", "took
place", a verb of selling: "got sold", "went out") names the rows the share is over, not the ones it counts. A
member (a store, a product type), a kind of day or an hour range said there limits both parts of the share;
the other conditions are what is counted; said with nothing else to count but split by period ("what share of
Chicago's 2020 orders came in each month"), each period's part of the base is asked, and so is a part of the
year said after it ("what share of Chicago's 2020 orders came in December": December's part of Chicago's 2020
orders). A number said there limits both parts too ("of orders over $30, what share had a drink", "of orders
with exactly one item, ..."): it is marked until it is made a filter on a column. A question that asks who has
what ("what share of revenue did Brooklyn have") is not read here.
"""

from __future__ import annotations

import re

from askdata_app.agent.offline.intent import Filter, Intent

_BASE = re.compile(
    r"\b(?:share|fraction|proportion|percentage|percent|pct) of (?P<base>.+?)"
    r"(?: (?:that|which|who))? (?:had|have|has|included|include|includes|contained|contain|contains"
    r"|came with|come with|with|came in|come in|comes in|arrived|arrive|arrives|(?:were |was )?placed"
    r"|fell|fall|falls|landed|comes from|come from|came from|coming from|is from|was from|are from"
    r"|were from|is due to|was due to|goes to|went to|is spent on|was spent on|went on|goes on|is made up of"
    r"|was made up of|is accounted for by|was accounted for by|took place|take place|takes place|happened"
    r"|happen|happens|(?:got |get |gets |were |was )?(?:sold|bought|ordered)|went out|go out|goes out"
    r"|were|was)\b"
)
_CLAUSE_VERB = (
    r"(?:had|have|has|included|include|includes|contained|contain|contains|came with|come with|featured"
    r"|feature|features)"
)
_BASE_CLAUSE = re.compile(
    rf"\b(?:share|fraction|proportion|percentage|percent|pct) of (?P<base>[^,?]+? (?:that|which|who)"
    rf" (?:also )?{_CLAUSE_VERB}\b[^,?]+?),? (?:also )?{_CLAUSE_VERB}\b"
)
"""A share's base said as rows with a relative clause, before the verb of what is counted: "what fraction of
2020 orders that included a nutellaquent had a drink" (the base is the orders with a nutellaquent)."""
_LEADING = re.compile(
    r"^\s*(?:[a-z][\w'-]*(?: [\w'-]+){0,3}(?::| [-\u2013\u2014]+) )?(?:so |and |ok )?"
    r"(?:of|among|amongst|out of|from) (?:the |all |all the |those )?(?P<base>[^,]+?),?"
    r" (?:what|which|how much|how many|the)\b"
)
"""A share's base said first: "of the 2020 orders with a drink, what fraction also had a jaffle", also after a
short heading ("Morning trade: of the orders placed before 9am, what share ...")."""
_GENERIC_TEXT = "is a an has have had contains includes order orders item items name type"
_GENERIC = frozenset(_GENERIC_TEXT.split())
_ASKS_WHO = re.compile(r"\b(?:did|does|do|was|were|is|are|had|have|has)\b")
_EACH_PERIOD = re.compile(r"\b(?:each|every|per|by) (?:day|week|month|quarter|year|hour|weekday)\b")
"""The share's base split by period ("came in each month"): each period's part of the base."""
_PART_OF_YEAR = re.compile(
    r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)(?:[a-z]*)\b|\bq[1-4]\b"
    r"|\b(?:first|second|third|fourth|last|final) (?:half|quarter|month|week)\b|\bh[12]\b"
)
"""A part of the year said after the share's verb ("... of Chicago's 2020 orders came in December")."""
_DAY_WORDS = re.compile(r"\b(?:weekends?|weekdays?|workdays?|saturdays?|sundays?)\b")
_HOUR_WORDS = re.compile(r"\d\s?(?:am|pm)\b|\b(?:noon|midday|midnight)\b")


COMPARED = "compared:"
"""How a number said in the share's base is marked ("of orders over $30": "compared:over 30"), until it is
made a filter (see ``adjust.Adjuster.resolve_comparisons``), whose key is then added."""


def _compared_in(text: str, base: str) -> bool:
    """Whether a comparison ("over 30", "exactly 1") is said in the share's base ("orders over $30")."""
    words = re.findall(r"[a-z]+|\d+(?:\.\d+)?", text.lower())
    said = re.findall(r"[a-z]+|\d+(?:\.\d+)?", base.replace("$", ""))
    n = len(words)
    return bool(words) and any(said[i : i + n] == words for i in range(len(said) - n + 1))


def filter_key(f: Filter) -> str:
    """How a filter is named among a share's base conditions."""
    return f"{f.dim.model}.{f.dim.name}"


def _said_as(f: Filter) -> set[str]:
    """How a filter may be said: its values, or a flag's own words ("drink" for "contains a drink")."""
    if f.values != ("true",):
        return {v.lower() for v in f.values}
    words = " ".join((f.dim.name.replace("_", " "), f.dim.label, *f.dim.synonyms)).lower().split()
    return {w for w in words if w not in _GENERIC and len(w) > 2}


def read_share_base(text: str, intent: Intent) -> None:
    """Marks in ``intent.share_base`` the conditions said in the share's base, when some other condition is
    left to count ("weekend orders ... had a drink"); nothing when the share has no such base."""
    if not intent.share:
        return
    m = _LEADING.search(text) or _BASE_CLAUSE.search(text) or _BASE.search(text)
    if m is None or _ASKS_WHO.search(
        re.sub(rf"\b(?:that|which|who) (?:also )?{_CLAUSE_VERB}\b", "", m.group("base"))
    ):
        return  # "what share of revenue did Brooklyn have"; not "of the orders that had X"
    base = m.group("base")
    keys: list[str] = []
    for f in intent.filters:
        if f.op is None and any(re.search(rf"\b{re.escape(w)}s?\b", base) for w in _said_as(f)):
            keys.append(filter_key(f))
    keys += [f"{COMPARED}{c.text}" for c in intent.comparisons if _compared_in(c.text, base)]
    if len(intent.day_kinds) == 1 and _DAY_WORDS.search(base):
        keys.append("day_kind")
    if intent.hours is not None and _HOUR_WORDS.search(base):
        keys.append("hours")
    counted = [f for f in intent.filters if filter_key(f) not in keys]
    counted_clock = (len(intent.day_kinds) == 1 and "day_kind" not in keys) or (
        intent.hours is not None and "hours" not in keys
    )
    if keys and (counted or counted_clock):
        intent.share_base = tuple(keys)
    elif keys and intent.grain and not intent.groups and _EACH_PERIOD.search(text[m.end() :]):
        intent.share_base = tuple(keys)  # "what share of Chicago's 2020 orders came in each month": its parts
    elif (
        keys
        and not intent.groups
        and len(keys) == len(intent.filters)
        and _PART_OF_YEAR.search(text[m.end() :])
    ):
        intent.share_base = tuple(keys)  # "what share of Chicago's 2020 orders came in December": that part


def segment_is_base(intent: Intent) -> bool:
    """Whether a share of a segment ("fraction of food orders that had a drink") is taken over the segment:
    something else is left to count, a flag said as a condition of the rows ("had a drink")."""
    counted = [f for f in intent.filters if filter_key(f) not in intent.share_base]
    flags = [f.dim.kind == "categorical" and f.values == ("true",) for f in counted]
    return bool(counted) and all(flags) and not any(f.negate or f.op for f in counted)
