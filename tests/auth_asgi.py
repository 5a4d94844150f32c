"""The download routes behind the origin guard, plus a websocket at ``/_event/``, for a real uvicorn server
in tests (``uvicorn tests.auth_asgi:app --factory``)."""

from __future__ import annotations

from starlette.routing import WebSocketRoute
from starlette.websockets import WebSocket

from askdata_app.api import api_app
from askdata_app.auth.modes import own_origins
from askdata_app.auth.origins import OriginGuard
from askdata_app.settings import get_settings


async def _socket(websocket: WebSocket) -> None:
    await websocket.accept()
    await websocket.send_text("hello")
    await websocket.close()


def app() -> OriginGuard:
    inner = api_app()
    inner.router.routes.append(WebSocketRoute("/_event/", _socket))
    return OriginGuard(inner, own_origins(get_settings()))
