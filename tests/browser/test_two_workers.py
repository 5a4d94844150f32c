"""Two Reflex workers behind Redis: decide on either worker, kill one mid-run.

The real app (``reflex run --env prod``) with ``GRANIAN_WORKERS=2``, Reflex's Redis state manager and the
chat service's Redis broker. Tabs of one browser context share one conversation and land on either worker;
which worker holds a tab's event socket is read from Redis (the worker that records the socket's owner), and
which chat service is which worker from Redis too (the broker's connection is named after the service's
worker id); a Redis client's port leads to its process through the kernel (``ss``).

- a card started from a tab on one worker is approved from a tab on the other: every tab shows the answer,
  the query ran once;
- an edited slow query approved in the tab that asked (the same worker this time): that worker is killed with
  ``kill -9`` mid-query; granian replaces it, its tabs reconnect by themselves, another worker takes the
  decision over and applies it exactly once, and every tab shows the answer.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import signal
import sqlite3
import subprocess
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlparse

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import RunningApp, require_chromium, start_app
from tests.browser.test_chat_flow import ask, pending_card
from tests.chat_child import SLOW_SQL

pytestmark = [pytest.mark.browser, pytest.mark.slow]

REDIS_DB = 14  # Reflex's keys are not prefixed: a database of its own (other tests use db 0 with prefixes)
REDIS_URL = f"redis://127.0.0.1:6379/{REDIS_DB}"
DONE = ".assistant-message[data-status='done']"
MAX_TABS = 16  # tabs opened at most to get one on the other worker (extra ones are closed again)
_USERS = re.compile(r'\("([^"]+)",pid=(\d+),')


def _port(address: str) -> int:
    return int(address.rsplit(":", 1)[1])


def _tcp() -> list[tuple[int, int, int, str]]:
    """Established TCP connections of this user's processes: (local port, peer port, pid, process name)."""
    out = subprocess.run(
        ["ss", "-tnpH", "state", "established"], capture_output=True, text=True, check=True
    ).stdout
    rows = []
    for line in out.splitlines():
        fields = line.split()
        match = _USERS.search(line)
        if len(fields) < 4 or match is None:
            continue
        rows.append((_port(fields[2]), _port(fields[3]), int(match.group(2)), match.group(1)))
    return rows


def _service_pids() -> dict[str, int]:
    """Chat service worker id -> pid of the process whose broker connection carries that name."""
    import redis

    with redis.Redis.from_url(REDIS_URL) as client:
        clients = client.client_list()
    owner = {lp: pid for lp, pp, pid, _ in _tcp() if pp == 6379}
    prefix = "askdata-worker-"
    return {
        c["name"][len(prefix) :]: owner[_port(c["addr"])]
        for c in clients
        if c.get("name", "").startswith(prefix) and _port(c["addr"]) in owner
    }


def _workers(app: RunningApp) -> set[int]:
    """The granian worker processes (children of the app process)."""
    pids = set()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        fields = stat.rsplit(")", 1)[1].split()
        if int(fields[1]) == app.proc.pid and fields[0] != "Z":
            pids.add(int(entry.name))
    return pids


def _wait(what: str, check: Callable[[], Any], timeout: float = 60.0) -> Any:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = check()
        if value:
            return value
        time.sleep(0.2)
    raise AssertionError(f"timed out after {timeout:.0f} s waiting for {what}")


def _decision(app: RunningApp, interrupt_id: str) -> dict[str, str] | None:
    with sqlite3.connect(app.data_dir / "app.db") as conn:
        conn.row_factory = sqlite3.Row
        row = conn.execute(
            "SELECT decision, outcome, claimed_by FROM decisions WHERE interrupt_id = ?", (interrupt_id,)
        ).fetchone()
    return dict(row) if row else None


def _parquets(app: RunningApp) -> int:
    return len(list((app.data_dir / "results").glob("*.parquet")))


@pytest.fixture
def two_workers(tmp_path_factory: pytest.TempPathFactory, redis_url: str) -> Iterator[RunningApp]:
    """The app with two granian workers; a data folder that does not exist yet (both workers set it up)."""
    require_chromium()
    assert redis_url.rsplit("/", 1)[0] == REDIS_URL.rsplit("/", 1)[0], "the test suite's Redis"
    if shutil.which("ss") is None:
        pytest.fail(
            "`ss` (iproute2) is needed to tell which process holds a connection: apt-get install iproute2"
        )
    import redis

    with redis.Redis.from_url(REDIS_URL) as client:
        client.flushdb()
    folder = tmp_path_factory.mktemp("two-workers")
    app = start_app(
        folder / "data",
        folder / "app.log",
        extra_env={
            "GRANIAN_WORKERS": "2",
            "REFLEX_STATE_MANAGER_MODE": "redis",
            "REFLEX_REDIS_URL": REDIS_URL,
            "ASKDATA_REDIS_URL": REDIS_URL,
        },
    )
    try:
        pids = _wait(
            "two chat services, one per worker", lambda: len(_service_pids()) == 2 and _service_pids()
        )
        assert set(pids.values()) == _workers(app), "each worker runs its own chat service"
        yield app
    finally:
        app.stop()
        with redis.Redis.from_url(REDIS_URL) as client:
            client.flushdb()


class RedisMonitor:
    """Every command the app sends to its Redis database, with the client port that sent it (``MONITOR``)."""

    def __init__(self) -> None:
        import redis

        self.commands: list[tuple[int, str]] = []
        self._client = redis.Redis.from_url(REDIS_URL)
        self._monitor = self._client.monitor().__enter__()
        self._thread = threading.Thread(target=self._read, daemon=True)
        self._thread.start()

    def _read(self) -> None:
        with contextlib.suppress(Exception):  # ends when closed
            for entry in self._monitor.listen():
                if entry.get("db") == REDIS_DB:
                    self.commands.append((int(entry.get("client_port") or 0), str(entry["command"])))

    def worker_holding(self, token: str) -> int | None:
        """The pid of the worker that linked ``token``'s event socket last (Reflex's token manager records
        the socket's owner in Redis from the worker that accepted it)."""
        key = f"SET token_manager_socket_record_{token}"
        ports = [port for port, command in self.commands if command.startswith(key)]
        if not ports:
            return None
        owner = {lp: pid for lp, pp, pid, _ in _tcp() if pp == 6379}
        return owner.get(ports[-1])

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self._monitor.connection.disconnect()
        self._client.close()


class Tabs:
    """Tabs of one browser context (one conversation), and which worker holds each tab's event socket."""

    def __init__(self, browser: Any, app: RunningApp) -> None:
        self.app = app
        self.context = browser.new_context(viewport={"width": 1280, "height": 900})
        self.context.set_default_timeout(30_000)
        self.monitor = RedisMonitor()
        self.pages: list[Any] = []
        self.errors: list[str] = []

    def open(self) -> tuple[Any, int]:
        """A new tab on the conversation, and the pid of the worker holding its event socket."""
        sockets: list[str] = []
        page = self.context.new_page()
        page.on("pageerror", lambda exc: self.errors.append(str(exc)))
        page.on("websocket", lambda ws: sockets.append(ws.url))
        page.goto(self.app.url + "/")
        page.wait_for_selector("#question-input")
        url = _wait("the tab's event socket", lambda: sockets and sockets[-1], timeout=30)
        token = parse_qs(urlparse(url).query)["token"][0]
        self.pages.append(page)
        return page, _wait(
            "the worker linking the tab", lambda: self.monitor.worker_holding(token), timeout=30
        )

    def close(self) -> None:
        self.context.close()
        self.monitor.close()


def test_decide_on_the_other_worker_then_kill_the_worker_running_the_query(browser, two_workers) -> None:  # type: ignore[no-untyped-def]
    app = two_workers
    tabs = Tabs(browser, app)
    try:
        # --- tab A asks; a tab on the other worker decides
        tab_a, worker_a = tabs.open()
        ask(tab_a, "What is the revenue by location?")
        interrupt_id = pending_card(tab_a).get_attribute("data-interrupt-id")
        placed = {worker_a: 1}
        tab_b = None
        opened = 1
        while tab_b is None and opened < MAX_TABS:
            page, worker = tabs.open()
            opened += 1
            assert pending_card(page).get_attribute("data-interrupt-id") == interrupt_id, (
                "one card, every tab"
            )
            placed[worker] = placed.get(worker, 0) + 1
            if worker != worker_a:
                tab_b, worker_b = page, worker
            elif placed[worker] > 2:  # enough tabs on A's worker: close it, open another
                tabs.pages.remove(page)
                page.close()
        assert tab_b is not None, (
            f"{MAX_TABS} tabs all landed on worker {worker_a}: cannot decide on the other worker ({placed})"
        )
        print(f"tabs opened per worker: {placed}")
        services = _service_pids()
        tab_b.locator(f".approval-card[data-interrupt-id='{interrupt_id}'] .card-approve").click()
        for tab in tabs.pages:
            tab.locator(
                f".approval-card[data-interrupt-id='{interrupt_id}'][data-status='approved']"
            ).wait_for()
            tab.locator(".result-table").last.wait_for()
            tab.locator(DONE).last.wait_for()
            expect(tab.locator("#stop-button")).to_have_count(0, timeout=15_000)  # nothing left running
        record = _wait(
            "the decision applied",
            lambda: (d := _decision(app, interrupt_id)) and d["outcome"] == "applied" and d,
        )
        assert services[record["claimed_by"]] == worker_b, "the worker of the deciding tab applied it"
        assert _parquets(app) == 1, "the approved query ran once"

        # --- an edited slow query asked and approved in tab A (decided on the worker that started the run
        # this time) runs on A's worker: kill it mid-query; tab B, on the other worker, stays connected
        ask(tab_a, "What is the revenue by location?")
        card = pending_card(tab_a)
        slow_id = card.get_attribute("data-interrupt-id")
        assert slow_id != interrupt_id
        card.locator(".card-edit").click()
        card.locator(".card-edit-form textarea[name='/sql']").fill(SLOW_SQL)
        card.locator(".card-submit-edit").click()
        for tab in tabs.pages:
            tab.locator(f".approval-card[data-interrupt-id='{slow_id}'][data-status='edited']").wait_for()
        first_owner = _decision(app, slow_id)
        assert first_owner is not None and first_owner["outcome"] == "accepted"
        victim = services[first_owner["claimed_by"]]
        assert victim == worker_a, "the deciding tab's worker runs the approved query"
        survivor = (_workers(app) - {victim}).pop()
        time.sleep(1.5)  # the edited query takes ~10 s: it is running now
        os.kill(victim, signal.SIGKILL)
        killed_at = time.monotonic()
        assert _parquets(app) == 1, "the killed query never finished"
        respawned = _wait(
            "granian to replace the killed worker", lambda: (w := _workers(app) - {victim, survivor}) and w
        )
        assert survivor in _workers(app), "the other worker kept serving"
        print(f"killed worker {victim}; survivor {survivor}; replacement {respawned}")

        # the killed worker's tabs reconnect by themselves (tab A included, not reloaded); a live worker takes
        # the decision over: the replacement when it starts, or a worker whose tab opens the conversation
        _, worker_c = tabs.open()
        for tab in tabs.pages:
            tab.locator(f".approval-card[data-interrupt-id='{slow_id}'][data-status='edited']").wait_for()
            tab.locator(".result-table").nth(1).wait_for(timeout=120_000)
            tab.locator(DONE).last.wait_for()
            expect(tab.locator("#stop-button")).to_have_count(0, timeout=15_000)  # nothing left running
        record = _wait(
            "the slow decision applied",
            lambda: (d := _decision(app, slow_id)) and d["outcome"] == "applied" and d,
        )
        answered = time.monotonic() - killed_at
        assert record["decision"] == "edit"
        services = _service_pids()
        applier = services.get(record["claimed_by"])
        role = "the survivor" if applier == survivor else "the replacement"
        print(
            f"kill -9 -> answer in every tab: {answered:.1f} s; applied by {role} ({applier}); "
            f"new tab on {worker_c}"
        )
        assert record["claimed_by"] != first_owner["claimed_by"], "another worker took the decision over"
        assert applier in {survivor, *respawned}, "a live worker applied it"
        assert _parquets(app) == 2, "the approved slow query ran to completion exactly once"
        assert not tabs.errors, f"JavaScript errors on the page: {tabs.errors}"
    finally:
        tabs.close()
