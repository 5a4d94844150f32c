"""Several members, each over a span from its own opening: "how many orders did each store take on its opening
day", "for each of Chicago, San Francisco and New Orleans, what was its revenue in its first full month open",
"among the stores launched in 2018 or later, which had the biggest opening day by number of orders", "which
of the newer cafés had the most revenue in its first 90 days of trading".

A span counted from a member's opening is that member's own dates, so no one date range holds them all (see
``eachspan`` for two members set against each other). The question is asked once per member, with the member
named ("how many orders did Chicago take on its opening day"), each planned as usual, and the answers set
one under the other with the member's name; "which ... the most / biggest" keeps the top one. The members are
the ones listed by name (a group picked by opening date is written as names by ``storesopened`` first), or
all of them when "each store" is said. Before, the span was asked about ("the first 1 days of which one?"),
or the members' opening days were taken for the orders' dates.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

_NOUN = r"(?:stores?|shops?|cafés?|cafes?|locations?|branch(?:es)?|sites?|outlets?|launches|openings)"
_EVERY = re.compile(
    rf"\b(?:for )?(?:each|every)(?: one)?(?: of)?(?: (?:our|the|these|those|us))?"
    rf"(?: \d+| two| three| four| five| six)?(?: (?:new|newer|older|recent))? {_NOUN}\b",
    re.IGNORECASE,
)
_OWN = re.compile(
    r"\b(?:its|their|each one's|each(?: store)?'s) (?:very )?"
    r"(?:opening (?:day|week|month)|first|1st|initial)\b"
    r"|\bopening (?:day|week|month)\b"
    r"|\bthe first (?:(?:full|complete|whole) )?(?:calendar )?(?:day|week|month|quarter|year)"
    r" (?:it|they) (?:was|were) open\b",
    re.IGNORECASE,
)
_IT_WAS_OPEN = re.compile(
    r"\bthe first ((?:(?:full|complete|whole) )?(?:calendar )?(?:day|week|month|quarter|year)) (?:it|they) "
    r"(?:was|were) open\b",
    re.IGNORECASE,
)
_WHICH = re.compile(
    r"\bwhich(?: (?:one|store|shop|café|cafe|location|branch|of them))?(?: of (?:them|these|those))?"
    r" (?:had|took|did|saw|made|brought in|got|posted|enjoyed|has|was)"
    r" (?:the )?(?P<rank>most|biggest|largest|highest|best|strongest|busiest"
    r"|fewest|smallest|lowest|worst|weakest|quietest) (?P<rest>.+)$",
    re.IGNORECASE,
)
_SPAN_BY = re.compile(
    r"^(?P<span>opening (?:day|week|month)|first [^,]*?) (?:by|in terms of|measured by|for) (?P<figure>.+)$",
    re.IGNORECASE,
)
_LOW = frozenset({"fewest", "smallest", "lowest", "worst", "weakest", "quietest"})


@dataclass(frozen=True)
class EachOpening:
    """One question per member, each over the member's own span from its opening."""

    members: tuple[str, ...]
    questions: tuple[str, ...]
    rank: str
    """ "" for every member's figure, "desc" or "asc" for the top / bottom one ("which had the most ...")."""


def _listed(text: str, names: Iterable[str]) -> re.Match[str] | None:
    """The members named one after another ("Chicago, San Francisco and New Orleans"), two or more."""
    name = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    return re.search(
        rf"\b(?:(?:for )?each of |among |of |between )?(?:{name})"
        rf"(?:(?:,| and|, and|,? or|/|&| ) ?(?:{name}))+\b",
        text,
        re.IGNORECASE,
    )


_AFTER_OPENED = re.compile(
    r"\b(?:the|their|its) (?P<span>(?:first|initial) (?:\d+|two|three|four|five|six|seven|ten|thirty) "
    r"(?:(?:full|calendar|trading) )?(?:days?|weeks?|months?)) (?:right )?(?:after|since|following|from)"
    r" (?:the day )?(?:each one|each of them|each(?: \w+)?|it|they) (?:first )?(?:opened|launched)"
    r"(?: (?:its|their) doors| for business)?\b",
    re.IGNORECASE,
)
"""'the first 30 days after each one opened': each one's own first 30 days, said "its first 30 days"."""


def read_each_opening(question: str, names: Iterable[str]) -> EachOpening | None:
    """The each-over-its-own-opening reading of ``question`` over the members ``names``, or None."""
    text = " ".join(question.strip().split())
    after = _AFTER_OPENED.search(text)
    each_said = after is not None and re.search(r"\beach\b", after.group(0), re.IGNORECASE) is not None
    if after is not None:
        text = text[: after.start()] + f"its {after.group('span')}" + text[after.end() :]
    names = list(names)
    if len(names) < 2 or _OWN.search(text) is None:
        return None
    listed = _listed(text, names)
    if listed is not None:
        members = [n for n in names if re.search(rf"\b{re.escape(n)}\b", listed.group(0), re.IGNORECASE)]
        members.sort(key=lambda n: listed.group(0).lower().index(n.lower()))
        head, tail = text[: listed.start()], text[listed.end() :]
    elif (every := _EVERY.search(text)) is not None:
        members, head, tail = names, text[: every.start()], text[every.end() :]
    elif _WHICH_ONE.search(text) is not None or each_said:  # "which store had the biggest opening day"
        members, head, tail = names, "", text
    else:
        return None
    if len(members) < 2:
        return None
    which = _WHICH.search(" ".join(f"{head} {tail}".split()))
    if which is not None:
        rest = which.group("rest").rstrip("?.! ")
        by = _SPAN_BY.match(rest)
        if by is not None:  # "the biggest opening day by number of orders"
            asked = [f"{by.group('figure')} in {m}'s {by.group('span')}" for m in members]
        else:  # "the most revenue in its first 90 days"
            asked = [_owned(rest, m) for m in members]
        rank = "asc" if which.group("rank").lower() in _LOW else "desc"
        return EachOpening(tuple(members), tuple(_tidy(q) for q in asked), rank)
    if _WHICH_WORD.search(text):
        return None
    if listed is None and not head.strip() and not _EVERY.search(text):  # "... after each one opened"
        asked = [_tidy(_owned(tail, m)) for m in members]
    elif not head.strip() and re.match(r"\s*[,:;-]", tail):  # "for each of A, B and C, what was its ..."
        rest = tail.lstrip(",:;- ")
        asked = [_tidy(_owned(_tidy(rest), m)) for m in members]
    else:
        asked = [
            _tidy(re.sub(r"\beach one's\b", "its", f"{head}{m}{tail}", flags=re.IGNORECASE)) for m in members
        ]
    return EachOpening(tuple(members), tuple(asked), "")


_WHICH_WORD = re.compile(r"\bwhich\b", re.IGNORECASE)
_WHICH_ONE = re.compile(rf"\bwhich (?:one of (?:our|the) )?{_NOUN}\b", re.IGNORECASE)
_OPENING = re.compile(r"\b(?:on |in |during )?(?:the )?opening (day|week|month)\b", re.IGNORECASE)


def _owned(rest: str, member: str) -> str:
    """``rest`` ("the most revenue in its first 90 days") said of ``member``."""
    spans = r"\b(?:its|their|each one's)(?= (?:very )?(?:opening|first|1st|initial)\b)"
    if re.search(spans, rest, re.IGNORECASE):
        return re.sub(spans, f"{member}'s", rest, count=1, flags=re.IGNORECASE)
    if re.search(r"\b(?:its|their|each one's)\b", rest, re.IGNORECASE):
        return re.sub(r"\b(?:its|their|each one's)\b", f"{member}'s", rest, count=1, flags=re.IGNORECASE)
    if _OPENING.search(rest):
        return _OPENING.sub(lambda m: f" on {member}'s opening {m.group(1)}", rest, count=1)
    return f"{rest} at {member}"


def _tidy(question: str) -> str:
    question = _IT_WAS_OPEN.sub(lambda m: f"its first {m.group(1)} open", question)
    question = re.sub(r"^(?:for|among|of) ([^,]+), ", r"\1: ", question, flags=re.IGNORECASE)
    return re.sub(r"\s+", " ", question).strip(" ,:;-")


def each_opening_sql(members: tuple[str, ...], sqls: list[str], column: str, rank: str) -> str:
    """The members' answers (one figure each, ``column``), one under the other; the top or bottom one when
    ``rank`` says so."""
    rows = " UNION ALL ".join(
        f"SELECT '{name.replace(chr(39), chr(39) * 2)}' AS member, s{i}.{column} FROM ({sql}) AS s{i}"
        for i, (name, sql) in enumerate(zip(members, sqls, strict=True))
    )
    if not rank:
        return rows
    return f"SELECT * FROM ({rows}) AS t ORDER BY {column} {rank.upper()} NULLS LAST LIMIT 1"
