"""Cells of a store by a period, as a disclosure table has them: "across all store-and-month combinations in
2020, the smallest number of distinct customers in any one cell", "the smallest count in any cell defined by
store and hour of day", "how many store-days had fewer than 20 distinct customers", "how many store-month
cells contain fewer than 100 distinct customers".

A cell is one store in one period; the figure of every cell is the breakdown "<figure> by store and
<period>" (planned as usual, the question's other words such as its year kept), then either its extreme
(MIN or MAX over the cells, one number) or how many cells pass the bar (counted). A cell with no orders has
no row, as in the breakdown. Before, the cells were read as months alone (one row per month, a wrong
smallest), or the bar was asked back.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from askdata_app.agent.offline.thresholds import _NUMBER, _OP, number_of, op_of

__all__ = ["CellAsk", "cell_ask", "cell_sql"]

_STORE = r"(?:stores?|shops?|locations?|branch(?:es)?|sites?|outlets?)"
_UNIT = (
    r"(?:hours? of (?:the )?day|hours?|days? of (?:the )?week|weekdays?|days?|dates?|weeks?|months?"
    r"|quarters?|years?)"
)
_CELLS = r"(?:cells?|combinations?|combos?|pairs?|pairings?|buckets?|groups?)"
_GRID = re.compile(
    rf"\b{_STORE}(?P<join>\s*(?:-\s*and\s*-|-|/|\s+and\s+|\s*[x×]\s*|\s+by\s+))(?P<unit>{_UNIT})"
    rf"(?P<cells>\s+{_CELLS}\b)?",
    re.IGNORECASE,
)
"""'store-and-month combinations', 'store-days', 'store/week cells', 'store and month pairs'."""
_DEFINED = re.compile(
    rf"\b{_CELLS}\s+(?:defined|formed|made|made up|given)\s+by\s+(?:(?:the|a|each)\s+)?{_STORE}\s+and\s+"
    rf"(?:(?:the|a|each)\s+)?(?P<unit>{_UNIT})\b",
    re.IGNORECASE,
)
"""'cell defined by store and hour of day'."""
_INTRO = re.compile(
    r"\b(?:across|over|among|amongst|looking at|considering|taking|of|for|in)\s+"
    r"(?:all|every|each|the)?\s*(?:of\s+)?(?:the\s+)?(?:possible\s+)?__GRID__",
    re.IGNORECASE,
)
_EXTREMES = {
    "smallest": "MIN",
    "lowest": "MIN",
    "minimum": "MIN",
    "min": "MIN",
    "fewest": "MIN",
    "least": "MIN",
    "largest": "MAX",
    "highest": "MAX",
    "maximum": "MAX",
    "max": "MAX",
    "greatest": "MAX",
    "biggest": "MAX",
    "most": "MAX",
}
_EXTREME = re.compile(
    r"(?:\b(?:what|which)(?:'s|\s+is|\s+was|\s+are|\s+were)\s+)?(?:\bthe\s+)?"
    rf"\b(?P<ext>{'|'.join(_EXTREMES)})\s+(?:(?:number|count)\s+of\s+)?(?P<figure>[^?,;]+?)\s+"
    r"(?:in|of|for|across|within)\s+(?:any|a|one|a single|any single|any one|any given|each|the)\s+"
    r"(?:(?:one|single)\s+)?__CELL__",
    re.IGNORECASE,
)
_BAR = re.compile(
    r"\b(?:in\s+|on\s+)?how many\s+__GRID__(?P<mid>[^?;]*?)\s+"
    rf"(?P<op>{_OP})\s+(?P<num>{_NUMBER})\s*(?P<figure>[^?,;.]+)",
    re.IGNORECASE,
)
_VERB = re.compile(
    r"^(?P<keep>[^()]*?)\s*\b(?:had|have|has|saw|see|sees|contain|contains|contained|hold|holds|held"
    r"|show|shows|showed|got|get|gets|recorded|record|records|were|are|was|is|with)$",
    re.IGNORECASE,
)
"""The words between the cells and the bar: a verb, after what else is said of the cells ('in 2019')."""
_PAREN = re.compile(r"\s*\((?:counting|only|including|excluding|ignoring|where|i\.e\.|e\.g\.)[^()]*\)", re.I)


@dataclass(frozen=True)
class CellAsk:
    """A question about the cells of a store by a period, read."""

    breakdown: str
    """The figure of every cell, a question of its own ("in 2020, distinct customers by store and month")."""
    extreme: str | None
    """'MIN' or 'MAX' over the cells; None when the cells passing a bar are counted."""
    op: str = ""
    number: float = 0.0


def _unit(said: str) -> str:
    unit = re.sub(r"\s+", " ", said.lower())
    unit = re.sub(r"^(hour|day)s? of (?:the )?(day|week)$", r"\1 of \2", unit)
    unit = {"weekday": "day of week", "weekdays": "day of week", "date": "day", "dates": "day"}.get(
        unit, unit
    )
    unit = unit[:-1] if unit.endswith("s") and " of " not in unit else unit
    return "hour of day" if unit == "hour" else unit


def _tidy(text: str) -> str:
    text = re.sub(r"\s+", " ", text)
    text = re.sub(r"\s+([,?.!;:])", r"\1", text)
    text = re.sub(r",\s*,", ",", text)
    text = re.sub(r"(^|[:.]\s*),\s*", r"\1", text)
    text = re.sub(r",+([?.!])", r"\1", text)
    return text.strip(" ,")


def cell_ask(question: str) -> CellAsk | None:
    """The cells ``question`` asks about (see the module docstring), or None when it does not speak of a
    grid of cells of a store by a period.

    >>> cell_ask("Across all store-and-month combinations in 2020, what is the smallest number of distinct"
    ...          " customers in any one cell?")
    CellAsk(breakdown='in 2020, distinct customers by store and month?', extreme='MIN', op='', number=0.0)
    >>> cell_ask("For 2020, what is the smallest number of distinct customers in any cell defined by store"
    ...          " and hour of day?").breakdown
    'For 2020, distinct customers by store and hour of day?'
    >>> cell_ask("In 2020, how many store-days had fewer than 20 distinct customers?")
    CellAsk(breakdown='In 2020, distinct customers by store and day?', extreme=None, op='<', number=20.0)
    >>> cell_ask("revenue by store and month in 2020") is None
    True
    """
    text = _PAREN.sub("", question.strip())
    defined = _DEFINED.search(text)
    grid = _GRID.search(text) if defined is None else None
    if defined is not None:
        unit = _unit(defined.group("unit"))
        extreme = _EXTREME.pattern.replace("__CELL__", _DEFINED.pattern)
        m = re.search(extreme, text, re.IGNORECASE)
        if m is None:
            return None
        by = f"{m.group('figure')} by store and {unit}"
        return CellAsk(
            _tidy(f"{text[: m.start()]} {by} {text[m.end() :]}"), _EXTREMES[m.group("ext").lower()]
        )
    if grid is None:
        return None
    join, cells = grid.group("join"), grid.group("cells")
    if cells is None and not re.search(r"[-/x×]", join):
        return None  # "by store and month": a breakdown, no cells
    unit = _unit(grid.group("unit"))
    grid_words = re.escape(grid.group(0))
    bar = re.search(_BAR.pattern.replace("__GRID__", grid_words), text, re.IGNORECASE)
    if bar is not None:
        verb = _VERB.match(bar.group("mid").strip(" ,"))
        if verb is None:
            return None
        number = number_of(bar.group("num"))
        if number is None:
            return None
        by = f"{bar.group('figure').strip()} by store and {unit}"
        rest = _tidy(f"{text[: bar.start()]} {by} {verb.group('keep')} {text[bar.end() :]}")
        return CellAsk(rest, None, op_of(bar.group("op")), number)
    cell_words = rf"(?:{_CELLS}|{grid_words})"
    m = re.search(_EXTREME.pattern.replace("__CELL__", cell_words), text, re.IGNORECASE)
    if m is None:
        return None
    by = f"{m.group('figure')} by store and {unit}"
    rest = f"{text[: m.start()]} {by} {text[m.end() :]}"
    rest = re.sub(_INTRO.pattern.replace("__GRID__", grid_words), " ", rest, flags=re.IGNORECASE)
    if _GRID.search(rest) is not None and re.search(grid_words, rest, re.IGNORECASE):
        return None  # the grid said somewhere this reading does not place
    return CellAsk(_tidy(rest), _EXTREMES[m.group("ext").lower()])


def cell_sql(ask: CellAsk, sql: str, y: str) -> str:
    """``sql`` (one row per cell, ``y`` its figure) as the extreme over the cells, or the cells past the bar
    counted."""
    if ask.extreme is not None:
        return f"SELECT {ask.extreme}({y}) AS {ask.extreme.lower()}_{y}_in_a_cell FROM ({sql}) AS cells"
    number = int(ask.number) if ask.number == int(ask.number) else ask.number
    return f"SELECT COUNT(*) AS cells FROM ({sql}) AS t WHERE {y} {ask.op} {number}"
