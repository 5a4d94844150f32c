"""Screenshots of the main screens for the README: ``.venv/bin/python scripts/screenshots.py [OUT_DIR]``.

Starts the real app on a temporary data folder, drives Chromium like a person (ask, approve, open the
audit and settings pages, dark mode) and writes PNGs (default: docs/screenshots/).
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS, start_app  # noqa: E402


def main(out: Path) -> None:
    from playwright.sync_api import sync_playwright

    out.mkdir(parents=True, exist_ok=True)
    data_dir = Path(tempfile.mkdtemp(prefix="askdata-shots-"))
    app = start_app(data_dir, data_dir / "app.log")
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            page = browser.new_page(viewport={"width": 1280, "height": 860})
            page.goto(app.url + "/")
            page.wait_for_selector("#question-input")
            page.screenshot(path=out / "1-empty-chat.png")

            page.fill("#question-input", "What is the revenue by location in 2019?")
            page.press("#question-input", "Enter")
            card = page.locator(".approval-card[data-status='pending']").last
            card.wait_for()
            page.wait_for_timeout(300)
            page.screenshot(path=out / "2-approval-card.png")

            card.locator(".card-edit").click()
            page.wait_for_timeout(300)
            page.screenshot(path=out / "3-edit-form.png")
            card.locator(".card-submit-edit").click()
            page.locator(".assistant-message[data-status='done']").last.wait_for()
            page.locator(".result-chart .main-svg").first.wait_for()
            page.wait_for_timeout(500)
            page.screenshot(path=out / "4-answer-chart-table.png")

            page.fill("#question-input", "how did we do?")
            page.press("#question-input", "Enter")
            page.locator(".approval-card[data-status='pending']").last.wait_for()
            page.wait_for_timeout(300)
            page.screenshot(path=out / "5-question-card.png")

            page.goto(app.url + "/audit")
            page.locator(".audit-row").first.wait_for()
            page.screenshot(path=out / "6-audit.png")

            page.goto(app.url + "/settings")
            page.locator(".source-row").first.wait_for()
            page.screenshot(path=out / "7-settings.png")

            page.goto(app.url + "/")
            page.wait_for_selector("#question-input")
            page.locator("#theme-toggle").click()
            page.wait_for_timeout(500)
            page.screenshot(path=out / "8-dark-mode.png")
            browser.close()
    finally:
        app.stop()
    print(f"wrote {len(list(out.glob('*.png')))} screenshots to {out}")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots")
