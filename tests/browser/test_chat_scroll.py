"""The chat stays on the newest item while a person reads at the bottom, and stays put when they scroll up."""

from __future__ import annotations

import pytest

from tests.browser.test_chat_flow import ask, pending_card

pytestmark = [pytest.mark.browser, pytest.mark.slow]

IN_VIEW = """(sel) => {
  const box = document.querySelector('#chat-scroll').getBoundingClientRect();
  const els = document.querySelectorAll(sel);
  const r = els[els.length - 1].getBoundingClientRect();
  return r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
}"""
FIRST_VISIBLE = """() => {
  const box = document.querySelector('#chat-scroll').getBoundingClientRect();
  const items = [...document.querySelectorAll('#chat-items > *')];
  const seen = items.find((el) => el.getBoundingClientRect().bottom > box.top + 1);
  return [items.indexOf(seen), Math.round(seen.getBoundingClientRect().top)];
}"""


def _answer(page, question: str) -> None:  # type: ignore[no-untyped-def]
    before = page.locator(".assistant-message[data-status='done']").count()
    ask(page, question)
    pending_card(page).locator(".card-approve").click()
    page.locator(".assistant-message[data-status='done']").nth(before).wait_for()
    page.locator(".working-line").wait_for(state="detached")


def test_the_newest_answer_is_in_view_and_reading_up_is_not_interrupted(page) -> None:  # type: ignore[no-untyped-def]
    page.set_viewport_size({"width": 1280, "height": 700})
    for question in ("revenue by store", "orders by month in 2019", "revenue by product"):
        _answer(page, question)
        page.wait_for_timeout(200)  # the chart is drawn and laid out
        assert page.evaluate(IN_VIEW, ".assistant-message"), f"the answer to {question!r} is out of view"
    overflow = page.evaluate(
        "() => { const s = document.querySelector('#chat-scroll'); return s.scrollHeight - s.clientHeight; }"
    )
    assert overflow > 300, "the conversation is longer than the pane (else nothing here is tested)"

    page.locator("#chat-scroll").hover()
    page.mouse.wheel(0, -600)  # the person scrolls up to read an earlier answer
    page.wait_for_timeout(300)
    before = page.evaluate(FIRST_VISIBLE)
    assert not page.evaluate(IN_VIEW, ".assistant-message")
    ask(page, "how many orders are there?")  # a new question and its card arrive below
    pending_card(page)
    page.wait_for_timeout(300)
    after = page.evaluate(FIRST_VISIBLE)
    assert after[0] == before[0] and abs(after[1] - before[1]) <= 2, (
        f"what the person reads moved: {before} -> {after}"
    )
