"""Manual check of the team setup: several Reflex workers behind Redis, checkpoints and app DB in PostgreSQL.

``.venv/bin/python scripts/multi_worker_check.py`` needs Redis (127.0.0.1:6379), PostgreSQL (127.0.0.1:5432)
and Chromium. It starts the app in prod mode with ``REFLEX_REDIS_URL`` (Reflex then runs several workers),
asks a question, reloads the tab a few times (a reloaded tab may land on another worker, which holds no
future), approves the card and checks that the answer arrives, the card closes and one decision is recorded.
Not part of the test suite: on a 2-core machine five workers plus Chromium are slow and timing-sensitive.
"""

from __future__ import annotations

import sys
import tempfile
import uuid
from pathlib import Path

import psycopg

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS, start_app  # noqa: E402

ADMIN = "postgresql://postgres@127.0.0.1:5432/postgres"


def main() -> int:
    from playwright.sync_api import sync_playwright
    from sqlalchemy import create_engine, text

    name = f"askdata_multi_{uuid.uuid4().hex[:8]}"
    with psycopg.connect(ADMIN, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    url = f"postgresql+psycopg://postgres@127.0.0.1:5432/{name}"
    data_dir = Path(tempfile.mkdtemp(prefix="askdata-multi-"))
    env = {
        "REFLEX_REDIS_URL": "redis://127.0.0.1:6379/0",
        "ASKDATA_APP_DB_URL": url,
        "ASKDATA_CHECKPOINT_URL": url,
    }
    app = start_app(data_dir, data_dir / "app.log", extra_env=env)
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            page = browser.new_page()
            page.set_default_timeout(60_000)
            page.goto(app.url + "/")
            page.wait_for_selector("#question-input")
            page.fill("#question-input", "revenue by store")
            page.press("#question-input", "Enter")
            page.locator(".approval-card[data-status='pending']").last.wait_for()
            for _ in range(3):
                page.reload()
                page.locator(".approval-card[data-status='pending']").last.wait_for()
            page.locator(".approval-card[data-status='pending'] .card-approve").last.click()
            page.locator(".approval-card[data-status='approved']").wait_for()
            answer = page.locator(".assistant-message[data-status='done']").last
            answer.wait_for()
            print("answer:", answer.inner_text()[:120])
            browser.close()
        engine = create_engine(url)
        with engine.connect() as conn:
            count = conn.execute(text("SELECT COUNT(*) FROM decisions")).scalar_one()
        engine.dispose()
        print(f"decisions recorded: {count}")
        return 0 if count == 1 else 1
    finally:
        app.stop()
        with psycopg.connect(ADMIN, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


if __name__ == "__main__":
    sys.exit(main())
