"""The Reflex app: it only registers pages and the download routes (the theme lives in rxconfig.py)."""

from __future__ import annotations

import reflex as rx

from askdata_app.api import api_app
from askdata_app.pages.audit import audit_page
from askdata_app.pages.index import index
from askdata_app.pages.settings import settings_page
from askdata_app.state.audit import AuditState
from askdata_app.state.chat import ChatState
from askdata_app.state.settings_page import SettingsState

app = rx.App(api_transformer=api_app())
app.add_page(index, route="/", title="askdata", on_load=ChatState.load)
app.add_page(audit_page, route="/audit", title="askdata · decisions", on_load=AuditState.load)
app.add_page(settings_page, route="/settings", title="askdata · settings", on_load=SettingsState.load)
