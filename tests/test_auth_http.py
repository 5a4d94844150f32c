"""The HTTP routes over a real server (uvicorn on a free port): an authorization matrix of users x roles x
own/other's/shared conversation x result, export and audit; foreign origins refused for HTTP and the
websocket handshake; the trusted-header mode through a local sign-on proxy stand-in."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest

from askdata_app.agent.results import ResultStore
from askdata_app.auth.accounts import create_account
from askdata_app.auth.sessions import COOKIE_NAME, create_session
from askdata_app.data.source import DataSource
from askdata_app.db.conversations import ensure_conversation, save_items
from askdata_app.db.decisions import record_decision
from askdata_app.db.engine import app_engine
from tests.agent_harness import private_copy

ROOT = Path(__file__).resolve().parents[1]
PEOPLE = {"ana": "analyst", "ali": "analyst", "val": "approver", "ada": "admin"}


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _wait_port(port: int, proc: subprocess.Popen[bytes], timeout: float = 90) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            msg = f"server exited: {proc.stdout.read().decode() if proc.stdout else ''}"
            raise RuntimeError(msg)
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                return
        except OSError:
            time.sleep(0.2)
    raise RuntimeError(f"nothing listens on {port}")


def _stop(proc: subprocess.Popen[bytes]) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


@dataclass
class World:
    url: str
    port: int
    tokens: dict[str, str]
    results: dict[str, str]
    """conversation -> result id"""
    exports: dict[str, str]
    """conversation -> export file name"""


def _seed(data_dir: Path, demo_db: Path) -> tuple[dict[str, str], dict[str, str], dict[str, str]]:
    engine = app_engine(f"sqlite:///{(data_dir / 'app.db').resolve()}")
    tokens = {}
    for name, role in PEOPLE.items():
        create_account(engine, name, role, f"{name}-password")
        tokens[name] = create_session(engine, name, hours=1)
    ensure_conversation(engine, "c_ana", first_question="ana's question", user="ana")
    ensure_conversation(engine, "c_ali", first_question="ali's question", user="ali")
    ensure_conversation(engine, "c_shared", first_question="ali's shared question", user="ali")
    from askdata_app.auth.principal import Principal
    from askdata_app.db.access import set_shared

    assert set_shared(engine, Principal("ali", "analyst"), "c_shared", True) is None
    source = DataSource.from_url(f"duckdb:///{demo_db}", name="demo")
    store = ResultStore(data_dir / "results")
    (data_dir / "exports").mkdir(parents=True, exist_ok=True)
    results, exports = {}, {}
    for conv in ("c_ana", "c_ali", "c_shared"):
        result_id = store.put(source.execute(f"SELECT '{conv}' AS owner, 1 AS n"))
        file_name = f"{conv}-export-0123456789abcdef01234567.csv"
        (data_dir / "exports" / file_name).write_text(f"owner\n{conv}\n")
        save_items(
            engine,
            conv,
            [(f"table:{result_id}", {"kind": "table"}), (f"export:{file_name}", {"kind": "export"})],
        )
        results[conv], exports[conv] = result_id, file_name
    store.flush()
    record_decision(
        engine,
        interrupt_id="i-1",
        thread_id="c_ana",
        tool="run_sql",
        decision="approve",
        user="val",
        client_address="10.0.0.9",
    )
    source.close()
    return tokens, results, exports


def _server(data_dir: Path, demo_db: Path, port: int, **env: str) -> subprocess.Popen[bytes]:
    base = {k: v for k, v in os.environ.items() if not k.startswith("ASKDATA_")}
    full = {
        **base,
        "ASKDATA_DATA_DIR": str(data_dir),
        "ASKDATA_DATA_URL": f"duckdb:///{demo_db}",
        "ASKDATA_PORT": str(port),
        **env,
    }
    cmd = [
        sys.executable,
        "-m",
        "uvicorn",
        "tests.auth_asgi:app",
        "--factory",
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "--log-level",
        "warning",
    ]
    proc = subprocess.Popen(cmd, cwd=ROOT, env=full, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    _wait_port(port, proc)
    return proc


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory, demo_db_path: Path) -> Iterator[World]:
    data_dir = tmp_path_factory.mktemp("auth-http")
    demo = private_copy(demo_db_path, data_dir)
    served = data_dir / "served.duckdb"
    shutil.copyfile(demo, served)
    tokens, results, exports = _seed(data_dir, demo)
    port = _free_port()
    proc = _server(data_dir, served, port, ASKDATA_AUTH="password")
    yield World(f"http://127.0.0.1:{port}", port, tokens, results, exports)
    _stop(proc)


def _get(world: World, path: str, who: str | None, **headers: str) -> httpx.Response:
    cookies = {COOKIE_NAME: world.tokens[who]} if who else {}
    return httpx.get(world.url + path, cookies=cookies, headers=headers, timeout=120)


# who -> conversations whose files they may download
MAY_SEE = {
    "ana": {"c_ana", "c_shared"},
    "ali": {"c_ali", "c_shared"},
    "val": {"c_shared"},
    "ada": {"c_ana", "c_ali", "c_shared"},
}


@pytest.mark.parametrize("who", sorted(PEOPLE))
@pytest.mark.parametrize("conv", ["c_ana", "c_ali", "c_shared"])
def test_result_csv_matrix(world: World, who: str, conv: str) -> None:
    resp = _get(world, f"/api/results/{world.results[conv]}.csv", who)
    if conv in MAY_SEE[who]:
        assert resp.status_code == 200, resp.text
        assert conv in resp.text
    else:
        assert resp.status_code == 404 and conv not in resp.text


@pytest.mark.parametrize("who", sorted(PEOPLE))
@pytest.mark.parametrize("conv", ["c_ana", "c_ali", "c_shared"])
def test_export_matrix(world: World, who: str, conv: str) -> None:
    resp = _get(world, f"/api/exports/{world.exports[conv]}", who)
    if conv in MAY_SEE[who]:
        assert resp.status_code == 200 and resp.text == f"owner\n{conv}\n"
    else:
        assert resp.status_code == 404 and conv not in resp.text


@pytest.mark.parametrize(("who", "allowed"), [("ana", False), ("ali", False), ("val", True), ("ada", True)])
def test_audit_csv_matrix(world: World, who: str, allowed: bool) -> None:
    resp = _get(world, "/api/audit.csv", who)
    if allowed:
        assert resp.status_code == 200
        assert "client_address" in resp.text.splitlines()[0] and "10.0.0.9" in resp.text
    else:
        assert resp.status_code == 403 and "approvers and admins" in resp.text and "10.0.0.9" not in resp.text


@pytest.mark.parametrize("path", ["/api/audit.csv", "results", "exports"])
def test_nobody_signed_in_gets_nothing(world: World, path: str) -> None:
    path = {
        "results": f"/api/results/{world.results['c_shared']}.csv",
        "exports": f"/api/exports/{world.exports['c_shared']}",
    }.get(path, path)
    resp = _get(world, path, None)
    assert resp.status_code == 401 and "Sign in" in resp.text
    bogus = httpx.get(world.url + path, cookies={COOKIE_NAME: "forged"}, timeout=60)
    assert bogus.status_code == 401


def test_unknown_ids_and_paths_are_not_found(world: World) -> None:
    assert _get(world, "/api/results/r_0123456789abcdef0123456789abcdef.csv", "ada").status_code == 404
    assert _get(world, "/api/exports/..%2Fapp.db", "ada").status_code == 404
    assert _get(world, "/api/exports/nothing.csv", "ada").status_code == 404


def test_foreign_origin_is_refused_own_origin_allowed(world: World) -> None:
    own = f"http://127.0.0.1:{world.port}"
    foreign = _get(world, "/api/audit.csv", "ada", Origin="http://evil.example")
    assert foreign.status_code == 403 and "evil.example" in foreign.text
    assert "access-control-allow-origin" not in foreign.headers
    assert _get(world, "/api/audit.csv", "ada", Origin=own).status_code == 200
    assert _get(world, "/api/audit.csv", "ada", Origin="null").status_code == 403


def _handshake(port: int, origin: str | None) -> int:
    """The status of a websocket upgrade to /_event/ (101 = accepted)."""
    lines = [
        "GET /_event/ HTTP/1.1",
        f"Host: 127.0.0.1:{port}",
        "Upgrade: websocket",
        "Connection: Upgrade",
        "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
        "Sec-WebSocket-Version: 13",
    ]
    if origin:
        lines.append(f"Origin: {origin}")
    with socket.create_connection(("127.0.0.1", port), timeout=30) as sock:
        sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
        status_line = sock.recv(4096).split(b"\r\n", 1)[0].decode()
    return int(status_line.split()[1])


def test_websocket_handshake_from_a_foreign_origin_is_refused(world: World) -> None:
    assert _handshake(world.port, "http://evil.example") == 403
    assert _handshake(world.port, f"http://127.0.0.1:{world.port}") == 101
    assert _handshake(world.port, f"http://localhost:{world.port}") == 101
    assert _handshake(world.port, None) == 101


@pytest.fixture(scope="module")
def proxied(tmp_path_factory: pytest.TempPathFactory, demo_db_path: Path) -> Iterator[tuple[str, str]]:
    """The app in trusted-header mode trusting only 127.0.0.2, and a sign-on proxy stand-in that connects
    from 127.0.0.2. Returns (proxy URL, direct app URL)."""
    data_dir = tmp_path_factory.mktemp("auth-proxy")
    demo = private_copy(demo_db_path, data_dir)
    _seed(data_dir, demo)
    port, proxy_port = _free_port(), _free_port()
    app = _server(
        data_dir,
        demo,
        port,
        ASKDATA_AUTH="trusted-header",
        ASKDATA_TRUSTED_PROXIES="127.0.0.2",
        ASKDATA_AUTH_HEADER="X-Forwarded-User",
    )
    proxy = subprocess.Popen(
        [sys.executable, str(ROOT / "tests" / "sso_proxy.py"), str(proxy_port), str(port), "127.0.0.2"]
    )
    try:
        _wait_port(proxy_port, proxy)
        yield f"http://127.0.0.1:{proxy_port}", f"http://127.0.0.1:{port}"
    finally:
        _stop(proxy)
        _stop(app)


def test_trusted_header_through_the_proxy_names_the_user(proxied: tuple[str, str]) -> None:
    proxy, _direct = proxied
    as_val = httpx.get(proxy + "/api/audit.csv", headers={"X-Proxy-Login": "val"}, timeout=60)
    assert as_val.status_code == 200 and "10.0.0.9" in as_val.text
    as_ana = httpx.get(proxy + "/api/audit.csv", headers={"X-Proxy-Login": "ana"}, timeout=60)
    assert as_ana.status_code == 403, "ana is an analyst: the proxy named her, her role refuses"
    nobody = httpx.get(proxy + "/api/audit.csv", headers={"X-Forwarded-User": "ada"}, timeout=60)
    assert nobody.status_code == 401, "the proxy drops a client's own X-Forwarded-User"


def test_the_header_from_an_address_that_is_not_the_proxy_is_ignored(proxied: tuple[str, str]) -> None:
    _proxy, direct = proxied
    forged = httpx.get(direct + "/api/audit.csv", headers={"X-Forwarded-User": "ada"}, timeout=60)
    assert forged.status_code == 401 and "10.0.0.9" not in forged.text
