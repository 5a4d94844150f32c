"""The HITL answer type of a gated tool is built once per tool object, and is the type LangChain builds."""

from __future__ import annotations

from typing import Any

from langchain.agents.middleware import human_in_the_loop as hitl
from langchain_core.tools import StructuredTool
from pydantic import TypeAdapter

from askdata_app.agent.approval_gate import ApprovalGate, PreviewingHumanInTheLoop
from askdata_app.agent.metric_tools import QueryMetricsArgs
from askdata_app.agent.policy import ApprovalPolicy

ALLOWED = ["approve", "edit", "reject"]


def _tool(name: str = "query_metrics") -> StructuredTool:
    def query(metrics: list[str]) -> str:
        return ""

    return StructuredTool.from_function(query, name=name, args_schema=QueryMetricsArgs, description="q")


def _install() -> None:
    PreviewingHumanInTheLoop(ApprovalGate(ApprovalPolicy.default()), interrupt_on={})


def test_one_type_per_tool_object_with_langchains_json_schema() -> None:
    _install()
    memoized = hitl._decision_schema
    assert getattr(memoized, "askdata_memoized", False)
    tool = _tool()
    first = memoized(ALLOWED, "query_metrics", tool)
    assert memoized(list(ALLOWED), "query_metrics", tool) is first
    assert memoized(["approve", "reject"], "query_metrics", tool) is not first
    # a new tool object (a rebuilt runtime, another semantic layer's schema) gets its own type
    other = _tool()
    assert memoized(ALLOWED, "query_metrics", other) is not first
    _install()  # installing again does not wrap twice
    assert hitl._decision_schema is memoized
    fresh = TypeAdapter(_unwrapped()(ALLOWED, "query_metrics", tool)).json_schema()
    assert TypeAdapter(first).json_schema() == fresh


def test_the_memoized_type_still_checks_answers() -> None:
    _install()
    tool = _tool()
    adapter = TypeAdapter(hitl._decision_schema(ALLOWED, "query_metrics", tool))
    edit = {"type": "edit", "edited_action": {"name": "query_metrics", "args": {"metrics": ["revenue"]}}}
    assert adapter.validate_python(edit) == edit
    assert adapter.validate_python({"type": "approve"}) == {"type": "approve"}
    for bad in (
        {"type": "edit", "edited_action": {"name": "run_sql", "args": {"metrics": ["revenue"]}}},
        {"type": "respond", "message": "x"},
    ):
        try:
            adapter.validate_python(bad)
        except ValueError:
            continue
        raise AssertionError(f"accepted {bad}")


def _unwrapped() -> Any:
    """LangChain's own builder (the one the memo wraps)."""
    cells = [c.cell_contents for c in hitl._decision_schema.__closure__ or ()]
    return next(c for c in cells if callable(c) and getattr(c, "__name__", "") == "_decision_schema")
