"""A flag against its own negation, said as two sides: "drinks vs non-drinks", "food orders vs not food
orders", "with food vs without food", "orders containing food versus orders without any food (drinks
only)", "by whether it is a drink (or not)", "by food order or not".

Both sides of one yes/no are a breakdown by that flag, so the words are read as "by X or not". Before, the
negated side became a filter ("drinks vs not drinks": only the non-drinks, a silent wrong answer) or the
"vs" was read as two periods ("compare 2019 with which period?").
"""

from __future__ import annotations

import re

_WORDS = r"[a-z][a-z'-]*(?: [a-z][a-z'-]*){0,2}?"
_VS = r"(?:vs\.?|versus|v\.?|compared (?:to|with)|against|and)"
_NOT = r"(?:non-?|not |no |without |other than |un)"
_SIDES = re.compile(
    rf"\b(?:(?:split |broken down |broken out )?by )?(?:(?P<with>with|having|containing) )?"
    rf"(?P<a>[a-z][a-z'-]*(?: [a-z][a-z'-]*){{0,2}}?) {_VS} {_NOT}(?:a |an )?(?P=a)\b",
    re.IGNORECASE,
)
_WITH_WITHOUT = re.compile(
    rf"\b(?:(?:split |broken down )?by )?(?:with|having|containing) (?:a |an |any )?(?P<a>{_WORDS})"
    rf" {_VS} (?:(?:the )?(?:orders?|items?|baskets?|tickets?) )?"
    r"(?:without|lacking|not having|not containing) (?:a |an |any )?(?P=a)\b",
    re.IGNORECASE,
)
_WHETHER = re.compile(
    r"\b(?:split |broken down )?by whether (?:or not )?(?:it is|it's|it was|they are|they're|they were"
    r"|the order (?:is|was|has|had|contains|contained|included)|it has|it had|it contains|it included)"
    rf" (?:a |an |any )?(?P<a>{_WORDS})(?: or not)?(?=[,.?!;:]|$| in\b| for\b| during\b)",
    re.IGNORECASE,
)


def flag_sides(question: str) -> str:
    """``question`` with a flag said against its own negation written as a breakdown by it ("by X or not")."""
    for pattern in (_WITH_WITHOUT, _SIDES, _WHETHER):
        m = pattern.search(question)
        if m is not None:
            said = re.sub(r"\s+(?:orders?|items?|sales|ones?)$", "", m.group("a"), flags=re.IGNORECASE)
            rest = re.sub(r"^\s*\([^()]{1,40}\)", "", question[m.end() :])  # "(drinks only)": a side glossed
            return f"{question[: m.start()]} by {said} or not {rest}".strip()
    return question
