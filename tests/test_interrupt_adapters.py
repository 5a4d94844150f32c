"""LangGraph's interrupt reuses one TypeAdapter (and its JSON schema) per answer type, and still checks
answers with it."""

from __future__ import annotations

from typing import Any

import pytest
from langchain.agents.middleware import human_in_the_loop as hitl
from langchain_core.tools import StructuredTool
from langgraph import types as lg_types
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import END, START, StateGraph
from langgraph.types import Command, interrupt
from pydantic import TypeAdapter, ValidationError
from typing_extensions import TypedDict

from askdata_app.agent.approval_gate import ApprovalGate, PreviewingHumanInTheLoop
from askdata_app.agent.interrupt_adapters import KeptAdapter, kept_adapters
from askdata_app.agent.metric_tools import QueryMetricsArgs
from askdata_app.agent.policy import ApprovalPolicy

ALLOWED = ["approve", "edit", "reject", "respond"]


def _tool() -> StructuredTool:
    def query(metrics: list[str]) -> str:
        return ""

    return StructuredTool.from_function(
        query, name="query_metrics", args_schema=QueryMetricsArgs, description="q"
    )


def _decision_type() -> Any:
    PreviewingHumanInTheLoop(ApprovalGate(ApprovalPolicy.default()), interrupt_on={})
    return hitl._decision_schema(ALLOWED, "query_metrics", _tool())


def test_installed_by_the_hitl_middleware_once() -> None:
    _decision_type()
    installed = lg_types.TypeAdapter
    assert getattr(installed, "askdata_kept", False)
    _decision_type()  # a second middleware does not wrap it again
    assert lg_types.TypeAdapter is installed


def test_one_adapter_per_type_with_pydantics_schema_handed_out_as_a_copy() -> None:
    decision = _decision_type()
    make = kept_adapters()
    first = make(decision)
    assert isinstance(first, KeptAdapter)
    assert make(decision) is first
    assert make(dict[str, int]) is not first
    want = TypeAdapter(decision).json_schema()
    got = first.json_schema()
    assert got == want
    got["title"] = "changed by a caller"
    got.clear()
    assert first.json_schema() == want  # the kept one is untouched
    assert first.json_schema(mode="serialization") == TypeAdapter(decision).json_schema(mode="serialization")


def test_the_kept_adapter_still_checks_answers() -> None:
    adapter = kept_adapters()(_decision_type())
    edit = {"type": "edit", "edited_action": {"name": "query_metrics", "args": {"metrics": ["revenue"]}}}
    assert adapter.validate_python(edit)["edited_action"]["args"]["metrics"] == ["revenue"]
    assert adapter.validate_python({"type": "approve"}) == {"type": "approve"}
    with pytest.raises(ValidationError):  # another tool's name: an edit cannot switch tools
        adapter.validate_python({"type": "edit", "edited_action": {"name": "run_sql", "args": {}}})
    with pytest.raises(ValidationError):
        adapter.validate_python({"type": "maybe"})


class _State(TypedDict):
    answer: Any


def test_a_graph_interrupt_publishes_the_schema_and_rejects_a_bad_resume() -> None:
    """Through LangGraph itself: the interrupt carries the type's JSON schema, a bad answer is refused and
    leaves the interrupt open, a good one resumes."""
    decision = _decision_type()

    def ask(state: _State) -> dict[str, Any]:
        return {"answer": interrupt({"q": "run it?"}, response_schema=decision)}

    graph = StateGraph(_State).add_node("ask", ask).add_edge(START, "ask").add_edge("ask", END)
    app = graph.compile(checkpointer=InMemorySaver())
    for run in range(2):  # the second run reuses the kept adapter
        config = {"configurable": {"thread_id": f"t{run}"}}
        out = app.invoke({"answer": None}, config)
        (pending,) = out["__interrupt__"]
        assert pending.response_schema == TypeAdapter(decision).json_schema()
        with pytest.raises(ValidationError):
            app.invoke(Command(resume={"type": "maybe"}), config)
        assert app.get_state(config).interrupts  # still waiting
        done = app.invoke(Command(resume={"type": "approve"}), config)
        assert done["answer"] == {"type": "approve"}
