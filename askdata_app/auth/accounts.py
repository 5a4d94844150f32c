"""Accounts: create, change role or password, list, check a sign-in."""

from __future__ import annotations

from sqlalchemy import Engine
from sqlmodel import Session, col, select

from askdata_app.auth.models import Account, AuthSession
from askdata_app.auth.passwords import hash_password, verify_password
from askdata_app.auth.principal import Role, parse_role

MAX_NAME = 128


class AccountError(Exception):
    """A refused account change; the message says what to do."""


def _clean_name(name: str) -> str:
    name = name.strip()
    if not name or len(name) > MAX_NAME or any(c.isspace() for c in name):
        msg = f"Invalid account name {name!r}: use 1 to {MAX_NAME} characters without spaces."
        raise AccountError(msg)
    return name


def create_account(engine: Engine, name: str, role: Role | str, password: str | None) -> Account:
    """Add an account; ``password=None`` makes one that cannot sign in with a password (trusted-header)."""
    name = _clean_name(name)
    try:
        checked_role = parse_role(str(role))
        password_hash = hash_password(password) if password is not None else None
    except ValueError as exc:
        raise AccountError(str(exc)) from None
    with Session(engine, expire_on_commit=False) as session:
        if session.get(Account, name) is not None:
            msg = f"The account {name!r} already exists; use set-role or set-password to change it."
            raise AccountError(msg)
        account = Account(name=name, role=checked_role, password_hash=password_hash)
        session.add(account)
        session.commit()
        return account


def get_account(engine: Engine, name: str) -> Account | None:
    with Session(engine, expire_on_commit=False) as session:
        return session.get(Account, name)


def set_role(engine: Engine, name: str, role: Role | str) -> None:
    """Change an account's role (takes effect on the next request: roles are read per request)."""
    try:
        checked = parse_role(str(role))
    except ValueError as exc:
        raise AccountError(str(exc)) from None
    with Session(engine) as session:
        account = session.get(Account, name)
        if account is None:
            msg = f"No account {name!r}; create it with add-user."
            raise AccountError(msg)
        account.role = checked
        session.add(account)
        session.commit()


def set_password(engine: Engine, name: str, password: str) -> None:
    """Change a password and end that account's sessions."""
    try:
        password_hash = hash_password(password)
    except ValueError as exc:
        raise AccountError(str(exc)) from None
    with Session(engine) as session:
        account = session.get(Account, name)
        if account is None:
            msg = f"No account {name!r}; create it with add-user."
            raise AccountError(msg)
        account.password_hash = password_hash
        session.add(account)
        for record in session.exec(select(AuthSession).where(AuthSession.account == name)).all():
            session.delete(record)
        session.commit()


def list_accounts(engine: Engine) -> list[Account]:
    with Session(engine, expire_on_commit=False) as session:
        return list(session.exec(select(Account).order_by(col(Account.name))).all())


def has_admin(engine: Engine) -> bool:
    with Session(engine) as session:
        return session.exec(select(Account).where(Account.role == "admin")).first() is not None


def check_login(engine: Engine, name: str, password: str) -> Account | None:
    """The account when ``password`` is right, else None (an unknown name costs the same time)."""
    account = get_account(engine, name.strip())
    ok = verify_password(password, account.password_hash if account else None)
    return account if ok and account is not None else None
