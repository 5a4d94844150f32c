"""A part used up by the units sold ("how much did we spend on mustard for the krautbacks sold in 2019",
"how many bread portions went into the jaffles we sold in 2020", "the napkins used by drinks sold last
year, counted"; "how much did we spend on mustard in 2020": on all that was sold then): each unit sold
takes one of each part of its recipe (see ``recipebook``), so a part's portions are the units sold of the
members it goes into, and their cost is that many times its own cost.

The units sold are joined to the parts through the member they are of; the amount asked is read from its
own words: a count ("how many", "portions") or a cost ("spend", "cost", "dollars"). A "how much" with
neither is asked back.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from askdata_app.agent.offline.catalog import Dim
from askdata_app.agent.offline.intent import Intent
from askdata_app.agent.offline.sqlbuild import filter_sql, period_sql

if TYPE_CHECKING:
    from askdata_app.agent.offline.compose import Composer

__all__ = ["parts_used_amount", "parts_used_rest", "parts_used_sql"]

_USED = re.compile(
    r"\b(?:went|go|goes|gone|going) into\b|\b(?:used|use|uses|using|consumed|consume|consumes|needed|took"
    r"|take|takes|used up)\b|\b(?:spend|spent|pay|paid)\b.*\b(?:on|for)\b",
    re.I,
)
_SPENT_ON = re.compile(r"\b(?:spend|spent|pay|paid)\b(?: \w+)? on\b", re.I)
_SOLD = re.compile(r"\b(?:sold|sell|sells|ordered|served)\b", re.I)
_COUNT = re.compile(r"\b(?:how many|number of|count|counted|portions?|servings?|units?|pieces?)\b", re.I)
_COST = re.compile(r"\b(?:spend|spent|pay|paid|cost|costs|dollars?|money|\$)", re.I)


def parts_used_amount(question: str) -> str | None:
    """ "count", "cost" or "ask" when ``question`` asks a part used up by the units sold, else None."""
    spent_on = _SPENT_ON.search(question) is not None  # "spend on mustard in 2020": on what was sold then
    if _USED.search(question) is None or (_SOLD.search(question) is None and not spent_on):
        return None
    cost, count = _COST.search(question) is not None, _COUNT.search(question) is not None
    if cost == count:
        return "ask" if re.search(r"\bhow much\b", question, re.I) and not cost else None
    return "cost" if cost else "count"


def parts_used_rest(question: str) -> str:
    """``question`` less the words of the amount ("portions", "one per jaffle"): the part, members, dates."""
    each = r"(?:per|each|a|for each|for every|in each|in every)"
    text = re.sub(rf",? (?:at |with )?one {each} \w+|\bone each\b", " ", question, flags=re.I)
    text = re.sub(r"\b(?:portions?|servings?|pieces?|units?)(?: of)?\b", " ", text, flags=re.I)
    return " ".join(text.split())


def parts_used_sql(
    composer: Composer, numeric: set[Dim], intent: Intent, amount: str
) -> tuple[str, str] | None:
    """(SQL, what it computes) for the part ``intent`` names, used by the units sold it names, or None."""
    catalog = composer.catalog
    sb = composer.sb
    for parts in catalog.models.values():
        if not catalog.is_parts(parts.name):
            continue
        owners = [e for e, (kind, _) in parts.entities.items() if kind == "foreign"]
        owner = catalog.model_of_entity(owners[0]) if owners else None
        named = [f for f in intent.filters if f.dim.model == parts.name]
        if owner is None or not named or intent.groups or intent.grain or len(intent.periods) > 1:
            return None
        costs = all("cost" in m.label.lower() for m in intent.measures) and amount == "cost"
        if (intent.measures and not costs) or intent.unknown or intent.comparisons or intent.rank:
            return None
        facts = [
            m
            for m in catalog.models.values()
            if m.default_time and m.entities.get(owners[0], ("", ""))[0] == "foreign"
        ]
        cost = sorted(
            (d for d in numeric if d.model == parts.name and "cost" in d.name), key=lambda d: d.name
        )
        if len(facts) != 1 or (amount == "cost" and not cost):
            return None
        fact = facts[0]
        time = catalog.find_dim(fact.default_time or "", near=fact.name)
        others = [f for f in intent.filters if f.dim.model != parts.name]
        if time is None or any(f.dim.model not in (owner.name, fact.name) for f in others):
            return None
        key = owners[0]
        sold_key = sb.qualify(fact.entities[key][1], fact.name)
        body = (
            f"FROM {fact.table} AS {fact.name} JOIN {parts.table} AS {parts.name}"
            f" ON {sb.qualify(parts.entities[key][1], parts.name)} = {sold_key}"
        )
        if any(f.dim.model == owner.name for f in others):
            body += (
                f" JOIN {owner.table} AS {owner.name} ON {sb.qualify(owner.entities[key][1], owner.name)}"
                f" = {sb.qualify(fact.entities[key][1], fact.name)}"
            )
        conds = [filter_sql(sb.dim_sql(f.dim), f) for f in [*named, *others]]
        conds += [period_sql(sb.dim_sql(time), p) for p in intent.periods]
        value = f"SUM({sb.dim_sql(cost[0])}) AS part_cost" if amount == "cost" else "COUNT(*) AS portions"
        said = "the cost of the parts" if amount == "cost" else "the portions of the parts"
        return f"SELECT {value} {body} WHERE {' AND '.join(conds)}", f"{said} used, one per unit sold"
    return None
