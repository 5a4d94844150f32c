"""A Plotly figure drawn in one go: traces and layout settings are collected, then validated once.

Each ``go.Figure.update_layout`` / ``update_xaxes`` call parses property paths and validates again (a
millisecond or more each); a chart makes a dozen of them. :class:`FigureDraft` takes the same calls,
merges the layout settings into one nested dict in call order (a later value replaces an earlier one,
dicts merge key by key, as Plotly's updates do) and hands it to the ``go.Figure`` constructor once in
:meth:`to_json`; the JSON is the one the sequential updates give (a title set to None included).
"""

from __future__ import annotations

import json
from typing import Any

import plotly.graph_objects as go


class FigureDraft:
    """The subset of ``go.Figure``'s drawing API the charts use, applied once at the end."""

    def __init__(self) -> None:
        self.traces: list[Any] = []
        self.layout: dict[str, Any] = {}
        self.annotations: list[dict[str, Any]] = []
        self._untitled = False
        self.single: tuple[str, str] | None = None
        """A single value: ``(the value as text, its column)``; not part of the figure."""

    def add_trace(self, trace: Any) -> None:
        """Add a trace (a ``go.Scatter``, ``go.Bar``... object)."""
        self.traces.append(trace)

    def update_layout(self, **settings: Any) -> None:
        """Layout settings as nested dicts (``xaxis={"title": ...}``), merged into what was set before."""
        _merge(self.layout, settings)

    def update_xaxes(self, **settings: Any) -> None:
        """Settings of the x axis (the charts have one)."""
        _merge(self.layout, {"xaxis": settings})

    def update_yaxes(self, **settings: Any) -> None:
        """Settings of the y axis (the charts have one)."""
        _merge(self.layout, {"yaxis": settings})

    def add_annotation(self, **settings: Any) -> None:
        """A text annotation."""
        self.annotations.append(settings)

    def untitle_indicators(self) -> None:
        """Drop the own title of single-value (indicator) traces."""
        self._untitled = True

    def to_json(self) -> dict[str, Any]:
        """The figure as JSON-ready dicts (what ``json.loads(fig.to_json())`` gives)."""
        layout = {"template": {}, **self.layout}  # the caller sets the real template
        if self.annotations:
            layout["annotations"] = self.annotations
        fig = go.Figure(data=self.traces, layout=layout)  # validated once, no update paths to parse
        if self._untitled:
            fig.update_traces(title=None, selector={"type": "indicator"})
        figure: dict[str, Any] = json.loads(fig.to_json())
        _empty_titles(self.layout, figure.setdefault("layout", {}))
        return figure


def _empty_titles(layout: dict[str, Any], into: dict[str, Any]) -> None:
    """Titles set to None come out as ``{}``, as Plotly's updates leave them (its constructor drops them)."""
    for key, value in layout.items():
        if key == "title" and value is None:
            into[key] = {}
        elif isinstance(value, dict) and _has_empty_title(value):
            _empty_titles(value, into.setdefault(key, {}))


def _has_empty_title(layout: dict[str, Any]) -> bool:
    return any(
        (key == "title" and value is None) or (isinstance(value, dict) and _has_empty_title(value))
        for key, value in layout.items()
    )


def _merge(into: dict[str, Any], settings: dict[str, Any]) -> None:
    for key, value in settings.items():
        if isinstance(value, dict) and isinstance(into.get(key), dict):
            _merge(into[key], value)
        elif isinstance(value, dict):
            into[key] = {}
            _merge(into[key], value)
        else:
            into[key] = value
