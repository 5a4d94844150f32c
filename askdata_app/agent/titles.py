"""Tools and decisions in plain words, for cards, status lines and the audit ("Run this query").

The tool's own name stays visible where it matters (the audit, a card's small print); people read these
titles first. An unknown tool gets a readable title from its name, never an error.
"""

from __future__ import annotations

TOOL_TITLES = {
    "run_sql": "Run this query",
    "export_result": "Export the result",
    "ask_user": "Answer the assistant's question",
    "make_chart": "Draw a chart",
    "list_tables": "Look up the tables",
    "describe_table": "Describe a table",
    "list_metrics": "List the metrics",
    "list_dimensions": "List a metric's dimensions",
    "query_metrics": "Query these metrics",
}
"""What a call of each tool asks the person to allow (an imperative, as on a button)."""

DECISION_WORDS = {
    "approve": "Approved",
    "edit": "Edited, then run",
    "reject": "Rejected",
    "respond": "Answered",
    "expire": "Expired, not run",
    "cancel": "Cancelled (Stop), not run",
}
"""A decision as the audit and a decided card say it."""


def tool_title(tool: str) -> str:
    """``run_sql`` -> ``Run this query``; an unknown ``load_file`` -> ``Allow load file``."""
    return TOOL_TITLES.get(tool) or f"Allow {tool.replace('_', ' ').strip()}"


def decision_words(decision: str) -> str:
    """``edit`` -> ``Edited, then run``; unknown decisions are shown as they are."""
    return DECISION_WORDS.get(decision, decision)


def decided_text(tool: str, decision: str) -> str:
    """A decision in one line: ``Approved: Run this query``."""
    return f"{decision_words(decision)}: {tool_title(tool)}"


def waiting_text(tool: str) -> str:
    """The status line while a card waits: ``Waiting for you: Run this query``."""
    return f"Waiting for you: {tool_title(tool)}"


def approval_text(tool: str) -> str:
    """The card's explanation for a gated call (replaces "call run_sql with these arguments")."""
    if tool == "run_sql":
        return "The assistant wants to run this query on your data. Approve, edit or reject it."
    if tool == "export_result":
        return "The assistant wants to export the result to a file. Approve, edit or reject it."
    return f"The assistant asks: {tool_title(tool)}. Approve, edit or reject it."
