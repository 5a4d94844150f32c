"""The card's extra parts: preview and diff views (pure), and the Reflex components that render them."""

from __future__ import annotations

from typing import Any

from askdata_app.agent.card_extras import (
    PreviewView,
    auto_approved_note,
    diff_view,
    estimate_text,
    preview_view,
)
from askdata_app.agent.diffs import ArgChange

PREVIEW: dict[str, Any] = {
    "tables": ["customers", "orders"],
    "columns": {"customers": ["customer_id", "customer_name"], "orders": ["customer_id"]},
    "columns_known": True,
    "estimate": {"rows": 1234.0, "cost": 56.78, "basis": "returned", "engine": "postgres"},
    "badges": [{"kind": "sensitive", "label": "Sensitive: customers.customer_name", "detail": "tagged"}],
    "sensitive": ["customers.customer_name"],
    "notes": [],
    "error": "",
}


def test_preview_view_flattens_for_the_card() -> None:
    view = preview_view(PREVIEW)
    assert view["shown"] is True
    assert view["reads"] == [
        {"table": "customers", "columns": "customer_id, customer_name*"},
        {"table": "orders", "columns": "customer_id"},
    ]
    assert view["estimate"] == "~1,234 rows returned · cost 56.8 (the engine's estimate, nothing ran)"
    assert view["badges"][0]["color"] == "red"
    assert preview_view(None)["shown"] is False
    assert estimate_text({"rows": None}) == ""
    assert "rows examined" in estimate_text({"rows": 5, "basis": "examined", "cost": None})


def test_diff_and_auto_note() -> None:
    [change] = diff_view({"sql": "SELECT 1"}, {"sql": "SELECT 2"})
    assert [(line["op"], line["text"]) for line in change["lines"]] == [("-", "SELECT 1"), ("+", "SELECT 2")]
    note = auto_approved_note({"result_id": "r", "auto_approved": {"rule": "x", "reason": "rule 'x' — fine"}})
    assert note == "Ran without asking because rule 'x' — fine."
    assert auto_approved_note({"result_id": "r"}) == ""


def test_components_render_from_the_views() -> None:
    import reflex as rx

    from askdata_app.components.preview import auto_approved_note as note_part
    from askdata_app.components.preview import edit_diff, impact_preview

    class PreviewProbeState(rx.State):
        view: PreviewView = preview_view(PREVIEW)
        changes: list[ArgChange] = diff_view({"sql": "SELECT 1"}, {"sql": "SELECT 2"})
        note: str = "Ran without asking because rule 'x'."

    rendered = [
        impact_preview(PreviewProbeState.view),
        edit_diff(PreviewProbeState.changes),
        note_part(PreviewProbeState.note),
    ]
    text = "".join(str(c) for c in rendered)
    assert "impact-preview" in text and "edit-diff" in text and "auto-approved" in text
