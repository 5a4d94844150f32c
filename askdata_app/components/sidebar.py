"""The conversations sidebar: newest first, rename inline, delete, new chat."""

from __future__ import annotations

import reflex as rx

from askdata_app.state.sidebar import SidebarState


def _rename_form(row: rx.Var) -> rx.Component:
    return rx.form(
        rx.input(
            name="title",
            default_value=row["title"],
            size="1",
            auto_focus=True,
            width="100%",
            class_name="rename-input",
        ),
        rx.el.input(type="hidden", name="conversation_id", value=row["id"]),
        on_submit=SidebarState.rename,
        width="100%",
    )


def conversation_row(row: rx.Var) -> rx.Component:
    active = row["id"] == SidebarState.thread_id
    return rx.hstack(
        rx.cond(
            SidebarState.renaming == row["id"],
            _rename_form(row),
            rx.box(
                rx.text(
                    row["title"],
                    size="2",
                    trim="end",
                    weight=rx.cond(active, "bold", "regular"),
                    class_name="conversation-title",
                ),
                rx.text(row["updated"], size="1", color=rx.color("gray", 10)),
                on_click=SidebarState.open_conversation(row["id"]),
                cursor="pointer",
                flex="1",
                min_width="0",
            ),
        ),
        rx.icon_button(
            rx.icon("pencil", size=12),
            size="1",
            variant="ghost",
            color_scheme="gray",
            on_click=SidebarState.start_rename(row["id"]),
            class_name="conversation-rename",
            aria_label="Rename",
        ),
        rx.icon_button(
            rx.icon("trash-2", size=12),
            size="1",
            variant="ghost",
            color_scheme="red",
            on_click=SidebarState.delete_conversation(row["id"]),
            class_name="conversation-delete",
            aria_label="Delete",
        ),
        width="100%",
        padding="0.4em 0.5em",
        border_radius="6px",
        background=rx.cond(active, rx.color("accent", 3), "transparent"),
        align="center",
        class_name="conversation-row",
        custom_attrs={"data-id": row["id"]},
    )


def sidebar() -> rx.Component:
    return rx.vstack(
        rx.button(
            rx.icon("plus", size=16),
            "New chat",
            on_click=SidebarState.new_chat,
            id="new-chat",
            width="100%",
            variant="soft",
        ),
        rx.scroll_area(
            rx.vstack(rx.foreach(SidebarState.conversations, conversation_row), spacing="1", width="100%"),
            type="auto",
            scrollbars="vertical",
            flex="1",
        ),
        width="250px",
        min_width="250px",
        height="100%",
        padding="0.75em",
        border_right=f"1px solid {rx.color('gray', 5)}",
        id="sidebar",
    )
