"""The person behind a request: ``Principal`` is "the user" everywhere (states, routes, the audit)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Role = Literal["analyst", "approver", "admin"]
ROLES: tuple[Role, ...] = ("analyst", "approver", "admin")
LOCAL_NAME = "local"
"""The loopback user when sign-in is off: an admin (the machine's owner)."""


@dataclass(frozen=True)
class Principal:
    """Who is acting, as what, and from where."""

    name: str
    """Account name (``local`` on loopback without sign-in; ``guest@<address>`` for guests)."""
    role: Role
    """analyst, approver or admin."""
    client_address: str = ""
    """The peer address the request came from (recorded with decisions)."""
    is_guest: bool = False
    """True in guest mode (``ASKDATA_GUEST_MODE``): nobody signed in."""

    @property
    def is_admin(self) -> bool:
        return self.role == "admin"


def local_principal(client_address: str = "127.0.0.1") -> Principal:
    """The loopback user when sign-in is off."""
    return Principal(LOCAL_NAME, "admin", client_address)


def guest_principal(client_address: str) -> Principal:
    """A guest in guest mode: an analyst known only by the address they came from."""
    return Principal(f"guest@{client_address or 'unknown'}", "analyst", client_address, is_guest=True)


def parse_role(text: str) -> Role:
    """``text`` as a role; raises ValueError naming the valid ones."""
    for role in ROLES:
        if text == role:
            return role
    msg = f"Unknown role {text!r}; use one of: {', '.join(ROLES)}."
    raise ValueError(msg)
