"""The Herfindahl(-Hirschman) index of a breakdown's shares: "the Herfindahl index of the stores' 2020 revenue
shares", "what's the HHI of store revenue for 2019", "a Herfindahl-Hirschman index across products on 2018
revenue".

A measure of concentration: the sum of the squared shares of the members (each store's share of the whole),
with the shares as fractions (1 for one member holding everything, 1/n for n equal ones), or on the 0-10,000
scale when the question says so ("in points", "out of 10,000", "shares in percent"). The question is read
as the shares themselves ("the stores' 2020 revenue shares", "share of store revenue for 2019"), which the
planner already answers a row per member, and their squares are added up. Without this reading the words
"Herfindahl" and "index" were not understood.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import sqlglot
from sqlglot import exp

_HHI = re.compile(
    r"(?:\b(?:what(?:'s| is| was)|compute|calculate|work out|give me|show(?: me)?|get|find)\s+)?"
    r"(?:\b(?:the|a|an|our)\s+)?"
    r"\b(?:herfindahl(?:[- ]hirschman)?|hirschman[- ]herfindahl|hhi)\b(?:\s+(?:concentration\s+)?"
    r"(?:index|score|measure|figure))?(?:\s*\(hhi\))?",
    re.IGNORECASE,
)
_GLOSS = re.compile(
    r"\s*(?:[,;:(]|\s[-\u2013\u2014]+)\s*(?:i\.?e\.?|that is|meaning|defined as|computed as)\b.*$",
    re.IGNORECASE,
)
_SCALE_WORDS = (
    r"(?:(?:with |the )?shares? (?:as|in) (?:fractions?|decimals?|percent(?:ages?)?|percentage points)"
    r"|(?:in|on a|on the) (?:\d+[- ]?(?:to|-)[- ]?)?10,?000(?:[- ]point)? scale|out of 10,?000|in points)"
)
_SCALE = re.compile(rf",?\s*\(?{_SCALE_WORDS}\)?", re.IGNORECASE)
_POINTS = re.compile(
    r"\b(?:10,?000|in points|shares? (?:as|in) (?:percent(?:ages?)?|percentage points))\b", re.IGNORECASE
)
_ACROSS = re.compile(
    r"^(?:across|by|over|among|between|for) ((?:the |our |all |each |every )*[\w'-]+)"
    r" (?:on|of|for|in|by) (.+)$",
    re.IGNORECASE,
)

_OWNER = re.compile(
    r"^(?:the |our |all )?(store|location|shop|product|customer|product type|supply|supplie)s?(?:'s|')?"
    r" ((?:\d{4} )?)(revenue|sales|orders?|order counts?|units|items|gross profit|spend)(?: shares?)?\b",
    re.IGNORECASE,
)
_MEMBERS_BY = re.compile(
    r"^(?:the |our |all )?((?:stores|locations|shops|products|customers|product types|supplies))"
    r" (?:by|on|in terms of|measured by) (.+)$",
    re.IGNORECASE,
)
"""The members first, then the measure whose shares they hold ("stores by orders in 2019")."""
"""A measure said after whose it is ("store revenue", "the products' 2020 revenue"): by that member."""


@dataclass(frozen=True)
class HerfindahlAsk:
    """A Herfindahl index asked for: the question asking the shares it is taken over, and its scale."""

    shares: str
    """The shares, asked as a question of their own ("share of store revenue for 2019")."""
    points: bool
    """On the 0-10,000 scale (shares in percent) rather than 0-1 (shares as fractions)."""


def read_herfindahl(question: str) -> HerfindahlAsk | None:
    """The Herfindahl index ``question`` asks for, or None when it asks none."""
    found = _HHI.search(question)
    if found is None:
        return None
    points = _POINTS.search(question) is not None
    rest = (question[: found.start()] + " " + question[found.end() :]).strip()
    rest = _GLOSS.sub("", rest)
    rest = _SCALE.sub("", rest)
    rest = re.sub(r"[?.!]+\s*$", "", rest).strip(" ,;:")
    rest = re.sub(r"^(?:of|for|on)\s+", "", rest, flags=re.IGNORECASE)
    across = _ACROSS.match(rest)
    if across is not None:  # "across products on 2018 revenue"
        rest = f"{across.group(2)} by {across.group(1)}"
    if not rest:
        return None
    ranked = _MEMBERS_BY.match(rest)
    if ranked is not None:  # "stores by orders in 2019": the orders' shares by store
        rest = f"{ranked.group(2)} by {ranked.group(1)}"
    # "product revenue", "the stores' 2020 revenue": by product, by store
    rest = _OWNER.sub(lambda m: f"{m.group(2)}{m.group(3)} by {m.group(1)}", rest)
    if not re.search(r"\bshares?\b", rest, re.IGNORECASE):
        rest = f"share of {rest}"
    return HerfindahlAsk(rest, points)


def herfindahl_sql(sql: str, dialect: str, points: bool) -> tuple[str, str] | None:
    """(the SQL adding up the squared shares of ``sql``'s rows, the share column squared), or None when
    ``sql`` is not a breakdown with one share column and no cut to its top few."""
    try:
        tree = sqlglot.parse_one(sql, read=dialect)
    except sqlglot.errors.ParseError:
        return None
    if not isinstance(tree, exp.Select) or tree.args.get("limit") is not None:
        return None
    names = [e.alias_or_name for e in tree.expressions]
    shares = [n for n in names if n.endswith("_share")]
    if len(shares) != 1 or not re.fullmatch(r"[a-z_][a-z0-9_]*", shares[0]) or tree.find(exp.Group) is None:
        return None  # no breakdown: the whole is one member
    share = shares[0]
    scale = "10000.0 * " if points else ""
    inner = tree.sql(dialect=dialect)
    parts = set(re.findall(r"\bPARTITION BY ([a-z_][a-z0-9_]*)\s*\)", inner, re.IGNORECASE))
    if not parts:
        return f"SELECT {scale}SUM(t.{share} * t.{share}) AS herfindahl_index FROM ({inner}) AS t", share
    if len(parts) != 1:
        return None
    each = parts.pop()  # shares within each year: one index each
    return (
        f"SELECT t.{each}, {scale}SUM(t.{share} * t.{share}) AS herfindahl_index FROM ({inner}) AS t"
        f" GROUP BY t.{each} ORDER BY t.{each}",
        share,
    )
