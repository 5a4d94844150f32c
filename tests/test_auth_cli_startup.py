"""The accounts CLI and the start-up refusal, each run as the real command in a subprocess."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _env(data_dir: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("ASKDATA_")}
    return {**env, "ASKDATA_DATA_DIR": str(data_dir), "REFLEX_TELEMETRY_ENABLED": "0", **extra}


def _cli(data_dir: Path, *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "askdata_app.auth", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=_env(data_dir),
        timeout=120,
    )


def test_cli_creates_the_first_admin_adds_users_and_changes_roles(tmp_path: Path) -> None:
    made = _cli(tmp_path, "create-admin", "root", "--password-stdin", stdin="a-long-secret\n")
    assert made.returncode == 0, made.stderr
    assert (
        _cli(
            tmp_path, "add-user", "ana", "--role", "analyst", "--password-stdin", stdin="ana-secret-1\n"
        ).returncode
        == 0
    )
    assert _cli(tmp_path, "add-user", "sso-user", "--role", "approver", "--no-password").returncode == 0
    assert _cli(tmp_path, "set-role", "ana", "approver").returncode == 0
    listed = _cli(tmp_path, "list")
    assert listed.returncode == 0
    lines = sorted(listed.stdout.strip().splitlines())
    assert lines == ["ana\tapprover\tpassword", "root\tadmin\tpassword", "sso-user\tapprover\tproxy only"]

    short = _cli(tmp_path, "add-user", "bob", "--password-stdin", stdin="short\n")
    assert short.returncode == 1 and "at least 8 characters" in short.stderr
    again = _cli(tmp_path, "create-admin", "root", "--password-stdin", stdin="another-secret\n")
    assert again.returncode == 1 and "already exists" in again.stderr
    unknown = _cli(tmp_path, "set-role", "nobody", "admin")
    assert unknown.returncode == 1 and "add-user" in unknown.stderr

    from askdata_app.auth.accounts import check_login
    from askdata_app.db.engine import app_engine

    engine = app_engine(f"sqlite:///{(tmp_path / 'app.db').resolve()}")
    assert check_login(engine, "root", "a-long-secret") is not None
    assert check_login(engine, "root", "a-long-secre") is None


@pytest.mark.parametrize(
    ("extra_env", "args"),
    [({"ASKDATA_HOST": "0.0.0.0"}, []), ({}, ["--backend-host", "0.0.0.0"])],
    ids=["ASKDATA_HOST", "--backend-host"],
)
def test_binding_beyond_loopback_without_sign_in_refuses_to_start(
    tmp_path: Path, extra_env: dict[str, str], args: list[str]
) -> None:
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "reflex",
            "run",
            "--env",
            "prod",
            "--backend-port",
            "1",
            "--frontend-port",
            "1",
            *args,
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=_env(tmp_path, **extra_env),
        timeout=180,
    )
    assert proc.returncode == 2, proc.stdout[-2000:] + proc.stderr[-2000:]
    assert "will not serve on 0.0.0.0 without sign-in" in proc.stderr
    assert "ASKDATA_AUTH=password" in proc.stderr and "create-admin" in proc.stderr
