"""Builds the LangChain agent: ``create_agent`` + ``HumanInTheLoopMiddleware`` in per-call mode."""

from __future__ import annotations

from typing import TYPE_CHECKING

from langchain.agents import create_agent
from langchain.agents.middleware import HumanInTheLoopMiddleware

from askdata_app.agent.retry_limit import SqlRetryLimit

if TYPE_CHECKING:
    from langchain.agents.middleware import AgentMiddleware
    from langchain_core.language_models import BaseChatModel
    from langchain_core.tools import BaseTool
    from langgraph.checkpoint.base import BaseCheckpointSaver
    from langgraph.graph.state import CompiledStateGraph

    from askdata_app.agent.policy import ApprovalPolicy

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
"""


def build_agent(
    model: BaseChatModel,
    tools: list[BaseTool],
    *,
    policy: ApprovalPolicy,
    checkpointer: BaseCheckpointSaver,
    system_prompt: str,
    max_sql_retries: int = 2,
    metric_sql: AgentMiddleware | None = None,
) -> CompiledStateGraph:
    """The agent graph: the model, the tools, approvals per call, bounded SQL retries, durable checkpoints.

    ``metric_sql`` (the ``query_metrics`` compiler) wraps the approval, so its card carries the SQL.
    """
    from askdata_app.agent.metric_tools import QUERY_TOOL, describe_metric_call

    names = {tool.name for tool in tools}
    interrupt_on = policy.interrupt_on(names)
    if QUERY_TOOL in interrupt_on:
        interrupt_on[QUERY_TOOL].setdefault("description", describe_metric_call)
    hitl = HumanInTheLoopMiddleware(interrupt_on=interrupt_on, interrupt_mode="per_call")
    middleware: list[AgentMiddleware] = [SqlRetryLimit(max_sql_retries)]
    if metric_sql is not None:
        middleware.append(metric_sql)
    return create_agent(
        model,
        tools,
        system_prompt=system_prompt,
        middleware=[*middleware, hitl],
        checkpointer=checkpointer,
    )
