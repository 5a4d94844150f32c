"""Migrations of the app database with Alembic: applied on startup, checked against the models in tests."""

from __future__ import annotations

import contextlib
import fcntl
from collections.abc import Iterator
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from sqlalchemy import Connection, Engine, inspect

MIGRATIONS = Path(__file__).resolve().parent / "migrations"
BASELINE = "0001"


def alembic_config(engine: Engine) -> Config:
    """An Alembic config bound to ``engine`` (no alembic.ini needed)."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.set_main_option("sqlalchemy.url", engine.url.render_as_string(hide_password=False))
    return config


@contextlib.contextmanager
def _one_migrator(engine: Engine) -> Iterator[Connection]:
    """A transaction in which this process alone migrates (several workers start at once on a fresh
    database): a lock file beside a SQLite file, an advisory lock on PostgreSQL, both held until commit."""
    database = engine.url.database
    with contextlib.ExitStack() as stack:
        if engine.dialect.name == "sqlite" and database and database != ":memory:":
            lock = stack.enter_context(Path(f"{database}.migrate-lock").open("a"))
            fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes, after the commit
        connection = stack.enter_context(engine.begin())
        if engine.dialect.name == "postgresql":
            connection.exec_driver_sql("SELECT pg_advisory_xact_lock(8246135)")
        yield connection


def upgrade(engine: Engine) -> None:
    """Bring the app database to the newest schema (a new database is created from scratch)."""
    config = alembic_config(engine)
    with _one_migrator(engine) as connection:
        config.attributes["connection"] = connection
        unversioned = MigrationContext.configure(connection).get_current_revision() is None
        if unversioned and "decisions" in inspect(connection).get_table_names():
            # made by an early build with create_all: that schema is the first migration's
            command.stamp(config, BASELINE)
        command.upgrade(config, "head")
