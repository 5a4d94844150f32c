"""Guest mode (ASKDATA_GUEST_MODE=1) on all interfaces: the app starts without sign-in, every page shows the
banner, loopback stays the local admin."""

from __future__ import annotations

import urllib.error
import urllib.request
from collections.abc import Iterator

import pytest

from tests.browser.conftest import RunningApp, require_chromium, start_app

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def guest_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RunningApp]:
    require_chromium()
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


def test_guest_mode_serves_beyond_loopback_with_a_banner_on_every_page(
    guest_app: RunningApp, browser
) -> None:  # type: ignore[no-untyped-def]
    """Bound to every interface without sign-in: allowed only as guest mode, and every page says so.

    The visit stays on loopback (this workplace's tests reach no other address); that a visitor from another
    address is a guest analyst known by that address is shown without a network in
    tests/test_auth_core.py (``resolve_principal`` with a peer address)."""
    assert _status(guest_app.url + "/api/audit.csv") == 200, "loopback is the local admin"
    context = browser.new_context()
    try:
        page = context.new_page()
        page.set_default_timeout(60_000)
        for route, ready in (
            ("/", "#question-input"),
            ("/inbox", "#inbox-empty"),
            ("/settings", "#guest-banner"),
        ):
            page.goto(guest_app.url + route)
            page.wait_for_selector(ready)
            assert "Guest mode" in page.inner_text("#guest-banner"), route
    finally:
        context.close()
