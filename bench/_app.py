"""Shared pieces of the benchmarks that drive the real app: figures, process CPU/RSS, a browserless tab.

- ``ms`` / ``cpus`` / ``cpu_seconds`` / ``proc_stat``: figures and what the app's processes use (``/proc``).
- ``WireClient``: one browserless tab speaking the real frontend's frames (see ``.web/utils/state.js``):
  an Engine.IO 4 / Socket.IO 5 websocket at ``/_event/?EIO=4&transport=websocket&token=<token>``, namespace
  ``/_event``, the ``hydrate_and_load`` event in the CONNECT packet's auth (with the state schema and the
  compiled state hashes), then
  ``42/_event,["event", {"name": "<state>.<handler>", "payload": {<arg>: <value>}, "router_data": ...}]``;
  the server answers with ``42["event", {"delta": {<state>: {<var>_rx_state_: value}}, "events": [...]}]``.
  Frames are encoded and decoded with python-socketio's own packet classes; the transport is the
  ``websockets`` package (python-socketio's AsyncClient needs aiohttp, which the app does not install).
- ``CLICK_UNTIL_JS`` / ``click_until``: the in-page clock for Chromium (a JS-dispatched ``element.click()``,
  ``performance.now()`` and a MutationObserver).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import statistics
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engineio import packet as eio_packet  # type: ignore[import-untyped]
from socketio import packet as sio_packet  # type: ignore[import-untyped]
from websockets.asyncio.client import ClientConnection, connect

ROOT = Path(__file__).resolve().parents[1]

# Full state names, as the compiled frontend sends them (see .web/utils/context.jsx).
ROOT_STATE = "reflex___state____state"
CHAT = f"{ROOT_STATE}.askdata_app___state___chat____chat_state"
TRANSCRIPT = f"{CHAT}.askdata_app___state___transcript____transcript_state"
COMPOSER = f"{CHAT}.askdata_app___state___composer____composer_state"
CARDS = f"{CHAT}.askdata_app___state___cards____cards_state"
SIDEBAR = f"{CHAT}.askdata_app___state___sidebar____sidebar_state"
SUFFIX = "_rx_state_"
NAMESPACE = "/_event"
"""Reflex's Socket.IO namespace (the frontend's frames read ``40/_event,{...}``)."""


# --------------------------------------------------------------------------------------- figures
def ms(seconds: list[float]) -> dict[str, float]:
    """Median, p90 and p99 (nearest rank) of ``seconds``, in milliseconds."""
    values = sorted(s * 1000 for s in seconds)
    if not values:
        return {"median_ms": float("nan"), "p90_ms": float("nan"), "p99_ms": float("nan"), "n": 0}

    def rank(q: float) -> float:
        return values[min(len(values) - 1, round(q * (len(values) - 1)))]

    return {
        "median_ms": statistics.median(values),
        "p90_ms": rank(0.9),
        "p99_ms": rank(0.99),
        "n": len(values),
    }


def cpus() -> int:
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 0)


def proc_stat(pid: int) -> tuple[float, int]:
    """(CPU seconds used so far, resident set size in bytes) of one process."""
    tick = os.sysconf("SC_CLK_TCK")
    stat = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    cpu = (int(stat[11]) + int(stat[12])) / tick
    rss = int(stat[21]) * os.sysconf("SC_PAGE_SIZE")
    return cpu, rss


def _processes() -> dict[int, tuple[int, str]]:
    """Every process: pid -> (parent pid, command line)."""
    out: dict[int, tuple[int, str]] = {}
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            cmd = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
            ppid = int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue
        out[int(pid)] = (ppid, cmd)
    return out


def server_pid(root_pid: int) -> int:
    """The process that serves the app's events: the largest (by RSS) ``reflex`` process under ``root_pid``.

    ``reflex run --env prod`` keeps a supervisor and runs the backend in a child (one worker without Redis).
    """
    procs = _processes()
    children = [
        pid
        for pid, (_, cmd) in procs.items()
        if pid != root_pid and "reflex" in cmd and _descends(procs, pid, root_pid)
    ]
    if not children:
        return root_pid
    return max(children, key=lambda pid: proc_stat(pid)[1])


def _descends(procs: dict[int, tuple[int, str]], pid: int, ancestor: int) -> bool:
    parent = procs.get(pid, (0, ""))[0]
    while parent not in (0, 1):
        if parent == ancestor:
            return True
        parent = procs.get(parent, (0, ""))[0]
    return False


def cpu_seconds() -> dict[str, float]:
    """CPU seconds used so far by this process's descendants: the app, Chromium's renderer, the rest."""
    tick = os.sysconf("SC_CLK_TCK")
    procs: dict[int, tuple[int, str, float]] = {}
    for entry in filter(str.isdigit, os.listdir("/proc")):
        try:
            cmd = Path(f"/proc/{entry}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
            stat = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        procs[int(entry)] = (int(stat[1]), cmd, (int(stat[11]) + int(stat[12])) / tick)
    out: dict[str, float] = {}
    for pid, (_, cmd, seconds) in procs.items():
        parent = procs[pid][0]
        while parent not in (0, 1, os.getpid()) and parent in procs:
            parent = procs[parent][0]
        if parent != os.getpid():
            continue  # not ours (other people's apps and browsers on this machine)
        if "reflex" in cmd:
            key = "app"
        elif "chromium" in cmd:
            key = "chromium_renderer" if "--type=renderer" in cmd else "chromium_other"
        else:
            key = "other"
        out[key] = out.get(key, 0.0) + seconds
    return out


def compiled_constant(name: str) -> Any:
    """A constant of the compiled frontend's ``.web/utils/context.jsx`` (``None`` before the first build).

    The frontend sends ``stateSchema`` and, on a page's first connect, ``initialStateHashes`` (so the server
    sends only the vars that differ from the compiled defaults).
    """
    context = ROOT / ".web" / "utils" / "context.jsx"
    if not context.exists():
        return None
    prefix = f"export const {name} = "
    for line in context.read_text().splitlines():
        if line.startswith(prefix):
            return json.loads(line.removeprefix(prefix).strip().rstrip(";"))
    return None


# --------------------------------------------------------------------------------------- browserless tab
class WireError(RuntimeError):
    """The server refused the connection or closed it."""


class WireClient:
    """One browserless tab of the app: connects, loads a page, sends events, keeps the pushed state.

    ``state[<full state name>][<var>]`` holds the latest value of every var the server sent (suffix
    stripped); ``updates`` counts the ``event`` frames received and ``received_at`` stamps the last one.
    """

    def __init__(self, base_url: str, *, path: str = "/", token: str | None = None) -> None:
        self.base_url = base_url.rstrip("/")
        self.path = path
        self.token = token or str(uuid.uuid4())
        self.state: dict[str, dict[str, Any]] = {}
        self.updates = 0
        self.bytes_in = 0
        self.received_at = 0.0
        self.log: list[tuple[float, int, list[str]]] | None = None
        """When set to a list: (time, frame size, changed state names) of every update frame."""
        self._ws: ClientConnection | None = None
        self._reader: asyncio.Task[None] | None = None
        self._changed = asyncio.Event()
        self._connected: asyncio.Future[None] | None = None
        self.closed_reason = ""

    # ------------------------------------------------------------------ connection
    async def connect(self, *, timeout: float = 60.0) -> None:
        """Open the socket with the hydrate event in the CONNECT auth, as the frontend does on page load.

        The server sends the state, then runs the page's ``on_load`` (``TranscriptState.load`` on ``/``).
        """
        ws_url = self.base_url.replace("http", "ws", 1)
        url = f"{ws_url}/_event/?EIO=4&transport=websocket&token={self.token}"
        self._ws = await asyncio.wait_for(
            connect(url, max_size=None, compression=None, open_timeout=timeout, ping_interval=None),
            timeout,
        )
        opening = await asyncio.wait_for(self._ws.recv(), timeout)
        if not str(opening).startswith("0"):
            raise WireError(f"expected an Engine.IO OPEN packet, got {str(opening)[:80]!r}")
        self._connected = asyncio.get_running_loop().create_future()
        self._reader = asyncio.create_task(self._read(), name=f"wire-client|{self.token[:8]}")
        boot: dict[str, Any] = {"name": f"{ROOT_STATE}.hydrate_and_load", "router_data": self._router()}
        hashes = compiled_constant("initialStateHashes")
        if hashes:
            boot["payload"] = {"hashes": hashes}
        auth = {"event": boot, "state_schema": compiled_constant("stateSchema") or ""}
        await self._send(sio_packet.Packet(sio_packet.CONNECT, data=auth, namespace=NAMESPACE).encode())
        await asyncio.wait_for(asyncio.shield(self._connected), timeout)

    async def close(self) -> None:
        if self._ws is not None:
            try:
                await self._send(sio_packet.Packet(sio_packet.DISCONNECT, namespace=NAMESPACE).encode())
                await self._ws.close()
            except Exception:  # closing a socket the server already closed
                pass
        if self._reader is not None:
            self._reader.cancel()
            with contextlib.suppress(BaseException):  # the reader ends with the socket
                await self._reader

    def _router(self) -> dict[str, Any]:
        return {"pathname": self.path, "asPath": self.path}

    async def _send(self, sio_encoded: str | list[Any]) -> None:
        assert self._ws is not None
        text = sio_encoded[0] if isinstance(sio_encoded, list) else sio_encoded
        await self._ws.send(eio_packet.Packet(eio_packet.MESSAGE, data=text).encode())

    async def _read(self) -> None:
        assert self._ws is not None and self._connected is not None
        try:
            async for frame in self._ws:
                now = time.perf_counter()
                text = frame if isinstance(frame, str) else frame.decode()
                kind = text[:1]
                if kind == "2":  # Engine.IO PING -> PONG
                    await self._ws.send("3")
                    continue
                if kind != "4":
                    continue
                pkt = sio_packet.Packet(encoded_packet=text[1:])
                if pkt.packet_type == sio_packet.CONNECT:
                    if not self._connected.done():
                        self._connected.set_result(None)
                elif pkt.packet_type == sio_packet.CONNECT_ERROR:
                    if not self._connected.done():
                        self._connected.set_exception(WireError(f"connect refused: {pkt.data!r}"))
                elif pkt.packet_type == sio_packet.EVENT and pkt.data and pkt.data[0] == "event":
                    self._apply(pkt.data[1], now, len(text))
                elif pkt.packet_type == sio_packet.DISCONNECT:
                    self.closed_reason = "server disconnect"
                    break
        except Exception as exc:  # reported through closed_reason and the waiters
            self.closed_reason = repr(exc)
        finally:
            if not self.closed_reason:
                self.closed_reason = "socket closed"
            if not self._connected.done():
                self._connected.set_exception(WireError(self.closed_reason))
            self._changed.set()

    def _apply(self, update: dict[str, Any], now: float, size: int) -> None:
        delta = update.get("delta") or {}
        for name, values in delta.items():
            target = self.state.setdefault(name, {})
            for var, value in values.items():
                target[var.removesuffix(SUFFIX)] = value
        self.updates += 1
        self.bytes_in += size
        self.received_at = now
        if self.log is not None:
            self.log.append((now, size, list(delta)))
        self._changed.set()

    # ------------------------------------------------------------------ acting and waiting
    async def emit(self, handler: str, payload: dict[str, Any] | None = None) -> float:
        """Send ``<state>.<handler>`` with its named args, as the frontend does; returns the send time."""
        event: dict[str, Any] = {"name": handler, "router_data": self._router()}
        if payload:
            event["payload"] = payload
        encoded = sio_packet.Packet(sio_packet.EVENT, data=["event", event], namespace=NAMESPACE).encode()
        sent = time.perf_counter()
        await self._send(encoded)
        return sent

    async def until(self, predicate: Callable[[], bool], timeout: float = 60.0) -> None:
        """Wait until ``predicate()`` holds on the pushed state (checked after every update)."""
        deadline = time.monotonic() + timeout
        while not predicate():
            if self.closed_reason:
                raise WireError(f"the socket closed ({self.closed_reason}) while waiting")
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"no matching update within {timeout:.0f} s")
            self._changed.clear()
            try:
                await asyncio.wait_for(self._changed.wait(), left)
            except TimeoutError:
                continue

    # ------------------------------------------------------------------ the app's views
    def var(self, state: str, name: str, default: Any = None) -> Any:
        return self.state.get(state, {}).get(name, default)

    @property
    def items(self) -> list[dict[str, Any]]:
        """The transcript's items (earlier turns, then the latest turn)."""
        return [*self.var(TRANSCRIPT, "history", []), *self.latest]

    @property
    def latest(self) -> list[dict[str, Any]]:
        """The latest turn's items: its order of refs, each looked up in its kind's mapping."""
        from askdata_app.chat.view import KIND_FIELDS

        found = [
            self.var(TRANSCRIPT, KIND_FIELDS.get(ref["kind"], ""), {}).get(ref["key"])
            for ref in self.var(TRANSCRIPT, "order", [])
        ]
        return [item for item in found if item is not None]

    def pending_card(self) -> dict[str, Any] | None:
        cards = [i for i in self.items if i["kind"] == "card" and i["status"] == "pending"]
        return cards[-1] if cards else None

    def answer(self) -> dict[str, Any] | None:
        """The latest turn's finished answer, if any."""
        done = [i for i in self.latest if i["kind"] == "assistant" and i["status"] == "done"]
        return done[-1] if done else None

    async def until_card(self, timeout: float = 60.0) -> None:
        await self.until(lambda: self.pending_card() is not None, timeout)

    async def until_answer(self, timeout: float = 60.0) -> None:
        await self.until(lambda: self.answer() is not None, timeout)

    @property
    def loaded(self) -> bool:
        """The page's on_load ran: the tab has a conversation id and the suggestions."""
        return bool(self.var(CHAT, "thread_id")) and self.var(ROOT_STATE, "is_hydrated", False) is True

    async def load(self, timeout: float = 60.0) -> None:
        await self.connect(timeout=timeout)
        await self.until(lambda: self.loaded, timeout)

    async def ask(self, question: str) -> float:
        return await self.emit(f"{COMPOSER}.send", {"form_data": {"question": question}})

    async def new_chat(self) -> float:
        return await self.emit(f"{SIDEBAR}.new_chat")

    async def approve(self, interrupt_id: str) -> float:
        return await self.emit(f"{CARDS}.approve", {"interrupt_id": interrupt_id})


# --------------------------------------------------------------------------------------- in-page clock
CLICK_UNTIL_JS = """
async ([click, marks, emptyList, timeoutMs]) => {
  // Times (ms after the click) at which each selector in `marks` first matches; the last one ends it.
  // With emptyList, the last mark means "matches and has no children".
  const present = (sel, last) => {
    const el = document.querySelector(sel);
    return el !== null && (!(last && emptyList) || el.childElementCount === 0);
  };
  const target = document.querySelector(click);
  if (target === null) { return [-2]; }
  return await new Promise((resolve) => {
    let t0 = 0;
    const seen = marks.map(() => -1);
    const timer = setTimeout(() => { observer.disconnect(); resolve(seen); }, timeoutMs);
    const observer = new MutationObserver(() => {
      const now = performance.now() - t0;
      marks.forEach((sel, i) => { if (seen[i] < 0 && present(sel, i === marks.length - 1)) seen[i] = now; });
      if (seen[marks.length - 1] >= 0) { observer.disconnect(); clearTimeout(timer); resolve(seen); }
    });
    observer.observe(document.body, {childList: true, subtree: true, attributes: true, characterData: true});
    t0 = performance.now();
    target.click();
  });
}
"""
APPROVE = ".approval-card[data-status='pending'] .card-approve"
CARD_LEFT_PENDING = ".approval-card:not([data-status='pending'])"
SQL_STEP_DONE = ".step-row[data-tool='run_sql'][data-status='success']"
ANSWER_DONE = ".assistant-message[data-status='done']"


def click_until(
    page: Any, click: str, *marks: str, empty_list: bool = False, timeout_s: float = 30.0
) -> list[float]:
    """Click ``click`` in the page; seconds until each of ``marks`` first matched (the last ends it)."""
    args = [click, list(marks), empty_list, timeout_s * 1000]
    seen = [float(v) for v in page.evaluate(CLICK_UNTIL_JS, args)]
    if min(seen) < 0:
        items = page.locator("#chat-items > *").count()
        notice = page.locator("#notice").all_inner_texts()
        msg = f"no DOM change to {marks!r} after clicking {click!r} (got {seen}; {items} items; {notice})"
        raise RuntimeError(msg)
    return [v / 1000 for v in seen]


# --------------------------------------------------------------------------------------- the app
def start_backend(data_dir: Path, log: Path, *, extra_env: dict[str, str] | None = None) -> Any:
    """The app's backend alone (``reflex run --env prod --backend-only``: no frontend build), one worker.

    The same environment as ``tests.browser.conftest.start_app`` (temp data folder, in-memory state
    manager, offline model); returns its ``RunningApp`` once ``/ping`` answers.
    """
    import subprocess
    import sys

    from tests.browser.conftest import STARTUP_TIMEOUT_S, RunningApp, _free_port, _wait_http

    port = _free_port()
    env = {
        **os.environ,
        "ASKDATA_DATA_DIR": str(data_dir),
        "REFLEX_STATE_MANAGER_MODE": "memory",
        "REFLEX_TELEMETRY_ENABLED": "0",
        "PYTHONUNBUFFERED": "1",
        **(extra_env or {}),
    }
    cmd = [sys.executable, "-m", "reflex", "run", "--env", "prod", "--backend-only"]
    cmd += ["--backend-port", str(port), "--loglevel", "info"]
    handle = log.open("ab")
    proc = subprocess.Popen(
        cmd, cwd=ROOT, env=env, stdout=handle, stderr=subprocess.STDOUT, start_new_session=True
    )
    url = f"http://127.0.0.1:{port}"
    app = RunningApp(url, data_dir, proc, log)
    try:
        _wait_http(url + "/ping", proc, log, STARTUP_TIMEOUT_S)
    except Exception:
        import signal

        app.stop(signal.SIGKILL)
        raise
    return app
