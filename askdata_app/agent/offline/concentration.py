"""Concentration: how much of a total the top (or bottom) members hold, and the Gini coefficient.

- "what share of lifetime spend belongs to the top 10% of customers", "the combined share of 2019 revenue
  held by the two biggest stores", "how much of 2019 revenue came from the top quintile of customers",
  "what fraction of lifetime spend do the bottom half of customers hold": the figure per member is asked as
  its own question ("lifetime spend by customer"), then the members past the cut are summed over the total.
  A number of members ("the two biggest stores", "the top 3 products") cuts by rank; a fraction of them
  ("the top 10%", "the top decile", "the bottom half") cuts at the quantile: the top 10% are those at or
  above the 90th percentile, the bottom half those strictly below the median (so the top and the bottom
  never share a member).
- "the Gini coefficient of customer lifetime spend", "Gini index of 2019 revenue across stores": the
  standard sorted-rank formula over the members' figures, G = 2 * sum(i * x_i) / (n * sum(x)) - (n + 1) / n,
  with x sorted ascending and i its rank from 1.

Before, the share of the members was answered (half the customers are below the median, so 0.5), or the
top members' figures summed (not a share), or the members listed one by one (for the Gini).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from askdata_app.agent.offline.numwords import alternation, counting, numbers, value

_MEMBERS = {
    "customer": "customer", "client": "customer", "buyer": "customer", "guest": "customer",
    "spender": "customer", "consumer": "customer", "household": "customer",
    "store": "store", "location": "store", "shop": "store", "outlet": "store", "firm": "store",
    "cafe": "store", "café": "store",
    "product": "product", "item": "product", "menu item": "product",
}  # fmt: skip
_MEMBER = "|".join(sorted(_MEMBERS, key=len, reverse=True))
_NOUN = rf"(?P<member>{_MEMBER})s?\b"
_FRACTIONS = {
    "half": 0.5, "tenth": 0.1, "decile": 0.1, "quintile": 0.2, "fifth": 0.2, "quartile": 0.25,
    "quarter": 0.25, "tercile": 1 / 3, "third": 1 / 3, "percentile": 0.01,
}  # fmt: skip
_TOP = r"top|largest|biggest|leading|richest|highest|heaviest"
_BOTTOM = r"bottom|smallest|poorest|lowest|lightest"
_NUMS = numbers(counting(1, 20))
_COUNT = rf"\d+|{alternation(_NUMS, longest_first=True)}"
_FRACTION = "|".join(_FRACTIONS)
_GROUP = re.compile(
    rf"\b(?:(?P<side>{_TOP}|{_BOTTOM})\s+(?:(?P<pct>\d+(?:\.\d+)?)\s*(?:%|percent\b|per cent\b)"
    rf"|(?P<frac>{_FRACTION})\b|(?P<n>{_COUNT})\b)"
    rf"|(?P<n2>{_COUNT})\s+(?P<side2>{_TOP}|{_BOTTOM})\b)"
    rf"\s*(?:of\s+)?(?:(?:the|our|all)\s+)?(?:(?:spending|paying)\s+)?{_NOUN}",
    re.IGNORECASE,
)
"""'the top 10% of customers', 'the top decile of customers', 'the two biggest stores', 'the bottom half'."""
_SHARE = re.compile(
    r"\b(?:share|proportion|fraction|percentage|portion|part|how much)\s+of\s+"
    r"(?:(?:the|total|all|overall|our|combined|aggregate)\s+)*(?P<fig>.+?)"
    r"(?=\s+(?:is|was|are|were|do|does|did|held|holds?|belong\w*|goes?|went|comes?|came|accounted|accounts?"
    r"|that|which|from|owned|captured|earned|made|generated|taken|going|sits?|lies?|by|in the hands)\b"
    r"|\s*[,?.;:]|\s*$)",
    re.IGNORECASE,
)
_RANKED = re.compile(r"\s*(?:,\s*)?(?:by|ranked|sorted|ordered|in terms of|on|with the)\b", re.IGNORECASE)
_LISTED = re.compile(
    r"^\s*(?:which|list|show|rank|name)\b(?!.*\b(?:combined|together|jointly|between them|collectively)\b)",
    re.IGNORECASE,
)
_EACH = re.compile(r"\beach\b|\bindividually\b|\brespectively\b|\bapiece\b", re.IGNORECASE)
_GINI = re.compile(
    r"\bgini(?:[- ](?:coefficient|index|ratio|score))?(?:\s+(?:of|for|on|over))?\s+(?P<rest>.+)$", re.I
)
_METHOD = re.compile(
    r",?\s*\(?(?:using|with|via|by|following|per|from)\s+(?:the\s+|a\s+)?(?:(?:standard|usual|sorted[- ]rank"
    r"|rank[- ]based|classic|textbook|discrete|sample|simple)\s+)*(?:formula|method|definition|approach"
    r"|calculation|version)\b\)?",
    re.IGNORECASE,
)
_ACROSS = re.compile(
    rf"\b(?:across|among|amongst|between|over|for|by|per)\s+(?:the\s+|our\s+|all\s+)?{_NOUN}", re.I
)
_ADJECTIVE = re.compile(rf"\b{_NOUN}", re.IGNORECASE)
_YEAR = re.compile(r"\b(?:in|during|for|over|of)\s+((?:q[1-4]\s+)?(?:19|20)\d\d)\b", re.IGNORECASE)


@dataclass(frozen=True)
class Concentration:
    """A share held by the top or bottom members, or the Gini coefficient across them."""

    rest: str
    """The figure per member, as a question of its own ("lifetime spend by customer")."""
    kind: str
    """"top", "bottom" or "gini"."""
    count: int | None = None
    """The number of members cut by rank ("the two biggest stores")."""
    fraction: float | None = None
    """The fraction of members cut at the quantile ("the top 10%": 0.1)."""


def _with_year(figure: str, question: str, skip: tuple[int, int]) -> str:
    """``figure`` with the year said elsewhere in ``question`` ("... of customers in 2019")."""
    if re.search(r"\b(?:19|20)\d\d\b", figure):
        return figure
    for m in _YEAR.finditer(question):
        if not skip[0] <= m.start() < skip[1]:
            return f"{figure} in {m.group(1)}"
    return figure


def _member(said: str) -> str:
    return _MEMBERS[said.lower()]


def read_concentration(question: str) -> Concentration | None:
    """The concentration reading of ``question`` (see the module docstring), or None."""
    text = " ".join(question.strip().split())
    gini = _GINI.search(text)
    if gini is not None:
        rest = _METHOD.sub("", gini.group("rest")).strip(" ?.!,")
        across = _ACROSS.search(rest)
        noun = across or _ADJECTIVE.search(rest)
        if noun is None:
            return None
        figure = (rest[: noun.start()] + rest[noun.end() :]) if across is not None else rest
        figure = re.sub(r"\s+", " ", figure).strip(" ,")
        if not re.search(r"[a-z]", figure, re.IGNORECASE):
            return None
        return Concentration(f"{figure} by {_member(noun.group('member'))}", "gini")
    group = _GROUP.search(text)
    share = _SHARE.search(text)
    if group is not None and _EACH.search(text):
        return None  # "the share of revenue each of the top 2 stores had": one share per member
    if group is None or share is None or _RANKED.match(text, group.end()) or _LISTED.match(text):
        return None  # "top 4 products by share of revenue", "which 3 stores have the biggest share": ranked
    figure = share.group("fig").strip()
    if _GROUP.search(figure) is not None or not re.search(r"[a-z]", figure, re.IGNORECASE):
        return None
    figure = _with_year(figure, text, (share.start("fig"), share.end("fig")))
    side = (group.group("side") or group.group("side2")).lower()
    kind = "top" if re.fullmatch(_TOP, side) else "bottom"
    rest = f"{figure} by {_member(group.group('member'))}"
    if group.group("pct") is not None:
        pct = float(group.group("pct"))
        return Concentration(rest, kind, fraction=pct / 100) if 0 < pct < 100 else None
    if group.group("frac") is not None:
        return Concentration(rest, kind, fraction=_FRACTIONS[group.group("frac").lower()])
    said = (group.group("n") or group.group("n2")).lower()
    n = int(said) if said.isdigit() else value(said, _NUMS)
    return Concentration(rest, kind, count=n) if n >= 1 else None


def concentration_sql(c: Concentration, sql: str, y: str) -> str:
    """The SQL of ``c`` over ``sql`` (one row per member, ``y`` its figure): one value."""
    if c.kind == "gini":
        return (
            "SELECT 2.0 * SUM(g.i * g.x) / (MAX(g.n) * SUM(g.x)) - (MAX(g.n) + 1.0) / MAX(g.n) AS gini"
            f" FROM (SELECT CAST(s.{y} AS DOUBLE) AS x, ROW_NUMBER() OVER (ORDER BY s.{y}) AS i,"
            f" COUNT(*) OVER () AS n FROM ({sql}) AS s WHERE s.{y} IS NOT NULL) AS g"
        )
    name = f"{c.kind}_share"
    if c.count is not None:
        order = "DESC" if c.kind == "top" else "ASC"
        ranked = f"SELECT s.{y} AS x, ROW_NUMBER() OVER (ORDER BY s.{y} {order}) AS r FROM ({sql}) AS s"
        cut = f"g.r <= {c.count}"
    else:
        fraction = c.fraction if c.fraction is not None else 0.5
        q = 1 - fraction if c.kind == "top" else fraction
        op = ">=" if c.kind == "top" else "<"
        ranked = f"SELECT s.{y} AS x FROM ({sql}) AS s"
        cut = f"g.x {op} (SELECT QUANTILE_CONT(a.{y}, {q:.6g}) FROM ({sql}) AS a)"
    return f"SELECT CAST(SUM(g.x) FILTER (WHERE {cut}) AS DOUBLE) / SUM(g.x) AS {name} FROM ({ranked}) AS g"
