"""The Reflex app: it registers pages, the download routes and the chat service's lifespan.

The theme lives in rxconfig.py; the chat service (askdata_app/chat/) owns every run and starts and stops
with the server; the bridge pushes its changes into the tabs of this worker.
"""

from __future__ import annotations

import reflex as rx

from askdata_app.api import api_app
from askdata_app.chat.instance import lifespan
from askdata_app.pages.audit import audit_page
from askdata_app.pages.index import index
from askdata_app.pages.settings import settings_page
from askdata_app.state.audit import AuditState
from askdata_app.state.bridge import bridge
from askdata_app.state.settings_page import SettingsState
from askdata_app.state.transcript import TranscriptState

app = rx.App(api_transformer=api_app(), stylesheets=["/askdata.css"])
app.register_lifespan_task(lifespan)
app.add_page(index, route="/", title="askdata", on_load=TranscriptState.load)
app.add_page(audit_page, route="/audit", title="askdata · decisions", on_load=AuditState.load)
app.add_page(settings_page, route="/settings", title="askdata · settings", on_load=SettingsState.load)
bridge.install(app)
