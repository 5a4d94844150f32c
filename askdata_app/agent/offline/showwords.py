"""A podcast host's words, said plainly before a question is read: what the answer is for on the show, and
the host's words for what the data holds.

A host asks for one figure, name or date to say on air, and says where it goes:

- a lead-in naming a part of the show ("For the intro of next week's episode:", "Quiz round:", "Drinks
  segment:", "Tea nerd question:", "Segment three is a countdown:") goes, unless it holds a date or a number
  (then it may scope the question and is kept);
- a sentence about the show with no question in it ("We're profiling our regulars for the show.") goes;
- what the answer is for ("so I can read it out on air", "for the episode") goes, and so does a closing
  sentence saying only the answer's shape ("A figure per night.", "One number for each side.", "A 0-to-1
  number is fine.");
- "a new segment" starts afresh ("Brand new segment, and drop the Brooklyn angle: ..." is a new question,
  nothing to do with Brooklyn), and so does a lead-in that moves on ("Moving on to the next segment, nothing
  to do with that low: ...");
- "the steepest" is the highest; a store that "charges the highest sales tax" has the highest tax rate;
- "racked up" orders is had them; "and how many is it" is "and how many";
- "each night" after dates said by day ("31 December 2018 and 31 December 2019: orders each night?") is each
  day, and a holiday named of those dates ("..., Christmas Eve both times") is their name only;
- a "(toasted sandwich)" gloss after jaffles goes, and toasted sandwiches are jaffles;
- a "juicy story" (an anecdote, a fun fact) names no figure: it is asked like "something interesting".

Each rewrite needs the host's own words, so "segment" or "night" elsewhere keep their meaning.
"""

from __future__ import annotations

import re

__all__ = ["show_words"]

_SHOW = re.compile(
    r"\b(?:episodes?|show ?notes|(?:the|our|my|this|next) show|cold open|segments?|trivia|countdown|podcast"
    r"|listeners?|listener mail|on air|quiz(?: round)?|nerd|intro|outro|bit|superfans?|fun fact)\b",
    re.IGNORECASE,
)
"""Words naming a part of the show, said in a lead-in."""

_ABOUT_SHOW = re.compile(
    r"\b(?:episodes?|show ?notes|(?:the|our|my|this|next) show|podcast|listeners?|on air|superfans?)\b",
    re.IGNORECASE,
)
"""Words that make a sentence asking nothing one about the show."""

_GATE = re.compile(
    r"episode|show|cold open|segment|trivia|countdown|podcast|listener|on air|quiz|nerd|intro|outro|\bbit\b"
    r"|superfan|fun fact|\b(?:an?|one) (?:number|figure)\b|steepest|racked|how many is it|night"
    r"|toasted sandwich|juicy|anecdote",
    re.IGNORECASE,
)
"""A cheap first look: a question without any of these is returned as it is."""

_LEAD = re.compile(r"^(?P<lead>[^:?!.]{2,80}?)\s*:\s+(?=\S)")
"""'Menu trivia time: ...', 'Segment two is a league table: ...': a lead-in up to a colon."""

_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9])")

_FRESH = re.compile(
    r"^(?:(?:a |totally |completely |brand |an entirely |a whole )*new (?:segment|bit|round|topic))"
    r"(?:,?\s*(?:and\s+)?(?:drop|forget|leave|lose|ditch) the (?P<angle>[^:,]+?) angle(?: behind)?)?"
    r"\s*[:,.]\s*",
    re.IGNORECASE,
)
"""'Totally new segment, and drop the Chicago angle: ...': a new question, about something else."""

_NEW_TOPIC = re.compile(
    r"\b(?:nothing (?:at all )?to do with|unrelated to|moving on"
    r"|(?:new|next|another|different) (?:segment|bit|round|topic))\b",
    re.IGNORECASE,
)
"""A lead-in naming a part of the show that says the question is a new one ("Moving on to the next segment,
nothing to do with that low:"): the question leans on nothing said before."""

_FOR_SHOW = re.compile(
    r",?\s*(?:so (?:that )?(?:I|we) can|to) (?:say|read|mention|announce|use|quote|share)"
    r" (?:it|them|that|this|those|these)?\s*(?:out )?(?:on (?:air|the show|the podcast|the episode)"
    r"|to (?:the )?listeners)\b"
    r"|,?\s*\bfor (?:the|our|this|this week's|next week's|today's) (?:show|episode|podcast|listeners)\b",
    re.IGNORECASE,
)
"""'..., so I can say it on air', '... for the episode': what the answer is for."""

_SHAPE = re.compile(
    r"^\s*(?:(?:give me|just|i need|i want)\s+)?(?:an?|one|a single|just one)\s+"
    r"(?:(?:0|zero)[- ]to[- ](?:1|one)\s+|plain\s+|rough\s+|decimal\s+)?(?:number|figure|count|value)"
    r"(?:\s+(?:per|for each|for every|each|a)\s+(?:night|side|half))?"
    r"(?:\s+(?:is|would be)\s+(?:fine|ok|okay|good|enough|great))?\s*[.!]*\s*$",
    re.IGNORECASE,
)
"""'A number per night.', 'Give me a number for each side.', 'A 0-to-1 number is fine.': the shape only."""

_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
_DAY_DATE = re.compile(
    rf"\b\d{{1,2}}(?:st|nd|rd|th)? (?:of )?{_MONTH}\b|\b{_MONTH} \d{{1,2}}(?:st|nd|rd|th)?\b"
    r"|\b(?:19|20)\d\d-\d\d-\d\d\b",
    re.IGNORECASE,
)
"""A date said to the day ("31 December", "December 31st", "2019-12-31")."""

_HOLIDAY_BOTH = re.compile(
    r",?\s*(?:(?:[A-Z][a-z]+(?:'s|’s|s')? ){1,3}(?:Day|Eve)|Halloween|Christmas|Thanksgiving)"
    r" (?:both|each|all) (?:times|years|nights|days)\b"
    r"|,?\s*(?:(?:[A-Z][a-z]+(?:'s|’s|s')? ){1,3}(?:Day|Eve)|Halloween|Christmas|Thanksgiving)"
    r" (?:in both years|each year|both times)\b"
)
"""', New Year's Eve both times' after the dates said to the day: the holiday's name for those dates."""

_REWRITES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p, re.IGNORECASE), s)
    for p, s in (
        (r"\s*\((?:the |i\.e\.,? |aka |a\.k\.a\.,? )?toasted sandwich(?:es)?\)", ""),
        (r"\btoasted sandwich(es)?\b", "jaffle"),
        (
            r"\bcharges?(?: (?:its |our |the |their )?(?:customers|guests))? the"
            r" (steepest|highest|lowest|smallest|biggest|largest) (?:sales )?tax\b(?! paid| collected| take)",
            r"has the \1 sales tax rate",
        ),
        (
            r"\bsteepest\b(?= (?:\w+ )?(?:drops?|declines?|falls?|rises?|increases?|growth|jumps?|climbs?))",
            "biggest",
        ),
        (r"\bsteepest\b", "highest"),
        (r"\b(?:has|have|had) racked up\b", "had"),
        (r"\bracked up\b", "had"),
        (r"\band how many (?:is|was) (?:it|that)\b", "and how many"),
        (
            r"\b(?:a|an|some|one|the) (?:juicy |good |great |fun |nice |killer |interesting )?"
            r"(?:story|stories|anecdotes?|fun facts?|talking points?|nuggets?)\b",
            "something interesting",
        ),
        (r"\bjuicy\b", "interesting"),
    )
)


def _without_lead(text: str) -> str:
    """``text`` without a lead-in that names a part of the show and holds no date or number."""
    lead = _LEAD.match(text)
    if lead is None or not _SHOW.search(lead.group("lead")) or re.search(r"\d", lead.group("lead")):
        return text
    rest = text[lead.end() :]
    if rest and _NEW_TOPIC.search(lead.group("lead")):  # "Moving on to the next segment, nothing to do ..."
        return f"Different question: {rest}"
    return rest[0].upper() + rest[1:] if rest else text


def _fresh(text: str) -> str:
    """``text`` with "new segment, and drop the X angle:" said as "New question, nothing to do with X:"."""
    m = _FRESH.match(text)
    if m is None or not text[m.end() :].strip():
        return text
    angle = f", nothing to do with {m.group('angle')}" if m.group("angle") else ""
    return f"Different question{angle}: {text[m.end() :]}"


def _about_show(sentence: str) -> bool:
    """Whether ``sentence`` is a short one about the show that asks nothing."""
    return "?" not in sentence and len(sentence) < 90 and _ABOUT_SHOW.search(sentence) is not None


def _sentences(text: str) -> str:
    """``text`` without sentences about the show that ask nothing, and closing sentences of shape only."""
    pieces = _SENTENCE.split(text)
    if len(pieces) < 2:
        return text
    kept = [p for p in pieces if not (_about_show(p) or _SHAPE.match(p))]
    return " ".join(kept) if kept and len(kept) < len(pieces) else text


def show_words(question: str) -> str:
    """``question`` with a podcast host's words said plainly; unchanged when it has none.

    >>> show_words("Quiz round: which drink costs the most?")
    'Which drink costs the most?'
    >>> show_words("Which store charges the steepest sales tax, so I can say it on air?")
    'Which store has the highest sales tax rate?'
    >>> show_words("Orders on 24 December 2018 and 24 December 2019? A number per night.")
    'Orders on 24 December 2018 and 24 December 2019?'
    """
    if not _GATE.search(question):
        return question
    text = _without_lead(_fresh(question.strip()))
    text = _without_lead(_sentences(_FOR_SHOW.sub("", text)))
    for pattern, said in _REWRITES:
        text = pattern.sub(said, text)
    if _DAY_DATE.search(text):
        text = re.sub(r"\b(each|every|per|a|that|the) nights?\b", r"\1 day", text, flags=re.IGNORECASE)
        text = _HOLIDAY_BOTH.sub("", text)
    return text if text != question.strip() else question
