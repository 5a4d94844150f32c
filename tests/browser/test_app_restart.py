"""SIGKILL the real app with approvals pending in two conversations; after a restart on the same data folder
and port, each browser tab gets its card back (same interrupt) and each approved query runs exactly once."""

from __future__ import annotations

import signal
from pathlib import Path

import pytest

from tests.browser.conftest import _free_port, start_app
from tests.browser.test_chat_flow import ask, pending_card

pytestmark = [pytest.mark.browser, pytest.mark.slow]


def test_sigkill_with_pending_cards_then_each_runs_once(browser, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    port = _free_port()
    app = start_app(tmp_path, tmp_path / "app.log", port=port)
    contexts = [browser.new_context(viewport={"width": 1280, "height": 900}) for _ in range(2)]
    try:
        pages = [ctx.new_page() for ctx in contexts]
        interrupt_ids = []
        for page, question in zip(
            pages, ["revenue by store in 2019", "orders by month in 2018"], strict=True
        ):
            page.set_default_timeout(30_000)
            page.goto(app.url + "/")
            page.wait_for_selector("#question-input")
            ask(page, question)
            interrupt_ids.append(pending_card(page).get_attribute("data-interrupt-id"))
        assert len(set(interrupt_ids)) == 2

        app.stop(signal.SIGKILL)
        assert not list((tmp_path / "results").glob("*.parquet")), "nothing ran before the decisions"
        app = start_app(tmp_path, tmp_path / "app2.log", port=port)

        for page, interrupt_id in zip(pages, interrupt_ids, strict=True):
            page.reload()
            card = pending_card(page)
            assert card.get_attribute("data-interrupt-id") == interrupt_id, "the same card is back"
            card.locator(".card-approve").click()
            page.locator(".result-table").last.wait_for()
            page.locator(
                f".approval-card[data-interrupt-id='{interrupt_id}'][data-status='approved']"
            ).wait_for()
            page.locator(".assistant-message[data-status='done']").last.wait_for()
        parquet = list((tmp_path / "results").glob("*.parquet"))
        for _ in range(50):
            if len(parquet) >= 2:
                break
            page.wait_for_timeout(100)
            parquet = list((tmp_path / "results").glob("*.parquet"))
        assert len(parquet) == 2, "each approved query ran exactly once"
    finally:
        for ctx in contexts:
            ctx.close()
        app.stop()
