"""A follow-up that only changes how many rows a ranking keeps: "limit 3 instead", "make it the top 10",
"just 3" after "top 5 days by revenue in 2020": the earlier question with the new number. A direction said
with it ("top 3 instead" after "bottom 3 stores") turns the ranking round too."""

from __future__ import annotations

import re

_NUMBER = r"(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|twenty)"
_NEW_LIMIT = re.compile(
    r"(?:(?:and|ok|okay|now|so|but|actually),? )*"
    rf"(?:(?:limit(?: it)?(?: to)?|make (?:it|that)(?: the)?(?: top)?|(?:just|only)(?: the)?(?: top)?"
    rf"|(?:show|give me)(?: me)?(?: only| just)? the (?:top|first)|top|first) {_NUMBER}(?: rows?| results?)?"
    rf"(?: instead| please| only)*|{_NUMBER} instead(?: of \d+)?)",
    re.IGNORECASE,
)
_DIRECTION = re.compile(r"\b(top|bottom)\b", re.IGNORECASE)
_RANKED = re.compile(rf"\b(top|bottom|first|last|best|worst|limit) {_NUMBER}\b", re.IGNORECASE)


def other_limit(question: str, earlier: str) -> str | None:
    """The earlier question with its one ranking size said as the follow-up's, or None."""
    m = _NEW_LIMIT.fullmatch(question.strip().rstrip("?!. "))
    if m is None:
        return None
    new = m.group(1) or m.group(2)
    ranked = _RANKED.findall(earlier)
    if len(ranked) != 1:
        return None
    turned = _DIRECTION.search(question)
    top_words = {"top", "best", "first"}

    def said(r: re.Match[str]) -> str:
        word = r.group(1)
        if turned is not None and (word.lower() in top_words) != (turned.group(1).lower() == "top"):
            word = turned.group(1)  # "top 3 instead" after "bottom 3": the other end
        return f"{word} {new}"

    return _RANKED.sub(said, earlier)
