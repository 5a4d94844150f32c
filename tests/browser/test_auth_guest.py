"""Guest mode (ASKDATA_GUEST_MODE=1) on all interfaces: the app starts without sign-in, every page shows the
banner, a visitor from another address is a guest analyst (no audit), loopback stays the local admin."""

from __future__ import annotations

import socket
import urllib.error
import urllib.request
from collections.abc import Iterator

import pytest

from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS, RunningApp, require_chromium, start_app

pytestmark = pytest.mark.browser


def _own_address() -> str:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("10.255.255.255", 1))  # sends nothing; picks the default route's interface
        return str(probe.getsockname()[0])


@pytest.fixture(scope="module")
def guest_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RunningApp]:
    require_chromium()
    if _own_address().startswith("127."):
        pytest.fail("this machine has no non-loopback address to visit the app from")
    data_dir = tmp_path_factory.mktemp("askdata-guest")
    app = start_app(
        data_dir, data_dir / "app.log", extra_env={"ASKDATA_HOST": "0.0.0.0", "ASKDATA_GUEST_MODE": "1"}
    )
    yield app
    app.stop()


def _status(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=60) as resp:
            return int(resp.status)
    except urllib.error.HTTPError as err:
        return err.code


def test_guests_see_the_banner_and_are_not_admins(guest_app: RunningApp) -> None:
    from playwright.sync_api import sync_playwright

    port = guest_app.url.rsplit(":", 1)[1]
    outside = f"http://{_own_address()}:{port}"
    assert _status(guest_app.url + "/api/audit.csv") == 200, "loopback is the local admin"
    assert _status(outside + "/api/audit.csv") == 403, "a visitor from another address is a guest analyst"
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page()
        page.set_default_timeout(60_000)
        page.goto(outside + "/")
        page.wait_for_selector("#question-input")
        assert "Guest mode" in page.inner_text("#guest-banner")
        page.goto(outside + "/inbox")
        page.wait_for_selector("#inbox-empty")
        assert page.locator("#guest-banner").is_visible()
        # the socket from this origin works and the server knows the visitor as a guest by address
        page.wait_for_function("document.querySelector('#user-name')?.innerText.startsWith('guest@')")
        assert page.inner_text("#user-name") == f"guest@{_own_address()}"
        browser.close()
