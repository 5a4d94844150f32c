"""Migrations of the app database with Alembic: applied on startup, checked against the models in tests."""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from sqlalchemy import Engine, inspect

MIGRATIONS = Path(__file__).resolve().parent / "migrations"
BASELINE = "0001"


def alembic_config(engine: Engine) -> Config:
    """An Alembic config bound to ``engine`` (no alembic.ini needed)."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.set_main_option("sqlalchemy.url", engine.url.render_as_string(hide_password=False))
    return config


def upgrade(engine: Engine) -> None:
    """Bring the app database to the newest schema (a new database is created from scratch)."""
    config = alembic_config(engine)
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        unversioned = MigrationContext.configure(connection).get_current_revision() is None
        if unversioned and "decisions" in inspect(connection).get_table_names():
            # made by an early build with create_all: that schema is the first migration's
            command.stamp(config, BASELINE)
        command.upgrade(config, "head")
