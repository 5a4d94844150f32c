"""Questions the data cannot answer however they are read: a figure of the future, or a cost it does not hold.

- the future: "what will revenue be next year", "predict next month's orders", "forecast sales for 2021",
  "give me the outlook" (a heading "Sales outlook:" is no such question).
  The data ends on its last day; without this reading "next year's revenue" came back as revenue by year
  (the years there are), and "predict next month's orders" as orders by month, a figure never asked for.
  "2019 next to 2020" (side by side) and "the next three months after it opened" (a span of the data) are
  not the future.
- a cost other than the supplies: "staff cost per store", "what did we spend on rent in 2019". The only cost
  in the data is what the supplies of the items sold cost, so "staff cost" answered with the supply cost is
  another figure under the name asked for; so is "the customer acquisition cost" (CAC, "what it costs to
  acquire a new customer"), which was answered with the supply cost of each customer's orders.
- records it does not hold: invoices, refunds, reviews, stock, staff, a store's lease, its rent (per square
  foot, a percentage rent, an escalation) or the other tenants beside it.

Each is asked back (what the data can show instead), never answered as another figure.
"""

from __future__ import annotations

import re

_FUTURE = re.compile(
    r"\b(?:forecast(?:s|ed|ing)?|predict(?:s|ed|ion|ions|ing)?|projections?|projected|extrapolat\w*)\b"
    r"|\bproject (?:the |our )?(?:revenue|sales|orders|customers|profit|growth|demand)\b"
    r"|\bnext (?:year|month|quarter|week|fortnight|season|summer|winter|spring|autumn|fall|christmas"
    r"|holiday season)(?:'s)?\b(?! (?:after|since|from|of)\b)"
    r"|\b(?:what|how (?:much|many)) (?:\w+ ){0,4}will (?:we|it|they|revenue|sales|orders|[\w']+)"
    r" (?:[\w']+ ){0,3}(?:be|make|sell|take|do|earn|bring in|turn over|reach|hit|look like)\b"
    r"(?!.*\b(?:if|had)\b)"
    r"|\b(?:the|your|an?|our) (?:\w+ )?outlook\b(?!\s*:)"
    r"|\b(?:going to|gonna) (?:be|make|sell|do|earn|take|bring in|reach|hit)\b"
    r"|\b(?:extend|carry|continue|run|roll) (?:\w+ ){0,3}(?:through|into|out to|on to|onto|forward to)"
    r" (?:the end of )?(?:19|20)\d\d\b",
    re.IGNORECASE,
)
"""Words asking for a figure of the future (a forecast, next year, what revenue will be)."""

_PAST_NEXT = re.compile(r"\b(?:the|its|their) next (?:\w+ ){0,2}(?:after|since|following)\b", re.I)
"""A "next" inside the data ("the next month after it opened")."""

_COST_KINDS = (
    r"(?:staff(?:ing)?|employees?|wages?|salar(?:y|ies)|payroll|labou?r|rent(?:al)?|utilit(?:y|ies)"
    r"|electricity|energy|marketing|advertising|ads|insurance|overheads?|operating|delivery|packaging"
    r"|maintenance|equipment|training|hiring|recruiting|(?:customer )?acquisition)"
)
_OTHER_COST = re.compile(
    rf"\b{_COST_KINDS} (?:costs?|expenses?|spend(?:ing)?|bills?|outlays?)\b"
    rf"|\b(?:spend|spent|spending|paid|pay|paying) (?:\w+ ){{0,2}}(?:on|for|in) (?:the |our )?"
    rf"{_COST_KINDS}\b"
    r"|\bcost(?:s|ing)? (?:\w+ ){0,2}(?:to|of|for) (?:acquir|win|winning|sign|gain|gaining|get|getting)\w* "
    r"(?:a |an |one |each |every |new |more )*customers?\b"
    r"|\bCAC\b",
    re.IGNORECASE,
)
"""A cost the data does not hold ("staff cost", "spend on rent"); "Labor Day" is a holiday, not a cost."""


def future_asked(question: str, last_year: int) -> bool:
    """Whether ``question`` asks for a figure of the future (a forecast, next year, what it will be).

    A question naming a year of the data and none after it asks about the data; the future was an aside
    ("Given the audit next week, could you give me the revenue for 2019?").
    """
    if _PAST_NEXT.search(question):
        return False
    years = [int(y) for y in re.findall(r"\b(?:19|20)\d\d\b", question)]
    if years and all(y <= last_year for y in years):
        return False
    return bool(_FUTURE.search(question))


_PACKED_SUPPLIES = re.compile(
    r"\b(?:ingredients?|suppl(?:y|ies)|food)\s*(?:\+|and|&|,|plus)\s*packaging\b"
    r"|\bpackaging\s*(?:\+|and|&|,|plus)\s*(?:ingredients?|suppl(?:y|ies)|food)\b",
    re.IGNORECASE,
)
"""Packaging named beside the ingredients: the supplies, which hold the cups, lids and napkins."""


def other_cost(question: str) -> str | None:
    """The cost ``question`` names that the data does not hold ("staff cost"), or None."""
    found = _OTHER_COST.search(question)
    if found is None or re.search(r"\blabou?r day\b", question, re.IGNORECASE):
        return None
    if _PACKED_SUPPLIES.search(question):  # "the ingredients + packaging": the supplies (cups, lids, napkins)
        return None
    kind = re.search(rf"\b{_COST_KINDS}\b", found.group(0), re.IGNORECASE)
    if kind is None and not found.group(0).lower().startswith("cost"):
        return found.group(0)
    return kind.group(0) if kind is not None else "customer acquisition"


FUTURE_ASK = (
    "The data ends on {last}, so I cannot say what a later period will bring, and I make no forecasts. "
    "Shall I show the trend so far instead?"
)
"""The question back for a figure of the future."""

COST_ASK = (
    "The only cost in the data is what the supplies of the items sold cost; it holds no {what} costs. "
    "Shall I show the supply cost instead?"
)
"""The question back for a cost the data does not hold."""


_UNHELD = re.compile(
    r"\b(?:(?:supplier |vendor |purchase )?invoices?|purchase orders?|refunds?|refunded|chargebacks?"
    r"|complaints?|(?:customer |online )?reviews|ratings|star ratings?|tips|gratuit(?:y|ies)|discount codes?"
    r"|coupons?|vouchers?"
    r"|gift cards?|loyalty points|stock levels?|inventory|wastage|waste|spoilage|deliveries|delivery times?"
    r"|suppliers?|vendors?|wholesalers?|distributors?|safety stocks?|buffer stocks?|par levels?|lead times?"
    r"|re-?order (?:points?|levels?|quantit(?:y|ies))|stock on hand|stock-?outs?"
    r"|wait(?:ing)? times?|queue times?|headcount|staff numbers?|employees|baristas?|cashiers?|shifts? worked"
    r"|(?:staff|crew|workers|hands) on (?:shift|duty)|short[- ]?handed|short[- ]staffed|under-?staffed"
    r"|(?:the |its |our |their )?founders?"
    r"|who (?:founded|started|set up|owns|owned|runs|ran|built) (?:it|them|(?:the |its |our |their )?"
    r"[\w' ]{0,30}?(?:chain|business|company|firm|stores?|shops?|houses?"
    r"|establishments?|caf[eé]s?))\b|owners?(?= of (?:the )?(?:chain|business|company|firm))"
    r"|how many (?:staff|workers|people|employees|hands)(?= (?:\w+ ){0,3}(?:employ|hire|had working))"
    r"|(?:a |the )?(?:short |brief )?history of (?:the |our )?(?:chain|business|company|firm)"
    r"|(?:my|our|the) (?:next |upcoming )?shifts?|next shift|shift (?:schedules?|patterns?)|rotas?|staffing"
    r"|staff(?:ing)? levels?|how many (?:people|staff|workers|hands)(?= (?:should|do we need|need|ought)\b)"
    r"|jobs?(?= (?:[\w']+ ){0,3}?(?:creat(?:ed?|es|ing)|add(?:ed|s)?|support(?:ed|s)?|provid(?:ed?|es)"
    r"|generat(?:ed?|es))\b)|job creation|employment|payrolls?"
    r"|(?:economic|social|community|fiscal) (?:impacts?|benefits?|footprint|multipliers?)"
    r"|foot ?traffic counts?|foot ?(?:traffic|fall) (?:walking |going )?(?:past|passing|by|outside)"
    r"|passers-?by|passing trade|ages? of (?:our |the |all )?(?:customers|guests)"
    r"|customers'? ages?|dates? of birth|birthdays?|genders?"
    r"|lease terms?|leasehold|leases?|landlords?|tenancy|rent roll|(?:other |neighbou?ring |fellow )tenants?"
    r"|(?:(?:percentage|base|turnover|market|annual|monthly) )?rents?(?: (?:escalations?|reviews?|increases?"
    r"|per square (?:foot|feet|met(?:re|er)s?)))?|square footage|sq\.? ?ft"
    r"|rainfall|rainy days?|snowfall|temperatures?"
    r"|(?:tax )?deductions?|deductible (?:expenses|costs)|write-?offs?|tax credits?|tax returns?"
    r"|(?:(?:own[- ]|cross[- ])?price |income |demand )?elasticit(?:y|ies)(?: of demand)?"
    r"|(?:consumer|producer|economic) surplus|deadweight loss(?:es)?|willingness to pay|reservation prices?"
    r"|demand curves?|marginal utility|utility functions?|marginal (?:costs?|products?)"
    r"|latenc(?:y|ies)|response times?|load times?|apis?|endpoints?|uptime|downtime|error rates?"
    r"|error[- ]budgets?(?![- ]?style)|http (?:errors?|status(?: codes?)?)|(?:server |system |error )?logs"
    r"|page ?views|deploy(?:s|ments?)|releases"
    r"|(?:(?:un)?aided |prompted |spontaneous |top[- ]of[- ]mind )?brand"
    r" (?:awareness|recall|equity|perception|preference|consideration|image)"
    r"|(?:un)?aided (?:recall|awareness)|purchase intent(?:ions?)?"
    r"|survey (?:data|responses?|results?|panels?)|respondents|focus groups?"
    r"|(?:sales |order(?:ing)? |purchase |marketing )?channels?|walk-?ins?|app orders|web orders"
    r"|online orders"
    r"|music|songs?|playlists?|d[eé]cor|interiors?(?: design)?|seating"
    r"|staff (?:employed|members?|rosters?|lists?|directory)"
    r"|(?:staff|people|workers) (?:employed|working) (?:at|by|in)"
    r"|who (?:designed|decorated|fitted out|furnished) (?:it|them|the \w+|each|every)"
    r"|invent(?:ed|ion|ors?)"
    r"|(?:cash|card|credit|debit|contactless) (?:payments?|transactions|purchases)"
    r"|(?:paid|pay|paying|pays) (?:\w+ ){0,2}(?:with|by|in|using) (?:a |an |the |their )?"
    r"(?:stolen |credit |debit |bank |cloned |fake )?(?:cards?|cash|cheques?|checks?|contactless)"
    r"|(?:in )?cash or (?:by |with )?(?:a )?card|card or cash|(?:stolen|cloned) (?:credit |debit )?cards?"
    r"|credit cards?|debit cards?"
    r"|(?:working|manning|staffing) (?:the |a )?(?:register|till|counter|cash desk)"
    r"|who (?:was |were |is )?(?:on|behind|at) the (?:register|till|counter|cash desk)"
    r"|who (?:served|was serving|rang (?:it |them |that )?up|took (?:the|that) order)"
    r"|tables? (?:by|near|at) the window|window (?:seats?|tables?)|atmosphere|ambian?[cs]e|lighting"
    r"|exposed brick|wallpaper|(?:the )?inside of (?:the |a |our |your )?[\w' ]{1,30}? looks? like"
    r"|(?:back-of-house |stockroom |warehouse |shelf |cold |dry )?storage(?: space| capacity| room| area)?"
    r"|stockrooms?|shelf space|warehouse space|pallets?"
    r"|(?:make|earn|clear|take)s? (?:\w+ )?(?:by |from |on )?supplying (?:them|that|this|those|it|the \w+)"
    r"|supplying (?:them|that|this|those|it) (?:would|will|could) (?:make|earn|bring)"
    r")\b",
    re.IGNORECASE,
)
"""Records the data does not hold: suppliers (who sells us what, at what price) and their invoices, stock (on
hand, safety stock, par levels, re-order points, lead times), refunds, complaints, reviews, tips, staff (how
many the chain employed), its founders or owners (who founded it), its written history,
shifts, rotas and staffing (who works when, how many should), the customers' ages, birthdays or genders, the
rainfall or temperatures; jobs created, employment or an economic impact (a report's words for what the orders
do not record); tax deductions, write-offs, tax credits or returns (the data holds the sales tax collected,
nothing of what the business may claim); a system's telemetry: latency, response or load times, an API's
uptime, error rates, an error budget (not "error-budget style", a way of counting the days), logs, page views,
deploys; what a market researcher learns from surveys (brand awareness, aided or unaided recall, purchase
intent, respondents, focus groups); a store's storage (back-of-house space, pallets, shelf space); what
the asker would make supplying the chain (their own margin, not the chain's); the channel an order came
through (app, web, walk-in): every order is only an order at a store. What a café looks, sounds or feels
like (its music, décor, interior, seating, tables by the window, atmosphere, lighting) is a visit's, not an
order's; so is who designed or fitted out a store, who works there (its staff employed), and who invented a
dish. Demand as an economist models it (a price
elasticity, consumer surplus, willingness to
pay, a demand curve) needs prices that moved and what buyers would have paid: every menu price is one fixed
price, and no
buyer's valuation is recorded; a marginal cost (or product) needs costs by the unit of output,
which the data does not hold.
("Tip" as a verb or advice is rare in a question about the data; "waste" is never a column. Other unknown
words, "weather", are named as not understood.)"""

UNHELD_ASK = (
    "The data holds no {what}: it has orders and their items, customers, stores, products and the supplies "
    "each product uses. Which of those should I look at instead?"
)
"""The question back for records the data does not hold."""


def unheld_asked(question: str) -> str | None:
    """The records ``question`` asks about that the data does not hold ("supplier invoices"), or None."""
    found = _UNHELD.search(question)
    if found is not None and re.search(
        r"\bshifts?\b|\brotas?\b|\bstaffing\b|\bhow many\b", found.group(0), re.I
    ):
        return (
            "staff shifts or staffing levels"  # "when's my next shift", "how many people should be working"
        )
    if found is not None and re.search(r"\bsupplying\b", found.group(0), re.I):
        return "figures of your own business (what you would make supplying them)"
    if found is not None and re.search(r"\bdesigned|decorated|fitted|furnished", found.group(0), re.I):
        return "record of the stores' design or fit-out"  # "who designed the interiors of each?"
    if found is not None and re.search(r"\bfounders?\b|\bwho\b|\bowners?\b", found.group(0), re.I):
        return "record of who founded or owns the chain"  # "who founded the Brooklyn house?"
    if found is not None and re.search(
        r"\bstaff (?:employed|members?|rosters?|lists?|directory)|\b(?:employed|working) ",
        found.group(0),
        re.I,
    ):
        return "staff records (who works at each store)"  # "catalogue the staff employed at each store"
    paid = r"\b(?<!gift )(?:cash|card|cards|payments?|paid|pay|paying|pays)\b"
    if found is not None and re.search(paid, found.group(0), re.I):
        return "record of how orders were paid (cash or card)"  # "did they pay by card?"
    if found is not None and re.search(
        r"\b(?:register|till|counter|cash desk|served|serving|rang|took)\b", found.group(0), re.I
    ):
        return "staff records (who works at each store)"  # "who was on the till when it came in?"
    if found is not None and re.search(r"\binvent", found.group(0), re.I):
        return "history of the dishes (who invented them, and when)"  # "when was the jaffle invented?"
    if found is not None and re.search(r"\bhistory\b", found.group(0), re.I):
        return "written history of the chain"  # "write me a short history of the chain"
    return found.group(0).lower() if found is not None else None
