"""One figure asked twice, once for each of two parts: "how much revenue came from food and how much came
from drinks", "how many orders came from Brooklyn and how many from Chicago", "as two separate numbers".

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


def parts_apart(question: str) -> str:
    """``question`` with a figure asked again for a second part said once, the parts kept apart."""
    m = _AGAIN.search(question)
    if m is None:
        return question
    said = f"{m.group('a')} {m.group('first')} and {m.group('second')} separately"
    rest = _SEPARATE.sub("", question[m.end() :])
    return question[: m.start()] + said + rest
