"""The app database engine (SQLite in the data folder by default, PostgreSQL for a team)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from sqlalchemy import Engine, event, make_url
from sqlmodel import create_engine

from askdata_app.auth import models as _auth_models  # noqa: F401  (accounts, sessions)
from askdata_app.db import models as _models  # noqa: F401  (registers the tables)
from askdata_app.db.migrate import upgrade


@lru_cache(maxsize=8)
def app_engine(url: str) -> Engine:
    """An engine for the app database at ``url``, with its tables created."""
    if url.startswith("sqlite"):
        database = make_url(url).database
        if database and database != ":memory:":  # the data folder may not exist yet (first request)
            Path(database).parent.mkdir(parents=True, exist_ok=True)
        engine = create_engine(url, connect_args={"check_same_thread": False, "timeout": 30})

        @event.listens_for(engine, "connect")
        def _sqlite_pragmas(dbapi_conn, _record):  # type: ignore[no-untyped-def]
            cur = dbapi_conn.cursor()
            cur.execute("PRAGMA journal_mode=WAL")
            cur.execute("PRAGMA busy_timeout=30000")
            cur.close()
    else:
        engine = create_engine(url, pool_pre_ping=True)
    upgrade(engine)
    return engine
