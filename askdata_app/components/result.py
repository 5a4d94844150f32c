"""Result views: the paged table and the Plotly chart."""

from __future__ import annotations

from typing import Any

import plotly.graph_objects as go
import reflex as rx

from askdata_app.chat.kinds import ChartItem, TableItem
from askdata_app.data.chart_theme import template
from askdata_app.state.transcript import TranscriptState


def chart_template() -> rx.Var:
    """The app's chart template for the current colour mode (Radix appearance is client-side: both
    templates ship with the page and the browser picks one; ``rx.plotly`` merges it over the figure)."""
    return rx.color_mode_cond(
        light=rx.Var.create(template("light")), dark=rx.Var.create(template("dark"))
    ).to(go.layout.Template)


def chart_config(figure: rx.Var) -> dict[str, object]:
    """Plotly's config: the PNG is named after the chart's title (``layout.meta.filename``), no logo."""
    meta = figure.to(dict)["layout"].to(dict)["meta"].to(dict)
    return {
        "displaylogo": False,
        "toImageButtonOptions": {"format": "png", "filename": meta["filename"].to(str), "scale": 2},
    }


@rx.memo
def result_table(item: rx.Var[TableItem], page_rows: rx.Var[int]) -> rx.Component:
    """A page of a query result with paging (rows are fetched per page, never all at once)."""
    offset = item["offset"].to(int)
    shown_to = rx.cond(offset + item["rows"].length() > 0, offset + item["rows"].length(), 0)
    return rx.vstack(
        rx.el.div(  # Radix Themes' table markup and classes, without its ScrollArea (native scrolling)
            rx.el.table(
                rx.el.thead(
                    rx.el.tr(
                        rx.foreach(
                            item["columns"],
                            lambda c: rx.el.th(c, class_name="rt-TableCell rt-TableColumnHeaderCell"),
                        ),
                        class_name="rt-TableRow",
                    ),
                    class_name="rt-TableHeader",
                ),
                rx.el.tbody(
                    rx.foreach(
                        item["rows"],
                        lambda row: rx.el.tr(
                            rx.foreach(row, lambda cell: rx.el.td(cell, class_name="rt-TableCell")),
                            class_name="rt-TableRow",
                        ),
                    ),
                    class_name="rt-TableBody",
                ),
                class_name="rt-TableRootTable",
            ),
            class_name="rt-TableRoot rt-r-size-1 rt-variant-surface result-table",
            style={"maxHeight": "360px", "overflow": "auto", "width": "100%"},
        ),
        rx.hstack(
            rx.text(
                "Rows ",
                (offset + 1).to_string(),
                "–",
                shown_to.to_string(),
                " of ",
                item["row_count"].to_string(),
                rx.cond(item["truncated"], " (result capped)", ""),
                size="1",
                color=rx.color("gray", 10),
                class_name="table-range",
            ),
            rx.link(
                rx.icon("download", size=14),
                " CSV",
                href="/api/results/" + item["result_id"] + ".csv",
                is_external=True,
                size="1",
                class_name="table-csv",
            ),
            rx.spacer(),
            rx.button(
                "Previous",
                size="1",
                variant="soft",
                disabled=offset <= 0,
                on_click=TranscriptState.page_table(item["result_id"], offset - page_rows),
            ),
            rx.button(
                "Next",
                size="1",
                variant="soft",
                disabled=offset + item["rows"].length() >= item["row_count"].to(int),
                on_click=TranscriptState.page_table(item["result_id"], offset + page_rows),
                class_name="table-next",
            ),
            width="100%",
            align="center",
        ),
        width="100%",
        spacing="1",
    )


def big_number(item: rx.Var[ChartItem]) -> rx.Component:
    """A single value as text: its caption (the chart's title, e.g. with the period it covers) once, then
    the value as the table formats it (currency, percent, period). Plain text: never HTML, no Plotly."""
    return rx.vstack(
        rx.text(item["caption"], size="2", color=rx.color("gray", 11), class_name="result-value-caption"),
        rx.text(
            item["value"],
            size="8",
            weight="bold",
            class_name="result-value-text",
            style={"font_variant_numeric": "tabular-nums", "line_height": "1.1"},
        ),
        spacing="1",
        padding="12px 4px",
        width="100%",
        class_name="result-value",
        custom_attrs={"role": "figure", "aria-label": item["caption"]},
    )


@rx.memo
def result_chart(item: rx.Var[ChartItem], figure: rx.Var[dict[str, Any]]) -> rx.Component:
    """The chart of a result (Plotly, with its own toolbar for PNG download); a single value is shown as a
    big number instead (text, nothing to draw; a chart saved before it had no ``value``: drawn by Plotly)."""
    return rx.vstack(
        rx.hstack(
            rx.foreach(
                item["fitting"],
                lambda chart: rx.button(
                    chart,
                    size="1",
                    variant=rx.cond(chart == item["chart"], "solid", "soft"),
                    on_click=TranscriptState.switch_chart(item["result_id"], chart),
                    class_name="chart-switch",
                    custom_attrs={"data-chart": chart},
                ),
            ),
            spacing="1",
            wrap="wrap",
        ),
        rx.cond(
            item["value"] != "",
            big_number(item),
            rx.plotly(
                data=figure.to(go.Figure),
                template=chart_template(),
                config=chart_config(figure),
                width="100%",
                height="360px",
                class_name="result-chart",
            ),
        ),
        rx.cond(item["note"] != "", rx.text(item["note"], size="1", color=rx.color("gray", 10))),
        width="100%",
        spacing="1",
        class_name="result-chart-item",
    )
