"""Pushes the chat service's changes into the tabs of this worker that show the conversation.

One subscription per watched conversation and worker (not per tab): each change is copied into the
``TranscriptState`` of every tab watching it, through Reflex's ``app.modify_state`` (which sends the tab only
the vars that changed). Changes that arrive while a push is under way are applied together, in order, in
the next push (one update, one websocket frame). A tab that opens another conversation, or disconnects,
stops being pushed to.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import reflex as rx

    from askdata_app.chat.changes import Change

log = logging.getLogger(__name__)


class Bridge:
    """Which tab (client token) watches which conversation, and the pumps that feed them."""

    def __init__(self) -> None:
        self.app: rx.App | None = None
        self._thread_of: dict[str, str] = {}
        self._tokens: dict[str, set[str]] = {}
        self._seen: dict[str, int] = {}
        self._pumps: dict[str, asyncio.Task[None]] = {}

    def install(self, app: rx.App) -> None:
        self.app = app

    def watch(self, token: str, thread_id: str, seq: int) -> None:
        """``token``'s tab shows ``thread_id`` as of change ``seq``: push it every later change."""
        if self._thread_of.get(token) != thread_id:
            self.unwatch(token)
            self._thread_of[token] = thread_id
            self._tokens.setdefault(thread_id, set()).add(token)
        self._seen[token] = max(seq, self._seen.get(token, -1)) if token in self._seen else seq
        if thread_id not in self._pumps or self._pumps[thread_id].done():
            self._pumps[thread_id] = asyncio.create_task(
                self._pump(thread_id), name=f"askdata-push|{thread_id}"
            )

    def unwatch(self, token: str) -> None:
        thread_id = self._thread_of.pop(token, None)
        self._seen.pop(token, None)
        if thread_id is None:
            return
        tokens = self._tokens.get(thread_id, set())
        tokens.discard(token)
        if not tokens:
            self._tokens.pop(thread_id, None)
            pump = self._pumps.pop(thread_id, None)
            if pump is not None and pump is not asyncio.current_task():
                pump.cancel()

    def watching(self, thread_id: str) -> int:
        return len(self._tokens.get(thread_id, ()))

    def _connected(self, token: str) -> bool:
        namespace = getattr(self.app, "event_namespace", None)
        if namespace is None:
            return True
        return token in namespace.token_to_sid

    async def _pump(self, thread_id: str) -> None:
        """Feed the watching tabs; changes that arrive while a push works go out together (one update)."""
        from askdata_app.chat.instance import started_service

        service = await started_service()
        subscription = service.subscribe(thread_id)
        inbox: asyncio.Queue[Change | None] = asyncio.Queue()

        async def read() -> None:
            try:
                async for change in subscription:
                    inbox.put_nowait(change)
            finally:
                inbox.put_nowait(None)

        reader = asyncio.create_task(read(), name=f"askdata-read|{thread_id}")
        try:
            ended = False
            while not ended:
                first = await inbox.get()
                if first is None:
                    return
                batch = [first]
                while not inbox.empty():
                    change = inbox.get_nowait()
                    if change is None:
                        ended = True
                        break
                    batch.append(change)
                for token in list(self._tokens.get(thread_id, ())):
                    await self._push(token, thread_id, batch)
                if not self._tokens.get(thread_id):
                    return
        finally:
            reader.cancel()
            with contextlib.suppress(BaseException):
                await reader
            with contextlib.suppress(BaseException):
                await subscription.aclose()

    async def _push(self, token: str, thread_id: str, batch: list[Change]) -> None:
        """Apply the changes of ``batch`` this tab has not seen yet, in one state update (one frame)."""
        seen = self._seen.get(token, -1)
        fresh = [change for change in batch if change["seq"] > seen]
        if not fresh:
            return
        if not self._connected(token):
            self.unwatch(token)
            return
        self._seen[token] = fresh[-1]["seq"]
        from reflex.istate.manager.token import BaseStateToken

        from askdata_app.state.transcript import TranscriptState

        assert self.app is not None
        try:
            async with self.app.modify_state(BaseStateToken(ident=token, cls=TranscriptState)) as root:
                state: Any = await root.get_state(TranscriptState)
                if state.thread_id != thread_id:
                    self.unwatch(token)
                    return
                for change in fresh:
                    await state.apply(change)
        except Exception:
            log.exception("could not push a change of %s to a tab", thread_id)


bridge = Bridge()
"""This worker's bridge (``askdata_app.py`` installs the app into it)."""
