"""LangSmith's per-call bookkeeping runs inline while tracing is off, and on LangSmith's default otherwise."""

from __future__ import annotations

import asyncio
import contextvars
import threading
from collections.abc import Iterator
from typing import Any

import langsmith
import pytest
from langsmith import traceable
from langsmith._runtime_overrides import get_runtime_overrides
from langsmith.run_helpers import tracing_context

from askdata_app.agent import tracing


@pytest.fixture
def installed() -> Iterator[None]:
    before = get_runtime_overrides().aio_to_thread
    langsmith.set_runtime_overrides()
    tracing.install()
    yield
    langsmith.set_runtime_overrides(aio_to_thread=before)


async def test_untraced_runs_inline_in_the_given_context() -> None:
    var: contextvars.ContextVar[str] = contextvars.ContextVar("var", default="outer")
    ctx = contextvars.copy_context()
    ctx.run(var.set, "inner")
    called: list[Any] = []

    async def default(*_args: Any, **_kwargs: Any) -> Any:
        called.append("default")

    got = await tracing.inline_when_untraced(default, ctx, lambda x: (x, var.get(), threading.get_ident()), 7)
    assert got == (7, "inner", threading.get_ident())
    assert called == []


async def test_traced_uses_langsmiths_default() -> None:
    seen: list[Any] = []

    async def default(ctx: contextvars.Context, func: Any, *args: Any) -> Any:
        seen.append(func)
        return "from default"

    with tracing_context(enabled=True):
        ctx = contextvars.copy_context()
    assert await tracing.inline_when_untraced(default, ctx, len, "abc") == "from default"
    assert seen == [len]


def test_install_keeps_another_override() -> None:
    before = get_runtime_overrides().aio_to_thread

    async def theirs(default: Any, ctx: Any, func: Any, /, *args: Any, **kwargs: Any) -> Any:
        return await default(ctx, func, *args, **kwargs)

    langsmith.set_runtime_overrides(aio_to_thread=theirs)
    try:
        tracing.install()
        assert get_runtime_overrides().aio_to_thread is theirs
    finally:
        langsmith.set_runtime_overrides(aio_to_thread=before)


@pytest.mark.usefixtures("installed")
async def test_a_traceable_coroutine_makes_no_executor_trip() -> None:
    trips: list[Any] = []
    loop = asyncio.get_running_loop()
    original = loop.run_in_executor

    def counting(executor: Any, func: Any, *args: Any) -> Any:
        trips.append(func)
        return original(executor, func, *args)

    @traceable(name="wrapped")
    async def wrapped(x: int) -> int:
        await asyncio.sleep(0)
        return x * 2

    @traceable(name="failing")
    async def failing() -> None:
        raise ValueError("boom")

    loop.run_in_executor = counting  # type: ignore[method-assign]
    try:
        assert await wrapped(21) == 42
        with pytest.raises(ValueError, match="boom"):
            await failing()
    finally:
        loop.run_in_executor = original  # type: ignore[method-assign]
    assert trips == []


def test_build_agent_installs_it() -> None:
    from langchain_core.language_models.fake_chat_models import FakeListChatModel
    from langgraph.checkpoint.memory import InMemorySaver

    from askdata_app.agent.graph import build_agent
    from askdata_app.agent.policy import ApprovalPolicy

    before = get_runtime_overrides().aio_to_thread
    langsmith.set_runtime_overrides()
    try:
        build_agent(
            FakeListChatModel(responses=["hi"]),
            [],
            policy=ApprovalPolicy.default(),
            checkpointer=InMemorySaver(),
            system_prompt="x",
        )
        assert get_runtime_overrides().aio_to_thread is tracing.inline_when_untraced
    finally:
        langsmith.set_runtime_overrides(aio_to_thread=before)
