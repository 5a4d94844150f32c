"""Four-eyes in Chromium against the real app (``reflex run --env prod``, ASKDATA_AUTH=password) with a
policy file whose ``run_sql`` has ``self_approval: false``: the analyst who asked sees who may decide and
why they may not approve their own request, and they are offered Reject only; an approver approves from the
inbox and the answer reaches the analyst's tab."""

from __future__ import annotations

import csv
import io
import os
import subprocess
import sys
from collections.abc import Iterator

import pytest

from tests.browser.conftest import ROOT, RunningApp, require_chromium, start_app
from tests.browser.test_auth_signin import (
    ANALYST,
    ANALYST_PASSWORD,
    APPROVER,
    APPROVER_PASSWORD,
    _sign_in,
    chromium,  # noqa: F401  (the package Chromium, as test_auth_signin names it)
)

pytestmark = pytest.mark.browser

FOUR_EYES_POLICY = """\
tools:
  run_sql:
    decisions: [approve, edit, reject]
    deciders: [asker, approver, admin]
    self_approval: false
"""


@pytest.fixture(scope="module")
def four_eyes_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RunningApp]:
    require_chromium()
    data_dir = tmp_path_factory.mktemp("askdata-four-eyes")
    policy = data_dir / "policy.yaml"
    policy.write_text(FOUR_EYES_POLICY)
    env = {**os.environ, "ASKDATA_DATA_DIR": str(data_dir)}
    for args, secret in (
        (["add-user", ANALYST, "--role", "analyst"], ANALYST_PASSWORD),
        (["add-user", APPROVER, "--role", "approver"], APPROVER_PASSWORD),
    ):
        subprocess.run(
            [sys.executable, "-m", "askdata_app.auth", *args, "--password-stdin"],
            input=secret + "\n",
            text=True,
            check=True,
            cwd=ROOT,
            env=env,
        )
    app = start_app(
        data_dir,
        data_dir / "app.log",
        extra_env={"ASKDATA_AUTH": "password", "ASKDATA_POLICY_PATH": str(policy)},
    )
    yield app
    app.stop()


def test_four_eyes_refuses_self_approval_and_an_approver_approves_from_the_inbox(
    four_eyes_app: RunningApp,
    chromium,  # noqa: F811
) -> None:  # type: ignore[no-untyped-def]
    from tests.browser.test_chat_flow import ask, pending_card

    analyst_ctx, approver_ctx = chromium.new_context(), chromium.new_context()
    for ctx in (analyst_ctx, approver_ctx):
        ctx.set_default_timeout(90_000)
    analyst, approver = analyst_ctx.new_page(), approver_ctx.new_page()
    errors: list[str] = []
    for page in (analyst, approver):
        page.on("pageerror", lambda exc: errors.append(str(exc)))

    _sign_in(analyst, four_eyes_app, ANALYST, ANALYST_PASSWORD)
    analyst.wait_for_selector("#question-input")
    ask(analyst, "What is the revenue by location?")
    card = pending_card(analyst)
    # what the analyst sees: who may decide, and why they may not approve their own request
    deciders = card.locator(".card-deciders").inner_text()
    assert "Decided by: the person who asked, approvers, admins" in deciders
    assert "four-eyes" in deciders
    reason = card.locator(".card-four-eyes").inner_text()
    assert "Four-eyes rule: someone else must approve your own request" in reason
    assert card.locator(".card-read-only").count() == 0, (
        "the asker keeps Reject, so the card is not read-only"
    )
    # the asker is offered Reject only, not Approve or Edit (the service refuses those too: test_authz_matrix)
    buttons = [b.strip() for b in card.locator("button").all_inner_texts() if b.strip()]
    assert "Reject" in buttons and "Approve" not in buttons and "Edit" not in buttons, buttons
    assert card.locator(".card-approve").count() == 0 and card.locator(".card-edit").count() == 0
    assert card.get_attribute("data-status") == "pending"

    # an approver approves it from the inbox
    _sign_in(approver, four_eyes_app, APPROVER, APPROVER_PASSWORD)
    approver.wait_for_selector("#question-input")
    approver.goto(four_eyes_app.url + "/inbox")
    entry = approver.locator(".inbox-card").first
    entry.wait_for()
    assert "What is the revenue by location?" in entry.inner_text()
    assert ANALYST in entry.inner_text(), "the inbox says who asked"
    entry.locator(".inbox-approve").click()
    approver.wait_for_selector("#inbox-notice")
    assert "Approved" in approver.inner_text("#inbox-notice")

    # the analyst's tab shows the answer, the card approved
    answer = analyst.locator(".assistant-message[data-status='done']").last
    answer.wait_for()
    assert any(ch.isdigit() for ch in answer.inner_text()), "the answer streamed into the asker's tab"
    analyst.locator(".approval-card[data-status='approved']").first.wait_for()
    assert analyst.locator(".approval-card[data-status='pending']").count() == 0

    audit = approver.request.get(four_eyes_app.url + "/api/audit.csv").text()
    rows = list(csv.DictReader(io.StringIO(audit)))
    assert [(r["user"], r["decision"]) for r in rows] == [(APPROVER, "approve")], (
        "the refusal recorded nothing"
    )
    analyst_ctx.close()
    approver_ctx.close()
    assert not errors, errors
