"""A traffic engineer's words for what the data holds: orders counted like vehicles at count stations.

Someone used to traffic counts speaks of the chain as a road network:

- the network is the whole chain: "network-wide", "across the network", "network level", "network total per
  day", "daily network volume", "all six sites combined" say nothing more than the total over every store
  ("the network total" as a figure is read in consultwords.py);
- a count station (a "station", a "site") is a store;
- volume, throughput, traffic and arrivals are orders counted ("order volume", "daily volume", "2020
  volume", "the lowest volume", "throughput", "arrival rate"); "heaviest" / "lightest" are the most / fewest
  orders ("heaviest first" is highest first);
- a "clock hour" is an hour of the day ("per clock hour", "which clock hour of the day"); said with a date
  ("the heaviest clock hour of 2020: the date and the clock hour") it is one hour of one date, left as an
  hour;
- a (volume-weighted) mean ticket is the average order total;
- ADT / AADT (average (annual) daily traffic) is the average daily orders;
- a store "carries" or "logs" orders, days "see" a count: it had them;
- a framing aside before the question ("treating each order as one vehicle:", "vehicle mix question lol -",
  "Design-hour check:") goes.

What a traffic count would hold but the records do not (queues, levels of service, pedestrians passing,
capacity, signal warrants, speeds, delays) is asked back: see ``traffic_asked``.
"""

from __future__ import annotations

import re

__all__ = ["TRAFFIC_ASK", "traffic_asked", "traffic_words"]

TRAFFIC_ASK = (
    "The data holds no {what}: it has orders and their items, customers, stores, products and the supplies "
    "each product uses, by day and hour. Which of those should I look at instead (the orders per hour at a "
    "store, say)?"
)
"""The question back for a traffic measure the records do not hold."""

_UNHELD = re.compile(
    r"\b(?:queue(?:s|ing)?(?: lengths?)?|levels? of service|pedestrians?|passers-?by"
    r"|(?:over|at|above|beyond|near) capacity|(?:signal |traffic )?warrants?(?: analysis)?|congestion"
    r"|v/?c ratio)\b",
    re.I,
)
"""A traffic measure the data cannot give: asked back."""

_REWRITES: tuple[tuple[re.Pattern[str], str], ...] = (
    # a framing aside: "treating each order as one vehicle:", "vehicle mix question lol -"
    (
        re.compile(
            r"^\s*(?:(?:treating|treat|counting|count) (?:each|every|one|an?) order as (?:one |a |an )?"
            r"(?:vehicle|car|trip|arrival)s?|vehicle[\w -]{0,30}?|design[- ]hour check|[\w -]{0,20}?"
            r"(?:count|traffic) (?:check|study|question))\s*(?:lol|haha)?\s*[:\-\u2013\u2014]\s*",
            re.I,
        ),
        "",
    ),
    # "ADT", "AADT", "the network-wide AADT equivalent": the average daily orders
    (
        re.compile(r"\b(?:the )?(?:network[- ]wide )?A?ADT(?: equivalent)?\b(?:,? i\.e\.,?)?", re.I),
        "average daily orders,",
    ),
    # "network-wide", "across the network", "at the network level", "network level:"
    (
        re.compile(
            r",? ?\b(?:(?:across|over|for|on|at) (?:the |our )?(?:whole |entire )?network(?: level)?"
            r"|network[- ](?:wide|level)|all (?:count )?(?:stations|sites) (?:\(stores\) )?(?:summed|combined"
            r"|together)|across all sites together)\b",
            re.I,
        ),
        "",
    ),
    # "opening hour only (07:00-07:59)": the clock times said (not the stores' opening)
    (
        re.compile(
            r"\b(?:the )?(?:opening|closing|first|last|peak|busiest) hour(?: only)?"
            r" \((\d{1,2}:\d\d ?[-\u2013] ?\d{1,2}:\d\d)\)",
            re.I,
        ),
        r"\1 only",
    ),
    # "2020 ADT, weekdays against weekends, network: ...": the network said alone
    (re.compile(r",? ?\b(?:the |our )?(?:whole |entire )?network\b(?=\s*(?:[:,;)]|$))", re.I), ""),
    # "total network orders", "network order volume", "daily network volume": the total
    (re.compile(r"\bnetwork (?=(?:orders?|order|volumes?|traffic|throughput)\b)", re.I), ""),
    (re.compile(r"\b(?:the )?network (?=exceed|topp?|go over|pass)", re.I), ""),
    # "LA site: lowest daily count ...", "Chicago station, 2020: ...": the store's name heads the question
    (
        re.compile(
            r"^\s*(?!(?:By|For|Per|Each|Every|Which|What|All|Our|Any|One|This|That|Top|Same|In|At|On)\b)"
            r"((?:the )?[A-Z][\w.']*(?: [A-Z][\w.']*)*) (?:site|station|count station|store|shop|branch)"
            r"(?=\s*[:,\-\u2013\u2014])"
        ),
        r"\1",
    ),
    # "all six sites combined", "all count stations (stores) summed": every store together
    (
        re.compile(
            r",? ?\ball (?:\w+ )?(?:count )?(?:stations|sites|stores|shops|locations)(?: \(stores\))?"
            r" (?:summed|combined|together)\b",
            re.I,
        ),
        "",
    ),
    # "daily count", "15-min interval counts": orders counted
    (re.compile(r"\b(daily|hourly|interval) counts?\b(?! of (?!(?:19|20)\d\d))", re.I), r"\1 orders"),
    # "the mean daily order count over all 366 days": the days of the year said already
    (
        re.compile(
            r",? (?:i\.e\.,? )?over all (?:the )?(?:28|29|30|31|365|366) days\b"
            r"(?! (?:of|ending|to|from|since|before|after|up))",
            re.I,
        ),
        "",
    ),
    # "running from opening hour to closing hour": every hour of the day
    (
        re.compile(r",? ?\b(?:running |going )?from opening (?:hour|time) to closing (?:hour|time)\b", re.I),
        "",
    ),
    # "the midday block 11:00 to 13:59": the hours said
    (re.compile(r"\b(?:the )?(?:\w+ )?block (?=\d)", re.I), ""),
    # "which hour of the day peaked": had the most orders
    (
        re.compile(r"\b(which|what) (hour|day|date|week|month|store|site)\b([\w ]{0,20}?) peaked\b", re.I),
        r"\1 \2\3 had the most orders",
    ),
    # "count of distinct days in 2019 on which New Orleans logged at least one order"
    (
        re.compile(
            r"\b(?:the )?(?:count|number) of (?:distinct |different )?days (in [\w ]+? )?on which ([\w .']+?)"
            r" (?:had|logged|took|saw|recorded) (at least one order|any orders?|an order)\b",
            re.I,
        ),
        r"on how many days \1did \2 have \3",
    ),
    # "rerun on 2019", "rerun for Chicago": the same for it
    (re.compile(r"^\s*(?:now |ok,? |and )?re-?run (?:it |that |this )?(?:on|for|with) ", re.I), "same for "),
    # "count stations", "the Chicago station": stores
    (re.compile(r"\bcount(?:ing)? stations\b", re.I), "stores"),
    (re.compile(r"\bcount(?:ing)? station\b", re.I), "store"),
    (re.compile(r"\b([A-Z][\w.']*) station\b"), r"\1 store"),
    (
        re.compile(
            r"\b(each|every|all|all the|all six|both|per|by|which|what|the other) station(s?)\b", re.I
        ),
        r"\1 store\2",
    ),
    # "clock hour": an hour of the day
    # "the volume-weighted mean ticket": the average order total (each order weighs one)
    (
        re.compile(
            r"\b(?:(?:the )?(?:volume|order)[- ]weighted )?(mean|average|avg\.?) (?:ticket|check|bill)"
            r"(?: size| value)?\b",
            re.I,
        ),
        "average order total",
    ),
    # "heaviest first": highest first; "the heaviest day": the busiest
    (re.compile(r"\bheaviest(?= first\b)", re.I), "highest"),
    (re.compile(r"\blightest(?= first\b)", re.I), "lowest"),
    (re.compile(r"\bheaviest\b", re.I), "busiest"),
    # "the LA site carry more orders", "New Orleans logged an order", "days saw us exceed 200 orders"
    (
        re.compile(
            r"\bcarr(?:y|ies|ied)(?= (?:more|fewer|less|at least|any|\d|food|drinks?|jaffles?|items?)\b)"
            r"|\blogg?(?:ed|s)?(?= (?:more|fewer|less|at least|any|\d|an?|one)\b)",
            re.I,
        ),
        "had",
    ),
    (re.compile(r"\bsaw (?:the network |us |we )?(?:exceed|top|pass|go over)\b", re.I), "had more than"),
)

_CLOCK_HOUR = re.compile(r"(?<!o')\bclock[- ]hour(s?)\b", re.I)
_ONE_DATE = re.compile(
    r"\b(?:dates?|single|individual|one (?:day|store|site)|a day"
    r"|(?:in|within|during) (?:a|one|any|any one) clock[- ]hour)\b",
    re.I,
)
"""A clock hour said with a date ("the single heaviest clock hour of 2020: the date and the hour", "(a date
plus an hour)"): one hour of one day, read in dayhour.py."""

_ORDERS_ORDERS = re.compile(r"\borders orders\b", re.I)


_VOLUME = re.compile(
    r"\b(?:order |traffic )?(?:volumes?|throughput|(?<!foot )traffic)(?: of orders)?\b(?!-)"
    r"(?! of (?:units|items|drinks|jaffles|food|sales|goods|products|supplies|lids|cups|straws)\b)",
    re.I,
)
_OF_GOODS = re.compile(
    r"\b(?:units?|items?|sales|products?|suppl(?:y|ies)|lids?|cups?|straws?|drinks?|jaffles?|food|menu|sold"
    r"|selling|parts?)\s*$",
    re.I,
)
"""'unit volume', 'lid volume', 'sales volume': goods counted, not orders (read as before)."""


def _volume(text: str) -> str:
    """``text`` with order volume, throughput and traffic said as orders."""
    out, at = [], 0
    for m in _VOLUME.finditer(text):
        if _OF_GOODS.search(text[: m.start()]):
            continue
        out.append(text[at : m.start()] + "orders")
        at = m.end()
    return "".join(out) + text[at:]


_SENTENCE = re.compile(r"(?<=[.!?])\s+")


def traffic_asked(question: str) -> str | None:
    """The traffic measure ``question`` asks for that the records do not hold ("queue length", "level of
    service", "pedestrians"), or None."""
    asked = " ".join(s for s in _SENTENCE.split(question.strip()) if "?" in s) or question
    found = _UNHELD.search(asked)
    return found.group(0).lower() if found is not None else None


def traffic_words(question: str) -> str:
    """``question`` with a traffic engineer's words said in the planner's; unchanged when it has none."""
    text = question
    for pattern, said in _REWRITES:
        text = pattern.sub(said, text)
    text = re.sub(r"\bindividual (?=clock[- ]hours?\b)", "single ", text, flags=re.I)
    first = _CLOCK_HOUR.search(text)
    if first is not None and not _ONE_DATE.search(text):
        text = _CLOCK_HOUR.sub(r"hour\1", text)  # "which clock hour of the day", "orders per clock hour"
    elif first is not None:  # "the heaviest clock hour of 2020: the date, the clock hour": the hour asked
        text = text[: first.end()] + _CLOCK_HOUR.sub(r"hour\1", text[first.end() :])
    text = _ORDERS_ORDERS.sub("orders", _volume(text))
    text = re.sub(r"\s*,(?:\s*,)+", ",", text)
    return re.sub(r"\s{2,}", " ", text).strip() if text != question else text
