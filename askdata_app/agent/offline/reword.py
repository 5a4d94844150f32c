"""Shorthand analysts type, written out before a question is read: "avg.", "w/o tax", "qty", "#", "rev".

Only spelling is changed here, never meaning: each abbreviation becomes the word it stands for, and the
planner then reads that word as it would if it had been typed in full.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from rapidfuzz.distance import OSA

from askdata_app.agent.offline.againstbase import base_said_second
from askdata_app.agent.offline.choice import comparative_choice
from askdata_app.agent.offline.numwords import alternation, counting, numbers
from askdata_app.agent.offline.spanwords import span_words
from askdata_app.agent.offline.storywords import story_words
from askdata_app.agent.offline.text import fold, singular
from askdata_app.agent.offline.unitsales import units_sold

_FOR_US = r"(?: for (?:us|you|them|the business|the company))?"
"""Who bears a cost, said before "to make" ("the most expensive for us to make"): no meaning of its own."""

_COUNTED_NOUNS = r"(?:orders|items|visits|purchases|products|drinks|jaffles)"
"""Nouns counted in "10 or more orders": the count names what is compared."""

_STORE_AGE = (
    r"\b(?:the )?(newest|youngest|oldest)(?: (?:one|ones))?"
    r"(?= (?:\w+ )?(?:stores?|shops?|locations?|branch(?:es)?|outlets?|restaurants?|cafes?)\b)"
    r"|(?:(?<=s, )|(?<=s ))(newest|oldest) first\b"
)
"""A store called new or old: by the date it opened (its own date)."""


def _store_age(m: re.Match[str]) -> str:
    word = m.group(1) or m.group(2)
    said = "most" if word in {"newest", "youngest"} else "least"
    return f" {said} recently opened " if m.group(1) else f" {said} recently opened first "


_COUNT_WORDS = numbers(counting(1, 10), "twelve", "fifteen", "twenty")


def _one_of_them(m: re.Match[str]) -> str:
    return f" which {singular(m.group(1))} {m.group(2)} "


def _count_in_words(m: re.Match[str]) -> str:
    return f" {m.group(1)}{m.group(2)} {_COUNT_WORDS[m.group(3)]} "


_MONTH_NAMES = r"jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec"
_MONTH_WORD = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?"
    r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b"
)
"""A month's name or its usual short form."""
_PERIOD = rf"(?:19|20)\d\d|(?:q[1-4]|(?:{_MONTH_NAMES})[a-z]*) (?:of )?(?:19|20)\d\d"
"""A year, a quarter or a month of a year, as said in a question ("2019", "q2 2020", "dec 2020")."""


def _period_key(said: str) -> tuple[int, int]:
    """Where a period said ("2019", "q2 2020", "dec 2020") falls in time, to put two in order."""
    year = int(said[-4:])
    head = said.split()[0]
    if head.startswith("q") and head[1:].isdigit():
        return year, 3 * int(head[1:]) - 2
    months = _MONTH_NAMES.split("|")
    return year, next((i + 1 for i, m in enumerate(months) if head.startswith(m)), 0) if head != said else 0


_BASE_SAID_SECOND = base_said_second(_PERIOD, _period_key)


def _difference_of(measure: str, one: str, other: str) -> str:
    early, late = sorted((one, other), key=_period_key)
    return f" absolute growth in {measure} from {early} to {late} "


def _first_less_second(measure: str, one: str, other: str) -> str:
    """ "Q3 2020 revenue minus Q4 2020 revenue", "by how much did Q3 exceed Q4": the first period's figure
    less the second's, whichever is later (said as a change from the second to the first)."""
    return f" absolute growth in {measure} from {other} to {one} "


def _difference(m: re.Match[str]) -> str:
    """ "the revenue difference between 2020 and 2019": the later period minus the earlier one."""
    return _difference_of(m.group(1), m.group(2), m.group(3))


def _higher_than(m: re.Match[str]) -> str:
    """ "how much higher was 2020 revenue than 2018's": the first period's figure less the second's; "how much
    lower ...": the second's less the first's."""
    measure = m.group(3) or m.group(4)
    one, other = m.group(2) or m.group(5), m.group(6)
    if m.group(1) in {"lower", "smaller", "less"}:
        one, other = other, one
    return _first_less_second(measure, one, other)


def _went_up_by(m: re.Match[str]) -> str:
    """ "by how much did revenue go up between 2019 and 2020": the later figure less the earlier; "how much
    did orders fall from Q4 to Q1": the earlier less the later, the fall itself."""
    one, other = m.group(4), m.group(3)
    if m.group(2) in {"go down", "fall", "fallen", "drop", "dropped", "decline", "declined", "decrease",
                      "decreased", "shrunk", "shrink"}:  # fmt: skip
        one, other = other, one
    return _first_less_second(m.group(1), one, other)


def _later_minus(m: re.Match[str], measure: int, one: int, other: int) -> str:
    """ "2020 revenue minus 2019 revenue": the change from the second period to the first (the earlier said
    first, "2019 revenue minus 2020 revenue", is that change the other way round: a negative one)."""
    owner = f" at {m.group(1)} " if m.group(1) else " "
    return _first_less_second(m.group(measure), m.group(one), m.group(other)) + owner


def _two_kinds(m: re.Match[str]) -> str:
    """ "repeat vs one-time customers": the noun for both kinds ("new vs returning" is read as it is)."""
    if {m.group(1), m.group(3)} <= {"new", "returning"}:
        return m.group(0)
    return f" {m.group(1)} {m.group(4)} {m.group(2)} {m.group(3)} {m.group(4)} "


_ABBREVIATIONS: tuple[tuple[str, str | Callable[[re.Match[str]], str]], ...] = (
    # "who was our very first customer", "the latest new customer", "which customer signed up first": the
    # customer with the earliest (latest) first order; "first customer" was a count of all customers
    (
        r"\b(?:the|our) (?:very )?first (customer|patron|client|guest|shopper|buyer)"
        r"(?: (?:ever|of all time|on record|we (?:ever )?had))?(?=\s*(?:[?.!]|$|,? (?:and|with|name)\b))",
        r"the earliest \1",
    ),
    (
        r"\bthe (?:latest|most recent|newest) new (customer|patron|client|guest|shopper|buyer)\b",
        r"the latest \1",
    ),
    (
        r"\b(?:which (?:customer|patron|client|guest|shopper|buyer)|who) (?:signed up|joined|registered"
        r"|became (?:a|our) customer) (?:(first|earliest)|last|latest|most recently)\b"
        r"(?=\s*(?:[?.!]|$|,? and\b))",
        lambda m: "who was the earliest customer" if m.group(1) else "who was the latest customer",
    ),
    # "what are the names of all our shops", "what are our stores called", "what's on the menu": a listing
    (
        r"\b(?:what are |what's |whats |what is )?(?:the )?names of (?:all )?(?:of )?(?:our|the) (?=[a-z])",
        " list all our ",
    ),
    (r"\bwhat are (?:all )?(?:our|the) (\w+) called\b", r" list all our \1 "),
    # "which of our shops is the newest": one of them ("is"), not a top ten
    (
        r"\bwhich (?:one )?of (?:all )?(?:our|the|these|those) ([a-z]+s)"
        r" (is|was|has|had|does|did|sells|sold|makes|made)\b",
        _one_of_them,
    ),
    # "store by store, how many orders ...": a breakdown said first, read where it is usually said
    (r"^(\w+?)s? by \1s?, (.+?)([?.!]*)$", r"\2 by \1\3"),
    # "stores already trading on July 1st 2019": open by then, i.e. opened on or before that day
    (
        r"\b(?:were|was|are|is|had been|have been)? ?(?:already |still )?(?:trading|open|operating"
        r"|in business|up and running) (?:on|as of|by)"
        r"(?= (?:the )?(?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))",
        " opened on or before ",
    ),
    # "Sam is asking: ...", "my boss wants to know - ...", "from Priya: ...": who passes the question on
    (
        r"^\s*(?:(?:my |our |the )?[a-z]+(?: [a-z]+)? )?(?:is |was )?(?:asking|asks|asked|wants to know"
        r"|wanted to know|is wondering|wonders|would like to know|needs to know)(?: (?:us|me|you))?"
        r"\s*[:,-]\s*",
        " ",
    ),
    (r"^\s*(?:(?:a |another )?(?:request|question|ask|q) )?from [a-z]+(?: [a-z]+)?\s*:\s*", " "),
    # "revenue split by food and drink": the two kinds of product, one row each
    (
        r"\b(?:split |broken down |broken out )?(?:by|between|into) (?:food|jaffles?)"
        r" (?:and|vs\.?|versus|or|&|/) (?:drinks?|beverages?)\b"
        r"|\b(?:split |broken down |broken out )?(?:by|between|into) (?:drinks?|beverages?)"
        r" (?:and|vs\.?|versus|or|&|/) (?:food|jaffles?)\b",
        " by product type ",
    ),
    # "items that had a price of $12 or more", "with a price over $11": priced within that bound
    (
        r"\b(?:(?:have|has|had|having|with) )?(?:a |the )?(?:menu |list |unit )?price"
        r" (?:of |that is |was |is )?"
        r"(?=(?:over|above|under|below|more than|less than|at least|at most) \$?\d"
        r"|\$?\d+(?:\.\d+)?(?: dollars| bucks)? ?or (?:more|less|above|below|over|under|higher|lower)\b)",
        " priced ",
    ),
    # "products priced at $6", "menu items that cost $6", "a price of 6": a price equal to it
    (
        r"(?:\b(?:(?:have|has|with) )?(?:a |the )?(?:menu )?price (?:of|=|is) \$?(\d+(?:\.\d+)?)"
        r"(?: dollars| bucks)?\b"
        r"|\b(?:(?:is|are|that are|which are) )?priced (?:at )?\$?(\d+(?:\.\d+)?)(?: dollars| bucks)?\b"
        r"|\b(?:that |which )?(?:cost|costs|sell for|sells for|go for|goes for)(?: exactly| just)?"
        r" \$(\d+(?:\.\d+)?)\b)"
        r"(?!(?: dollars| bucks)? ?(?:or|and|to|-|\+|k)\b)",  # "a price of $12 (dollars) or more": a bound
        lambda m: f" with price equal to {m.group(1) or m.group(2) or m.group(3)} ",
    ),
    # "how many new stores did we open in 2019": stores (a customer's type "new" is not a store's)
    (r"\b(?:brand[- ])?new (stores?|shops?|locations?|branch(?:es)?|outlets?|sites?|cafes?)\b", r" \1 "),
    # "items sold at each price point": at each price
    (r"\bprice[- ]points?\b", " price "),
    # "stores open for all of 2019": opened by that period's first day ("open in 2019": by its last day); a
    # store's state, not its opening ("opened in 2019")
    (
        r"\b(?:were|was|are|is|had been|have been|stayed|remained)? ?(?:open|trading|operating|in business)"
        r" (?:for |during )?(?:all of|all|the whole of|the whole|the entire|the full|for the full|throughout"
        r"|all through|every day of|each day of)"
        r"(?= (?:the )?(?:year |quarter |month )?(?:of )?(?:\d|q[1-4]|jan|feb|mar|apr|may|jun|jul|aug|sep|oct"
        r"|nov|dec|last|this|that))",
        " opened on or before the start of ",
    ),
    (
        r"\b(?:were|was|are|is|had been|have been)? ?(?:open|trading|operating|in business)"
        r" (?:at|by|on) the (start|beginning|end|close) of\b",
        r" opened by the \1 of ",
    ),
    (
        r"\b(?:were|was|are|is|had been|have been) (?:open|trading|operating|in business) (?:in|during)"
        r"(?= (?:\d|q[1-4]|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))",
        " opened before the end of ",
    ),
    # "by how many dollars did revenue for May 2019 exceed that for May 2018": the first less the second
    (
        rf"\bby how (?:much|many \w+) (?:did|does|do|has|have|had) (?:the |our )?(\w+(?: \w+){{0,3}}?)"
        rf" (?:in|for|during|of) ({_PERIOD}) (?:exceed|beat|top|outstrip|surpass|go over|run ahead of)"
        rf" (?:that|the one|those|the figure|the \1|\1)? ?(?:in|for|during|of)? ?({_PERIOD})\b",
        lambda m: _first_less_second(m.group(1), m.group(2), m.group(3)),
    ),
    # "by how many orders did March 2020 exceed April 2020": the count said in the unit
    (
        rf"\bby how many (orders|customers|units|items) (?:did|does|do|has|have|had) ({_PERIOD})"
        rf" (?:exceed|beat|top|outstrip|surpass|go over|run ahead of) ({_PERIOD})\b",
        lambda m: _first_less_second(m.group(1), m.group(2), m.group(3)),
    ),
    # "revenue growth for Q2 2020 over Q1 2020", "the change in orders in March relative to June": the first
    # period measured against the second
    (
        rf"\b(growth|change|increase|decrease|decline|rise|drop)\b((?:(?! from | between )[^.?!])*?)"
        rf" (?:for |of |in )?({_PERIOD}) (?:over|relative to|measured against) ({_PERIOD})\b",
        r"\1\2 from \4 to \3 ",
    ),
    # "by how much did A exceed B": A minus B
    (
        r"\bby how (?:much|many (?:dollars|bucks|units|orders|customers)) (?:did|does|do|has|have|had) (.+?)"
        r" (?:exceed|beat|top|outstrip|surpass|go over|run ahead of) (.+?)(?=[?.!]|$)",
        r" \1 minus \2 ",
    ),
    # "how are the stores getting on": how they are doing (asked back: which measure?)
    (
        r"\bhow (are|is) ((?:the |our )?\w+) (?:getting on|getting along|faring|holding up|coming along)\b",
        r"how \1 \2 doing",
    ),
    # "the same stretch", "that same window": the same period
    (
        r"\b(the |that )?same (?:stretch|window|span|time span|timeframe|time frame|date range)\b",
        r" \1same period ",
    ),
    # "and the top jaffle, same year?": the period of the earlier question, said as an afterthought
    (
        r",\s*(?:(?:and|but) )?(?:that |the )?same (?:year|month|quarter|week|day|period)"
        r"(?: again| too| as before)?"
        r"(?=\s*(?:[?.!]|$))",
        ", the same period",
    ),
    # "the same months of 2019", "the same weeks in 2018": that period, moved to the year said
    (
        r"\b(?:the )?same (?:months|weeks|days|dates|quarters|season)(?= (?:of|in) (?:19|20)\d\d\b)",
        " the same period ",
    ),
    # "menu items that cost more than $10": the products' prices, not what an order cost
    (r"\bmenu items?(?= (?:that |which )?(?:cost|costs|costing|sell for|sells for)\b)", " products "),
    # "what was its count?" after a winner: how many that was
    (
        r"^(?:and |so )?what (?:was|is|were) (?:its|their|that|the)"
        r" (?:order |customer |item )?(?:count|number)(?: of \w+)?[?.!]*$",
        "and how many was that?",
    ),
    # "the biggest if you count orders", "best, going by revenue": ranked by that measure
    (r"\b(?:if|when) (?:you|we|i) (?:count|go by|measure by|look at|rank by|use) (?=[a-z])", " by "),
    (r"\b(?:going|judging|measured|measuring) by (?=[a-z])", " by "),
    # "percent growth in revenue", "% change in orders": the growth, in percent (not a share)
    (
        r"\b(?:percent|percentage|pct|%) (growth|increase|change|decline|decrease|drop|rise)"
        r"(?: (?:in|of) ([a-z]+(?: [a-z]+)?))?(?= from\b| between\b| over\b| for\b| in\b|$|[,.?!])",
        lambda m: f" {m.group(2) or ''} growth in percent ",
    ),
    # "how much does a customer pay per order": what an order comes to on average, the spend per order
    (
        r"\b(?:how much|what) (?:does|do|did) (?:a |an |the |our )?(?:average |typical |usual )?"
        r"(?:customers?|guests?|person|people|shoppers?|buyers?) (?:pay|spend|paid|spent)"
        r"(?: on average| typically| usually)? (?:per|each|an|a|every|on an?|on each) "
        r"(?:order|visit|transaction|purchase|ticket|check)\b",
        " average spend per order ",
    ),
    (r"\bper (?:visit|transaction|purchase)\b", " per order "),
    # "on a normal Monday", "in a typical week": an average per such span, not a judgement
    (
        r"\b(?:on|in|during|for|over) (?:a|an|the) (?:normal|typical|usual|average|regular|ordinary|standard)"
        r" (day|week|month|weekday|weekend day|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b",
        r" per \1 on average ",
    ),
    # "customers who were active in March": the active customers (those with orders then)
    (
        r"\b(customers?|people|shoppers|guests) (?:who |that )?(?:were|was|are|is|have been|had been|stayed)"
        r" (active|engaged)\b",
        r" \2 \1 ",
    ),
    # "customers at each lifetime order count", "by number of lifetime orders": a breakdown by that count
    (
        r"\b(?:(?:at|for|by|per|with) (?:each|every|a given) ?(?:lifetime )?|(?:by|per) (?:lifetime )?"
        r"|(?:at|for|with) lifetime )(?:order|visit|purchase) counts?\b",
        " by number of orders ",
    ),
    (
        r"\bby (?:the |their )?(?:number|count) of lifetime (?:orders|visits|purchases)\b",
        " by number of orders ",
    ),
    # "customer count by lifetime orders": grouped by that count (a ranking, "top customers by lifetime
    # orders", keeps it as the measure)
    (
        r"^(?!.*\b(?:top|bottom|best|worst|most|least|highest|lowest|rank|ranked|ranking|which|who)\b)"
        r"(.*?)\bby (?:the |their )?lifetime (?:orders|visits|purchases)\b",
        r"\1 by number of orders ",
    ),
    # "our very first order in the data": the data is where every answer comes from; nothing to filter
    # ("the last month in the data" is the data's last month: "of the data")
    (
        r"\b((?:last|latest|final|most recent|first|earliest) (?:\d+ )?(?:day|week|month|quarter|year)s?)"
        r" (?:in|within) (?:the|our|this) (?:data|dataset|data set|database|records|system)\b",
        r" \1 of the data ",
    ),
    (r"\b(?:that )?(?:in|within) (?:the|our|this) (?:data|dataset|data set|database|records|system)\b", " "),
    # "segment customers by type": a breakdown, said as a segmentation
    (r"\b(?:segment|segmented|cluster|clustered)\b(?=.*\b(?:by|per|into)\b)", " "),
    # "the price of each of our drinks", "prices of our jaffles": each one's price
    (
        r"\b(each|every) (?:one )?of (?:our|the|all|all our|these|those) ([a-z]+)\b",
        lambda m: f" {m.group(1)} {singular(m.group(2))} ",
    ),
    (
        r"\b(?:the )?(?:menu )?prices of (?:all )?(?:our |the )?([a-z]+)\b",
        lambda m: f" menu price of each {singular(m.group(1))} ",
    ),
    # "nola open date", "opening date of brooklyn": when it opened
    (
        r"^\s*(?:what(?:'s| is| was) )?(?:the )?(?:open|opening|opened|launch) date (?:of|for) (?:the )?"
        r"(?!(?:every|each|all|our|the)\b)([a-z][a-z .'-]*?)\s*(?=$|[?.!])",
        r" when did \1 open ",
    ),
    (
        r"^\s*(?!(?:which|what|who|how|when|where|list|show)\b)([a-z][a-z.'-]*(?: [a-z][a-z.'-]*){0,2})"
        r" (?:open|opening|launch) date\s*(?=$|[?.!])",
        r" when did \1 open ",
    ),
    # "could you tell me the exact date the Austin store opened": when it opened
    (
        r"\b(?:the |what |which )?(?:exact |precise |actual )?(?:date|day) (?:that |on which |when )?"
        r"((?:the |our |each |every )?[a-z][a-z .'-]*?) (?:opened|launched|first opened)\b",
        r" when did \1 open ",
    ),
    (
        r"\b(?:what|which) (?:exact )?(?:date|day) did ([a-z][a-z .'-]*?) (?:first )?(?:open|launch)\b",
        r" when did \1 open ",
    ),
    # "how does Brooklyn stack up against Austin": a comparison (not "stock", a supply)
    (
        r"\bstack(s|ed|ing)? up (?:against|to|with|versus|vs\.?|next to)\b",
        lambda m: f" compare{ {'s': 's', 'ed': 'd', 'ing': 'ing'}.get(m.group(1) or '', '') } with ",
    ),
    # "how many stores charge a tax rate above 5%": the members with that value, counted (not its average)
    (
        r"\bhow many (of (?:our |the )?|our |the )?([a-z]+) (?:charge|have|has|carry|apply|use|set|list)s?"
        r" (an?) "
        r"(?=[a-z][a-z ]*? (?:above|over|below|under|more than|less than|greater than|higher than|lower than"
        r"|at least|at most|of at least|of more than|of less than|[<>=])\s*\$?[0-9])",
        lambda m: f" how many {m.group(1) or ''}{m.group(2)} with {m.group(3)} ",
    ),
    # "list the drinks along with their menu prices": each one's own value beside it
    (r"\b(?:along|together) with (their|its|each one's)\b", r" with \1 "),
    # "the most busy hour": the busiest
    (r"\bthe most busy\b", " the busiest "),
    # "# perishable supplies": the number of them
    (r"(?:^|(?<=\s))#\s?(?!of\b)(?=[a-z])", " how many "),
    # "how many people bought something in December": customers who ordered then (not the ones acquired)
    (
        r"\b(people|persons|customers|guests|shoppers|folks)( who| that)? (?:bought|purchased|shopped)"
        r"(?: something| anything| from us| with us)?"
        r"(?= (?:in|during|on|at|from|between|since|over|last|this)\b|\s*$|\s*[?.!,])",
        r" \1\2 ordered ",
    ),
    # "... ? Count distinct orders.", "counting unique orders": ranked by the number of orders, each once
    (
        r"\s*[?.]?\s*,?\s*\b(?:count|counting|counted (?:in|as|by)|measured (?:in|by))"
        r" (?:distinct|unique|separate|individual) orders\b(?: once)?(?=\s*(?:[,.?!;]|$))",
        r", by number of orders",
    ),
    # "the 3 busiest dates of 2020", "which dates were quietest": calendar days ranked
    (
        r"\b(busiest|quietest|slowest|biggest|best|worst|strongest|weakest|highest|lowest|top|peak|record"
        r"|(?:the |top |which |what )?\d{1,2}|which|what) (?:calendar )?dates\b",
        r"\1 days",
    ),
    # "the drinks on offer", "the jaffles we have available": the ones we sell
    (
        r"\b(products|items|drinks|beverages|jaffles|sandwiches|dishes|foods?|food items|things)"
        r" (?:currently |presently |that are |which are |we have |we've got )?(?:on offer|available)"
        r"(?! (?:at|in|on|during|for|from)\b)",
        r"\1 we sell",
    ),
    # "how many jaffles are on the menu": how many different ones we sell
    (
        r"\bhow many (?:different |kinds of |types of )?"
        r"(?!(?:options|items|things|dishes|products|choices)\b)([a-z]+)"
        r" (?:are|do we have|we have|are there|have we got) on (?:the|our) menu\b",
        r" how many different \1 do we sell ",
    ),
    # "orders and revenue on the last day": two figures (the count of orders first), not each order's revenue
    (
        r"(^\s*|[:;,]\s*|\b(?:show|give|get|need)(?: me| us)? (?:the )?)orders and "
        r"(?!(?:their|its|each|the|all|every|which|what|how|who)\b)(?=[a-z])",
        r"\1order count and ",
    ),
    # "what date and time was the first order placed": the moment, as "when exactly" asks it
    (
        r"\bwhat (?:date and time|exact time|time and date|timestamp)(?: was| is| did)?\b",
        " when exactly was ",
    ),
    # "the fattest margin", "the thinnest margin": the highest, the lowest
    (r"\b(?:fattest|juiciest|healthiest|beefiest|chunkiest|plumpest)\b", " highest "),
    (r"\b(?:thinnest|slimmest|skinniest|leanest|slightest)\b", " lowest "),
    # "came in once", "visited us twice", "shopped 3 times": ordered that many times
    (
        r"\b(?:came in|come in|visited(?: us)?|shopped(?: with us)?|been in|dropped by|stopped by)"
        r"(?= (?:only |just |exactly )?(?:once|twice|\d+ times)\b)",
        " ordered ",
    ),
    (r"\bwhat(?:'s| is|s| are)? (?:there )?on (?:the|our) menu\b", " list all our menu items "),
    # "just the names is fine", "names only please": how to show a listing, not what to list
    (
        r"(?:^|[,.;:!?]|\b)\s*(?:just|only) (?:the )?names?"
        r"(?: (?:is|are) fine| please| will do)?(?=$|[,.;:!?])",
        " ",
    ),
    (r"^\s*(?:ok|okay|k|alright|all right)\b[,.!:;\-]*\s+(?=[a-z0-9$])", ""),  # "ok now split that": a marker
    (r"\bw/o\b", " without "),
    (r"\bw/(?=\s|$)", " with "),
    (r"\bw/(?=[a-z])", "with "),
    (r"\bb/w\b", " between "),
    (r"\by/y\b|\by-o-y\b", " year over year "),
    (r"\bq/q\b|\bq-o-q\b", " quarter over quarter "),
    (r"\bm/m\b|\bm-o-m\b", " month over month "),
    (r"#\s*of\b", " number of "),
    (r"#(?=\s*[a-z])", " number of "),
    (r"\bno\.\s*of\b|\bnbr\b|\bnum\b|\bnumb\b", " number of "),
    (r"(?<=\d)\s*%", " percent "),
    (r"%", " percent "),
    (r"\s&\s", " and "),
    (r"\bvs\.", " vs "),
    (r"\bavg\.?(?=\s|$|[^a-z])", " average "),
    (r"\bave\.(?=\s|$)", " average "),
    # "the most customers placing their first ever order": customers acquired (counted at their first order)
    (
        r"\b(customers|guests|shoppers|people) (?:who are |that are )?(?:placing|making|putting in)"
        r" (?:their|a) (?:very )?first(?:[- ]ever)? (?:order|purchase)s?\b",
        r" \1 acquired ",
    ),
    # "revenue that came from orders by returning customers": from those customers (not a share per order)
    (
        r"\bfrom (?:the |their )?orders (?:placed |made )?(?:by|from|of) (?=(?:[a-z]+ ){0,2}"
        r"(?:customers|guests|shoppers|buyers|clients)\b)",
        " from ",
    ),
    (r"\bqty\b|\bqnty\b|\bqnt\b", " quantity "),
    # "top 3 jaffles units": ranked by the units, the noun before them is what is ranked
    (
        r"\b((?:top|bottom|best|worst|best[- ]selling|worst[- ]selling)(?: \d+)? [a-z]+s)"
        r" (units|unit count|quantity)\b(?! sold| of)",
        r" \1 by \2 ",
    ),
    (r"\brev\b", " revenue "),
    (r"\bamt\b", " amount "),
    (r"\bcust\b", " customer "),
    (r"\bcusts\b", " customers "),
    (r"\btxns?\b|\btrx\b|\btrans\b", " transactions "),
    (r"\bprods?\b", " products "),
    (r"\blocs?\b", " locations "),
    (r"\byrs\b", " years "),
    (r"\byr\b", " year "),
    (r"\bmths\b|\bmnths\b|\bmos\b", " months "),
    (r"\bmth\b|\bmnth\b", " month "),
    (r"\bwks\b", " weeks "),
    (r"\bwk\b", " week "),
    (r"\bwek\b|\bweeek\b|\bweak\b(?= (?:of|by|over|on)\b)", " week "),
    (r"\bqtrs\b", " quarters "),
    (r"\bqtr\b", " quarter "),
    # "the best seller per store", "for each store, which product sold most": the winner at each store (with
    # no ranking word, "revenue per store" stays an average over the stores)
    (
        r"^(?=.*\b(?:top|best|most|highest|biggest|leading|largest|lowest|least|worst|fewest|best[- ]selling"
        r"|top[- ]selling)\b)(.*?)\b(?:per|for each|for every|in each|in every) (?:store|shop|location|branch"
        r"|cafe|outlet)\b,?",
        r"\1 at each store ",
    ),
    # "the best-selling product at each store": the top one by units there (units being the plain measure of
    # selling; without it "each store" would be read as a count of stores)
    (
        r"^(?!.*\bby (?:units?|quantity|revenue|sales|orders|items)\b)(.*?)\b(?:the )?"
        r"(?:(?:best|top|biggest)[- ]?sell(?:ing|er)|top)"
        r" (products?|jaffles?|drinks?|beverages?|items?|menu items?)(?= (?:in \d{4} )?at each\b)",
        r"\1 top \2 by units ",
    ),
    (r"\b(top \w+) at each store by (units?|quantity|revenue|sales|orders)\b", r"\1 by \2 at each store"),
    (r"\b(sold|sells|sell) the (most|least|fewest)(?= (?:in \d{4} )?at each\b)", r"\1 the \2 units"),
    # "the top drink by units at each store": the drink products ranked at each store (not drinks as a whole)
    (r"\btop (drink|jaffle|beverage)s?(?= by \w+(?: in \d{4})? at each\b)", r"top \1 product"),
    # "for each store, which product sold the most": the same as said at the end ("... at each store")
    (
        r"^(?:for|in|at) (?:each|every) (?:store|shop|location|branch|cafe|outlet),? (.+?)([?.!]*)$",
        r"\1 at each store\2",
    ),
    # "each product's share of its (own) product type's revenue": the share within its type
    (
        r"\b(share|proportion|percentage|fraction|part) of (its|their) (?:own )?([a-z]+(?: [a-z]+)?)'s"
        r" (revenue|sales|orders|units|items sold|units sold|takings|order totals?|gross profit)\b",
        r"\1 of \4 within \2 \3",
    ),
    # "each product category": the product type ("product" alone would be a breakdown by product too)
    (r"\b(?:product|menu|item) categories\b", " product types "),
    (r"\b(?:product|menu|item) category\b", " product type "),
    # "average cost per unit sold": the cost per unit sold (an average already)
    (
        r"\b(?:the )?(?:average|avg|mean) ((?:supply |ingredient )?costs?) per (unit|item) sold\b",
        r" \1 per \2 sold ",
    ),
    (r"\bcogs\b|\bc\.o\.g\.s\.?", " cost of goods "),
    (r"\bords\b", " orders "),
    (r"\bord\b", " order "),
    (r"\bvals\b", " values "),
    (r"\bval\b", " value "),
    (r"\bwkdays\b|\bdows\b", " weekdays "),
    (r"\bwkday\b|\bdow\b|\bday of (?:the )?wk\b", " weekday "),
    (r"\bwknds\b", " weekends "),
    (r"\bwknd\b", " weekend "),
    (r"\b(per|by|each|a|every) mo\b", r" \1 month "),
    # "food/drink revenue": the two kinds side by side, as "food vs drink"
    (
        r"\b(food|jaffles?|drinks?|beverages?) ?/ ?(food|jaffles?|drinks?|beverages?)\b",
        r" \1 vs \2 ",
    ),
    # "units/order", "orders/day": a rate said with a slash ("w/" and "w/o" are read elsewhere)
    (
        r"\b(?!w\s*/)([a-z]{2,}) ?/ ?"
        r"(order|customer|day|week|month|store|location|shop|item|visit|head|person)\b"
        r"(?! (?:totals?|values?|counts?|costs?|ids?|items?|lines?|sizes?|dates?|types?)\b)",
        r" \1 per \2 ",
    ),
    (
        r"\b(?:tax|taxes)[- ](?:incl\.?|included|inclusive)(?=\s|$|[,.?!)])",
        " including tax ",
    ),  # "spend, tax incl"
    (r"\b(?:tax|taxes)[- ](?:excl\.?|excluded|exclusive)(?=\s|$|[,.?!)])", " excluding tax "),
    # "(tax in)" / "(tax out)" said after a measure: its tax version, not the tax as a second measure
    (r"\((?:with )?(?:tax|taxes) in\)|\b(?:tax|taxes) in(?= minus\b| less\b|[,?!)]|$)", " including tax "),
    (r"\((?:tax|taxes) out\)|\b(?:tax|taxes) out\b", " excluding tax "),
    # a tax version the measure already is ("order totals including tax", "item revenue excluding tax"): said
    # to be clear, not a second figure
    (r"\b(order totals?) (?:including|with) tax\b", r" \1 "),
    (r"\b(item (?:revenue|sales)) (?:excluding|without|before) tax\b", r" \1 "),
    (r"\bincl\.?(?=\s|$)", " including "),
    (r"\bexcl\.?(?=\s|$)", " excluding "),
    (r"\bex[- ](?=tax\b)", " excluding "),
    (r"\bpre[- ]tax\b", " before tax "),
    (r"\bthru\b", " through "),
    # "how many orders does a customer place over their lifetime": the lifetime orders
    (
        r"\b(orders|spend|spending)\b(.{0,40}?) over (?:their|his|her|its|a) (?:whole |entire )?lifetime\b",
        r"lifetime \1\2",
    ),
    # "in the whole dataset", "over our entire history", "all three years": every date there is
    (
        r"\b(?:(?:looking |taking |going )?(?:in |across |over |for |at )?)?(?:the |our )?"
        r"(?:whole|entire|full)"
        r" (?:data ?set|data|history|record)\b",
        " ",
    ),
    # "how many supplies we use across the whole menu": every product there is, no breakdown by product
    (r"\b(?:across|over|on|in|from) (?:the |our )?(?:whole|entire|full) (?:menu|range|product range)\b", " "),
    # "how many stores do we operate at the moment": as things are, the data's end
    (r",?\s*\b(?:at the moment|at present|as things stand|as of now|as it stands)\b", " "),
    # "at what hour does Brooklyn tend to be busiest": when it is busiest
    (r"\b(?:tends?|tended|tending) to be\b", " is "),
    (r"\b(?:does|do|did) (\w+(?: \w+)?) (?:tend|usually tend) to (?=be\b|get\b|see\b)", r" \1 "),
    # "which two stores took the most orders, and how many?": the ranking already shows each one's figure
    (
        r"^((?:which|what|top)\b.*\b(?:most|least|fewest|top|highest|lowest|biggest)\b.*?),?\s*and how many"
        r"(?: (?:did they|did each|each|of them|were there|was that)(?: \w+)?)?\s*[?.!]*$",
        r"\1",
    ),
    # "over all the data", "looking across all of our data": the same, every date there is
    (
        r"\b(?:looking |taking |going )?(?:in |across |over |for |at |through )all (?:of )?(?:the |our )?"
        r"(?:data ?set|data|history|records?)\b",
        " ",
    ),
    (
        r"\b(?:in |across |over |for )?(?:all|the (?:full|whole|entire)|our (?:full|whole|entire))"
        r" (?:the |our )?(?:two|three|four|five|[2-5]) years\b",
        " ",
    ),
    # "tax collected over the three years in total": every date there is, one figure
    (
        r"^(?=.*\b(?:in total|combined|altogether|all told|overall|total)\b)(.*?)"
        r"\b(?:in |across |over |for |during )?(?:the |our )(?:two|three|four|five|[2-5]) years\b",
        r"\1 ",
    ),
    # "before tax I mean", "what were sales, I mean revenue": a speaker's aside, not an average
    (r"(?:,\s*|\b)i mean\b,?", " "),
    # "what we took in, tax and all": the order totals, tax included
    (r",? (?:tax|taxes) and all\b,?", " including tax "),
    (r"\b(?:in |across |over |for |from )(?:all|every) (?:the |our )?years\b|\bof all time\b", " "),
    # "across every order ever placed", "over all orders, ... per order": every order there is, no breakdown
    (
        r"\b(?:across|over|among|of) (?:all|every(?: single)?) (?:of )?(?:the |our )?orders?"
        r" ever (?:placed|made|taken)\b",
        " ",
    ),
    (
        r"\b(?:across|over|among) (?:all|every(?: single)?) (?:of )?(?:the |our )?orders?\b"
        r"(?=.*\bper order\b)",
        " ",
    ),
    (r"\b(?:in |during )?((?:19|20)\d\d) or (?:earlier|before)\b", r" up to \1 "),  # "in 2019 or earlier"
    (r"\b(?:in |during )?((?:19|20)\d\d) or (?:later|after)\b", r" since \1 "),
    # "revenue per store, counting only the stores that had orders": over the stores with orders
    (
        r"\bper (\w+?)s?,? (?:counting|including|considering|taking) only (?:the |those )?\1s?"
        r" (?:that|which|with) (?:had|have|has|made|took|placed) (?:any )?(\w+)"
        r"(?: (?:that|this|the same|in that) year)?",
        r" per \1 with \2 ",
    ),
    # "how much did we spend on supplies": the shop buys them, what they cost it (not what customers paid)
    (
        r"\b(?:did |do |have |will )?(?:we|i) (?:spend|spent|spending|pay|paid) (?:on|for)"
        r" ((?:\w+ ){0,2}?\w+)(?= (?:in|at|for|during|over|across|last|this|since|from|between|by|per|each"
        r"|every|on|and)\b|\s*[?.!,;]|\s*$)",
        r" \1 cost ",
    ),
    # "which city leads on average ticket", "which store topped revenue": the one with the highest
    (
        r"\b(which|what) (\w+) (?:leads|led|tops|topped|comes top|came top|is top|was top)"
        r" (?:on |in |for |by )?",
        r" \1 \2 has the highest ",
    ),
    # "by how many dollars did revenue change": a difference in money, not a percentage
    (r"\bby how many (?:dollars|bucks|usd)\b", " by how much in dollars "),
    (r"\bhow many (?:dollars|bucks|usd)\b", " how much "),
    # "average selling price per item", "ASP per unit": one average over the items sold, not per product
    (r"\basps?\b", " average selling price "),
    (
        r"\b(?:average|avg|mean) (?:selling |sale |sales )?price"
        r" (?:per|of an?|for an?|for each) (?:item|unit)(?: sold)?\b",
        " average item price ",
    ),  # "how many dollars more revenue": how much more
    (  # "the median price of the items we sold": one figure over the items sold, not one per price
        r"\b(average|avg|mean|median|typical) (?:selling |sale |sales )?price of (?:the |all the |all )?"
        r"(?:items|units) (?:(?:that )?(?:we|you) )?(?:sold|bought|ordered)\b",
        r" \1 item price ",
    ),
    (r"\bnon[- ]?(?=(?!e\b|sense\b|stop\b)[a-z]{3,})", " not "),  # "non-perishable supplies": not perishable
    (r"\bi\.\s?e\.?,?(?=\s)|\bie,", " "),  # "the most loyal, i.e. the most orders": what follows says it
    # "ytd revenue at the end of each month": one figure per month
    (r"\b(?:at|as of|as at|by) the end of (?:each|every) (day|week|month|quarter|year)\b", r" by \1 "),
    # "the 30 days up to the end of the data": the last 30 days
    (
        r"\b(?:the )?(\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|thirty) (day|week|month|quarter"
        r"|year)s? (?:up to|leading up to|to|before|until|till|through|ending (?:at|with|on))"
        r" (?:the )?(?:very )?"
        r"(?:end|last day|close|final day) of (?:the |our )?(?:data|dataset|records|history)\b",
        r" the last \1 \2s ",
    ),
    # "ytd revenue as of the end of the data": to date already ends where the data does
    (
        r"\b(?:as of|as at|up to|until|till|through|at) (?:the )?(?:very )?(?:end|last day|close) of "
        r"(?:the |our )?(?:data|dataset|records|history)\b",
        " ",
    ),
    # "revenue to date as of the end of June 2019": everything up to and including that period
    (
        r"\b(?:(?:to date|so far|cumulatively|in total|all time) )?"
        r"(?:as of|as at|up to|until|till|by|through) (?:the )?end of\b",
        " up to ",
    ),
    # "the biggest drop in revenue compared to the month before": against the previous month
    (
        r"\b(?:compared (?:to|with)|vs\.?|versus|against|relative to|over) the (day|week|month|quarter|year)"
        r" (?:before|prior)\b(?! (?:that|it|this|christmas|thanksgiving|easter|the)\b)",
        r" versus the previous \1 ",
    ),
    # "how many orders in the summer months of 2020": the season, one span (not month by month)
    (
        r"^(?!.*\b(?:monthly|month by month|(?:each|every|per|by|a) month)\b)(.*?)\bthe (summer|winter|spring"
        r"|autumn|fall) months\b",
        r"\1 \2",
    ),
    # "how many customers as of 31 December 2020": everything up to and including that day
    (
        r"^(?!.*\b(?:to[- ]date|mtd|ytd|qtd)\b)(.*?)\bas (?:of|at) (?=(?:the )?\d{1,2}(?:st|nd|rd|th)?"
        r" (?:of )?"
        r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* (?:19|20)\d\d\b"
        r"|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* \d{1,2}(?:st|nd|rd|th)?,? (?:19"
        r"|20)\d\d\b"
        r"|(?:19|20)\d\d-\d\d-\d\d\b)",
        r"\1 up to ",
    ),
    # "cumulative revenue end of 2019", "customers at end of q3": the same, the words before left out
    (
        r"(?<![-\w])(?:at |by )?(?:the )?(?<![-\w])(?<!before )(?<!after )(?<!before the )(?<!after the )"
        r"end of (?=(?:19|20)\d\d\b|q[1-4]\b|h[12]\b"
        r"|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)",
        " up to ",
    ),
    # "how many people ordered in 2020? unique": the word said after the question counts the distinct ones
    (r"^(\s*how many) ([a-z]+\b[^?]*?)\s*[?,.;:]*\s*(unique|distinct)(?: ones?)?\s*[?.!]*\s*$", r"\1 \3 \2"),
    # "perishable supplies, distinct count", "the unique count of customers": how many distinct ones
    (
        r"^\s*(?:the )?([a-z][a-z -]*?)\s*[,:;-]?\s*(?:a |the )?(distinct|unique) (?:count|number|no\.?|#)"
        r"\s*[?.!]*\s*$",
        r"how many \2 \1",
    ),
    (r"\b(?:a |the )?(distinct|unique) (?:count|number) of\b", r" how many \1 "),
    # "and New Orleans instead of Chicago?": what follows "instead of" is what the follow-up replaces
    (r"\binstead of (?:the |that |those |our )?(?:[a-z0-9'&.-]+ ?){1,3}(?=[?.!,;]|$)", " instead "),
    # "which of my stores": which store
    (
        r"\bwhich (?:one )?of (?:both )?my (?:own )?(?:two |2 |three |3 )?"
        r"(?:stores|shops|locations|branches)\b",
        "which store",
    ),
    # "my two stores ... combined": the stores named, together
    (
        r"^(?=.*\b(?:combined|together|altogether|in total|put together)\b)(.*?)"
        r"\b(?:both )?(?:of )?my (?:own )?(?:two |2 |three |3 |both )?"
        r"(?:stores|shops|locations|branches|cafes|cafés)\b",
        r"\1 ",
    ),
    # "orders at my two stores, Chicago and New Orleans": an owner's stores are the stores, one row each
    (
        r"\b(?:(?:at|in|for|across|of) )?(?:both )?(?:of )?my (?:own )?(?:two |2 |three |3 |both )?"
        r"(?:stores|shops|locations|branches|cafes|cafés)\b",
        " by store ",
    ),
    # "lowest 1st", "newest 1st": the order asked, said with a digit
    (
        r"\b(lowest|highest|biggest|smallest|largest|best|worst|most|least|newest|oldest|latest|earliest)"
        r" 1st\b",
        r"\1 first",
    ),
    (r"\b(q[1-4]|h[12])\s*['’](\d\d)\b", r" \1 20\2 "),  # "Q1 '19": a year cut to two digits
    (r"(?:(?<=\s)|^)['’](\d\d)\b", r" 20\1 "),
    (r"\bbiz\b", " business "),
    (r"\bx-?mas\b", " christmas "),
    (r"\b(?:first|earliest) and (?:last|latest) (?:day|date)s?\b", " date range "),  # not "the last day"
    (r"\b(price|prices) (?:actually )?(?:paid|charged)\b", r" \1 "),  # "avg price paid per jaffle"
    (  # "who ordered from us the most times": the most orders
        r"\b(?:ordered|purchased|bought|shopped|visited|came in)(?: (?:from|with|at) (?:us|the \w+|our \w+))?"
        r" (?:the )?(most|fewest|least) (?:times|often)\b",
        r" placed the \1 orders ",
    ),
    (
        r"\b(?:ordered|purchased|bought|shopped|visited) (most|least) (?:frequently|often)\b",
        r" placed the \1 orders ",
    ),
    (  # "first half vs second half of 2019": the year said once for both
        r"\b(first|second|1st|2nd) half (vs|versus|and|or|against) (?:the )?(first|second|1st|2nd) half"
        r"(?: of| in)? ((?:19|20)\d\d)\b",
        r" \1 half of \4 \2 \3 half of \4 ",
    ),
    (  # "first half of 2019 vs second half": the year said once, first
        r"\b(first|second|1st|2nd) half (?:of |in )?((?:19|20)\d\d),? (vs|versus|and|against) (?:the )?"
        r"(first|second|1st|2nd) half\b(?! (?:of |in )?(?:19|20)\d\d)",
        r" \1 half of \2 \3 \4 half of \2",
    ),
    (
        r"\b(h[12]) ((?:19|20)\d\d),? (vs|versus|and|against) (?:the )?"
        r"(first|second|1st|2nd) half\b(?! (?:of |in )?(?:19|20)\d\d)",
        r" \1 \2 \3 \4 half of \2",
    ),
    (  # "jan-jun 2020", "march through may 2019": one span of months, both ends in
        rf"\b(?:from )?({_MONTH_WORD}) ?(?:-|–|to|through|thru|till|until) ?({_MONTH_WORD})"
        r",?((?: of| in)? (?:19|20)\d\d)\b",
        r" from \1 to \2\3 ",
    ),
    (
        r"\b(q[1-4]|h[12]) (vs|versus|and|against) (q[1-4]|h[12])(?: of| in)? ((?:19|20)\d\d)\b",
        r" \1 \4 \2 \3 \4 ",
    ),
    (r"\bat (?:each|every|the) (day|week|month|quarter|year)[- ]?end\b", r" by \1 "),
    (r"\btot\b", " total "),
    # "LA store, orders - total count": how many orders (not the order total)
    (
        r"\b(orders|customers|items)\s*[-\u2013\u2014:,]\s*(?:the )?total (?:count|number)\b",
        r" number of \1 ",
    ),
    (r"\bpeak (hour|day|week|month|time|weekday)s?\b", r" busiest \1 "),
    (r"\bsince (?:it|they|the (?:store|shop|location)) (?:opened|launched|started|began|opening)\b", " "),
    (r"\bpls\b|\bplz\b", " please "),
    # "one-time customers (only ever ordered once)": a segment glossed in brackets, said once
    (
        r"\b((?:one[- ]time|one[- ]off|single[- ]order|repeat|returning|new) (?:customers?|buyers?|clients?)"
        r"(?: (?:do|did) (?:we|you) have| (?:are|were) there| we have)?)\s*\((?:i\.?e\.?,? |meaning |so )?"
        r"(?:who |that |those who )?(?:have |had )?(?:only |just )?(?:ever )?"
        r"(?:ordered|bought|purchased|visited|placed|came|made)[^)]*\)",
        r"\1 ",
    ),
    # "our most frequent customer": the top customer by orders (by the measure said, when one is)
    (
        r"\b(?:most|top|highest)[- ]frequent (customer|client|guest|buyer|shopper|visitor|patron)(s?)\b"
        r"(?=.*\b(?:by|in terms of|on|for)\b)",
        r"top \1\2",
    ),
    (
        r"\b(?:most|top|highest)[- ]frequent (customer|client|guest|buyer|shopper|visitor|patron)(s?)\b",
        r"top \1\2 by orders",
    ),
    # "on average, how many orders per store": the average number of them per store
    (r"^\s*on (?:the )?average,?\s+how many ([a-z]+(?: [a-z]+)?) per\b", r"average number of \1 per"),
    # "revenue per store, across our six stores", "(the six stores)": the stores the average is taken over
    (
        r"\bper ([a-z]+)\b(.*?),?\s*\(?(?:across |over |among |between |for |of )?(?:all )?(?:of )?"
        r"(?:our |the )(?:[a-z0-9]+ )?\1s\b\)?",
        r"per \1\2 ",
    ),
    # "on average, how much tax is on an order": the average said first, read as if said last
    # (not when a "per" says what it is averaged over already: "on average how many drinks per order")
    (r"^\s*on (?:the )?average,?\s+(?!.*\b(?:per|each|every)\b)(.+?)\s*([?.!]*)$", r"\1 on average\2"),
    # "the median ticket", "a typical order": the order's value (what was paid for it)
    (
        r"\b(median|typical) (?:order|ticket|purchase|transaction|check|basket)s?\b"
        r"(?! (?:value|total|size|amount|count|spend|of|number|per)\b)",
        r" \1 order value ",
    ),
    # "orders under $10 incl tax": a threshold on what was paid, which includes the tax already
    (
        r"(\b(?:under|below|less than|over|above|more than|at least|at most) \$\s?\d+(?:\.\d+)?)"
        r" (?:incl\.?|including|inclusive of|with|plus|after) (?:the )?tax(?:es)?\b",
        r"\1 ",
    ),
    # common slips on question words, fixed before the phrases that start with them are read
    (r"\b(?:wich|whcih|whihc|wihch|whitch)\b", " which "),
    (r"\b(?:waht|whta|wht)\b", " what "),
    (r"\b(?:hwo|hw)(?= (?:many|much|often|did|does|do|is|are|was|were)\b)", " how "),
    # "the running count of orders", "a running tally": a running total
    (r"\brunning (?:count|tally|number|sum)\b", " running total "),
    # "the avg unit cost of the 5 jaffles", "across our six stores": the count only says how many there are
    # (not "the 3 stores with the most orders", a ranking; "the two stores" may point back at two named; "all
    # six stores" is read elsewhere)
    (
        r"\b((?:of|across|over|among|for|at|in|from) (?:the|our|each of our|each of the))"
        r" (?:[3-9]|1[0-9]|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
        r" ((?:stores|shops|locations|branches|outlets|products|jaffles|drinks|beverages|supplies"
        r"|items on the menu|menu items|customers))\b"
        r"(?! (?:with|that|which|who|having|where|whose|ranked|sorted|combined|together|pooled|more|most|less"
        r"|least|best|worst)\b)",
        r" \1 \2 ",
    ),
    # "average revenue across all stores in 2019": each store's revenue, averaged (not the average item price)
    (
        r"\b(average|mean|avg\.?) (?!order value|aov\b|basket|ticket|spend per)"
        r"((?:(?!\bper\b|\ba day\b|\bdaily\b)[^,;])+?) (?:across|over|among) (?:all (?:of )?)?(?:the |our )?"
        r"(store|shop|location|branch|customer|product)(?:e?s)\b(?! (?:and|vs|or)\b)",
        r" \1 \2 per \3 ",
    ),
    # "busiest hour, all stores": every store taken together
    (
        r"(?:,\s*|\b(?:for|across|at|in|over|from|of) )(?:all|every one of) (?:the |our |\d |six |five )?"
        r"(?:stores|locations|shops|branches|outlets)(?: (?:combined|together|pooled))?\b",
        " ",
    ),
    # "orders with food only in 2019": with only food (nothing else in them), not merely with food
    (
        r"\b(with|containing|having|had|that had)"
        r" (food|foods|jaffles?|drinks?|beverages?|coffees?)[- ]only\b",
        r" \1 only \2 ",
    ),
    (r"\bgimme\b|\blemme see\b", " show me "),  # "gimme net sales per quarter": show them
    (r"\bytd\.", " ytd "),
    # "how much did we sell": an amount of money (the revenue); "how many did we sell" stays units
    (
        r"\bhow much (?:did|do|does|have|has|had) (?:we|they|you|it) "
        r"(?:sell|sold)\b",
        " how much revenue ",
    ),
    (r"\b(?:best|top)[- ]?seller\b", " top selling one "),  # "our best seller": one
    (r"\b(?:worst|slowest|weakest|poorest|bottom)[- ]?seller\b", " bottom selling one "),  # "worst seller"
    (r"\bbest[- ]sell(?:ing|ers?)\b|\btop[- ]sell(?:ing|ers?)\b", " top selling "),
    (r"\b(?:worst|least|lowest)[- ]sell(?:ing|ers?)\b", " bottom selling "),
    # "which jaffle sold the most units": ranked by the units, not broken down by them
    (
        r"\b(?:sells?|sold|selling) (?:the )?most (units|items|pieces|quantity|volume)\b",
        r" top selling by \1 ",
    ),
    (
        r"\b(?:sells?|sold|selling) (?:the )?(?:fewest|least) (units|items|pieces)\b",
        r" bottom selling by \1 ",
    ),
    # "which store sold the most drinks": the one with the most of them sold (one store, ranked by a count)
    (
        r"\b(which|what) (store|shop|location|branch|customer|city)s? (?:sold|sells|sell|moved|shifted)"
        r" (?:the )?(most|fewest|least) (?!(?:units|items|pieces|quantity|volume)\b)([a-z]+s)\b",
        r" \1 \2 had the \3 \4 sold ",
    ),
    (r"\bsells? (?:the )?(?:best|most)\b|\bsold (?:the )?(?:best|most)\b", " top selling "),
    (r"\bsells? (?:the )?(?:worst|least)\b|\bsold (?:the )?(?:worst|least)\b", " bottom selling "),
    (
        r"\b(distinct|unique|different) (\w+) (?:(?:did|do|have|has|had) (?:we|they|you) |(?:were|was|got) )?"
        r"(?:sell|sold|order|ordered|buy|bought)\b",
        r" \1 \2 ",
    ),
    # "the largest tax amount charged on a single order", "highest discount on any one order": the orders
    # ranked by it, the top one ("largest order total" names the orders' own column already)
    (
        r"\b(largest|biggest|highest|greatest|smallest|lowest|max|maximum|min|minimum|most|fewest)"
        r"((?: (?!orders?\b)[a-z_]+){1,3}?) (?:(?:charged|paid|collected|levied|taken) )?(?:on|in|for|per)"
        r" (?:a single|any single|any one|any|one|an individual|an|a|single|one single) order\b",
        r" \1\2 by order ",
    ),
    # "the most items in one order": in a single one (the largest of them), not an average per order
    (
        r"\b(most|fewest|max|maximum|min|minimum|biggest|largest|highest|lowest|smallest)\b(.{0,40}?)"
        r" in (?:one|a) (?=(?!day\b|week\b|month\b|year\b)[a-z]{3,}\b)",
        r" \1\2 in a single ",
    ),
    # "how many items are there in an average order", "how many items does the average order contain": items
    # per order, averaged
    (
        r"\bhow many (items|products|things|jaffles|drinks|sandwiches)(?: are there| are| were| go| went)?"
        r" (?:in|on|into) (?:an?|the|our) (?:average|mean|avg\.?) (order|basket|visit|transaction)\b",
        r" average number of \1 per \2 ",
    ),
    (
        r"\bhow many (items|products|things|jaffles|drinks|sandwiches) (?:does|do|did|would|will)"
        r" (?:an?|the|our) (?:average|mean|avg\.?) (order|basket|visit|transaction)"
        r" (?:contain|have|include|hold|get)\b",
        r" average number of \1 per \2 ",
    ),
    (r"\b(?:in|on) (?:an|a|one|the average|an average) (?=[a-z]{3,}\b)", " per "),
    (r"\b(biggest|largest|smallest|highest|lowest|priciest|cheapest) (?:single|individual|one)\b", r" \1 "),
    (r"\b(?:biggest|greatest)\s+order\b(?!s)", " largest order "),
    # "how many products are on the menu": the products themselves (the menu is their list)
    (r"\b(products|dishes) (?:(?:that |which )?(?:are|is) )?(?:on|in) (?:the|our) menu\b", r" \1 "),
    (
        r"\b(?:items|things|options|choices|offerings) (?:(?:that |which )?(?:are|is) )?"
        r"(?:on|in) (?:the|our) menu\b",
        " products ",
    ),
    # "customers with more than $500 in orders", "clients who have $1,000 or more of purchases": what they
    # spent over all their orders (the sum of their order totals), not a number of orders
    (
        r"\b(customers|clients|guests|buyers|shoppers|people)(?: who| that| which)?"
        r" (?:with|having|have|has|had|placed|made)"
        r" ((?:more than|over|above|under|below|less than|at least|at most|upwards of) )?"
        r"(\$\d[\d,]*(?:\.\d+)?\+?|\d[\d,]*(?:\.\d+)? (?:dollars|bucks))( or (?:more|less|above|below))?"
        r" (?:in|of|worth of|on) (?:their |total )?(?:orders|purchases|spending|spend|sales)\b",
        lambda m: f" {m.group(1)} who spent {m.group(2) or ''}{m.group(3)}{m.group(4) or ''} ",
    ),
    # "products that cost more than $10": their menu price
    (
        r"\b(products|dishes|drinks|jaffles|beverages)(?: that| which)?"
        r" (?:cost|costs|sell for|sells for|go for)"
        r" (?=more|less|over|under|above|below|at least|at most|exactly|\$)"
        r"(?![^?!,]{0,40}\bto (?:make|produce|prepare)\b)",  # "... to make": the cost of one unit
        r" \1 priced ",
    ),
    (
        r"\b(products|dishes|drinks|jaffles|beverages) (priced .{3,30}?) (?:on|in) (?:the|our) menu\b",
        r" \1 \2 ",
    ),
    (r"\b([a-z]+s) (?:that|which) (?:are|were) (large|big|small)\b", r" \2 \1 "),
    # "returning customers vs new ones": "ones" stands for the noun said just before
    (
        r"\b([a-z]+s) (vs|versus|and|or|against|compared to|compared with) (?:the )?([a-z]+) ones\b",
        r" \1 \2 \3 \1 ",
    ),  # "orders that are large"  # the layer's "largest order"
    (  # "unit cost": the cost of one unit (not inside a longer name: "supply unit cost")
        r"(^|\b(?:the|a|an|our|its|what|whats|is|of|and|by|per|average|mean|median|lowest|highest) )"
        r"unit (cost|price|margin|profit)s?\b",
        r" \1\2 per unit ",
    ),
    (r"\b(cost|costs) (?:us |you |them )?to (?:make|produce|prepare)\b", r" \1 per unit "),
    (  # "products that cost more than $2 each to make": the cost of one unit, compared
        r"\b(cost|costs) (?:us |you |them )?((?:more|less) than|over|under|at least|at most|above|below) "
        r"(\$?\d+(?:\.\d+)?(?: dollars?)?) (?:each |apiece |a unit |per unit |a piece )?"
        r"to (?:make|produce|prepare)\b",
        r" \1 per unit \2 \3 ",
    ),
    (
        r"\b(?:most |more )?(?:expensive|costly|priciest|pricey|costliest)((?: [a-z]+)?)"
        rf"{_FOR_US} to (?:make|produce|prepare)\b",
        r" highest\1 cost per unit ",
    ),
    (
        rf"\b(?:least |less )(?:expensive|costly)((?: [a-z]+)?){_FOR_US} to (?:make|produce|prepare)\b",
        r" lowest\1 cost per unit ",
    ),
    (
        rf"\b(?:cheap|cheapest|cheaper)((?: [a-z]+)?){_FOR_US} to (?:make|produce|prepare)\b",
        r" lowest\1 cost per unit ",
    ),
    # "food revenue in 2020 as a share of the total": the share of it (of the same measure, unfiltered)
    (
        r"^(.+?),? (?:(?:shown|expressed|given|presented|displayed) )?as (?:an? )?"
        r"(?:share|percentage|percent|fraction|proportion|pct)s? of (?:the |our )?"
        r"(?:overall |grand |whole |entire |year'?s |yearly |annual |all "
        r"|(?:each|that|the|every|its) (?:year|month|quarter|week|day)'?s )?(?:total|everything)\b"
        r"(?! (?:revenue|sales|orders|order|tax|cost|profit|spend|items|units)\b)(.*)$",
        r"share of \1\2",
    ),
    # "what share of the order total was the tax": the tax over that figure, not a share per order total
    (
        r"\bwhat (?:share|fraction|proportion|percentage|percent|part|pct) of (?:the |our |all )?"
        r"([a-z][a-z0-9 ]*?)"
        r",? (?:was|were|is|are|went (?:to|on)|came from|comes from"
        r"|(?:was |were |is |are )?(?:accounted for|made up|taken up) by)"
        r" (?:the |sales )?tax(?:es)?(?: itself| paid| alone)?\b",
        r" tax as a share of \1 ",
    ),
    # "tax at each store as a share of that store's takings": of its own takings (the member of the row)
    (
        r"\b(share|percentage|percent|fraction|proportion|pct|ratio) (of|to) (?:that|the|this|the same)"
        r" (?:store|shop|location|branch|product|item|customer|month|quarter|year|day|week)(?:'s|s')"
        r" (?:own )?",
        r" \1 \2 its ",
    ),
    # "food as a share of sales": the share of sales from food
    (
        r"(?<!\bof )(?<!\bon )(?<!\bper )\b(?!(?:revenue|sales|orders?|tax|taxes|costs?|profit|spend"
        r"|total|that|it|this|income|items|units|margin|gross|goods)\b)([a-z]+)"
        r" as (?:an? )?(?:share|percentage|percent|fraction|proportion|pct) of"
        r" (?:total |all |our |the )?(revenue|sales|orders|items sold|units sold)\b",
        r" share of \2 from \1 ",
    ),
    # "Q4 2020 revenue minus its Q4 2019 revenue", "Chicago's 2020 orders minus its 2019 orders", "revenue in
    # 2020 minus revenue in 2019": one measure in two periods, the later minus the earlier
    (
        rf"\b(?:(\w+)'s )?({_PERIOD}) (\w+(?: \w+)?) (?:minus|less) (?:its |the |their |our )?"
        rf"({_PERIOD}) \3\b",
        lambda m: _later_minus(m, 3, 2, 4),
    ),
    (
        rf"\b(?:(\w+)'s )?(\w+(?: \w+)?) (?:in|for|during) ({_PERIOD}) (?:minus|less)"
        rf" (?:its |the |their |our )?\2 (?:in|for|during) ({_PERIOD})\b",
        lambda m: _later_minus(m, 2, 3, 4),
    ),
    # "brooklyn revenue minus philly revenue", "dec 2020 orders minus nov 2020 orders": the first one's figure
    # less the second's (the same measure said on both sides)
    (
        r"^(?:(?:what|how much) (?:is|was|were|'s) |whats )?(?:the )?(.+?) (revenue|sales|orders|tax|profit"
        r"|customers|items|units|spend) minus (?:the )?(.+?) \2\b(.*)$",
        lambda m: (
            f"how {'many' if m.group(2) in {'orders', 'customers', 'items', 'units'} else 'much'} more"
            f" {m.group(2)} did {m.group(1)} do than {m.group(3)}{m.group(4)}"
        ),
    ),
    (r"\bin (?:\$|usd|dollars?)(?=\s*[?.!]*\s*$)", " "),  # "..., in $": money, as it is
    # "revenue growth from 2019 to 2020, in percent": a growth is a percentage already (not a share)
    (
        r"\b(growth|grew|change|changed|increase|increased|decrease|decline|declined|drop|dropped|rise"
        r"|rose)\b"
        r"(.*?),? (?:in |as an? |as |by )?(?:percent|percentage|pct)(?: terms)?\b",
        r"\1\2",
    ),
    (r"\s/\s", " divided by "),  # "tax / pre-tax sales"
    # "cogs relative to revenue": one measure over the other (a year "relative to 2018" is a comparison)
    (
        r"\b(?:relative|in relation|in proportion) to (?=(?:the |our |total |overall |all )*(?:pre-?tax )?"
        r"(?:revenue|sales|order totals?|tax(?:es)?|cogs|(?:supply |order )?costs?|gross profit|turnover)\b)",
        " as a fraction of ",
    ),
    # "what share of lifetime spend belongs to the biggest customer": comes from it
    (
        r"\b(share|fraction|proportion|percentage|percent)\b(.*?)"
        r"\b(?:belongs? to|belonged to|is held by|sits with)"
        r" (?=(?:the |our |a |one )?(?:single |very )?(?:top|biggest|largest|best|leading|highest|\d))",
        r"\1\2comes from ",
    ),
    # "revenue divided by the number of active customers": the measure per one of them
    (
        r"\bdivided by (?:the )?(?:total )?(?:number|count|no\.?) of (?:the |our |all )?"
        r"((?:[a-z-]+ ){0,2}?[a-z]+?)s\b",
        r" per \1 ",
    ),
    (r"\s*(?:->|=>|→)\s*", " to "),  # "q3 -> q4"
    (r"\b(?:open|opened|opens) (?:its|their|the) doors\b", " opened "),  # "when did chicago open its doors"
    # "which store is the newest one": the store opened most recently
    (
        r"\b(stores?|shops?|locations?|branch(?:es)?|outlets?|restaurants?|cafes?) (?:is|was|are|were)"
        r" (?:the )?(newest|youngest|oldest)(?: (?:one|ones))?\b",
        lambda m: f" {m.group(1)} {'most' if m.group(2) != 'oldest' else 'least'} recently opened ",
    ),
    (r"\b(rank|sort|order|list) (?:the |all |our )?(?:week ?days|days of the week)\b", r" \1 each weekday "),
    (r"\b(?:went|go|goes|going|gone) out the door\b", "went out"),
    (r"\b(day|week|month|quarter|year) (?:by|to|after) \1\b", r" by \1 "),  # "month by month"
    # "$80k", "2.5k": thousands
    (
        r"(?<![\w.])(\$?)(\d+(?:\.\d+)?)\s?k\b",
        lambda m: f" {m.group(1)}{float(m.group(2)) * 1000:g} ",
    ),
    (r"\$\s?(\d+(?:\.\d+)?)\s?\+", r" $\1 or more "),  # "$20+"
    (r"(\$\s?\d+(?:\.\d+)?)[- ]?(?:plus|and (?:up|above|over))\b", r" \1 or more "),  # "$20-plus"
    # "50 bucks and up", "40 dollars plus": the amount or more
    (r"\b(\d+(?:\.\d+)?) ?(?:dollars?|bucks|usd)[- ]?(?:plus|and (?:up|above|over))\b", r" $\1 or more "),
    (r"(?<![\d$.])(\d+)-plus\b", r" \1 or more "),  # "10-plus items"
    # "on a sat or sun", "saturdays or sundays": the weekend
    (
        r"\b(?:on )?(?:a |the )?(?:sat|saturday)s?(?: or | ?/ ?| ?\+ ?| and | ?& ?)(?:a |the )?"
        r"(?:sun|sunday)s?\b"
        r"(?! (?:each|separately|apart|individually)\b)",
        " on weekends ",
    ),
    # "fy2020", "fy 20": a fiscal year said for a calendar year
    (r"\bfy\s?['’]?((?:19|20)\d\d)\b", r" \1 "),
    (r"\bfy\s?['’]?(\d\d)\b", r" 20\1 "),
    # "summer 19 vs summer 20", "q3 20": a year cut to two digits after a season, quarter or half
    (
        r"\b(spring|summer|autumn|fall|winter|q[1-4]|h[12]) (?:of )?([0-3]\d)\b"
        r"(?! ?(?:%|percent|days?|weeks?|months?|years?|orders?|items?|customers?|stores?|am|pm|st|nd|rd"
        r"|th)\b)",
        r" \1 20\2 ",
    ),
    (r"\b(?:one|1)[- ]?timers?\b", " one-time customers "),  # "one-timers"
    # "one-order customers", "single-purchase buyers": the one-time customers
    (
        r"\b(?:one|1|single)[- ](?:order|purchase|visit)"
        r"(?= (?:customers?|clients?|buyers?|shoppers?|guests?)\b)",
        " one-time ",
    ),
    # "what share of our customers are repeat buyers", "became repeat customers": the returning customers
    (
        r"\b(are|were|is|was|became|become|becomes|turned into|turn into|count as|counted as)"
        r" (?:repeat|returning) (?:buyers|purchasers|shoppers|clients|customers|guests|patrons)\b",
        r"\1 returning customers",
    ),
    # "of everyone acquired in 2019", "all those we gained in Q1": the customers acquired
    (
        r"\b(?:everyone|everybody|all those|all the people|those)"
        r"(?= (?:(?:that|who|whom) )?(?:we )?(?:acquired|gained|won|onboarded|signed up|brought in)\b)",
        " customers",
    ),
    # "our most valuable customer by lifetime spend": the top one by that figure
    # "our five most valuable customers": the ones who spent the most (a customer's value is their spend)
    (r"\b(?:the )?most valuable (?=(?:customer|client|guest|patron|regular|shopper)s?\b)", " top spending "),
    (
        r"\b(?:the )?least valuable (?=(?:customer|client|guest|patron|regular|shopper)s?\b)",
        " lowest spending ",
    ),
    (r"\b(?:the )?most valuable\b", " top "),
    (r"\b(?:the )?least valuable\b", " bottom "),
    (r"\bppl\b|\bfolks\b", "people"),
    # "new faces we picked up", "familiar faces": customers, new or returning
    (r"\b(?:new|fresh) faces\b", "new customers"),
    (r"\b(?:familiar|regular|repeat|returning) faces\b", "returning customers"),
    (r"\bfaces\b", "customers"),
    (r"\bremit(?:s|ted|ting)?\b", " paid "),  # "tax remitted"
    # "rung up", "ring up": sold (at the till)
    (r"\b(?:rung|rang|ring|rings|ringing) up\b", " "),
    # "how many tickets did Brooklyn ring", "nights the chain rang 200+ tickets": had (a till's verb)
    (
        r"\b(?:rung|rang|ring|rings|ringing)(?: (?:in|through|out))?\b(?! (?:road|light|donut|doughnut)s?\b)",
        " have ",
    ),
    # "takings over every store": the stores taken together ("for every store" is a row each)
    (r"\b(?:across|over) every (?:single )?(?:store|shop|location|branch|outlet)\b(?![-\w])", " "),
    # "for the whole chain", "chain-wide": all stores, no filter
    (r"\b(?:for |across |at |in )?(?:the |our )?(?:whole |entire )?chain(?:[- ]?wide)?\b", " "),
    (r"(?<=\d),(?=\d{3}(?:\D|$))", ""),  # "$3,000": a thousands separator, one number
    (r"(?<![\d$.])(\d+)\s?\+(?=\s|$|[,.?!)])", r" \1 or more "),  # "10+ times": ten or more
    # "never came back after their first order": the one-time customers
    (
        r"\b(?:customers |people |ppl |folks |shoppers )?(?:who |that )?never"
        r" (?:came|come|comes|returned|return|ordered|order|bought)(?: back| again)?"
        r"(?: after (?:their|the|a|his|her) (?:first|1st|initial) (?:order|visit|purchase))?\b",
        " one-time customers ",
    ),
    # "ordered more than once": more than one time
    (
        r"\b(more than|at least|over) (once|twice)\b",
        lambda m: f" {m.group(1)} {1 if m.group(2) == 'once' else 2} times ",
    ),
    # "bought more than 3 times": placed that many orders
    (
        r"\b(?:bought|purchased|visited|shopped|came in|came by)"
        r"(?=\s+(?:more than|at least|over|fewer than|less than|exactly|at most|under)\s+\d+\s+times\b)",
        " ordered ",
    ),
    # "customers who haven't ordered since 2018": their last order was in 2018 or before
    (
        r"\b(?:who |that )?(?:have not|haven'?t|has not|hasn'?t|did not|didn'?t|not)"
        r" (?:ordered|bought|purchased|visited|shopped|been back|come back|returned)"
        r"(?: (?:anything|again|with us))? since ((?:19|20)\d\d)\b",
        r" with last order up to \1 ",
    ),
    # "exactly two orders", "with three items": a count said in words is that number
    (
        r"\b(exactly|over|under|more than|fewer than|less than|at least|at most|with|had|has|have|having"
        rf"|contained|containing|contains)((?: just| only)?) ({alternation(_COUNT_WORDS)})"
        r"\b(?= (?:\w+ )?(?:orders?|items?|products?|visits?|purchases?|times?)\b)",
        _count_in_words,
    ),
    # "orders that had just 1 item": exactly that many ("just" only stresses it)
    (r"\b(had|has|have|with|having|contained|containing|contains) (?:just|only) (?=\d)", r" \1 "),
    (
        r"\b(had|has|have|with|having|contained|containing|contains) (?:just |only )?(?:a|one)"
        r" (?:single|sole|lone) (?=(?:items?|products?|orders?|visits?|purchases?)\b)",
        r" \1 1 ",
    ),
    (r"\b(\d+) times or (more|fewer|less)\b", r" \1 or \2 times "),  # "10 times or more": 10 or more times
    # "ordered 10 or more times": the customers' lifetime orders
    (
        r"\b(?:(?:who|that|which)\s+)?(?:(?:have|has|had)\s+)?(?:ordered|purchased|bought"
        r"|visited)\s+(\d+)\s+or\s+more\s+times\b",
        r" with lifetime orders of at least \1 ",
    ),
    (
        r"\b(?:(?:who|that|which)\s+)?(?:(?:have|has|had)\s+)?(?:ordered|purchased|bought|visited)\s+(\d+)"
        r"\s+or\s+(?:fewer|less)\s+times\b",
        r" with lifetime orders of at most \1 ",
    ),
    # "placed 10 or more orders": at least 10 of the noun that follows (the noun then names what is compared)
    (
        rf"(?<![$\d.])\b(\d+) or more (?={_COUNTED_NOUNS}\b)",
        r" at least \1 ",
    ),
    (
        rf"(?<![$\d.])\b(\d+) or (?:fewer|less) (?={_COUNTED_NOUNS}\b)",
        r" at most \1 ",
    ),
    # "spent more than $200 over their lifetime": their lifetime spend is above it
    (
        r"\b(?:(?:who|that|which) )?(?:(?:have|has|had) )?(?:spent|spend|spending)"
        r" ((?:more|less|over|under|above|below|at least|at most|exactly)\b[^,;]{0,20}?)"
        r" (?:over|in|across|during) (?:their|his|her|its|a) (?:whole |entire )?lifetime\b",
        r" with lifetime spend \1 ",
    ),
    # "since the start", "from the very beginning": every date there is
    (r"\b(?:ever )?(?:since|from) (?:the )?(?:very )?(?:start|beginning|launch|outset|day one)\b", " "),
    # "perishable supplies in the vanilla ice": the ones that go into it
    (
        r"^(?:(?:list|show|name) (?:me )?(?:the |all )?|(?:what|which) are (?:the )?|the )?((?:\w+ )?)"
        r"(supplies|ingredients) (?:in|of|inside|used in|used for|for) (the|a|an|one|our) ",
        r" which \1\2 go into \3 ",
    ),
    # "each product's unit cost (the sum of its supplies)": an aside saying the figure is a sum of parts
    (
        r"\(\s*(?:i\.?e\.?,? |that is,? )?(?:the |a )?(?:sum|total) of (?:all )?(?:its|their|the) [a-z ]+\)",
        " ",
    ),
    # "how many different supplies (each supply name once)": an aside restating that each is counted once
    (
        r"\b(different|distinct|unique)\b([^()]*?)\s*\(\s*(?:counting\s+|count\s+)?(?:each|every)\s+[a-z ]+?"
        r"\s+(?:only\s+|just\s+)?once\s*\)",
        r"\1\2 ",
    ),
    # "perishable cost of one doctor stew": the cost of one, its perishable supplies only
    (r"\bcost (?:of|for) (?:one|a single|a|an|each) (?=[a-z])", " cost per unit of "),
    # "what did the jaffles sold in Q1 cost us in supplies": the supply cost of the items of that kind sold
    (
        r"\bwhat (?:did|do|does|have|has) (?:the |our |all |all the )?(.+?) cost"
        r" (?:us |the business |the company )?(?:in|for)"
        r" (?:supplies|ingredients|supply costs?|ingredient costs?)\b",
        r" supply cost of \1 ",
    ),
    # "the supply cost of the jaffles sold": of the jaffles ("jaffles sold" would be their count)
    (
        r"\b((?:supply|supplies|ingredient|ingredients) costs?|cost of (?:supplies|ingredients))"
        r" (?:of|for|on) (?:the |our |all |all the )?"
        r"(?!(?:the|our|all|items|units|goods|products)\b)([a-z]+(?: items)?)"
        r" (?:that |which )?(?:we |were |got |have been |had been )?sold\b",
        r" \1 of \2 ",
    ),
    # "least popular jaffle (units)", "... drinks (hour)": a one-word aside says what to rank or group by
    (
        r"\(\s*(?:by |in |per )?(units?|items|quantity|volume|count|revenue|sales|hours?|weekdays?|days?"
        r"|weeks?|months?|quarters?|years?|store|product)\s*\)",
        r" by \1 ",
    ),
    (r"\bwhat time (?:of (?:the )?day )?(?=(?:do|did|does|are|is|were|was)\b)", " which hour "),
    # "weekday orders before 10am": the orders on weekdays (Monday to Friday), not a row a weekday
    (
        r"(?<!vs )(?<!versus )(?<!and )(?<!or )(?<!by )(?<!per )(?<!each )(?<!which )(?<!what )"
        r"\bweekday (orders|revenue|sales|items|customers|aov|traffic|takings)\b(?! (?:vs|versus|and|or)\b)",
        r" \1 on weekdays ",
    ),
    # "jaffles we've ever sold": the jaffles sold
    (
        r"(?<!the )\b([a-z]+s) (?:(?:that|which) )?"
        r"(?:(?:we|you|they)(?:'ve| have| had|'d)? |(?:have|had) (?:we|you|they) )?"
        r"(?:ever |already |so far )?(sold|ordered|bought|purchased)\b",
        r" \1 \2 ",
    ),
    (r"\bone[- ]and[- ]done(?: customers?)?\b", " one-time customers "),
    # "repeat vs one-time customers": both kinds of customer
    (
        r"\b(repeat|returning|new|one-time|first-time|loyal|regular) (vs|versus|and|or|compared to|against)"
        r" (repeat|returning|new|one-time|first-time|loyal|regular) (customers|shoppers|buyers|guests)\b",
        _two_kinds,
    ),
    # "revenue per weekend day": per day, over the weekend days
    (r"\bper (weekend|weekday) day\b", r" per day on \1s "),
    # "how many adele-ades went out": were sold (left the counter)
    (
        r"\b(?:went|go|goes|going|gone) out(?= (?:in|on|during|at|from|last|this|per|each|by)\b|[?.!]?$)",
        " sold ",
    ),
    # "customers we picked up in 2019": the ones won then (their first order)
    (r"\b(?:pick|picks|picked|picking) up\b|\b(?:sign|signed|signing) up\b|\bbring on\b", " acquired "),
    # "which store has the most loyal customers": its returning customers, counted (not one customer)
    (
        r"\b(has|have|had|with|gets?|got|keeps?|kept) (?:the )?most loyal"
        r" (customers|shoppers|guests|regulars)\b",
        r" \1 the most returning customers ",
    ),
    # "our most loyal customer": the one with the most orders
    (r"\b(?:the |our )?(?:most|more) loyal (customers?|shoppers?|guests?)\b", r" \1 with the most orders "),
    # "average orders on a monday in 2019": per day, over the Mondays (not an average that is per order
    # already: "the average order total on Fridays" is over the Fridays' orders)
    (
        r"\b(average|mean|typical)\b((?:(?!\bper\b|\border (?:totals?|values?|sizes?|amounts?)\b|\bbaskets?\b"
        r"|\btickets?\b|\bspend per\b).)*?) (?:on|per) (?:a |an |each |every |the average )?"
        r"(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b",
        r" \1\2 per day on \3s ",
    ),
    # "how many more orders in 2019 than in 2018": the difference between the two years
    (
        rf"\bhow (?:many|much) (?:more|fewer|less) (.+?) (?:in|during|for) ({_PERIOD}) than"
        rf" (?:in |during |for )?({_PERIOD})\b",
        r" absolute growth in \1 from \3 to \2 ",
    ),
    # "q1 and q2 2020", "nov vs dec 2019": the year said once is both periods'
    (
        rf"\b(q[1-4]|(?:{_MONTH_NAMES})[a-z]*) (and|vs|versus|to|through|compared to|or) "
        rf"(q[1-4]|(?:{_MONTH_NAMES})[a-z]*) ((?:19|20)\d\d)\b",
        r" \1 \4 \2 \3 \4 ",
    ),
    # "(q2 minus q1)": which way round a difference of two periods goes (not "(price minus cost)")
    (
        rf"\(\s*(?:{_PERIOD}|q[1-4]|(?:{_MONTH_NAMES})[a-z]*)"
        rf" minus (?:{_PERIOD}|q[1-4]|(?:{_MONTH_NAMES})[a-z]*)\s*\)",
        " ",
    ),
    # "the difference in revenue between 2019 and 2020": the later minus the earlier
    (
        rf"\b(?:the )?(?:\$ |dollar )?difference (?:in|of) (.+?) between\s+({_PERIOD})\s+and\s+({_PERIOD})\b",
        _difference,
    ),
    (rf"\b(?:the )?(\w+(?: \w+)?) difference between\s+({_PERIOD})\s+and\s+({_PERIOD})\b", _difference),
    (
        rf"\b({_PERIOD}) (?:vs|versus|compared to|against) ({_PERIOD}) (.+?),? (?:the )?(?:\$ |dollar )?"
        r"difference\b",
        lambda m: _difference_of(m.group(3), m.group(1), m.group(2)),
    ),
    # "how much more revenue did 2020 make than 2019": the same difference, the periods as subjects
    (
        rf"\bhow (?:many|much) (?:more|fewer|less) (.+?) (?:did|does|do) ({_PERIOD}) (?:bring in|bring|make"
        rf"|do|generate|see|have|get|produce|take in|rake in|pull in) than"
        rf" (?:in |during |for )?({_PERIOD})\b",
        r" absolute growth in \1 from \3 to \2 ",
    ),
    # "how much higher was 2020 revenue than 2018's", "how much lower were orders in Q2 than in Q1": the
    # difference between the two periods' figures, the first said less the second (positive when "lower")
    (
        rf"\bhow (?:many|much) (higher|greater|bigger|larger|more|lower|smaller|less) (?:was|were|is|are)"
        rf" (?:the |our )?(?:({_PERIOD})(?:'s|s)? (.+?)|(.+?) (?:in|during|for) ({_PERIOD}))"
        rf" than (?:it was |they were )?(?:in |during |for )?(?:that of |those of |the )?"
        rf"({_PERIOD})(?:'s|s)?\b(?!.*\b(?:percent|percentage|rate)\b)",
        _higher_than,
    ),
    # "how much did orders change from 2019 to 2020": by how much the order count changed, not money
    (
        r"(?<!\bby )\bhow much (did|has|have|had) (.+?) (change[ds]?|var(?:y|ied)|move[ds]?|shift(?:ed)?)\b",
        r"by how much \1 \2 change",
    ),
    # "by how much did revenue go up between 2019 and 2020": the later figure less the earlier one
    (
        rf"\b(?:by )?how (?:many|much) (?:did|has|have) (?:the |our )?(.+?) (go up|rise|risen|increased?"
        rf"|grow|grown|climb(?:ed)?|jump(?:ed)?|go down|fall|fallen|drop(?:ped)?|declined?|decreased?"
        rf"|shrunk|shrink)"
        rf"(?: by)? (?:between|from) ({_PERIOD}) (?:and|to) ({_PERIOD})\b"
        r"(?!.*\b(?:percent|percentage|rate)\b)",
        _went_up_by,
    ),
    # "how much of 2020's revenue, in percentage terms, did drinks account for": the part's share of it
    (
        r"\bhow (?:much|many) of (.+?),? (?:(?:in )?(?:percentage|percent|%) terms,? "
        r"|as a (?:percent(?:age)?|share|fraction),? )?(did|do|does|has|have) (.+?)"
        r" (account(?:ed)? for|make up|made up|represent(?:ed)?"
        r"|contribute(?:d)?)\b",
        r" what share of \1 \2 \3 \4 ",
    ),
    # "over its full three-year history", "in our 3-year life": the whole of the data, not a breakdown by year
    (
        r"\b(?:over |in |during |across )?(?:its |our |the |their )?(?:full |whole |entire |complete )?"
        r"(?:\d+|two|three|four|five|six|seven|eight|nine|ten)[- ]year (?:history|life|lifetime|existence|run"
        r"|track record|record)\b",
        " all time ",
    ),
    # "where does our all-time cumulative revenue stand today": the total to date, one figure
    (
        r"\b(?:where|what) (?:does|do|did) (.+?) stand (?:today|now|currently|at present|as of today)\b",
        r" \1 ",
    ),
    (
        r"\ball[- ]time (?:cumulative|running|accumulated) (?=\w)(?!.*\b(?:every|each|by|per|over time|daily"
        r"|weekly|monthly|quarterly|yearly|annually|days?|weeks?|months?|quarters?|years?)\b)",
        " all time total ",
    ),
    # "what did an average 2020 order bring in": revenue per order; "what is a customer worth over their
    # lifetime": the average customer's lifetime spend
    (
        r"\b(?:what|how much) (?:did|does|do|would|will|is|was) (?:an?|the|our)"
        r" (?:average|typical|mean|normal) ((?:\w+ )?)(?:order|visit|transaction|basket|sale)"
        r" (?:bring|brings|bringing|make|makes|generate"
        r"|generates|earn|earns|take|takes)(?: in| us| for us)?\b",
        r" average revenue per order \1 ",
    ),
    (
        r"\b(?:what(?:'s|s| is| was| are| were)|how much (?:is|was|are|were)) (?:an?|the|our|each)"
        r" (?:average |typical )?customers?"
        r" worth(?: to us)?(?: on average)?"
        r"(?: over (?:their|its|his|her|a|the) (?:lifetime|life|whole time))?\b",
        " average customer lifetime value ",
    ),
    # "stores opened from 2018 onwards": since then, the start of 2018 included
    (rf"\b(?:(?:from|since|starting(?: in| from)?) )?({_PERIOD}) on(?:wards?)\b", r" since \1 "),
    # "grew the most, in relative terms": in percent; "growth relative to 2019": against it
    (r",?\s*\bin relative terms\b,?", " in percent "),
    (r"\brelative to\b", " compared to "),
    # "same again but for order counts": for the number of orders (not a count per order)
    (r"\bfor (?:the )?(order|customer|store|product|item)[- ]counts?\b", r" the number of \1s "),
    # "average revenue per trading store": per store (an average over the stores with orders already)
    (r"\b(per|each|every|an?) (?:trading|active|operating|open) (store|shop|location|branch)\b", r" \1 \2 "),
    # "was revenue in 2019 higher than in 2018?": both figures, side by side
    (
        rf"\b(?:was|were|is|are) (?:the |our )?(.+?) (?:in|for|during) ({_PERIOD}) (?:higher|lower|bigger"
        rf"|smaller|greater|larger|more|less|up|down) (?:than|compared to|vs)"
        rf" (?:in |for |during |that of |the )?({_PERIOD})\b",
        r" \1 in \2 vs \3 ",
    ),
    (r"\b(?:is|was) it (?:true|right|correct|the case) that\b", " "),
    # "our biggest earner", "the top money-maker", "pulls in the most cash": the highest revenue
    (
        r"\b(?:the |our )?(?:biggest|top|best|largest|highest|main|number one|no\.? ?1)"
        r" (?:earner|money[- ]?maker|revenue (?:generator|earner|driver)|cash cow|breadwinner)\b",
        " the highest revenue ",
    ),
    (
        r"\b(?:pulls?|brings?|rakes?|takes?|makes?) in the (most|least) (?:cash|money|dollars)\b",
        lambda m: " has the highest revenue " if m.group(1) == "most" else " has the lowest revenue ",
    ),
    (r"\bsoftest\b", " lowest "),
    # "the mean value of an order": the average order value
    (
        r"\b(?:the )?(?:mean|average|avg\.?|typical) value of (?:an?|each|one|the)"
        r" (?:order|sale|transaction)\b",
        " average order value ",
    ),
    # "average order value ..., tax excluded": revenue per order (the order value without its tax)
    (
        r"\b(?:average|mean|avg\.?) order value\b(?=.*\b(?:(?:excl(?:uding|\.)?|before|without|ex|pre|less"
        r"|net of)[- ](?:sales )?(?:tax|vat)|(?:tax|vat) excluded)\b)",
        " average revenue per order ",
    ),
    # "came only the once", "visited just the once": one order, the one-time customers
    (
        r"\b(?:came|visited|ordered|bought|shopped)(?: (?:in|here|with us|from us))?"
        r" (?:only|just) (?:the )?once\b",
        " ordered only once ",
    ),
    # "how many A and B in total, each": a total for each of them
    (r"\b(?:in total|altogether|all told),? (?:for )?(each|apiece|separately|individually)\b", r" \1 "),
    # "the most recent 30 days": the last 30 days (not a ranking)
    (
        r"\b(?:the )?(?:most recent|latest) (\d+|[a-z]+) (days|weeks|months|quarters|years)\b",
        r" the last \1 \2 ",
    ),
    # "came back for a second order": returning customers
    (
        r"\b(?:came|come|comes|coming) back(?: (?:for|to place|and placed|and made)"
        r" (?:a |another |one more )?(?:second|2nd|repeat|another|new)? ?(?:order|visit|purchase|time))?\b",
        " returning ",
    ),
    (r"\b(?:the )?sum of\b|\badd(?:ing)? up\b", " total "),
    (r"\b(?:our |the )?customers' (?=lifetime\b)", " "),  # "customers' lifetime spend": theirs already
    (r"\b(?:quarter|q)\s+([1-4])(?=\s+(?:of\s+|in\s+)?(?:19|20)\d\d\b)", r" q\1 "),  # "qtr 2 2020"
    (r"\bshares\b", " share "),  # "as shares": each row's share
    (r"\b(?:contained|containing|contains|included|includes) (both|either|any|a|an|some)\b", r" had \1 "),
    # "the amount customers paid us": what they paid, the order totals
    (
        r"\b(?:total )?(?:amount|money|dollars) (?:that )?(?:\w+ )?(?:paid|spent)(?: us| with us)?\b",
        " order total ",
    ),
    (r"\btax included\b|\bwith tax\b", " including tax "),
    # "the price gap between our most and least expensive jaffle": the range of the jaffles' prices
    (
        r"\b(price|cost)s? (?:gap|difference|spread) between (?:the |our )?"
        r"(?:most|highest|priciest|dearest|costliest)(?: expensive| priced)? and (?:the |our )?"
        r"(?:least|lowest|cheapest)(?: expensive| priced)? ([a-z]+)\b",
        r" range of \2 \1s ",
    ),
    # "busiest hour, if you take every shop and every year together": the whole business, no breakdown
    (
        r",?\s*\b(?:if|when) (?:you |we )?(?:take|put|count|lump|add|pool)"
        r" (?:every|all(?: of)?(?: the)?|each) (?:stores?|shops?|caf[eé]s?|locations?|branch(?:es)?)"
        r"(?: and (?:every|all(?: of)?(?: the)?|each)"
        r" (?:years?|months?|days?))? (?:together|in|up|combined)\b",
        " ",
    ),
    # "did all the stores together take ...": the whole business, not a breakdown by store
    (
        r"\b(did|do|does|have|had|will|would) (?:all (?:of )?)?(?:the |our )?"
        r"(?:stores|shops|locations|branches|outlets|restaurants) (?:together|combined|between them)\b",
        r" \1 we ",
    ),
    # "units of products priced at $6 or more": the units so priced (a filter, not a breakdown by product)
    (
        r"\b(units|items) of (?:the |our )?(?:products|items|menu items|dishes)"
        r" (?:that (?:are|were) )?(?=priced\b)",
        r" \1 ",
    ),
    # "the newest store", "stores from newest to oldest": by the date each opened
    (r"\b(?:from )?(newest|oldest) (?:to|through) (?:newest|oldest)\b", r"\1 first "),
    # "one row per quarter, newest quarter first": an order in time, not the latest quarter
    (
        r"\b(oldest|earliest|newest|latest|most recent) (?:hour|day|date|week|month|quarter|year)s? first\b",
        r" \1 first ",
    ),
    (_STORE_AGE, _store_age),
    # "our newest customer", "the last to place a first order": by the date each customer joined
    (
        r"\b(?:the |our )?(newest|latest|most recent|oldest|earliest)(?= (?:\w+ )?customers?\b)",
        lambda m: (
            " most recently joined "
            if m.group(1) in {"newest", "latest", "most recent"}
            else " least recently joined "
        ),
    ),
    (
        r"\b(customers?) (?:is|was|are|were) (?:the )?(newest|latest|most recent|oldest|earliest)\b",
        lambda m: (
            f" {m.group(1)} "
            + ("joined most recently" if m.group(2)[0] in "nlm" else "joined least recently")
        ),
    ),
    (
        r"\b(?:was |is )?the (last|first) (one |customer |person )?to (?:place|make|put in)"
        r" (?:a|their) first order\b",
        lambda m: (
            (" customer" if m.group(2) in {"customer ", "person "} else "")
            + (" joined most recently " if m.group(1) == "last" else " joined least recently ")
        ),
    ),
    (r"\b(?:opened|open) (?:the )?(?:first|earliest)\b", " least recently opened "),
    (r"\b(?:opened|open) (?:the )?(?:last|latest)\b(?! \w)", " most recently opened "),
    (
        r"\bcharges? (?:the )?(highest|lowest|most|least|biggest|smallest) (?:sales )?tax\b",
        r" has the \1 tax rate ",
    ),
    (r"\bbest[- ]performing\b|\btop[- ]performing\b", " top "),
    # "customers with 10 or more orders": at least that many (said after the other phrases using "or more")
    (r"(?<![\w.$])(\d+) or (?:more|above|over|higher|greater)\b(?= [a-z])", r" at least \1 "),
    (r"(?<![\w.$])(\d+) or (?:fewer|less|below|under|lower)\b(?= [a-z])", r" at most \1 "),
    # "2020 orders, first half vs second half": the halves of the year said first
    (
        r"\b((?:19|20)\d\d) (.+?),? (?:the )?(first|second|1st|2nd) half (vs|versus|and|or|against)"
        r" (?:the )?(first|second|1st|2nd) half\b",
        r" \2 \3 half of \1 \4 \5 half of \1 ",
    ),
    # "what day did LA take its very first order", "on which date did we make our last sale": that date
    (
        r"^(?:so |and |ok |okay )?(?:on )?(?:what|which) (?:day|date) did (.+?)"
        r" (?:take|get|receive|make|place|have|see|book|ring up|do) (?:its|their|our|his|her)"
        r" (?:very )?(first|last|latest|most recent)"
        r" (order|sale)s?\b",
        lambda m: f"date of the {'first' if m.group(2) == 'first' else 'last'} {m.group(3)} at {m.group(1)}",
    ),
    # "first day LA had any orders": the date of its first order
    (
        r"^(?:what was |when was )?(?:the )?(first|earliest|last|latest) (?:day|date)"
        r" (?:that |when |on which )?(.+?) (?:had|got|saw|took|made|received|placed)"
        r" (?:any |an? |its (?:first |last )?)?(order|sale)s?\b",
        lambda m: (
            f"date of the {'first' if m.group(1) in {'first', 'earliest'} else 'last'} {m.group(3)}"
            f" at {m.group(2)}"
        ),
    ),
    # "avg lifetime spend across every customer": the average over them (not a row for each)
    (
        r"\b(average|avg|mean|median)\b(.*?) (?:across|over|among) (?:every|all(?: of)?(?: the| our)?"
        r"|each of (?:the|our))\s?(customer)s?\b",
        r" \1\2 per \3 ",
    ),
    # "on average how many orders per weekend day": per a span of time, the average of the spans' figures
    (
        r"^(?:so |and )?on average,? (how (?:many|much)\b.* per (?:[a-z]+ )?(?:day|week|month|hour|quarter)\b"
        r".*?)\s*([?.!]*)$",
        r"\1 on average\2",
    ),
    # "how many orders do we usually get on a Friday ... on average" (read "per friday" above): per day,
    # averaged over the Fridays
    (
        r"\bper ((?:mon|tues|wednes|thurs|fri|satur|sun)day|weekday|weekend day)\b"
        r"(?=.*\b(?:on average|average|avg)\b)(?!.*\bper\b)",
        r"per day on \1s",
    ),
    (
        r"\b(average|avg|mean)\b((?:(?!\bper\b).)*?)"
        r"\bper ((?:mon|tues|wednes|thurs|fri|satur|sun)day|weekday|weekend day)\b(?!.*\bper\b)",
        r"\1\2per day on \3s",
    ),
    # "revenue per day running at for Q4": the rate it ran at, an average over the span's days
    (
        r"\bper ((?:[a-z]+ )?(?:day|week|month|hour))( is)? (?:running|running at|tracking|tracking at)\b",
        r"per \1 on average",
    ),
    # "on average how many drinks per order": a count per something is an average already
    (r"^(?:so |and )?on average,? (?=how (?:many|much)\b.* per \w)", ""),
    # "average revenue per jaffle sold": the revenue over the units sold
    # (a kind of item: "jaffle revenue per jaffle sold", both sides of the same kind)
    (
        r"\b(?:average |avg |mean )?(revenue|sales|income) per"
        r" (?!(?:unit|item|product|order|piece)s?\b)(\w+) (sold|ordered|bought)\b",
        r" \2 \1 per \2 \3 ",
    ),
    (
        r"\b(?:average|avg|mean) (revenue|sales|price|income) per (\w+) (sold|ordered|bought)\b",
        r" \1 per \2 \3 ",
    ),
    # "margin per cup", "cost per serving": per unit sold
    (r"\bper (?:cup|glass|serving|portion|plate|piece|sandwich|bottle|can)\b", " per unit "),
    # "orders that cost us more than $5 in supplies": their order cost
    (
        r"\b(?:cost|costs|costing) (?:us |you |them )?"
        r"(more than|over|above|less than|under|below|at least|at most) (\$?\d+(?:\.\d+)?)"
        r" in (?:supplies|ingredients|supply costs?|supply)\b",
        r" had order cost \1 \2 ",
    ),
    (r"\b(?:worst|lowest)[- ]performing\b", " bottom "),
    # "revenue with and without tax", "takings incl. tax and revenue excl. tax": both figures, the items'
    # prices (before tax) and the order totals (tax included)
    (
        r"\b(?:revenue|sales|takings|turnover|income)(?: figures?| numbers?)?,? (?:both )?(?:with and without"
        r"|including and excluding|before and after|after and before|excluding and including|without and with"
        r"|pre and post|incl and excl|excl and incl) (?:sales )?tax(?:es)?\b",
        " revenue and order totals ",
    ),
    (
        r"\b(?:takings|revenue|sales|order totals?|turnover) (?:including|with|after) (?:sales )?tax(?:es)?,?"
        r" (?:and|vs\.?|versus|plus) (?:revenue|sales|takings|turnover|the same|it)"
        r" (?:excluding|without|before) (?:sales )?tax(?:es)?\b"
        r"|\b(?:revenue|sales|takings|turnover) (?:excluding|without|before) (?:sales )?tax(?:es)?,?"
        r" (?:and|vs\.?|versus|plus) (?:takings|revenue|sales|order totals?|turnover|the same|it)"
        r" (?:including|with|after) (?:sales )?tax(?:es)?\b",
        " revenue and order totals ",
    ),
    # "order total and revenue": the order totals summed, as "revenue and order totals" reads
    (
        r"^(?:the |our )?(?:sum of |total )?order totals? and (?:the |our )?(?:revenue|sales)\b",
        " revenue and order totals ",
    ),
    (
        r"\b(?:revenue|sales|takings|turnover) (?:excluding|without|before) (?:sales )?tax(?:es)?"
        r" and (?:including|with|after) (?:sales )?tax(?:es)?\b"
        r"|\b(?:revenue|sales|takings|turnover) (?:including|with|after)"
        r" (?:sales )?tax(?:es)? and (?:excluding|without|before) (?:sales )?tax(?:es)?\b",
        " revenue and order totals ",
    ),
)
_COMPILED = tuple((re.compile(p), r) for p, r in _ABBREVIATIONS)
_PART_OF_DAY = re.compile(
    r"\b(\d{1,2})(?: ?(and|to|-|until|till|through) ?(\d{1,2}))? (?:o'?clock )?(?:in the|at) "
    r"(morning|afternoon|evening|night)\b"
)


def _clock_hours(m: re.Match[str]) -> str:
    """ "between 7 and 8 in the morning" -> "between 7am and 8am": the part of the day says am or pm."""
    half = "am" if m.group(4) == "morning" else "pm"
    if m.group(3) is None:
        return f" {m.group(1)}{half} "
    return f" {m.group(1)}{half} {m.group(2)} {m.group(3)}{half} "


_SEASON = re.compile(r"\b(?:spring|summer|winter|autumn|seasons?|seasonal)\b")
_FALL = re.compile(r"\bfall\b(?= (?:of )?(?:19|20)\d\d\b)|\b(the|in|this|last|next) fall\b")


def _fall_season(text: str) -> str:
    """ "spring vs fall", "fall 2019", "in the fall": the season (autumn), not the verb ("did sales fall")."""
    if _SEASON.search(text):
        return re.sub(r"\bfall\b", "autumn", text)
    return _FALL.sub(lambda m: f"{m.group(1)} autumn" if m.group(1) else "autumn", text)


_DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_DAYISH = re.compile(r"\b([a-z]{4,}da?y)(s?)\b")


def _weekday_typos(text: str) -> str:
    """ "saterday", "wendsday": a day of the week typed one edit off (read before the phrases using it)."""

    def fix(m: re.Match[str]) -> str:
        word = m.group(1)
        if word in _DAYS or word == "weekday":
            return m.group(0)
        near = [d for d in (*_DAYS, "weekday") if d[0] == word[0] and OSA.distance(word, d) <= 1]
        return near[0] + m.group(2) if len(near) == 1 else m.group(0)

    return _DAYISH.sub(fix, text)


_EACH_ONCE = re.compile(
    r"[,.;:?]?\s*(?:and )?(?:count(?:ing)?|counted) each (\w+)(?: name)? (?:only )?once\b[.!]?"
    r"|[,.;:?]?\s*(?:with )?each (\w+)(?: name)? counted (?:only )?once\b[.!]?",
)


def _each_once(text: str) -> str:
    """ "how many supplies are perishable? count each supply name once": how many different supplies."""
    m = _EACH_ONCE.search(text)
    if m is None:
        return text
    noun = singular(m.group(1) or m.group(2))
    rest = text[: m.start()] + " " + text[m.end() :]
    said = re.search(
        r"\b(?:how many (?:of (?:our|the) )?|number of )(different |distinct |unique )?(\w+)", rest
    )
    if said is None or noun not in {"name", "one", singular(said.group(2))}:
        return text
    if said.group(1):  # "how many different supplies ..., counting each supply name once": said twice
        return rest
    return rest[: said.start(2)] + "different " + rest[said.start(2) :]


def expand(question: str) -> str:
    """``question`` in lower case with its shorthand written out ("avg. qty w/o tax" -> "average ...")."""
    text = span_words(units_sold(_weekday_typos(_fall_season(_each_once(fold(question).replace("’", "'"))))))
    text = story_words(text)  # "going by how many have been sold", "walked in for the very first time"
    text = comparative_choice(text)  # "which took more orders, Chicago or New Orleans": the one that won
    text = _BASE_SAID_SECOND(text)  # "2019 against 2020, change in percent": measured against 2020
    for pattern, replacement in _COMPILED:
        said = pattern.sub(replacement, text)
        if said != text:  # one space between words again, so that later phrases match across the change
            text = " ".join(said.split())
    text = _PART_OF_DAY.sub(_clock_hours, text)
    return " ".join(text.split())
