"""Browser tests: the real app (``reflex run --env prod``) driven by Debian's Chromium through Playwright."""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import IN_CI

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("ASKDATA_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
STARTUP_TIMEOUT_S = 420


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _wait_http(url: str, proc: subprocess.Popen[bytes], log: Path, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            msg = f"the app exited with {proc.returncode} before serving; log:\n{log.read_text()[-4000:]}"
            raise RuntimeError(msg)
        try:
            with urllib.request.urlopen(url, timeout=2) as resp:
                if resp.status == 200:
                    return
        except OSError:
            pass
        time.sleep(0.5)
    msg = f"the app did not answer at {url} within {timeout:.0f} s; log:\n{log.read_text()[-4000:]}"
    raise RuntimeError(msg)


class RunningApp:
    """A started askdata app process."""

    def __init__(self, url: str, data_dir: Path, proc: subprocess.Popen[bytes], log: Path) -> None:
        self.url = url
        self.data_dir = data_dir
        self.proc = proc
        self.log = log

    def stop(self, sig: int = signal.SIGINT) -> None:
        if self.proc.poll() is not None:
            return
        os.killpg(self.proc.pid, sig)
        try:
            self.proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait(timeout=10)


WEB_DIRS = ROOT / ".web-tests"
"""One frontend folder per app port: a prod build bakes its backend port into the page (env.json), so apps
of different ports built in one folder would send each other's pages to the wrong server."""


def _web_dir(port: int) -> Path:
    """The frontend folder for an app on ``port``: its own, seeded from an earlier one (node_modules
    hard-linked, the rest copied) so only the first app of a run installs the npm packages."""
    target = WEB_DIRS / str(port)
    if target.exists():
        return target
    WEB_DIRS.mkdir(exist_ok=True)
    seeds = [
        d
        for d in sorted(WEB_DIRS.iterdir())
        if (d / "node_modules").is_dir() and (d / "reflex.install_frontend_packages.cached").exists()
    ]
    if seeds:
        target.mkdir()
        for item in seeds[0].iterdir():
            if item.name in {"build", ".react-router"}:
                continue
            if item.name == "node_modules":
                subprocess.run(["cp", "-al", str(item), str(target / item.name)], check=True)
                for cache in (".vite", ".vite-temp", ".cache"):
                    shutil.rmtree(target / item.name / cache, ignore_errors=True)
            elif item.is_dir():
                shutil.copytree(item, target / item.name, symlinks=True)
            else:
                shutil.copy2(item, target / item.name)
    return target


def start_app(
    data_dir: Path,
    log: Path,
    *,
    port: int | None = None,
    extra_env: dict[str, str] | None = None,
    root: Path = ROOT,
) -> RunningApp:
    """Start ``reflex run --env prod`` on a free port with its own data folder; wait until it serves.

    ``root``: the checkout to run (default: this one; a benchmark may start another tree beside it).
    """
    port = port or _free_port()
    env = {
        **os.environ,
        "ASKDATA_DATA_DIR": str(data_dir),
        "ASKDATA_PORT": str(port),  # the allowed origins are the app's own: http://127.0.0.1:<port> ...
        "REFLEX_STATE_MANAGER_MODE": "memory",
        "REFLEX_TELEMETRY_ENABLED": "0",
        "PYTHONUNBUFFERED": "1",
        "REFLEX_WEB_WORKDIR": str(_web_dir(port)),
        **(extra_env or {}),
    }
    cmd = [
        sys.executable,
        "-m",
        "reflex",
        "run",
        "--env",
        "prod",
        "--frontend-port",
        str(port),
        "--backend-port",
        str(port),
        "--loglevel",
        "info",
    ]
    handle = log.open("ab")
    proc = subprocess.Popen(
        cmd, cwd=root, env=env, stdout=handle, stderr=subprocess.STDOUT, start_new_session=True
    )
    url = f"http://127.0.0.1:{port}"
    app = RunningApp(url, data_dir, proc, log)
    try:
        _wait_http(url + "/", proc, log, STARTUP_TIMEOUT_S)
        _wait_http(url + "/ping", proc, log, 60)
    except Exception:
        app.stop(signal.SIGKILL)
        raise
    return app


def extra_sources(folder: Path) -> dict[str, str]:
    """Two more named sources for the app under test: a small SQLite file and an unreachable PostgreSQL."""
    import sqlite3

    path = folder / "stores.sqlite"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE IF NOT EXISTS stores (name TEXT, city TEXT)")
        conn.execute("DELETE FROM stores")
        conn.executemany("INSERT INTO stores VALUES (?, ?)", [("North", "Oslo"), ("South", "Rome")])
    return {
        "stores_sqlite": f"sqlite:///{path}",
        "broken_pg": "postgresql+psycopg://analyst:s3cret-pw@127.0.0.1:1/nowhere",
    }


def require_chromium() -> None:
    if shutil.which(CHROMIUM) or Path(CHROMIUM).exists():
        return
    msg = f"Chromium not found at {CHROMIUM}: apt-get install -y chromium (or run .ci/run)"
    if IN_CI:
        pytest.fail(msg)
    pytest.skip(msg)


@pytest.fixture(scope="package")
def app_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RunningApp]:
    """One running app for the browser tests (each test opens its own conversation)."""
    require_chromium()
    data_dir = tmp_path_factory.mktemp("askdata-data")
    app = start_app(
        data_dir, data_dir / "app.log", extra_env={"ASKDATA_SOURCES": json.dumps(extra_sources(data_dir))}
    )
    yield app
    app.stop()


@pytest.fixture(scope="package")
def browser() -> Iterator[object]:
    """Chromium for this package's tests only: Playwright's sync API keeps an event loop running on the
    main thread while it is open, which asyncio tests after it must not see."""
    require_chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        instance = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield instance
        instance.close()


@pytest.fixture
def page(browser, app_server):  # type: ignore[no-untyped-def]
    """A fresh browser context (its own local storage, so its own conversation) on the app."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(30_000)
    pg = context.new_page()
    errors: list[str] = []
    pg.on("pageerror", lambda exc: errors.append(str(exc)))
    pg.goto(app_server.url + "/")
    pg.wait_for_selector("#question-input")
    yield pg
    context.close()
    assert not errors, f"JavaScript errors on the page: {errors}"
