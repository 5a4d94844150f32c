"""SettingsState: the configured data sources (with a connection test) and the active model."""

from __future__ import annotations

import asyncio
from typing import TypedDict

import reflex as rx

from askdata_app.agent.model import describe_model
from askdata_app.settings import get_settings


class SourceRow(TypedDict):
    """One configured data source as the settings page shows it (password masked)."""

    name: str
    dialect: str
    url: str
    status: str
    ok: bool


def _describe(name: str, url: str) -> SourceRow:
    from askdata_app.data.source import DataSource

    settings = get_settings()
    try:
        source = DataSource.from_url(url, name=name, timeout_s=settings.query_timeout_s)
    except Exception as exc:  # a malformed URL or a missing driver: say so in words
        return {
            "name": name,
            "dialect": "?",
            "url": "(not shown)",
            "status": f"Cannot be used: {exc}",
            "ok": False,
        }
    try:
        return {"name": name, "dialect": source.dialect, "url": source.display_url, "status": "", "ok": True}
    finally:
        source.close()


def _test(name: str, url: str) -> SourceRow:
    from askdata_app.data.source import DataSource

    row = _describe(name, url)
    if not row["ok"]:
        return row
    source = DataSource.from_url(url, name=name, timeout_s=get_settings().query_timeout_s)
    try:
        problem = source.test_connection()
    finally:
        source.close()
    return {**row, "status": problem or "Connected.", "ok": problem is None}


class SettingsState(rx.State):
    """The settings page."""

    rows: list[SourceRow] = []
    model: str = ""

    @rx.event
    async def load(self) -> None:
        settings = get_settings()
        if (
            not settings.data_url
        ):  # the demo file is built on first use; make sure it exists before testing it
            from askdata_app.agent.factory import open_source

            await asyncio.to_thread(lambda: open_source(settings).close())
        self.model = describe_model(settings)
        self.rows = [await asyncio.to_thread(_describe, n, u) for n, u in settings.source_urls().items()]

    @rx.event
    async def test(self, name: str) -> None:
        url = get_settings().source_urls().get(name)
        if url is None:
            return
        row = await asyncio.to_thread(_test, name, url)
        self.rows = [row if r["name"] == name else r for r in self.rows]
