"""The conversations sidebar: newest first, rename inline, delete (after a confirmation), new chat.

At 900 px and narrower it collapses to a rail with a toggle; the panel then opens over the chat.
"""

from __future__ import annotations

import reflex as rx

from askdata_app.state.sidebar import SidebarState

NARROW = "@media (max-width: 900px)"
HEADER_PX = 49
RAIL_PX = 40


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
                on_click=[SidebarState.open_conversation(row["id"]), SidebarState.close],
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
        delete_button(row),
        width="100%",
        padding="0.4em 0.5em",
        border_radius="6px",
        background=rx.cond(active, rx.color("accent", 3), "transparent"),
        align="center",
        class_name="conversation-row",
        custom_attrs={"data-id": row["id"]},
    )


def delete_button(row: rx.Var) -> rx.Component:
    """The trash icon; deleting asks first (nothing is removed until "Delete" in the dialog)."""
    return rx.alert_dialog.root(
        rx.alert_dialog.trigger(
            rx.icon_button(
                rx.icon("trash-2", size=12),
                size="1",
                variant="ghost",
                color_scheme="red",
                class_name="conversation-delete",
                aria_label="Delete",
            )
        ),
        rx.alert_dialog.content(
            rx.alert_dialog.title("Delete this conversation?"),
            rx.alert_dialog.description(
                "“",
                row["title"],
                "” and its answers will be removed for good. Decisions stay in the audit.",
                size="2",
            ),
            rx.hstack(
                rx.alert_dialog.cancel(
                    rx.button("Keep it", variant="soft", color_scheme="gray", class_name="delete-cancel")
                ),
                rx.alert_dialog.action(
                    rx.button(
                        "Delete",
                        color_scheme="red",
                        on_click=SidebarState.delete_conversation(row["id"]),
                        class_name="delete-confirm",
                    )
                ),
                spacing="3",
                justify="end",
                margin_top="1em",
            ),
            max_width="420px",
            class_name="delete-dialog",
        ),
    )


def sidebar_toggle() -> rx.Component:
    """The rail with the toggle, shown only on narrow screens."""
    return rx.box(
        rx.icon_button(
            rx.cond(
                SidebarState.open, rx.icon("panel-left-close", size=16), rx.icon("panel-left-open", size=16)
            ),
            size="2",
            variant="ghost",
            color_scheme="gray",
            on_click=SidebarState.toggle,
            aria_label="Show or hide the conversations",
            id="sidebar-toggle",
        ),
        padding="0.6em 0.25em",
        border_right=f"1px solid {rx.color('gray', 5)}",
        style={  # base first, then the narrow-screen rule that overrides it
            "display": "none",
            NARROW: {"display": "block", "width": f"{RAIL_PX}px", "min_width": f"{RAIL_PX}px"},
        },
    )


def sidebar() -> rx.Component:
    """The toggle's rail (narrow screens) and the conversations panel."""
    return rx.fragment(sidebar_toggle(), _panel())


def _panel() -> rx.Component:
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
        id="sidebar",
        custom_attrs={"data-open": SidebarState.open.to_string()},
        style={  # base first, then the narrow-screen rule that overrides it
            "width": "250px",
            "min_width": "250px",
            "height": "100%",
            "padding": "0.75em",
            "border_right": f"1px solid {rx.color('gray', 5)}",
            NARROW: {
                "display": rx.cond(SidebarState.open, "flex", "none"),
                "position": "fixed",
                "top": f"{HEADER_PX}px",
                "bottom": "0",
                "left": f"{RAIL_PX}px",
                "height": "auto",
                "z_index": "20",
                "background": rx.color("gray", 1),
                "box_shadow": "var(--shadow-5)",
            },
        },
    )
