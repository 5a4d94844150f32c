"""Pairs bought together: "the top 3 product pairs bought together", "which pairs of products are most often
ordered together in 2019", "the most common product pairings", "the product pairs people buy together
most often", "which two products most often end up together in one order".

A pair is two different members (products) found in the same whole (an order, through its items), counted
in the wholes that have both, each pair once (the first name before the second).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_PAIRS = re.compile(
    r"\b(?:(?P<a>[a-z]+) pair(?:ing)?s?(?: (?:that |which )?(?:people|customers|guests|shoppers|buyers|we)"
    r" (?:buy|order|purchase|get|pick|choose)s? together)?|pair(?:ing)?s? of (?P<b>[a-z]+?)s?"
    r"|(?:two|2) (?:different |distinct |separate )?(?P<c>[a-z]+?)s? (?:that |which )?"
    r"(?:are |were |get |got )?"
    r"(?:(?:most|least) )?(?:often |frequently |commonly )?(?:(?:bought|ordered|sold|purchased) together"
    r"|(?:(?:end|ends|ended|turn|turns|turned|show|shows|showed) up|appear|appears|appeared|land|lands)"
    r"(?: together)?(?: in (?:the same|one|a single) (?:order|basket|ticket|receipt))?))\b",
    re.I,
)


_PAIR_FORM = re.compile(
    r"(?<=[.?!])\s*(?:please )?(?:give|show|list|name|return)(?: me)? (?:the|each|both|that)"
    r" (?:pair|pairs|two)\b"
    r"[^.?!]*[.?!]?\s*$",
    re.I,
)
"""A closing sentence about how to show the pair ("Give the pair, alphabetically first product first, and
how many orders."): each pair is shown that way already."""

_OFTEN = re.compile(r"\b(?:often|frequently|commonly|common|frequent|popular)\b", re.I)
_MOST_FIRST = re.compile(
    r",?\s*\b(?:(?:the )?most (?:common|frequent|popular|often|bought)|biggest|largest|highest|top)"
    r"(?: ones?| pairs?)? first\b",
    re.I,
)
_MOST_LEFT = re.compile(r"\s+\bmost\b(?=\s*(?:[,.?!;:]|$))", re.I)


@dataclass(frozen=True)
class Pairs:
    """A question about pairs: the noun of the members paired and the question without it."""

    noun: str
    rest: str
    one: bool = False
    """Asked as "which two products": the one pair."""


def read_pairs(question: str) -> Pairs | None:
    """The members a question pairs ("product pairs": product), or None when it asks no pairs."""
    m = _PAIRS.search(question)
    if m is None:
        return None
    question = _PAIR_FORM.sub("", question)
    noun = (m.group("a") or m.group("b") or m.group("c")).lower()
    rest = question[: m.start()] + noun + "s" + question[m.end() :]
    if _OFTEN.search(rest) or _MOST_FIRST.search(rest):  # "the three pairs ... most often": the top three
        rest = re.sub(
            r"\bthe (\d+|two|three|four|five|six|seven|eight|nine|ten) (?!top\b)", r"the top \1 ", rest
        )
    rest = _MOST_FIRST.sub("", rest)  # "most common first": the pairs are shown most first anyway
    rest = _OFTEN.sub(" ", rest)  # "most often": pairs are counted in the wholes with both anyway
    rest = _MOST_LEFT.sub("", rest)  # "the 3 products most?": the "most" of "most often", left alone
    return Pairs(noun, " ".join(rest.split()), one=m.group("c") is not None)


def pairs_sql(lines: str, whole: str, member: str, limit: int | None, name: str) -> str:
    """The pairs of members in the same whole, from ``lines`` (a SELECT of ``whole`` and ``member``
    columns, one row per line), counted in the wholes with both, most first."""
    side = f"SELECT DISTINCT {whole} AS whole, {member} AS member FROM ({lines}) AS l"
    sql = (
        f"SELECT a.member AS {name}_a, b.member AS {name}_b, COUNT(*) AS wholes_with_both"
        f" FROM ({side}) AS a JOIN ({side}) AS b ON a.whole = b.whole AND a.member < b.member"
        " GROUP BY a.member, b.member ORDER BY wholes_with_both DESC"
    )
    return sql + (f" LIMIT {int(limit)}" if limit else "")
