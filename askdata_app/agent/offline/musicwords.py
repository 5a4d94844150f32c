"""A music producer's words for the shop's figures, said plainly before a question is read (round 36).

A producer reads the products as tracks or releases, the units sold as the chart, the stores as venues and the
customers as fans:

- "tracks", "releases", "songs" are the products ("top 3 tracks at the Chicago venue", "which release costs
  the most"); "genre" is the product type ("revenue by genre", "drinks genre against jaffle genre");
- "fans" (and "the fan base") are the customers; a venue that "pulled the biggest crowd" had the most
  customers; "one-hit wonders" are the one-time customers (a gloss saying so again, "fans with a single order
  and nothing after", goes);
- the chart is the ranking by units: a track that "topped the charts" sold the most, "the full 2020 chart"
  is the 2020 product ranking by units, "where did X land on the 2020 chart" asks where X ranked (by units
  unless said), "run that chart for LA" runs that (ranking) again; "the number one at the top down to the
  bottom" and "hottest first" are highest first; "the number-one track" is the top one;
- "the biggest hit" is the best seller, "the biggest flop" (a track that "flopped hardest") the least sold;
  "the B-side (nobody spins)" is the least sold product too; a venue's "drop" ("when did the LA venue drop",
  "drop day in LA") is its opening; "how many units did it move" is how many it sold; tracks that "went past
  ten thousand units" sold more than that many;
- the "tempo" of a year is its average daily orders ("Tempo:" as a heading goes; a gloss after it, "- mean
  daily orders across the year", is read in its place); "the whole catalogue history" is all time; "the whole
  label" is the business ("how much tax did the whole label pay": we); "switching sessions" starts a new
  topic; "our number-one fan, the customer with ..." is the customer the gloss says ("2020's units" are the
  units sold in 2020, "what slice of" is "what share of").

``music_asked`` says what a question asks that the records cannot hold: radio play, streams, remixes,
playlists (the shop sells jaffles and drinks; nothing is played or streamed).

>>> music_words("Top 3 tracks at the Chicago venue in 2020")
'Top 3 products at the Chicago venue in 2020'
>>> music_words("which release has the highest price?")
'which product has the highest price?'
>>> music_asked("Which track got the most radio play?")
'radio play'
"""

from __future__ import annotations

import re
from collections.abc import Callable

__all__ = ["MUSIC_ASK", "music_asked", "music_words"]

MUSIC_ASK = (
    "The data holds the shop's orders, customers and products, with nothing played, streamed or remixed, so "
    "I cannot tell {what}. I can give figures such as units sold or revenue by product; which would help?"
)

_YEAR = r"(?:19|20)\d\d"
_NUM = (
    r"(?:\d[\d,.]*k?|(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|a)"
    r"(?: hundred| thousand)?)"
)
_DASH = r"\s*[-\u2013\u2014:,(]\s*"
_STORE = r"(?:venue|store|shop|location|branch|site)"

_ASKED = re.compile(
    r"\b(?P<what>radio (?:play|plays|spins|airtime)|air ?play|streams?(?! of revenue)|streaming"
    r"|remix(?:es|ed)?|playlist(?:s|ed)?|chart peak)\b",
    re.IGNORECASE,
)
_REVENUE_STREAM = re.compile(r"\b(?:revenue|income|sales|cash) streams?\b", re.IGNORECASE)

_REWRITES: tuple[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]], ...] = tuple(
    (re.compile(pattern, re.IGNORECASE), repl)
    for pattern, repl in (
        # a new studio session is a new topic
        (r"\b(?:switching|switch|changing|new|different|another) sessions?\b", "switching topics"),
        # the B-side nobody spins: the least sold product (its gloss after a dash is read as said)
        (
            r"\b(?:the |a |our )?b[- ]?sides?"
            r"(?: (?:that )?(?:nobody|no one|no-one) (?:spins|plays|wants|buys)"
            r"| (?:that )?(?:nobody|no one|no-one) (?:spins|plays|wants|buys))?",
            "the least sold product",
        ),
        # one-hit wonders: the one-time customers, their gloss going
        (
            r"\bone[- ]hit[- ]wonders?(?:" + _DASH + r"(?:(?:the )?(?:fans|customers|people|buyers) )?"
            r"(?:with|who (?:placed|made|had)|having) (?:a single|one|only one|just one|exactly one) order"
            r"(?: only)?(?:,? (?:and|with|but) nothing (?:after|since|more|else|again))?"
            r"(?:\s*[-\u2013\u2014)](?=\s))?)?",
            "one-time customers",
        ),
        # the chart: the ranking by units
        (r"\btop(?:ped|s)? the charts?\b", "sold the most"),
        (r"\bchart[- ]toppers?\b", "best seller"),
        # a hit is a best seller, a flop the least sold
        (r"\b(?:our |the )?(?:biggest|top|greatest) hit\b", "the best seller"),
        (r"\b(top (?:\d+|two|three|four|five|ten)) hits\b", r"\1 products"),
        (r"\b(?:our |the )?(?:biggest|top|greatest) hits\b", "the best sellers"),
        (r"\b(?:our |the )?(?:biggest|worst) flop\b", "the least sold product"),
        (r"\bflopped(?: (?:the )?(?:hardest|worst|most|biggest))?\b", "sold the fewest units"),
        (  # "which track was number one in 2019 (by units)": sold the most
            r"\b(?:was|is|were|came|came in|ended up|finished)(?: at)? (?:number[- ]one|no\.? ?1|#1)\b"
            r"(?=[^?]*\bby units\b|(?![^?]*\bby\b))",
            "sold the most",
        ),
        (
            r"\b(?:land|landed|lands|sit|sat|sits|place|placed|come in|came in|finish|finished"
            r"|end up|ended up"
            r"|chart|charted|rank|ranked) (?:on|in) (the (?:" + _YEAR + r" )?)charts?\b"
            r"(?P<by>(?=,? by\b))?",
            lambda m: (
                f"rank in {m.group(1)}product ranking{'' if m.group('by') is not None else ' by units'}"
            ),
        ),
        (r"\s*[-\u2013\u2014,]\s*(?:what|which) (?:position|place|spot|rank)\b\s*(?=\?|$)", ""),
        (
            r"\bthe (full |whole |complete |entire )?(" + _YEAR + r"(?:'s)? )?charts?\b"
            r"(?=\s*(?:[:,?.-]|$)|\s+(?P<by>by)\b)",
            lambda m: (
                f"the {m.group(1) or ''}{m.group(2) or ''}product ranking"
                + ("" if m.group("by") else " by units")
            ),
        ),
        (r"\b(run|do|redo|pull|give me) (that|the same|this) chart (?=for|at|in|of)\b", r"\1 that "),
        (
            r",?\s*(?:with )?(?:the )?number one at the top"
            r"(?:,? (?:all the way )?down to the (?:bottom|last))?",
            ", highest first",
        ),
        (r"\bhottest first\b", "highest first"),
        (r"\bnumber-one (?=(?:track|release|song|product|single|hit)s?\b)", "number one "),
        # a venue's drop is its opening
        (r"\bon (?:the )?(?:drop|debut|premiere|launch) day\b(?! of\b)", "on its opening day"),
        (r"\b(?:drop|debut|premiere|launch) (day|date)\b", r"opening \1"),
        (r"\bon the day (?:it|they|the \w+) (?:opened|dropped|launched|debuted)\b", "on its opening day"),
        (
            r"\b(did|does|will) (the |our )?([\w ]{1,30}? " + _STORE + r") (?:drop|debut|premiere|launch)\b",
            r"\1 \2\3 open",
        ),
        # units moved are units sold; tracks that went past N units sold more than N
        (r"\b(units?|copies) (did|does|do) (\w+) (?:move|shift|push)\b", r"\1 \2 \3 sell"),
        (r"\b(?:moved|shifted|pushed) (" + _NUM + r" (?:units|copies))\b", r"sold \1"),
        (
            r"\b(?:went|go|goes|gone|got) (?:past|over|beyond|above) (" + _NUM + r" units)\b",
            r"sold more than \1",
        ),
        # tracks, releases, songs: the products
        (
            r"(?<!\bkeep )(?<!\bon )(?<!\bto )(?<!\bwe )(?<!\byou )(?<!\bi )(?<!\brhythm )(?<!\bbacking )"
            r"\btracks\b(?! (?:record|down)\b)",
            "products",
        ),
        (
            r"(?<!\bkeep )(?<!\bon )(?<!\bto )(?<!\bwe )(?<!\byou )(?<!\bi )(?<!\brhythm )(?<!\bbacking )"
            r"\btrack\b(?! (?:record|down)\b)",
            "product",
        ),
        (r"(?<!\bpress )(?<!\bto )\breleases\b(?! (?:dates?|days?|notes?)\b)", "products"),
        (r"(?<!\bpress )(?<!\bto )\brelease\b(?! (?:dates?|days?|notes?)\b)", "product"),
        (r"\bsongs\b", "products"),
        (r"\bsong\b", "product"),
        # genre: the product type; "drinks genre against jaffle genre": drinks vs jaffles
        (r"\b(\w+) genre (?:against|vs\.?|versus) (?:the )?(\w+) genre\b", r"\1 vs \2"),
        (r"\bgenres?\b", "product type"),
        # fans: the customers; a venue that pulled the biggest crowd had the most customers
        (
            r"\b(?:pulled|drew|draws|pulls|attracted|brought in|had|got) the (?:biggest|largest) crowds?\b"
            r"([^-\u2013\u2014?]*?)\s*[-\u2013\u2014,]\s*(?:the )?most (distinct |unique |different )?"
            r"(?:fans|customers|people)(?=\s*(?:\?|$))",
            r"had the most \2customers\1",
        ),
        (
            r"\b(?:pulled|drew|draws|pulls|attracted|brought in|had|got) the (?:biggest|largest) crowds?\b"
            r"(?![^?]*\b(?:in|by) (?:orders|revenue|sales|items|units)\b)",
            "had the most customers",
        ),
        (
            r"\b(?:pulled|drew|draws|pulls|attracted|brought in|had|got) the (?:smallest|thinnest) crowds?\b"
            r"(?![^?]*\b(?:in|by) (?:orders|revenue|sales|items|units)\b)",
            "had the fewest customers",
        ),
        (  # "our number-one fan, the customer with the most orders": the gloss says who
            r"\b(?:our |the )?(?:number[- ]one|biggest|top|no\.? ?1|#1) fans?\s*[,:\u2013\u2014-]\s*"
            r"(?=(?:the|our) (?:customers?|fans?) (?:with|who)\b)",
            "",
        ),
        (r"\b(?:the )?fan ?base\b", "the customers"),
        (r"\bfans\b", "customers"),
        (r"\b(each|every|per|one|a|any|which|that|the) fan\b(?![- ]favou?rite)", r"\1 customer"),
        (r"\bpicked up (?=(?:a|an|one|some|any|\d+)\b)", "bought "),
        # "2020's units": the units sold in 2020
        (r"\b(" + _YEAR + r")'s units\b(?! sold)", r"units sold in \1"),
        (r"\bwhat (?:slice|chunk|piece|cut) of\b", "what share of"),
        # the tempo of a year: its average daily orders (a gloss after it is read in its place)
        (
            r"\b(?:the )?tempo\b([^-\u2013\u2014:?]*?)\s*[-\u2013\u2014:]\s*(?:the )?"
            r"((?:mean|average|avg) (?:daily orders|orders (?:per|a|each) day))"
            r"(?: (?:across|over|through(?:out)?) the (?:whole |entire )?year)?",
            r"the \2\1",
        ),
        (r"^\s*(?:the )?tempo\s*[:\u2013\u2014-]\s*", ""),  # a heading: its gloss says what is meant
        (r"\b(?:the )?tempo\b", "the average daily orders"),
        # the whole catalogue history: all time; the whole label: the business
        (
            r"\b(?:across|over|in|through(?:out)?|for) (?:the |our )?(?:whole |entire )?"
            r"(?:catalogu?e|discography)(?:'s)? history\b",
            "of all time",
        ),
        (r"\b(did|does|do) the (?:whole |entire )?label\b", r"\1 we"),
    )
)


def music_words(question: str) -> str:
    """``question`` with a music producer's words said plainly (see the module docstring); unchanged
    without them."""
    text = question
    for pattern, repl in _REWRITES:
        said = pattern.sub(repl, text)
        if said != text:
            text = re.sub(r"\s{2,}", " ", said).strip()
    return text


def music_asked(question: str) -> str | None:
    """What a question asks of plays, streams or remixes that the records cannot hold, or None."""
    found = _ASKED.search(_REVENUE_STREAM.sub("", question))
    if found is None:
        return None
    what = found.group("what").lower()
    return "a remix's sales" if what.startswith("remix") else what
