"""Bounds how often the model may retry failing SQL in one question, then makes it answer honestly."""

from __future__ import annotations

from typing import Any

from langchain.agents.middleware import AgentMiddleware, hook_config
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
    """After ``max_retries`` failed retries of run_sql in one question, stop with an honest answer."""

    def __init__(self, max_retries: int = 2) -> None:
        super().__init__()
        self.max_retries = max_retries

    def _check(self, state: Any) -> dict[str, Any] | None:
        failures = failed_sql(list(state.get("messages", [])))
        if len(failures) <= self.max_retries:
            return None
        error = str(failures[-1].content).removeprefix("The query did not run: ")
        text = GAVE_UP.format(attempts=len(failures), error=error)
        return {"messages": [AIMessage(text)], "jump_to": "end"}

    @hook_config(can_jump_to=["end"])
    def before_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        return self._check(state)

    @hook_config(can_jump_to=["end"])
    async def abefore_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        return self._check(state)
