"""The approval inbox: every pending card this person may decide, across conversations, oldest first."""

from __future__ import annotations

import reflex as rx

from askdata_app.components.auth import inbox_link, user_menu
from askdata_app.state.inbox import InboxState


def _hidden(name: str, value: rx.Var | str) -> rx.Component:
    return rx.el.input(type="hidden", name=name, value=value)


def _message_form(entry: rx.Var, decision: str, placeholder: str, label: str) -> rx.Component:
    return rx.form(
        rx.hstack(
            _hidden("__interrupt_id", entry["interrupt_id"]),
            _hidden("__decision", decision),
            rx.input(name="__message", placeholder=placeholder, width="24em"),
            rx.button(
                label,
                type="submit",
                variant="soft",
                color_scheme="red" if decision == "reject" else "violet",
                class_name=f"inbox-{decision}",
            ),
            align="center",
        ),
        on_submit=InboxState.decide,
        reset_on_submit=True,
    )


def inbox_card(entry: rx.Var) -> rx.Component:
    decisions = entry["decisions"].to(list[str])
    return rx.card(
        rx.vstack(
            rx.hstack(
                rx.badge(entry["tool"]),
                rx.text(entry["asker"], weight="bold", class_name="inbox-asker"),
                rx.text("asked:", size="2"),
                rx.text(entry["question"], size="2", class_name="inbox-question"),
                rx.spacer(),
                rx.text(entry["waiting"], size="1", color=rx.color("gray", 10)),
                width="100%",
                align="center",
            ),
            rx.text(entry["title"], size="1", color=rx.color("gray", 10)),
            rx.code_block(entry["args"], language="sql", wrap_long_lines=True, font_size="12px"),
            rx.text(entry["deciders"], size="1", color=rx.color("gray", 10)),
            rx.hstack(
                rx.cond(
                    decisions.contains("approve"),
                    rx.button(
                        "Approve",
                        on_click=InboxState.approve(entry["interrupt_id"]),
                        class_name="inbox-approve",
                    ),
                ),
                rx.cond(
                    decisions.contains("reject"), _message_form(entry, "reject", "Why (optional)", "Reject")
                ),
                rx.cond(
                    decisions.contains("respond"), _message_form(entry, "respond", "Your answer", "Answer")
                ),
                align="center",
                spacing="3",
            ),
            rx.cond(
                InboxState.errors.contains(entry["interrupt_id"]),
                rx.callout(InboxState.errors[entry["interrupt_id"]], color_scheme="red", size="1"),
            ),
            width="100%",
            spacing="2",
        ),
        width="100%",
        class_name="inbox-card",
    )


def inbox_page() -> rx.Component:
    return rx.vstack(
        rx.hstack(
            rx.heading("askdata", size="5"),
            rx.spacer(),
            rx.link("Chat", href="/", size="2"),
            inbox_link(),
            rx.link("Decisions", href="/audit", size="2"),
            user_menu(),
            width="100%",
            padding="0.6em 1em",
            border_bottom=f"1px solid {rx.color('gray', 5)}",
            align="center",
            spacing="4",
        ),
        rx.vstack(
            rx.heading("Waiting for your decision", size="5"),
            rx.cond(InboxState.notice != "", rx.callout(InboxState.notice, size="1", id="inbox-notice")),
            rx.cond(
                InboxState.entries.length() == 0,
                rx.text("Nothing is waiting for you.", color=rx.color("gray", 10), id="inbox-empty"),
                rx.foreach(InboxState.entries, inbox_card),
            ),
            width="100%",
            max_width="1000px",
            margin_x="auto",
            padding="1em",
            spacing="3",
        ),
        width="100%",
        spacing="0",
    )
