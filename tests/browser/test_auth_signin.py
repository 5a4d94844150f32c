"""Sign-in against the real app (``reflex run --env prod``, ASKDATA_AUTH=password) in Chromium: the chat is
behind the sign-in page, a wrong password is refused, logout ends access; a page served from another
origin can neither read the audit nor open the event socket."""

from __future__ import annotations

import re
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from tests.browser.conftest import (
    ROOT,
    RunningApp,
    _free_port,
    require_chromium,
    start_app,
)

pytestmark = pytest.mark.browser

ADMIN, ADMIN_PASSWORD = "root", "root-password-1"
ANALYST, ANALYST_PASSWORD = "ana", "ana-password-1"
APPROVER, APPROVER_PASSWORD = "val", "val-password-1"


@pytest.fixture(scope="module")
def signed_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RunningApp]:
    require_chromium()
    data_dir = tmp_path_factory.mktemp("askdata-auth")
    env = {"ASKDATA_DATA_DIR": str(data_dir)}
    import os

    full = {**os.environ, **env}
    for args, secret in (
        (["create-admin", ADMIN], ADMIN_PASSWORD),
        (["add-user", ANALYST, "--role", "analyst"], ANALYST_PASSWORD),
        (["add-user", APPROVER, "--role", "approver"], APPROVER_PASSWORD),
    ):
        subprocess.run(
            [sys.executable, "-m", "askdata_app.auth", *args, "--password-stdin"],
            input=secret + "\n",
            text=True,
            check=True,
            cwd=ROOT,
            env=full,
        )
    app = start_app(data_dir, data_dir / "app.log", extra_env={"ASKDATA_AUTH": "password"})
    yield app
    app.stop()


@pytest.fixture
def chromium(browser: object) -> object:
    """The package's Chromium (a second sync Playwright beside it fails: "Sync API inside the asyncio
    loop")."""
    return browser


def _sign_in(page, app: RunningApp, name: str, password: str) -> None:  # type: ignore[no-untyped-def]
    page.goto(app.url + "/")
    page.wait_for_url("**/login")
    page.fill("#login-name", name)
    page.fill("#login-password", password)
    page.click("#login-submit")


def test_sign_in_logout_and_the_audit_csv(signed_app: RunningApp, chromium) -> None:  # type: ignore[no-untyped-def]
    context = chromium.new_context()
    context.set_default_timeout(30_000)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    assert page.request.get(signed_app.url + "/api/audit.csv").status == 401

    _sign_in(page, signed_app, ADMIN, "wrong-password")
    page.wait_for_selector("#login-error")
    assert "Wrong name or password" in page.inner_text("#login-error")

    page.fill("#login-password", ADMIN_PASSWORD)
    page.click("#login-submit")
    page.wait_for_selector("#question-input")
    assert page.request.get(signed_app.url + "/api/audit.csv").status == 200, "the cookie opens the routes"

    page.goto(signed_app.url + "/inbox")
    page.wait_for_selector("#inbox-empty")
    page.click("#logout")
    page.wait_for_url("**/login")
    assert page.request.get(signed_app.url + "/api/audit.csv").status == 401, "logout ends access"
    page.goto(signed_app.url + "/")
    page.wait_for_url("**/login")
    context.close()
    assert not errors, errors


def test_an_analyst_is_refused_the_audit(signed_app: RunningApp, chromium) -> None:  # type: ignore[no-untyped-def]
    context = chromium.new_context()
    context.set_default_timeout(30_000)
    page = context.new_page()
    _sign_in(page, signed_app, ANALYST, ANALYST_PASSWORD)
    page.wait_for_selector("#question-input")
    assert page.request.get(signed_app.url + "/api/audit.csv").status == 403
    page.goto(signed_app.url + "/audit")
    page.wait_for_selector("#audit-refused")
    assert page.locator(".audit-row").count() == 0
    context.close()


EVIL_PAGE = """<!doctype html><html><body><script>
const app = "__APP__";
async function probe() {
  const out = {};
  try {
    const r = await fetch(app + "/api/audit.csv", {credentials: "include"});
    out.audit = "read:" + r.status;
  } catch (e) { out.audit = "blocked"; }
  out.socket = await new Promise((resolve) => {
    const ws = new WebSocket(app.replace("http", "ws") + "/_event/?EIO=4&transport=websocket");
    ws.onopen = () => resolve("open");
    ws.onerror = () => resolve("refused");
    setTimeout(() => resolve("timeout"), 10000);
  });
  document.title = JSON.stringify(out);
}
probe();
</script></body></html>"""


def test_a_page_from_another_origin_can_neither_read_the_audit_nor_open_the_socket(
    signed_app: RunningApp, chromium, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "index.html").write_text(EVIL_PAGE.replace("__APP__", signed_app.url))
    port = _free_port()
    server = ThreadingHTTPServer(
        ("127.0.0.1", port), partial(SimpleHTTPRequestHandler, directory=str(tmp_path))
    )
    threading.Thread(target=server.serve_forever, daemon=True).start()
    context = chromium.new_context()
    context.set_default_timeout(30_000)
    page = context.new_page()
    # signed in as the admin first, so the browser holds a valid session cookie for the app
    _sign_in(page, signed_app, ADMIN, ADMIN_PASSWORD)
    page.wait_for_selector("#question-input")
    try:
        page.goto(f"http://localhost:{port}/index.html")
        page.wait_for_function("document.title.startsWith('{')", timeout=30_000)
        import json

        result = json.loads(page.title())
    finally:
        server.shutdown()
        context.close()
    assert result["audit"] == "blocked", result
    assert result["socket"] == "refused", result
    with socket.create_connection(("127.0.0.1", int(signed_app.url.rsplit(":", 1)[1]))):
        pass  # the app is still up


def test_an_approver_approves_from_the_inbox_and_the_answer_reaches_the_askers_tab(
    signed_app: RunningApp, chromium
) -> None:  # type: ignore[no-untyped-def]
    from tests.browser.test_chat_flow import ask, pending_card

    analyst_ctx, approver_ctx = chromium.new_context(), chromium.new_context()
    for ctx in (analyst_ctx, approver_ctx):
        ctx.set_default_timeout(60_000)
    analyst, approver = analyst_ctx.new_page(), approver_ctx.new_page()
    _sign_in(analyst, signed_app, ANALYST, ANALYST_PASSWORD)
    analyst.wait_for_selector("#question-input")
    ask(analyst, "What is the revenue by location?")
    pending_card(analyst)

    _sign_in(approver, signed_app, APPROVER, APPROVER_PASSWORD)
    approver.wait_for_selector("#question-input")
    approver.goto(signed_app.url + "/inbox")
    card = approver.locator(".inbox-card").first
    card.wait_for()
    assert "What is the revenue by location?" in card.inner_text()
    text = card.inner_text()  # the offline analyst asks query_metrics for it: MetricFlow's SQL
    assert "query_metrics" in text and re.search(r"SUM\([\w.]*product_price\)", text), text
    card.locator(".inbox-approve").click()
    approver.wait_for_selector("#inbox-notice")
    assert "Approved" in approver.inner_text("#inbox-notice")

    answer = analyst.locator(".assistant-message[data-status='done']").last
    answer.wait_for()
    assert any(ch.isdigit() for ch in answer.inner_text()), "the answer streamed into the asker's tab"
    approver.goto(signed_app.url + "/inbox")
    approver.wait_for_selector("#inbox-empty")
    audit = approver.request.get(signed_app.url + "/api/audit.csv").text()
    assert any(line.split(",")[1:2] == [APPROVER] for line in audit.splitlines()), "recorded as the approver"
    analyst_ctx.close()
    approver_ctx.close()
