"""The audit page: every decision, newest first, with the proposed and the executed arguments side by side."""

from __future__ import annotations

import reflex as rx

from askdata_app.pages.index import header
from askdata_app.state.audit import AuditState

TOOLS = ["all", "run_sql", "export_result", "ask_user"]
DECISIONS = ["all", "approve", "auto", "edit", "reject", "respond", "expire", "cancel"]


def _args(text: rx.Var) -> rx.Component:
    return rx.code_block(text, language="json", wrap_long_lines=True, font_size="12px")


def audit_row(row: rx.Var) -> rx.Component:
    return rx.table.row(
        rx.table.cell(rx.text(row["decided_at"], size="1")),
        rx.table.cell(row["user"]),
        rx.table.cell(row["tool"]),
        rx.table.cell(rx.badge(row["decision"])),
        rx.table.cell(_args(row["proposed"])),
        rx.table.cell(
            rx.cond(
                row["executed"] == "(not run)",
                rx.text("(not run)", color=rx.color("gray", 10)),
                _args(row["executed"]),
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
