"""A member's recipe figures: what one unit costs to make, what it leaves once its parts are paid for, its
markup, and the share of its cost that is of one kind of part ("production cost of the krautback", "which
drink leaves the most money per cup once the ingredients are paid for", "markup: menu price over cost to
make", "what fraction of each jaffle's unit cost is perishable", "how much of a tangaroo's unit cost is
packaging that doesn't spoil").

A parts model (see ``Catalog.is_parts``) is each member's recipe: one unit costs the sum of its parts' money
column. These figures have no date (a recipe is not sold on a day): a question that names a period is left
to the readings of the units sold. The figure is read from its own words; which members, ranked how, from
the rest of the question.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from askdata_app.agent.offline.catalog import Dim
from askdata_app.agent.offline.dimpick import is_boolean
from askdata_app.agent.offline.intent import Filter, Intent
from askdata_app.agent.offline.numwords import counting, digits, numbers
from askdata_app.agent.offline.sqlbuild import BuildError, filter_sql, safe_name
from askdata_app.agent.offline.text import norm_tokens

if TYPE_CHECKING:
    from askdata_app.agent.offline.compose import Composer

__all__ = ["RecipeFigure", "read_recipe_figure", "recipe_figure_sql"]

_PARTS = r"(?:ingredients?|supplies|supply|packaging|inputs?|materials?|components?|parts)"
_PARTS_PAIR = rf"(?:the |its |their |our )?{_PARTS}(?: (?:and|&|plus) (?:the )?{_PARTS})?"
_MAKE = r"(?:make|produce|prepare|build|assemble)"
_COST_CUE = re.compile(
    rf"\b(?:costs? (?:us |me )?(?:(?:the )?(?:most|least) )?(?:to {_MAKE}|in {_PARTS_PAIR})"
    rf"|(?:cheap|cheapest|cheaper|pricey|priciest|pricier|expensive|costly|costlier|costliest) to {_MAKE}"
    rf"|(?:production|making|recipe|ingredients?|build|unit|input) costs?"
    rf"|cost of (?:making|producing|preparing|its {_PARTS}|the {_PARTS})"
    rf"|(?:spend|spent|pay|paid) (?:on|for) {_PARTS_PAIR} (?:per|for (?:a|one|each)) )"
)
_PAID = re.compile(
    rf"\b(?:once|after|when|with|net of|minus|less) {_PARTS_PAIR}(?: costs?)?(?: (?:are|is|have been|has been"
    rf"|get|gets) (?:paid(?: for)?|covered|taken out|subtracted))?"
    rf"|\b(?:price|prices) (?:minus|less|after) (?:the |its |their )?(?:cost to {_MAKE}|{_PARTS_PAIR})"
)
_UNIT = r"(?:unit|cup|serving|portion|item|piece|sandwich|drink|jaffle|one|sale)"
_PER_UNIT = re.compile(rf"\b(?:per|a|each|every|for (?:a|one|each)) (?:single )?{_UNIT}\b|\ba single\b")
_MARGIN = re.compile(r"\b(?:profit|profits|margin|margins|money|earn|earns|make|makes|net|leaves?|left)\b")
_MARKUP = re.compile(r"\bmark ?-?ups?\b")
_RATIO = re.compile(
    r"\bprice (?:divided by|over|/|as a multiple of|relative to) (?:the |its |their )?"
    r"(?:production |unit |making |recipe )?cost\b|\b(?:times|multiple of) (?:its |the |their )?cost\b"
)
_OVER_PRICE = re.compile(
    r"\b(?:relative to|as a (?:share|fraction|percentage|percent|proportion) of|over|divided by|compared to"
    r"|against) (?:the |its |their |each ones |each )?(?:own )?(?:menu |selling |list |sale |retail )?price\b"
)
_KIND_SIDE = re.compile(
    r"\b(?:(non ?|not |isnt |is not |arent |are not )perishable|perishables?"
    r"|(?:doesnt|does not|dont|do not|wont|will not|cannot|cant|never) (?:spoil|go bad|expire|perish)"
    r"|(?:spoils?|goes bad|go bad|expires?|perishes)|shelf ?stable|fresh)\b"
)
_SHARE_WORDS = r"(fraction|share|percentage|percent|proportion|part|portion|how much|what amount|amount)"
_OF_COST = re.compile(
    rf"\b{_SHARE_WORDS}"
    r" of (?:(?:the|its|their|each|a|an|one|every) )?(?:[a-z]+ ){0,4}?(?:unit |production |recipe"
    r" |ingredient |making )?cost\b"
)
_KIND_OF = re.compile(r"\b(perishable|non ?perishable) (?:share|part|portion|fraction|percentage)\b")
_OF_PRICE = re.compile(
    r"\b(?:fraction|share|percentage|percent|proportion|part) of (?:the|its|their|each ones|each) (?:own )?"
    r"(?:menu |selling |list |sale |retail )?price\b"
)
"""'what fraction of the menu price is left once the supplies are paid for': a margin over the price."""


@dataclass(frozen=True)
class RecipeFigure:
    """What is asked of each member's recipe, and the rest of the question (which members, ranked how)."""

    figure: str
    """"cost", "margin", "margin_share", "markup", "kind_share" or "kind_cost"."""
    rest: str
    side: bool = True
    """For a kind of part: the parts with the flag (perishable) or without it."""
    ask: bool = False
    """A markup said with no formula: which one is meant is asked."""


def _plain(text: str) -> str:
    text = text.lower().replace("\u2019", "'").replace("'", "")
    return " ".join(re.sub(r"[^a-z0-9$./%&-]+", " ", text).replace("-", " ").split())


def _members_part(text: str, kinded: bool) -> str:
    """``text`` less the words of the figure: what is left names the members and their order."""
    ranked = r"(cheap|cheapest|cheaper|priciest|pricier|expensive|costly|costlier|costliest)"
    text = re.sub(rf"\b{ranked} to {_MAKE}\b", r"\1", text)
    text = re.sub(rf"\bcosts? (?:us |me )?(?:the )?most to {_MAKE}\b", "priciest", text)
    text = re.sub(rf"\bcosts? (?:us |me )?(?:the )?least to {_MAKE}\b", "cheapest", text)
    text = re.sub(rf"\b{_SHARE_WORDS} of\b", " ", text)
    per_unit = re.compile(rf"\bper (?:single )?{_UNIT}\b|\ba single\b|\bone unit of\b")
    kind = (_KIND_OF, _KIND_SIDE) if kinded else ()  # "perishable" is the figure's word, or the parts'
    for pattern in (*kind, _PAID, _COST_CUE, _OVER_PRICE, _RATIO, per_unit, _MARKUP):
        text = pattern.sub(" ", text)
    text = re.sub(rf"\b(?:unit |production |recipe |ingredient |making )?costs?(?: to {_MAKE})?\b", " ", text)
    text = re.sub(r"(?:menu |selling |list )?prices? (?:minus|less)\b|\bdollars of\b", " ", text)
    return " ".join(text.split())


def read_recipe_figure(question: str) -> RecipeFigure | None:
    """The recipe figure ``question`` asks, or None when it asks none (or names a period or a year)."""
    found = _read(_plain(question))
    return (
        None
        if found is None
        else RecipeFigure(
            found.figure, _members_part(found.rest, found.figure.startswith("kind")), found.side, found.ask
        )
    )


_SUMMED_PARTS = re.compile(
    r"\b(?:going by|judging by|adding up|added up|summing(?: up)?|summed over|counting)"
    r" (?:the (?:sum|total) of )?"
    rf"(?:all )?(?:of )?(?:its|their|the) (?:own )?{_PARTS}(?: costs?)?\b"
)
"""'going by the sum of its supplies': how a unit's cost is made up, said again (not a total over members)."""


def _read(text: str) -> RecipeFigure | None:
    text = _SUMMED_PARTS.sub(" ", text)
    if re.search(
        rf"\bwhat goes into\b|\b(?:each|every|per|which|what) (?:single )?(?:{_PARTS}|supply item)\b", text
    ):
        return None  # "the krautback's ingredients, with what each ingredient costs": its parts, listed
    if re.search(
        r"\b(?:19|20)\d\d\b|\b(?:sold|sales|revenue|orders|ordered|month|week|quarter|year|day)s?\b", text
    ):
        return None  # the units sold, on some dates: not one unit's recipe
    if re.search(r"\b(?:average|avg|mean|typical|median|total|sum|combined|overall|altogether)\b", text):
        return None  # one figure over the members ("the mean unit cost of our jaffles"): read elsewhere
    kinded = _OF_COST.search(text)
    side = _KIND_SIDE.search(text) or _KIND_OF.search(text)
    if side is not None and (kinded is not None or _KIND_OF.search(text)):
        said = side.group(0)
        negated = re.search(r"\b(?:non|not|isnt|arent|doesnt|does not|dont|do not|wont|will not|cannot|cant"
                            r"|never|shelf)\b", said)  # fmt: skip
        how_much = kinded is not None and kinded.group(1) in {"how much", "what amount", "amount"}
        return RecipeFigure("kind_cost" if how_much else "kind_share", text, side=negated is None)
    if _MARKUP.search(text) or _RATIO.search(text):
        ratio = _RATIO.search(text) is not None
        return RecipeFigure("markup", text, ask=not ratio)
    costed = _COST_CUE.search(text) is not None or _PAID.search(text) is not None
    margin = _MARGIN.search(text) is not None and (costed or _PER_UNIT.search(text) is not None)
    own_price = re.search(
        r"\b(?:its|their|each ones) (?:own )?(?:menu |selling |list |sale |retail )?price\b", text
    )
    if (margin or own_price) and _OVER_PRICE.search(text) and re.search(r"\b(?:margin|profit)s?\b", text):
        return RecipeFigure("margin_share", text)
    if _OF_PRICE.search(text) and _PAID.search(text) is not None:  # "the share of its price kept after ..."
        return RecipeFigure("margin_share", text)
    if _PAID.search(text) is not None and _MARGIN.search(text) is not None:
        return RecipeFigure("margin", text)
    if not costed:
        return None
    if re.search(r"\b(?:profit|margin|earn|earns|leaves?|left over|net)\b", text) or re.search(
        r"\bprice (?:minus|less)\b", text
    ):
        return RecipeFigure("margin", text)
    return RecipeFigure("cost", text)


def _sort_of(text: str, intent: Intent) -> tuple[str | None, int | None]:
    """(ASC/DESC, limit or None) of the members' rows."""
    span = re.search(r"\bfrom (?:the )?(cheapest|lowest|least|smallest|most|highest|biggest|best|priciest)\b"
                     r".* to (?:the )?\w+", text)  # fmt: skip
    if span is not None:
        return ("ASC" if span.group(1) in {"cheapest", "lowest", "least", "smallest"} else "DESC"), None
    if intent.rank:
        limit = intent.limit or (None if intent.plural and not intent.asks_who else 1)
        if re.search(r"\b(?:first|top down|descending|ascending)\b", text) and intent.limit is None:
            limit = None  # "best first": every row, in that order
        return ("ASC" if intent.rank == "asc" else "DESC"), limit
    if intent.sort:
        return ("ASC" if intent.sort == "asc" else "DESC"), None
    return None, None


def recipe_figure_sql(
    composer: Composer, numeric: set[Dim], asked: RecipeFigure, intent: Intent
) -> tuple[str, str] | None:
    """(SQL, what it computes) for ``asked`` of the members ``intent`` names, or None."""
    catalog = composer.catalog
    for parts in catalog.models.values():
        if not catalog.is_parts(parts.name):
            continue
        owners = [e for e, (kind, _) in parts.entities.items() if kind == "foreign"]
        owner = catalog.model_of_entity(owners[0]) if owners else None
        cost = _money(numeric, parts.name, "cost")
        if owner is None or cost is None:
            continue
        return _build(composer, numeric, asked, intent, parts.name, cost, owner.name)
    return None


def _money(numeric: set[Dim], model: str, word: str) -> Dim | None:
    cols = sorted(
        (d for d in numeric if d.model == model and word in norm_tokens(d.name)), key=lambda d: d.name
    )
    return cols[0] if cols else None


def _build(
    composer: Composer,
    numeric: set[Dim],
    asked: RecipeFigure,
    intent: Intent,
    parts: str,
    cost: Dim,
    owner: str,
) -> tuple[str, str] | None:
    catalog = composer.catalog
    shown = catalog.entity_dim(catalog.models[owner].primary_entity or "")
    if shown is None or intent.periods or intent.grain:
        return None
    own = {d.name: d for d in catalog.dims_of(owner)}
    filters: list[Filter] = []
    for f in intent.filters:
        if f.dim.model == owner:
            filters.append(f)
        elif f.dim.name in own:  # "drinks" said on the items sold: the member's own flag
            filters.append(Filter(own[f.dim.name], f.values, f.negate, f.op))
        elif f.dim.model == parts and is_boolean(f.dim) and asked.figure in {"kind_share", "kind_cost"}:
            continue  # the kind of part asked about ("perishable"): the figure's own word
        elif f.dim.model == parts:
            filters.append(f)  # "the perishable ingredient cost of a unit": of those parts only
        else:
            return None  # a store, a customer: the units sold somewhere, not the recipe
    grouped = False
    for g in intent.groups:
        if intent.per is not None and g.name == intent.per.name:
            continue  # "per unit": what the figure is of
        if g.model == owner or (is_boolean(g) and g.name in own):
            grouped = True
            if is_boolean(g) and g.name in own:
                filters.append(Filter(own[g.name], ("true",)))
        elif g.model != parts:
            return None
    every = re.search(r"\b(?:every|each|all|all the|all our|our) (?:of (?:the|our) )?(?:products?|items?|menu"
                      r" items?|things?)\b|\bwhich\b|\bon the menu\b", asked.rest)  # fmt: skip
    if not any(f.dim.model == owner for f in filters) and not grouped and every is None:
        return None  # no member named: a figure of nothing in particular
    flag = next((d for d in catalog.dims_of(parts) if is_boolean(d)), None)
    price = _money(numeric, owner, "price")
    if asked.figure in {"margin", "margin_share", "markup"} and price is None:
        return None
    if asked.figure in {"kind_share", "kind_cost"} and flag is None:
        return None
    sb = composer.sb
    needed = [shown, *(f.dim for f in filters), *([price] if price is not None else [])]
    try:
        body = composer.from_clause(parts, needed)
    except BuildError:
        return None
    total = f"SUM({sb.dim_sql(cost)})"
    group = [sb.dim_sql(shown)]
    cost_said = f"the sum of the {cost.label.lower()} of its parts"
    if asked.figure == "cost":
        value, expr, said = "unit_cost", total, cost_said
    elif asked.figure in {"margin", "margin_share", "markup"} and price is not None:
        p = sb.dim_sql(price)
        group.append(p)
        if asked.figure == "markup":
            value, expr = "markup", f"{p} / NULLIF({total}, 0)"
            said = f"{price.label.lower()} divided by {cost_said}"
        elif asked.figure == "margin_share":
            value, expr = "unit_margin_share", f"({p} - {total}) / NULLIF({p}, 0)"
            said = f"({price.label.lower()} minus {cost_said}) over the {price.label.lower()}"
        else:
            value, expr = "unit_margin", f"{p} - {total}"
            said = f"{price.label.lower()} minus {cost_said}"
    elif flag is not None:
        f_sql = sb.dim_sql(flag)
        cond = f_sql if asked.side else f"NOT {f_sql}"
        part = f"SUM(CASE WHEN {cond} THEN {sb.dim_sql(cost)} ELSE 0 END)"
        kind = ("" if asked.side else "not ") + flag.label.lower()
        if asked.figure == "kind_share":
            value, expr = "share_of_unit_cost", f"{part} / NULLIF({total}, 0)"
            said = f"the {kind} parts' share of {cost_said}"
        else:
            value, expr = "part_cost", part
            said = f"the {cost.label.lower()} of its {kind} parts"
    else:
        return None
    sql = f"SELECT {sb.dim_sql(shown)} AS {safe_name(shown.name)}, {expr} AS {value} {body}"
    if filters:
        sql += " WHERE " + " AND ".join(filter_sql(sb.dim_sql(f.dim), f) for f in filters)
    sql += f" GROUP BY {', '.join(group)}"
    order, limit = _sort_of(asked.rest, intent)
    if order is not None:
        sql += f" ORDER BY {value} {order}" + (f" LIMIT {int(limit)}" if limit else "")
    else:
        sql += f" ORDER BY {safe_name(shown.name)}"
    return sql, f"one unit of each {shown.label.lower()}: {said}"


_RECIPE = r"(?:recipe|recipes|ingredient list|list of ingredients|bill of materials|build sheet)"
_WHATS_IN = re.compile(
    rf"\bwhat(?:'s| is|s) (?:in|on) ((?:the )?[\w-]+(?: [\w-]+){{0,2}})'s {_RECIPE}\b"
    rf"|\bwhat(?:'s| is|s) (?:in|on) (?:the|our) {_RECIPE} (?:for|of) ",
    re.I,
)
_OWNED = re.compile(rf"\b((?:the|our|a|an) [\w-]+(?: [\w-]+){{0,3}}|[\w-]+)'s {_RECIPE}\b", re.I)
_OF_RECIPE = re.compile(rf"\b(?:the|our|its) {_RECIPE} (?:for|of) ", re.I)
_IN_MANY = re.compile(
    r"\b(?:appear|appears|are|is|feature|features|show up|shows up|turn up|turns up|go|goes|used|are used)"
    r" (?:in|into|on) (more than|over|at least|fewer than|less than) (one|two|three|four|five|\d+)"
    r" (?:different )?(?:(?:products?|menu items?|items?|dishes|drinks)(?:'s|s'|s)?"
    rf" ?{_RECIPE}?|{_RECIPE})\b",
    re.I,
)
_SHARED_BY = re.compile(
    r"\b(?:are |is )?shared (?:by|between|across|among) (more than|over|at least)"
    r" (one|two|three|four|five|\d+)"
    r" (?:different )?(?:products?|menu items?|items?|recipes?)\b",
    re.I,
)


_NUMBER = digits(numbers(counting(1, 5)))


def recipe_as_contents(question: str) -> str:
    """``question`` with a member's recipe said as what goes into it ("the mel-bun's recipe", "the recipe
    for the tangaroo": its parts), and a part in several recipes as one used by several members ("supplies
    that appear in more than one product's recipe": used by more than one product)."""

    def many(m: re.Match[str]) -> str:
        number = _NUMBER.get(m.group(2).lower(), m.group(2))
        return f"are used by {m.group(1)} {number} product{'' if number == '1' else 's'}"

    text = _SHARED_BY.sub(many, _IN_MANY.sub(many, question))
    text = _WHATS_IN.sub(lambda m: f"what goes into {m.group(1) or ''} ".replace("  ", " "), text)
    text = _OWNED.sub(lambda m: f"what goes into {m.group(1)}", text)
    text = _OF_RECIPE.sub("what goes into ", text)
    return " ".join(text.split())


_COMMON = re.compile(
    r"\b(?:in common|common to|shared (?:by|between)|(?:do|does) \w+(?: \w+){0,4} (?:both )?share|share"
    r"|(?:go|goes|are|is|used|appear|appears) (?:in|into|on) (?:both|each of|all of))\b",
    re.I,
)
_PARTS_NOUN = re.compile(rf"\b{_PARTS}\b|\bsupply items?\b", re.I)


def asks_common_parts(question: str) -> bool:
    """Whether ``question`` asks the parts that several named members have in common ("which supplies do
    the krautback and the doctor stew have in common", "ingredients shared by the mel-bun and the
    nutellaquent", "what goes into both the tangaroo and the adele-ade")."""
    return _COMMON.search(question) is not None and _PARTS_NOUN.search(question) is not None


def common_parts_sql(composer: Composer, intent: Intent) -> tuple[str, str] | None:
    """(SQL, what it computes): the parts every member the single filter names is made with, or None."""
    catalog = composer.catalog
    named = [f for f in intent.filters if not f.negate and f.op is None]
    if len(named) != 1 or len(named[0].values) < 2 or intent.periods or intent.measures:
        return None
    member = named[0].dim
    for parts in catalog.models.values():
        if not catalog.is_parts(parts.name):
            continue
        shown = catalog.entity_dim(parts.primary_entity or "")
        shown = next((d for d in catalog.dims_of(parts.name) if "name" in norm_tokens(d.name)), shown)
        if shown is None or member.model not in catalog.join_paths(parts.name) or member.model == parts.name:
            continue
        try:
            body = composer.from_clause(parts.name, [shown, member])
        except BuildError:
            return None
        sb = composer.sb
        col = sb.dim_sql(shown)
        sql = (
            f"SELECT {col} AS {safe_name(shown.name)} {body} WHERE {filter_sql(sb.dim_sql(member), named[0])}"
            f" GROUP BY {col} HAVING COUNT(DISTINCT {sb.dim_sql(member)}) = {len(named[0].values)}"
            f" ORDER BY {safe_name(shown.name)}"
        )
        said = ", ".join(named[0].values)
        return sql, f"the {shown.label.lower()}s that go into every one of {said}"
    return None
