"""Stopping a run: the stop signal, the stream wrapper that honours it, and repairing the history after."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from typing import Any

from langchain_core.messages import AIMessage, ToolMessage
from langchain_core.runnables import RunnableConfig

from askdata_app.agent.errors import CANCELLED_CALL


class StoppedError(Exception):
    """The person pressed Stop."""


async def until_stopped(stream: AsyncIterator[Any], stop: asyncio.Future[bool]) -> AsyncIterator[Any]:
    """Items of ``stream`` until ``stop`` completes (then the stream is closed, ``StoppedError`` raised)."""
    iterator = stream.__aiter__()
    try:
        while True:
            if stop.done():
                raise StoppedError
            step = asyncio.ensure_future(iterator.__anext__())
            done, _ = await asyncio.wait({step, stop}, return_when=asyncio.FIRST_COMPLETED)
            if step not in done:
                step.cancel()
                with contextlib.suppress(BaseException):
                    await step
                raise StoppedError
            try:
                yield step.result()
            except StopAsyncIteration:
                return
    finally:
        aclose = getattr(stream, "aclose", None)
        if aclose is not None:
            with contextlib.suppress(BaseException):
                await aclose()


class HandedOffError(Exception):
    """Another worker decided a card this run was waiting for, and resumes the thread itself."""

    def __init__(self, interrupt_id: str) -> None:
        self.interrupt_id = interrupt_id
        super().__init__(interrupt_id)


async def close_dangling_calls(agent: Any, cfg: RunnableConfig, messages: list[Any]) -> None:
    """Answer every tool call of the last model turn that has no result, so the history stays valid."""
    last = next(
        (
            i
            for i in range(len(messages) - 1, -1, -1)
            if isinstance(messages[i], AIMessage) and messages[i].tool_calls
        ),
        None,
    )
    if last is None:
        return
    after = [m for m in messages[last + 1 :] if isinstance(m, ToolMessage)]
    answered = {m.tool_call_id for m in after}
    missing = [c for c in messages[last].tool_calls if c["id"] not in answered]
    if not missing:
        return
    patch = after + [
        ToolMessage(CANCELLED_CALL, tool_call_id=c["id"], name=c["name"], status="error") for c in missing
    ]
    await agent.aupdate_state(cfg, {"messages": patch}, as_node="tools")
