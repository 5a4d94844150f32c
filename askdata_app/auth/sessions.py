"""Sign-in sessions: a random token in the browser's cookie, its SHA-256 and expiry in the app database."""

from __future__ import annotations

import hashlib
import secrets
from datetime import datetime, timedelta

from sqlalchemy import Engine, delete
from sqlmodel import Session, col

from askdata_app.auth.models import Account, AuthSession
from askdata_app.auth.principal import Principal, parse_role
from askdata_app.db.models import utcnow

COOKIE_NAME = "askdata_session"


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def create_session(engine: Engine, account: str, *, hours: float, client_address: str = "") -> str:
    """Start a session for ``account``; returns the token for the cookie (stored only as its hash)."""
    token = secrets.token_urlsafe(32)
    now = utcnow()
    record = AuthSession(
        token_hash=_digest(token),
        account=account,
        created_at=now,
        expires_at=now + timedelta(hours=hours),
        client_address=client_address[:64],
    )
    with Session(engine) as session:
        session.add(record)
        session.commit()
    return token


def principal_for_token(
    engine: Engine, token: str, *, client_address: str = "", now: datetime | None = None
) -> Principal | None:
    """The signed-in person for a cookie token, or None when unknown or expired (expired ones are deleted)."""
    if not token:
        return None
    now = now or utcnow()
    with Session(engine) as session:
        record = session.get(AuthSession, _digest(token))
        if record is None:
            return None
        expires_at = record.expires_at
        if expires_at.tzinfo is None:  # SQLite returns naive UTC
            expires_at = expires_at.replace(tzinfo=now.tzinfo)
        if expires_at <= now:
            session.delete(record)
            session.commit()
            return None
        account = session.get(Account, record.account)
        if account is None:
            return None
        return Principal(account.name, parse_role(account.role), client_address)


def end_session(engine: Engine, token: str) -> None:
    """Log out: the token stops working at once."""
    if not token:
        return
    with Session(engine) as session:
        session.exec(delete(AuthSession).where(col(AuthSession.token_hash) == _digest(token)))  # type: ignore[call-overload]
        session.commit()


def purge_expired(engine: Engine, *, now: datetime | None = None) -> int:
    """Delete expired sessions; returns how many."""
    with Session(engine) as session:
        result = session.exec(delete(AuthSession).where(col(AuthSession.expires_at) <= (now or utcnow())))  # type: ignore[call-overload]
        session.commit()
        return int(result.rowcount or 0)
