"""Members or periods compared with their own average ("which stores had above-average revenue in 2020",
"how many days in 2019 had more orders than average", "how many orders in 2020 were above the average order
value").

The question without the comparison is asked per member or period ("revenue by store in 2020"); its rows
are then kept where their figure is above (or below) the average of all its rows, and counted when "how
many" asked. Without this reading "above average" was a word the planner dropped, and the answer was every
store's figure, or an average.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

_UNITS = {
    "store": "store", "stores": "store", "location": "store", "locations": "store", "shop": "store",
    "shops": "store", "product": "product", "products": "product", "item": "product", "items": "product",
    "drink": "product", "drinks": "product", "customer": "customer", "customers": "customer", "day": "day",
    "days": "day", "date": "day", "dates": "day", "week": "week", "weeks": "week", "month": "month",
    "months": "month", "quarter": "quarter", "quarters": "quarter", "order": "order", "orders": "order",
}  # fmt: skip
_PERIODS = {"day", "week", "month", "quarter"}
_NOUN = "|".join(sorted(_UNITS, key=len, reverse=True))
_UP = (
    r"above|over|higher than|greater than|more than|bigger than|larger than|better than|beat|beats|beating"
    r"|exceeded|exceeding|exceeds|exceed|outperformed|outperform"
)
_DOWN = r"below|under|lower than|less than|fewer than|smaller than|worse than|underperformed|underperform"
_OF = rf"(?:\s+(?:for|of|across|among)\s+(?:all\s+)?(?:the\s+|our\s+)?(?:{_NOUN}))"
_AVERAGE = r"(?:average|avg\.?|mean|norm)"
_BAR = re.compile(
    rf"\b(?P<op>{_UP}|{_DOWN})\s+(?:the\s+|an\s+|our\s+)?"
    rf"(?:(?:chain|company|chain-wide|overall|group|typical)(?:'s)?\s+)?(?P<avg>{_AVERAGE})"
    rf"(?:\s+(?P<of>{_NOUN}))?{_OF}?\b",
    re.IGNORECASE,
)
"""'above the average', 'better than the average store', 'below the mean for all stores'."""
_ADJ = re.compile(r"\b(?P<op>above|below|better than|worse than)[- ](?:the[- ])?average\b", re.IGNORECASE)
"""'above-average revenue': the figure is the noun that follows."""
_MORE = re.compile(
    rf"\b(?P<op>more|fewer|less|higher|lower|bigger|smaller)\b(?P<what>(?:\s+[a-z$]+){{0,2}}?)\s+than\s+"
    rf"(?:the\s+|an\s+)?(?:(?:chain|company|overall|typical)(?:'s)?\s+)?{_AVERAGE}(?:\s+(?P<of>{_NOUN}))?{_OF}?\b",
    re.IGNORECASE,
)
"""'more orders than average', 'sold more than the average product'."""
_SUBJECT = re.compile(
    rf"^(?:(?P<count>how many|the number of|number of|count (?:of )?(?:the )?)|which|what|list(?: the| all)?|"
    rf"show(?: me)?(?: the| all)?|name(?: the)?|give me(?: the)?|the|our|any)?\s*"
    rf"(?:(?:of )?(?:the |our |my )?)?(?P<noun>{_NOUN})\b",
    re.IGNORECASE,
)
_VERBS = re.compile(
    r"\b(?:had|have|has|did|do|does|were|was|are|is|with|that|which|whose|where|when|come in|came in|did we"
    r" have|we had|we)\b",
    re.IGNORECASE,
)
_HOW_MANY_LAST = re.compile(r",?\s*(?:how many|what number|count them)\s*$", re.IGNORECASE)
_SOLD = re.compile(r"\b(?:sold|sell|sells|selling|moved)\b", re.IGNORECASE)
_FIGURE = re.compile(r"\b(?:revenue|sales|units?|orders?|items?|customers?|spend|spent|\$|dollars?)\b", re.I)
_RATIO = re.compile(
    r"\b(?:aov|average|avg|mean|per|rate|margin|share|percent|percentage|pct|ratio)\b|%", re.IGNORECASE
)
_ORDER_ITEMS = re.compile(r"\b(?:items?|units?|products?|lines?)\b", re.IGNORECASE)


@dataclass(frozen=True)
class AverageBar:
    """A question about the members or periods above (or below) their own average, split."""

    rest: str
    """The figure per member or period, as a question of its own ("revenue by store in 2020")."""
    op: str
    """">" or "<"."""
    count: bool
    """"how many stores": count them; else list them."""
    unit: str
    whole: str = ""
    """For a ratio ("aov", "margin"), the figure of them all as its own question: the bar is that figure, not
    the average of the members' ratios."""


_PHRASE_END = re.compile(
    r"[,;]|\b(?:in|for|during|over|on|at|across|among|of|than|last|this|since|from)\b", re.I
)


def _average_figure(text: str, bar: re.Match[str], is_ratio: Callable[[str], bool]) -> tuple[str, int] | None:
    """'below the chain's average order value in 2020': the words after "average" ("order value") and where
    they end, when "average" and they name one figure of its own (a ratio, see ``is_ratio``)."""
    start = bar.end("avg")
    end = _PHRASE_END.search(text, start)
    stop = end.start() if end is not None else len(text)
    phrase = text[start:stop].strip()
    if not phrase or not is_ratio(f"average {phrase}"):
        return None
    return f"average {phrase}", stop


def _said_before(named: str, before: str) -> bool:
    """Whether the figure after "average" ("average lifetime spend") is the one already said plainly before
    the bar ("customers with a lifetime spend above ..."): then the bar is the average of the members'
    figures, not a figure of its own ("stores whose average order value is above the average order value"
    keeps the chain's)."""
    words = named.lower().split()[1:]
    plain = rf"(?<!average )(?<!avg )(?<!mean )\b{re.escape(' '.join(words))}\b"  # not itself an average
    return bool(words) and re.search(plain, before.lower()) is not None


def read_average_bar(question: str, is_ratio: Callable[[str], bool] | None = None) -> AverageBar | None:
    """The members-compared-with-their-average reading of ``question``, or None. ``is_ratio`` says whether
    a phrase ("average order value") names one figure of its own, not an average of another."""
    text = " ".join(question.strip().rstrip("?.! ").split())
    subject = _SUBJECT.match(text)
    if subject is None:
        return None
    unit = _UNITS[subject.group("noun").lower()]
    bar = _BAR.search(text, subject.end()) or _ADJ.search(text, subject.end())
    more = None if bar is not None else _MORE.search(text, subject.end())
    said = bar or more
    if said is None:
        return None
    named = None
    if bar is not None and is_ratio is not None and "avg" in bar.re.groupindex:
        named = _average_figure(text, bar, is_ratio)
    if named is not None and _said_before(named[0], text[subject.end() : said.start()]):
        named = None  # "a lifetime spend above the average lifetime spend": the members' own figure's average
    if named is not None:  # "below the chain's average order value": that figure, and the chain's as the bar
        before, after = text[subject.end() : said.start()], text[named[1] :]
        count = subject.group("count") is not None or _HOW_MANY_LAST.search(after) is not None
        after = _HOW_MANY_LAST.sub("", after)
        rest = f"{_VERBS.sub(' ', before)} {named[0]} {_VERBS.sub(' ', after)}"
        rest = re.sub(r"\s+", " ", rest).strip(" ,")
        op = ">" if re.fullmatch(rf"{_UP}", said.group("op").lower()) else "<"
        return AverageBar(f"{rest} by {unit}", op, count, unit, rest)
    op_word = said.group("op").lower()
    up = re.fullmatch(rf"{_UP}|more|higher|bigger|above|better than", op_word) is not None
    op = ">" if up else "<"
    of = said.groupdict().get("of")
    if of and _UNITS[of.lower()] != unit and unit != "order":
        return None  # "stores above the average product": not one comparison
    what = (more.group("what") if more is not None else "").strip()
    before, after = text[subject.end() : said.start()], text[said.end() :]
    count = subject.group("count") is not None or _HOW_MANY_LAST.search(after) is not None
    after = _HOW_MANY_LAST.sub("", after)
    if not what and _SOLD.search(before) and not _FIGURE.search(f"{before} {after}"):
        what = "units"  # "products that sold more than average": units, a product's plain measure
    if unit == "order":
        figure = (
            "items"
            if _ORDER_ITEMS.search(f"{what} {before} {text[said.start() : said.end()]}")
            else ("order total")
        )
        rest = f"{figure} by order {_VERBS.sub(' ', before)} {_VERBS.sub(' ', after)}"
    else:
        before = re.sub(r"^\s*of\b", " in", before)  # "months of 2019" -> "in 2019"
        rest = f"{_VERBS.sub(' ', before)} {what} {_VERBS.sub(' ', after)} by {unit}"
    rest = re.sub(r"\s+", " ", rest).strip(" ,")
    rest = re.sub(r"^(?:on|in terms of|for|by)\s+", "", rest)
    if not re.search(r"[a-z]", rest.replace(f"by {unit}", ""), re.IGNORECASE) and unit in _PERIODS:
        return None  # "which days were above average": no figure named
    whole = re.sub(rf"\s*\bby {unit}$", "", rest) if _RATIO.search(rest) else ""
    return AverageBar(rest, op, count, unit, whole)


def average_bar_sql(bar: AverageBar, sql: str, x: str, y: str, whole: tuple[str, str] | None = None) -> str:
    """``sql`` (one row per member or period, ``x`` it, ``y`` its figure) kept where ``y`` passes the
    average of all its rows, or the figure of them all (``whole``: its SQL and column) for a ratio."""
    cond = f"b.{y} {bar.op} (SELECT AVG(a.{y}) FROM ({sql}) AS a)"
    if whole is not None:
        cond = f"b.{y} {bar.op} (SELECT a.{whole[1]} FROM ({whole[0]}) AS a)"
    if bar.count:
        return f"SELECT COUNT(*) AS {bar.unit}s FROM ({sql}) AS b WHERE {cond}"
    order = "DESC" if bar.op == ">" else "ASC"
    return f"SELECT * FROM ({sql}) AS b WHERE {cond} ORDER BY b.{y} {order}"
