"""AuditState: the decisions page (newest first, filters, CSV download)."""

from __future__ import annotations

import asyncio
import json
from typing import Any, TypedDict
from urllib.parse import urlencode

import reflex as rx

from askdata_app.agent.diffs import diff_text
from askdata_app.agent.titles import decision_words, tool_title
from askdata_app.data.sqlformat import split_args
from askdata_app.db.decisions import list_decisions
from askdata_app.db.engine import app_engine
from askdata_app.settings import get_settings


class AuditRow(TypedDict):
    """One decision as the audit table shows it."""

    decided_at: str
    user: str
    tool: str
    decision: str
    outcome: str
    thread_id: str
    interrupt_id: str
    proposed: str
    executed: str
    message: str
    diff: str
    """For an edit: what changed against the proposal (unified diff, SQL by lines); else empty."""
    tool_title: str
    """The tool in plain words ("Run this query"); the tool name stays in ``tool``."""
    decision_text: str
    """The decision in plain words ("Edited, then run")."""
    proposed_sql: str
    """The proposed SQL laid out one clause per line ("" for tools without SQL)."""
    proposed_rest: str
    """The other proposed arguments as indented JSON ("" when there are none)."""
    executed_sql: str
    executed_rest: str
    ran: bool
    """True when the call ran (approved or edited)."""


def audit_row(record: Any) -> AuditRow:
    """A decision record as display strings; ``executed`` is what actually ran (nothing for reject/expire).

    ``proposed`` and ``executed`` stay the raw JSON (the CSV download); the page shows the ``*_sql`` and
    ``*_rest`` fields: the SQL formatted as code, the rest as JSON.
    """
    ran_args: dict[str, Any] | None
    if record.decision == "edit":
        ran_args = record.edited_args
    elif record.decision in {"approve", "auto"}:  # auto: ran as proposed (edited_args holds rule + preview)
        ran_args = record.proposed_args
    else:
        ran_args = None
    executed = json.dumps(ran_args, indent=1, default=str) if ran_args is not None else "(not run)"
    proposed_sql, proposed_rest = split_args(record.proposed_args)
    executed_sql, executed_rest = split_args(ran_args) if ran_args is not None else ("", "")
    return {
        "decided_at": record.decided_at.strftime("%Y-%m-%d %H:%M:%S"),
        "user": record.user,
        "tool": record.tool,
        "decision": record.decision,
        "outcome": _outcome(record),
        "thread_id": record.thread_id,
        "interrupt_id": record.interrupt_id,
        "proposed": json.dumps(record.proposed_args, indent=1, default=str),
        "executed": executed,
        "message": record.message or "",
        "diff": diff_text(record.proposed_args, record.edited_args) if record.decision == "edit" else "",
        "tool_title": tool_title(record.tool),
        "decision_text": decision_words(record.decision),
        "proposed_sql": proposed_sql,
        "proposed_rest": proposed_rest,
        "executed_sql": executed_sql,
        "executed_rest": executed_rest,
        "ran": ran_args is not None,
    }


class AuditState(rx.State):
    """Filters and rows of the audit page."""

    rows: list[AuditRow] = []
    tool: str = ""
    decision: str = ""
    user: str = ""
    refused: str = ""

    @rx.event
    async def load(self) -> None:
        from askdata_app.auth.authorize import can_read_audit
        from askdata_app.state.auth import current_principal

        verdict = can_read_audit(await current_principal(self))
        if not verdict:
            self.rows = []
            self.refused = verdict.reason
            return
        self.refused = ""
        engine = app_engine(get_settings().resolved_app_db_url)
        records = await asyncio.to_thread(
            list_decisions,
            engine,
            tool=self.tool or None,
            decision=self.decision or None,
            user=self.user or None,
        )
        self.rows = [audit_row(r) for r in records]

    @rx.event
    async def set_filter(self, name: str, value: str) -> None:
        value = "" if value == "all" else value.strip()
        if name == "tool":
            self.tool = value
        elif name == "decision":
            self.decision = value
        elif name == "user":
            self.user = value
        await self.load()

    @rx.var
    def csv_url(self) -> str:
        query = {
            k: v for k, v in {"tool": self.tool, "decision": self.decision, "user": self.user}.items() if v
        }
        return "/api/audit.csv" + (f"?{urlencode(query)}" if query else "")


def _outcome(record: Any) -> str:
    """accepted / applied / expired / cancelled, or failed with its reason."""
    detail = getattr(record, "detail", None)
    return f"{record.outcome}: {detail}" if detail else str(record.outcome)
