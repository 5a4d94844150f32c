"""An edit shows its diff: per argument, SQL by lines, and one text for the audit."""

from __future__ import annotations

from datetime import UTC, datetime
from types import SimpleNamespace

from askdata_app.agent.diffs import args_diff, diff_text
from askdata_app.state.audit import audit_row

PROPOSED_SQL = "SELECT location_name,\n  COUNT(*) AS n\nFROM orders\nGROUP BY 1"
EDITED_SQL = (
    "SELECT location_name,\n  COUNT(*) AS n\nFROM orders\nWHERE ordered_at >= '2019-01-01'\nGROUP BY 1"
)


def test_sql_is_diffed_by_lines() -> None:
    [change] = args_diff({"sql": PROPOSED_SQL}, {"sql": EDITED_SQL})
    assert change["path"] == "/sql" and change["change"] == "changed"
    assert [(line["op"], line["text"]) for line in change["lines"]] == [
        (" ", "SELECT location_name,"),
        (" ", "  COUNT(*) AS n"),
        (" ", "FROM orders"),
        ("+", "WHERE ordered_at >= '2019-01-01'"),
        (" ", "GROUP BY 1"),
    ]


def test_nested_typed_added_and_removed_arguments() -> None:
    proposed = {"title": "x", "requester": {"contact": {"name": "Ana"}}, "due": 5, "tags": ["a"]}
    edited = {"title": "x", "requester": {"contact": {"name": "Bo"}}, "due": "5", "notify": False}
    changes = {c["path"]: c for c in args_diff(proposed, edited)}
    assert set(changes) == {"/requester/contact/name", "/due", "/tags", "/notify"}
    assert changes["/due"]["before"] == "5" and changes["/due"]["after"] == '"5"', "5 and '5' differ"
    assert changes["/tags"]["change"] == "removed" and changes["/notify"]["change"] == "added"
    assert args_diff(proposed, proposed) == [] and args_diff(proposed, None) == []


def test_audit_row_shows_the_diff_of_an_edit_and_auto_runs() -> None:
    when = datetime(2026, 1, 1, tzinfo=UTC)
    base = {"decided_at": when, "user": "ana", "tool": "run_sql", "outcome": "accepted", "thread_id": "t",
            "interrupt_id": "i", "message": None, "proposed_args": {"sql": PROPOSED_SQL}}  # fmt: skip
    edit = audit_row(SimpleNamespace(**base, decision="edit", edited_args={"sql": EDITED_SQL}))
    assert edit["diff"] == diff_text({"sql": PROPOSED_SQL}, {"sql": EDITED_SQL})
    assert "+WHERE ordered_at >= '2019-01-01'" in edit["diff"]
    auto = audit_row(SimpleNamespace(**base, decision="auto", edited_args={"rule": "r"}))
    assert auto["diff"] == "" and "location_name" in auto["executed"]
