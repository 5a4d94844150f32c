"""Politeness around a question, left out before it is read: "Hi! Sorry if this is obvious, but I was
wondering if you could tell me roughly how many orders we had in 2019? It's for a report for my manager.",
"Could you please help me understand how many ...", "I was asked by finance to find out how much tax ...",
"... Would you mind helping me with that?", "Thanks so much in advance.", "Would you mind telling me ...",
"I'd be really grateful if you could tell me ...", "Might I ask how many ...", "I hope it's okay to ask: ...",
"I'm putting together notes for my manager, and I was hoping you could tell me ...", "... Just the number
would be perfect."

A new hire wraps a question in greetings, apologies, hedges ("roughly", "just roughly") and reasons ("I'm
trying to understand basket sizes for a presentation"). None of them changes the figure asked for, so they are
dropped: a greeting or apology at the start, a request wrapper ("I was wondering if you could tell me", "could
you help me understand", "I was asked to find out") right before the question word it wraps, and, after a
sentence that asks something, whole sentences that only give a reason, a thanks or a polite question back
("Would you mind helping me with that?"). A wrapper is only dropped right before a question word ("how",
"what", "which", ...) or a request verb, so nothing that names a measure, store or period goes with it.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_WH = r"(?:how|what|which|who|when|where|whether|if|our|the|each|every|at (?=what|which))\b"
_ASKS = r"(?:how|what|what's|whats|which|who|when|where|show|list|give|get|pull|tell)\b"

_GREETING = re.compile(
    r"^\s*(?:(?:hi|hello|hey|good (?:morning|afternoon|evening)|great|perfect|brilliant|awesome|lovely"
    r"|wonderful"
    r"|thanks|thank you|that's (?:really |very |super )?(?:helpful|great|perfect|useful)"
    r"|(?:and )?one more (?:thing|question)|quick follow[- ]up)(?: there| all| team| again| so much| a lot)?"
    r"\s*[!,.:\-\u2013\u2014]+\s*)+",
    re.I,
)
_APOLOGY = re.compile(
    r"^\s*(?:(?:so |really |very )?sorry(?! i meant| i mean)|apologies|i apologi[sz]e|i hope|i reali[sz]e"
    r"|forgive me)"
    r"\b[^?.!:]{0,120}?(?:,\s*|\s[-\u2013\u2014]+\s*|[.!:]\s+)(?:but\s+|and\s+)?",
    re.I,
)
_WRAPPER = re.compile(
    r"^\s*(?:(?:so|and|also|but),?\s+)?(?:(?:i was|i am|i'm|i've been|i have been) (?:just )?wondering"
    r"|i wonder|i was asked(?: by [^,?.]{1,40}?)?|i've been asked(?: by [^,?.]{1,40}?)?|i need"
    r"|i'd like|i would like|i want|would you (?:be able|mind)|could you|can you|would it be possible"
    r"|is it possible|(?:i was|i am|i'm|i've been) hoping|(?:i'd|i would) be (?:really |very |so |most )?"
    r"(?:grateful|thankful)|(?:might|may|can|could) i)\b[^?.!]{0,60}?\b(?:tell me|telling me|let me know"
    r"|show me|showing me|find out|work out|figure out|understand|know|helping me (?:with|find)"
    r"|help me (?:with|find|see|get)|see|ask(?: you)?)\s*,?\s+(?:about\s+)?"
    r"(?:(?:roughly|approximately|about|more or less|ballpark)\s*,?\s+)?(?=" + _WH + ")",
    re.I,
)
_ASK_VERB = re.compile(
    r"^\s*(?:(?:so|and|also),?\s+)?(?:(?:could|can|would|will) you"
    r"|(?:would|will) it be (?:ok|okay|alright|all right|possible)(?: for you)? to"
    r"|is it (?:ok|okay|alright|all right)(?: for you)? to) (?:please |kindly |just |possibly )?"
    r"(?=(?:list|show|give|name|pull) )",
    re.I,
)
"""'could you kindly list the drinks ...' ('would it be ok to list ...'): a request verb said politely, kept
without the politeness."""
_LEAD = re.compile(
    r"^\s*(?:(?:i'm|i am|i've|i have|i was|i'll|i will|we're|we are) |if i(?:'ve| have)? understood\b"
    r"|if i understand\b)[^?.!:]{0,100}?(?:,\s*(?:and|so|but)\s+|:\s+|\s[-\u2013\u2014]+\s+)",
    re.I,
)
"""A reason said before the request ("I'm putting together some notes for my manager, and I was hoping you
could tell me ...", "I'm still finding my way around, so apologies in advance: ..."): it goes when a request
wrapper or an apology follows it and it names nothing the planner can read."""
_HEDGE = re.compile(
    r"\b(?:just )?(?:roughly|approximately|more or less|ballpark)\s+(?=how|what)"
    r"|\b(?:possibly|please|kindly) (?=\w)",
    re.I,
)
_ANY_ORDER = re.compile(
    r"(?:^|(?<=[.!?,]\s)|(?<=\s[-\u2013\u2014]\s))(?:and |but )?(?:honestly |really )?(?:in )?"
    r"(?:whatever|any) (?:order|sort(?:ing)? order|sorting|sequence)(?: (?:is|would be|works|will do|'s))?"
    r"(?: totally| perfectly| absolutely)? (?:fine|ok|okay|good|great)(?: (?:by|with) me)?\s*[.!]?",
    re.I,
)
"""'Whatever order is fine.', 'any order is OK': the rows' order left open, which any answer meets."""
_IF_OK = re.compile(
    r"\s*[,\s]\s*(?:if (?:that's|that is|it's|it is|this is) (?:ok|okay|alright|all right|fine|possible"
    r"|not too much (?:trouble|bother|hassle))|if (?:possible|you can|you don't mind|you do not mind"
    r"|you wouldn't mind|you have (?:a|the) (?:minute|moment|time)))(?=\s*[?.!]*\s*$)",
    re.I,
)
"""', if that's okay?' ('if possible', 'if you don't mind') closing a question: asking leave, not scope."""
_ENOUGH = re.compile(
    r"\b((?:just|only) (?:the |their |its )?[^.?!,;]{1,40}?) (?:is|are|would be|will be|will do|'d be)"
    r"(?: totally| perfectly| absolutely)? (?:fine|ok|okay|enough|good|great|perfect)\b",
    re.I,
)
"""'Just the supply names is fine': what to show (just the supply names), said with a reassurance."""
_NAMES_ONLY = re.compile(
    r"^\s*(?:just|only) (?:the |their |its )?(?:[a-z]+ )?names?(?: only| please| thanks| thank you)?"
    r"\s*[.!]?\s*$",
    re.I,
)
"""'Just the supply names.' after a list asked for: the names are what a list shows."""
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Za-z])")
_ASIDE = re.compile(
    r"^\s*(?:(?:it's|it is|this is|that's|that is) for\b|i(?:'m| am| was| keep| need| want| think| thought"
    r"| believe| guess| might| may|'d like| would like| have| had|'ve)\b|(?:no rush|no hurry|thanks|thank you"
    r"|many thanks|cheers|much appreciated|appreciate it)\b|(?:would|could|do) you mind\b"
    r"|(?:my|our) (?:manager|boss|team|lead)\b|(?:would|could|can) you (?:be able to )?help\b"
    r"|(?:just )?(?:the|a) (?:single )?(?:number|figure|count|total)(?: alone| on its own)?"
    r" (?:is|would be|will do|is fine|is enough)\b|just (?:the|a) (?:single )?(?:number|figure|count)\b)",
    re.I,
)
_ASKED = re.compile(r"\?\s*$|^\s*" + _ASKS, re.I)


def without_hedges(question: str, says_nothing: Callable[[str], bool]) -> str:
    """``question`` without its greeting, apology, request wrapper, hedges and asides (unchanged when it has
    none, or when nothing would be left); an aside sentence goes only when ``says_nothing`` of it."""
    text = _ENOUGH.sub(r"\1", _ANY_ORDER.sub("", _IF_OK.sub("", question))).strip()
    text = _GREETING.sub("", text)
    lead = _LEAD.match(text)
    if lead is not None and says_nothing(text[: lead.end()]):
        rest = text[lead.end() :]
        if _WRAPPER.match(rest) or (_APOLOGY.match(rest) and _asks_after(_APOLOGY, rest)):
            text = rest
    text = _APOLOGY.sub("", text, count=1) if _asks_after(_APOLOGY, text) else text
    text = _GREETING.sub("", text)
    sentences = [
        _ASK_VERB.sub("", _WRAPPER.sub("", s, count=1), count=1) for s in _SENTENCE.split(text.strip())
    ]
    kept = [
        s
        for s in sentences
        if len(sentences) == 1 or not ((_ASIDE.match(s) and says_nothing(s)) or _NAMES_ONLY.match(s))
    ]
    if not kept or not any(_ASKED.search(s) for s in kept):
        kept = sentences
    text = " ".join(kept)
    text = _HEDGE.sub("", text).strip()
    return text if len(text.split()) >= 2 else question


def _asks_after(pattern: re.Pattern[str], text: str) -> bool:
    """Whether what is left after ``pattern``'s match still asks something."""
    m = pattern.match(text)
    return m is not None and len(text[m.end() :].split()) >= 3
