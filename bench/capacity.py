"""Capacity of one worker: N browserless tabs each holding a waiting run (a pending approval card).

Each N runs against its own fresh backend (``reflex run --env prod --backend-only``, one worker, in-memory
state manager, offline analyst, a temp data folder), so its memory figures start from the same point.
The tabs are ``bench._app.WireClient``s: socket.io clients on one asyncio loop in this process that speak
the real frontend's frames (hydrate in the CONNECT auth, page ``on_load`` = ``TranscriptState.load``,
``ComposerState.send``, ``CardsState.approve``) and read the pushed deltas. Only the server process is
measured (CPU and RSS from ``/proc``). Per N:

1. warm-up: one "active" tab asks and approves a few one-number questions (imports, caches, runtime);
2. bare baseline: N tabs connect and load the page (nothing asked) -> RSS delta / N;
3. waiting: the same N tabs ask "What is the revenue by location?", ``--ask-batch`` at a time (default 50;
   0 = all at once, which adds the transient peak of N runs starting together to the memory) -> time until
   all N cards are shown; RSS delta (from before the tabs connected) / N = KB per waiting client, and its
   ratio to the bare figure;
4. idle: nobody clicks for ``--idle`` seconds -> the server's CPU %;
5. active user: the active tab asks "How many orders are there?" (one value after one approval),
   ``--approvals`` times: Approve -> first reaction (the first update frame after the click) and
   Approve -> answer (the update that carries the finished answer), median and p99;
6. burst: all N approve at once -> time until every tab shows its answer;
7. integrity: in the app database, one decision per approved card, each ``applied`` (waited for: a run marks
   its decision applied when its turn ends, after the answer is shown; the wait is printed); one parquet
   result per approval in the results folder; every tab got exactly one answer (nothing lost or doubled).

Targets (issue 9): <= 350 KB per waiting client, idle CPU < 5 % with 1,000 waiting, Approve -> first
reaction p99 <= 50 ms and Approve -> answer p99 <= 250 ms with 1,000 waiting, nothing lost or doubled.

Usage (from the repo root)::

    .venv/bin/python -m bench.capacity                  # N = 0, 50, 100 (quick)
    .venv/bin/python -m bench.capacity --full           # N = 0, 100, 250, 500, 1000
    .venv/bin/python -m bench.capacity --n 0 --n 300 --approvals 50 --idle 10

Figures go to stdout (a table) and to ``bench/results/capacity.json``. Nothing asserts on time.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import platform
import sqlite3
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench._app import WireClient, cpus, ms, proc_stat, server_pid, start_backend  # noqa: E402

RESULTS = ROOT / "bench" / "results" / "capacity.json"
WAIT_QUESTION = "What is the revenue by location?"
ACTIVE_QUESTION = "How many orders are there?"
QUICK = [0, 50, 100]
FULL = [0, 100, 250, 500, 1000]
TARGETS = {
    "kb_per_waiting_client": 350.0,
    "idle_cpu_pct_at_1000": 5.0,
    "first_reaction_p99_ms_at_1000": 50.0,
    "answer_p99_ms_at_1000": 250.0,
}
CONNECT_BATCH = 50
"""Tabs connecting at the same time (a page load storm of 1,000 at once is not what is measured)."""


@dataclass
class Pool:
    """The tabs of one level and what they saw."""

    url: str
    clients: list[WireClient] = field(default_factory=list)

    async def connect(self, n: int, timeout: float) -> None:
        for start in range(0, n, CONNECT_BATCH):
            batch = [WireClient(self.url) for _ in range(start, min(n, start + CONNECT_BATCH))]
            await asyncio.gather(*(c.load(timeout) for c in batch))
            self.clients.extend(batch)

    async def close(self) -> None:
        for start in range(0, len(self.clients), CONNECT_BATCH):
            await asyncio.gather(*(c.close() for c in self.clients[start : start + CONNECT_BATCH]))


async def cycle(client: WireClient, question: str, timeout: float) -> tuple[float, float, float]:
    """New chat, ask, wait for the card, approve; seconds to (first reaction, card decided, answer)."""
    await client.new_chat()
    await client.until(lambda: not client.items, timeout)
    await client.ask(question)
    await client.until(lambda: client.pending_card() is not None, timeout)
    card = client.pending_card()
    assert card is not None
    await asyncio.sleep(0.05)  # a person reads the card; the run is parked on its future
    before = client.updates
    t0 = await client.approve(card["interrupt_id"])
    await client.until(lambda: client.updates > before, timeout)
    first = client.received_at - t0
    key = card["key"]
    await client.until(
        lambda: any(i["key"] == key and i["status"] != "pending" for i in client.items), timeout
    )
    decided = client.received_at - t0
    await client.until(lambda: client.answer() is not None, timeout)
    return first, decided, client.received_at - t0


def decision_rows(data_dir: Path) -> list[tuple[str, str, str]]:
    with sqlite3.connect(data_dir / "app.db") as conn:
        return [tuple(r) for r in conn.execute("SELECT interrupt_id, decision, outcome FROM decisions")]


async def settle_decisions(data_dir: Path, timeout: float) -> float:
    """Seconds until no decision is left ``accepted`` (a run marks its decision ``applied`` when its turn
    ends, after the answer was shown); ``timeout`` if some still are then."""
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < timeout:
        if not any(outcome == "accepted" for _, _, outcome in decision_rows(data_dir)):
            break
        await asyncio.sleep(0.1)
    return time.perf_counter() - t0


def integrity(data_dir: Path, approvals: int, tabs: list[WireClient]) -> dict[str, Any]:
    """Decisions, results and answers against what the bench approved."""
    rows = decision_rows(data_dir)
    per_interrupt: dict[str, int] = {}
    for interrupt_id, _, _ in rows:
        per_interrupt[interrupt_id] = per_interrupt.get(interrupt_id, 0) + 1
    outcomes: dict[str, int] = {}
    for _, decision, outcome in rows:
        outcomes[f"{decision}:{outcome}"] = outcomes.get(f"{decision}:{outcome}", 0) + 1
    parquet = len(list((data_dir / "results").glob("*.parquet")))
    answers = [sum(1 for i in c.items if i["kind"] == "assistant" and i["status"] == "done") for c in tabs]
    applied = outcomes.get("approve:applied", 0)
    return {
        "approvals_sent": approvals,
        "decision_records": len(rows),
        "interrupts_with_several_records": sum(1 for v in per_interrupt.values() if v > 1),
        "outcomes": outcomes,
        "parquet_results": parquet,
        "tabs_without_answer": sum(1 for a in answers if a == 0),
        "tabs_with_several_answers": sum(1 for a in answers if a > 1),
        "lost": max(0, approvals - applied) + sum(1 for a in answers if a == 0),
        "doubled": max(0, len(rows) - approvals)
        + max(0, parquet - approvals)
        + sum(1 for a in answers if a > 1),
    }


def rss_settled(pid: int, seconds: float = 2.0) -> int:
    time.sleep(seconds)
    return proc_stat(pid)[1]


async def level(n: int, args: argparse.Namespace) -> dict[str, Any]:
    """One fresh backend, N waiting tabs; every figure of that N."""
    loop = asyncio.get_running_loop()
    out: dict[str, Any] = {"n": n}
    with tempfile.TemporaryDirectory(prefix="askdata-capacity-") as tmp:
        data_dir = Path(tmp)
        app = await loop.run_in_executor(None, lambda: start_backend(data_dir, data_dir / "app.log"))
        pid = server_pid(app.proc.pid)
        pool = Pool(app.url)
        active = WireClient(app.url)
        approvals = 0
        try:
            await active.load(args.timeout)
            for _ in range(args.warmup):
                await cycle(active, ACTIVE_QUESTION, args.timeout)
                approvals += 1
            gc.collect()
            rss0 = await loop.run_in_executor(None, rss_settled, pid)
            out["rss_start_mb"] = rss0 / 2**20
            if n:
                t0 = time.perf_counter()
                await pool.connect(n, args.timeout)
                out["connect_s"] = time.perf_counter() - t0
                rss_bare = await loop.run_in_executor(None, rss_settled, pid)
                out["kb_per_bare_client"] = (rss_bare - rss0) / n / 1024
                t0 = time.perf_counter()
                batch = args.ask_batch or n
                for start in range(0, n, batch):
                    tabs = pool.clients[start : start + batch]
                    await asyncio.gather(*(c.ask(WAIT_QUESTION) for c in tabs))
                    await asyncio.gather(*(c.until_card(args.timeout) for c in tabs))
                out["time_to_n_cards_s"] = max(c.received_at for c in pool.clients) - t0
                rss_wait = await loop.run_in_executor(None, rss_settled, pid)
                out["kb_per_waiting_client"] = (rss_wait - rss0) / n / 1024
                out["kb_waiting_over_bare"] = out["kb_per_waiting_client"] / out["kb_per_bare_client"]
                out["rss_waiting_mb"] = rss_wait / 2**20
            # The N tabs live in this process too: freeze them so that this process's own full
            # collections (0.3-0.6 s with 1,000 tabs) do not land inside the active user's timings.
            gc.collect()
            gc.freeze()
            cpu0, wall0 = proc_stat(pid)[0], time.perf_counter()
            await asyncio.sleep(args.idle)
            cpu1, wall1 = proc_stat(pid)[0], time.perf_counter()
            out["idle_cpu_pct"] = 100 * (cpu1 - cpu0) / (wall1 - wall0)
            out["idle_s"] = wall1 - wall0
            firsts, decided, answers = [], [], []
            cpu0 = proc_stat(pid)[0]
            for _ in range(args.approvals):
                f, d, a = await cycle(active, ACTIVE_QUESTION, args.timeout)
                approvals += 1
                firsts.append(f)
                decided.append(d)
                answers.append(a)
            out["active_cpu_s_per_cycle"] = (proc_stat(pid)[0] - cpu0) / max(1, args.approvals)
            out["approve_to_first_reaction"] = ms(firsts)
            out["approve_to_card_decided"] = ms(decided)
            out["approve_to_answer"] = ms(answers)
            if n:
                cards = [c.pending_card() for c in pool.clients]
                t0 = time.perf_counter()
                await asyncio.gather(
                    *(
                        c.approve(card["interrupt_id"])
                        for c, card in zip(pool.clients, cards, strict=True)
                        if card
                    )
                )
                approvals += sum(1 for card in cards if card)
                await asyncio.gather(*(c.until_answer(args.timeout * 4) for c in pool.clients))
                out["burst_s"] = max(c.received_at for c in pool.clients) - t0
            out["all_applied_after_s"] = await settle_decisions(data_dir, args.timeout)
            out["integrity"] = integrity(data_dir, approvals, pool.clients)
            out["rss_end_mb"] = proc_stat(pid)[1] / 2**20
        finally:
            gc.unfreeze()
            await active.close()
            await pool.close()
            await loop.run_in_executor(None, app.stop)
    return out


def print_table(figures: dict[str, Any]) -> None:
    """The figures as a plain table, targets beside them."""
    rows = figures["levels"]
    head = f"{'N waiting':>10}" + "".join(f"{r['n']:>11}" for r in rows)
    after = figures.get("load_after", "-")
    print(f"\nCapacity of one worker (load before: {figures['load_before']}, after: {after})")
    print(head)

    def line(label: str, values: list[str], target: str = "") -> None:
        print(
            f"{label:<10}" + "".join(f"{v:>11}" for v in values) + (f"   target {target}" if target else "")
        )

    def get(r: dict[str, Any], *path: str, fmt: str = "{:.1f}") -> str:
        value: Any = r
        for key in path:
            if not isinstance(value, dict) or key not in value:
                return "-"
            value = value[key]
        return fmt.format(value)

    print("  memory (server RSS delta / N)")
    line("  KB/bare", [get(r, "kb_per_bare_client") for r in rows])
    line("  KB/wait", [get(r, "kb_per_waiting_client") for r in rows], "<= 350")
    line("  ratio", [get(r, "kb_waiting_over_bare", fmt="{:.2f}") for r in rows])
    print("  time")
    line("  to cards", [get(r, "time_to_n_cards_s", fmt="{:.1f} s") for r in rows])
    line("  idle CPU", [get(r, "idle_cpu_pct", fmt="{:.1f} %") for r in rows], "< 5 % at 1,000")
    print("  active user, Approve ->")
    line("  1st p50", [get(r, "approve_to_first_reaction", "median_ms", fmt="{:.1f}") for r in rows])
    line(
        "  1st p99",
        [get(r, "approve_to_first_reaction", "p99_ms", fmt="{:.1f}") for r in rows],
        "<= 50 ms at 1,000",
    )
    line("  card p50", [get(r, "approve_to_card_decided", "median_ms", fmt="{:.1f}") for r in rows])
    line("  ans p50", [get(r, "approve_to_answer", "median_ms", fmt="{:.1f}") for r in rows])
    line(
        "  ans p99", [get(r, "approve_to_answer", "p99_ms", fmt="{:.1f}") for r in rows], "<= 250 ms at 1,000"
    )
    line("  burst", [get(r, "burst_s", fmt="{:.1f} s") for r in rows])
    line("  +applied", [get(r, "all_applied_after_s", fmt="{:.1f} s") for r in rows])
    print("  integrity")
    line("  approved", [get(r, "integrity", "approvals_sent", fmt="{}") for r in rows])
    line("  records", [get(r, "integrity", "decision_records", fmt="{}") for r in rows])
    line("  parquet", [get(r, "integrity", "parquet_results", fmt="{}") for r in rows])
    line("  lost", [get(r, "integrity", "lost", fmt="{}") for r in rows], "0")
    line("  doubled", [get(r, "integrity", "doubled", fmt="{}") for r in rows], "0")


async def run(args: argparse.Namespace, figures: dict[str, Any]) -> None:
    levels: list[dict[str, Any]] = figures.setdefault("levels", [])
    for n in args.levels:
        print(f"N = {n} ...", flush=True)
        t0 = time.perf_counter()
        level_figures = await level(n, args)
        level_figures["wall_s"] = time.perf_counter() - t0
        levels.append(level_figures)
        flat = {k: v for k, v in level_figures.items() if not isinstance(v, dict)}
        print(f"  done in {level_figures['wall_s']:.0f} s: {json.dumps(flat)}", flush=True)
        write(args.out, figures)  # after every N: a long run that is cut short keeps what it measured


def write(path: Path, figures: dict[str, Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(figures, indent=2) + "\n")


def main(argv: list[str] | None = None) -> dict[str, Any]:
    """Parse arguments, run every N, print the table and write the JSON."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument(
        "--n", dest="levels", type=int, action="append", help="a number of waiting tabs (repeatable)"
    )
    parser.add_argument("--full", action="store_true", help=f"N = {', '.join(map(str, FULL))}")
    parser.add_argument(
        "--approvals", type=int, default=20, help="active user's timed approvals per N (default 20)"
    )
    parser.add_argument("--warmup", type=int, default=3, help="untimed approvals first (default 3)")
    parser.add_argument(
        "--idle", type=float, default=10.0, help="seconds of idle CPU measurement (default 10)"
    )
    parser.add_argument(
        "--ask-batch",
        type=int,
        default=50,
        help="tabs asking at the same time, the next batch once their cards are in (0 = all N at once; "
        "default 50: the memory then shows waiting runs, not the peak of N runs starting together)",
    )
    parser.add_argument("--timeout", type=float, default=120.0, help="seconds to wait for any one update")
    parser.add_argument("--out", type=Path, default=RESULTS, help="JSON output file")
    args = parser.parse_args(argv)
    if not args.levels:
        args.levels = FULL if args.full else QUICK
    load_before = [round(v, 2) for v in os.getloadavg()]
    t0 = time.perf_counter()
    figures: dict[str, Any] = {
        "when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "machine": {"python": platform.python_version(), "cpus": cpus()},
        "load_before": load_before,
        "settings": {k: v for k, v in vars(args).items() if k != "out"},
        "targets": TARGETS,
    }
    asyncio.run(run(args, figures))
    figures["load_after"] = [round(v, 2) for v in os.getloadavg()]
    figures["wall_s"] = time.perf_counter() - t0
    print_table(figures)
    write(args.out, figures)
    print(f"\nwrote {args.out}")
    return figures


if __name__ == "__main__":
    main()
