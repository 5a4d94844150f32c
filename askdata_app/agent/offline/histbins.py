"""Histograms and frequency tables of one series ("the number of orders in each $10 bin of order total",
"bucket customers by lifetime spend into $100 bands", "a frequency table of customers by lifetime order
count", "tabulate basket sizes with each size's share").

A histogram with a width puts each value of the series (see ``statfigures``) in the bin starting at
floor(value / width) * width and counts the values of each non-empty bin, lowest bin first. A frequency table
(no width) is of a series of whole counts (items per order, a customer's orders or lifetime orders, a day's
orders) and has one row per count; "share", "percent" or "proportion" adds each row's part of all of them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import date

from askdata_app.agent.offline.statfigures import StatRead, frame_of, series_of

_BIN = r"(?:bins?|bands?|buckets?|brackets?|ranges?|intervals?|increments?|steps?|groups?|classes)"
_WIDTH = re.compile(
    rf"\$ ?(\d+(?:\.\d+)?)(?:-dollar| dollar)?(?:[- ]wide)? {_BIN}\b"
    rf"|\b(\d+(?:\.\d+)?)(?:-dollar| dollar)(?:[- ]wide)? {_BIN}\b"
    rf"|\b{_BIN} (?:of|with a width of|of width|that are|each) \$ ?(\d+(?:\.\d+)?)(?: wide)?\b"
    rf"|\b(?:histogram|{_BIN})\b.*?\bwidth (?:of )?\$? ?(\d+(?:\.\d+)?)\b"
)
_BINNED = re.compile(rf"\b(?:histogram|{_BIN}|bin|bucket|band|binned|bucketed|banded)\b")
_TABLE = re.compile(
    r"\b(?:frequency (?:table|distribution|count)s?|tabulate|tabulation|tabulated|how many \w+ (?:have|had|"
    r"placed|made) exactly (?:that many|each)|distribution of)\b"
)
_DISCRETE = ("count(*)", "c.count_lifetime_orders", "count(DISTINCT o.customer_id)")
_SHARE = re.compile(r"\b(?:share|percent|percentage|proportion|fraction)s?\b")


def read_bins(question: str, stores: Mapping[str, date], anchor: date) -> StatRead | None:
    """The SQL of a histogram or frequency table ``question`` asks for (see the module docstring), or None."""
    text = " ".join(re.sub(r"[?!]", " ", question.lower().replace("’", "'")).split())
    width_said = _WIDTH.search(text)
    table = _TABLE.search(text)
    if width_said is None and table is None:
        return None
    if width_said is not None and not _BINNED.search(text):
        return None
    cut = text
    if width_said is not None:  # "(bins starting at 0, 10, 20 and so on)": the bins' own numbers, no period
        cut = re.sub(r"\([^)]*\)", " ", text)
    series = series_of(cut)
    if series is None:
        return None
    frame = frame_of(cut, series, stores, anchor, which=False)
    if frame is None or frame.keys:
        return None
    share = ", count(*) / sum(count(*)) OVER () AS share" if _SHARE.search(text) else ""
    if width_said is not None:
        width = next(g for g in width_said.groups() if g)
        number = float(width)
        if number <= 0:
            return None
        shown = str(int(number)) if number.is_integer() else width
        start = f"floor(x / {shown}) * {shown}"
        start = f"CAST({start} AS INTEGER)" if number.is_integer() else start
        sql = f"SELECT {start} AS bin_start, count(*) AS n{share} FROM ({frame.inner}) AS t"
        sql += " GROUP BY 1 ORDER BY 1"
        return StatRead(sql, f"histogram in bins of {shown}")
    if series.value not in _DISCRETE:
        return None
    sql = f"SELECT x AS value, count(*) AS n{share} FROM ({frame.inner}) AS t GROUP BY 1 ORDER BY 1"
    return StatRead(sql, "frequency table")
