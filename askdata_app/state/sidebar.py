"""SidebarState: whether the conversations panel is open on a narrow screen (≤ 900 px)."""

from __future__ import annotations

import reflex as rx


class SidebarState(rx.State):
    """On wide screens the panel is always shown; on narrow ones it opens over the chat from a toggle."""

    open: bool = False

    @rx.event
    def toggle(self) -> None:
        self.open = not self.open

    @rx.event
    def close(self) -> None:
        self.open = False
