"""The chat pane: messages, steps, cards, tables, charts and the question box."""

from __future__ import annotations

from collections.abc import Callable

import reflex as rx

from askdata_app.chat.kinds import AnswerItem, ExportItem, NoticeItem, QuestionItem, StepItem
from askdata_app.components.auth import share_button
from askdata_app.components.card import approval_card
from askdata_app.components.preview import auto_approved_note
from askdata_app.components.result import result_chart, result_table
from askdata_app.state.composer import ComposerState
from askdata_app.state.run import RunState
from askdata_app.state.transcript import TranscriptState

SAFE_MARKDOWN = {"use_raw": False, "use_katex": False, "use_math": False}


@rx.memo
def user_bubble(item: rx.Var[QuestionItem]) -> rx.Component:
    return rx.hstack(
        rx.spacer(),
        rx.box(
            rx.text(item["text"], white_space="pre-wrap"),
            background=rx.color("accent", 3),
            padding="0.6em 0.9em",
            border_radius="12px",
            max_width="80%",
            class_name="user-message",
        ),
        width="100%",
    )


@rx.memo
def assistant_bubble(item: rx.Var[AnswerItem]) -> rx.Component:
    return rx.box(
        rx.markdown(item["text"], **SAFE_MARKDOWN),
        padding="0.2em 0.2em",
        width="100%",
        class_name="assistant-message",
        custom_attrs={"data-status": item["status"]},
    )


def sql_text(segments: rx.Var) -> rx.Component:
    """SQL highlighted on the server: plain text spans (no client-side highlighter, no markup)."""
    return rx.el.pre(
        rx.foreach(segments, lambda seg: rx.el.span(seg["t"], class_name="sq-" + seg["k"].to(str))),
        class_name="sql-text",
    )


@rx.memo
def step_row(item: rx.Var[StepItem]) -> rx.Component:
    """A compact row for one tool step (a native ``<details>``): the browser lays out and paints its body
    (SQL, details) only while it is open; no script measures or animates it."""
    icon = rx.match(
        item["status"],
        ("running", rx.spinner(size="1")),
        ("waiting", rx.icon("hand", size=14, color=rx.color("amber", 9))),
        ("error", rx.icon("circle-alert", size=14, color=rx.color("red", 9))),
        rx.icon("circle-check", size=14, color=rx.color("green", 9)),
    )
    return rx.el.details(
        rx.el.summary(  # a native disclosure: no script runs when a step is added, changed or opened
            icon,
            rx.text(item["label"], size="2", class_name="step-label"),
            rx.text(item["elapsed"], size="1", color=rx.color("gray", 10)),
            auto_approved_note(item["note"]),
            rx.icon("chevron-down", size=14, class_name="step-chevron"),
            class_name="step-toggle",
        ),
        rx.box(
            rx.cond(item["sql"] != "", sql_text(item["sql_segments"])),
            rx.text(
                item["detail"],
                size="1",
                white_space="pre-wrap",
                font_family="monospace",
                color=rx.color("gray", 11),
            ),
            padding_left="1.5em",
            class_name="step-body",
        ),
        width="100%",
        class_name="step-row",
        custom_attrs={"data-tool": item["tool"], "data-status": item["status"]},
    )


@rx.memo
def error_row(item: rx.Var[NoticeItem]) -> rx.Component:
    return rx.callout(
        item["text"],
        icon="triangle-alert",
        color_scheme="red",
        size="1",
        class_name="chat-error",
        width="100%",
    )


@rx.memo
def export_row(item: rx.Var[ExportItem]) -> rx.Component:
    return rx.hstack(
        rx.icon("file-down", size=16),
        rx.link(
            "Download ",
            item["file_name"],
            href=item["url"],
            is_external=True,
            class_name="export-link",
        ),
        rx.text(
            "(",
            item["rows"].to_string(),
            " rows, ",
            item["format"],
            ")",
            size="1",
            color=rx.color("gray", 10),
        ),
        align="center",
        spacing="2",
    )


def chat_item(kind: rx.Var, key: rx.Var, lookup: Callable[[str], rx.Var]) -> rx.Component:
    """One item, drawn by its kind's memoised component (an unchanged item is not re-rendered).

    ``lookup(mapping)`` is the item: the element itself for earlier turns, ``TranscriptState.<mapping>[key]``
    for the latest turn.
    """
    chart = lookup("charts")
    return rx.match(
        kind,
        ("user", user_bubble(item=lookup("questions"))),
        ("assistant", assistant_bubble(item=lookup("answers"))),
        ("step", step_row(item=lookup("steps"))),
        ("card", approval_card(item=lookup("cards"), right=TranscriptState.card_rights[key.to(str)])),
        ("table", result_table(item=lookup("tables"), page_rows=TranscriptState.page_rows)),
        ("chart", result_chart(item=chart, figure=TranscriptState.figures[chart["result_id"].to(str)])),
        ("error", error_row(item=lookup("errors"))),
        ("export", export_row(item=lookup("exports"))),
        rx.fragment(),
    )


@rx.memo
def streaming_bubble() -> rx.Component:
    """The answer while it streams in: the only part of the chat a stream batch re-renders."""
    return rx.cond(
        RunState.streaming != "",
        rx.box(
            rx.markdown(RunState.streaming, **SAFE_MARKDOWN),
            width="100%",
            class_name="assistant-message",
            custom_attrs={"data-status": "streaming"},
        ),
    )


def earlier_item(item: rx.Var) -> rx.Component:
    return chat_item(item["kind"], item["key"], lambda _mapping: item)


def latest_item(ref: rx.Var) -> rx.Component:
    return chat_item(ref["kind"], ref["key"], lambda mapping: getattr(TranscriptState, mapping)[ref["key"]])


def empty_state() -> rx.Component:
    return rx.center(
        rx.vstack(
            rx.heading("Ask your data", size="6"),
            rx.text(
                "Ask a question about the database. Before any SQL runs, you approve it.",
                color=rx.color("gray", 11),
            ),
            rx.cond(
                ComposerState.suggestions.length() > 0,
                rx.text("Try one of these:", size="2", color=rx.color("gray", 10)),
            ),
            rx.flex(
                rx.foreach(
                    ComposerState.suggestions,
                    lambda q: rx.button(
                        q,
                        variant="outline",
                        size="2",
                        class_name="suggestion",
                        on_click=ComposerState.ask_suggestion(q),
                    ),
                ),
                wrap="wrap",
                gap="2",
                justify="center",
            ),
            align="center",
        ),
        padding_y="4em",
        width="100%",
    )


def status_line() -> rx.Component:
    return rx.cond(
        RunState.waiting_for != "",
        rx.hstack(
            rx.icon("hand", size=14),
            rx.text(RunState.waiting_for, size="2"),
            class_name="waiting-line",
            color=rx.color("amber", 11),
        ),
        rx.cond(
            RunState.running,
            rx.hstack(rx.spinner(size="1"), rx.text("Working…", size="2"), class_name="working-line"),
        ),
    )


def source_picker() -> rx.Component:
    """The data source this chat queries (a started chat keeps its own; another one opens a new chat)."""
    return rx.cond(
        ComposerState.sources.length() > 1,
        rx.hstack(
            rx.text("Data source:", size="1", color=rx.color("gray", 10)),
            rx.select(
                ComposerState.sources,
                value=ComposerState.source,
                on_change=ComposerState.choose_source,
                size="1",
                id="source-select",
            ),
            align="center",
        ),
        rx.text(
            "Data source: ", ComposerState.source, size="1", color=rx.color("gray", 10), id="source-name"
        ),
    )


def question_box() -> rx.Component:
    return rx.form(
        rx.hstack(
            rx.text_area(
                name="question",
                id="question-input",
                placeholder="Ask a question about your data… (Enter sends, Shift+Enter adds a line)",
                enter_key_submit=True,
                rows="2",
                width="100%",
                auto_focus=True,
            ),
            rx.cond(
                RunState.running | (RunState.waiting_for != ""),
                rx.button(
                    rx.icon("square", size=16),
                    "Stop",
                    type="button",
                    id="stop-button",
                    size="3",
                    color_scheme="red",
                    variant="soft",
                    on_click=ComposerState.stop,
                ),
            ),
            rx.button(rx.icon("send", size=16), "Send", type="submit", id="send-button", size="3"),
            width="100%",
            align="end",
        ),
        on_submit=ComposerState.send,
        reset_on_submit=False,
        width="100%",
    )


def notice_line() -> rx.Component:
    return rx.cond(
        TranscriptState.notice != "",
        rx.callout(
            TranscriptState.notice, icon="info", color_scheme="amber", size="1", id="notice", width="100%"
        ),
    )


def chat_pane() -> rx.Component:
    return rx.vstack(
        rx.box(  # pinned to the newest item by CSS (column-reverse), no script measuring it per update
            rx.box(
                rx.cond(TranscriptState.is_empty, empty_state()),
                rx.vstack(
                    rx.foreach(TranscriptState.history, earlier_item),
                    rx.foreach(TranscriptState.order, latest_item),
                    streaming_bubble(),
                    spacing="3",
                    width="100%",
                    id="chat-items",
                ),
                width="100%",
                margin_bottom="auto",  # a short chat starts at the top of the pane
            ),
            display="flex",
            flex_direction="column-reverse",
            overflow_y="auto",
            width="100%",
            flex="1",
            min_height="0",
            padding="1em",
            id="chat-scroll",
        ),
        rx.vstack(
            status_line(),
            notice_line(),
            question_box(),
            rx.hstack(
                source_picker(),
                rx.spacer(),
                rx.cond(~TranscriptState.is_empty, share_button(TranscriptState.thread_id)),
                width="100%",
                align="center",
            ),
            width="100%",
            padding="0.75em 1em",
            border_top=f"1px solid {rx.color('gray', 5)}",
        ),
        height="100%",
        width="100%",
        spacing="0",
    )
