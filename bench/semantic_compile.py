"""Compile time of metric queries with MetricFlow, against sqlglot parsing the same SQL, in the same run.

For the demo's semantic model (dbt's Jaffle Shop) it compiles a mix of requests (simple, ratio, derived,
offset, cumulative; grouped by time and by joined dimensions, filtered, limited) for DuckDB ``--n`` times in
total, one at a time, after one warm-up pass (imports and first-use caches paid, as in a running app). The
baseline is ``sqlglot.parse_one`` of each compiled SQL — the parse askdata's read-only guard does anyway —
timed in the same process right after. It prints median and p95 of both and their ratio; nothing asserts on
time (the machine is shared; read the load printed with the figures).

Usage (from the repo root)::

    .venv/bin/python -m bench.semantic_compile            # 50 compiles
    .venv/bin/python -m bench.semantic_compile --n 200 --dialect postgres
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

import sqlglot

from askdata_app.semantic import MetricRequest, load_project
from askdata_app.semantic.engine import SemanticEngine, default_schema
from askdata_app.settings import DEMO_SEMANTIC_DIR

REQUESTS = (
    MetricRequest(metrics=("revenue",)),
    MetricRequest(
        metrics=("revenue",), group_by=("metric_time__month",), start="2019-01-01", end="2019-12-31"
    ),
    MetricRequest(
        metrics=("order_total", "orders"), group_by=("location__location_name",), order_by=("-order_total",)
    ),
    MetricRequest(metrics=("food_revenue_pct",), group_by=("metric_time__quarter",)),
    MetricRequest(metrics=("order_gross_profit",), group_by=("metric_time__year",)),
    MetricRequest(metrics=("revenue_growth_mom",), group_by=("metric_time__month",)),
    MetricRequest(
        metrics=("cumulative_revenue",),
        group_by=("metric_time__month",),
        start="2019-01-01",
        end="2019-12-31",
    ),
    MetricRequest(
        metrics=("new_customer",),
        group_by=("metric_time__month",),
        where=("{{ Dimension('order_id__is_food_order') }} = true",),
        limit=5,
    ),
)


def _quantiles(values: list[float]) -> tuple[float, float]:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return statistics.median(ordered), p95


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=50, help="compiles in total (cycling through the requests)")
    parser.add_argument("--dialect", default="duckdb", choices=["duckdb", "postgres"])
    args = parser.parse_args()

    started = time.perf_counter()
    project = load_project(DEMO_SEMANTIC_DIR, schema=default_schema(args.dialect))
    engine = SemanticEngine(project, args.dialect)
    setup_ms = (time.perf_counter() - started) * 1000
    for request in REQUESTS:  # warm-up
        sqlglot.parse_one(engine.compile(request).sql, read=args.dialect)

    compile_ms: list[float] = []
    parse_ms: list[float] = []
    for i in range(args.n):
        request = REQUESTS[i % len(REQUESTS)]
        t0 = time.perf_counter()
        sql = engine.compile(request).sql
        t1 = time.perf_counter()
        sqlglot.parse_one(sql, read=args.dialect)
        t2 = time.perf_counter()
        compile_ms.append((t1 - t0) * 1000)
        parse_ms.append((t2 - t1) * 1000)

    c_med, c_p95 = _quantiles(compile_ms)
    p_med, p_p95 = _quantiles(parse_ms)
    load = os.getloadavg()
    print(
        f"MetricFlow compile, {args.dialect}, {args.n} requests ({len(REQUESTS)} shapes); load {load[0]:.2f}"
    )
    print(f"  project load + engine: {setup_ms:8.1f} ms (once per source)")
    print(f"  MetricFlow compile:    median {c_med:6.2f} ms   p95 {c_p95:6.2f} ms")
    print(f"  sqlglot parse (base):  median {p_med:6.2f} ms   p95 {p_p95:6.2f} ms")
    print(f"  ratio compile/parse:   median {c_med / p_med:6.1f} x   p95 {c_p95 / p_p95:6.1f} x")


if __name__ == "__main__":
    main()
