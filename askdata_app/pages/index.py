"""The main page: a header and the chat pane."""

from __future__ import annotations

import reflex as rx

from askdata_app.components.chat import chat_pane
from askdata_app.state.chat import ChatState


def header() -> rx.Component:
    return rx.hstack(
        rx.heading("askdata", size="5"),
        rx.spacer(),
        rx.button(
            rx.icon("plus", size=16), "New chat", variant="soft", on_click=ChatState.new_chat, id="new-chat"
        ),
        rx.color_mode.button(),
        width="100%",
        padding="0.6em 1em",
        border_bottom=f"1px solid {rx.color('gray', 5)}",
        align="center",
    )


def index() -> rx.Component:
    return rx.box(
        rx.vstack(
            header(),
            rx.box(chat_pane(), flex="1", min_height="0", width="100%", max_width="1000px", margin_x="auto"),
            height="100vh",
            spacing="0",
        ),
        width="100%",
    )
