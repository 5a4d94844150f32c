"""What an analyst does in the browser: ask, decide on the card, see the chart, the table and the answer."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser, pytest.mark.slow]


def ask(page, question: str) -> None:  # type: ignore[no-untyped-def]
    box = page.locator("#question-input")
    box.click()
    box.fill(question)
    box.press("Enter")


def pending_card(page):  # type: ignore[no-untyped-def]
    card = page.locator(".approval-card[data-status='pending']").last
    card.wait_for()
    return card


def test_ask_edit_approve_shows_chart_table_and_answer(page) -> None:  # type: ignore[no-untyped-def]
    ask(page, "What is the revenue by location?")
    page.get_by_text("Looked up the schema").wait_for()
    card = pending_card(page)
    # revenue by store is a metric query: the analyst asks query_metrics; the card shows MetricFlow's SQL
    assert "Query these metrics" in card.inner_text()
    assert "query_metrics" in card.locator(".card-tool").inner_text()
    # no auto_approve rule reads the impact preview, so it follows the card (computed after it is shown)
    expect(card.locator(".preview-estimate")).to_have_text(re.compile(r"~[\d,]+ rows returned"))
    expect(card.locator(".preview-read")).to_have_count(3)
    assert re.search(r"SUM\(\w+\.product_price\)", card.locator(".card-code").inner_text())  # excl. tax (dbt)
    buttons = [b.strip() for b in card.locator("button").all_inner_texts() if b.strip()]
    assert {"Approve", "Edit", "Reject"} <= set(buttons)
    expect(card.locator(".card-expiry-time")).to_contain_text("Expires at")
    # the relative time is drawn by a client-side component after the card mounts: wait for it
    expect(card.locator(".card-expiry-left")).to_have_text(re.compile(r"in (29|30) minutes"))

    card.locator(".card-edit").click()
    editor = card.locator(".card-edit-form textarea[name='/sql']")
    original = editor.input_value()
    assert "location_name" in original
    editor.fill(original.rstrip().rstrip(";") + "\nLIMIT 3")
    card.locator(".card-submit-edit").click()

    table = page.locator(".result-table").last
    table.wait_for()
    assert table.locator("tbody tr").count() == 3
    assert "Brooklyn" in table.inner_text()
    page.locator(".result-chart .main-svg").first.wait_for()
    csv_href = page.locator(".table-csv").last.get_attribute("href")
    csv_text = page.request.get(page.url.rstrip("/") + csv_href).text()
    header = csv_text.splitlines()[0]
    assert header == "order_id__location__location_name,revenue" and len(csv_text.splitlines()) == 4
    answer = page.locator(".assistant-message[data-status='done']").last
    answer.wait_for()
    assert re.search(r"\d", answer.inner_text())
    assert page.locator(".approval-card[data-status='edited']").count() == 1


def test_reject_with_message_is_taken_into_account(page) -> None:  # type: ignore[no-untyped-def]
    ask(page, "What is the revenue by location?")
    card = pending_card(page)
    first_sql = card.locator(".card-code").inner_text()
    assert "2019" not in first_sql
    card.locator(".card-reject").click()
    card.locator("textarea[name='__message']").fill("only 2019 please")
    card.locator(".card-submit-reject").click()
    page.locator(".approval-card[data-status='rejected']").wait_for()

    second = pending_card(page)
    second_sql = second.locator(".card-code").inner_text()
    assert "2019" in second_sql
    second.locator(".card-approve").click()
    page.locator(".result-table").last.wait_for()
    answer = page.locator(".assistant-message[data-status='done']").last
    answer.wait_for()
    assert "2019" in answer.inner_text()


def test_ungrounded_question_asks_back_and_the_answer_resumes(page) -> None:  # type: ignore[no-untyped-def]
    ask(page, "how did we do?")
    card = pending_card(page)
    assert "question" in card.inner_text().lower()
    card.locator("textarea[name='__message']").fill("revenue by month")
    card.locator(".card-submit-respond").click()
    page.locator(".approval-card[data-status='responded']").wait_for()
    sql_card = pending_card(page)
    assert "product_price" in sql_card.locator(".card-code").inner_text()


def test_bad_input_gets_clear_messages(page) -> None:  # type: ignore[no-untyped-def]
    page.locator("#send-button").click()
    assert "Type a question first" in page.locator("#notice").inner_text()

    ask(page, "What is the revenue by location?")
    pending_card(page)
    ask(page, "and by month?")
    notice = page.locator("#notice")
    notice.wait_for()
    assert "Decide the pending card first" in notice.inner_text()

    card = pending_card(page)
    card.locator(".card-edit").click()
    card.locator(".card-edit-form textarea[name='/sql']").fill("SELECT no_such_column FROM no_such_table")
    card.locator(".card-submit-edit").click()
    error_step = page.locator(".step-row[data-status='error']").last
    error_step.wait_for()
    answer = page.locator(".assistant-message[data-status='done']").last
    answer.wait_for()
    assert "did not run" in answer.inner_text()
    assert "no_such_table" in answer.inner_text().lower() or "no_such" in answer.inner_text().lower()
