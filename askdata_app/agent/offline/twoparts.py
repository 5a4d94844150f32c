"""One figure asked twice, once for each of two parts: "how much revenue came from food and how much came
from drinks", "how many orders came from Brooklyn and how many from Chicago", "as two separate numbers",
"how many jaffles and how many drinks were sold", "revenue from food versus from drinks, one number for each".

The second "how much ... from B" restates the figure for another part; read as it is written, both parts
were one filter ("food and drinks": items that are both, none), and the answer was empty. The question is
reworded to the parts said once, kept apart ("revenue came from food and drinks separately"), which the
planner answers with one row per part.
"""

from __future__ import annotations

import re

_AGAIN = re.compile(
    r"\b(?P<a>from|at|in|for|on) (?P<first>[\w'&-]+(?: [\w'&-]+){0,2}?)"
    r",? and how (?:much|many)(?: [a-z]+){0,2}? (?:(?:came|come|comes|was|were|went|did)\b\s*)?"
    r"(?:(?:we )?(?:make|made|take|took|get|got)\s+)?(?P=a) (?P<second>[\w'&-]+(?: [\w'&-]+){0,2}?)"
    r"(?=\s*(?:[,.?!;:]|$| in\b| during\b| over\b| for\b| as\b| last\b| this\b))",
    re.IGNORECASE,
)
_SEPARATE = re.compile(
    r",?\s*\b(?:as|in) (?:two|2) (?:separate |different |distinct )?"
    r"(?:numbers|figures|values|totals|amounts)\b",
    re.IGNORECASE,
)


_COUNTED_TWICE = re.compile(
    r"\bhow many (?P<first>[a-z][\w'&-]*(?: [\w'&-]+)??)"
    r" and how many (?P<second>[a-z][\w'&-]*(?: [\w'&-]+)??)"
    r"(?= (?:were|was|did|got|have|had|are|went|sold)\b)",
    re.IGNORECASE,
)
"""'how many jaffles and how many drinks were sold': one count asked for each of two kinds."""
_FROM_EACH = re.compile(
    r"\b(?P<a>from|at|in|for) (?P<first>[\w'&-]+(?: [\w'&-]+)?) (?:versus|vs\.?|against|and) (?P=a)"
    r" (?P<second>[\w'&-]+(?: [\w'&-]+)?)(?=\s*(?:[,.?!;:]|$))",
    re.IGNORECASE,
)
"""'revenue from food versus from drinks', 'from food and from drinks': the preposition said again, each part
on its own."""
_EACH_ONE = re.compile(
    r",?\s*\b(?:with )?(?:one|a|a single|1) (?:number|figure|count|total|value|amount|row|line)"
    r" (?:for each|each|per (?:type|kind|part|side|group|category)|apiece)(?: (?:of them|one|type|kind))?"
    r"(?:,? please)?\b",
    re.IGNORECASE,
)
"""', one number for each', 'One count per type': the parts kept apart."""


def parts_apart(question: str) -> str:
    """``question`` with a figure asked again for a second part said once, the parts kept apart.

    >>> parts_apart("How many jaffles and how many drinks were sold in 2019?")
    'how many jaffles and drinks separately were sold in 2019?'
    >>> parts_apart("2020 revenue from food versus from drinks, one number for each please.")
    '2020 revenue from food and drinks separately.'
    """
    counted = _COUNTED_TWICE.search(question)
    if counted is not None:
        said = f"how many {counted.group('first')} and {counted.group('second')} separately"
        rest = _EACH_ONE.sub("", question[counted.end() :])
        return question[: counted.start()] + said + rest
    each = _FROM_EACH.search(question)
    if each is not None and not re.search(r"\d", each.group("first") + each.group("second")):
        said = f"{each.group('a')} {each.group('first')} and {each.group('second')} separately"
        rest = _EACH_ONE.sub("", question[each.end() :])
        return question[: each.start()] + said + rest
    m = _AGAIN.search(question)
    if m is None:
        return question
    said = f"{m.group('a')} {m.group('first')} and {m.group('second')} separately"
    rest = _SEPARATE.sub("", question[m.end() :])
    return question[: m.start()] + said + rest
