"""A storyteller's words: how someone writing fiction set in the cafés frames a question, said plainly.

- The writing itself is no filter: "For a quiet chapter I need ...", "For a market-day scene: ..." lead into
  the question; "... in the book", "in my novel" name where the scene sits, not the data.
- A scene placed in time or space is the period or store asked about: "The story opens on 3 May 2019 at
  the Brooklyn café." is "On 3 May 2019 at the Brooklyn café."; "My novel spans the spring of 2019." is that
  spring; "There's a wedding on 1 June 2019 in the book." is "On 1 June 2019."; "The café in my novel is
  modelled on your newest shop" is that shop. "That stretch" (of days) is that period.
- A mood said of a time is its business: the "sleepiest" or "drowsiest" day is the quietest, the "liveliest"
  hour the busiest; "the rush" is the busiest hour.
- The character of a product: the "wallflower" of the menu is the least sold one; the "fanciest"
  or "poshest" jaffle the most expensive ("what does it cost" then asks for its price, not its supply
  cost; an ingredient's cost stays its cost).
- A shop "around the longest" has been open the longest; the "average bill" or "typical bill" is the
  average or typical order total.
- An exclamation before the question ("Goodness.", "Ooh, ...", "Gosh!") sets a tone only.
"""

from __future__ import annotations

import re

__all__ = ["fiction_words"]

_WORK = r"(?:book|novel|novella|story|manuscript|draft|screenplay|script|play|short story|chapter|scene)"
_PART = (
    r"(?:chapter|scene|passage|episode|subplot|vignette|moment|flashback|prologue|epilogue|interlude|bit"
    r"|story|novel|book|short story)"
)
_WANT = r"(?:i|we) (?:need|want|'d like|would like|am after|'m after|am looking for|'m looking for)"
_LEAD = re.compile(
    rf"^\s*(?:so,? )?(?:for|in) (?:a|an|the|my|one|this) (?:[\w'-]+,? ){{0,3}}?{_PART}"
    rf"(?:,? (?:i'm|i am) (?:writing|drafting|working on))?"
    rf"(?:\s*[:,\u2013\u2014-]\s*(?:{_WANT} )?|,? {_WANT} )",
    re.IGNORECASE,
)
"""'For a quiet, reflective chapter I need ...', 'For a tip-jar scene: ...': the writing, not the data."""
_IN_WORK = re.compile(rf"\s*,?\s*\bin (?:the|my|our|this) {_WORK}\b", re.IGNORECASE)
"""'... on Valentine's Day in the book', 'the café in my novel': where the scene sits."""
_MODELLED = re.compile(
    rf"\b(?:the|my|a|our) [\w' -]{{1,30}}? in (?:my|the|this) {_WORK} (?:is|was) (?:\w+ )?"
    r"(?:modell?ed|based|inspired|patterned) (?:on|by|after)\s+",
    re.IGNORECASE,
)
"""'the café in my novel is loosely modelled on your oldest shop': that shop."""
_SET_WHEN = re.compile(
    rf"(^|(?<=[.!?]\s))(?:so,? )?(?:the|my|our) (?:(?:first|last|final|opening|closing) )?"
    rf"(?:{_WORK}|climax|finale|ending|opening|plot|chapter (?:\w+))"
    r" (?:opens|starts|begins|ends|closes|is set|takes place|happens|unfolds|kicks off)\s+"
    r"(?=(?:on|in|at|over|during|around)\b)",
    re.IGNORECASE,
)
"""'The story opens on 1 May 2019 at ...': on that day at that store."""
_SPANS = re.compile(
    rf"(^|(?<=[.!?]\s))(?:so,? )?(?:the|my|our) {_WORK} (?:spans|covers|runs through|runs over|is set over"
    r"|is set in|is set during|takes place over|takes place during)\s+",
    re.IGNORECASE,
)
"""'My book spans the summer of 2019.': that summer."""
_THERES = re.compile(
    r"(^|(?<=[.!?]\s))(?:so,? )?there(?:'s| is) (?:a|an|one) "
    r"(?:scene|date|moment|chapter|bit|episode|party|wedding|meeting|reunion|encounter|showdown)"
    r" (?:set )?(?=(?:on|in|at|during)\b)",
    re.IGNORECASE,
)
""""There's a date on Valentine's Day 2020 in the book.": on that day."""
_EXCLAIM = re.compile(
    r"(^|(?<=[.!?]\s))(?:ooh+|oh+|ah+|gosh|golly|goodness(?: me)?|my goodness|good heavens|heavens|crikey"
    r"|blimey|wow+|oh my(?: goodness| word| god)?|my word|gracious|good grief)\s*[.!,]+\s*",
    re.IGNORECASE,
)
"""'Goodness. How many ...', 'Ooh, and at weekends ...': a tone only."""
_MOOD: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p, re.IGNORECASE), s)
    for p, s in (
        (r"\b(?:sleepiest|drowsiest|laziest|dozi?est|sleepier|drowsier)\b", "quietest"),
        (r"\b(?:liveliest|buzziest|most bustling|most hectic|rowdiest)\b", "busiest"),
        # "the wallflower of the menu": the one that sells the least
        (
            r"\bthe wallflower(?: of (?:the|our|your) (?:menu|range|line-?up|bunch))?",
            "the least sold",
        ),
        (r"\b(?:fanciest|poshest|swankiest|ritziest|swishest|classiest|most luxurious)\b", "most expensive"),
        (r",? price-?wise\b", ""),
        (
            r"\bis the (?:morning |lunch(?:time)? |afternoon )?rush(?: hour)?"
            r" (?:at )?a different (?:hour|time)",
            "is the busiest hour a different one",
        ),
        (r"\b(?:been )?around (?:the )?longest\b", "been open the longest"),
        (
            r"\b(typical|average|median|mean|usual|normal|highest|biggest|largest|smallest|lowest)"
            r" (?:bill|tab)\b",
            r"\1 order total",
        ),
        (r"\b(in|over|during) the course of (?=(?:19|20)\d\d\b|the year\b)", r"\1 "),
        # "what did an average order come to": the average order value (per order, not per item)
        (
            r"\bwhat (?:did|does|would|do) (?:an?|the|your|our) (average|typical|usual|mean) order\b"
            r"(.{0,60}?)\s*\bcomes? to\b",
            r"what was the \1 order value\2",
        ),
        (r"\bthat (?:stretch|spell|stint|run of days|stretch of time)\b", "that period"),
    )
)
_PRICE_TAIL = re.compile(
    r",? and (?:what|how much) (?:does|did|do) (?:it|that one|they) (?:cost|go for|sell for)\b", re.IGNORECASE
)
"""'the most expensive jaffle, and what does it cost': with its menu price."""


def _capital(text: str) -> str:
    stripped = text.lstrip()
    return stripped[:1].upper() + stripped[1:] if stripped else text


def fiction_words(question: str) -> str:
    """``question`` with a storyteller's framing and figures of speech said plainly; unchanged without."""
    text = _EXCLAIM.sub(r"\1", question)
    text = _MODELLED.sub("", text)
    text = _LEAD.sub("", text)
    text = _SET_WHEN.sub(r"\1", text)
    text = _SPANS.sub(r"\1", text)
    text = _THERES.sub(r"\1", text)
    text = _IN_WORK.sub("", text)
    for pattern, said in _MOOD:
        text = pattern.sub(said, text)
    supplies = re.search(r"\b(?:ingredients?|suppl(?:y|ies)|packaging|parts?)\b", text, re.IGNORECASE)
    if re.search(r"\b(?:most expensive|priciest|dearest|cheapest)\b", text, re.IGNORECASE) and not supplies:
        text = _PRICE_TAIL.sub(", with its price", text)
    text = re.sub(r"\s{2,}", " ", text)
    return question if text == question else _capital(text)
