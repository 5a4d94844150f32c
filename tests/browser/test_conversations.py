"""Conversations, Stop, safe rendering and themes, as a person uses them in Chromium."""

from __future__ import annotations

import pytest

from tests.browser.test_chat_flow import ask, pending_card

pytestmark = [pytest.mark.browser, pytest.mark.slow]


def approve_and_wait(page) -> None:  # type: ignore[no-untyped-def]
    before = page.locator(".assistant-message[data-status='done']").count()
    pending_card(page).locator(".card-approve").click()
    page.locator(".assistant-message[data-status='done']").nth(before).wait_for()


def test_two_conversations_switch_and_reload(page) -> None:  # type: ignore[no-untyped-def]
    first, second = "revenue by store in 2018", "orders by month in 2019"
    ask(page, first)
    approve_and_wait(page)
    page.locator(".result-chart .main-svg").first.wait_for()

    page.locator("#new-chat").click()
    page.locator(".suggestion").first.wait_for()  # an empty chat suggests questions
    ask(page, second)
    approve_and_wait(page)
    titles = page.locator(".conversation-title")
    titles.filter(has_text=first).first.wait_for()
    assert titles.first.inner_text() == second, "newest first"

    def open_chat(title: str) -> None:
        page.locator(".conversation-title").get_by_text(title, exact=True).first.click()
        page.locator(".user-message").filter(has_text=title).wait_for()

    open_chat(first)
    page.locator(".result-chart .main-svg").first.wait_for()
    assert "Brooklyn" in page.locator(".result-table").first.inner_text()
    assert page.locator(".approval-card[data-status='approved']").count() == 1

    page.reload()
    page.locator(".result-table").first.wait_for()
    assert "Brooklyn" in page.locator(".result-table").first.inner_text()
    page.locator(".result-chart .main-svg").first.wait_for()
    assert page.locator(".approval-card[data-status='approved']").count() == 1

    open_chat(second)
    page.locator(".result-chart .main-svg").first.wait_for()
    assert "Jan 2019" in page.locator(".result-table").first.inner_text()  # months at their grain


def test_rename_and_delete_a_conversation(page) -> None:  # type: ignore[no-untyped-def]
    ask(page, "revenue by product")
    pending_card(page)
    row = page.locator(".conversation-row").filter(has_text="revenue by product")
    row.wait_for()
    row.locator(".conversation-rename").click()
    field = page.locator(".rename-input input")
    field.fill("Product revenue check")
    field.press("Enter")
    renamed = page.locator(".conversation-row").filter(has_text="Product revenue check")
    renamed.wait_for()
    renamed.locator(".conversation-delete").click()
    page.locator(".delete-confirm").click()  # deleting asks first
    renamed.wait_for(state="detached")
    assert page.locator(".approval-card").count() == 0, "deleting the open chat starts a new one"


def test_stop_during_a_pending_approval(page) -> None:  # type: ignore[no-untyped-def]
    ask(page, "What is the revenue by location?")
    pending_card(page)
    page.locator("#stop-button").click()
    page.locator(".approval-card[data-status='cancelled']").wait_for()
    assert "Stopped" in page.locator("#notice").inner_text()
    assert page.locator(".card-approve").count() == 0

    ask(page, "orders by month")
    card = pending_card(page)
    card.locator(".card-approve").click()
    page.locator(".result-table").last.wait_for()


HOSTILE_SQL = (
    'SELECT \'<img src=x onerror="window.__xss=1">\' AS "<script>window.__xss=2</script>", '
    "'[click me](javascript:window.__xss=3)' AS \"[link](javascript:window.__xss=4)\", 1 AS n"
)


def test_hostile_text_from_the_data_renders_inert(page) -> None:  # type: ignore[no-untyped-def]
    dialogs: list[str] = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    ask(page, "What is the revenue by location?")
    card = pending_card(page)
    card.locator(".card-edit").click()
    card.locator(".card-edit-form textarea[name='/sql']").fill(HOSTILE_SQL)
    card.locator(".card-submit-edit").click()
    page.locator(".result-table").last.wait_for()
    answer = page.locator(".assistant-message[data-status='done']").last
    answer.wait_for()

    assert "<script>window.__xss=2</script>" in answer.inner_text(), "shown as text"
    assert page.evaluate("window.__xss") is None, "no injected script or handler ran"
    assert not dialogs
    items = page.locator("#chat-items")
    assert items.locator("script").count() == 0
    assert items.locator("img[onerror]").count() == 0
    hrefs = items.locator("a").evaluate_all("els => els.map(e => e.getAttribute('href') || '')")
    assert not [h for h in hrefs if h.strip().lower().startswith("javascript:")]
    assert "<img src=x" in page.locator(".result-table").last.inner_text()


def test_dark_mode_toggles(page) -> None:  # type: ignore[no-untyped-def]
    def is_dark() -> bool:
        return bool(page.evaluate("document.documentElement.classList.contains('dark')"))

    before = is_dark()
    page.locator("#theme-toggle").click()
    page.wait_for_function(
        f"document.documentElement.classList.contains('dark') === {str(not before).lower()}"
    )
    assert is_dark() != before


def test_narrow_window_keeps_everything_usable(browser, app_server) -> None:  # type: ignore[no-untyped-def]
    context = browser.new_context(viewport={"width": 900, "height": 800})
    try:
        pg = context.new_page()
        pg.goto(app_server.url + "/")
        pg.wait_for_selector("#question-input")
        ask(pg, "What is the revenue by location?")
        card = pending_card(pg)
        box = card.bounding_box()
        assert box is not None and box["x"] + box["width"] <= 900
        send = pg.locator("#send-button").bounding_box()
        assert send is not None and send["x"] + send["width"] <= 900
        assert pg.evaluate("document.documentElement.scrollWidth") <= 900
    finally:
        context.close()
