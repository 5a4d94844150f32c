"""The policy file, and conditional approval through the real agent (scripted model, demo DuckDB, SQLite
checkpoints and app DB): each rule auto-approves or asks exactly as written, a sensitive column is never
auto-approved, and every auto-approval is audited with its rule."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from langchain_core.messages import AIMessage, ToolMessage

from askdata_app.agent.approval_gate import ApprovalGate
from askdata_app.agent.policy import ApprovalPolicy, AutoRule, PolicyError, ToolRule
from askdata_app.agent.previews import tool_previews
from askdata_app.db.decisions import list_decisions
from tests.agent_harness import call, close_connections, collect_until_card, make_runtime


@pytest.fixture(autouse=True)
async def _close_checkpoints():  # type: ignore[no-untyped-def]
    yield
    await close_connections()


POLICY = """
tools:
  run_sql:
    decisions: [approve, edit, reject]
    deciders: [asker, approver, admin]
    self_approval: false
    timeout_s: 600
    auto_approve:
      - name: small-safe-reads
        max_estimated_rows: 10000
        deny_badges: [no_limit_large_table, full_scan, cross_join, sensitive]
      - name: store-lookups
        tables: [locations, products]
  export_result: {decisions: [approve, reject], deciders: [approver, admin]}
  ask_user: {decisions: [respond], question: true}
  some_plugin_tool: {decisions: [approve, reject]}
sensitive_columns: [customers.customer_name]
"""


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "policy.yaml"
    path.write_text(text)
    return path


def test_load_reads_every_field(tmp_path: Path) -> None:
    policy = ApprovalPolicy.load(write(tmp_path, POLICY))
    run_sql = policy.rule("run_sql")
    assert run_sql is not None
    assert run_sql.allowed_decisions == ("approve", "edit", "reject")
    assert run_sql.deciders == ("asker", "approver", "admin") and run_sql.self_approval is False
    assert run_sql.timeout_s == 600
    assert [r.name for r in run_sql.auto_approve] == ["small-safe-reads", "store-lookups"]
    assert run_sql.auto_approve[0].max_estimated_rows == 10000
    assert run_sql.auto_approve[1].tables == ("locations", "products")
    export = policy.rule("export_result")
    assert export is not None and export.deciders == ("approver", "admin") and export.auto_approve == ()
    ask = policy.rule("ask_user")
    assert ask is not None and ask.question and ask.allowed_decisions == ("respond",)
    assert policy.sensitive_columns == frozenset({"customers.customer_name"})
    assert ApprovalPolicy.load(None) == ApprovalPolicy.default()


@pytest.mark.parametrize(
    ("text", "where", "hint"),
    [
        ("tools: {run_sql: {decisions: []}}", "tools.run_sql.decisions", "list at least one"),
        ("tools: {run_sql: {decisions: [aprove]}}", "tools.run_sql.decisions[0]", "use one of"),
        ("tools: {run_sql: {deciders: [boss]}}", "tools.run_sql.deciders[0]", "use one of"),
        ("tools: {run_sql: {timeout: 5}}", "tools.run_sql", "unknown key timeout"),
        (
            "tools: {run_sql: {auto_approve: [{name: x, deny_badges: [huge]}]}}",
            "tools.run_sql.auto_approve[0].deny_badges[0]",
            "use one of",
        ),
        (
            "tools: {run_sql: {auto_approve: [{max_estimated_rows: 5}]}}",
            "tools.run_sql.auto_approve[0]",
            "add it",
        ),
        ("sensitive_columns: [email]", "sensitive_columns[0]", "table.column"),
        ("tools: {ask_user: {question: true, auto_approve: [{name: x}]}}", "tools.ask_user.auto_approve", ""),
        ("tools: [run_sql]", "tools", "change its type"),
        ("tools: {run_sql: {decisions: [approve}", "line", "YAML"),
    ],
)
def test_errors_name_the_file_the_key_path_and_the_fix(
    tmp_path: Path, text: str, where: str, hint: str
) -> None:
    path = write(tmp_path, text)
    with pytest.raises(PolicyError) as err:
        ApprovalPolicy.load(path)
    message = str(err.value)
    assert str(path) in message and where in message and hint in message, message


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(PolicyError, match="ASKDATA_POLICY_PATH"):
        ApprovalPolicy.load(tmp_path / "nope.yaml")


def test_plugin_tools_are_gated_unless_listed(tmp_path: Path) -> None:
    policy = ApprovalPolicy.load(write(tmp_path, POLICY)).gate_unlisted(["some_plugin_tool", "new_tool"])
    assert policy.rule("new_tool") == ToolRule(("approve", "edit", "reject"), 1800)
    listed = policy.rule("some_plugin_tool")
    assert listed is not None and listed.allowed_decisions == ("approve", "reject")
    assert set(policy.interrupt_on({"new_tool", "some_plugin_tool", "list_tables"})) == {
        "new_tool",
        "some_plugin_tool",
    }


def _preview(**kw: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "tables": ["orders"],
        "columns": {"orders": ["order_id"]},
        "columns_known": True,
        "estimate": {"rows": 10.0, "cost": None, "basis": "returned", "engine": "duckdb"},
        "badges": [],
        "error": "",
    }
    return {**base, **kw}


SENSITIVE = [{"kind": "sensitive", "label": "", "detail": ""}]


@pytest.mark.parametrize(
    ("rule", "preview", "args", "auto"),
    [
        (AutoRule("any"), _preview(), {}, True),
        (AutoRule("any"), _preview(badges=SENSITIVE), {}, False),
        (AutoRule("any", max_estimated_rows=1e12, tables=("orders",)), _preview(badges=SENSITIVE), {}, False),
        (AutoRule("any"), _preview(columns_known=False), {}, False),
        (AutoRule("any"), _preview(error="Refused"), {}, False),
        (AutoRule("rows", max_estimated_rows=100), _preview(), {}, True),
        (AutoRule("rows", max_estimated_rows=10), _preview(), {}, False),
        (AutoRule("rows", max_estimated_rows=100), _preview(estimate=None), {}, False),
        (AutoRule("badges", deny_badges=("full_scan",)), _preview(badges=[{"kind": "full_scan"}]), {}, False),
        (AutoRule("badges", deny_badges=("cross_join",)), _preview(badges=[{"kind": "full_scan"}]), {}, True),
        (AutoRule("tables", tables=("ORDERS",)), _preview(), {}, True),
        (AutoRule("tables", tables=("customers",)), _preview(), {}, False),
        (AutoRule("args", args={"properties": {"format": {"const": "csv"}}}), None, {"format": "csv"}, True),
        (
            AutoRule("args", args={"properties": {"format": {"const": "csv"}}}),
            None,
            {"format": "xlsx"},
            False,
        ),
        (AutoRule("rows", max_estimated_rows=100), None, {}, False),
        (AutoRule("plain"), None, {"x": 1}, True),
    ],
)
def test_rule_matrix(
    rule: AutoRule, preview: dict[str, Any] | None, args: dict[str, Any], auto: bool
) -> None:
    assert (rule.refusal(args, preview) is None) is auto


def _gate(policy: ApprovalPolicy):  # type: ignore[no-untyped-def]
    def build(context, _policy, engine):  # type: ignore[no-untyped-def]
        return ApprovalGate(policy, previews=tool_previews(context, policy, None), app_engine=engine)

    return build


# (sql, asked?, rule expected to auto-approve)
CASES = [
    ("SELECT location_name, tax_rate FROM locations ORDER BY 1", False, "small-safe-reads"),
    ("SELECT product_name FROM products LIMIT 3", False, "small-safe-reads"),
    ("SELECT * FROM order_items", True, None),  # no LIMIT on a large table, full scan, > 10,000 rows
    ("SELECT order_id, order_total FROM orders", True, None),  # ~60,000 rows: over the estimate
    ("SELECT l.location_name, p.product_name FROM locations l CROSS JOIN products p", False, "store-lookups"),
    ("SELECT customer_name FROM customers LIMIT 5", True, None),  # sensitive: never auto-approved
    ("SELECT count(*) AS n FROM customers WHERE customer_name LIKE 'A%'", True, None),  # filters on it too
    ("SELECT nope FROM locations", True, None),  # columns unknown: asks
]


@pytest.mark.parametrize(("sql", "asked", "rule"), CASES)
async def test_policy_matrix_through_the_agent(
    tmp_path: Path, demo_db_path: Path, sql: str, asked: bool, rule: str | None
) -> None:
    policy = ApprovalPolicy.load(write(tmp_path, POLICY))
    runtime, model, _ = await make_runtime(
        tmp_path,
        demo_db_path,
        [call("run_sql", {"sql": sql}, "c1"), AIMessage("done")],
        policy=policy,
        gate=_gate(policy),
    )
    stream = await runtime.ask("t1", "q")
    events, card = await collect_until_card(stream)
    if asked:
        assert card is not None, f"{sql} should ask"
        assert not any(e["type"] == "table_ready" for e in events)
        records = list_decisions(runtime.app_engine)
        assert records == [], "nothing is audited as auto"
        result = await runtime.decide("t1", card["card"]["interrupt_id"], {"type": "reject"}, user="ana")
        assert result.stream is None
        [e async for e in stream]
        records = list_decisions(runtime.app_engine)
        assert [(r.decision, r.user) for r in records] == [("reject", "ana")], "the rejection applied"
        assert all(not (isinstance(m, ToolMessage) and m.status != "error") for m in model.seen[-1])
        return
    assert card is None, f"{sql} should run without asking"
    assert any(e["type"] == "table_ready" for e in events)
    records = list_decisions(runtime.app_engine)
    assert len(records) == 1
    record = records[0]
    assert (record.decision, record.user, record.tool, record.tool_call_id) == (
        "auto",
        "policy",
        "run_sql",
        "c1",
    )
    assert record.edited_args is not None and record.edited_args["rule"] == rule
    assert record.edited_args["preview"]["tables"]
    assert record.message and rule in record.message
    tool_message = next(m for m in model.seen[-1] if isinstance(m, ToolMessage))
    assert tool_message.artifact["auto_approved"]["rule"] == rule
    assert tool_message.artifact["auto_approved"]["preview"]["estimate"] is not None
    assert tool_message.artifact["result_id"]


async def test_an_asked_call_carries_its_preview_and_a_person_decides(
    tmp_path: Path, demo_db_path: Path
) -> None:
    policy = ApprovalPolicy.load(write(tmp_path, POLICY))
    sql = "SELECT * FROM order_items"
    runtime, _model, _ = await make_runtime(
        tmp_path,
        demo_db_path,
        [call("run_sql", {"sql": sql}, "c1"), AIMessage("done")],
        policy=policy,
        gate=_gate(policy),
    )
    stream = await runtime.ask("t1", "q")
    _, card = await collect_until_card(stream)
    assert card is not None
    state = await runtime.agent.aget_state({"configurable": {"thread_id": "t1"}})
    [pending] = state.interrupts
    preview = pending.value["preview"]
    assert preview["tables"] == ["order_items"]
    assert {b["kind"] for b in preview["badges"]} >= {"no_limit_large_table", "full_scan"}
    await runtime.decide("t1", card["card"]["interrupt_id"], {"type": "approve"}, user="ana")
    rest = [e async for e in stream]
    assert sum(e["type"] == "table_ready" for e in rest) == 1
    assert [(r.decision, r.user) for r in list_decisions(runtime.app_engine)] == [("approve", "ana")]


async def test_a_person_decision_is_never_overridden_by_a_later_auto_verdict(
    tmp_path: Path, demo_db_path: Path
) -> None:
    """The ``when`` predicate runs again on resume: a server restarted with a looser policy (or a changed
    estimate) must still apply the person's rejection, not run the call."""
    strict = ApprovalPolicy.default()
    sql = "SELECT location_name FROM locations"
    first, _, checkpointer = await make_runtime(
        tmp_path, demo_db_path, [call("run_sql", {"sql": sql}, "c1"), AIMessage("done")], policy=strict
    )
    stream = await first.ask("t1", "q")
    _, card = await collect_until_card(stream)
    assert card is not None
    await stream.aclose()
    loose = ApprovalPolicy.load(write(tmp_path, "tools: {run_sql: {auto_approve: [{name: anything}]}}"))
    second, model, _ = await make_runtime(
        tmp_path,
        demo_db_path,
        [AIMessage("done")],
        policy=loose,
        gate=_gate(loose),
        checkpointer=checkpointer,
    )
    result = await second.decide("t1", card["card"]["interrupt_id"], {"type": "reject"}, user="ana")
    assert result.stream is not None
    events = [e async for e in result.stream]
    assert not any(e["type"] == "table_ready" for e in events), "the rejected call ran"
    decisions = [(r.decision, r.user) for r in list_decisions(second.app_engine)]
    assert decisions == [("reject", "ana")]
    [message] = [m for m in model.seen[-1] if isinstance(m, ToolMessage)]
    assert message.status == "error" and "rejected" in str(message.content)


async def test_without_auto_rules_the_card_comes_first_and_its_preview_follows(
    tmp_path: Path, demo_db_path: Path
) -> None:
    """No rule reads the preview before asking, so the SQL card is not held up by the EXPLAIN: it shows
    "estimating", the preview follows as a ``card_preview`` event, and a restarted server computes it."""
    from askdata_app.agent.card_extras import PREVIEW_PENDING

    policy = ApprovalPolicy.default()
    sql = "SELECT * FROM order_items"
    runtime, _model, checkpointer = await make_runtime(
        tmp_path,
        demo_db_path,
        [call("run_sql", {"sql": sql}, "c1"), AIMessage("done")],
        policy=policy,
        gate=_gate(policy),
    )
    stream = await runtime.ask("t1", "q")
    _, card = await collect_until_card(stream)
    assert card is not None and card["type"] == "card"
    assert card["card"]["preview"]["notes"] == [PREVIEW_PENDING]
    state = await runtime.agent.aget_state({"configurable": {"thread_id": "t1"}})
    [pending] = state.interrupts
    assert "preview" not in pending.value, "the interrupt did not wait for the preview"
    filled = await anext(stream)
    assert filled["type"] == "card_preview"
    assert filled["interrupt_id"] == card["card"]["interrupt_id"]
    assert [r["table"] for r in filled["preview"]["reads"]] == ["order_items"]
    assert "rows returned" in filled["preview"]["estimate"]
    assert "Full scan: order_items" in {b["label"] for b in filled["preview"]["badges"]}
    assert PREVIEW_PENDING not in filled["preview"]["notes"]

    restarted, _, _ = await make_runtime(
        tmp_path, demo_db_path, [], policy=policy, gate=_gate(policy), checkpointer=checkpointer
    )
    [shown] = await restarted.pending_cards("t1")
    assert shown["preview"] == filled["preview"], "computed from the checkpoint's call"

    await runtime.decide("t1", card["card"]["interrupt_id"], {"type": "approve"}, user="ana")
    rest = [e async for e in stream]
    assert sum(e["type"] == "table_ready" for e in rest) == 1


async def test_a_card_decided_at_once_does_not_wait_for_its_preview(
    tmp_path: Path, demo_db_path: Path
) -> None:
    policy = ApprovalPolicy.default()
    runtime, _model, _ = await make_runtime(
        tmp_path,
        demo_db_path,
        [call("run_sql", {"sql": "SELECT location_name FROM locations"}, "c1"), AIMessage("done")],
        policy=policy,
        gate=_gate(policy),
    )
    stream = await runtime.ask("t1", "q")
    _, card = await collect_until_card(stream)
    assert card is not None and card["type"] == "card"
    await runtime.decide("t1", card["card"]["interrupt_id"], {"type": "approve"}, user="ana")
    rest = [e async for e in stream]
    assert not any(e["type"] == "card_preview" for e in rest), "the preview is for the decision only"
    assert sum(e["type"] == "table_ready" for e in rest) == 1
