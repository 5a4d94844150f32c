"""LangSmith's bookkeeping without thread trips while tracing is off.

``create_agent`` wraps every middleware's ``awrap_tool_call`` (and ``awrap_model_call``) in LangSmith's
``traceable``. Its async wrapper sends two small functions to the default executor on every call, one
to set the run up and one to end it, tracing or not: with four tool-call middlewares that is eight
hand-offs between the event loop and a worker thread per tool call, twelve on the way to an approval
card. On a loaded 2-core machine each hand-off waits for the scheduler.

:func:`install` sets LangSmith's public ``aio_to_thread`` runtime override: while tracing is off (the
case unless ``LANGSMITH_TRACING`` or a ``tracing_context`` turns it on) those functions only build an
empty run container, pure CPU work of microseconds, so they run inline, in the context LangSmith passes.
With tracing on, LangSmith's own default runs them (it may post the run), as before.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import contextvars
    from collections.abc import Awaitable, Callable


async def inline_when_untraced(
    default: Callable[..., Awaitable[Any]],
    ctx: contextvars.Context,
    func: Callable[..., Any],
    /,
    *args: Any,
    **kwargs: Any,
) -> Any:
    """LangSmith's ``aio_to_thread``: ``func`` inline in ``ctx`` when tracing is off, else the default."""
    from langsmith.utils import tracing_is_enabled

    if not ctx.run(tracing_is_enabled):
        return ctx.run(func, *args, **kwargs)
    return await default(ctx, func, *args, **kwargs)


def install() -> None:
    """Install :func:`inline_when_untraced`, unless another ``aio_to_thread`` override is set."""
    import langsmith

    try:
        from langsmith._runtime_overrides import get_runtime_overrides
    except ImportError:  # private module: without it, askdata's override is set (the app sets no other)
        current = None
    else:
        current = get_runtime_overrides().aio_to_thread
    if current is None:
        langsmith.set_runtime_overrides(aio_to_thread=inline_when_untraced)
