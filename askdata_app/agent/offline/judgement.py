"""Judgements the data cannot make on its own: "are the margins where they should be", "are we on track",
"which store needs more staff", "how are the stores stacking up", "is that growth sustainable", "are the new
stores profitable enough", "is that rate on the high side", "how's the quality of earnings", "check it against
the benchmark" (a benchmark, threshold or target with no figure given), "is that a lot for a café chain, would
you say?", "did we beat consensus", "is that in line with guidance" (analysts' estimates, the company's
guidance or its peers: none is in the data).

Each one measures a figure against a standard the data does not hold (a target, a plan, a staffing level),
or asks for a decision, or says no figure and no yardstick at all. A figure the question names ("margins")
is still no answer: the question is whether it is good enough, and by what. So the planner asks back which
figure, and against what, instead of answering the bare figure (or listing the stores) as before.

A comparison with a yardstick said ("how does 2020 stack up against 2019") is not read here: "stack up
against/to/with X" compares with X, and is left to the comparison readings.
"""

from __future__ import annotations

import re

_JUDGED = re.compile(
    r"\bwhere (?:it|they|we|that|those|these|this|things|the \w+) (?:should|ought to|needs? to|want to) be\b"
    r"|\b(?:on|off) (?:track|target|plan|budget)\b"
    r"|\bup to (?:scratch|par|standard)\b"
    r"|\b(?:meeting|meet|met|beating|beat|missing|missed|hitting|hit) (?:our |the |their |its )?"
    r"(?:expectations|targets?|goals?|plan|budget)\b"
    r"|\bneeds? (?:more|less|fewer|extra|additional|attention|help|fixing|investment|support)\b"
    r"|\bstack(?:ing|s)? up\b(?!\s+(?:against|to|with|versus|vs\b|compared|next to|relative))"
    r"|\bholding up\b(?!\s+(?:against|to|with|versus|vs\b|compared))"
    r"|\bquality of (?:the |our |its |their |this |that )?(?:earnings|revenues?|income|profits?)\b"
    r"|\b(?:earnings|revenue|income|profit) quality\b"
    r"|\b(?:against|versus|vs\.?|compared (?:with|to)|clears?|cleared|pass(?:es|ed)?|exceeds?|exceeded"
    r"|beats?|above|below|under) (?:the|our|their|its|my|a)(?: \w+)? (?:benchmark|threshold|hurdle|covenant"
    r"|quota|bar|target|yardstick|norm)s?\b(?![^?]*\d)"
    r"|\b(?:ahead of|behind|above|below|beat(?:s|ing)?|miss(?:es|ed|ing)?|in line with|against|versus|vs\.?"
    r"|compared (?:with|to)|relative to|exceed(?:s|ed|ing)?|top(?:s|ped|ping)?) (?:(?:the )?(?:wall street"
    r"|street|analysts?|market)'?s? (?:consensus|expectations|estimates|forecasts?)"
    r"|(?:the |our )?(?:consensus|guidance|peers|industry (?:average|benchmark|norm)s?))\b"
    r"|\b(?:is|are|was|were|will) (?:that|this|it|these|those|the|our)(?: \w+){0,3}"
    r" (?:sustainable|healthy|(?:\w+ )?enough|worrying|concerning"
    r"|a (?:problem|concern|worry|good sign|bad sign|red flag))\b"
    r"|\bon the (?:high|low|heavy|light|steep|generous|expensive|cheap) side\b"
    r"|(?:^|[.?!,;:]\s+|\band\s+)(?:is|was|are|were|isn't|wasn't) (?:that|this|it|these|those)"
    r"(?: number| figure)?"
    r" (?:(?:quite |really |actually )?(?:a lot|a little|a big number|a small number|a good number|many|much"
    r"|high|low|big|small|good|bad|normal|typical|impressive|unusual|decent|respectable)"
    r"|more or less than (?:usual|normal|average|expected))\b(?!\s+(?:than|as|compared|versus|vs\b))"
    r"|,?\s*would you say\s*\?*\s*$",
    re.IGNORECASE,
)


def judged(question: str) -> bool:
    """Whether ``question`` asks for a judgement against a standard the data does not hold, or for a
    decision ("needs more staff"), rather than for a figure."""
    return _JUDGED.search(question) is not None
