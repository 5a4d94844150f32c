"""Who acts in a tab. Without sign-in configured (the loopback demo) every tab is the local user."""

from __future__ import annotations

from typing import Any

LOCAL_USER = "local"


def user_of(state: Any) -> str:
    """The name decisions and conversations are recorded under for ``state``'s tab."""
    return LOCAL_USER
