"""The card, sidebar and chart components compile to what the issue asks (one editor, titles, what ran,
delete asks first, the sidebar collapses at 900 px, the chart's theme follows the colour mode)."""

from __future__ import annotations

import reflex as rx

from askdata_app.chat.kinds import CardItem, ChartItem
from askdata_app.chat.rights import CardRight
from askdata_app.data.sqlformat import executed_view, sql_diff


def _var(name: str, var_type: type) -> rx.Var:
    return rx.Var(name, _var_type=var_type).guess_type()


def test_what_ran_and_its_diff_against_the_proposal() -> None:
    view = executed_view({"sql": "select a from t"}, {"sql": "select a from t where a > 1"})
    assert view["executed_args"]["sql"] == "SELECT\n  a\nFROM t\nWHERE\n  a > 1"
    assert view["executed_diff"].splitlines()[:2] == ["--- proposed", "+++ ran"]
    assert "+WHERE" in view["executed_diff"] and "+  a > 1" in view["executed_diff"]
    assert sql_diff("select a from t", "SELECT a\n FROM t") == ""  # layout alone is no change
    assert executed_view({"sql": "x"}, None) == {"executed_args": {}, "executed_diff": ""}
    export = executed_view({"format": "csv"}, {"format": "xlsx"})
    assert export == {"executed_args": {"format": "xlsx"}, "executed_diff": ""}


def test_card_offers_one_editor_titles_and_what_ran() -> None:
    from askdata_app.components.card import approval_card

    # the memoised component's body (the page calls it with the card and this viewer's right as props)
    out = str(approval_card.__wrapped__(_var("item", CardItem), _var("right", CardRight)).render())
    assert "Run this query" in out and "card-tool" in out  # plain title, tool name beside it
    assert out.count("field-code") == 1 and 'resize:"vertical"' in out and 'rows:"14"' in out
    assert (
        '?.["executed_args"]' in out
        and "card-executed-sql" in out
        and "Show diff against the proposal" in out
    )
    assert out.count("card-approve") == 1  # the decision buttons exist once, hidden while editing


def test_delete_asks_first_and_the_sidebar_collapses() -> None:
    from askdata_app.components.sidebar import sidebar

    out = str(sidebar().render())
    assert "Delete this conversation?" in out and "delete-confirm" in out and "RadixThemesAlertDialog" in out
    assert out.count("@media (max-width: 900px)") == 2 and "sidebar-toggle" in out


def test_chart_gets_the_apps_template_per_colour_mode_and_a_png_name() -> None:
    from askdata_app.components.result import result_chart

    out = str(result_chart.__wrapped__(_var("item", ChartItem), _var("figure", dict)).render())
    assert '["filename"]' in out and '?.["meta"]?.["filename"]' in out
    assert "#6e56cf" in out and "resolvedColorMode" in out


def test_items_are_memoised_components_that_read_no_transcript_var() -> None:
    """Each item kind is a React.memo component given its item as a prop; its body reads no transcript var,
    so a change of another item (or a stream batch) does not re-render it."""
    import re

    from askdata_app.chat import kinds
    from askdata_app.components.card import approval_card
    from askdata_app.components.chat import (
        assistant_bubble,
        chat_pane,
        error_row,
        export_row,
        step_row,
        user_bubble,
    )
    from askdata_app.components.result import result_chart, result_table

    page = str(chat_pane())
    for name in ("UserBubble", "AssistantBubble", "StepRow", "ApprovalCard", "ResultTable", "ResultChart"):
        assert f"jsx({name}_" in page, name
    assert 'transcript_state.steps_rx_state_?.[ref_rx_state_?.["key"]]' in page
    assert "streaming_rx_state_" not in page and "jsx(StreamingBubble_" in page
    bodies = [
        user_bubble.__wrapped__(_var("item", kinds.QuestionItem)),
        assistant_bubble.__wrapped__(_var("item", kinds.AnswerItem)),
        step_row.__wrapped__(_var("item", kinds.StepItem)),
        error_row.__wrapped__(_var("item", kinds.NoticeItem)),
        export_row.__wrapped__(_var("item", kinds.ExportItem)),
        approval_card.__wrapped__(_var("item", CardItem), _var("right", CardRight)),
        result_table.__wrapped__(_var("item", kinds.TableItem), _var("page_rows", int)),
        result_chart.__wrapped__(_var("item", ChartItem), _var("figure", dict)),
    ]
    for body in bodies:
        out = str(body.render())
        assert not re.search(r"(transcript|run)_state\.\w+_rx_state_", out), out[:300]
