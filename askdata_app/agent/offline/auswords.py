"""Australian words said in the words the rest of the planner reads.

- a "toastie" (toasty) is the shop's toasted sandwich, a jaffle (so is a "toasted sandwich", even spelt
  "sandwhich"); a "cuppa" a drink; a "punter" a customer;
- "brekkie" (brekky) is breakfast, the "arvo" the afternoon; these and "smoko" (a work break) are parts of
  the day, read only beside a clock range that says their hours and asked back otherwise (clock.py);
- "Chrissy" is Christmas ("Chrissy Eve 2019" is Christmas Eve), "dearest" the most expensive;
- what something "set us back" is what it cost; units that "went out the door" (or were "flogged") were sold;
- "the whole mob" (or "the whole lot of shops") is the whole chain;
- and two plain words the planner lacked: "apiece" is each ("a figure apiece"), "whatsoever" at all ("with
  no drink whatsoever");
- greetings and thanks that ask for nothing ("G'day!", "mate", "ta", "cheers", "good-o") go;
- a word glossed by the word the listener uses ("toasties (jaffles, as you lot call them)") is that word,
  said once.

"Arvo trade", "brekkie trade": the part of the day's business, read as its orders by the clock reading.
"""

from __future__ import annotations

import re

__all__ = ["aus_words"]

_AS_YOU_CALL = re.compile(
    r"\b(?P<word>[\w-]+) \((?P<said>[\w -]+?),? as (?:you|you lot|you guys|you folks|y'all|they|the locals)"
    r"(?: all)? (?:call|say|know|name) (?:them|it|those|that|em|'em)\)",
    re.IGNORECASE,
)
_REWRITES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern, re.IGNORECASE), said)
    for pattern, said in (
        (r"\btoast(?:ie|y)s\b|\btoasties\b|\btoasted sandw?h?(?:ich|hich)es\b", "jaffles"),
        (r"\btoasted sandw?h?(?:ich|hich)\b", "jaffle"),
        (r"\btoast(?:ie|y)(?='s\b)", "jaffle"),
        (r"\btoast(?:ie|y)\b", "jaffle"),
        (r"\bcuppas\b", "drinks"),
        (r"\bcuppa\b", "drink"),
        (r"\bflog(?:s)?\b", "sell"),
        (r"\bflogg(?:ed)\b", "sold"),
        (r"\bflogging\b", "selling"),
        (r"\bpunters\b", "customers"),
        (r"\bpunter('s)?\b", r"customer\1"),
        (r"\bbrekk(?:ie|y)s?\b", "breakfast"),
        (r"\barvos\b", "afternoons"),
        (r"\barvo\b", "afternoon"),
        (r"\bchrissie\b|\bchrissy\b", "christmas"),
        (r"\b(?:the )?dearest\b", "the most expensive"),
        (r"\b(?:set|sets|setting) (us|me|you|them|the business|the shop|the chain) back\b", "cost"),
        (r"\b(go|goes|went|gone|going) out (?:the|our) doors?\b", "sold"),
        (r"\b(?:the )?whole (?:mob|lot of (?:shops|stores|cafes))\b", "the whole chain"),
        (r"\bapiece\b", "each"),
        (r"\b(?:whatsoever|at all whatsoever)\b", "at all"),
        (r"^\s*(?:g'?day|gday|hiya|oi)(?: mate)?\s*[,!.]*\s*", ""),
        (r"^\s*(?:good-?o|goodo|righto|right-o|no worries)\s*[,!.]*\s*", ""),
        (r"(?:,\s*|\s+)(?:mate|ta|cheers|thanks heaps|ta muchly)(?=\s*[.!?]*\s*$)", ""),
    )
)
_TRADE = re.compile(
    r"\b(?P<part>afternoons?|breakfast|smoko|mornings?|evenings?|lunch(?:time)?|dinner) trade\b",
    re.IGNORECASE,
)
_TWICE = re.compile(r"\b(?P<w>[\w-]+) \((?P=w)\)", re.IGNORECASE)


def aus_words(question: str) -> str:
    """``question`` with its Australian words in the planner's words; unchanged when it has none."""
    text = _AS_YOU_CALL.sub(lambda m: m.group("said"), question)
    for pattern, said in _REWRITES:
        text = pattern.sub(said, text)
    text = _TRADE.sub(lambda m: m.group("part"), text)
    return _TWICE.sub(lambda m: m.group("w"), text)
