"""The figures of a ranking's first N rows added together: "the 2020 orders of the two shops with the fewest
orders, added together", "combined, how much did our three best sellers bring in", "add up the units of the
four least sold products".

The ranking is the question without its adding words, planned as usual (its first N rows, N of two or more);
the answer is one number, the sum of its figure over those rows. Before, the rows were listed and the sum was
left to the reader.
"""

from __future__ import annotations

import re

_LEAD = re.compile(
    r"^(?:so |and |now |ok,? )?(?:if (?:we|you|i) )?(?:add|sum|total|put)(?: up| together)?(?: up)?"
    r"(?: all)? (?=the |our |those )",
    re.IGNORECASE,
)
_ASKED = re.compile(
    r",? (?:how (?:many|much)|what) (?:do|does|would|will|did) (?:we|you|i|it|that|they|those) "
    r"(?:get|come to|make|have|total|add up to|amount to)\s*[?.!]*\s*$",
    re.IGNORECASE,
)
_WHAT_DO = re.compile(
    r"^what (?:do|does|did|would) (?P<rest>.+?) (?:come to|add up to|amount to|make|total)\b(?P<tail>.*)$",
    re.IGNORECASE,
)
_INLINE = re.compile(
    r",? (?:(?:when|if|once) )?(?:added|put|taken|summed|lumped) (?:together|up)\b"
    r"|^(?:combined|together|altogether|in total),? |,? (?:combined|altogether|all told|between them"
    r"|put together|taken together)\b",
    re.IGNORECASE,
)
_SEVERAL = re.compile(
    r"\b(?:top|bottom|first|last|the|our)? ?(?:two|three|four|five|six|seven|eight|nine|ten|[2-9]|1\d)"
    r" (?:[\w-]+ ){0,3}?(?:shops?|stores?|locations?|branches|products?|items?|drinks?|jaffles?|customers?"
    r"|months?|days?|weeks?|years?|hours?|sellers?|cafés?|cafes?)\b",
    re.IGNORECASE,
)


_OF_THE = re.compile(
    r"^(?:the |our )?(?:(?P<p>(?:19|20)\d\d) )?(?P<m>[a-z][\w ]*?) of (?P<r>(?:the |our )?\S+ .+?)"
    r"(?: (?:that|the same) (?:year|month|period))?\s*[?.!]*$",
    re.IGNORECASE,
)
"""'the 2018 orders of the two busiest stores that year': the ranking said with its measure and period."""


def read_added_top(question: str) -> tuple[str, ...]:
    """The rankings ``question`` may add the first rows of (the ranking said alone with its measure and
    period first), with its adding words left
    out; none when it adds none (see the module)."""
    text = " ".join(question.split())
    if _SEVERAL.search(text) is None:
        return ()
    rest = _LEAD.sub("", text)
    rest = _ASKED.sub("", rest)
    rest = _INLINE.sub("", rest)
    what = _WHAT_DO.match(rest)
    if what is not None:
        rest = what.group("rest") + what.group("tail")
    if rest == text:
        return ()
    rest = rest.strip(" ,")
    if not rest:
        return ()
    said = _OF_THE.match(rest)
    if said is None or _SEVERAL.match(said.group("r").removeprefix("the ").removeprefix("our ")) is None:
        return (rest,)
    period = f" in {said.group('p')}" if said.group("p") else ""
    ranking, measure = said.group("r"), said.group("m")
    by = "" if re.search(rf"\b{re.escape(measure)}\b", ranking, re.I) else f" by {measure}"
    return f"{ranking}{by}{period}", rest
