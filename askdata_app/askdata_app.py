"""The Reflex app: it registers pages, the download routes, the sign-in gate and the chat service's lifespan.

The theme lives in rxconfig.py. Every page loads ``AuthState.require`` first (nobody signed in → /login) and
shows the guest banner in guest mode; the sign-in gate drops other events from a browser nobody is signed in
on; the origin guard wraps the whole backend (HTTP routes and the event websocket). The chat service
(askdata_app/chat/) owns every run and starts and stops with the server; the bridge pushes its changes into
the tabs of this worker.
"""

from __future__ import annotations

import reflex as rx

from askdata_app.api import api_app
from askdata_app.auth.modes import own_origins
from askdata_app.auth.origins import origin_guard
from askdata_app.chat.instance import lifespan
from askdata_app.components.auth import with_banner
from askdata_app.pages.audit import audit_page
from askdata_app.pages.inbox import inbox_page
from askdata_app.pages.index import index
from askdata_app.pages.login import login_page
from askdata_app.pages.settings import settings_page
from askdata_app.settings import get_settings
from askdata_app.state.audit import AuditState
from askdata_app.state.auth import AuthState
from askdata_app.state.bridge import bridge
from askdata_app.state.gate import SignInGate
from askdata_app.state.inbox import InboxState
from askdata_app.state.settings_page import SettingsState
from askdata_app.state.transcript import TranscriptState

app = rx.App(
    api_transformer=[api_app(), origin_guard(own_origins(get_settings()))], stylesheets=["/askdata.css"]
)
app.register_lifespan_task(lifespan)
app.add_middleware(SignInGate())
app.add_page(
    with_banner(index), route="/", title="askdata", on_load=[AuthState.require, TranscriptState.load]
)
app.add_page(
    with_banner(audit_page),
    route="/audit",
    title="askdata · decisions",
    on_load=[AuthState.require, AuditState.load],
)
app.add_page(
    with_banner(settings_page),
    route="/settings",
    title="askdata · settings",
    on_load=[AuthState.require, SettingsState.load],
)
app.add_page(
    with_banner(inbox_page),
    route="/inbox",
    title="askdata · inbox",
    on_load=[AuthState.require, InboxState.load],
)
app.add_page(with_banner(login_page), route="/login", title="askdata · sign in", on_load=AuthState.load_login)
bridge.install(app)
