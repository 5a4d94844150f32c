"""Things bought together: "which drink turns up most often in the same order as a flame impala", "the
jaffle most often bought together with a vanilla ice", "which drink shows up in the most orders that also
contain a mel-bun", "which drink do people most often choose alongside a nutellaquent".

The words that name the companion ("in the same order as X", "bought together with X", "alongside X") are
taken out of the question; what is left is asked as it is (the drinks, ranked), over the rows whose order
also has X (see ``contains.companion_sql``). Said with no measure, things bought together are counted in
orders: each order once.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_TOGETHER = re.compile(
    r"\s*\b(?:(?:in|on) the same (?:order|basket|ticket|transaction|receipt|purchase)s? as"
    r"|(?P<verb>bought|ordered|purchased|sold|paired|sells?|goes|go|buys?|orders?|gets?|gotten|got"
    r"|pick(?:s|ed)? up)"
    r"(?: together)? with"
    r"|together with|alongside"
    r"|(?<=orders )(?:that|which) (?:also )?(?:contain|contains|contained|include|includes|included))"
    r" (?:a |an |the |some )?(?P<other>[a-z][a-z' -]*?)"
    r"(?=\s*(?:[?.!,;:()]|$|\b(?:in|during|for|over|across|at|by|from|since|between|counting|count)\b))",
    re.I,
)
_RANKED = re.compile(
    r"\b(?:(?<!\bat )(?:most|least)|top|bottom|best|often|frequent\w*|popular|common\w*|which|what)\b", re.I
)
"""A ranking word ("at least $30", "at most 2 items" bound an amount: no ranking)."""


_BOTH = re.compile(r"\(\s*(?:orders?|baskets?) with both(?: of them)?\s*\)", re.I)
_SHOWS_UP = re.compile(r"\b(?:turns?|shows?|comes?|pops?) up\b|\bappears?\b|\b(?<=most )often\b", re.I)
_OTHER_ONLY = re.compile(
    r"\s*(?:and |so |ok )?(?:what about|how about|for|and for|and with|with)?\s*"
    r"(?:alongside |next to |together with |with )?(?:a |an |the )?"
    r"(?P<other>[a-z][a-z' -]*?)\s*[?.!]*\s*",
    re.I,
)
"""A follow-up naming only another companion: "and for the krautback?", "what about alongside the
krautback?"."""
_CHOOSE = re.compile(
    r"\b(?:do|does|did) (?:people|customers|guests|buyers|shoppers|diners|folks|they|we|you)"
    r" (?:(?:most|usually|typically|generally|tend to) )?(?:often )?"
    r"(?:choose|chose|pick|picked|get|add|order|buy|have|take|grab)\b",
    re.I,
)
"""'which drink do people most often (usually) choose alongside X': which drink is most often bought (in the
most orders with X); who chooses it is not asked."""


def other_only(question: str) -> str | None:
    """The words of a follow-up that only names something ("and for the krautback?"), or None."""
    m = _OTHER_ONLY.fullmatch(question)
    return m.group("other") if m is not None and len(m.group("other").split()) <= 4 else None


@dataclass(frozen=True)
class Together:
    """A question about what goes with something: the question without the companion, and its words."""

    rest: str
    other: str
    start: int
    end: int
    """Where the companion's words are in the question."""


def read_together(question: str) -> Together | None:
    """The companion of a "bought together" question, or None when the question names none."""
    m = _TOGETHER.search(question)
    if m is None or not _RANKED.search(question):
        return None
    verb = f" {m.group('verb')}" if m.group("verb") else ""
    rest = (question[: m.start()] + verb + question[m.end() :]).strip()
    rest = _BOTH.sub("", rest)
    rest = _CHOOSE.sub("is most often bought", rest)  # "which drink do people usually choose": is bought most
    rest = _SHOWS_UP.sub(" ", rest)  # "turns up most often": is in the most orders, counted as such
    rest = re.sub(r"\s+([,?.!])", r"\1", " ".join(rest.split()))
    return Together(rest, m.group("other").strip(), m.start("other"), m.end("other"))


def with_other(question: str, together: Together, other: str) -> str:
    """``question`` asked about another companion ("and for the krautback?" after the flame impala)."""
    return question[: together.start] + other + question[together.end :]
