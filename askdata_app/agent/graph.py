"""Builds the LangChain agent: ``create_agent`` + ``HumanInTheLoopMiddleware`` in per-call mode."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeAlias

from langchain.agents import create_agent

from askdata_app.agent.approval_gate import ApprovalGate, PreviewingHumanInTheLoop, PreviewMiddleware
from askdata_app.agent.retry_limit import SqlRetryLimit

if TYPE_CHECKING:
    from langchain.agents.middleware import AgentMiddleware, AgentState, InputAgentState, OutputAgentState
    from langchain_core.language_models import BaseChatModel
    from langchain_core.tools import BaseTool
    from langgraph.checkpoint.base import BaseCheckpointSaver
    from langgraph.graph.state import CompiledStateGraph

    from askdata_app.agent.policy import ApprovalPolicy

    AgentGraph: TypeAlias = CompiledStateGraph[AgentState[Any], None, InputAgentState, OutputAgentState[Any]]
    """The compiled agent graph ``build_agent`` returns (no structured response, no context schema)."""

SYSTEM_PROMPT = """You are askdata, a careful data analyst. You answer questions about one SQL database.

Data source: {source_name} (SQL dialect: {dialect}). Write SQL for that dialect only.
{semantic}

How to work:
1. When the question is about a metric of the semantic model (tools list_metrics, list_dimensions and
   query_metrics, if present), prefer query_metrics: name the metrics, the group-by names (from
   list_dimensions), filters and the period; askdata compiles the SQL with dbt's MetricFlow, so the
   definitions are the model's. If the request is invalid, the error lists suggestions: fix it and retry.
2. Otherwise, if you are unsure of the tables or columns, call list_tables or describe_table first, then
   write exactly one read-only SELECT and call run_sql.
   A person approves, edits or rejects every query. If they reject it with a message, follow the message.
   If the query fails, read the error and fix it.
3. After a successful query, call make_chart with its result_id
   (chart "auto" unless the person asked for a type).
4. Answer in one or two sentences with the actual numbers. Do not invent numbers.
5. If the question is ambiguous or misses something you need (which measure? which period?), call ask_user.
6. To change how a result is shown ("as a bar chart", "make it a line", "show it as a table"), call
   make_chart again with the existing result_id and the new chart type. Do not call run_sql again.
"""


def build_agent(
    model: BaseChatModel,
    tools: list[BaseTool],
    *,
    policy: ApprovalPolicy,
    checkpointer: BaseCheckpointSaver[str],
    system_prompt: str,
    max_sql_retries: int = 2,
    gate: ApprovalGate | None = None,
    metric_sql: AgentMiddleware | None = None,
) -> AgentGraph:
    """The agent graph: the model, the tools, approvals per call, bounded SQL retries, durable checkpoints.

    ``gate`` adds impact previews and the policy's ``auto_approve`` rules (its ``when`` predicates); without
    one every gated call asks. ``metric_sql`` (the ``query_metrics`` compiler) wraps the approval, so its
    card carries the SQL.
    """
    from askdata_app.agent import tracing
    from askdata_app.agent.metric_tools import QUERY_TOOL, describe_metric_call

    tracing.install()  # the middlewares' LangSmith wrappers: no thread trips while tracing is off
    names = {tool.name for tool in tools}
    gate = gate or ApprovalGate(policy)
    interrupt_on = policy.interrupt_on(names, when=gate.when)
    if QUERY_TOOL in interrupt_on:
        interrupt_on[QUERY_TOOL].setdefault("description", describe_metric_call)
    hitl = PreviewingHumanInTheLoop(gate, interrupt_on=interrupt_on, interrupt_mode="per_call")
    middleware: list[AgentMiddleware] = [SqlRetryLimit(max_sql_retries)]
    if metric_sql is not None:
        middleware.append(metric_sql)
    return create_agent(
        model,
        tools,
        system_prompt=system_prompt,
        middleware=[*middleware, PreviewMiddleware(gate), hitl],
        checkpointer=checkpointer,
    )
