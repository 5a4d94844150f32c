"""Large results: what one big answer costs askdata, against the bare DuckDB fetch of the same result.

Builds (once, cached in ``bench/.cache/``) a DuckDB file with a table of events (>= 5M rows: a timestamp, a
category, an amount; deterministic), then, for a query returning 1,000,000 rows, measures in a fresh
subprocess per measurement:

- **bare**: ``duckdb.connect(path, read_only=True).execute(Q).df()`` - the whole 1M-row result in pandas;
- **askdata**: the app's own path, through the real tools and event translator: ``DataSource.from_url`` ->
  ``run_sql`` tool (guard, ``execute`` capped at ``max_rows``, ``ResultStore.put`` writing Parquet, the
  model preview) -> ``Translator`` turns its ``ToolMessage`` into ``table_ready`` (one page of rows) ->
  ``make_chart`` tool -> ``Translator`` builds ``chart_ready`` (``draw_chart``, downsampled) ->
  ``items.apply_event`` makes the chat items (the chart's figure kept beside them, by result id, as the chat
  service does), serialised to JSON as the browser receives them.

Two query shapes: ``category`` (ts, category, amount: a line per category) and ``series`` (ts, amount:
numbers only, the bare fetch's best case, ~40 ms for 1M rows). Each measuring process first answers the
same query on fewer rows (``--warm-rows``; imports and first use paid, the bare side keeps that connection
open so the database stays loaded), then measures one answer. Two warm-up regimes by default: 10,000 rows
(the first big answer of a process: downsampling paid, as in a running app that has drawn a big chart before,
but every big buffer is new memory) and ``same`` (as many rows as the measured answer: a process that has
answered as big a question before, its allocators holding memory it touched). On a VM whose host backs guest
memory on first use, a new buffer's pages cost several times what pages touched before cost; the driver
measures both (``first_touch``) and prints them, since the first regime's ratios swing with that cost.
askdata's data source, result store and tools are long-lived in the process, as in the app.

Figures: peak memory growth of the process (``/proc/self/status`` VmHWM after the run minus VmRSS before;
the peak is reset through ``/proc/self/clear_refs`` first; native buffers included), wall time (the bare
fetch; for askdata, from the query start to the chart's JSON ready), and bytes sent to the browser (the
JSON of the table item with its first page plus the chart item and its figure). askdata keeps at most
``max_rows`` rows (``ASKDATA_MAX_ROWS``, default 100,000), so it runs with the default and with 1,000,000
(everything kept); the bare side always holds all 1,000,000 rows. Targets (from the issue): memory growth
under 2x the bare fetch, browser payload under 1 MB, time to chart under 1.5x the bare fetch. Per-stage
times of the last askdata run are printed too. ``ResultStore`` writes its Parquet copy in the background:
the time to chart does not wait for it, the memory peak includes it (it is read after the write).

Usage (from the repo root)::

    .venv/bin/python -m bench.large_results          # 5M-row table, 1M-row queries, both shapes, 3 repeats
    .venv/bin/python -m bench.large_results --repeat 5 --max-rows 100000,1000000
    .venv/bin/python -m bench.large_results --shape series --result-rows 500000

It prints a table and writes every figure to ``bench/results/large_results.json``. Nothing asserts on time;
the PASS/MISS column compares against the targets above on this machine, in this run. On a shared machine
times vary by tens of percent from run to run: read the medians and the per-run figures in the JSON.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
CACHE = ROOT / "bench" / ".cache"
OUT = ROOT / "bench" / "results" / "large_results.json"
TABLE_ROWS = 5_000_000
RESULT_ROWS = 1_000_000
CATEGORIES = ("north", "south", "east", "west", "online", "partner", "outlet", "wholesale")
SHAPES = {
    "category": "SELECT ts, category, amount FROM events WHERE id < {n}",
    "series": "SELECT ts, amount FROM events WHERE id < {n}",
}
MEMORY_TARGET = 2.0
TIME_TARGET = 1.5
PAYLOAD_TARGET = 1_000_000
SEED = 0.42


# -- the cached database ------------------------------------------------------------------------------


def ensure_database(rows: int = TABLE_ROWS, folder: Path = CACHE) -> Path:
    """The DuckDB file with ``rows`` events, built on first use (a few seconds) and reused afterwards."""
    import duckdb

    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"events_{rows}.duckdb"
    if path.exists():
        with duckdb.connect(str(path), read_only=True) as con:
            found = con.execute("SELECT count(*) FROM events").fetchone()
        if found is not None and found[0] == rows:
            return path
        path.unlink()
    partial = path.with_suffix(".partial")
    partial.unlink(missing_ok=True)
    cats = ", ".join(f"'{c}'" for c in CATEGORIES)
    with duckdb.connect(str(partial)) as con:
        con.execute("SET threads = 1")  # random() with setseed is deterministic on one thread
        con.execute(f"SELECT setseed({SEED})")
        con.execute(
            f"""
            CREATE TABLE events AS
            SELECT
                i AS id,
                TIMESTAMP '2024-01-01' + to_seconds(i * 6 + CAST(floor(random() * 6) AS BIGINT)) AS ts,
                ([{cats}])[1 + CAST(floor(random() * {len(CATEGORIES)}) AS INTEGER)] AS category,
                round(exp(random() * 6) + sin(i / 10000.0) * 20, 2) AS amount
            FROM range({int(rows)}) AS t(i)
            ORDER BY i
            """
        )
    partial.rename(path)
    return path


# -- measuring inside a worker process ----------------------------------------------------------------


def _status_kb(field: str) -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    msg = f"/proc/self/status has no {field}; this benchmark needs Linux"
    raise RuntimeError(msg)


def _reset_peak() -> bool:
    """Reset VmHWM to the current RSS (Linux >= 4.0); False when the kernel refuses."""
    try:
        Path("/proc/self/clear_refs").write_text("5")
    except OSError:
        return False
    return True


class _Meter:
    """Peak RSS growth and wall time of one block, measured from /proc."""

    def __enter__(self) -> _Meter:
        import gc

        gc.collect()
        self.reset = _reset_peak()
        self.rss_before = _status_kb("VmRSS")
        usage = resource.getrusage(resource.RUSAGE_SELF)
        self.faults_before, self.system_before = usage.ru_minflt, usage.ru_stime
        self.started = time.perf_counter()
        return self

    def __exit__(self, *_exc: object) -> None:
        self.seconds = time.perf_counter() - self.started
        usage = resource.getrusage(resource.RUSAGE_SELF)
        self.page_faults = usage.ru_minflt - self.faults_before
        self.system_ms = (usage.ru_stime - self.system_before) * 1000  # kernel time: page faults, mostly
        self.peak_growth_mb = max(0, _status_kb("VmHWM") - self.rss_before) / 1024
        self.held_mb = (_status_kb("VmRSS") - self.rss_before) / 1024


WARM_ROWS = int(os.environ.get("ASKDATA_BENCH_WARM_ROWS", "10000"))
"""Rows of the warm-up answer (``--warm-rows``): 10,000 is more than a chart keeps (2,000 points), so the
warm-up takes the paths a big answer takes (downsampling included), as in an app that has drawn a big chart
before; 100 (the figure before 2026-12-01) leaves the downsampler's first use in the measured answer."""


def _warm_sql(sql: str) -> str:
    """The same query on fewer rows: run once before measuring, so imports and first-use setup are paid."""
    return f"SELECT * FROM ({sql}) AS warm LIMIT {WARM_ROWS}"


def _bare(db: Path, sql: str, _max_rows: int) -> dict[str, Any]:
    import duckdb

    warm = duckdb.connect(str(db), read_only=True)  # kept open: the database stays loaded, as for askdata
    warm.execute(_warm_sql(sql)).df()
    with _Meter() as meter:
        con = duckdb.connect(str(db), read_only=True)
        frame = con.execute(sql).df()
    rows = len(frame)
    con.close()
    warm.close()
    return {"seconds": meter.seconds, "peak_growth_mb": meter.peak_growth_mb, "held_mb": meter.held_mb,
            "rows_held": rows, "peak_reset": meter.reset, "page_faults": meter.page_faults,
            "system_ms": meter.system_ms}  # fmt: skip


def _timed(owner: Any, name: str, stages: dict[str, float], undo: list[Callable[[], None]]) -> None:
    """Wrap ``owner.name`` so its wall time adds up in ``stages[name]``; ``undo`` gets the restore step."""
    inner = getattr(owner, name)
    had_own = name in vars(owner)

    def wrapper(*args: Any, **kwargs: Any) -> Any:
        started = time.perf_counter()
        try:
            return inner(*args, **kwargs)
        finally:
            stages[name] = stages.get(name, 0.0) + time.perf_counter() - started

    setattr(owner, name, wrapper)
    undo.append(lambda: setattr(owner, name, inner) if had_own else delattr(owner, name))


def _askdata(db: Path, sql: str, max_rows: int) -> dict[str, Any]:
    from langchain_core.messages import ToolMessage

    from askdata_app.agent.results import ResultStore
    from askdata_app.agent.stream import Translator
    from askdata_app.agent.tools import ToolContext, build_tools
    from askdata_app.chat.items import apply_event
    from askdata_app.data import charts
    from askdata_app.data.results import QueryResult
    from askdata_app.data.source import DataSource

    stages: dict[str, float] = {}
    undo: list[Callable[[], None]] = []
    _timed(QueryResult, "preview_for_model", stages, undo)
    _timed(QueryResult, "page", stages, undo)
    _timed(charts, "draw_chart", stages, undo)
    folder = Path(tempfile.mkdtemp(prefix="results-", dir=db.parent))

    # Long-lived, as in the app: one data source (its connection pool), one result store, one tool set.
    source = DataSource.from_url(f"duckdb:///{db}", max_rows=max_rows)
    store = ResultStore(folder)
    _timed(source, "execute", stages, [])  # instance attributes: gone with the instances
    _timed(store, "put", stages, [])
    tools = {t.name: t for t in build_tools(ToolContext(source=source, results=store))}

    def answer(query: str) -> dict[str, Any]:
        """One question's work: run_sql then make_chart through the real tools, events and chat items."""
        translator = Translator(store)
        items: list[Any] = []
        figures: dict[str, Any] = {}

        def call(tool: str, args: dict[str, Any]) -> ToolMessage:
            started = time.perf_counter()
            message = tools[tool].invoke(
                {"type": "tool_call", "id": f"call_{tool}", "name": tool, "args": args}
            )
            stages[f"{tool}_tool"] = time.perf_counter() - started
            if not isinstance(message, ToolMessage) or message.status == "error":
                msg = f"{tool} failed: {getattr(message, 'content', message)}"
                raise RuntimeError(msg)
            started = time.perf_counter()
            for event in translator.translate("updates", {"tools": {"messages": [message]}}):
                if event["type"] == "chart_ready":  # kept beside the items, as the chat service does
                    figures[event["result_id"]] = event["figure"]
                items[:] = apply_event(items, event, turn="t1")
            stages[f"{tool}_events"] = time.perf_counter() - started
            return message

        result_id = call("run_sql", {"sql": query}).artifact["result_id"]
        call("make_chart", {"result_id": result_id})
        table = next(i for i in items if i["kind"] == "table")
        chart = next(i for i in items if i["kind"] == "chart")
        sent = {
            "table": json.dumps(table, separators=(",", ":")),
            "chart": json.dumps(chart, separators=(",", ":"))
            + json.dumps(figures[result_id], separators=(",", ":")),
        }
        result = store.get(result_id)
        return {
            "sent": sent,
            "table": table,
            "chart": chart,
            "figure": figures[result_id],
            "result": result,
            "result_id": result_id,
        }

    try:
        answer(_warm_sql(sql))
        store.flush()  # the warm-up's Parquet copy is written before the measured answer starts
        stages.clear()
        with _Meter() as meter:
            started = time.perf_counter()
            done = answer(sql)
            to_chart = time.perf_counter() - started
            # ResultStore writes its Parquet copy in the background (the chart does not wait for it); its
            # memory is still the app's, so the peak is read after the write has finished.
            store.flush()
        table, chart, result = done["table"], done["chart"], done["result"]
        points = sum(len(t.get("x") or t.get("values") or []) for t in done["figure"].get("data", []))
        return {
            "seconds": to_chart,
            "seconds_with_parquet": meter.seconds,
            "peak_growth_mb": meter.peak_growth_mb,
            "held_mb": meter.held_mb,
            "peak_reset": meter.reset,
            "page_faults": meter.page_faults,
            "system_ms": meter.system_ms,
            "rows_held": result.row_count,
            "truncated": result.truncated,
            "table_bytes": len(done["sent"]["table"]),
            "chart_bytes": len(done["sent"]["chart"]),
            "browser_bytes": len(done["sent"]["table"]) + len(done["sent"]["chart"]),
            "page_rows": len(table["rows"]),
            "chart": chart["chart"],
            "chart_note": chart["note"],
            "chart_points": points,
            "parquet_bytes": (folder / f"{done['result_id']}.parquet").stat().st_size,
            "stages_s": {k: round(v, 4) for k, v in stages.items()},
        }
    finally:
        source.close()
        for step in reversed(undo):
            step()
        shutil.rmtree(folder, ignore_errors=True)


WORKERS = {"bare": _bare, "askdata": _askdata}


def first_touch_us(megabytes: int = 256) -> dict[str, float]:
    """What writing one byte per 4 KiB page costs on fresh anonymous memory and on the same pages again."""
    import mmap

    size = megabytes << 20
    pages = range(0, size, 4096)
    with mmap.mmap(-1, size) as memory:
        timings = []
        for _ in range(2):
            started = time.perf_counter()
            for offset in pages:
                memory[offset] = 1
            timings.append((time.perf_counter() - started) * 1e6 / len(pages))
    return {"fresh_us_per_page": round(timings[0], 3), "again_us_per_page": round(timings[1], 3)}


# -- the driver ---------------------------------------------------------------------------------------


def _run_worker(side: str, db: Path, sql: str, max_rows: int, warm_rows: int) -> dict[str, Any]:
    args = [sys.executable, "-m", "bench.large_results", "--worker", side, "--db", str(db), "--sql", sql,
            "--max-rows", str(max_rows)]  # fmt: skip
    env = {**os.environ, "PYTHONPATH": str(ROOT), "ASKDATA_BENCH_WARM_ROWS": str(warm_rows)}
    done = subprocess.run(args, cwd=ROOT, env=env, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        msg = f"the {side} worker failed ({done.returncode}):\n{done.stderr[-4000:]}"
        raise RuntimeError(msg)
    return json.loads(done.stdout.strip().splitlines()[-1])


def _median(runs: list[dict[str, Any]], key: str) -> float:
    return float(statistics.median(r[key] for r in runs))


def _verdict(ok: bool) -> str:
    return "PASS" if ok else "MISS"


def _paired_ratio(app_runs: list[dict[str, Any]], bare_runs: list[dict[str, Any]]) -> float:
    """The median of each askdata time over the bare time measured just before it (inf: no bare time)."""
    ratios = [
        a["seconds"] / b["seconds"] for a, b in zip(app_runs, bare_runs, strict=False) if b["seconds"] > 0
    ]
    return round(float(statistics.median(ratios)), 3) if ratios else float("inf")


def summarise(
    max_rows: int, bare_runs: list[dict[str, Any]], app_runs: list[dict[str, Any]]
) -> dict[str, Any]:
    """Medians, ratios and PASS/MISS against the targets for one ``max_rows``."""
    bare = {k: _median(bare_runs, k) for k in ("seconds", "peak_growth_mb")}
    app = {k: _median(app_runs, k) for k in ("seconds", "peak_growth_mb", "browser_bytes")}
    mem_ratio = app["peak_growth_mb"] / bare["peak_growth_mb"] if bare["peak_growth_mb"] > 0 else float("inf")
    time_ratio = app["seconds"] / bare["seconds"] if bare["seconds"] > 0 else float("inf")
    return {
        "max_rows": max_rows,
        "bare": {**bare, "rows_held": bare_runs[0]["rows_held"], "runs": bare_runs},
        "askdata": {**app, "rows_held": app_runs[0]["rows_held"], "runs": app_runs},
        "memory_ratio": round(mem_ratio, 3),
        "time_ratio": round(time_ratio, 3),
        # each askdata process against the bare process run just before it (the machine's slow phases hit
        # both of a pair): the median of those ratios, printed beside the verdict, which uses the medians
        "paired_time_ratio": _paired_ratio(app_runs, bare_runs),
        "memory": _verdict(mem_ratio < MEMORY_TARGET),
        "payload": _verdict(app["browser_bytes"] < PAYLOAD_TARGET),
        "time": _verdict(time_ratio < TIME_TARGET),
    }


def compare(db: Path, sql: str, max_rows_list: list[int], repeat: int, warm_rows: int) -> dict[str, Any]:
    """Run bare and askdata ``repeat`` times each (alternating, fresh processes) per ``max_rows``, each
    process warmed up with an answer of ``warm_rows`` rows."""
    _run_worker("bare", db, sql, 0, warm_rows)  # warms the OS file cache; not counted
    report: dict[str, Any] = {"sql": sql, "repeat": repeat, "warm_rows": warm_rows, "cases": []}
    for max_rows in max_rows_list:
        bare_runs: list[dict[str, Any]] = []
        app_runs: list[dict[str, Any]] = []
        for _ in range(repeat):
            bare_runs.append(_run_worker("bare", db, sql, max_rows, warm_rows))
            app_runs.append(_run_worker("askdata", db, sql, max_rows, warm_rows))
        report["cases"].append(summarise(max_rows, bare_runs, app_runs))
    return report


def render(report: dict[str, Any]) -> str:
    """The report as a plain-text table."""
    lines = [
        f"query: {report['sql']}   (median of {report['repeat']} fresh processes per cell, each warmed up "
        f"with a {report['warm_rows']:,}-row answer)",
        "",
    ]
    head = (
        f"{'max_rows':>9}  {'side':<8} {'rows held':>10} {'peak mem +MB':>13} {'time s':>8} {'browser B':>10}"
    )
    lines += [head, "-" * len(head)]
    for case in report["cases"]:
        bare, app = case["bare"], case["askdata"]
        lines.append(
            f"{case['max_rows']:>9,}  {'bare':<8} {bare['rows_held']:>10,} {bare['peak_growth_mb']:>13.1f} "
            f"{bare['seconds']:>8.3f} {'-':>10}"
        )
        lines.append(
            f"{'':>9}  {'askdata':<8} {app['rows_held']:>10,} {app['peak_growth_mb']:>13.1f} "
            f"{app['seconds']:>8.3f} {int(app['browser_bytes']):>10,}"
        )
        lines.append(
            f"{'':>9}  {'ratio':<8} {'':>10} {case['memory_ratio']:>10.2f}x {case['memory']}"
            f" {case['time_ratio']:>5.2f}x {case['time']} {case['payload']:>10}"
            f"   (time, per pair: median {case['paired_time_ratio']:.2f}x)"
        )
        last = app["runs"][-1]
        stages = ", ".join(f"{k} {v:.3f}" for k, v in last["stages_s"].items())
        lines.append(f"{'':>11}askdata stages (s, last run): {stages}")
        lines.append(
            f"{'':>11}chart: {last['chart']}, {last['chart_points']:,} points; "
            f"table item {last['table_bytes']:,} B ({last['page_rows']} rows), "
            f"chart item and figure {last['chart_bytes']:,} B; note: {last['chart_note']}"
        )
        lines.append("")
    lines.append(
        f"targets: memory growth < {MEMORY_TARGET}x bare, browser payload < {PAYLOAD_TARGET:,} B, "
        f"time to chart < {TIME_TARGET}x bare"
    )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Command line entry point (see the module docstring)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--worker", choices=sorted(WORKERS), help=argparse.SUPPRESS)
    parser.add_argument("--db", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--sql", help=argparse.SUPPRESS)
    parser.add_argument("--table-rows", type=int, default=TABLE_ROWS, help="rows in the events table")
    parser.add_argument("--result-rows", type=int, default=RESULT_ROWS, help="rows the query returns")
    parser.add_argument(
        "--shape", default="category,series", help="query shapes, comma-separated: " + ", ".join(SHAPES)
    )
    parser.add_argument("--max-rows", default="100000,1000000", help="askdata's row caps, comma-separated")
    parser.add_argument("--repeat", type=int, default=3, help="fresh processes per side and cap")
    parser.add_argument(
        "--warm-rows",
        default=f"{WARM_ROWS},same",
        help="rows of the warm-up answer in each process, comma-separated regimes; 'same' is --result-rows "
        "(a process that has answered as big a question before)",
    )
    parser.add_argument("--out", type=Path, default=OUT, help="where to write the JSON figures")
    args = parser.parse_args(argv)
    if args.worker:
        print(json.dumps(WORKERS[args.worker](args.db, args.sql, int(args.max_rows))))
        return 0
    if args.result_rows > args.table_rows or args.repeat < 1:
        parser.error("--result-rows cannot exceed --table-rows, and --repeat must be at least 1")
    started = time.perf_counter()
    db = ensure_database(args.table_rows)
    built_s = time.perf_counter() - started
    caps = [int(c) for c in str(args.max_rows).split(",") if c.strip()]
    warm_regimes = [
        args.result_rows if w.strip() == "same" else int(w)
        for w in str(args.warm_rows).split(",")
        if w.strip()
    ]
    shapes = [s.strip() for s in str(args.shape).split(",") if s.strip()]
    if unknown := sorted(set(shapes) - set(SHAPES)):
        parser.error(f"unknown shape {', '.join(unknown)}; use {', '.join(SHAPES)}")
    figures: dict[str, Any] = {
        "table_rows": args.table_rows,
        "result_rows": args.result_rows,
        "database": str(db),
        "database_ready_s": round(built_s, 2),
        "warm_rows": warm_regimes,
        "first_touch": first_touch_us(),
        "machine": {
            "cpus": os.cpu_count(),
            "python": sys.version.split()[0],
            "load_before": [round(v, 2) for v in os.getloadavg()],  # a shared machine's load skews times
        },
        "targets": {
            "memory_ratio": MEMORY_TARGET,
            "time_ratio": TIME_TARGET,
            "browser_bytes": PAYLOAD_TARGET,
        },
        "queries": [],
    }
    touch = figures["first_touch"]
    print(
        f"this machine: touching a fresh 4 KiB page of memory costs {touch['fresh_us_per_page']:.2f} us, "
        f"a page touched before {touch['again_us_per_page']:.2f} us (a VM whose host backs memory on first "
        "use pays the difference on every new buffer of a fresh process)\n"
    )
    for warm_rows in warm_regimes:
        for shape in shapes:
            report = {
                "shape": shape,
                **compare(db, SHAPES[shape].format(n=int(args.result_rows)), caps, args.repeat, warm_rows),
            }
            figures["queries"].append(report)
            print(render(report) + "\n")
    figures["machine"]["load_after"] = [round(v, 2) for v in os.getloadavg()]
    machine = figures["machine"]
    print(f"load average (1, 5, 15 min) before {machine['load_before']}, after {machine['load_after']}")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(figures, indent=2) + "\n")
    print(f"wrote {args.out.relative_to(ROOT) if args.out.is_relative_to(ROOT) else args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
