"""A closing sentence that only says how to show the answer: "... ? The day name.", "Name only.", "Just name
it.", "Hour number.", "Just the month.", "The date, please.", "Number only.", "Output the count only.",
"Return just the integer.", "Final answer: one number.", "English day name.", "Name and cost.", "date and
count please", "Each name once.", a closing note that the figures come on one line (", all three on one
line", "- both in one row"), and sentences that only set
the answer's style, wherever they stand: "Be concise.", "Respond in one line.", "Think step by step.", "No
explanation.", "Use English day names.", "Same columns, same order.", "Give a value between 0 and 1.",
"A proportion between 0 and 1." A question put after what it asks of, "Our busiest Saturday, by orders:
which date was it?", is asked the plain way round: "which date was the busiest Saturday, by orders?".

Such a sentence asks for nothing of its own: the figure or member asked for before it is what it names, so it
goes (read as a question of its own, "name" was a customer's name and "number" a count).
"""

from __future__ import annotations

import re

_WHAT = (
    r"(?:day|month|week|year|hour|weekday|store|shop|city|product|jaffle|drink|item|customer|branch|outlet"
    r"|location|caf[eé]|quarter|date)"
)
_FORM = re.compile(
    r"^\s*(?:(?:please|kindly)\s+)?(?:(?:output|return|give|give me|state|report|print|reply with|answer with"
    r"|respond with|show|tell me|write down|i need|i want|i just need)\s+)?(?:(?:just|only|simply)\s+)?"
    r"(?:(?:the|a|an|one|its|their)\s+)?"
    r"(?:(?:english|full|short|plain|abbreviated)\s+)?"  # "English day name."
    rf"(?:{_WHAT}\s+)?(?:name|names|number|date|count|figure|integer|amount|value|total|month|year|day|hour"
    r"|weekday|answer)"
    r"(?:\s+only)?(?:,?\s*(?:please|thanks|thank you))?\s*[.!]*\s*$"
    r"|^\s*(?:final answer|answer|output|format)\s*:\s*(?:just\s+|only\s+)?(?:one|a single|the)\s+"
    r"(?:number|figure|name|date|value|integer)(?:\s+only)?\s*[.!]*\s*$"
    r"|^\s*(?:only\s+the\s+)?(?:name|number|integer|date|count|figure)s?(?:\s+only)?"
    r"(?:,?\s*(?:please|thanks|thank you))?\s*[.!]*\s*$"
    r"|^\s*(?:(?:give|show|return|state)\s+(?:me\s+)?)?(?:the\s+|its\s+|their\s+)?(?:[a-z]+\s+)?"
    r"(?:names?|dates?|days?|months?|hours?|weeks?|weekdays?)\s+"
    r"(?:and|plus|with|&)\s+(?:the\s+|its\s+|their\s+)?(?:cost|count|figure|total|price|amount|number|value"
    r"|date)s?(?:\s+only)?(?:,?\s*please)?\s*[.!]*\s*$"  # "Name and cost.", "date and count": both shown
    r"|^\s*(?:(?:list|give|show|name)\s+)?(?:each|every)\s+(?:name|one|item)\s+(?:just\s+|only\s+)?once"
    r"(?:,?\s*(?:please|thanks))?\s*[.!]*\s*$"  # "Each name once.": a list names each member once anyway
    r"|^\s*(?:please,?\s+)?(?:just\s+|only\s+|simply\s+)?(?:name|say|identify)\s+(?:it|them|which"
    r"|the\s+(?:name\s+)?[a-z]+(?:\s+name)?)(?:\s+only)?(?:,?\s*(?:please|thanks|thank you))?\s*[.!]*\s*$",
    re.IGNORECASE,
)
_SENTENCE_END = re.compile(r"[.?!]\s+(?=[A-Za-z])")
_STYLE = re.compile(
    r"^\s*(?:please\s+)?(?:"
    r"(?:be|keep it|stay|make it|keep (?:it|the answer|your answer))\s+(?:very\s+)?"
    r"(?:brief|concise|short|terse|precise|succinct|crisp|tight)"
    r"|(?:very\s+)?(?:concise|brief|terse|succinct)(?: please)?"
    r"|(?:respond|reply|answer)\s+(?:in|with)\s+(?:one|a single|just one)\s+(?:line|sentence|word|number)"
    r"|no\s+(?:explanations?|commentary|preamble|prose|chit-?chat|extra text|fluff)(?:,?\s*(?:please|needed"
    r"|required))?"
    r"|use\s+(?:english|full|short|abbreviated|plain)\s+(?:day|month|weekday)\s+names"
    r"|(?:keep\s+)?(?:the\s+)?same\s+(?:columns|rows|order|format|output rules|layout|shape)"
    r"(?:,?\s*(?:and\s+)?(?:the\s+)?same\s+(?:columns|rows|order|format|layout|shape))*"
    r"|(?:give|return|report|express)\s+(?:it|a value|the answer|the result|a number)\s+(?:as\s+a\s+"
    r"(?:fraction|decimal|number|value)\s+)?between\s+0\s+and\s+1"
    r"|(?:as\s+)?(?:a|an)\s+(?:decimal\s+)?(?:fraction|decimal|proportion|share|ratio|value|number)"
    r"\s+(?:between\s+0\s+and\s+1|from\s+0\s+to\s+1)"  # "A proportion between 0 and 1."
    r"|think\s+(?:carefully|step by step|hard|it through)"
    r"|double[- ]check\s+(?:your|the)\s+(?:work|answer|maths?|math)"
    r")\s*[.!]*\s*$",
    re.IGNORECASE,
)
_STYLE_LEAD = re.compile(
    r"^\s*(?:think\s+(?:carefully|step by step|hard)|(?:be\s+)?(?:concise|brief))\s*:\s*(?=[A-Za-z])",
    re.IGNORECASE,
)


_ASKED_AFTER = re.compile(
    r"^\s*(?P<what>[^:?]{6,120}?)\s*:\s*(?P<ask>which|what) (?P<unit>date|day|month|year|week|hour|store|shop"
    r"|product|drink|jaffle|customer|city|location|branch|outlet)(?: (?:was|is|were|are) (?:it|that|they))?"
    r"(?:,? (?:please|exactly))?\s*\?\s*$",
    re.IGNORECASE,
)


def asked_after(question: str) -> str:
    """``question`` with "X: which date was it?" said as "which date was X?"; unchanged otherwise."""
    m = _ASKED_AFTER.match(question)
    if m is None:
        return question
    what = re.sub(r"^(?:our|the)\s+", "", m.group("what").strip(), flags=re.IGNORECASE)
    return f"{m.group('ask')} {m.group('unit')} was the {what}?"


_TOP_N = re.compile(
    r"^\s*(?:(?:just|only|give me|show me|list)\s+)?(?:the\s+)?(?:top|first|best)\s+(\d{1,2})"
    r"(?:\s+(?:names?|only|rows?|results?|ones?))?(?:,?\s*please)?\s*[.!]*\s*$",
    re.IGNORECASE,
)
_WHICH_PLURAL = re.compile(
    r"\b(which|what)\s+(?=(?:customers|stores|shops|products|drinks|jaffles|items|supplies|locations|cities|days"
    r"|months|weeks|hours)\b)",
    re.IGNORECASE,
)


def _top_n_said(head: str, tail: str) -> str | None:
    """``head`` with the count of a closing "Top 3 names." put into its "which customers", or None."""
    m = _TOP_N.match(tail)
    if m is None or not _WHICH_PLURAL.search(head):
        return None
    return _WHICH_PLURAL.sub(lambda w: f"{w.group(1)} {m.group(1)} ", head, count=1)


_PAREN_FRACTION = re.compile(
    r"\s*\((?:as |in |expressed as |given as )?(?:a |an )?(?:fraction|decimal|ratio|proportion)"
    r"(?: between 0 and 1| of 1| from 0 to 1)?(?:,? please)?\)",
    re.IGNORECASE,
)
_SAID_FRACTION = re.compile(
    r",\s*(?:as|given as|expressed as) (?:a |an )?"
    r"(?:(?:decimal )?(?:share|fraction|ratio|proportion)|decimal)"
    r"(?: between 0 and 1| of 1| from 0 to 1)?(?=\s*(?:[.?!:;]|$))",
    re.IGNORECASE,
)
_RATIO_ASKED = re.compile(
    r"\b(?:margin|rate|ratio|share|fraction|percent|percentage|proportion|average|avg|mean|per)\b",
    re.IGNORECASE,
)


def _fraction_form(question: str) -> str:
    """``question`` without "(a fraction)" or ", as a decimal share" after a figure that is a ratio already
    ("gross margin per month (a fraction)": the margin as 0.31, not each month's share of the total)."""
    m = _PAREN_FRACTION.search(question) or _SAID_FRACTION.search(question)
    if m is None or not _RATIO_ASKED.search(question[: m.start()] + question[m.end() :]):
        return question
    return question[: m.start()] + question[m.end() :]


_PER_SIDE = re.compile(
    r"\s*[,;:-]\s*(?:(?:give me|with|just)\s+)?(?:(?:one|a|an|a single)\s+"
    r"(?:number|figure|value|count|average|total|row|line)\s+"
    r"(?:for each|per|on each|for every|for either)\s+side"
    r"|1\s+(?:number|figure|value)\s+(?:per|each|for each)\s+(?:qtr|quarter|yr|year|month|period)"
    r"|(?:two|2|three|3)\s+(?:numbers|figures|values|totals))\s*(?=[.!?]*\s*$)",
    re.IGNORECASE,
)
"""', one number for each side' (', 1 number per qtr', ', 2 numbers') closing a comparison of two sides: the
shape it always has."""


_COLUMNS_SAID = re.compile(
    r"\s*[,;:-]\s*(?:(?:with|give me|show)\s+)?(?:the\s+)?(?:date|day|month|week|hour|weekday)s?\s+"
    r"(?:and|plus|with|&)\s+(?:the\s+|its\s+|their\s+)?(?:count|figure|total|value|number|amount)s?"
    r"(?:,?\s*please)?(?=[.!?]*\s*$)",
    re.IGNORECASE,
)
"""', date and count' closing a ranking of days ("the three quietest days of 2020, lowest first, date and
count"): the columns a ranking of days shows anyway (read as a question's own words, "count" was a count of
the items sold)."""


_ON_ONE_LINE = re.compile(
    r"(?:\s*[,;:]|\s+[-\u2013\u2014]+)\s*(?:(?:give me|with|just|and)\s+)?"
    r"(?:both|all(?:\s+(?:two|three|four|five|2|3|4|5))?)"
    r"(?:\s+(?:figures|numbers|values|of them))?\s+(?:on|in|as)\s+(?:one|a single|1|the same|a)"
    r"\s+(?:line|row)"
    r"(?:,?\s*(?:please|pls|thanks))?\s*(?=[.!?]*\s*$)",
    re.IGNORECASE,
)
"""', all three on one line' (', both in one row', ', all 3 on a single line') closing a question of several
figures after a comma or dash: the one row they always come on (a sentence of its own, "Both on one line.", is
left to the other readings)."""


def without_answer_form(question: str) -> str:
    """``question`` without closing sentences that only say how to show its answer, and without sentences that
    only set its style; unchanged when none."""
    question = _ON_ONE_LINE.sub("", _COLUMNS_SAID.sub("", question))
    text = asked_after(_fraction_form(_without_style(_PER_SIDE.sub("", question))))
    if text != question:
        question = text
    text = question.rstrip()
    while True:
        ends = list(_SENTENCE_END.finditer(text))
        if not ends:
            return text if text != question.rstrip() else question
        last = ends[-1]
        tail = text[last.end() :]
        topped = _top_n_said(text[: last.start() + 1], tail)
        if topped is not None:  # "Which customers ordered most? Top 3 names.": which 3 customers
            return topped
        if not _FORM.match(tail):
            return text if text != question.rstrip() else question
        text = text[: last.start() + 1].rstrip()


def _without_style(question: str) -> str:
    """``question`` without its style-only sentences (kept whole when every sentence is one)."""
    text = _STYLE_LEAD.sub("", question)
    starts = [0] + [m.end() for m in _SENTENCE_END.finditer(text)]
    pieces = [text[a:b] for a, b in zip(starts, [*starts[1:], len(text)], strict=True)]
    kept = [p for p in pieces if not _STYLE.match(p)]
    if not kept or len(kept) == len(pieces):
        return text if kept else question
    return " ".join(p.strip() for p in kept)
