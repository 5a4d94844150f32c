"""A historian's words for the chain and its data, said plainly before a question is read (round 33).

A historian writes of the chain's past the way a chronicle does:

- a store is a "house" ("the Brooklyn house", "each house's orders", "which of the houses") or an
  "establishment": both are stores. "house-made", "house-pickled", "in-house", "back of house" and "on the
  house" keep their meaning (the menu's and the supplies' own words);
- a store's "founding", its being "founded" or "established", "coming into being", "opening its doors" or
  "starting to trade" is its opening ("when was the Chicago house founded": when it opened; "in its founding
  year"); "the earliest of the six houses" is the oldest store, "the latest of them" the newest;
- the data is "the archive" or "the record(s)": "the first order in the archive", "orders recorded in the
  records", "how many order lines does the archive hold" say nothing more than the data; "from the beginning
  of the record to the close of 2019" is up to the end of 2019; "the opening day of the archive, 1 January
  2018" is that day;
- "at what moment (to the second)" is when; "the time (timestamp) of the last order" is when it was placed;
- a customer "first recorded", "first seen" or making "their first appearance" then placed their first
  order then; one "last seen" or whose "last recorded order" was then placed their last order then ("and
  never seen again", "and never came back afterwards" say nothing more);
- "order lines" are the order items; "at what rate was sales tax levied" asks the tax rate;
- "how did X develop (evolve, progress) over the years" is X by year.

Each rewrite is only made on the words said, so "house" or "record" elsewhere keep their meaning ("the record
day" is the best day).
"""

from __future__ import annotations

import re
from collections.abc import Callable

_HOUSE_KEEP = (
    r"(?:made|pickled|baked|brewed|roasted|cured|blend|special|specials|speciality|specialty|style|wine|coffee"
    r"|sauce|dressing|favou?rite|rules?|party|parties|plant|plants|music|keeping|hold|holds|work|of)"
)
"""Words after "house" that make it the menu's or some other house, never a store."""

_STORES = r"(?:stores|houses|establishments|shops|locations|branches|outlets)"
_DATA = r"(?:archives?|records?|chronicles?|annals|ledgers?|books)"
_MONTHS = (
    r"(?:january|february|march|april|may|june|july|august|september|october|november|december"
    r"|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)"
)
_DATE = (
    rf"(?:\d{{1,2}}(?:st|nd|rd|th)? {_MONTHS},? (?:19|20)\d\d"
    rf"|{_MONTHS} \d{{1,2}}(?:st|nd|rd|th)?,? (?:19|20)\d\d)"
)


def _founded_when(m: re.Match[str]) -> str:
    return f"when did {m.group(1)} open"


_RULES: tuple[tuple[str, str | Callable[[re.Match[str]], str]], ...] = (
    # "house" and "establishment" as a store ("the Brooklyn house", "each house's", "which of the houses")
    (rf"(?<![-\w])(?<!back of )(?<!front of )(?<!on the )house(s?)\b(?!-)(?! {_HOUSE_KEEP}\b)", r"store\1"),
    (r"\bestablishment(s?)\b", r"store\1"),
    # "the earliest of the six stores", "the first of our stores": the oldest store
    (
        rf"\bthe (?:earliest|first|oldest) of (?:the |our |its |all )?(?:\w+ )?{_STORES}\b",
        "the oldest store",
    ),
    (
        rf"\bthe (?:latest|last|newest|youngest|most recent) of (?:the |our |its |all )?(?:\w+ )?{_STORES}\b",
        "the newest store",
    ),
    # "when was the Chicago store founded": when did it open
    (
        r"\bwhen (?:was|were) ((?:the |our |its )?[\w' ]{1,40}?) (?:first )?(?:founded|established|opened"
        r"|launched|inaugurated|set up)\b",
        _founded_when,
    ),
    # "before the Los Angeles store came into being on 1 August 2019": before that day (the date said wins)
    (
        rf"\b(before|after|until|since) (?:the |our )?[\w' ]{{1,40}}? (?:opened|came into (?:being|existence)"
        rf"|opened (?:its|their) doors|was (?:founded|established|opened)|began trading|started trading),?"
        rf" (?:on |in )?(?=(?:{_DATE})\b)",
        r"\1 ",
    ),
    # "how many days separate the founding of A from that of B": between the two openings
    (
        r"\bhow many (days|weeks|months|years) (?:separate|separated|lie between|lay between|passed between)"
        r" the (opening|founding) of (.{2,40}?) (?:from|and) (?:that|the \2) of\b",
        r"how many \1 between the opening of \3 and the opening of",
    ),
    # "the earliest year of the record, 2018": that year
    (
        rf"\b(?:the )?(?:earliest|first|opening|final|last|latest|closing) (?:year|month|quarter) of"
        rf" (?:the |our )?{_DATA},? (?=(?:19|20)\d\d|{_MONTHS})",
        "",
    ),
    # "came into being", "opened its doors", "began trading", "was founded": opened
    (r"\b(?:came|come|comes|coming) into (?:being|existence)\b", "opened"),
    (r"\b(open|opens|opened|opening) (?:its|their|the) doors\b", r"\1"),
    (r"(?<!\bit )\b(?:began|started|commenced) trading\b", "opened"),
    (r"\balready trading\b", "open"),
    (r"\b(?:was|were|had been|got) (?:first )?(?:founded|established)\b", "opened"),
    (r"\bto be (?:founded|established)\b", "to open"),
    (r"\bfound(?:ed|ing) (?=year|date|day|month)", "opening "),
    (r"\bthe (?:founding|establishment) of\b", "the opening of"),
    (r"\b(its|their) founding\b", r"\1 opening"),
    (r"(?<!who )\bfounded\b", "opened"),
    # "the opening day of the archive, 1 January 2018": that day
    (rf"\b(?:the )?(?:opening|first|very first) day of the {_DATA},? (?=(?:{_DATE}))", ""),
    # "from the beginning of the record to the close of 2019": up to the end of 2019
    (
        rf"\b(?:from |since )?the (?:very )?(?:beginning|start|opening|outset|dawn) of (?:the |our )?{_DATA}"
        r",? (?:up )?(?:to|through|until|till|up to|up until|through to)(?: the (?:close|end) of)?"
        r" (?=(?:the end of |the close of )?(?:\d|[a-z]+ (?:19|20)\d\d))",
        "up to the end of ",
    ),
    (r"\bup to the end of (?:the end of |the close of )", "up to the end of "),
    # "How many order lines does the archive hold": how many are there
    (
        rf"\b(?:does|do|did) (?:the|our|your) {_DATA} (?:hold|contain|keep|have|preserve|list|show)\b",
        "are there",
    ),
    (
        rf"\b(are|were|is|was) (?:preserved|kept|stored|held|contained|recorded|logged|listed|found)"
        rf" (?:in|within|on) (?:the|our|your) {_DATA}\b",
        r"\1 there",
    ),
    # "in the archive", "of the record", "recorded in the records": all the data, said for nothing
    (
        rf",?\s*\b(?:recorded |kept |preserved |held |logged )?(?:of|in|within|from|across|on)"
        rf" (?:the|our|your) (?:entire |whole |full )?{_DATA}\b"
        r"(?! (?:day|high|low|number|month|week|year|amount|figure)s?\b)",
        "",
    ),
    # "at what moment, to the second, was the first order placed": when
    (
        r"\bat what (?:moment|instant|point in time|exact time|precise time)"
        r"(?:,? to the (?:second|minute),?)?",
        "when",
    ),
    # "the time of the last order recorded": when it was placed (its number beside it is read in edgeorder)
    (
        r"^(?:and |so )?(?:what (?:was|is) )?the (?:exact )?(?:time|timestamp|date and time|moment) of"
        r" the (very )?(first|earliest|last|latest|final|most recent) order(?: (?:placed|recorded|taken))?"
        r"(?=\s*[?.!]*\s*$)",
        r"when was the \1\2 order placed",
    ),
    # "patrons first recorded in 2018", "made their first appearance": placed their first order
    (r"\b(?:made|make|makes|making) (?:their|his|her|its) first appearance\b", "placed their first order"),
    (r"\bfirst appearance\b", "first order"),
    (
        r"\b(?:were|was|are|is) (?:first (?:recorded|seen|registered|logged)|seen for the first time)\b",
        "placed their first order",
    ),
    (
        r"\bfirst (?:recorded|seen|registered|logged|appear|appeared|appearing|showed up|turned up)\b",
        "placed their first order",
    ),
    (r",? and (?:were |was )?never (?:seen|heard from|recorded) again\b", ""),
    # "last seen before 2020 and never came back afterwards": after a last order, never back says it again
    (
        r"(\blast (?:seen|recorded|order(?:ed)?|visit(?:ed)?|checkout)\b[^.?!]*?),? and (?:have |has |had )?"
        r"never (?:(?:came|come|been) back|returned)(?: afterwards| after(?:wards)? that| since| again)?\b",
        r"\1",
    ),
    (r"\b(?:were|was|are|is) last (?:seen|recorded)\b", "placed their last order"),
    (r"\blast (?:seen|recorded)\b(?! order)", "placed their last order"),
    (r"\b(first|last|latest|final|earliest) (?:recorded|registered|logged) (orders?)\b", r"\1 \2"),
    (r"\b(first|last|latest|final|earliest) (orders?) (?:recorded|registered|logged)\b", r"\1 \2"),
    # "at what rate was sales tax levied at the Chicago store": its tax rate
    (
        r"\bat what (?:rate|percentage) (?:was|is|were|are) (?:the )?(?:sales )?tax(?:es)?"
        r" (?:levied|charged|applied|collected|imposed|set)\b",
        "what was the tax rate",
    ),
    # "order lines", "order line items": the order items
    (r"\border[- ]lines?(?: items?)?\b", "order items"),
    # "how did X develop over the years": X by year
    (
        r"\bhow (?:did|has|have|does|do) (.{3,80}?) (?:develop|evolve|progress|fare|trend|move|grow)(?:ed|d)?"
        r" (?:over|across|through|down) the years\b",
        r"\1 by year",
    ),
)
_COMPILED = tuple((re.compile(p, re.IGNORECASE), r) for p, r in _RULES)


def chronicle_words(question: str) -> str:
    """``question`` with a historian's words for the stores, their founding and the data in the planner's
    words; unchanged when it has none."""
    text = question
    for pattern, replacement in _COMPILED:
        said = pattern.sub(replacement, text)
        if said != text:
            text = " ".join(said.split())
    return text
