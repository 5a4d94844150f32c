"""Bounds how often the model may retry failing SQL in one question, then makes it answer honestly."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from langchain.agents.middleware import AgentMiddleware, ModelRequest, ModelResponse
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

GAVE_UP = (
    "I could not get a working query after {attempts} attempts. The last error was: {error}\n\n"
    "You can rephrase the question, or edit the SQL on the card next time."
)


def failed_sql(messages: list[Any]) -> list[ToolMessage]:
    """run_sql calls of the current question that failed in the database (rejections do not count)."""
    start = max((i for i, m in enumerate(messages) if isinstance(m, HumanMessage)), default=-1)
    return [
        m
        for m in messages[start + 1 :]
        if isinstance(m, ToolMessage)
        and m.name == "run_sql"
        and m.status == "error"
        and m.additional_kwargs.get("lc_source") != "hitl_interrupt_decision"
    ]


class SqlRetryLimit(AgentMiddleware):
    """After ``max_retries`` failed retries of run_sql in one question, stop with an honest answer.

    The check wraps each model call (the honest answer stands in for the model's) rather than being a
    ``before_model`` hook: a hook is a graph node of its own, one superstep (a checkpoint and its writes)
    before every model call.
    """

    def __init__(self, max_retries: int = 2) -> None:
        super().__init__()
        self.max_retries = max_retries

    def _check(self, state: Any) -> AIMessage | None:
        failures = failed_sql(list(state.get("messages", [])))
        if len(failures) <= self.max_retries:
            return None
        error = str(failures[-1].content).removeprefix("The query did not run: ")
        return AIMessage(GAVE_UP.format(attempts=len(failures), error=error))

    def wrap_model_call(
        self, request: ModelRequest, handler: Callable[[ModelRequest], ModelResponse]
    ) -> ModelResponse | AIMessage:
        gave_up = self._check(request.state)
        return gave_up if gave_up is not None else handler(request)

    async def awrap_model_call(
        self, request: ModelRequest, handler: Callable[[ModelRequest], Awaitable[ModelResponse]]
    ) -> ModelResponse | AIMessage:
        gave_up = self._check(request.state)
        return gave_up if gave_up is not None else await handler(request)
