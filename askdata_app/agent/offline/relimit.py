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


_OTHER_END = re.compile(
    r"(?:(?:and|ok|okay|k|kk|now|so|but|what about|how about|then)[,.]? )*(?:the )?"
    r"(?:(?P<one>#\s?1|number one|no\.? ?1|top one|single one|first one|one|1)(?: one)? )?"
    r"(?:at|on|from) the (?:other|opposite) end(?: of (?:it|that|the ranking|the list))?",
    re.IGNORECASE,
)
_TURNED = {
    "top": "bottom",
    "bottom": "top",
    "best": "worst",
    "worst": "best",
    "first": "last",
    "last": "first",
}
_SORT_WORD = re.compile(r",?\s*\b(?:asc|desc|ascending|descending)\b", re.IGNORECASE)


def other_end(question: str, earlier: str) -> str | None:
    """ "and the #1 at the other end?" after "bottom 2 stores by revenue": the earlier ranking turned round
    ("top 1 stores by revenue"), one row when "#1" or "one" is said, as many as before otherwise; or None."""
    m = _OTHER_END.fullmatch(question.strip().rstrip("?!. "))
    ranked = _RANKED.findall(earlier)
    if m is None or len(ranked) != 1 or ranked[0][0].lower() not in _TURNED:
        return None

    def said(r: re.Match[str]) -> str:
        return f"{_TURNED[r.group(1).lower()]} {'1' if m.group('one') else r.group(2)}"

    return _SORT_WORD.sub("", _RANKED.sub(said, earlier))
