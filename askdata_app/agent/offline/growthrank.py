"""Members ranked by their growth over a year: "which store grew the most in 2020", "the fastest-growing
product", "which store had the highest revenue growth in 2020", "top 3 stores by revenue growth".

The growth of a member is its year's figure against the year before (the data's last whole year when none
is said), as "<measure> growth by <member> 2020 vs 2019" is answered; its rows are then ranked by the
growth in percent. The measure is the one said, else the member's plain one (revenue for stores, units for
products, spend for customers). Before, "grew the most" was asked back ("by which measure?"), a year's
growth ranked the members' months by month-over-month growth, and "fastest growing store" listed dates.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_NOUNS = {
    "store": "store", "shop": "store", "location": "store", "branch": "store", "product": "product",
    "item": "product", "menu item": "product", "drink": "drink", "jaffle": "jaffle", "customer": "customer",
}  # fmt: skip
_PLAIN = {"store": "revenue", "product": "units sold", "drink": "units sold", "jaffle": "units sold",
          "customer": "spend"}  # fmt: skip
_NOUN = r"(?P<noun>menu item|store|shop|location|branch|product|item|drink|jaffle|customer)(?P<plural>e?s)?"
_UP = {"highest", "biggest", "largest", "fastest", "most", "strongest", "best", "top"}
_DIR = (
    r"(?P<dir>highest|biggest|largest|fastest|most|strongest|best|lowest|smallest|slowest|weakest|worst"
    r"|least)"
)
_LEAD = r"^(?:(?:so|ok|and|quick one:?|hey,?)\s+)?"
_FORMS = (
    re.compile(
        rf"{_LEAD}(?:which|what) (?:of (?:our|the) )?{_NOUN}"
        rf" (?:had|has|have|saw|showed|posted|recorded|with)? ?(?:the )?{_DIR} (?P<m>[a-z ]*?) ?growth\b"
        rf"(?P<rest>.*)$"
    ),
    re.compile(
        rf"{_LEAD}(?:which|what) (?:of (?:our|the) )?{_NOUN} (?:grew|has grown|have grown|is growing"
        rf"|are growing|was growing|were growing|grows|grow) (?:its |their )?(?P<m>[a-z -]*?) ?(?:the )?"
        rf"(?P<dir>most|fastest|least|slowest)\b(?P<rest>.*)$"
    ),
    re.compile(
        rf"{_LEAD}(?:(?:which|what|who) (?:is|was|are|were) |what's |whats |which's )?(?:the |our )?"
        rf"(?:(?P<n>\d+) )?"
        rf"(?P<dir>fastest|slowest)[- ]growing {_NOUN}\b(?P<rest>.*)$"
    ),
    re.compile(
        rf"{_LEAD}(?:the )?(?P<dir>top|bottom) (?P<n>\d+) {_NOUN} (?:by|on|for|in terms of) (?P<m>[a-z ]*?)"
        rf" ?growth\b(?P<rest>.*)$"
    ),
    # "which product's sales grew the most from 2019 to 2020": the measure said before the verb
    re.compile(
        rf"{_LEAD}(?:which|what) (?:of (?:our|the) )?{_NOUN}(?:'s|s'|') (?P<m>[a-z ]+?)"
        rf" (?:grew|rose|increased|went up|has grown|have grown)"
        rf" (?:the )?(?P<dir>most|fastest|least|slowest)\b(?P<rest>.*)$"
    ),
    # "which store added the most orders from 2019 to 2020": the count put on between two years said
    re.compile(
        rf"{_LEAD}(?:which|what) (?:of (?:our|the) )?{_NOUN} (?:added|put on|tacked on)"
        rf" (?:the )?(?P<dir>most|fewest|least) (?P<m>[a-z ]+?)"
        rf"(?P<rest>,? (?:from|between) (?:19|20)\d\d (?:to|and) (?:19|20)\d\d\b.*)$"
    ),
)
_ADDED = _FORMS[-1]
"""The form whose growth is a count put on, in absolute terms, not in percent."""
_FALLS = (
    # "which product's revenue fell the most in 2020", "which store declined the most"
    re.compile(
        rf"{_LEAD}(?:which|what) (?:of (?:our|the) )?{_NOUN}(?:(?:'s|s'|') (?P<m>[a-z ]+?))?"
        rf" (?:fell|dropped|declined|shrank|decreased|went down|slipped|fell off|has fallen|have fallen"
        rf"|dipped|has declined|have declined) (?:the )?(?:most|furthest|hardest|fastest|farthest)\b"
        rf"(?P<rest>.*)$"
    ),
    # "which store had the biggest drop in orders in 2020"
    re.compile(
        rf"{_LEAD}(?:which|what) (?:of (?:our|the) )?{_NOUN} (?:had|has|have|saw|showed|posted|recorded|with)"
        rf" (?:the )?(?:biggest|largest|steepest|sharpest|worst|greatest)"
        rf" (?:drop|decline|fall|decrease|slump|dip)(?: in (?P<m>[a-z ]*?))?"
        rf"(?P<rest>(?: (?:in|from|between|over|for|during) .*)?)$"
    ),
)
_NOT_YEARLY = re.compile(
    r"\bq[1-4]\b|\bquarter|\bmonth|\bweek|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b"
    r"|\bdollars?\b|\$|\babsolute"
)
_SPAN = re.compile(
    r"\b(?:from |between |over |in )?((?:19|20)\d\d) (?:to|and|vs\.?|versus|through|-) ((?:19|20)\d\d)\b"
)
_YEAR = re.compile(r"\b(?:in |for |during |over )?((?:19|20)\d\d)\b")


@dataclass(frozen=True)
class GrowthRank:
    """A ranking of members by their growth over a year, split."""

    inner: str
    """The growth per member, as a question of its own ("revenue growth by store 2020 vs 2019")."""
    desc: bool
    limit: int | None


def read_growth_rank(question: str, last_year: int) -> GrowthRank | None:
    """The members-ranked-by-growth reading of ``question`` (``last_year``: the data's last whole year)."""
    text = " ".join(question.lower().strip().rstrip("?.! ").split())
    for form in (*_FORMS, *_FALLS):
        m = form.match(text)
        if m is None:
            continue
        falls = form in _FALLS  # a fall is the lowest growth first
        if (falls or form is _FORMS[-2]) and _NOT_YEARLY.search(m.group("rest")):
            continue  # "from Q2 2018 to Q2 2019", "in dollars": read by the general growth reading
        noun = _NOUNS[m.group("noun")]
        said = (m.groupdict().get("m") or "").strip()
        said = re.sub(r"^(?:in|of|on|the)\b\s*", "", said)
        if said in {"year over year", "yoy", "year on year", "annual", "sales"}:
            said = "revenue" if said == "sales" else ""
        rest = m.group("rest")
        span = _SPAN.search(rest)  # "from 2019 to 2020": the later year against the earlier
        year = _YEAR.search(rest)
        y, base = last_year, last_year - 1
        if span is not None:
            y, base = max(int(span.group(1)), int(span.group(2))), min(int(span.group(1)), int(span.group(2)))
            rest = rest[: span.start()] + rest[span.end() :]
        elif year is not None:
            y, base = int(year.group(1)), int(year.group(1)) - 1
            rest = rest[: year.start()] + rest[year.end() :]
        rest = re.sub(
            r"\b(?:year over year|yoy|year on year|this year|last year|over the year|in percent(?:age)? terms"
            r"|in percent(?:age)?|in %|percentage-wise|%)",
            " ",
            rest,
        )
        rest = " ".join(rest.replace(",", " ").split())
        # "grew its revenue most between 2019 and 2020 in dollars": ranked by the change, not the percent
        rest = re.sub(r"\b(?:in )?(?:dollars?|dollar terms|money terms)\b", "in absolute terms", rest)
        if form is _ADDED and not _NOT_YEARLY.search(rest):
            rest = f"{rest} in absolute terms".strip()  # "added the most orders": the count's change
        what = said or _PLAIN[noun]
        inner = f"{what} growth by {'product' if noun in {'drink', 'jaffle'} else noun} {y} vs {base}"
        if noun in {"drink", "jaffle"}:
            inner += f" {noun}s only"
        if rest:
            inner += f" {rest}"
        n = m.groupdict().get("n")
        plural = bool(m.group("plural")) or n is not None
        limit = int(n) if n else (None if plural else 1)
        return GrowthRank(inner, not falls and m.group("dir") in _UP, limit)
    return None


def growth_rank_sql(g: GrowthRank, sql: str, y: str) -> str:
    """``sql`` (one row per member, ``y`` its growth in percent) ranked by the growth."""
    order = "DESC" if g.desc else "ASC"
    limit = f" LIMIT {g.limit}" if g.limit else ""
    return f"SELECT * FROM ({sql}) AS r WHERE r.{y} IS NOT NULL ORDER BY r.{y} {order}{limit}"
