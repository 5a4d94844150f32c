"""Property: ``runtime.decide`` accepts exactly the answers that fit the interrupt's response schema.

One long conversation with a model that proposes SQL again after every decision, so each example meets a
fresh pending card. An oracle (jsonschema's own validator on the real response schema) says which answers
are valid; decide must accept those (and the run must move on) and refuse the rest with nothing recorded.
"""

from __future__ import annotations

import asyncio
import uuid
from pathlib import Path
from typing import Any

import jsonschema
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage
from langchain_core.outputs import ChatGeneration, ChatResult

from askdata_app.agent.runtime import InvalidAnswerError
from askdata_app.db.decisions import list_decisions
from tests.agent_harness import make_runtime

SQL = "SELECT COUNT(*) AS n FROM locations"


class ProposesSqlForever(BaseChatModel):
    """Proposes the same query after every turn (fresh tool-call ids), so a card is always pending."""

    @property
    def _llm_type(self) -> str:
        return "proposes-sql-forever"

    def bind_tools(self, tools: Any, **kwargs: Any) -> ProposesSqlForever:  # type: ignore[override]
        return self

    def _generate(self, messages, stop=None, run_manager=None, **kwargs):  # type: ignore[no-untyped-def]
        call = {"name": "run_sql", "args": {"sql": SQL}, "id": f"c_{uuid.uuid4().hex[:10]}"}
        return ChatResult(generations=[ChatGeneration(message=AIMessage(content="", tool_calls=[call]))])


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=6,
)
decision_type = st.sampled_from(["approve", "edit", "reject", "respond", "maybe", ""])
answers = st.one_of(
    json_values,
    st.fixed_dictionaries({"type": decision_type}),
    st.fixed_dictionaries({"type": decision_type, "message": json_values | st.text(max_size=12)}),
    st.fixed_dictionaries(
        {
            "type": decision_type,
            "edited_action": st.fixed_dictionaries(
                {
                    "name": st.sampled_from(["run_sql", "other"]),
                    "args": st.fixed_dictionaries(
                        {"sql": st.sampled_from([SQL, "SELECT 1 AS one"]) | json_values}
                    )
                    | json_values,
                }
            )
            | json_values,
        }
    ),
)


def test_decide_accepts_exactly_the_schema_valid_answers(tmp_path: Path, demo_db_path: Path) -> None:
    loop = asyncio.new_event_loop()
    runtime, _, saver = loop.run_until_complete(make_runtime(tmp_path, demo_db_path, []))
    # The harness built the agent around a scripted model; rebuild it around one that never stops proposing.
    from askdata_app.agent.graph import build_agent
    from askdata_app.agent.tools import ToolContext, build_tools
    from askdata_app.data.source import DataSource
    from tests.agent_harness import private_copy

    source = DataSource.from_url(f"duckdb:///{private_copy(demo_db_path, tmp_path)}")
    tools = build_tools(ToolContext(source=source, results=runtime.results))
    runtime.agent = build_agent(
        ProposesSqlForever(),
        tools,
        policy=runtime.policy,
        checkpointer=saver,
        system_prompt="test",
        max_sql_retries=10_000,
    )
    stream = loop.run_until_complete(runtime.ask("prop", "count the stores"))

    async def next_card() -> dict[str, Any]:
        async for event in stream:
            if event["type"] == "card":
                return dict(event["card"])
        raise AssertionError("the run ended without a card")

    state: dict[str, Any] = {"card": loop.run_until_complete(next_card()), "accepted": 0, "refused": 0}
    failures: list[BaseException] = []
    schema = runtime._pending[state["card"]["interrupt_id"]].schema
    validator = jsonschema.Draft202012Validator(schema)

    def decide_one(answer: Any) -> None:
        card = state["card"]
        valid = validator.is_valid(answer)
        try:
            loop.run_until_complete(runtime.decide("prop", card["interrupt_id"], answer))
        except InvalidAnswerError:
            assert not valid, f"a schema-valid answer was refused: {answer!r}"
            state["refused"] += 1
            return
        except (TypeError, AttributeError, KeyError) as exc:  # a crash is never an acceptable refusal
            raise AssertionError(f"decide crashed on {answer!r}: {exc}") from exc
        assert valid, f"a schema-invalid answer was accepted: {answer!r}"
        state["accepted"] += 1
        state["card"] = loop.run_until_complete(next_card())

    # The examples share one live run (each accepted answer moves it to the next card), so a failing example
    # cannot be replayed or shrunk by Hypothesis: the first failure is kept as it happened and raised after
    # the run (the examples after it are skipped), and no example database is kept.
    @settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck), database=None)
    @given(answer=answers)
    def check(answer: Any) -> None:
        if failures:
            return
        try:
            decide_one(answer)
        except Exception as exc:  # kept and raised below, with its own traceback
            failures.append(exc)

    try:
        check()
        for answer in (
            {"type": "approve"},
            {"type": "reject"},
            {"type": "respond", "message": "x"},
            {},
            # a key the decision does not use, holding what the checkpoint cannot hold (it ended the run)
            {"type": "reject", "edited_action": {"k": [2**70]}},
            {"type": "approve"},
        ):
            check.hypothesis.inner_test(answer=answer)  # type: ignore[attr-defined]
        if failures:
            raise failures[0]
        assert state["accepted"] >= 1 and state["refused"] >= 1
        records = list_decisions(runtime.app_engine, thread_id="prop", limit=10_000)
        assert len(records) == state["accepted"], "one record per accepted answer, none for refused ones"
    finally:
        loop.run_until_complete(stream.aclose())
        loop.run_until_complete(runtime.aclose())
        loop.close()
