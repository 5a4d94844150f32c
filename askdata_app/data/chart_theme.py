"""The charts' look: one Plotly template for the light and one for the dark appearance of the app.

They follow the app's Radix theme (``rxconfig.py``: accent violet, gray neutrals, the Radix font stack):
transparent backgrounds so a chart sits on the card like the table does, a quiet grid, violet first in
the colour way. The light template is written into every figure (what a static render or the PNG gets);
in the browser ``components/result.py`` passes the template of the current colour mode to ``rx.plotly``.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any, Literal, TypeAlias

import plotly.graph_objects as go

Mode: TypeAlias = Literal["light", "dark"]
FONT = (
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', 'Open Sans', system-ui, "
    "sans-serif"
)
COLORWAY = (  # Radix step 9: violet (the accent), then teal, orange, blue, crimson, grass, amber, cyan
    "#6e56cf", "#12a594", "#f76b15", "#0090ff", "#e93d82", "#46a758", "#ffc53d", "#00a2c7", "#ad7f58",
    "#8d8d8d",
)  # fmt: skip
_NEUTRALS: dict[str, dict[str, str]] = {  # Radix gray: 12 = text, 11 = muted text, 6 = lines, 4 = grid
    "light": {"text": "#202020", "muted": "#646464", "line": "#d9d9d9", "grid": "#f0f0f0", "hover": "#fff"},
    "dark": {"text": "#eeeeee", "muted": "#b4b4b4", "line": "#484848", "grid": "#2a2a2a", "hover": "#222"},
}  # fmt: skip
TRANSPARENT = "rgba(0,0,0,0)"


def _axis(colours: dict[str, str]) -> dict[str, Any]:
    return {
        "gridcolor": colours["grid"],
        "linecolor": colours["line"],
        "zerolinecolor": colours["line"],
        "tickcolor": colours["line"],
        "tickfont": {"color": colours["muted"]},
        "title": {"font": {"color": colours["muted"]}, "standoff": 8},
        "automargin": True,
        "showline": True,
        "ticks": "",
    }


def _layout(mode: Mode) -> dict[str, Any]:
    colours = _NEUTRALS[mode]
    return {
        "font": {"family": FONT, "size": 12, "color": colours["text"]},
        "title": {"font": {"size": 15, "color": colours["text"]}},
        "colorway": list(COLORWAY),
        "paper_bgcolor": TRANSPARENT,
        "plot_bgcolor": TRANSPARENT,
        "xaxis": _axis(colours),
        "yaxis": _axis(colours),
        "legend": {"font": {"color": colours["muted"]}, "bgcolor": TRANSPARENT},
        "hoverlabel": {
            "bgcolor": colours["hover"],
            "bordercolor": colours["line"],
            "font": {"family": FONT, "color": colours["text"]},
        },
        "modebar": {"bgcolor": TRANSPARENT, "color": colours["muted"], "activecolor": COLORWAY[0]},
        "colorscale": {"sequential": [[0, colours["grid"]], [1, COLORWAY[0]]]},
        "piecolorway": list(COLORWAY),
    }


def _data(mode: Mode) -> dict[str, Any]:
    colours = _NEUTRALS[mode]
    return {
        "bar": [{"marker": {"line": {"width": 0}}}],
        "pie": [{"marker": {"line": {"color": colours["hover"], "width": 1}}}],
        "indicator": [{"number": {"font": {"color": colours["text"]}}}],
        "table": [
            {
                "header": {"fill": {"color": colours["grid"]}, "font": {"color": colours["text"]}},
                "cells": {"fill": {"color": TRANSPARENT}, "font": {"color": colours["text"]}},
            }
        ],
    }


@cache
def template_json(mode: Mode = "light") -> str:
    """The template as JSON, validated by Plotly once (a figure's ``layout.template``)."""
    template = go.layout.Template(layout=_layout(mode), data=_data(mode))
    return json.dumps(template.to_plotly_json(), default=str)


def template(mode: Mode = "light") -> dict[str, Any]:
    """The template for ``mode`` as a JSON-ready dict (a fresh copy)."""
    loaded: dict[str, Any] = json.loads(template_json(mode))
    return loaded
