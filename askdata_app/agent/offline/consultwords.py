"""A management consultant's words, said plainly before a question is read, and the asks the data cannot
answer however they are read.

Said plainly: the network (the chain) total is the total; a store's slice of it is its share; "as a 0-to-1
share" is a share (the form only); "..., plus each store's share" adds a column; a teaser question before the
question proper ("Who's the margin leader? The store with the best gross margin ...") goes; the laggard is
the worst one; each active customer (with a period) is each customer who ordered then; "annualised by
multiplying the quarter by four" is the run-rate the planner already reads ("annualised"); revenue that
clears $90,000 exceeds it; the whole portfolio is the whole business and "the entire three-year history" all
the data; "do the same on order volume" repeats the last question for the orders; "..., using the items
sold" says only where the figures come from; an average price per product type is each type's average (a
price is already per unit); a new workstream
starts fresh, and parking an earlier split drops it.

Asked back: market share (and market penetration), competitors, peers and industry benchmarks (the data
holds only this business), labour productivity, value-creation levers and slides (judgements and documents,
not figures).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from askdata_app.agent.offline.numwords import alternation, counting, numbers

_NUMBERS = numbers(counting(1, 12), "fifty-two")
_NUM = rf"(?:{alternation(_NUMBERS)}|\d+(?:\.\d+)?)"

_REWRITES: tuple[tuple[str, str], ...] = (
    # "Double-clicking on the store dimension: ...": a label (the question names its own breakdown)
    (
        r"^\s*(?:double[- ]click(?:ing|ed)?|drill(?:ing|ed)? down|deep[- ]div(?:e|ing))(?: on| into)?"
        r" (?:the |our )?[\w -]{1,30}?(?: dimension| cut| lens| view)?\s*[:\-\u2013\u2014]\s*",
        "",
    ),
    # "the network total", "the network-wide total": the total
    (
        r"\b(?:the |our )?(?:whole |entire )?network(?:[- ]wide)?(?:'s)? (total|figure|revenue|sum)\b",
        r"the \1",
    ),
    # "each store's slice of the total": its share
    (r"\bslices? of\b", "share of"),
    # "as a 0-to-1 share", "as a 0-1 fraction": a share, said as a fraction
    (
        r"\b(?:as )?(?:an? )?0(?:\.0)?\s*(?:-?to-?|-|\u2013)\s*1(?:\.0)?"
        r" (share|fraction|ratio|proportion)s?\b",
        r"as a \1",
    ),
    # "revenue per store, plus each store's share": and
    (r",? plus (?=(?:each|every|its|their|the) (?:\w+'s? )?(?:share|slice|percentage|fraction)\b)", ", and "),
    # "Who's the margin leader? The store with the best ...": the teaser goes, the question proper stays
    (
        r"^\s*(?:so,? )?(?:who|which one|what)(?:'s| is| was) (?:the|our) [\w -]{0,30}?"
        r"(?:leader|laggard|winner|loser|champion|standout|outlier|front-?runner|straggler)s?\?\s+(?=\S)",
        "",
    ),
    # "And the laggard?": the worst one
    (r"\b(?:the |our )?(?:laggards?|stragglers?|tail-?enders?|back-?markers?)\b", "the worst"),
    (r"\b(?:the |our )?(?:front-?runners?|pace-?setters?)\b", "the best"),
    # "what did each active customer spend": each customer (who ordered, in the period)
    (r"\b(each|every) active (customers?|guests?|buyers?)\b", r"\1 \2"),
    # "annualised by multiplying the quarter by four": annualised (the run-rate already scales the span)
    (
        rf"\b(annuali[sz]ed|annuali[sz]ing|run-?rate)[,;]? (?:i\.e\.,? |that is,? )?(?:by |via )?"
        rf"(?:multiplying|multiplied|scaling|scaled|grossing|grossed)(?: up)? (?:the |that |this |it |by )?"
        rf"(?:quarter|month|week|figure|number|total|revenue|it)?(?: up)? (?:by|times|x) {_NUM}\b",
        r"\1",
    ),
    # "did revenue clear $90,000": exceed it
    (
        r"\b(?:clear|cleared|clears|clearing|crack|cracked|cracks|broke through)"
        r" (?=(?:the )?\$\d)",
        "exceed ",
    ),
    # "whole-portfolio gross margin", "portfolio-wide": the whole business
    (
        r"\b(?:(?:the )?(?:whole|entire|total|full)[- ]portfolio|portfolio[- ]wide|across the portfolio)\b",
        "overall",
    ),
    # "across the entire three-year history", "over our 3-year history": all the data
    (
        r"\b(?:across|over|in|through(?:out)?) (?:the|our) (?:whole |entire |full )?"
        r"(?:two|three|four|\d)[- ]years?[- ](?:history|track record|time series|data set|dataset)\b",
        " of all time ",
    ),
    # "Do the same on order volume", "Thanks! Could you do the same for the number of orders?": the same for
    # the orders
    (
        r"^\s*(?:(?:thanks|thank you|great|perfect|lovely|cheers|brilliant|super)[!.,]*\s+)*"
        r"(?:now |ok,? |and )?"
        r"(?:(?:could|can|would) you (?:please )?)?(?:do|run|repeat|redo) (?:the same|that|it|this)"
        r"(?: exercise| analysis| cut| calc(?:ulation)?)? (?:on|using|for|with) ",
        "Same for ",
    ),
    (r"\border volumes?\b", "orders"),
    # "average menu price per product type": each type's average (a price is per unit already)
    (
        r"\b((?:average|mean|median|typical) (?:menu |list |sticker |shelf )?price) per"
        r" ((?:product )?(?:type|category|kind))"
        r"(?:,? one row (?:per|for each) (?:product )?(?:type|category|kind))?\b",
        r"\1 for each \2",
    ),
    # "Pricing architecture: ...", "Cost landscape: ...": a label's consultant noun goes with it
    (
        r"^(\s*[\w -]{1,30}?) (?:architecture|landscape|teardown|diagnostic|deep[- ]dive|read-?out)"
        r"\s*(?=[:\-\u2013\u2014])",
        r"\1",
    ),
    # "Attach rate for 2020: of the orders with a jaffle, what fraction also carried a drink": a share
    (
        r"^\s*(?:(?:drinks?|food) )?(?:attach(?:ment)?|cross-?sell|add-?on) rates?,?"
        r" (?:for |in )?((?:19|20)\d\d)\s*:",
        r"In \1:",
    ),
    (
        r"^\s*((?:19|20)\d\d) (?:(?:drinks?|food) )?(?:attach(?:ment)?|cross-?sell|add-?on) rates?\s*:",
        r"In \1:",
    ),
    (r"^\s*(?:(?:drinks?|food) )?(?:attach(?:ment)?|cross-?sell|add-?on) rates?\s*:", ""),
    (r"\balso (?:carried|carry|carries|contained|came with|featured)\b", "also had"),
    # "what fraction of lifetime spend sits with our top 50 customers": comes from them
    (
        r"\b(?:sits?|sat|lies|lay|rests?|is held|are held|is concentrated|resides?)"
        r" (?:with|in|among)\b(?= (?:the|our) )",
        "comes from",
    ),
    # "how many distinct products did the average 2020 order contain": the average number per order
    (
        r"\bhow many ([\w -]{1,30}?) (?:did|does|do|would) (?:the|an|a) (?:average|typical|mean)"
        r" ((?:19|20)\d\d )?"
        r"(?:order|basket|ticket|transaction) (?:contain|have|include|hold|carry)\b",
        r"the average number of \1 per order in \2",
    ),
    # "New workstream, park the store split: ...": a fresh start; a parked split is dropped
    (r"\bnew (?:workstream|work-?stream|work package|topic area|module)\b", "new task"),
    (
        r",? (?:park|parking|shelve|shelving|table|set aside|put aside) (?:the|that|our) [\w -]{1,30}?"
        r"(?:split|cut|breakdown|view|dimension)(?=\s*[:,;.\-\u2013\u2014])",
        "",
    ),
)
_COMPILED = tuple((re.compile(p, re.IGNORECASE), r) for p, r in _REWRITES)


def consultant_words(question: str) -> str:
    """``question`` with a consultant's words said plainly; unchanged when it has none."""
    text = question
    for pattern, said in _COMPILED:
        text = pattern.sub(said, text)
    if text == question:
        return question
    return re.sub(r"\s+([,?.!:])", r"\1", " ".join(text.split())).strip()


_SCALED = re.compile(
    rf"^(?P<a>.+?),? (?:multiplied by|times|x|scaled up by|grossed up by) (?P<n>{_NUM})\s*[.?!]*\s*$",
    re.IGNORECASE,
)


def scaled_figure(question: str) -> tuple[str, str] | None:
    """("December 2020 revenue", "that multiplied by 12") for "December 2020 revenue multiplied by twelve":
    the figure, and the follow-up that scales it; None when ``question`` scales nothing."""
    m = _SCALED.search(question)
    if (
        m is None
        or re.search(r"\b(?:that|this|it)\b", m.group("a"), re.I)
        or re.fullmatch(
            r"(?:and |so |now )?(?:what(?:'s| is) )?(?:that|this|it)(?: \w+)?", m.group("a"), re.I
        )
    ):
        return None  # "that multiplied by 12": the follow-up itself
    n = m.group("n").lower()
    number = str(_NUMBERS[n]) if n in _NUMBERS else n
    return m.group("a").strip(), f"that multiplied by {number}"


_BEYOND = re.compile(
    r"\b(?:market share|share of (?:the )?market|market size|(?:total )?addressable market|market penetration"
    r"|competitors?(?:'s?)?|competition|rivals?|peer (?:set|group|companies)|peers|industry"
    r" (?:average|benchmarks?|norms?|standards?)|benchmark(?:s|ed|ing)? (?:\w+ ){0,4}(?:against|versus|vs)"
    r"|best[- ]in[- ]class|labou?r productivity|staff productivity"
    r"|productivity per (?:employee|worker|staff)"
    # a market trader's: the shop's price as a stock, a market's order book, the mood of a crowd, a coin
    r"|market cap(?:itali[sz]ation)?|valuation|share price|stock price|order book|bids? and asks?"
    r"|(?:market |crowd |social |twitter |ct )?sentiment|bullish|bearish|bitcoin|btc"
    r"|crypto(?:currenc(?:y|ies))?)"
    r"(?:'s)?\b",
    re.IGNORECASE,
)
"""What the data cannot answer: the market, competitors, peers and industry benchmarks; labour
productivity; a trader's market cap, order book, sentiment and coins."""

_JUDGED = re.compile(
    r"\b(?:value[- ]creation|levers?|burning[- ]platform|strateg(?:y|ic)|recommendations?"
    r"|(?:slide|deck|memo|one-pager|storyline|exec(?:utive)? summary)s?)\b",
    re.IGNORECASE,
)
"""A judgement (value-creation levers) or a document (a slide, a deck): asked back when no figure is named."""

CONSULTANT_ASK = (
    "The data holds only this business's own orders, customers, stores and products, so it cannot show "
    "{what}. "
    "Which figure of ours should I look at instead?"
)
"""The question back for what the data cannot answer."""


def consultant_ask(question: str, names_figure: Callable[[], bool]) -> str | None:
    """What ``question`` asks that the data cannot answer ("market share"; "the burning-platform slide" when
    ``names_figure()`` is false: no figure of the data is named), or None."""
    judged = _JUDGED.search(question)
    found = _BEYOND.search(question) or (judged if judged is not None and not names_figure() else None)
    return found.group(0).strip().lower() if found is not None else None
