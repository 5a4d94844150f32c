"""A theatre stage manager's words for the data, said plainly before a question is read (round 38).

A stage manager reads the stores as venues, the chain as the company, the customers as punters (auswords)
and the orders as tickets; a year of trade is a run or a season and the menu is the bill:

- "tickets" a venue sold are its orders ("how many tickets did the Chicago venue sell"), and a gloss saying
  so ("(A ticket is one order, all day counts.)") goes;
- a venue's "opening night" is its opening day (the whole day, by its date; "on opening night" on its own);
- "the biggest house" (the fullest, the largest) a venue pulled is its most customers, "counting distinct
  punters" is that count itself; "the thinnest house" the fewest;
- "top-billed" items are the top products, "different items on the bill" the products (the bill of fare;
  "the items on the bill" alone may be an order's), units "shifted" are units sold; a venue that "sold the
  most flame impala in 2020, by units" sold the most units of it;
- "box office" is the takings (the order totals, tax in), "full-season" and "the whole run of the data" are
  all the data, "the 2020 run" is 2020 (a "season" is a sports fan's, left); ", every venue," said as an
  aside is all of them combined;
- a closing ", names and counts" after a ranking goes (the ranking shows both; a follow-up read it as the
  customers' names);
- "the company's" orders are the orders of the chain: the possessive goes;
- a slot of the day named before its hours ("Matinee trade, noon to 4:59pm:", "the matinee window, 12pm to
  4:59pm", "Evening performance, 6pm onwards:") is those hours: the name goes (said without hours, the
  name is left, and asked about); an hour "onwards" heading the question is from that hour on;
- a heading that only names the sheet ("Props list:", "Curtain up on 25 December 2020:") goes, the date kept;
- "the time of the first order" is when the first order was placed;
- "one-show punters" are the customers who ordered once (new customers), their "single order" their only
  ("strike that and reset" starts afresh: the planner's fresh-start words).

``stage_asked`` says what a stage manager's question the records cannot settle asks ("the half-hour call",
"the understudy", "the best reviews", "the house seats"): they hold the cafés' orders, no performances.

Each rewrite needs the stage manager's own word, so "house", "bill" or "run" elsewhere keep their meaning.
"""

from __future__ import annotations

import re

from askdata_app.agent.offline.text import rewritten_when

__all__ = ["STAGE_ASK", "stage_asked", "stage_words"]

_I = re.IGNORECASE
_CLOCK = r"(?:noon|midday|\d{1,2}(?::\d\d)? ?(?:am|pm)|\d{1,2}:\d\d)"
_SLOT = (
    r"(?:(?:the )?(?:matinee|matin[eé]e|evening|late|early) (?:trade|window|slot|performance|show|house)"
    r"|(?:the )?matinees?|(?:the )?(?:evening|late) (?:performances?|shows?))"
)

_RULES: tuple[tuple[str, str], ...] = (
    # a gloss saying what a ticket is
    (r"\s*\(\s*(?:a |one )?tickets? (?:is|=|means|being) (?:one|an|a single) order\b[^()]*\)", ""),
    # tickets a venue sold: its orders
    (r"\btickets? (did|does|do|has|have|had) (.{1,40}?) (?:sell|sold|shift|shifted)\b", r"orders \1 \2 have"),
    (r"\btickets? sold\b", "orders"),
    # opening night: the opening day
    (r"\bopening nights\b", "opening dates"),
    (r"\bon (?:the )?opening night\b", "on its opening day"),
    (r"\bopening night\b", "opening day"),
    (
        r"\bin order of (?:their|its|the) opening dates\b([^?.]*?),? (?:with|and) (?:the|their) dates\b",
        r"with their opening dates\1",
    ),
    (r"\bin order of (?:their|its|the) opening dates\b", "with their opening dates"),
    # the biggest house: the most distinct customers
    (
        r"\b(?:pulled|drew|drawn|pulls|draws|had|got|played to) the (?:biggest|largest|fullest|best) house"
        r"\b([^?]*?),? counting (?:distinct|unique|different|individual) (?:punters|customers|heads|people)",
        r"had the most distinct customers\1",
    ),
    (
        r"\b(?:pulled|drew|drawn|pulls|draws|had|got|played to) the (?:biggest|largest|fullest|best) house\b",
        "had the most distinct customers",
    ),
    (
        r"\b(?:pulled|drew|drawn|pulls|draws|had|got|played to) the (?:smallest|thinnest|emptiest) house\b",
        "had the fewest distinct customers",
    ),
    # the bill: the menu
    (r"\btop[- ]billed (?:items|products|acts|turns)\b", "top products"),
    (r"\btop[- ]billed\b", "top"),
    (r"\b(different|distinct|unique) (?:items|things|dishes|acts) on the bill\b", r"\1 products"),
    (r"\bunits shifted\b", "units sold"),
    (  # "the three top-billed items ..., names and counts": a ranking shows both; the note goes
        r"^((?:the )?(?:top|\w+ top|top \w+)\b[^?]*?),? (?:with )?(?:the |their )?names and (?:the |their )?"
        r"(?:counts|figures|numbers|totals|units)\s*([.?!]?)\s*$",
        r"\1\2",
    ),
    (r"\bshifted the most\b", "sold the most"),
    (  # "which venue sold the most flame impala in 2020, by units": the most units of it
        r"\bsold the most (?!units\b|items\b)([a-z][\w' -]{1,30}?)((?: in (?:19|20)\d\d)?),?"
        r" (?:by|in) units\b",
        r"sold the most units of \1\2",
    ),
    # box office: the takings
    (r"\bfull[- ]season (?=box office|takings|revenue|sales|orders)", ""),
    (r"\bbox[- ]office(?: takings| receipts| take)?\b", "takings"),
    (r",\s*(?:every|each|all the|all) venues?\s*,", ", all venues combined,"),
    (r",? the whole run(?: of the (?:data|records|show))?\b", ", all time"),
    (r"\b(?:across |over |during |for )?the ((?:19|20)\d\d) run\b", r"in \1"),
    # the company's orders: the chain's
    (r"\b(?:all )?the company's (?=(?:(?:19|20)\d\d )?orders\b|(?:first|last) order\b)", ""),
    # a slot of the day named before its hours: the hours
    (rf"\b{_SLOT},? (?=(?:from |between )?{_CLOCK}\b)", ""),
    (r"(^|[,:;] )(\d{1,2} ?(?:am|pm)) (?:onwards?|and later|or later)\b", r"\1from \2 on"),
    # a heading naming the sheet
    (r"^\s*(?:props? list|prop sheet|cue sheet|the book|prompt book)\s*[:\u2013\u2014-]\s*", ""),
    (r"^\s*curtain up on ([^:]{3,60}?)\s*:\s*", r"On \1: "),
    # the time of the first order: when it was placed
    (
        r"(?:^|(?<=: ))the time of (?:the )?(first|last|earliest|latest) order\b([^?.]*)[.?]?\s*$",
        r"what time was the \1 order\2?",
    ),
    # one-show punters: the customers who ordered once
    (r"\bone[- ](?:show|night|off|time)(?:[- ]only)? (?:punters|customers|patrons)\b", "new customers"),
    (r"\bwhose single order\b", "whose only order"),
)
_COMPILED = tuple((re.compile(p, _I), r) for p, r in _RULES)
_STRONG = re.compile(
    r"\b(?:venues?|punters?|tickets?|opening nights?|house|top[- ]billed|on the bill|shifted|box[- ]office"
    r"|run|season|company's|matin[eé]es?|performance|props?|curtain|one[- ](?:show|night)"
    r"|time of (?:the )?(?:first|last|earliest|latest) order)\b",
    _I,
)


def stage_words(question: str) -> str:
    """``question`` with a stage manager's words said plainly (see the module); unchanged without one."""
    return rewritten_when(question, _STRONG, _COMPILED)


STAGE_ASK = (
    "The data holds the cafés' orders, customers, products and supplies, with no performances, casts, calls, "
    "seats or reviews, so I cannot tell {what}. I can give figures such as the orders by hour or by venue; "
    "which would help?"
)
_ASKED = re.compile(
    r"\b(?P<what>(?:the )?(?:half[- ]hour|quarter[- ]hour|five[- ]minute|beginners'?|places) call"
    r"|(?:the )?understud(?:y|ies)|(?:the )?(?:best|worst|good|bad|better|rave|top) reviews"
    r"|reviews? (?:of|for) (?:the|our|this) (?:show|production|play)"
    r"|(?:the )?house seats|comps? for the cast|(?:the )?(?:cast|crew|stage crew) (?:list|call|rota)"
    r"|(?:the )?curtain calls?|(?:the )?standing ovations?"
    r"|(?:the )?(?:get-in|get-out|fit-up|tech run|dress rehearsal))\b",
    _I,
)


def stage_asked(question: str) -> str | None:
    """The stage matter ``question`` asks about that the records cannot hold, else None."""
    m = _ASKED.search(question)
    return m.group("what") if m else None
