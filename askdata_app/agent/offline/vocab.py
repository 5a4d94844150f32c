"""The planner's fixed English: words that carry no meaning, ranking and comparison words, chart names."""

from __future__ import annotations

from askdata_app.agent.offline.numwords import counting, numbers

_FILLER_TEXT = """
    a an the of in on at to for from by per with and or but is are was were be been being do does did done
    we our us i me my you your it its they them their there here this that these those what what's whats
    which who whom how how's when where why show shows showing give gives tell list get find display see
    look want need like please can could would should will shall may might must let know me let's lets all
    each every any some much many total totals overall whole entire just only also then than so as into
    across over under about our company business data value values figure figures number numbers amount
    report summary compare compared comparison versus vs v against break broken breakdown down split
    grouped group out up one ones have has had got make made did sold sell selling spent spend more most
    less least top bottom best worst highest lowest biggest smallest largest big small high low been being
    go going went doing done perform performed performing performance result results stats statistic metric
    metrics kpi kpis numbers trend time period overview instead again now same too either both other else
    hey hi hello ok okay thanks thank quick quickly chart graph plot visualize visualise visualization
    table pie bar line donut scatter histogram column columns row rows draw using use used via sorted sort
    ordered rank ranked ranking ascending descending asc desc first split distribution up til till until
    generated bring brought came come comes coming from made make makes produce produced contribute
    contributed contribution each whose which where wise level levels mix made along alongside together
    among amongst versus rate generate generates generated generating include includes included including
    contain
    contains containing placed place places acquire acquired gain gained win won earn earned earns
    excluding except without not exclude excluded excl besides other happen happened during within inside
    wrong right correct incorrect mean meant actually sorry no yes rather prefer please instead look
    looking interested curious collect collected collecting receive received take took taken bring
    brings bringing earn pull pulled rack racked do fast faster fastest slow slower slowest quick quicker
    pay pays paying buy buys buying bought use uses using run runs operate operates anyone anybody
    someone somebody put serve serves served serving having contained review pivot
"""
FILLER = frozenset(_FILLER_TEXT.split())
"""Words that carry no meaning for the planner (articles, verbs of asking, politeness ...)."""
NUM_WORDS = numbers(counting(1, 10), "twenty", "fifteen", "twelve")
DESC = (
    r"top|best|highest|most|largest|biggest|greatest|leading|busiest|strongest|max|maximum|popular"
    r"|most popular|priciest|pricier|costliest|dearest|bestsellers|bestseller|recently|newest|peak|heaviest"
)
ASC = (
    r"least popular|less popular|unpopular|bottom|worst|lowest|least|fewest|smallest|weakest|slowest"
    r"|quietest|min|minimum|cheapest|cheaper|oldest|lightest"
)
OPS = {
    "over": ">", "above": ">", "more than": ">", "greater than": ">", "bigger than": ">", "larger than": ">",
    "higher than": ">", "exceeding": ">", "at least": ">=", "no less than": ">=", "under": "<", "below": "<",
    "less than": "<", "fewer than": "<", "lower than": "<", "smaller than": "<", "at most": "<=",
    "no more than": "<=", "exactly": "=", "equal to": "=", "at or below": "<=", "at or under": "<=",
    "at or above": ">=", "at or over": ">=",
}  # fmt: skip
COMPARE = "|".join(sorted(OPS, key=len, reverse=True))
CHARTS = {
    "pie": "pie", "donut": "pie", "doughnut": "pie", "bar": "bar", "column": "bar", "line": "line",
    "scatter": "scatter", "histogram": "histogram", "table": "table",
}  # fmt: skip

ANALYST_TEXT = """
    average median mean typical share percentage percent proportion fraction contribution count number
    cumulative running growth growing grew grown compare compared comparison versus rank ranking ranked
    ascending descending sorted sort order list which quarter month week year day hour date daily weekly
    monthly quarterly yearly annual annually hourly since until before after between through last previous
    prior this current latest recent full complete completed whole today yesterday trend trending
    evolution timeline weekday weekend holiday holidays season spring summer autumn fall winter distinct
    unique
    each every per total sum overall many much without including excluding except only exclude include
    breakdown split chart graph table pie line bar scatter histogram donut cheapest priciest popular
    busiest slowest quietest biggest largest smallest highest lowest best worst least most fewest top heaviest
    lightest
    bottom first second third fourth half month week quarter year days weeks months quarters years
    earliest final opening closing record records dataset history once twice times minus divided
    weekends weekdays noon midday midnight morning evening lunch difference differences delta federal bank
    public pooled lumped combined earlier
"""
"""Words of time, ranking and keyword phrases the planner reads, beyond the semantic layer's."""
_IGNORABLE_TEXT = """
    overall far grand ever already alltime lifetime thus basically roughly approximately approx currently
    really literally exact precisely anyway kindly real actual entire entirety full whole complete
    across everything everyone anything something stuff things thing info information numbers
    cool awesome interesting curious wondering wonder guess think thought believe
    figure figured remind reminder quickly briefly simply just kind sort bit little lot lots size
    dollar dollars usd bucks back charge charges charged bring brings brought
    became become becomes becoming turned single singular calendar hmm hm um umm uh er erm ah oh etc
    etcetera anyways question questions cover covers covered span spans
    terms regard regards regarding respect goods moved move moves shifted added adding btw fyi effective
    imo tbh very summed tallied totalled totaled off ballpark estimate rough deck slide slides
    presentation finance post posts idea ideas throwback caption captions hashtag shoutout study studies
    section sections chapter economics assignment homework coursework thesis essay proxy principle underdog
"""
IGNORABLE = frozenset(_IGNORABLE_TEXT.split())
"""Words that never change an answer: ignored (and said so) when the rest of the question is understood."""
_NOT_FILLER_LY_TEXT = """
    early lately recently previously newly nightly fortnightly biweekly bimonthly semiannually july italy
    family rally jelly belly holly molly sally billy philly ally
"""
NOT_FILLER_LY = frozenset(_NOT_FILLER_LY_TEXT.split())
"""Words ending in -ly that may change an answer (times, names): never ignored as adverbs."""
