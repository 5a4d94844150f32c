"""Account and sign-in session records (SQLModel tables in the app database; migration 0002)."""

from __future__ import annotations

from datetime import datetime

from sqlmodel import Field, SQLModel

from askdata_app.db.models import utcnow


class Account(SQLModel, table=True):
    """A person who may sign in (password mode) or be named by the sign-on proxy (trusted-header mode)."""

    __tablename__ = "accounts"

    name: str = Field(primary_key=True, max_length=128)
    role: str = Field(max_length=16)
    """analyst | approver | admin"""
    password_hash: str | None = Field(default=None, max_length=512)
    """argon2 hash (pwdlib); None = no password sign-in (trusted-header users)."""
    created_at: datetime = Field(default_factory=utcnow)


class AuthSession(SQLModel, table=True):
    """A signed-in browser. Only the SHA-256 of the random token is stored (a leaked table opens nothing)."""

    __tablename__ = "auth_sessions"

    token_hash: str = Field(primary_key=True, max_length=64)
    account: str = Field(index=True, max_length=128)
    created_at: datetime = Field(default_factory=utcnow)
    expires_at: datetime = Field(index=True)
    client_address: str = Field(default="", max_length=64)
