"""The app database is built by Alembic migrations, and the migrations match the SQLModel models."""

from __future__ import annotations

from pathlib import Path

from alembic import command
from sqlalchemy import create_engine, inspect

from askdata_app.db.migrate import alembic_config, upgrade

TABLES = {"decisions", "cards", "conversations", "chat_items", "conversation_sources", "alembic_version"}


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
    import pytest

    from askdata_app.db.decisions import AlreadyDecidedError, record_decision
    from askdata_app.db.engine import app_engine

    engine = app_engine(f"sqlite:///{tmp_path / 'app.db'}")
    record_decision(engine, interrupt_id="i1", thread_id="t", tool="run_sql", decision="approve")
    with pytest.raises(AlreadyDecidedError):
        record_decision(engine, interrupt_id="i1", thread_id="t", tool="run_sql", decision="reject")
