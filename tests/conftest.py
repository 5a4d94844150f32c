"""Shared fixtures: real services on loopback, each test with its own database.

A service that is unreachable makes its tests skip with a clear reason on a user's machine, and fail in CI
(``CI=true``), where the services run and must be tested.
"""

from __future__ import annotations

import os
import socket
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest_plugins = ["tests.planner_checks"]
"""The planner phrasing tests' ``con`` and ``planner`` fixtures (a module's own fixture of a name wins)."""

IN_CI = os.environ.get("CI", "").lower() in {"1", "true", "yes"}


def _reachable(host: str, port: int) -> bool:
    try:
        with socket.create_connection((host, port), timeout=1.0):
            return True
    except OSError:
        return False


def require_service(name: str, host: str, port: int) -> None:
    """Skip (or, in CI, fail) when a service is not listening."""
    if _reachable(host, port):
        return
    msg = f"{name} is not reachable at {host}:{port}; start it (see shared services doc / .ci/run)"
    if IN_CI:
        pytest.fail(msg)
    pytest.skip(msg)


@pytest.fixture
def postgres_url() -> Iterator[str]:
    """A fresh, empty PostgreSQL database on 127.0.0.1:5432 (dropped afterwards)."""
    require_service("PostgreSQL", "127.0.0.1", 5432)
    import psycopg

    name = f"askdata_t_{uuid.uuid4().hex[:10]}"
    with psycopg.connect("postgresql://postgres@127.0.0.1:5432/postgres", autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    try:
        yield f"postgresql+psycopg://postgres@127.0.0.1:5432/{name}"
    finally:
        with psycopg.connect("postgresql://postgres@127.0.0.1:5432/postgres", autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture
def mysql_url() -> Iterator[str]:
    """A fresh, empty MariaDB database on 127.0.0.1:3306 (dropped afterwards)."""
    require_service("MariaDB", "127.0.0.1", 3306)
    import pymysql

    name = f"askdata_t_{uuid.uuid4().hex[:10]}"
    conn = pymysql.connect(host="127.0.0.1", port=3306, user="root", password="", autocommit=True)
    try:
        with conn.cursor() as cur:
            cur.execute(f"CREATE DATABASE `{name}`")
    finally:
        conn.close()
    try:
        yield f"mysql+pymysql://root@127.0.0.1:3306/{name}"
    finally:
        conn = pymysql.connect(host="127.0.0.1", port=3306, user="root", password="", autocommit=True)
        try:
            with conn.cursor() as cur:
                cur.execute(f"DROP DATABASE IF EXISTS `{name}`")
        finally:
            conn.close()


@pytest.fixture
def redis_url() -> str:
    """Redis on 127.0.0.1:6379 (tests use their own key prefixes)."""
    require_service("Redis", "127.0.0.1", 6379)
    return "redis://127.0.0.1:6379/0"


@pytest.fixture(scope="session")
def demo_db_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The demo Jaffle Shop DuckDB file, built once per test session."""
    from askdata_app.data.demo import ensure_demo_database

    path = tmp_path_factory.mktemp("demo") / "jaffle_shop.duckdb"
    return ensure_demo_database(path)
