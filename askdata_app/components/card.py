"""The approval card, generated from the interrupt's response schema (buttons from its decisions, the edit
form from the tool's argument schema). No per-tool card code lives here."""

from __future__ import annotations

import reflex as rx

from askdata_app.agent.titles import TOOL_TITLES
from askdata_app.chat.kinds import CardItem
from askdata_app.chat.rights import CardRight
from askdata_app.components.preview import impact_preview
from askdata_app.state.cards import CardsState

EDITOR_STYLE = {"font_family": "var(--code-font-family, monospace)", "min_height": "14em"}
"""The SQL editor: tall, and the person can drag it taller."""


def _hidden(name: str, value: rx.Var | str) -> rx.Component:
    return rx.el.input(type="hidden", name=name, value=value)


def field_input(field: rx.Var) -> rx.Component:
    """One typed input of the edit form, chosen by the field's kind."""
    name = field["path"]
    value = field["value"]
    mono = {"font_family": "var(--code-font-family, monospace)"}
    control = rx.match(
        field["kind"],
        (
            "code",
            rx.text_area(
                name=name,
                default_value=value,
                rows="14",
                width="100%",
                style=EDITOR_STYLE,
                resize="vertical",
                class_name="field-code",
                spell_check=False,
            ),
        ),
        ("textarea", rx.text_area(name=name, default_value=value, rows="4", width="100%")),
        (
            "integer",
            rx.input(
                name=name,
                default_value=value,
                type="number",
                step="1",
                min=field["minimum"],
                max=field["maximum"],
                width="12em",
            ),
        ),
        (
            "number",
            rx.input(
                name=name,
                default_value=value,
                type="number",
                step="any",
                min=field["minimum"],
                max=field["maximum"],
                width="12em",
            ),
        ),
        (
            "boolean",
            rx.el.select(
                rx.el.option("true", value="true"),
                rx.el.option("false", value="false"),
                name=name,
                default_value=value,
                class_name="field-select",
            ),
        ),
        (
            "enum",
            rx.el.select(
                rx.foreach(field["options"], lambda o: rx.el.option(o, value=o)),
                name=name,
                default_value=value,
                class_name="field-select",
            ),
        ),
        (
            "list",
            rx.text_area(
                name=name, default_value=value, rows="3", width="100%", placeholder="one item per line"
            ),
        ),
        ("json", rx.text_area(name=name, default_value=value, rows="4", width="100%", style=mono)),
        ("group", rx.fragment()),
        rx.input(name=name, default_value=value, width="100%"),
    )
    return rx.vstack(
        rx.hstack(
            rx.text(field["label"], size="2", weight="medium"),
            rx.cond(field["required"], rx.text("*", color=rx.color("red", 9), size="2")),
            rx.cond(
                field["description"] != "",
                rx.text(field["description"], size="1", color=rx.color("gray", 10)),
            ),
            spacing="1",
            align="baseline",
        ),
        control,
        spacing="1",
        width="100%",
        padding_left=rx.cond(field["depth"] > 0, "1.25em", "0"),
    )


@rx.memo
def proposed_sql(code: rx.Var[str]) -> rx.Component:
    """Proposed SQL, highlighted (Prism) only when the SQL changes, not when the card's status does."""
    return rx.code_block(
        code, language="sql", wrap_long_lines=True, width="100%", class_name="card-code", can_copy=True
    )


def proposed_arg(field: rx.Var) -> rx.Component:
    """One proposed argument, read-only (code-like strings as a code block)."""
    return rx.cond(
        field["kind"] == "group",
        rx.text(field["label"], size="2", weight="medium"),
        rx.vstack(
            rx.text(field["label"], size="1", color=rx.color("gray", 10)),
            rx.cond(
                field["kind"] == "code",
                proposed_sql(code=field["value"].to(str)),
                rx.text(field["value"], size="2", white_space="pre-wrap", class_name="card-arg"),
            ),
            spacing="0",
            width="100%",
            padding_left=rx.cond(field["depth"] > 0, "1.25em", "0"),
        ),
    )


def _edit_form(item: rx.Var) -> rx.Component:
    return rx.form(
        rx.vstack(
            rx.foreach(item["fields"], field_input),
            _hidden("__interrupt_id", item["interrupt_id"]),
            _hidden("__decision", "edit"),
            rx.hstack(
                rx.button("Run edited", type="submit", class_name="card-submit-edit"),
                rx.button(
                    "Cancel",
                    type="button",
                    variant="soft",
                    color_scheme="gray",
                    on_click=CardsState.toggle_edit(item["interrupt_id"]),
                ),
            ),
            spacing="2",
            width="100%",
        ),
        on_submit=CardsState.submit_card,
        reset_on_submit=False,
        width="100%",
        class_name="card-edit-form",
    )


def _message_form(item: rx.Var, decision: str, placeholder: str, submit: str) -> rx.Component:
    return rx.form(
        rx.vstack(
            rx.text_area(
                name="__message",
                placeholder=placeholder,
                rows="2",
                width="100%",
                class_name=f"card-message-{decision}",
                enter_key_submit=True,
            ),
            _hidden("__interrupt_id", item["interrupt_id"]),
            _hidden("__decision", decision),
            rx.button(
                submit,
                type="submit",
                color_scheme="red" if decision == "reject" else None,
                class_name=f"card-submit-{decision}",
            ),
            spacing="2",
            width="100%",
        ),
        on_submit=CardsState.submit_card,
        reset_on_submit=True,
        width="100%",
    )


def _decision_button(item: rx.Var, right: rx.Var, decision: rx.Var) -> rx.Component:
    iid = item["interrupt_id"]
    # four-eyes: the asker is offered only Reject (the reason is shown beside it), never Approve or Edit
    may_approve = right["reason"] == ""
    return rx.match(
        decision["type"],
        (
            "approve",
            rx.cond(
                may_approve,
                rx.button(
                    rx.icon("check", size=16),
                    decision["label"],
                    on_click=CardsState.approve(iid),
                    color_scheme="green",
                    class_name="card-approve",
                ),
            ),
        ),
        (
            "edit",
            rx.cond(
                may_approve,
                rx.button(
                    rx.icon("pencil", size=16),
                    decision["label"],
                    on_click=CardsState.toggle_edit(iid),
                    variant="soft",
                    class_name="card-edit",
                ),
            ),
        ),
        (
            "reject",
            rx.button(
                rx.icon("x", size=16),
                decision["label"],
                on_click=CardsState.toggle_reject(iid),
                variant="soft",
                color_scheme="red",
                class_name="card-reject",
            ),
        ),
        rx.fragment(),
    )


def _pending_controls(item: rx.Var, right: rx.Var) -> rx.Component:
    """The decision controls, or, for a viewer who may not decide, the card read-only with the reason."""
    return rx.vstack(
        rx.text(right["deciders"], size="1", color=rx.color("gray", 10), class_name="card-deciders"),
        rx.cond(
            right["read_only"],
            rx.callout(
                right["reason"], icon="lock", color_scheme="gray", size="1", class_name="card-read-only"
            ),
            _decision_controls(item, right),
        ),
        rx.cond(
            ~right["read_only"] & (right["reason"] != ""),
            rx.text(right["reason"], size="1", color=rx.color("amber", 11), class_name="card-four-eyes"),
        ),
        width="100%",
        spacing="2",
    )


def _decision_controls(item: rx.Var, right: rx.Var) -> rx.Component:
    iid = item["interrupt_id"]
    return rx.vstack(
        rx.cond(
            item["card_kind"] == "question",
            rx.vstack(
                rx.cond(
                    item["choices"].length() > 0,
                    rx.hstack(
                        rx.foreach(
                            item["choices"],
                            lambda c: rx.button(
                                c,
                                variant="outline",
                                size="1",
                                class_name="card-choice",
                                on_click=CardsState.answer_choice(iid, c),
                            ),
                        ),
                        wrap="wrap",
                    ),
                ),
                _message_form(item, "respond", "Your answer", "Send answer"),
                width="100%",
            ),
            rx.cond(  # while editing, only "Run edited" / "Cancel" (in the form) are offered
                ~CardsState.editing.contains(iid),
                rx.hstack(
                    rx.foreach(item["decisions"], lambda d: _decision_button(item, right, d)), spacing="2"
                ),
            ),
        ),
        rx.cond(CardsState.editing.contains(iid), _edit_form(item)),
        rx.cond(
            CardsState.rejecting.contains(iid),
            _message_form(
                item, "reject", "Tell the assistant why, e.g. 'only 2019 please' (optional)", "Reject"
            ),
        ),
        width="100%",
        spacing="2",
    )


def _status_badge(status: rx.Var) -> rx.Component:
    return rx.match(
        status,
        ("pending", rx.badge("waiting for you", color_scheme="amber")),
        ("deciding", rx.badge("sending…", color_scheme="gray")),
        ("approved", rx.badge("approved", color_scheme="green")),
        ("edited", rx.badge("edited and approved", color_scheme="green")),
        ("rejected", rx.badge("rejected", color_scheme="red")),
        ("responded", rx.badge("answered", color_scheme="blue")),
        ("expired", rx.badge("expired — not run", color_scheme="red")),
        ("cancelled", rx.badge("cancelled", color_scheme="gray")),
        ("decided_elsewhere", rx.badge("decided elsewhere", color_scheme="gray")),
        ("closed", rx.badge("closed", color_scheme="gray")),
        rx.badge(status, color_scheme="gray"),
    )


def card_heading(item: rx.Var) -> rx.Component:
    """The card's title in plain words ("Run this query"), the tool's name in small print beside it."""
    titles = rx.Var.create(TOOL_TITLES)
    title = rx.cond(
        (item["card_kind"] != "question") & titles.contains(item["tool"]),
        titles[item["tool"]].to(str),
        item["label"],
    )
    return rx.hstack(
        rx.text(title, weight="bold", class_name="card-title"),
        rx.code(item["tool"], size="1", variant="ghost", color_scheme="gray", class_name="card-tool"),
        spacing="2",
        align="baseline",
    )


def executed_args(item: rx.Var) -> rx.Component:
    """What ran after an edit: the edited SQL (with the diff against the proposal one click away).

    Reads the item's ``executed_args`` (dict) and ``executed_diff`` (str) when the item has them
    (``askdata_app.data.sqlformat.executed_view`` builds both); shows nothing otherwise.
    """
    data = item.to(dict)
    ran = data["executed_args"].to(dict)
    sql = ran["sql"].to(str)
    diff = data["executed_diff"].to(str)
    return rx.cond(
        (item["status"] == "edited") & ran,
        rx.vstack(
            rx.text("What ran (edited)", size="1", color=rx.color("gray", 10)),
            rx.cond(
                sql,
                rx.code_block(
                    sql, language="sql", wrap_long_lines=True, width="100%", class_name="card-executed-sql"
                ),
                rx.code_block(ran.to_string(), language="json", wrap_long_lines=True, width="100%"),
            ),
            rx.cond(
                diff,
                rx.el.details(
                    rx.el.summary(
                        "Show diff against the proposal",
                        class_name="card-diff-toggle",
                        style={"cursor": "pointer", "font_size": "var(--font-size-1)"},
                    ),
                    rx.code_block(diff, language="diff", width="100%", class_name="card-diff"),
                ),
            ),
            spacing="1",
            width="100%",
            class_name="card-executed",
        ),
    )


def _shows_proposal(item: rx.Var) -> rx.Var:
    """The proposed arguments are shown unless the editor replaces them or an edit ran instead."""
    edited_ran = (item["status"] == "edited") & item.to(dict)["executed_args"].to(dict)
    return (
        (item["card_kind"] == "approval") & ~CardsState.editing.contains(item["interrupt_id"]) & ~edited_ran
    )


@rx.memo
def approval_card(item: rx.Var[CardItem], right: rx.Var[CardRight]) -> rx.Component:
    """A card for one interrupt: what the agent wants to do, and the decisions the schema allows.

    ``right``: what this tab's viewer may do with it (``TranscriptState.card_rights``, by item key).
    """
    iid = item["interrupt_id"]
    return rx.card(
        rx.vstack(
            rx.hstack(
                rx.icon(
                    rx.cond(item["card_kind"] == "question", "message-circle-question", "shield-check"),
                    size=18,
                ),
                card_heading(item),
                rx.spacer(),
                _status_badge(item["status"]),
                width="100%",
                align="center",
            ),
            rx.cond(
                item["description"] != "",
                rx.text(item["description"], size="2", white_space="pre-wrap", class_name="card-description"),
            ),
            rx.cond(_shows_proposal(item), rx.vstack(rx.foreach(item["fields"], proposed_arg), width="100%")),
            executed_args(item),
            rx.cond(item["status"] == "pending", impact_preview(item["preview"])),
            rx.cond(item["status"] == "pending", _pending_controls(item, right)),
            rx.cond(
                (item["status"] == "pending") & (item["expires_iso"] != ""),
                rx.hstack(
                    rx.icon("timer", size=14),
                    rx.text(item["expires_text"], " (", size="1", class_name="card-expiry-time"),
                    rx.moment(
                        date=item["expires_iso"],
                        from_now=True,
                        interval=30_000,
                        font_size="var(--font-size-1)",
                        class_name="card-expiry-left",
                    ),
                    rx.text(")", size="1"),
                    rx.text(" — then it is rejected, not run.", size="1"),
                    color=rx.color("gray", 10),
                    spacing="1",
                    align="center",
                    class_name="card-expiry",
                ),
            ),
            rx.cond(item["detail"] != "", rx.text(item["detail"], size="2", color=rx.color("gray", 11))),
            rx.cond(
                CardsState.card_errors.contains(iid),
                rx.callout(
                    CardsState.card_errors[iid],
                    icon="triangle-alert",
                    color_scheme="red",
                    size="1",
                    class_name="card-error",
                ),
            ),
            spacing="2",
            width="100%",
        ),
        width="100%",
        class_name="approval-card",
        custom_attrs={"data-interrupt-id": iid, "data-status": item["status"]},
    )
