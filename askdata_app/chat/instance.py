"""This worker's chat service (one per process), started and stopped with the app."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from askdata_app.chat.broker import make_broker
from askdata_app.chat.service import ChatService

_service: ChatService | None = None
_started: asyncio.Lock | None = None


def get_service() -> ChatService:
    """The process's chat service (created on first use; ``lifespan`` starts and stops it)."""
    global _service
    if _service is None:
        from askdata_app.agent.factory import get_runtime
        from askdata_app.settings import get_settings

        _service = ChatService(runtime_for=get_runtime, broker=make_broker(get_settings().broker_url))
    return _service


async def started_service() -> ChatService:
    """The service, started (broker connected, unapplied decisions recovered) before first use."""
    global _started
    service = get_service()
    if _started is None:
        _started = asyncio.Lock()
    async with _started:
        await service.start()
    return service


@asynccontextmanager
async def lifespan() -> AsyncIterator[None]:
    """Start the service with the server (recovering a crash's decisions); end its runs on shutdown."""
    service = await started_service()
    warm = asyncio.create_task(_warm(service), name="askdata-warm")
    try:
        yield
    finally:
        warm.cancel()
        await service.shutdown()
        from askdata_app.agent.factory import close_runtimes

        await close_runtimes()


async def _warm(service: ChatService) -> None:
    """Build the primary source's agent and analyst now (not on the first question), then settle the heap."""
    import logging

    from askdata_app.chat import heap

    try:
        await service.runtime()
    except Exception:  # a broken model or source is reported when someone asks, not at start
        logging.getLogger(__name__).warning("could not prepare the agent at start", exc_info=True)
    heap.settle()
    await heap.keep()
