"""Password hashing with pwdlib's argon2 hasher (never plaintext, never a hand-made scheme)."""

from __future__ import annotations

from functools import lru_cache

from pwdlib import PasswordHash
from pwdlib.hashers.argon2 import Argon2Hasher

MIN_PASSWORD_LENGTH = 8


@lru_cache(maxsize=1)
def _hasher() -> PasswordHash:
    return PasswordHash((Argon2Hasher(),))


def hash_password(password: str) -> str:
    """An argon2id hash of ``password``; raises ValueError when it is too short."""
    if len(password) < MIN_PASSWORD_LENGTH:
        msg = f"The password is too short: use at least {MIN_PASSWORD_LENGTH} characters."
        raise ValueError(msg)
    return _hasher().hash(password)


def verify_password(password: str, password_hash: str | None) -> bool:
    """Whether ``password`` matches; a missing hash is checked against a dummy (same time, always False)."""
    if password_hash is None:
        _hasher().verify(password, _dummy_hash())
        return False
    try:
        return _hasher().verify(password, password_hash)
    except Exception:  # a malformed stored hash never signs anyone in
        return False


@lru_cache(maxsize=1)
def _dummy_hash() -> str:
    return _hasher().hash("askdata-no-such-account")
