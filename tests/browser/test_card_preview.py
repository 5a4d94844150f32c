"""Issue 13 in Chromium: the impact preview and an edit's diff are visible on the card; a step the approval
policy let through says why.

The app runs with its own data folder and a policy file that lets reads of ``locations`` alone run without
asking and asks for everything else.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import RunningApp, require_chromium, start_app
from tests.browser.test_chat_flow import ask, pending_card

pytestmark = [pytest.mark.browser, pytest.mark.slow]

POLICY = """\
tools:
  run_sql:
    auto_approve:
      - name: store-lookups
        tables: [locations]
"""
DONE = ".assistant-message[data-status='done']"


@pytest.fixture(scope="module")
def policy_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RunningApp]:
    require_chromium()
    data_dir = tmp_path_factory.mktemp("askdata-policy-data")
    policy = data_dir / "policy.yaml"
    policy.write_text(POLICY)
    app = start_app(data_dir, data_dir / "app.log", extra_env={"ASKDATA_POLICY_PATH": str(policy)})
    yield app
    app.stop()


@pytest.fixture
def policy_page(browser, policy_app: RunningApp):  # type: ignore[no-untyped-def]
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(30_000)
    pg = context.new_page()
    errors: list[str] = []
    pg.on("pageerror", lambda exc: errors.append(str(exc)))
    pg.goto(policy_app.url + "/")
    pg.wait_for_selector("#question-input")
    yield pg
    context.close()
    assert not errors, f"JavaScript errors on the page: {errors}"


def test_a_read_of_allowed_tables_runs_without_asking_and_says_why(policy_page) -> None:  # type: ignore[no-untyped-def]
    page = policy_page
    ask(page, "which stores are there?")
    page.locator(DONE).last.wait_for()
    assert page.locator(".approval-card").count() == 0, "no card: the policy let the read through"
    step = page.locator(".step-row[data-tool='run_sql']").last
    note = step.locator(".auto-approved")
    expect(note).to_be_visible()
    assert note.inner_text().startswith("Ran without asking because rule 'store-lookups'")
    assert "only allowed tables" in note.inner_text()
    table = page.locator(".result-table").last
    table.wait_for()
    assert "Brooklyn" in table.inner_text()
    assert page.locator(DONE).last.inner_text().strip(), "the answer arrived"


def test_the_card_shows_its_preview_and_an_edit_its_diff(policy_page) -> None:  # type: ignore[no-untyped-def]
    page = policy_page
    ask(page, "What is the revenue by location?")
    card = pending_card(page)
    preview = card.locator(".impact-preview")
    expect(preview).to_be_visible()
    reads = preview.locator(".preview-read")
    expect(reads).to_have_count(3)
    read_text = " | ".join(reads.all_inner_texts())
    for table, column in (
        ("order_items", "product_price"),
        ("orders", "location_id"),
        ("locations", "location_name"),
    ):
        assert table in read_text and column in read_text, read_text
    expect(preview.locator(".preview-estimate")).to_have_text(
        re.compile(r"~[\d,]+ rows returned \(the engine's estimate, nothing ran\)")
    )
    expect(preview.locator(".preview-badge").filter(has_text="Full scan: order_items")).to_be_visible()
    assert card.locator(".auto-approved").count() == 0

    card.locator(".card-edit").click()
    editor = card.locator(".card-edit-form textarea[name='/sql']")
    editor.fill(editor.input_value().rstrip().rstrip(";") + "\nLIMIT 2")
    card.locator(".card-submit-edit").click()
    edited = page.locator(".approval-card[data-status='edited']").last
    edited.wait_for()
    expect(edited.get_by_text("What ran (edited)")).to_be_visible()
    expect(edited.locator(".card-executed-sql")).to_contain_text("LIMIT 2")
    assert edited.locator(".impact-preview").count() == 0, "the preview is for the decision only"
    diff = edited.locator(".card-diff")
    expect(diff).to_be_hidden()
    edited.locator(".card-diff-toggle").click()
    expect(diff).to_be_visible()
    expect(diff).to_contain_text("+LIMIT 2")

    table = page.locator(".result-table").last
    table.wait_for()
    expect(table.locator("tbody tr")).to_have_count(2)
    page.locator(DONE).last.wait_for()
    step = page.locator(".step-row[data-tool='run_sql']").last
    expect(step.locator(".sql-text")).to_be_hidden()  # a collapsed step shows its label only
    step.locator(".step-toggle").click()
    expect(step.locator(".sql-text")).to_be_visible()
    expect(step.locator(".sql-text")).to_contain_text("LIMIT 2")
    step.locator(".step-toggle").click()
    expect(step.locator(".sql-text")).to_be_hidden()
    assert step.locator(".auto-approved").count() == 0, "a decided step is not 'ran without asking'"
