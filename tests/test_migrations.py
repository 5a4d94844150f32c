"""The app database is built by Alembic migrations, and the migrations match the SQLModel models."""

from __future__ import annotations

from pathlib import Path

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
