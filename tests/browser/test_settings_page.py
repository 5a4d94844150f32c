"""The settings page lists the sources with their dialects, tests connections in plain words, hides secrets;
a chat can query another named source."""

from __future__ import annotations

import pytest

from tests.browser.test_chat_flow import ask

pytestmark = [pytest.mark.browser, pytest.mark.slow]


def test_sources_and_connection_tests(page, app_server) -> None:  # type: ignore[no-untyped-def]
    page.goto(app_server.url + "/settings")
    rows = page.locator(".source-row")
    rows.nth(2).wait_for()
    text = page.locator("#sources-table").inner_text()
    assert "demo" in text and "duckdb" in text
    assert "stores_sqlite" in text and "sqlite" in text
    assert "broken_pg" in text and "postgres" in text
    assert "s3cret-pw" not in page.content(), "passwords are never shown"
    assert "offline analyst" in page.locator("#settings-model").inner_text()

    demo = page.locator(".source-row[data-name='demo']")
    demo.locator(".source-test").click()
    demo.locator(".source-status").filter(has_text="Connected").wait_for()
    assert demo.locator(".source-status").inner_text() == "Connected."

    broken = page.locator(".source-row[data-name='broken_pg']")
    broken.locator(".source-test").click()
    page.wait_for_function(
        "document.querySelector(`.source-row[data-name='broken_pg'] .source-status`).innerText.length > 0"
    )
    status = broken.locator(".source-status").inner_text()
    assert status != "Connected." and "s3cret-pw" not in status
    assert any(word in status.lower() for word in ("reach", "refused", "connect", "unreachable"))


def test_a_chat_can_query_another_named_source(page) -> None:  # type: ignore[no-untyped-def]
    page.locator("#source-select").click()
    page.get_by_role("option", name="stores_sqlite").click()
    ask(page, "which stores are there?")
    step = page.locator(".step-row[data-tool='list_tables']").last
    step.wait_for()
    step.locator(".step-toggle").click()
    assert "stores_sqlite" in step.inner_text() and "(sqlite)" in step.inner_text()
    page.locator(".assistant-message[data-status='done']").last.wait_for()
