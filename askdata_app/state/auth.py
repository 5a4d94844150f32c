"""AuthState: who this browser is (session cookie, sign-on proxy header or loopback), sign-in and logout.

Other states ask ``await current_principal(self)``; every handler that reads or changes data calls it and
refuses when it returns None or when ``askdata_app.auth.authorize`` says no.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

import reflex as rx

from askdata_app.auth.accounts import check_login
from askdata_app.auth.modes import resolve_principal
from askdata_app.auth.principal import Principal
from askdata_app.auth.sessions import COOKIE_NAME, create_session, end_session
from askdata_app.db.engine import app_engine
from askdata_app.settings import get_settings

if TYPE_CHECKING:
    from sqlalchemy import Engine

LOGIN_ROUTE = "/login"
WRONG_LOGIN = "Wrong name or password. Names and passwords are case-sensitive."
NOT_NAMED = (
    "Your sign-on proxy did not name you, or this request did not come through it. Open askdata through "
    "the company's sign-on address."
)
LOOPBACK_ONLY = "This askdata serves this machine only; open it on the machine it runs on."


def _engine() -> Engine:
    return app_engine(get_settings().resolved_app_db_url)


class AuthState(rx.State):
    """The browser's sign-in. The token lives in a cookie; the server keeps only its hash and expiry."""

    session_token: str = rx.Cookie(
        "", name=COOKIE_NAME, same_site="strict", max_age=int(get_settings().session_hours * 3600)
    )
    user_name: str = ""
    user_role: str = ""
    is_guest: bool = False
    login_error: str = ""
    denied: str = ""

    @rx.var
    def auth_mode(self) -> str:
        return get_settings().auth

    @rx.var
    def guest_mode(self) -> bool:
        return bool(get_settings().guest_mode)

    async def _principal(self) -> Principal | None:
        router = self.router
        headers = {str(k).lower(): str(v) for k, v in dict(router.headers.raw_headers).items()}
        return await asyncio.to_thread(
            resolve_principal,
            get_settings(),
            _engine(),
            peer=router.session.client_ip,
            headers=headers,
            session_token=self.session_token,
        )

    def _show(self, principal: Principal | None) -> None:
        self.user_name = principal.name if principal else ""
        self.user_role = principal.role if principal else ""
        self.is_guest = bool(principal and principal.is_guest)

    @rx.event
    async def require(self):  # type: ignore[no-untyped-def]
        """``on_load`` of every page: nobody signed in → the sign-in page."""
        principal = await self._principal()
        self._show(principal)
        if principal is None:
            return rx.redirect(LOGIN_ROUTE)
        return None

    @rx.event
    async def load_login(self):  # type: ignore[no-untyped-def]
        """``on_load`` of the sign-in page: already signed in → the chat; else say how to get in."""
        principal = await self._principal()
        self._show(principal)
        if principal is not None:
            return rx.redirect("/")
        mode = get_settings().auth
        self.denied = NOT_NAMED if mode == "trusted-header" else LOOPBACK_ONLY if mode == "none" else ""
        return None

    @rx.event
    async def login(self, form_data: dict[str, Any]):  # type: ignore[no-untyped-def]
        """Check the name and password; start a session and go to the chat."""
        settings = get_settings()
        if settings.auth != "password":
            self.login_error = "Sign-in with a password is not enabled on this server."
            return None
        name = str(form_data.get("name", "")).strip()
        password = str(form_data.get("password", ""))
        account = await asyncio.to_thread(check_login, _engine(), name, password)
        if account is None:
            self.login_error = WRONG_LOGIN
            return None
        self.session_token = await asyncio.to_thread(
            create_session,
            _engine(),
            account.name,
            hours=settings.session_hours,
            client_address=self.router.session.client_ip,
        )
        self.login_error = ""
        self._show(await self._principal())
        return rx.redirect("/")

    @rx.event
    async def logout(self):  # type: ignore[no-untyped-def]
        """End the session on the server (the token stops working at once) and forget the cookie."""
        await asyncio.to_thread(end_session, _engine(), self.session_token)
        self.session_token = ""
        self._show(None)
        return [rx.remove_cookie(COOKIE_NAME), rx.redirect(LOGIN_ROUTE)]


async def current_principal(state: rx.State) -> Principal | None:
    """The person behind ``state``'s browser (None = nobody signed in); call from any state's handler."""
    auth = await state.get_state(AuthState)
    return await auth._principal()
