"""A hotel concierge's words, said plainly before a question is read: who the answer is for, and the
guest's words for what the data holds.

A concierge asks on a guest's behalf, and says so:

- a sentence or lead-in about the guest or the note being written ("A guest must avoid nutella.",
  "For an early riser:", "For the little guide we hand out at the desk:", "So that I can advise early
  risers:", "I am preparing a note for guests who prefer calm mornings.") goes; a store it names is kept
  when the question points back to it ("A guest staying near the Chicago café ... at which hour does that
  café ...", "For a guest heading to New Orleans: ... at the café there") or names none of its own;
- "a guest asks how many ...", "a guest would like to know what ...": the question asked; "for a guest",
  "to a guest", "a guest pays", "that I might suggest to a guest": said of no one;
- guests (visitors, patrons) are customers, "different" guests distinct ones; a café "welcomed" them when
  they ordered there;
- a café "open the longest" opened first, "the most recent to open its doors" opened most recently;
- "may I (safely) call X the favourite" is "is X the favourite"; the guests' favourite is the favourite;
- the calmest day or hour is the one with the fewest orders; "from its opening onward(s)" is all its data;
- a holiday said with its own full date ("Christmas Eve, 24 December 2020", "31 December 2020, New
  Year's Eve") is that date.

Each rewrite needs the words said, so "guest" or "open" elsewhere keep their meaning.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

__all__ = ["concierge_words"]

_GUEST = r"(?:guests?|visitors?|patrons?|early[- ]risers?|travell?ers?|tourists?)"
_WHO = rf"(?:an?|one|some|our|my|the|this|that|these|those|many|several|two|three|a few|a group of) {_GUEST}"
_ASKS = (
    r"(?:asks?|asked|is asking|are asking|keeps? asking|wants? to know|would like to know|wishes to know"
    r"|wonders?|is wondering|are wondering|enquires?|inquires?|is curious)"
)
_Q_WORD = r"(?=(?:how|what|which|when|where|who|whom|at which|on which|in which)\b)"

_ASKED = re.compile(rf"^(?:{_WHO})\b[^.?!:;]*?\b{_ASKS}\s+(?:(?:about|exactly)\s+)?{_Q_WORD}", re.I)
"""'A guest on a tight budget asks how many ...': the question the guest asks."""

_LEAD = re.compile(
    rf"^(?P<lead>(?:(?:for|to help|so that I can (?:advise|help|tell|answer)|so I can (?:advise|help|tell))"
    rf" (?:an?|one|some|our|my|the|this|that|these|those|a group of|a couple of)?\s*{_GUEST}\b"
    r"|for the (?:little |short |small )?(?:guide|note|leaflet|card|sheet|list)\b"
    r"|I am (?:preparing|writing|putting together) (?:a|an|the) (?:note|guide|leaflet|card|list)\b)"
    r"[^:?!]*?)(?::|\.(?=\s+[A-Z]))\s+",
    re.I,
)
"""'For a guest heading to New Orleans: ...', 'I am preparing a note for guests who ... .': who it is for."""

_NEXT = re.compile(
    rf"^(?:an?|one|another|the next|next) (?:different |new |other |second )?{_GUEST}(?: now)?"
    r"\s*[,:;.]\s*(?:and\s+)?",
    re.I,
)
"""'A different guest now, and nothing to do with Philadelphia: ...': a new question."""

_STORY = re.compile(rf"^(?P<lead>(?:{_WHO})\b[^.?!:;]*)\.\s+(?=[A-Z])", re.I)
"""'A guest must avoid nutella. Which products ...': a sentence about the guest, before the question."""

_BACK = re.compile(
    r"\b(?:that|this|the same) (?:café|cafe|store|shop|location|branch)\b"
    r"|\bthe (?:café|cafe|store|shop) there\b",
    re.I,
)

_REWRITES: tuple[tuple[str, str], ...] = (
    # closing sentences: "The name of the day, please.", "The hour as a number, please."
    (r"\bthe name of the (day|weekday|month|store|café|cafe|product|drink|jaffle)\b", r"the \1 name"),
    (r"\bthe (hour|day|month|year) as a number\b", r"the \1 number"),
    # "which of our cafés is ...": the one café
    (
        r"\bwhich of (?:our|the)(?: (?:six|\d))? (?:cafés|cafes|stores|shops|locations|branches)"
        r"(?= (?:is|was|has|had|charges|opened)\b)",
        "which café",
    ),
    # greetings and courtesy
    (r"^(?:good (?:morning|afternoon|evening)|hello|hi)[,.!]\s+", ""),
    (r"^(?:may|might|could|can) I ask (?:you )?(?=(?:how|what|which|whether|when|where|who)\b)", ""),
    # "that I might suggest to a guest", "for a guest", "a guest pays"
    (rf"\s*,?\s*(?:that|which) I (?:might|may|could|can) (?:suggest|recommend|offer) to (?:{_WHO})\b", ""),
    (rf"\b(?:come to|cost) (?:for|to) (?:{_WHO}) (?=at\b|in\b)", "cost "),
    (rf"\bcost (?:{_WHO}) (?=at\b|in\b)", "cost "),
    (rf"\b(?:{_WHO}) (?:pays?|is charged|would pay)\b", "is charged"),
    # "the guests' favourite": the favourite
    (rf"\bthe {_GUEST}(?:'|’)?s?(?:'|’)? (favou?rites?)\b", r"the \1"),
    (
        r"\b(?:may|might|can|could) I (?:safely |fairly |rightly )?call (?:it |them )?(?=the favou?rite)",
        "is ",
    ),
    (
        r"\b(?:may|might|can|could) I (?:safely |fairly |rightly )?call (.+?) the favou?rite\b",
        r"is \1 the favourite",
    ),
    # "different guests": distinct customers; "welcomed" them: had them
    (
        rf"(?<!\ba )(?<!\ban )\b(?:different|distinct|unique|individual|separate) {_GUEST}\b",
        "distinct customers",
    ),
    (r"\bwelcomed (?=the (?:greatest|largest|highest|most|biggest|smallest|fewest|lowest)\b)", "had "),
    (r"\bguests\b", "customers"),
    (r"\bguest\b", "customer"),
    # a café open the longest; the most recent to open its doors
    (r"\b(?:has|have|had) been open (?:for )?(?:the )?longest\b", "opened first"),
    (
        r"\b(?:is|was) (?:the )?(?:most recent|newest|latest|last) to open(?: (?:its|their) doors)?\b",
        "opened most recently",
    ),
    (r"\b(?:is|was) (?:the )?(?:first|earliest) to open(?: (?:its|their) doors)?\b", "opened first"),
    # "did the Chicago café sell over 2020": in 2020 (not more than 2020)
    (
        r"\b(sell|sold|take|took|receive|received|serve|served|make|made|earn|earned|welcome|welcomed|see|saw"
        r"|get|got|place|placed|order|ordered) over ((?:19|20)\d\d)\b(?![\d%$,.]\d)",
        r"\1 in \2",
    ),
    # "every café with the date it opened, starting with the oldest": the whole list, oldest first
    (r",? starting (?:with|from) the (oldest|earliest|newest|latest|most recent)\b", r", \1 first"),
    # "what the mel-bun costs on the menu": its menu price
    (
        r"\bwhat (?:does |do )?(?:the |a |an |one )(?!(?:they|it|them|these|those)\b)([\w][\w' -]*?) costs?"
        r" on (?:the|our) menu\b",
        r"what is the price of the \1",
    ),
    # "the jaffles and what they cost on the menu": their menu prices
    (r"\bwhat (?:they|these|those|each) (?:each )?costs? on (?:the|our) menu\b", "their prices on the menu"),
    # "how many of our drinks are priced at five dollars or under": the menu's drinks
    (
        r"\bhow many (?:of )?(?:our|the) (drinks|beverages|jaffles|items|products|things)"
        r"(?= (?:are|is) (?:priced|listed)\b)",
        r"how many \1 on the menu",
    ),
    # the calmest day: the fewest orders
    (r"\bcalmest\b", "quietest"),
    (r",? (?:taking|counting|using) all (?:its|their) orders from (?:its|their) opening onwards?\b", ""),
    (r"\bfrom (?:its|their) opening onwards?\b", "over all time"),
)
_COMPILED = tuple((re.compile(p, re.I), s) for p, s in _REWRITES)

_MONTH = r"(?i:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?)"
_DATE = (
    rf"(?:(?:the )?\d{{1,2}}(?:st|nd|rd|th)? (?:of )?{_MONTH},? \d{{4}}"
    rf"|{_MONTH} \d{{1,2}}(?:st|nd|rd|th)?,? \d{{4}})"
)
_HOLIDAY = (
    r"(?:(?:[A-Z][a-z]+(?:'s|’s|s')? ){1,3}(?:Day|Eve)|Halloween|Thanksgiving|Christmas|Easter|Hanukkah"
    r"|Diwali)"
)
_HOLIDAY_DATED = (
    (re.compile(rf"\b{_HOLIDAY},? (?:that is,? |i\.e\.,? )?(?P<date>{_DATE})"), r"\g<date>"),
    (
        re.compile(rf"(?P<date>\b{_DATE}),? (?:that is,? |i\.e\.,? )?{_HOLIDAY}(?=\s*[?.!,;]|\s*$)"),
        r"\g<date>",
    ),
)


def _stores_in(text: str, stores: Iterable[str]) -> list[str]:
    low = text.lower()
    return [s for s in stores if re.search(rf"\b{re.escape(s.lower())}\b", low)]


def _carried(lead: str, rest: str, stores: Iterable[str]) -> str:
    """``rest`` with the store ``lead`` names said in it, when it points back to it or names none."""
    named = _stores_in(lead, stores)
    if len(named) != 1 or _stores_in(rest, stores):
        return rest
    store = named[0]
    if _BACK.search(rest):
        return _BACK.sub(f"the {store} store", rest, count=1)
    if re.search(r"\bthere\b", rest, re.I):
        return re.sub(r"\bthere\b", f"at the {store} store", rest, count=1, flags=re.I)
    return f"At the {store} store: {rest}"


def concierge_words(question: str, stores: Iterable[str] = ()) -> str:
    """``question`` with a concierge's words said plainly; unchanged when it has none."""
    stores = tuple(stores)
    text = question.strip()
    for _ in range(3):
        before = text
        text = re.sub(r"^(?:good (?:morning|afternoon|evening)|hello|hi)[,.!]\s+", "", text, flags=re.I)
        asked = _ASKED.match(text)
        if asked is not None:
            rest = text[asked.end() :]
            text = rest[0].upper() + rest[1:]
            continue
        following = _NEXT.match(text)
        if following is not None and text[following.end() :].strip():
            text = text[following.end() :]
            text = text[0].upper() + text[1:]
            continue
        for pattern in (_LEAD, _STORY):
            lead = pattern.match(text)
            if lead is not None and text[lead.end() :].strip():
                text = _carried(lead.group("lead"), text[lead.end() :], stores)
                break
        if text == before:
            break
    for pattern, said in _COMPILED:
        text = pattern.sub(said, text)
    for store in stores:  # "the Chicago café": the store named
        text = re.sub(rf"\b(the|that|our) ({re.escape(store)}) caf[eé]\b", r"\1 \2 store", text, flags=re.I)
    for pattern, said in _HOLIDAY_DATED:
        text = pattern.sub(said, text)
    if text == question:
        return question
    text = re.sub(r"\s+([,?.!])", r"\1", " ".join(text.split()))
    return text[0].upper() + text[1:] if text else text
