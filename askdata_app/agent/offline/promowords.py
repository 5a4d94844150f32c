"""A promoter's words, said plainly before a question is read: "our record-breaking day for orders", "the
crowd favourite", "cups of chai poured", "jaffles toasted", "tangaroos blended", "vanilla ices handed over
the counter", "adele-ades gone out the door", "happy customers", "in our history", "since the data starts in
2018", "our number one customer", "which drink led the pack".

A record day (week, month, year, Saturday ...) is the best one; a crowd or fan favourite is the favourite;
a cup, glass or serving of a product is one unit of it; toasting, pouring, blending, brewing or handing a
product over the counter is selling it; "happy" before customers says nothing of who they are (only tone
words go: loyalty is read elsewhere); "in our history", "ever recorded" and "since the data starts (in
2018)" are all the data; the number one (no. 1, #1) customer or store is the top one, and so is the one that
led the pack; the most lifetime orders, with no period, are the most orders.
"""

from __future__ import annotations

import re

_UNIT = (
    r"(?:day|days|date|dates|week|weeks|month|months|quarter|quarters|year|years|hour|hours|weekday|weekdays"
    r"|monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
)
_SOLD_VERB = (
    r"(?:toast|toasted|toasting|pour|poured|pouring|blend|blended|blending|brew|brewed|brewing|grill|grilled"
    r"|press|pressed|squeeze|squeezed|shake|shook|shaken|whip(?:ped)? up)"
)
_REWRITES: tuple[tuple[str, str], ...] = (
    # "our record-breaking day for orders", "the record month", "our best-ever Saturday": the best one
    (
        rf"\b(?:record[- ]breaking|record[- ]setting|all[- ]time (?:record|best|high)|best[- ]ever|record)"
        rf"(?= {_UNIT}\b)",
        "best",
    ),
    (r"\brecord[- ](?:breaking|setting)\b", "best"),
    # "the crowd favourite", "the fan-favourite shop", "a real crowd-pleaser": the favourite
    (r"\b(?:crowd|fan|fans'?|audience|customer)[- ]favou?rites?\b", "favourite"),
    (r"\b(?:the |our |a |a real )?(?:crowd|people)[- ]pleasers?\b", "the favourite"),
    (r"\b(?:is |was )(?:our|the) underdog\b", " is the least popular"),
    (r"\b(?:our|the) underdog\b", " the least popular"),
    # "how many cups of chai and mighty", "glasses of adele-ade": units of the product
    (
        r"\b(?:cups?|glass(?:es)?|mugs?|servings?|bottles?|helpings?|scoops?)"
        r" of (?=[a-z])",
        "",
    ),
    (
        r"\b(?:cups|glasses|mugs|servings|helpings|scoops)(?= (?:sold|poured|served|handed)\b)",
        "units",
    ),
    # "did we hand over the counter", "have gone out the door", "flew off the shelves": sold
    (
        r"\b(?:did|do|does) (we|they|it|the [a-z ]+? (?:shop|store|location|caf[eé]|outlet)) "
        rf"{_SOLD_VERB}\b",
        r"did \1 sell",
    ),
    (r"\b(?:hand(?:ed)?|passed|pass) (?:over|across) the counter\b", "sell"),
    (
        r"\b(?:have|has) (?:gone|walked|flown|flew) (?:out (?:of )?the door|off the shel(?:f|ves))\b",
        "have been sold",
    ),
    (r"\b(?:went|go|goes|walked|flew|fly) (?:out (?:of )?the door|off the shel(?:f|ves))\b", "sold"),
    (rf"\b(?<=we ){_SOLD_VERB}\b", "sold"),
    (rf"\b(?:we|they) (?:have|'ve) {_SOLD_VERB}\b", "we have sold"),
    # "our number one customer", "the no. 1 drink", "the #1 store": the top one
    (
        r"\b(?:number|no\.?|#) ?(?:one|1)(?= (?:customer|customers|store|stores|shop|shops|product|products"
        r"|drink|drinks|jaffle|jaffles|item|items|seller|sellers|location|locations|fan|fans|spender|buyer)\b)",
        "top",
    ),
    (
        r"\b(?:our |the )?(?:biggest|top|number one|no\.? ?1|#1) (?:fan|supporter|regular)\b",
        "the top customer",
    ),
    # "which drink led the pack", "topped the charts": was the top one
    (r"\b(?:led|leads|lead|topped|tops|top) the (?:pack|charts?|table|field|list|leaderboard)\b", "was top"),
    (r"\bhall[- ]of[- ]fame\b", "best"),
    # "the customer with the most lifetime orders": the most orders (a lifetime is all the data)
    (
        r"\b(most|fewest|highest number of|largest number of) lifetime orders\b(?!.*\b(?:19|20)\d\d\b)",
        r"\1 orders",
    ),
    # "the most loyal following", "the biggest loyal fan base": loyal customers (read as returning ones)
    (r"\bloyal (?:following|fan ?base|fans|crowd|supporters)\b", "loyal customers"),
    # "..., every shop, all time": across all the shops (a scope said in passing, not a breakdown)
    (
        r",\s*(?:across |at |from |in )?(?:every |each and every |all (?:our |the )?)"
        r"(?:shops?|stores?|locations?|branch(?:es)?|outlets?|caf[eé]s?),"
        r"\s*(?=all[- ]time\b|ever\b|of all time\b|since\b)",
        ", ",
    ),
    # "how many happy customers": the customers (the tone says nothing of which)
    (
        r"\b(?:happy|satisfied|valued|lovely|wonderful|amazing|hungry|thirsty|beloved|devoted|delighted)"
        r" (?=customers?\b|guests?\b|people\b)",
        "",
    ),
    # "in our history", "ever recorded", "since the data starts in 2018": all the data
    (
        r"\bsince (?:the |our )?(?:data|records?|history|figures|numbers|books|trading|dataset)"
        r" (?:starts?|started|begins?|began|kicks? off|kicked off|opens?|opened)"
        r"(?: in (?:19|20)\d\d| on [a-z0-9 ,]+?(?=[?.!]|$))?",
        " of all time ",
    ),
    (
        r"\b(?:in|across|over|throughout) (?:our|the (?:chain'?s|company'?s|business'?s?)|the|all of our)"
        r" (?:whole |entire |full )?history\b",
        " of all time ",
    ),
    (r"\bin history\b", " of all time "),
    (r"\bever (?:recorded|logged|rung up)\b", "ever"),
)
_COMPILED = tuple((re.compile(p, re.IGNORECASE), r) for p, r in _REWRITES)


_DEFINED_BEST = re.compile(
    rf"\b(?:our|the) (?:best|top|biggest|busiest|strongest|record)(?: ever)? ({_UNIT})"
    r"(?: so far| yet| to date| ever)?"
    rf",? (?:meaning|i\.e\.|that is|in other words|by which i mean) (the \1 with the [^,;?]+?)(?=[,;?]|$)",
    re.IGNORECASE,
)


def promo_words(question: str) -> str:
    """``question`` with a promoter's words said plainly; unchanged when it has none."""
    text = _DEFINED_BEST.sub(r"\2", question)  # "our best year, meaning the year with the most orders"
    for pattern, said in _COMPILED:
        text = pattern.sub(said, text)
    if text == question:
        return question
    return re.sub(r"\s+([,?.!])", r"\1", " ".join(text.split()))
