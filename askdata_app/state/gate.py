"""SignInGate: a Reflex event middleware that drops every event from a browser nobody is signed in on.

The event websocket is open to any allowed origin, so a handler reached without the page (a crafted socket
client) must not run for a stranger. Only Reflex's own bookkeeping (hydrate, on_load dispatch, client
storage) and ``AuthState`` (sign-in) pass without a principal; the page's ``on_load`` then redirects to
the sign-in page. Ownership and roles are still checked by each handler (``askdata_app.auth.authorize``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from reflex.middleware import Middleware
from reflex.state import (
    FrontendEventExceptionState,
    OnLoadInternalState,
    State,
    StateUpdate,
    UpdateVarsInternalState,
)

from askdata_app.state.auth import AuthState

if TYPE_CHECKING:
    from reflex.state import BaseState


def open_states() -> frozenset[str]:
    """Full names of the states whose events run before sign-in."""
    return frozenset(
        cls.get_full_name()
        for cls in (
            State,
            OnLoadInternalState,
            UpdateVarsInternalState,
            FrontendEventExceptionState,
            AuthState,
        )
    )


def needs_sign_in(event_name: str, open_names: frozenset[str]) -> bool:
    """Whether an event (``<full state name>.<handler>``) needs a signed-in person."""
    state_name, _, _handler = event_name.rpartition(".")
    return state_name not in open_names


class SignInGate(Middleware):
    """Drop events that need a signed-in person when there is none."""

    def __init__(self) -> None:
        self._open = open_states()

    async def preprocess(self, app: Any, state: BaseState, event: Any) -> StateUpdate | None:
        if not needs_sign_in(str(event.name), self._open):
            return None
        auth = await state.get_state(AuthState)
        if await auth._principal() is not None:
            return None
        return StateUpdate()  # dropped: nothing runs, nothing is sent
