"""What a chart says in text: axis formats, hover labels, category labels, title and PNG name.

Every string that comes from the data (category labels, series and legend names, column names, the
title) goes through :func:`askdata_app.data.formatting.escape_text`: Plotly renders ``<a href>``, ``<b>``
and ``<br>`` in labels, so a value from the database must never reach it as markup.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

import pandas as pd

from askdata_app.data.formatting import (
    NUMERIC,
    ColumnFormat,
    axis_style,
    escape_text,
    format_period,
    hover_number,
    number_affixes,
)

CATEGORY_GRAINS = frozenset({"quarter", "week"})
"""Grains drawn as pre-formatted labels ("Q1 2018", "wk of 30 Dec 2019"): d3 has no quarter format."""
DATE_FORMATS = {"year": "%Y", "month": "%b %Y", "day": "%-d %b %Y", "hour": "%-d %b %Y %H:%M"}
TITLE_GAP = 12
"""Pixels between the title and the plot."""
TOP_WITH_TITLE = 76
"""Top margin with a title: the modebar's row (~30 px) above the title, so it never covers it."""


def time_labels(values: pd.Series, fmt: ColumnFormat, *, locale: str | None = None) -> list[str]:
    """Dates as escaped category labels at the column's grain ("Q1 2018")."""
    return [escape_text(format_period(v, fmt.grain, locale=locale)) for v in values]


def labels_as_categories(fmt: ColumnFormat | None) -> bool:
    """Whether a time axis of this column is drawn as labels rather than a date axis."""
    return fmt is not None and fmt.grain in CATEGORY_GRAINS


def time_axis(fmt: ColumnFormat | None) -> dict[str, Any]:
    """Plotly settings of a date axis at the column's grain (tick and hover formats)."""
    shape = DATE_FORMATS.get(fmt.grain or "") if fmt is not None else None
    return {"tickformat": shape, "hoverformat": shape} if shape else {}


def number_axis(fmt: ColumnFormat | None, *, locale: str | None = None) -> dict[str, Any]:
    """Plotly settings of a number axis (currency or % affixes, separators come from the layout)."""
    return axis_style(fmt, locale=locale) if fmt is not None and fmt.kind in NUMERIC else {}


def hover(
    name: str,
    x_fmt: ColumnFormat | None,
    y_fmt: ColumnFormat | None,
    *,
    x_is_label: bool,
    locale: str | None = None,
) -> str:
    """A trace's ``hovertemplate``: the x value, the y value with its unit, the (escaped) series name."""
    if x_is_label or x_fmt is None:
        x_part = "%{x}"
    elif x_fmt.kind in NUMERIC:
        prefix, suffix = number_affixes(x_fmt, locale=locale)
        x_part = f"{escape_text(prefix)}%{{x:{hover_number(x_fmt)}}}{escape_text(suffix)}"
    else:
        shape = DATE_FORMATS.get(x_fmt.grain or "", "%-d %b %Y %H:%M")
        x_part = f"%{{x|{shape}}}"
    if y_fmt is not None and y_fmt.kind in NUMERIC:
        prefix, suffix = number_affixes(y_fmt, locale=locale)
        y_part = f"{escape_text(prefix)}%{{y:{hover_number(y_fmt)}}}{escape_text(suffix)}"
    else:
        y_part = "%{y}"
    return f"{x_part}<br>{y_part}<extra>{escape_text(name)}</extra>"


def title_layout(title: str) -> dict[str, Any] | None:
    """The title, escaped, left-aligned just above the plot: below the modebar's row, never under it."""
    if not title:
        return None
    return {
        "text": escape_text(title),
        "x": 0,
        "xanchor": "left",
        "xref": "paper",
        "y": 1,
        "yanchor": "bottom",
        "yref": "paper",
        "pad": {"b": TITLE_GAP},
        "automargin": True,
    }


def png_filename(title: str, *, fallback: str = "chart") -> str:
    """The chart's PNG name from its title: ``Revenue by location`` -> ``revenue-by-location``."""
    text = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode("ascii").lower()
    slug = re.sub(r"[^a-z0-9]+", "-", text).strip("-")[:80].strip("-")
    return slug or fallback
