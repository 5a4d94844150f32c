"""The Reflex app: it only registers pages (the theme lives in rxconfig.py)."""

from __future__ import annotations

import reflex as rx

from askdata_app.pages.index import index
from askdata_app.state.chat import ChatState

app = rx.App()
app.add_page(index, route="/", title="askdata", on_load=ChatState.load)
