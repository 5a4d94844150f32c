"""What the asker will do with the answer, said after the question: "Which month was quietest? Thinking of
running a tasting in the slow season.", "... busiest days? I'll move deliveries away from days like those.",
"... quietest weekday? maybe we can grab a cheaper slot", "... the newest? the couple want somewhere new",
"... avg price per item? kind of a per-guest cost", "... busiest? thinking of 2020" (the period kept),
"... what share were drinks? Helps me plan the food-to-drink mix.", "... orders with 4 items? That's the
closest thing to a group order you have.", "... the average item count of an order? All the data, please."

A sentence after the one that asks, about the asker's own plans (their verb is theirs: plan, avoid, book,
run, steer), or glossing what the figure stands in for ("the closest thing to ..."), or asking for all the
data, changes nothing in the figure; read as part of the question its words were taken for filters or
breakdowns ("days like those", "drink-to-food") or were not known at all ("event", "tasting"). Such a
sentence goes when it names no period, store or product (``names_nothing``), and a sentence that asks is
left.
"""

from __future__ import annotations

import re
from collections.abc import Callable

__all__ = ["without_purpose"]

_OWN_VERB = (
    r"(?:steer|move|keep|avoid|plan|book|budget|quote|price|schedule|staff|prep|prepare|stock|host|run"
    r"|running|pitch|use|pick|choose|decide|cater|size|organi[sz]e|arrange|set up|line up|put together"
    r"|figure out|work out|compare|benchmark|forecast|order in|buy in)"
)
_SUBJECT = (
    r"(?:i'll|i will|i'd|i would|we'll|we will|we'd|i'm going to|we're going to|i'm gonna|i plan to"
    r"|we plan to|i want to|we want to|i need to|we need to|i'm hoping to|i'm trying to|i'm looking to"
    r"|i'm|we're)"
)
_PURPOSE = re.compile(
    rf"^\s*(?:(?:so|just so|because|that way),?\s+)?(?:{_SUBJECT}\s+(?:\w+\s+){{0,2}}?{_OWN_VERB}\b"
    r"|(?:it |this |that )?(?:helps|will help|would help|should help|'ll help|is to help|is for planning)"
    r" (?:me|us)\b"
    r"|(?:i'm |we're |i am |we are )?(?:thinking|planning) (?:of|about|on|to|ahead)\b"
    r"|(?:that's|that is|this is|it's|it is) (?:the |probably the |about the )?(?:closest|nearest|best|most"
    r" similar) (?:thing|proxy|match|stand-in)\b"
    r"|(?:(?:use|across|over|using|take|with) )?all (?:the |of the )?(?:data|history|records)"
    r"(?:,? please)?[.!]?\s*$"
    r"|(?:kind|sort) of (?:a |an |like )\S"
    r"|(?:maybe|perhaps) (?:we|i) (?:can|could|might|may|should|will)\b"
    r"|(?:the|my|our) (?:couple|bride|groom|clients?|family|bride and groom|happy couple)"
    r" (?:wants?|would like|would love|prefers?|needs?|is after|are after|likes?|loves?)\b)",
    re.IGNORECASE,
)
_PERIOD_NOTE = re.compile(
    r"^\s*(?:(?:i'm|we're) )?(?:thinking|talking|looking) (?:of|about|at) (?P<rest>.+)$", re.I
)
"""'What hour are Saturdays busiest? thinking of 2020': the period the asker has in mind, said as a note."""
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Za-z])")
_ASKS = re.compile(r"\?\s*$|^\s*(?:how|what|whats|what's|which|who|when|where|show|list|give|tell)\b", re.I)


def without_purpose(question: str, names_nothing: Callable[[str], bool]) -> str:
    """``question`` without the sentences after its first that only say what the answer is for, or gloss
    it, or ask for all the data (see the module); unchanged when none goes or no asking sentence is left.

    >>> without_purpose("Which month was quietest? Thinking of running a tasting then.", lambda _: True)
    'Which month was quietest?'
    >>> without_purpose("Which month was quietest? I'll need it by store.", lambda _: True)
    "Which month was quietest? I'll need it by store."
    """
    sentences = _SENTENCE.split(question.strip())
    if len(sentences) < 2:
        return question
    scoped = [sentences[0]] + [_as_scope(s, names_nothing) for s in sentences[1:]]
    kept = [scoped[0]] + [s for s in scoped[1:] if not (_PURPOSE.match(s) and names_nothing(s))]
    if (kept == sentences) or not any(_ASKS.search(s) for s in kept):
        return question
    return " ".join(kept)


def _as_scope(sentence: str, names_nothing: Callable[[str], bool]) -> str:
    """A note of what the asker is "thinking of" that names a period or member ("thinking of 2020"): that
    period or member alone, read as the question's scope ("What hour are Saturdays busiest? 2020")."""
    m = _PERIOD_NOTE.match(sentence)
    if m is None or names_nothing(m.group("rest")):
        return sentence
    return m.group("rest")
