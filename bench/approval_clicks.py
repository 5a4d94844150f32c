"""Approval clicks: how often a person must click with a policy that auto-runs low-risk reads, vs always-ask.

The eval question set (``askdata_app/eval/questions.yaml``) is asked twice through the app's own runtime
(``factory.build_runtime``: offline analyst, demo DuckDB copy, temp data folder), once per policy:

- **always-ask** (the baseline): askdata's built-in policy, every ``run_sql`` and export is a card;
- **auto low-risk**: ``run_sql`` auto-approved when the engine estimates fewer than ``--max-rows`` rows
  returned and the preview shows no LIMIT-less read of a large table, no full scan of one, no cross join and
  no sensitive column (``customers.customer_name``, tagged ``pii`` in the demo's semantic model).

Every card is approved (one click each; ``ask_user`` cards end the question, as in the eval). Printed: cards
per answered question under both policies and their ratio, the answers that differ between the two runs
(must be 0), the queries on sensitive columns and how many of them ran unreviewed (must be 0: checked twice,
from the audit's preview and by re-deriving each auto-run statement's columns), and the preview's cost (median
ms per SQL card). Figures go to stdout and ``bench/results/approval_clicks.json``. Nothing asserts on time.

Usage (from the repo root)::

    .venv/bin/python -m bench.approval_clicks
    .venv/bin/python -m bench.approval_clicks --limit 30 --max-rows 5000
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from askdata_app.agent.factory import build_runtime  # noqa: E402
from askdata_app.data.demo import ensure_demo_database  # noqa: E402
from askdata_app.data.preview import ImpactPreviewer  # noqa: E402
from askdata_app.data.semantic import load_semantic_layer  # noqa: E402
from askdata_app.data.semantic.sensitive import sensitive_columns  # noqa: E402
from askdata_app.data.source import DataSource  # noqa: E402
from askdata_app.db.decisions import list_decisions  # noqa: E402
from askdata_app.eval.questions import load_questions  # noqa: E402
from askdata_app.settings import DEMO_SEMANTIC_DIR, Settings  # noqa: E402

POLICY = """
tools:
  run_sql:
    decisions: [approve, edit, reject]
    auto_approve:
      - name: low-risk-reads
        max_estimated_rows: {max_rows}
        deny_badges: [no_limit_large_table, full_scan, cross_join, sensitive]
  export_result: {{decisions: [approve, edit, reject]}}
  ask_user: {{decisions: [respond], question: true}}
sensitive_columns: [customers.customer_name]
"""


async def run_set(questions: list[Any], demo: Path, policy: Path | None, layer: Any) -> dict[str, Any]:
    """Ask every question under one policy; approve every card (one click each)."""
    workdir = Path(tempfile.mkdtemp(prefix="askdata-clicks-"))
    try:
        copy = workdir / "data.duckdb"
        shutil.copyfile(demo, copy)
        settings = Settings(data_dir=workdir, data_url=f"duckdb:///{copy}", model=None, policy_path=policy)
        runtime = await build_runtime(settings, layer=layer)
        per_question: dict[str, dict[str, Any]] = {}
        preview_ms: list[float] = []
        for q in questions:
            thread = f"clicks-{uuid.uuid4().hex[:10]}"
            clicks, sql_cards, tables, answered = 0, 0, 0, False
            rows: list[Any] = []
            stream = await runtime.ask(thread, q.question)
            async for event in stream:
                if event["type"] == "card":
                    card = event["card"]
                    if card["kind"] == "question":
                        await stream.aclose()
                        await runtime.cancel(thread)
                        break
                    clicks += 1
                    sql_cards += card["tool"] == "run_sql"
                    await runtime.decide(thread, card["interrupt_id"], {"type": "approve"}, user="bench")
                elif event["type"] == "table_ready":
                    tables += 1
                    answered = True
                    result = runtime.results.get(event["result_id"])
                    if result is not None:
                        rows = [list(map(str, r)) for r in result.frame.itertuples(index=False)]
                        rows = (rows if q.ordered else sorted(rows))[:200]  # unordered: compared as sets
            per_question[q.id] = {
                "clicks": clicks,
                "sql_cards": sql_cards,
                "answered": answered,
                "rows": rows,
            }
        records = list_decisions(runtime.app_engine, limit=100_000)
        autos = [r for r in records if r.decision == "auto"]
        # What a preview costs: time it again on every statement that ran (one per SQL card).
        source = DataSource.from_url(f"duckdb:///{copy}", name="bench")
        previewer = ImpactPreviewer(source, sensitive_columns=sensitive_columns(layer, "duckdb"))
        statements = [str(r.proposed_args.get("sql", "")) for r in records if r.tool == "run_sql"]
        previewer.preview(statements[0]) if statements else None  # warm the schema cache, as a server is
        for sql in statements:
            started = time.perf_counter()
            previewer.preview(sql)
            preview_ms.append((time.perf_counter() - started) * 1000)
        rechecked = [sql for sql in statements if previewer.preview(sql)["sensitive"]]
        auto_sql = [str(r.proposed_args.get("sql", "")) for r in autos]
        source.close()
        return {
            "per_question": per_question,
            "auto_records": len(autos),
            "auto_rules": sorted({(r.edited_args or {}).get("rule", "") for r in autos}),
            "sensitive_in_audit_preview": sum(
                bool(((r.edited_args or {}).get("preview") or {}).get("sensitive")) for r in autos
            ),
            "sensitive_statements": len(rechecked),
            "sensitive_auto_rechecked": sum(previewer_sensitive(copy, layer, sql) for sql in auto_sql),
            "preview_ms": preview_ms,
        }
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


def previewer_sensitive(db: Path, layer: Any, sql: str) -> bool:
    """Re-derive a statement's columns with a fresh previewer (independent of the run's cache)."""
    if not db.exists():
        return False
    with DataSource.from_url(f"duckdb:///{db}", name="check") as source:
        tagged = sensitive_columns(layer, "duckdb") | {"customers.customer_name"}
        return bool(ImpactPreviewer(source, sensitive_columns=tagged).preview(sql)["sensitive"])


def summarise(name: str, run: dict[str, Any]) -> dict[str, Any]:
    answered = [q for q in run["per_question"].values() if q["answered"]]
    clicks = sum(q["clicks"] for q in run["per_question"].values())
    return {
        "policy": name,
        "questions": len(run["per_question"]),
        "answered": len(answered),
        "clicks": clicks,
        "clicks_per_answered": clicks / len(answered) if answered else 0.0,
        "auto_approved_runs": run["auto_records"],
        "auto_rules": run["auto_rules"],
        "sensitive_statements": run["sensitive_statements"],
        "sensitive_run_unreviewed_audit": run["sensitive_in_audit_preview"],
        "sensitive_run_unreviewed_rechecked": run["sensitive_auto_rechecked"],
        "preview_ms_median": statistics.median(run["preview_ms"]) if run["preview_ms"] else 0.0,
    }


def main(argv: list[str] | None = None) -> dict[str, Any]:
    parser = argparse.ArgumentParser(prog="python -m bench.approval_clicks", description=__doc__)
    parser.add_argument("--questions", type=Path, default=ROOT / "askdata_app/eval/questions.yaml")
    parser.add_argument("--limit", type=int, default=0, help="first N questions only (0 = all)")
    parser.add_argument("--max-rows", type=int, default=10_000, help="the auto rule's max_estimated_rows")
    parser.add_argument("--out", type=Path, default=ROOT / "bench/results/approval_clicks.json")
    args = parser.parse_args(argv)
    questions = load_questions(args.questions)
    if args.limit:
        questions = questions[: args.limit]
    layer = load_semantic_layer(DEMO_SEMANTIC_DIR)
    data = Path(tempfile.mkdtemp(prefix="askdata-clicks-demo-"))
    try:
        demo = ensure_demo_database(data / "demo.duckdb")
        policy_file = data / "policy.yaml"
        policy_file.write_text(POLICY.format(max_rows=args.max_rows))
        loop = asyncio.new_event_loop()
        started = time.perf_counter()
        baseline = loop.run_until_complete(run_set(questions, demo, None, layer))
        auto = loop.run_until_complete(run_set(questions, demo, policy_file, layer))
        elapsed = time.perf_counter() - started
    finally:
        shutil.rmtree(data, ignore_errors=True)
    base, pol = summarise("always-ask", baseline), summarise("auto low-risk reads", auto)
    differing = [
        qid
        for qid, q in baseline["per_question"].items()
        if (q["answered"], q["rows"])
        != (auto["per_question"][qid]["answered"], auto["per_question"][qid]["rows"])
    ]
    ratio = pol["clicks_per_answered"] / base["clicks_per_answered"] if base["clicks_per_answered"] else 0.0
    figures = {
        "baseline": base,
        "policy": pol,
        "clicks_ratio_policy_over_always_ask": ratio,
        "answers_differing": differing,
        "max_estimated_rows": args.max_rows,
        "load_average": os.getloadavg(),
        "elapsed_s": elapsed,
    }
    print(
        f"questions: {base['questions']}  (load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)"
    )
    print(f"{'policy':<22}{'answered':>9}{'clicks':>8}{'clicks/answered':>17}{'auto-run':>10}")
    for row in (base, pol):
        print(
            f"{row['policy']:<22}{row['answered']:>9}{row['clicks']:>8}"
            f"{row['clicks_per_answered']:>17.2f}{row['auto_approved_runs']:>10}"
        )
    print(f"clicks per answered question, policy / always-ask: {ratio:.2f} ({(1 - ratio) * 100:.0f}% fewer)")
    print(f"answers differing between the two runs: {len(differing)} {differing[:5]}")
    print(
        f"statements on sensitive columns: {pol['sensitive_statements']}; ran unreviewed: "
        f"{pol['sensitive_run_unreviewed_audit']} (audit preview), "
        f"{pol['sensitive_run_unreviewed_rechecked']} (re-derived)"
    )
    print(f"preview cost: median {pol['preview_ms_median']:.1f} ms per SQL statement (schema cached)")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(figures, indent=2, default=str) + "\n")
    return figures


if __name__ == "__main__":
    main()
