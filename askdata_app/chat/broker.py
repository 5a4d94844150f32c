"""Carries a conversation's changes between workers: in-process alone, Redis pub/sub for several workers.

A worker publishes every change it makes to a conversation and every decision it records; the others
deliver them to their own subscribers (and let go of runs whose card another worker decided). Liveness of
a worker is its open Redis connection (named after the worker): no heartbeats, no polling.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import Awaitable, Callable
from typing import Any, Protocol

log = logging.getLogger(__name__)

CONVERSATION_CHANNEL = "conv"
CONTROL_CHANNEL = "ctl"
CLIENT_PREFIX = "askdata-worker-"

Handler = Callable[[str, dict[str, Any]], Awaitable[None]]
"""Called with (channel, message) for every message another worker published."""


class Broker(Protocol):
    """What the chat service needs from a broker."""

    async def start(self, worker_id: str, handler: Handler) -> None:
        """Connect and deliver other workers' messages to ``handler`` from now on."""

    async def publish(self, channel: str, message: dict[str, Any]) -> None:
        """Send ``message`` to the other workers (never back to this one)."""

    async def alive(self, worker_id: str) -> bool:
        """Whether the worker ``worker_id`` is still running."""

    async def aclose(self) -> None:
        """Disconnect."""


class LocalBroker:
    """One worker: nothing to carry; only this worker is alive."""

    def __init__(self) -> None:
        self.worker_id = ""

    async def start(self, worker_id: str, handler: Handler) -> None:
        self.worker_id = worker_id

    async def publish(self, channel: str, message: dict[str, Any]) -> None:
        return None

    async def alive(self, worker_id: str) -> bool:
        return worker_id == self.worker_id

    async def aclose(self) -> None:
        return None


class RedisBroker:
    """Redis pub/sub: one subscription connection per worker, named so others can see it is alive.

    Channels are ``<namespace>:conv`` and ``<namespace>:ctl``: workers of one deployment share a namespace.
    """

    def __init__(self, url: str, *, namespace: str = "askdata") -> None:
        self.url = url
        self.namespace = namespace
        self.worker_id = ""
        self._pub: Any = None
        self._sub: Any = None
        self._reader: asyncio.Task[None] | None = None

    async def start(self, worker_id: str, handler: Handler) -> None:
        from redis import asyncio as aioredis

        self.worker_id = worker_id
        self._pub = aioredis.from_url(self.url, decode_responses=True)
        self._sub = aioredis.from_url(
            self.url, decode_responses=True, client_name=CLIENT_PREFIX + worker_id
        ).pubsub(ignore_subscribe_messages=True)
        await self._sub.subscribe(self._channel(CONVERSATION_CHANNEL), self._channel(CONTROL_CHANNEL))
        self._reader = asyncio.create_task(self._read(handler), name="askdata-broker-reader")

    async def _read(self, handler: Handler) -> None:
        async for raw in self._sub.listen():
            try:
                message = json.loads(raw["data"])
            except (TypeError, ValueError):
                continue
            if message.get("origin") == self.worker_id:
                continue
            try:
                await handler(str(raw["channel"]).rsplit(":", 1)[-1], message)
            except Exception:  # one bad message must not stop the worker's deliveries
                log.exception("could not handle a broker message on %s", raw.get("channel"))

    async def publish(self, channel: str, message: dict[str, Any]) -> None:
        if self._pub is None:
            return
        payload = json.dumps({**message, "origin": self.worker_id}, default=str)
        await self._pub.publish(self._channel(channel), payload)

    def _channel(self, name: str) -> str:
        return f"{self.namespace}:{name}"

    async def alive(self, worker_id: str) -> bool:
        if worker_id == self.worker_id:
            return True
        if self._pub is None:
            return False
        clients = await self._pub.client_list()
        return any(c.get("name") == CLIENT_PREFIX + worker_id for c in clients)

    async def aclose(self) -> None:
        if self._reader is not None:
            self._reader.cancel()
            with contextlib.suppress(BaseException):
                await self._reader
        for conn in (self._sub, self._pub):
            if conn is not None:
                with contextlib.suppress(Exception):
                    await conn.aclose()
        self._sub = self._pub = None


def make_broker(redis_url: str | None) -> Broker:
    """Redis when a URL is configured (several workers), else the in-process broker."""
    return RedisBroker(redis_url) if redis_url else LocalBroker()
