"""Parts used up by the units sold, read from a recipe ("how many straws went out in 2020, one per unit of
each drink whose recipe has one", "napkins by store for 2019, one per unit of every product that uses a
napkin", "what did the perishable inputs of the items sold cost us, going by each item's recipe",
"of the supply cost of the items sold, what fraction was perishable"): each unit sold takes one of each part
in its product's recipe, so the units sold are joined to the parts of their product and counted (the
portions), their part costs added up (what they cost), or the cost of the parts named taken as a fraction
of all of it (a share).

The words that only say how to count ("one straw per unit of each drink that uses one", "taking each item's
recipe", "each jaffle sold goes out on one boat") are left out, and the rest is planned as the units sold it
describes (by store, by month, in a period, the top one ...); that plan's count is then turned into the
amount asked for over the parts named. "Whose name contains the word 'compostable'" picks the parts by name.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import sqlglot
from sqlglot import exp

from askdata_app.agent.offline.answerform import without_answer_form
from askdata_app.agent.offline.intent import Measure
from askdata_app.agent.offline.nodes import Leaf
from askdata_app.agent.offline.plans import SqlPlan
from askdata_app.agent.offline.sqlbuild import filter_sql

if TYPE_CHECKING:
    from askdata_app.agent.offline.planner import Planner

__all__ = ["RecipeUse", "found_figure", "read_recipe_use", "recipe_use_plan", "recipe_use_sql", "used_said"]

_PER = (
    r"(?:per|for each|for every|for|with each|with every|in each|in every|to each|to every|on each|on every)"
)
# "one straw for every unit sold of a drink whose recipe includes one", "one per nutellaquent sold"
_ONE_PER = re.compile(
    r"(?:\b(?:count|counting|counted|at|with)\s+)?"
    rf"\b(?:one(?:\s+(?!per\b|for\b)[a-z-]+)?|(?:a|an)\s+(?!per\b|for\b)[a-z-]+)\s+{_PER}\s+"
    r"(?:unit|item|serving|(?:[a-z-]+ ){0,2}[a-z-]+ sold)\b[^,.;:?!]*",
    re.I,
)
# "Each jaffle sold goes out on one boat."
_EACH_TAKES = re.compile(
    r"(?:^|(?<=[.?!:;])|(?<= [-\u2013\u2014]))\s*(?:each|every)\s+[a-z-]+(?:\s+sold)?"
    r"(?:\s+(?:with|that has|that uses) (?:a|an) [a-z-]+)?"
    r"\s+(?:goes out (?:on|with|in)|gets|takes|uses"
    r"|needs|comes with|is served (?:on|in|with))\s+(?:one|a|an)\s+[a-z-]+"
    r"(?:\s+and\s+(?:one|a|an)\s+[a-z-]+)?\s*[.?!]?",
    re.I,
)
# "count each supply in its recipe", "counting for each item every non-perishable supply in its recipe"
_COUNT_EACH = re.compile(
    r"(?:\bfor (?:each|every) (?:item|unit)(?: sold)?,?\s*)?\bcount(?:ing)?\s+(?:for (?:each|every) \w+\s+)?"
    r"(?:each|every|all)\s+(?:[a-z-]+\s+)?(?:supply|supplies|part|parts|ingredients?|inputs?)\s+in\s+"
    r"(?:its|their|the|each \w+'s)\s+recipes?",
    re.I,
)
# "taking each item's recipe", "going by each item's recipe", "work it out per item from its product's recipe"
_BY_RECIPE = re.compile(
    r"[,;]?\s*(?:\bwork(?:ing|ed)? it out\s+)?(?:\bper (?:item|unit)\s+)?"
    r"\b(?:take|taking|go by|going by|use|using|from|based on"
    r"|by|following|according to|as per|per|with)\s+(?:each|every|its|their|the)\s+(?:[a-z]+(?:'s)?\s+){0,2}"
    r"recipes?\b",
    re.I,
)
# "summed over every item sold", "summing each sold item's supplies", "across everything sold in 2020",
# "summed over the items it sold": the parts of each unit sold added up, as a recipe says
_SUMMED_OVER = re.compile(
    r"[,;]?\s*\(?\b(?:(?:summed|summing|added up|adding up|totalled|totaled|totalling|totaling)"
    r"\s+(?:it\s+)?(?:over|across|for)\s+(?:every|each|all(?: the)?|the)\s+(?:[a-z]+\s+)?(?:items?|units?)"
    r"(?:\s+(?:it|they|we|that were))?\s+sold"
    r"|(?:summing|adding up|totalling|totaling)\s+(?:every|each)\s+sold\s+(?:item|unit)'s\s+"
    r"(?:supplies|parts|ingredients|inputs)"
    r"|across\s+(?:everything|every item|every unit|all (?:the )?items)\s+(?:they\s+|we\s+|it\s+)?sold)\b\)?",
    re.I,
)
# "at one cup per drink that takes a cup", "(one mango per tangaroo)", "Napkins go out 1 per jaffle.": a rate
# of use per member, read as units sold when the question says the part is used up (see ``_USED_UP``)
_ONE_PER_MEMBER = re.compile(
    r"(?:\b(?:count|counting|counted|at|with|assuming|figuring|reckoning)\s+)?\b(?:one|1|a single)"
    r"(?:\s+(?!per\b|for\b|of\b)[a-z-]+)?\s+(?:per|for each|for every|with each|with every|in each|in every"
    r"|to each|to every|on each|on every)\s+(?!(?:row|rows|line|lines|record|records|entry|result|column|"
    r"person|customer|order|day|week|month|year|store|location)\b)[a-z][a-z-]*(?:\s+(?!that\b|which\b)"
    r"[a-z][a-z-]*)?(?:\s+(?:that|which|whose)\s+[^,.;:?!()]*)?",
    re.I,
)
# "assuming each pourover uses one portion", "given every jaffle takes one bread"
_EACH_USES = re.compile(
    r"[,;]?\s*\b(?:assuming|given|if|where|since|as)\s+(?:that\s+)?(?:each|every|one|a|an)\s+"
    r"[a-z-]+(?:\s+[a-z-]+)?(?:\s+sold)?\s+(?:uses|takes|needs|gets|consumes|eats up|goes through)\s+"
    r"(?:one|1|a|an)(?:\s+[a-z-]+)?\b",
    re.I,
)
# "one portion of each of a product's supplies per unit sold", "one of each per unit sold"
_ONE_OF_EACH = re.compile(
    r"(?:\b(?:count|counting|counted|at|with)\s+)?\bone(?:\s+(?:portion|serving|unit|piece))?\s+(?:of\s+)?each"
    r"(?:\s+of\s+(?:a|the|its|their|each)\s+(?:[a-z]+'s\s+)?(?:supplies|parts|ingredients|inputs))?"
    r"\s+(?:per|for each|for every)\s+(?:unit|item|serving|[a-z-]+)(?:\s+sold)?\b",
    re.I,
)
# the part used up: "did the Brooklyn store use", "went through", "hand out", "draw-down"
_USED_UP = re.compile(
    r"\b(?:use|uses|used|using|usage|go through|goes through|went through|gone through|going through"
    r"|get through|got through|burn through|burned through|burnt through|run through|ran through"
    r"|hand out|handed out|hands out|give out|gave out|go out|goes out|went out|consume|consumed|consumes"
    r"|consumption|draw[- ]?down|drawn down|drew down|drawn|drew|issued|expended|need|needed|take|takes"
    r"|took)\b",
    re.I,
)
_USED_SAID = re.compile(
    r"\b(?:go through|goes through|went through|gone through|going through|get through|got through"
    r"|burn through|burned through|burnt through|run through|ran through|hand out|handed out|hands out"
    r"|give out|gave out|go out|goes out|went out)\b",
    re.I,
)
_NAMED_LIKE = re.compile(
    r"\s*\b(?:whose|with (?:a|the)|where (?:the|its)) names? (?:contains?|includes?|has|mentions?)"
    r"(?: the (?:word|text|string))?\s+['\"‘“]?([a-z][\w-]*)['\"’”]?",
    re.I,
)
_SOLD = re.compile(r"\b(?:sold|sell|sells|selling)\b", re.I)
_SERVINGS = re.compile(r"\b(?:servings|portions)\b(?: of\b)?|\b(?:serving|portion|pieces?) of\b", re.I)
_RECIPE = re.compile(r"\brecipes?\b", re.I)
_SHARE = re.compile(r"\b(?:share|fraction|proportion|percent|percentage|what part)\b", re.I)
_COST = re.compile(r"\b(?:cost|costs|costing|spend|spent|dollars?|expense|money)\b|\$", re.I)


@dataclass(frozen=True)
class RecipeUse:
    """A question about the parts the units sold used up."""

    rest: str
    """The question less the words on how to count: the units sold it is about."""
    amount: str
    """ "count" (portions), "cost" (what they cost) or "share" (the named parts' share of the cost)."""
    named_like: str | None = None
    """Only the parts whose name contains this."""


def used_said(text: str) -> str:
    """``text`` with a part's use said as "use" ("went through", "handed out", "go thru"), less a sentence
    on how each unit takes its parts ("Each jaffle gets a knife and a fork.")."""
    text = _SERVINGS.sub(" ", _EACH_TAKES.sub(" ", re.sub(r"\bthru\b", "through", text, flags=re.I)))
    return " ".join(_USED_SAID.sub("use", text).split())


def read_recipe_use(question: str) -> RecipeUse | None:
    """The parts-used reading of ``question``, or None when it says nothing of units sold taking parts."""
    text = question
    cued = False
    like = _NAMED_LIKE.search(text)
    if like is not None:
        text = text[: like.start()] + text[like.end() :]
    used_up = _USED_UP.search(question) is not None  # "how many cups did Brooklyn use, one per drink"
    sold = bool(_SOLD.search(question) or re.search(r"\bone\b[^.?!]*\bper unit\b", question, re.I))
    for pattern in (_COUNT_EACH, _ONE_OF_EACH, _ONE_PER, _EACH_TAKES, _BY_RECIPE, _SUMMED_OVER):
        text, n = pattern.subn(" ", text)
        cued = cued or n > 0
        sold = sold or (
            n > 0 and (pattern is _SUMMED_OVER or (used_up and pattern in (_EACH_TAKES, _ONE_PER)))
        )  # "every jaffle takes one
        # bread", "went through the most straws (a straw per unit of any product that uses one)"
    if used_up:
        for pattern in (_EACH_USES, _ONE_PER_MEMBER):
            text, n = pattern.subn(" ", text)
            cued, sold = cued or n > 0, sold or n > 0
        text = _USED_SAID.sub("use", text)
    if not cued or not sold or _RECIPE.search(text):
        return None
    text = _SERVINGS.sub(" ", text)  # "how many servings of ice": the count, not the part "serving boat"
    text = re.sub(r"\s+([,.?!;:])", r"\1", text)
    text = re.sub(r"[,;:]+\s*([.?!,;:])", r"\1", text)
    text = " ".join(re.sub(r"([.?!])[.?!]+", r"\1", text).split()).strip(" ,;:")
    cost = _COST.search(question) is not None
    amount = "share" if _SHARE.search(question) else "cost" if cost else "count"
    if amount == "share" and not cost:
        return None
    return RecipeUse(text, amount, like.group(1).lower() if like is not None else None)


def recipe_use_sql(
    base: str,
    *,
    fact: tuple[str, str],
    parts: tuple[str, str, str],
    measure: str,
    conds: list[str],
    cost: str,
    amount: str,
    part_name: str | None,
    rank: tuple[str, int] | None = None,
) -> str | None:
    """``base`` (the units sold, counted as ``measure``) joined to the parts and turned into ``amount``.

    Args:
        base: SQL counting the units sold, one SELECT with no subquery.
        fact: (table, key column) of the units sold.
        parts: (table, alias, key column) of the parts, the key being the one ``fact`` is joined on.
        measure: the alias of the count in ``base``.
        conds: SQL conditions on the parts (the named ones).
        cost: the parts' cost column, qualified with their alias.
        amount: "count", "cost" or "share" (see ``RecipeUse``).
        part_name: the parts' name column, qualified, when the answer is by part.
        rank: ("desc" or "asc", how many) when the parts are ranked by the amount.
    """
    try:
        query = sqlglot.parse_one(base, read="duckdb")
    except sqlglot.errors.ParseError:
        return None
    if not isinstance(query, exp.Select):
        return None
    selects = list(query.find_all(exp.Select))
    if len(selects) != 1 and (len(selects) != 2 or part_name is not None or rank is not None):
        return None  # one SELECT, or one over the counting one ("the average portions per day")
    counting = selects[-1]
    aliases = [a for a in counting.expressions if isinstance(a, exp.Alias) and a.alias == measure]
    tables = [t for t in query.find_all(exp.Table) if t.name == fact[0]]
    if len(aliases) != 1 or len(tables) != 1 or not isinstance(aliases[0].this, exp.Count):
        return None
    if len(selects) == 2 and counting.parent_select is not selects[0]:
        return None
    sold = tables[0].alias_or_name
    table, alias, key = parts
    counting.join(f"{table} AS {alias}", on=f"{alias}.{key} = {sold}.{fact[1]}", copy=False)
    if amount == "share":
        named = " AND ".join(f"({c})" for c in conds) or "TRUE"
        value, label = f"SUM(CASE WHEN {named} THEN {cost} ELSE 0 END) / NULLIF(SUM({cost}), 0)", "cost_share"
    else:
        value, label = ("COUNT(*)", "portions") if amount == "count" else (f"SUM({cost})", "part_cost")
        for cond in conds:
            counting.where(cond, copy=False)
    aliases[0].set("this", sqlglot.parse_one(value, read="duckdb"))
    for out in [aliases[0], *(a for a in selects[0].expressions if isinstance(a, exp.Alias))]:
        if out.alias == measure or out is aliases[0]:
            out.set("alias", exp.to_identifier(label))
    for column in query.find_all(exp.Column):
        if column.name == measure and not column.table:
            column.set("this", exp.to_identifier(label))
    if part_name is not None:
        shown = sqlglot.parse_one(part_name, read="duckdb")
        query.set("expressions", [exp.alias_(shown, "part"), *query.expressions])
        query.group_by(shown.copy(), copy=False)
    if rank is not None:
        query.order_by(f"{label} {rank[0].upper()}", append=False, copy=False).limit(rank[1], copy=False)
    return query.sql(dialect="duckdb")


# "How many mangoes was that?", "What did that come to in dollars?", "and what did it cost?"
_FOUND_FIGURE = re.compile(
    r"^\s*(?:and |so |ok,? |okay,? )?"
    r"(?:how (?:many|much)(?: [a-z-]+){0,2} (?:was|were|is|did) (?:that|it|this)"
    r"(?: come to| cost(?: us)?| amount to| add up to)?"
    r"|what (?:did|does|do|would) (?:that|it|this|those) (?:come to|cost(?: us)?|amount to|add up to|total)"
    r"|what (?:was|is) (?:that|the) (?:figure|amount|number|total|count|cost|spend))\b[^?.!]*[?.!]*\s*$",
    re.I,
)


def found_figure(question: str, earlier: RecipeUse) -> RecipeUse | None:
    """``earlier`` again when ``question`` asks the figure of what it found ("how many mangoes was that?"),
    as a cost when it says so ("what did that come to in dollars?"); else None."""
    if _FOUND_FIGURE.match(question) is None:
        return None
    if _COST.search(question) is not None or re.search(r"\bcome to\b|\bhow much\b", question, re.I):
        return replace(earlier, amount="cost") if earlier.amount != "share" else earlier
    return replace(earlier, amount="count") if re.search(r"\bhow many\b", question, re.I) else earlier


_SEASON = r"(?:summer|winter|spring|fall|autumn)"
# "in the summer months of 2020 (June to August)": that season as one span, not month by month
_SEASON_MONTHS = re.compile(rf"\b(?:the )?({_SEASON}) months (?:of|in) ((?:19|20)\d\d)\b", re.I)
# "over winter 2020, December 2019 to February 2020": the span the season was restated as
_SEASON_SPAN = re.compile(
    rf"\b(?:(?:over|in|during|for) )?(?:the )?{_SEASON} (?:(?:19|20)\d\d)\s*[,(:-]\s*"
    r"(\w+ (?:19|20)\d\d (?:to|through|-) \w+ (?:19|20)\d\d)\)?",
    re.I,
)


def _one_span(text: str) -> str:
    """``text`` with a season said as its months, or restated as a span, read as one span."""
    return _SEASON_SPAN.sub(r"from \1", _SEASON_MONTHS.sub(r"\1 \2", text))


def _asks_each(text: str, label: str) -> bool:
    """``text`` asks for each of the members ``label`` names ("which perishable supply", "by supply")."""
    word = label.lower().rstrip("s")
    said = f"{re.escape(word[:-1])}(?:y|ies)" if word.endswith("y") else f"{re.escape(word)}s?"
    lead = r"which|each|every|per|by|(?:the )?(?:top|bottom)"  # "which 3 supplies", "top five supplies"
    return re.search(rf"\b(?:{lead})\s+(?:\d+\s+)?(?:[a-z-]+\s+)?{said}\b", text, re.I) is not None


def recipe_use_plan(planner: Planner, use: RecipeUse, later: str | None = None) -> SqlPlan | None:
    """The plan of ``use`` (its rest planned as units sold, then turned to the parts), or None.

    ``later`` is a follow-up's own reading ("and for 2018?", "just for the New Orleans store"), merged in."""
    catalog = planner.catalog
    sb = planner._composer.sb
    intent = planner.parse(planner._plain(planner._as_dictated(without_answer_form(_one_span(use.rest)))))
    if later is not None:
        intent = intent.merged(planner.parse(planner._plain(_one_span(later))))
    for parts in catalog.models.values():
        if not catalog.is_parts(parts.name):
            continue
        owners = [e for e, (kind, _) in parts.entities.items() if kind == "foreign"]
        facts = [m for m in catalog.models.values() if m.default_time and owners and owners[0] in m.entities]
        facts = [m for m in facts if m.entities[owners[0]][0] == "foreign"]
        counts = [
            q
            for q in catalog.quantities
            if isinstance(q.node, Leaf)
            and q.node.agg == "count"
            and not q.node.filters
            and facts
            and q.node.model == facts[0].name
        ]
        costs = sorted(
            (d for d in planner.index.numeric_dims if d.model == parts.name and "cost" in d.name),
            key=lambda d: d.name,
        )
        names = [d for d in catalog.dims if d.model == parts.name and d.name.endswith("_name")]
        if len(facts) != 1 or not counts or not costs:
            return None
        fact, key = facts[0], owners[0]
        named = [f for f in intent.filters if f.dim.model == parts.name]
        conds = [filter_sql(sb.dim_sql(f.dim), f) for f in named]
        if use.named_like is not None and names:
            conds.append(f"{sb.dim_sql(names[0])} LIKE '%{use.named_like.replace(chr(39), chr(39) * 2)}%'")
        by_part = [  # "which supply cost the most", not "the most serving boats" nor "the perishable inputs"
            d for d in names[:1] if not any(f.dim == d for f in named) and _asks_each(use.rest, d.label)
        ]
        if not conds and not by_part:
            return None
        base = replace(
            intent,
            measures=[Measure(quantity=counts[0], label=counts[0].label)],
            filters=[f for f in intent.filters if f.dim.model != parts.name],
            groups=[g for g in intent.groups if g.model not in (parts.name, fact.name)],
            unknown=[],
            share=False,
            listing=False,
        )
        if by_part:
            base.rank, base.limit = None, None
        counted = planner._plan_intent(base)
        if not isinstance(counted, SqlPlan):
            return None
        sql = recipe_use_sql(
            counted.sql,
            fact=(fact.table, fact.entities[key][1]),
            parts=(parts.table, parts.name, parts.entities[key][1]),
            measure=counts[0].name,
            conds=conds,
            cost=sb.dim_sql(costs[0]),
            amount=use.amount,
            part_name=sb.dim_sql(by_part[0]) if by_part else None,
            rank=(intent.rank, intent.limit or 1) if by_part and intent.rank else None,
        )
        if sql is None:
            return None
        said = {"count": "the portions", "cost": "the cost", "share": "the share of the supply cost"}[
            use.amount
        ]
        told = f"{said} of the parts used by the units sold, one of each part of a product's recipe per unit"
        return SqlPlan(planner._dialect_sql(sql), "Parts used", "table", None, None, told)
    return None
