"""An ASGI middleware that refuses requests and websocket handshakes from origins not on the allow-list.

Installed around Reflex's backend (``rx.App(api_transformer=[...])``): it sees every HTTP request, the
``/_event`` websocket upgrade and the API routes. Requests without an ``Origin`` header (address bar,
curl) pass; a browser always sends one for cross-origin requests and for every websocket.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from starlette.types import ASGIApp, Receive, Scope, Send

REFUSED = (
    "Refused: requests from {origin} are not allowed. If that is this app's address, add it to "
    "ASKDATA_ALLOWED_ORIGINS."
)


class OriginGuard:
    """Refuse HTTP (403) and websocket handshakes (closed before accept: HTTP 403) from foreign origins."""

    def __init__(self, app: ASGIApp, allowed: Iterable[str]) -> None:
        self.app = app
        self.allowed = frozenset(o.rstrip("/").lower() for o in allowed)

    def origin_allowed(self, origin: str) -> bool:
        return origin.rstrip("/").lower() in self.allowed

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        origin = _header(scope, b"origin")
        if origin is None or self.origin_allowed(origin):
            await self.app(scope, receive, send)
            return
        if scope["type"] == "websocket":
            await send({"type": "websocket.close", "code": 1008})
            return
        body = REFUSED.format(origin=origin).encode()
        await send(
            {
                "type": "http.response.start",
                "status": 403,
                "headers": [
                    (b"content-type", b"text/plain; charset=utf-8"),
                    (b"content-length", str(len(body)).encode()),
                    (b"vary", b"Origin"),
                ],
            }
        )
        await send({"type": "http.response.body", "body": body})


def _header(scope: Scope, name: bytes) -> str | None:
    for key, value in scope.get("headers", []):
        if key.lower() == name:
            return value.decode("latin-1")
    return None


def origin_guard(allowed: Iterable[str]):  # type: ignore[no-untyped-def]
    """The transformer for ``rx.App(api_transformer=...)``: wraps the backend in an ``OriginGuard``."""
    allowed = list(allowed)

    def wrap(app: ASGIApp) -> ASGIApp:
        return OriginGuard(app, allowed)

    return wrap
