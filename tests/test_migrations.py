"""The app database is built by Alembic migrations, and the migrations match the SQLModel models."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from alembic import command
from sqlalchemy import create_engine, inspect

from askdata_app.db.migrate import alembic_config, upgrade

TABLES = {
    "accounts",
    "auth_sessions",
    "decisions",
    "cards",
    "conversations",
    "chat_items",
    "conversation_sources",
    "alembic_version",
}


def _check(url: str) -> None:
    engine = create_engine(url)
    try:
        upgrade(engine)
        upgrade(engine)  # a second start changes nothing
        assert set(inspect(engine).get_table_names()) >= TABLES
        config = alembic_config(engine)
        with engine.begin() as connection:
            config.attributes["connection"] = connection
            command.check(config)  # raises if the models have changes no migration covers
    finally:
        engine.dispose()


def test_sqlite_app_database(tmp_path: Path) -> None:
    _check(f"sqlite:///{tmp_path / 'app.db'}")


def test_postgresql_app_database(postgres_url: str) -> None:
    _check(postgres_url)


def test_decision_uniqueness_holds_in_the_migrated_schema(tmp_path: Path) -> None:
    from askdata_app.db.decisions import AlreadyDecidedError, record_decision
    from askdata_app.db.engine import app_engine

    engine = app_engine(f"sqlite:///{tmp_path / 'app.db'}")
    record_decision(engine, interrupt_id="i1", thread_id="t", tool="run_sql", decision="approve")
    with pytest.raises(AlreadyDecidedError):
        record_decision(engine, interrupt_id="i1", thread_id="t", tool="run_sql", decision="reject")


@pytest.mark.parametrize("half_started", [False, True])
def test_a_database_made_before_migrations_is_adopted_not_lost(tmp_path: Path, half_started: bool) -> None:
    from sqlalchemy import text
    from sqlmodel import Session

    from askdata_app.db import models

    url = f"sqlite:///{tmp_path / 'old.db'}"
    engine = create_engine(url)
    # how the first builds made it: the first migration's schema, created without a version table
    config = alembic_config(engine)
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "0001")
        connection.execute(text("DROP TABLE alembic_version"))
    if half_started:  # an earlier failed upgrade left an empty version table behind
        with engine.begin() as conn:
            conn.execute(text("CREATE TABLE alembic_version (version_num VARCHAR(32) NOT NULL)"))
    with engine.begin() as conn:  # a row written by that build (the newer columns did not exist yet)
        conn.execute(
            text(
                "INSERT INTO conversations (id, title, user, created_at, updated_at) "
                "VALUES ('kept', 'an old chat', 'anonymous', '2026-01-01', '2026-01-01')"
            )
        )
    upgrade(engine)
    with Session(engine) as session:
        assert session.get(models.Conversation, "kept") is not None
    assert "alembic_version" in inspect(engine).get_table_names()
    engine.dispose()


def _migrate_at_once(url: str, barrier: Any) -> None:
    engine = create_engine(url)
    barrier.wait()
    upgrade(engine)
    engine.dispose()


@pytest.mark.parametrize("database", ["sqlite", "postgresql"])
def test_workers_starting_at_once_migrate_a_fresh_database_once(
    tmp_path: Path, database: str, request: pytest.FixtureRequest
) -> None:
    """Several workers (GRANIAN_WORKERS) start together on a database that does not exist yet: one migrates,
    the others wait for it and find the schema current (none fails with "table ... already exists")."""
    import multiprocessing

    url = (
        f"sqlite:///{tmp_path / 'app.db'}"
        if database == "sqlite"
        else request.getfixturevalue("postgres_url")
    )
    context = multiprocessing.get_context("spawn")
    barrier = context.Barrier(4)
    workers = [context.Process(target=_migrate_at_once, args=(url, barrier)) for _ in range(4)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(timeout=120)
    assert [w.exitcode for w in workers] == [0, 0, 0, 0], "every worker started"
    _check(url)
