"""Card parts for approvals worth a person's time: the impact preview, an edit's diff, and the note of a call
that ran without asking. Each takes a Var of the flat views built by ``askdata_app.agent.card_extras``
(the state copies them onto the card item); nothing here knows about tools."""

from __future__ import annotations

import reflex as rx


def _badge(badge: rx.Var) -> rx.Component:
    return rx.tooltip(
        rx.badge(badge["label"], color_scheme=badge["color"], variant="soft", class_name="preview-badge"),
        content=badge["detail"],
    )


def _read(read: rx.Var) -> rx.Component:
    return rx.hstack(
        rx.code(read["table"], size="1"),
        rx.text(read["columns"], size="1", color=rx.color("gray", 11)),
        spacing="2",
        align="baseline",
        class_name="preview-read",
    )


def impact_preview(view: rx.Var) -> rx.Component:
    """What the call will touch: badges, tables and columns read, the engine's estimate, notes.

    Args:
        view: A Var of ``card_extras.PreviewView``.
    """
    return rx.cond(
        view["shown"],
        rx.vstack(
            rx.cond(
                view["error"] != "",
                rx.callout(view["error"], icon="triangle_alert", color_scheme="red", size="1"),
            ),
            rx.flex(rx.foreach(view["badges"].to(list[dict[str, str]]), _badge), wrap="wrap", gap="1"),
            rx.text("Reads", size="1", weight="medium"),
            rx.foreach(view["reads"].to(list[dict[str, str]]), _read),
            rx.cond(
                view["estimate"] != "",
                rx.text(view["estimate"], size="1", class_name="preview-estimate"),
            ),
            rx.foreach(
                view["notes"].to(list[str]),
                lambda note: rx.text(note, size="1", color=rx.color("gray", 10)),
            ),
            spacing="1",
            width="100%",
            padding="0.5em",
            border_radius="6px",
            background=rx.color("gray", 2),
            class_name="impact-preview",
        ),
    )


def _diff_line(line: rx.Var) -> rx.Component:
    return rx.el.div(
        line["op"],
        " ",
        line["text"],
        style={"white_space": "pre-wrap", "font_family": "var(--code-font-family, monospace)"},
        background=rx.match(
            line["op"], ("+", rx.color("green", 3)), ("-", rx.color("red", 3)), "transparent"
        ),
        class_name="diff-line",
    )


def _change(change: rx.Var) -> rx.Component:
    return rx.vstack(
        rx.text(change["path"], " (", change["change"], ")", size="1", weight="medium"),
        rx.box(
            rx.foreach(change["lines"].to(list[dict[str, str]]), _diff_line), font_size="12px", width="100%"
        ),
        spacing="1",
        width="100%",
    )


def edit_diff(changes: rx.Var) -> rx.Component:
    """The proposal against the edit, argument by argument (SQL by lines).

    Args:
        changes: A Var of ``list[diffs.ArgChange]``.
    """
    items = changes.to(list[dict[str, object]])
    return rx.cond(
        items.length() > 0,
        rx.vstack(rx.foreach(items, _change), spacing="2", width="100%", class_name="edit-diff"),
    )


def auto_approved_note(text: rx.Var) -> rx.Component:
    """ "Ran without asking because …" on a step the policy let through.

    Args:
        text: A Var of the note (``card_extras.auto_approved_note``); empty renders nothing.
    """
    return rx.cond(
        text != "",
        rx.hstack(
            rx.icon("shield_check", size=14),
            rx.text(text, size="1"),
            color=rx.color("gray", 11),
            class_name="auto-approved",
        ),
    )
