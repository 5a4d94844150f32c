"""One member's place in a ranking: "where did Brooklyn rank among the stores on 2020 orders?", "what position
was Chicago in by revenue last year", "Philadelphia's rank by orders in 2019"; and the member ranked just
after it: "which store came second to Brooklyn on 2020 revenue?", "who was runner-up to Chicago on orders".

Said of one member, the ranking is still of all members: the figure is computed for every member of the
named member's dimension, ranked (highest first; RANK, so ties share a place), and then only the named
member's row is kept (its rank beside its figure), or the row ranked right after it. The member itself
is found by the question parser (a filter on one value); this module reads the words and writes the SQL.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from askdata_app.agent.offline.sqlbuild import lit

_NOUNS = (
    r"(?:stores?|shops?|locations?|branch(?:es)?|outlets?|sites?"
    r"|products?|items?|customers?|others|rest|ones?)"
)
_AMONG = re.compile(
    r"\b(?:among|amongst|against|out of|of|versus|vs\.?|compared (?:to|with)) (?:all )?(?:\d+ )?"
    rf"(?:the |our |my )?(?:other )?{_NOUNS}\b",
    re.I,
)
_RANK_OF = re.compile(
    r"^\s*(?:so |and |ok,? )?(?:where|how high|how low|what (?:rank|position|place|spot))"
    r" (?:did|does|do|is|was|were|has|had) (?P<who>.+?)"
    r" (?:rank|ranked|ranking|place|placed|come|came|finish|finished|stand|sit|sat|land|landed|in)\b"
    r"(?! from)(?: in)?"
    r"|\b(?:the )?(?:rank|ranking|position|standing|place) of\b"
    r"|'s? (?:rank|ranking|position|standing)\b",
    re.I,
)
_FROM = re.compile(r"\b(?:come|came|comes|coming) from\b", re.I)
""""where did our revenue come from": where the figure is from, not a place in a ranking."""
_NEXT = re.compile(
    r"\b(?:came |come |comes |finished |was |is |ranked |placed )?"
    r"(?:(?:second|runner[- ]up) (?:to|behind|after)|next (?:behind|after))\b"
    r"|\b(?:came |come |comes |finished |was |is |ranked |placed )?(?:right |just |immediately )"
    r"(?:behind|after|below)\b",
    re.I,
)
_ONLY_RANK = re.compile(
    r"[,;:?.\u2013\u2014-]*\s*\b(?:just |only )?(?:give me |show me )?(?:just |only )?"
    r"(?:the |its |their )?(?:rank|position|place)(?: number)?(?: only| please)?\b",
    re.I,
)


@dataclass(frozen=True)
class MemberRank:
    """A member's place in a ranking (``after`` False) or the member ranked right after it (True)."""

    rest: str
    """The question without the ranking words: the figure, the member and the period."""
    after: bool


def read_member_rank(question: str) -> MemberRank | None:
    """The ranking asked of one member, or None when the question does not ask one."""
    after = _NEXT.search(question)
    m = after or (None if _FROM.search(question) else _RANK_OF.search(question))
    if m is None:
        return None
    rest = question[: m.start()] + " " + question[m.end() :]
    if after is None and m.groupdict().get("who"):
        rest = m.group("who") + " " + question[m.end() :]
    rest = _ONLY_RANK.sub(" ", _AMONG.sub(" ", rest))
    rest = re.sub(r"^\s*(?:which|what|who)\b(?: \w+)?", " ", rest, flags=re.I) if after is not None else rest
    return MemberRank(" ".join(rest.split()).strip(" ,?"), after is not None)


def member_rank_sql(sql: str, x: str, y: str, member: str, *, after: bool) -> str:
    """``sql`` (one row per member, ``x`` the member and ``y`` its figure) ranked highest first, only
    ``member``'s row (with its rank) or, ``after``, the row(s) ranked right after it."""
    ranked = f"SELECT t.*, RANK() OVER (ORDER BY t.{y} DESC NULLS LAST) AS rank FROM ({sql}) AS t"
    if not after:
        return f"SELECT r.* FROM ({ranked}) AS r WHERE r.{x} = {lit(member)}"
    return (
        f"WITH r AS ({ranked}) SELECT r.{x}, r.{y}, r.rank FROM r"
        f" WHERE r.rank = (SELECT MIN(rank) FROM r WHERE r.rank > (SELECT MIN(rank) FROM r WHERE r.{x} = "
        f"{lit(member)})) ORDER BY r.{x}"
    )
