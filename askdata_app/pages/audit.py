"""The audit page: every decision, newest first, with the proposed and the executed arguments side by side."""

from __future__ import annotations

import reflex as rx

from askdata_app.pages.index import header
from askdata_app.state.audit import AuditState

TOOLS = ["all", "run_sql", "export_result", "ask_user"]
DECISIONS = ["all", "approve", "auto", "edit", "reject", "respond", "expire", "cancel"]


def _args(sql: rx.Var, rest: rx.Var) -> rx.Component:
    """A call's arguments: its SQL as highlighted code, the other arguments as JSON."""
    return rx.vstack(
        rx.cond(
            sql != "",
            rx.code_block(
                sql, language="sql", wrap_long_lines=True, font_size="12px", class_name="audit-sql"
            ),
        ),
        rx.cond(rest != "", rx.code_block(rest, language="json", wrap_long_lines=True, font_size="12px")),
        spacing="1",
        width="100%",
    )


def audit_row(row: rx.Var) -> rx.Component:
    return rx.table.row(
        rx.table.cell(rx.text(row["decided_at"], size="1")),
        rx.table.cell(row["user"]),
        rx.table.cell(
            rx.vstack(
                rx.text(row["tool_title"], weight="medium", size="2"),
                rx.code(row["tool"], size="1", variant="ghost", color_scheme="gray"),
                spacing="0",
            )
        ),
        rx.table.cell(
            rx.vstack(
                rx.text(row["decision_text"], size="2"),
                rx.badge(row["decision"], variant="soft"),
                spacing="1",
            )
        ),
        rx.table.cell(_args(row["proposed_sql"], row["proposed_rest"])),
        rx.table.cell(
            rx.cond(
                row["ran"],
                _args(row["executed_sql"], row["executed_rest"]),
                rx.text("(not run)", color=rx.color("gray", 10)),
            ),
            rx.cond(
                row["diff"] != "",
                rx.code_block(row["diff"], language="diff", font_size="12px", class_name="audit-diff"),
            ),
        ),
        rx.table.cell(rx.text(row["message"], size="1")),
        class_name="audit-row",
    )


def audit_page() -> rx.Component:
    return rx.vstack(
        header(),
        rx.vstack(
            rx.heading("Decisions", size="5"),
            rx.cond(
                AuditState.refused != "",
                rx.callout(AuditState.refused, color_scheme="red", id="audit-refused"),
            ),
            rx.hstack(
                rx.select(
                    TOOLS,
                    default_value="all",
                    on_change=lambda v: AuditState.set_filter("tool", v),
                    id="audit-tool",
                ),
                rx.select(
                    DECISIONS,
                    default_value="all",
                    on_change=lambda v: AuditState.set_filter("decision", v),
                    id="audit-decision",
                ),
                rx.input(
                    placeholder="user", on_blur=lambda v: AuditState.set_filter("user", v), id="audit-user"
                ),
                rx.spacer(),
                rx.link(
                    rx.button(rx.icon("download", size=14), "CSV", variant="soft"),
                    href=AuditState.csv_url,
                    is_external=True,
                    id="audit-csv",
                ),
                width="100%",
            ),
            rx.table.root(
                rx.table.header(
                    rx.table.row(
                        *[
                            rx.table.column_header_cell(h)
                            for h in [
                                "When (UTC)",
                                "User",
                                "Tool",
                                "Decision",
                                "Proposed",
                                "Executed",
                                "Message",
                            ]
                        ]
                    )
                ),
                rx.table.body(rx.foreach(AuditState.rows, audit_row)),
                size="1",
                width="100%",
                id="audit-table",
            ),
            rx.cond(AuditState.rows.length() == 0, rx.text("No decisions yet.", color=rx.color("gray", 10))),
            width="100%",
            max_width="1200px",
            margin_x="auto",
            padding="1em",
        ),
        spacing="0",
    )
