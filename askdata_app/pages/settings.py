"""The settings page: data sources (dialect, masked URL, connection test) and the active model."""

from __future__ import annotations

import reflex as rx

from askdata_app.pages.index import header
from askdata_app.state.settings_page import SettingsState


def source_row(row: rx.Var) -> rx.Component:
    return rx.table.row(
        rx.table.cell(rx.text(row["name"], weight="bold")),
        rx.table.cell(row["dialect"]),
        rx.table.cell(rx.code(row["url"])),
        rx.table.cell(
            rx.button(
                "Test connection",
                size="1",
                variant="soft",
                on_click=SettingsState.test(row["name"]),
                class_name="source-test",
            )
        ),
        rx.table.cell(
            rx.text(
                row["status"],
                size="2",
                color=rx.cond(row["ok"], rx.color("green", 11), rx.color("red", 11)),
                class_name="source-status",
            )
        ),
        class_name="source-row",
        custom_attrs={"data-name": row["name"]},
    )


def settings_page() -> rx.Component:
    return rx.vstack(
        header(),
        rx.vstack(
            rx.heading("Settings", size="5"),
            rx.text("Model: ", rx.code(SettingsState.model, id="settings-model")),
            rx.heading("Data sources", size="3"),
            rx.text(
                "Set with ASKDATA_DATA_URL (the primary source) and ASKDATA_SOURCES (more, as JSON). "
                "Every source is "
                "opened read-only; passwords are never shown.",
                size="2",
                color=rx.color("gray", 11),
            ),
            rx.table.root(
                rx.table.header(
                    rx.table.row(
                        *[rx.table.column_header_cell(h) for h in ["Name", "Dialect", "URL", "", "Status"]]
                    )
                ),
                rx.table.body(rx.foreach(SettingsState.rows, source_row)),
                width="100%",
                id="sources-table",
            ),
            width="100%",
            max_width="1100px",
            margin_x="auto",
            padding="1em",
        ),
        spacing="0",
    )
