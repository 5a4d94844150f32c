"""The main page: a header and the chat pane."""

from __future__ import annotations

import reflex as rx

from askdata_app.components.auth import inbox_link, user_menu
from askdata_app.components.chat import chat_pane
from askdata_app.components.sidebar import sidebar
from askdata_app.state.composer import ComposerState


def header() -> rx.Component:
    return rx.hstack(
        rx.heading("askdata", size="5"),
        rx.text(ComposerState.model_name, size="1", color=rx.color("gray", 10), id="model-name"),
        rx.spacer(),
        rx.link("Chat", href="/", size="2"),
        rx.link("Decisions", href="/audit", size="2", id="nav-audit"),
        rx.link("Settings", href="/settings", size="2", id="nav-settings"),
        inbox_link(),
        user_menu(),
        rx.color_mode.button(id="theme-toggle"),
        width="100%",
        padding="0.6em 1em",
        border_bottom=f"1px solid {rx.color('gray', 5)}",
        align="center",
        spacing="4",
    )


def index() -> rx.Component:
    return rx.box(
        rx.vstack(
            header(),
            rx.hstack(
                sidebar(),
                rx.box(
                    chat_pane(), flex="1", min_width="0", height="100%", max_width="1000px", margin_x="auto"
                ),
                flex="1",
                min_height="0",
                width="100%",
                spacing="0",
            ),
            height="100vh",
            spacing="0",
        ),
        width="100%",
    )
