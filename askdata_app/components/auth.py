"""Identity in the page chrome: the guest banner, the inbox link with its live count, the user menu."""

from __future__ import annotations

from collections.abc import Callable

import reflex as rx

from askdata_app.state.auth import AuthState
from askdata_app.state.inbox import InboxState

COUNT_REFRESH_MS = 10_000
GUEST_TEXT = (
    "Guest mode: nobody signs in on this server. Decisions are recorded as guests with their network "
    "address. For real use, set ASKDATA_AUTH."
)


def guest_banner() -> rx.Component:
    """Shown on every page when ``ASKDATA_GUEST_MODE`` is on."""
    return rx.cond(
        AuthState.guest_mode,
        rx.callout(GUEST_TEXT, icon="triangle_alert", color_scheme="amber", size="1", id="guest-banner"),
    )


def inbox_link() -> rx.Component:
    """ "Inbox" with the number of cards waiting for this person (refreshed every 10 s)."""
    return rx.hstack(
        rx.link("Inbox", href="/inbox", size="2", id="nav-inbox"),
        rx.cond(
            InboxState.count > 0,
            rx.badge(InboxState.count, color_scheme="violet", variant="solid", id="inbox-count"),
        ),
        rx.moment(
            interval=COUNT_REFRESH_MS, on_change=InboxState.refresh_count, display="none", id="inbox-timer"
        ),
        spacing="1",
        align="center",
        on_mount=InboxState.refresh_count,
    )


def user_menu() -> rx.Component:
    """The signed-in name and role, and Log out (password mode)."""
    return rx.hstack(
        rx.text(AuthState.user_name, size="1", id="user-name"),
        rx.badge(AuthState.user_role, variant="soft", size="1", id="user-role"),
        rx.cond(
            AuthState.auth_mode == "password",
            rx.button("Log out", size="1", variant="ghost", on_click=AuthState.logout, id="logout"),
        ),
        spacing="2",
        align="center",
    )


def with_banner(page: Callable[[], rx.Component]) -> Callable[[], rx.Component]:
    """``page`` with the guest banner above it (pages are registered through this)."""

    def framed() -> rx.Component:
        return rx.fragment(guest_banner(), page())

    framed.__name__ = getattr(page, "__name__", "page")
    return framed


def share_button(conversation_id: rx.Var | str) -> rx.Component:
    """Share / Unshare the open conversation (owner or admin); call ``SharingState.show(id)`` on opening."""
    from askdata_app.state.sharing import SharingState

    return rx.hstack(
        rx.button(
            rx.cond(SharingState.shared, "Unshare", "Share with team"),
            size="1",
            variant="soft",
            on_click=SharingState.toggle(conversation_id),
            id="share-toggle",
        ),
        rx.cond(SharingState.notice != "", rx.text(SharingState.notice, size="1", id="share-notice")),
        spacing="2",
        align="center",
    )
