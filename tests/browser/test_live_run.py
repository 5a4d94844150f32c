"""A run has one owner: every tab on a conversation follows it live, and it survives a crash after Approve.

- two tabs on one conversation: a card decided in tab B, started in tab A, answers in both; a tab opened
  mid-run follows the run;
- a fresh data folder: the very first page load is complete (suggestions, the source), no database error;
- kill -9 while an approved (edited) slow query runs: after a restart the query runs to completion exactly
  once, the answer reaches the chat and the audit says applied;
- SIGTERM ends the app quickly with a card pending; the card is back after the restart.
"""

from __future__ import annotations

import csv
import io
import signal
import time
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import _free_port, start_app
from tests.browser.test_chat_flow import ask, pending_card
from tests.chat_child import SLOW_SQL

pytestmark = [pytest.mark.browser, pytest.mark.slow]

DONE = ".assistant-message[data-status='done']"


def _new_tab(context, url: str):  # type: ignore[no-untyped-def]
    page = context.new_page()
    page.set_default_timeout(30_000)
    page.goto(url + "/")
    page.wait_for_selector("#question-input")
    return page


def test_a_card_started_in_tab_a_and_decided_in_tab_b_answers_in_both(browser, app_server) -> None:  # type: ignore[no-untyped-def]
    context = browser.new_context(viewport={"width": 1280, "height": 900})  # one browser: one conversation
    try:
        tab_a = _new_tab(context, app_server.url)
        ask(tab_a, "What is the revenue by location?")
        card_a = pending_card(tab_a)
        interrupt_id = card_a.get_attribute("data-interrupt-id")
        tab_b = _new_tab(context, app_server.url)  # opened mid-run: it catches up, then follows
        card_b = pending_card(tab_b)
        assert card_b.get_attribute("data-interrupt-id") == interrupt_id
        card_b.locator(".card-approve").click()
        for tab in (tab_a, tab_b):
            tab.locator(
                f".approval-card[data-interrupt-id='{interrupt_id}'][data-status='approved']"
            ).wait_for()
            tab.locator(".result-table").last.wait_for()
            tab.locator(DONE).last.wait_for()
            # the run ends just after its answer (the intent is marked applied, the checkpoint read): the
            # Stop button goes then; a run left running or waiting keeps it and fails here
            expect(tab.locator("#stop-button")).to_have_count(0, timeout=15_000)
        # tab A, which started the run, is free for the next question right away
        ask(tab_a, "orders by month in 2018")
        pending_card(tab_a)
        pending_card(tab_b)  # and tab B follows that run too
    finally:
        context.close()


def _audit(url: str) -> list[dict[str, str]]:
    with urllib.request.urlopen(url + "/api/audit.csv", timeout=10) as resp:
        return list(csv.DictReader(io.StringIO(resp.read().decode())))


def test_fresh_folder_kill_9_after_approve_and_a_graceful_stop(browser, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    data = tmp_path / "fresh" / "data"  # does not exist yet: the app creates it before anything opens it
    port = _free_port()
    app = start_app(data, tmp_path / "app1.log", port=port)
    try:
        context = browser.new_context(viewport={"width": 1280, "height": 900})
        try:
            page = _new_tab(context, app.url)
            # the very first page load is complete
            page.locator(".suggestion").first.wait_for()
            assert "demo" in page.locator("#source-name").inner_text()
            assert "unable to open database file" not in (tmp_path / "app1.log").read_text()

            # approve an edited, slow query, then kill -9 while it runs
            ask(page, "What is the revenue by location?")
            card = pending_card(page)
            interrupt_id = card.get_attribute("data-interrupt-id")
            card.locator(".card-edit").click()
            card.locator(".card-edit-form textarea[name='/sql']").fill(SLOW_SQL)
            card.locator(".card-submit-edit").click()
            page.locator(
                f".approval-card[data-interrupt-id='{interrupt_id}'][data-status='edited']"
            ).wait_for()
            time.sleep(1.5)  # the edited query takes ~10 s: it is running now
            app.stop(signal.SIGKILL)
            assert not list((data / "results").glob("*.parquet")), "the killed query never finished"

            app = start_app(data, tmp_path / "app2.log", port=port)
            page.reload()
            page.locator(".result-table").last.wait_for(timeout=120_000)
            page.locator(DONE).last.wait_for(timeout=60_000)
            expect(page.locator("#stop-button")).to_have_count(0, timeout=15_000)  # nothing left running
            rows = [r for r in _audit(app.url) if r["interrupt_id"] == interrupt_id]
            assert [(r["decision"], r["outcome"]) for r in rows] == [("edit", "applied")]
            parquet = list((data / "results").glob("*.parquet"))
            assert len(parquet) == 1, "the approved query ran to completion exactly once"

            # SIGTERM with a card pending: the app ends quickly; the card is back after a restart
            ask(page, "orders by month in 2018")
            pending_id = pending_card(page).get_attribute("data-interrupt-id")
            started = time.monotonic()
            app.stop(signal.SIGTERM)
            took = time.monotonic() - started
            assert app.proc.returncode is not None
            assert took < 15, f"SIGTERM took {took:.1f} s (it must not hang)"
            print(f"SIGTERM -> exit: {took:.2f} s")
            app = start_app(data, tmp_path / "app3.log", port=port)
            page.reload()
            assert pending_card(page).get_attribute("data-interrupt-id") == pending_id
        finally:
            context.close()
    finally:
        app.stop()
