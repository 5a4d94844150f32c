"""Issue 11 in Chromium: answers an analyst trusts at a glance (cards, charts, sidebar)."""

from __future__ import annotations

import pytest

from tests.browser.test_chat_flow import ask, pending_card
from tests.browser.test_conversations import approve_and_wait

pytestmark = [pytest.mark.browser, pytest.mark.slow]

LINK = '<a href="http://x.test/">click</a>'


def _plot(page, index: int = -1) -> str:  # type: ignore[no-untyped-def]
    return f"Array.from(document.querySelectorAll('.js-plotly-plot')).at({index})"


def test_edit_form_shows_one_editor_and_only_run_edited_or_cancel(page) -> None:  # type: ignore[no-untyped-def]
    ask(page, "What is the revenue by location?")
    card = pending_card(page)
    # plain words with the tool's title (the offline analyst asks query_metrics for this question)
    assert "Query these metrics" in card.locator(".card-title").inner_text()
    card.locator(".card-edit").click()
    editor = card.locator(".card-edit-form textarea[name='/sql']")
    editor.wait_for()
    assert card.locator(".card-code").count() == 0, "the SQL is shown once: in the editor"
    buttons = {b.strip() for b in card.locator("button").all_inner_texts() if b.strip()}
    assert buttons == {"Run edited", "Cancel"}
    resizable = "e => [e, e.parentElement].some(x => getComputedStyle(x).resize === 'vertical')"
    assert editor.evaluate(resizable), "the editor can be dragged taller"
    assert editor.evaluate("e => e.getBoundingClientRect().height") > 200
    card.get_by_role("button", name="Cancel").click()
    card.locator(".card-approve").wait_for()


def test_delete_asks_first(page) -> None:  # type: ignore[no-untyped-def]
    ask(page, "orders by month in 2018")
    approve_and_wait(page)
    row = page.locator(".conversation-row").filter(has_text="orders by month in 2018")
    row.locator(".conversation-delete").click()
    page.locator(".delete-dialog").wait_for()
    page.locator(".delete-cancel").click()
    page.locator(".delete-dialog").wait_for(state="detached")
    assert row.count() == 1, "Keep it keeps it"
    row.locator(".conversation-delete").click()
    page.locator(".delete-confirm").click()
    row.wait_for(state="detached")


def test_chart_follow_up_needs_no_approval_and_survives_a_reopen(page) -> None:  # type: ignore[no-untyped-def]
    ask(page, "revenue by month")
    approve_and_wait(page)
    page.locator(".result-chart .main-svg").first.wait_for()
    cards = page.locator(".approval-card").count()
    answers = page.locator(".assistant-message[data-status='done']").count()
    ask(page, "as a bar chart")
    page.locator(".assistant-message[data-status='done']").nth(answers).wait_for()
    assert page.locator(".approval-card").count() == cards, "no new card, no new query"
    page.wait_for_function(f"{_plot(page)}?.data?.[0]?.type === 'bar'")
    page.reload()
    page.locator(".result-chart .main-svg").first.wait_for()
    page.wait_for_function(f"{_plot(page)}?.data?.[0]?.type === 'bar'")


def test_chart_theme_png_name_and_html_in_the_data(page) -> None:  # type: ignore[no-untyped-def]
    ask(page, "What is the revenue by location?")
    card = pending_card(page)
    card.locator(".card-edit").click()
    sql = f"SELECT '{LINK}' AS name, 1 AS revenue UNION ALL SELECT 'plain', 2"
    card.locator(".card-edit-form textarea[name='/sql']").fill(sql)
    card.locator(".card-submit-edit").click()
    page.locator(".result-chart .main-svg").first.wait_for()
    chart = page.locator(".result-chart").last
    assert chart.locator("a[href='http://x.test/']").count() == 0, "a link in the data is not a link"
    assert LINK in chart.inner_text()
    plot = _plot(page)
    assert page.evaluate(f"{plot}._fullLayout.colorway[0]") == "#6e56cf"
    light = page.evaluate(f"{plot}._fullLayout.font.color")
    page.locator("#theme-toggle").click()
    page.wait_for_function(f"{plot}._fullLayout.font.color !== {light!r}")
    assert page.evaluate(f"{plot}._fullLayout.font.color") == "#eeeeee"
    filename = page.evaluate(f"{plot}._context.toImageButtonOptions.filename")
    assert filename and filename != "newplot"


def test_sidebar_collapses_at_900px(page) -> None:  # type: ignore[no-untyped-def]
    page.set_viewport_size({"width": 900, "height": 800})
    sidebar, toggle = page.locator("#sidebar"), page.locator("#sidebar-toggle")
    toggle.wait_for()
    assert not sidebar.is_visible()
    toggle.click()
    sidebar.wait_for()
    page.locator("#new-chat").wait_for()
    toggle.click()
    sidebar.wait_for(state="hidden")
    page.set_viewport_size({"width": 1280, "height": 800})
    sidebar.wait_for()
    assert not toggle.is_visible()


def test_edited_card_shows_the_sql_that_ran_with_a_diff(page) -> None:  # type: ignore[no-untyped-def]
    ask(page, "What is the revenue by location?")
    card = pending_card(page)
    card.locator(".card-edit").click()
    editor = card.locator(".card-edit-form textarea[name='/sql']")
    editor.fill(editor.input_value().rstrip().rstrip(";") + "\nLIMIT 3")
    card.locator(".card-submit-edit").click()
    edited = page.locator(".approval-card[data-status='edited']")
    edited.wait_for()
    edited.locator(".card-executed-sql").wait_for()
    assert "LIMIT 3" in edited.locator(".card-executed-sql").inner_text()
    edited.locator(".card-diff-toggle").click()
    assert "+LIMIT 3" in edited.locator(".card-diff").inner_text()


def test_the_toolbar_never_covers_the_title_at_900px(page) -> None:  # type: ignore[no-untyped-def]
    page.set_viewport_size({"width": 900, "height": 900})
    ask(page, "revenue by location in 2019")
    approve_and_wait(page)
    chart = page.locator(".js-plotly-plot").last
    chart.locator(".gtitle").wait_for()
    chart.hover()
    chart.locator(".modebar").wait_for()
    overlap = chart.evaluate(
        """gd => {
            const a = gd.querySelector('.gtitle').getBoundingClientRect();
            const b = gd.querySelector('.modebar').getBoundingClientRect();
            return !(a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top);
        }"""
    )
    assert not overlap, "the chart's title sits below the modebar's row"
    assert "Revenue" in (chart.locator(".gtitle").text_content() or "")


def test_a_single_value_is_a_big_formatted_number_without_a_plot(page) -> None:  # type: ignore[no-untyped-def]
    ask(page, "What was the total revenue in 2019?")
    approve_and_wait(page)
    chart = page.locator(".result-chart-item").last
    value = chart.locator(".result-value")
    value.wait_for()
    assert value.locator(".result-value-text").inner_text() == "$720,772.00"  # the table's format, with its $
    assert value.locator(".result-value-caption").inner_text() == "Revenue, 2019"  # the period it covers
    assert chart.inner_text().count("Revenue, 2019") == 1, "the title is said once"
    assert chart.locator(".js-plotly-plot").count() == 0, "nothing for Plotly to draw"
    switches = chart.locator(".chart-switch")
    assert switches.all_inner_texts() == ["histogram", "value", "table"]
    switches.filter(has_text="table").click()
    chart.locator(".result-chart .main-svg").first.wait_for()  # another type is a Plotly chart again
    assert chart.locator(".result-value").count() == 0
    switches.filter(has_text="value").click()
    value.wait_for()
    assert value.locator(".result-value-text").inner_text() == "$720,772.00"
    page.reload()
    page.locator(".result-chart-item .result-value-text").last.wait_for()  # reopened from the store


def test_a_single_value_from_the_data_is_text_not_html(page) -> None:  # type: ignore[no-untyped-def]
    ask(page, "What was the total revenue in 2019?")
    card = pending_card(page)
    card.locator(".card-edit").click()
    card.locator(".card-edit-form textarea[name='/sql']").fill(f"SELECT '{LINK}' AS best_store")
    card.locator(".card-submit-edit").click()
    text = page.locator(".result-chart-item .result-value-text").last
    text.wait_for()
    assert text.inner_text() == LINK
    assert page.locator(".result-chart-item a[href='http://x.test/']").count() == 0, "not a link"
