"""Which tools get an impact preview, and how: ``run_sql`` previews its SQL, ``query_metrics`` the SQL
compiled for its card, ``export_result`` the SQL of the result it would export (plus the rows kept). Plugin
tools get none (their cards show their arguments)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from askdata_app.data.preview import ImpactPreviewer
from askdata_app.data.semantic.sensitive import sensitive_columns

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

    from askdata_app.agent.policy import ApprovalPolicy
    from askdata_app.agent.tools import ToolContext
    from askdata_app.data.preview import Preview
    from askdata_app.data.semantic.layer import SemanticLayer


def make_previewer(ctx: ToolContext, policy: ApprovalPolicy, layer: SemanticLayer | None) -> ImpactPreviewer:
    """The previewer of the context's source: sensitive columns from the policy and the semantic model."""
    tagged = sensitive_columns(layer, ctx.source.dialect) if layer is not None else frozenset()
    return ImpactPreviewer(ctx.source, sensitive_columns=policy.sensitive_columns | tagged)


def tool_previews(
    ctx: ToolContext, policy: ApprovalPolicy, layer: SemanticLayer | None
) -> dict[str, Callable[[Mapping[str, Any]], Preview | None]]:
    """Preview functions keyed by tool name, for :class:`askdata_app.agent.approval_gate.ApprovalGate`."""
    previewer = make_previewer(ctx, policy, layer)

    def run_sql(args: Mapping[str, Any]) -> Preview | None:
        return previewer.preview(str(args.get("sql", "")))

    def export_result(args: Mapping[str, Any]) -> Preview | None:
        result = ctx.results.get(str(args.get("result_id", "")))
        if result is None:
            return None
        preview = previewer.preview(result.sql)
        preview["notes"].append(
            f"Exports a kept result of {result.row_count:,} rows (CSV re-runs the query)."
        )
        return preview

    def query_metrics(args: Mapping[str, Any]) -> Preview | None:
        sql = str(args.get("sql") or "")  # compiled onto the call before its card (MetricSqlMiddleware)
        return previewer.preview(sql) if sql.strip() else None

    return {"run_sql": run_sql, "query_metrics": query_metrics, "export_result": export_result}
