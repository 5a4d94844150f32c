"""Business jargon said in the layer's own words, and the data's last day for "yesterday".

Executives name headline figures by the words of a report rather than of the data: the "topline" is revenue,
the "bottom line" is gross profit (the data knows no other cost), "gross takings" are takings, "the customer
base" is the customers, the stores "in the portfolio" are the stores, and the "effective tax rate" is the tax
collected over the pre-tax sales. Words that only dress a figure
("the headline order count", "need it for the deck asap", "say across 2020") change nothing and are left
out. An attach rate ("drink attach rate on food orders") is the share of those orders that also had the
other thing. "Yesterday" is the data's last day: the data has no later one to be asked about ("today", a
stock's "now", is left alone).
"""

from __future__ import annotations

import re
from datetime import date

_REWRITES: tuple[tuple[str, str], ...] = (
    (r"\btop[- ]?lines?\b", "revenue"),
    (r"\bbottom[- ]lines?\b", "gross profit"),
    (r"\bgross (takings|receipts)\b", r"\1"),
    # "how many receipts did Brooklyn issue": each order has one; "cash receipts, tax included": the order
    # totals (the takings)
    (r"\b(how many|number of|count of|the count of) (?:cash |sales )?receipts\b", r"\1 orders"),
    (r"\b(?:receipts?|cash receipts?|sales receipts?) (?:issued|printed|given out|handed out)\b", "orders"),
    (
        r"\b((?:how many|number of|count of) orders\b[^?]*?)"
        r" (?:issue|issued|print|printed|ring up|rang up)\b",
        r"\1 take",
    ),
    (r"\b(?:cash |sales |total )?receipts\b", "takings"),
    (  # the tax actually collected over the sales it was collected on (not a store's listed rate)
        r"\b(?:the |our )?effective (?:sales )?tax rate"
        r"(?: (?:on|over|of) (?:the )?(?:pre-?tax |net |pretax )?(?:revenue|sales))?\b",
        "tax paid divided by revenue",
    ),
    (r"\b(?:our|the|entire|whole) customer base\b", "customers"),
    (r"\bcustomer base\b", "customers"),
    (r"\b(?:in|across|of) (?:the|our) (?:store |location )?portfolio\b", ""),
    (r"\bheadline (?=[a-z])", ""),
    # "cost of goods sold as a percentage of revenue": COGS, said in full
    (r"\b(?:the )?cost of (?:the )?goods sold\b", "cogs"),
    # "the unit contribution of each product": its price less the cost of its supplies
    (
        r"\b(?:unit|per[- ]unit) contribution(?: margin)?\b|\bcontribution (?:margin )?per unit\b",
        "unit margin",
    ),
    # "the distribution of basket sizes, as the number of transactions for each basket size": in items
    (r"\b(?:for|by|per|at) (?:each|every) basket size\b", "by number of items"),
    (r"\bbasket sizes\b", "items per order"),
    # "the average time between a customer's first and last order": in days
    (
        r"\b(average|mean|median|typical) (?:time|gap|span|length of time)"
        r"(?= between\b[^?]*\bfirst\b[^?]*\blast\b)",
        r"\1 days",
    ),
    # "the summer 2020 favourite", "customers' favourite drink": the most popular (by units sold)
    (
        r"\b(?:the|our|customers'?|customer's|people's|everyone's) ((?:(?:summer|winter|spring|autumn|fall"
        r"|q[1-4]|h[12]|[a-z]+) )?\d{4}) favou?rite\b",
        r"the most popular in \1",
    ),
    (r"\b(?:customers'?|customer's|people's|everyone's|our|the all-time) favou?rites?\b", "the most popular"),
    (r"\bfavou?rite\b", "most popular"),
    # "how much sales tax did we hand over": paid
    (r"\b(?:hand|hands|handed|handing) (?:over|in)\b", "collect"),
    # "the average tax rate in 2020": over a period, the tax collected over the sales (a store's rate has no
    # period)
    (
        r"\b(?:the )?(?:average|avg|mean|overall|blended) (?:sales )?tax rate\b(?=[^?]*\b(?:19|20)\d\d\b)",
        "effective tax rate",
    ),
    # "which café sold the most": which store (a café is one of the stores)
    (r"\b(which|what|each|every|per) caf[eé]\b(?!s)", r"\1 store"),
    # "which café moved the most jaffles": sold them
    (r"\b(?:moved|shifted)\b(?= (?:the )?(?:most|fewest|least|more|less)\b)", "sold"),
    # "how many flame impalas have been ordered": the things ordered are the units sold
    (
        r"^(\s*how many (?!orders?\b|customers?\b|stores?\b|locations?\b)[a-z' -]+? )"
        r"(?:have|has|had) been ordered\b",
        r"\1were sold",
    ),
    # "which Saturday in 2020 was the busiest": which day, of the Saturdays
    (
        r"\b(which|what|the (?:busiest|quietest|slowest|biggest|best|worst|strongest|weakest)) "
        r"(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b(?!s)",
        r"\1 day among \2s",
    ),
    # "how many customers did we acquire each year, going by the date of their first order": dated by it
    (
        r"\b(?:going|judging|based|counting|dated|dating them) (?:by|on|from) (?:the )?(?:date|day|time) of "
        r"(their|its|his|her|the) (first|last|latest|most recent) (order|purchase|visit)s?\b",
        r"by \1 \2 \3",
    ),
    # "over the whole three-year period": the data's whole span, one figure (not one per year)
    (
        r"\b(?:the )?(?:whole |entire |full )?(?:one|two|three|four|five|six|\d+)[- ]years?(?:[- ]long)? "
        r"(?:(?:trading|sales|operating|order|data|business) )?"
        r"(?:period|span|window|history|stretch|run|record)\b",
        "whole period",
    ),
    (r"\b(?:the )?(?:whole|entire|full) (?:two|three|four|five|\d+) years\b", "whole period"),
    (
        r"\b(?:i )?need (?:it|this|that|them|the numbers?) (?:for|by) (?:the|my|our|a) "
        r"(?:deck|board|meeting|slides?|call|report|review)\b",
        "",
    ),
    (r"\bfor (?:the|my|our) (?:deck|board deck|slides?)\b", ""),
    # "For the credit file, ...": what the figures are for, not which
    (
        r"^\s*for (?:the|my|our|a|this) (?:[a-z-]+ )?(?:file|pack|memo|dossier|paperwork|submission"
        r"|application|write-?up)\s*[,:]\s*",
        "",
    ),
    (r"(?:,\s*|\b)(?:let's |lets )?say,?\s+(?=(?:across|in|for|over|during|between|from|the)\b)", " "),
    (r"\b(?:asap|a\.s\.a\.p\.?|pls|please)(?=$|[\s,.?!])", ""),
    # "drink attach rate on food orders": the share of the food orders that also had a drink
    (
        r"\b(?:the )?([a-z]+) attach(?:ment)? rates? (?:on|for|with|among|in|across|to) (?:the )?"
        r"([a-z]+(?: [a-z]+)?) (orders|baskets|tickets)\b",
        r"fraction of \2 \3 that also had a \1",
    ),
    (
        r"\b(?:the )?attach(?:ment)? rates? of (?:an? |the )?([a-z]+) (?:on|for|with|among|in|across|to) "
        r"(?:the )?([a-z]+(?: [a-z]+)?) (orders|baskets|tickets)\b",
        r"fraction of \2 \3 that also had a \1",
    ),
    # "the attach rate of drinks to food": of the food orders, the share that also had a drink
    (
        r"\b(?:the )?attach(?:ment)? rates? of ([a-z]+?)s? (?:to|on|with) ([a-z]+?)s?"
        r"(?: (?:orders|items))?\b",
        r"fraction of \2 orders that also had a \1",
    ),
    # a retail analyst's unit words: SKUs are the products, ASP the average price of an item sold, ARPU
    # the revenue per customer, a basket size "in items" the items per order
    (r"\b(?:skus|sku's|stock[- ]keeping units)\b", "products"),
    (r"\bsku\b", "product"),
    (
        r"\b(?:the )?average (?:selling|sale|sell) price(?: \(asp\))?(?: (?:of|per) (?:an? |one |each )?"
        r"(?:unit|item)(?: sold)?)?|\basp\b(?: (?:of|per) (?:an? |one |each )?(?:unit|item)(?: sold)?)?",
        "average item price",
    ),
    (
        r"\b(?:the )?arpu\b(?: \(average revenue per (?:user|customer)\))?|\baverage revenue per user\b",
        "revenue per customer",
    ),
    (
        r"\b(?:the )?(?:average |mean )?basket size,? (?:in|as|counted in|measured in) (?:items|units)\b",
        "average items per order",
    ),
)
_COMPILED = tuple((re.compile(p, re.IGNORECASE), r) for p, r in _REWRITES)
_DEFINED: tuple[tuple[str, str], ...] = (
    (  # "how many customers were acquired at Chicago in 2020": those whose first order was there
        r"\b(how many|number of|count of) (?:new )?customers (?:were |did we |have we |we |did (?:the|our) "
        r"(?:store|shop|caf[eé]) )?(?:acquired?|win|won|gain(?:ed)?|pick(?:ed)? up|sign(?:ed)? up)"
        r" (?:at|in|by) "
        r"(?=(?:the |our )?(?!(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|q[1-4]|h[12]|spring|summer"
        r"|autumn|fall|winter|the first|the last|the second)[a-z]*\b)(?-i:[A-Z]))",
        r"\1 customers placed their first order at ",
    ),
    (  # "the average basket size in 2020, meaning the average number of items per transaction"
        r"\b(?:the )?(?:average |mean )?basket size\b([^?]*?),? (?:meaning|i\.e\.?|ie|that is|defined as),? "
        r"(?:the )?(?:average |mean )?(?:number|count) of (?:items|units) (?:per|in an?|in each) "
        r"(?:order|transaction|basket|ticket|sale)\b",
        r"average items per order\1",
    ),
    (  # "the distribution of basket sizes in 2019, as the number of transactions for each": a count per size
        r"\b(distribution of [^,?]+?),? (?:shown |given |expressed )?as (?:the )?(?:number|count) of [^?]*",
        r"\1",
    ),
    (  # the attach rate's definition said again after it: already read
        r"(\battach(?:ment)? rates? of [^,?]*?),? (?:that is|i\.e\.?|ie|meaning|defined as),? "
        r"(?:the )?(?:share|fraction|proportion|percentage) of [^?]*",
        r"\1",
    ),
)
_DEFINED_COMPILED = tuple((re.compile(p, re.IGNORECASE), r) for p, r in _DEFINED)
_DAY_WORD = re.compile(r"\b(?:(?:on|for|from|of) )?(yesterday|yday|yest)(?:'?s)?\b", re.IGNORECASE)


def defined_terms(question: str) -> str:
    """``question`` with a term and the definition said after it read as one ("the average basket size,
    meaning the average number of items per transaction": items per order), before a restatement is left
    out as saying nothing new."""
    text = question
    for pattern, replacement in _DEFINED_COMPILED:
        text = pattern.sub(replacement, text)
    return text


def said_plainly(question: str) -> str:
    """``question`` with report jargon in the layer's words; unchanged when it has none."""
    text = question
    for pattern, replacement in _COMPILED:
        said = pattern.sub(replacement, text)
        if said != text:
            text = " ".join(said.split())
    return re.sub(r"\s+([,?.!])", r"\1", text)


def last_day_named(question: str, last_day: date) -> str:
    """ "how much did we take in yesterday": that day is the data's last one (``last_day``)."""
    return _DAY_WORD.sub(f"on {last_day.isoformat()}", question)
