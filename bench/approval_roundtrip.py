"""Approval round trip: askdata's overhead over the bare framework, in the runtime and in the browser.

Runtime part: the same agent (``askdata_app.agent.graph.build_agent``: LangChain ``create_agent`` with
per-call ``HumanInTheLoopMiddleware``), built twice on one ``AsyncSqliteSaver`` (a temp file, the app's
default), the same scripted fake model (``run_sql`` once, then a one-line answer) and askdata's real
tools on the demo DuckDB. Each cycle uses a fresh thread on both sides:

- bare: ``astream(question)`` until the interrupt, then the timed part: ``astream(Command(resume=
  {id: {"type": "approve"}}))`` until the ``ToolMessage`` update arrives (the rest is drained, untimed);
- askdata: ``runtime.ask(...)`` until the card, then the timed part: ``await runtime.decide(...)`` until
  the run's ``tool_result`` event for ``run_sql``. Its decision record (written on every decide: the
  exactly-once arbiter) is timed separately, to report its share.

The two sides alternate (bare first on even cycles, askdata first on odd ones) after a warmup, so machine
noise hits both alike. Printed: median and p90 of each, and the ratio askdata/bare (target <= 1.25).

App runtime (always): the app's own runtime from ``factory.build_runtime`` (offline analyst, demo data, temp
data folder), ``decide_form(approve)`` -> ``table_ready``, without Reflex: the runtime's share of the browser
figure below.

Browser part (``--browser``, on by default; skipped with a message without Chromium): the real app
(``reflex run --env prod`` via ``tests.browser.conftest.start_app``, temp data folder, offline model) in
Chromium through Playwright. Per cycle: "New chat", a trivial round trip (the Send button with an empty
question shows ``#notice``), then "What is the revenue by location?", wait for the pending card, and time
a click on Approve until ``.result-table`` is in the DOM (with two intermediate marks: the card leaves
"pending", the run_sql step shows success) and on to the final answer. Both clicks are dispatched in the page
(``element.click()``) and timed by a ``MutationObserver`` with ``performance.now()``, so their ratio is
measured one way (see /work/shared/docs/reflex-here.md). The peers' figure (agent-chat-ui, approve click
to final answer: 807 ms median, docs/peers.md) is compared with askdata's click to final answer.

Usage (from the repo root)::

    .venv/bin/python -m bench.approval_roundtrip                   # 200 runtime cycles + 20 browser cycles
    .venv/bin/python -m bench.approval_roundtrip --cycles 50 --no-browser
    .venv/bin/python -m bench.approval_roundtrip --browser-cycles 10 --warmup 5

Figures go to stdout (a table) and to ``bench/results/approval_roundtrip.json``. Nothing asserts on time.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import platform
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from langchain_core.language_models.fake_chat_models import FakeMessagesListChatModel  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage  # noqa: E402
from langgraph.types import Command  # noqa: E402

import askdata_app.agent.runtime as runtime_mod  # noqa: E402
from askdata_app.agent.graph import build_agent  # noqa: E402
from askdata_app.agent.policy import ApprovalPolicy  # noqa: E402
from askdata_app.agent.results import ResultStore  # noqa: E402
from askdata_app.agent.tools import ToolContext, build_tools  # noqa: E402
from askdata_app.data.demo import ensure_demo_database  # noqa: E402
from askdata_app.data.source import DataSource  # noqa: E402
from askdata_app.db.engine import app_engine  # noqa: E402
from bench._app import (  # noqa: E402
    ANSWER_DONE,
    APPROVE,
    CARD_LEFT_PENDING,
    SQL_STEP_DONE,
    click_until,
    cpu_seconds,
    cpus,
)

RESULTS = ROOT / "bench" / "results" / "approval_roundtrip.json"
SQL = "SELECT location_name, COUNT(*) AS n FROM locations GROUP BY location_name ORDER BY location_name"
QUESTION = "What is the revenue by location?"
STREAM_MODES = ["updates", "messages"]  # what AgentRuntime streams with; the bare side uses the same
TARGET_RATIO = 1.25
PEER_APPROVE_MS = 807.0  # agent-chat-ui + langgraph dev, approve click -> answer (docs/peers.md)


class BenchModel(FakeMessagesListChatModel):
    """Replays its responses in a loop (one ``run_sql`` call, then an answer); tools bind to itself."""

    def bind_tools(self, tools: Any, **kwargs: Any) -> BenchModel:  # type: ignore[override]
        return self


def _responses() -> list[AIMessage]:
    call = {"name": "run_sql", "args": {"sql": SQL}, "id": "call_sql"}
    return [AIMessage(content="", tool_calls=[call]), AIMessage("There are 6 locations.")]


def _ms(seconds: list[float]) -> dict[str, float]:
    values = sorted(s * 1000 for s in seconds)
    p90 = values[min(len(values) - 1, round(0.9 * (len(values) - 1)))]
    return {"median_ms": statistics.median(values), "p90_ms": p90, "n": len(values)}


def _cfg(thread_id: str) -> dict[str, Any]:
    return {"configurable": {"thread_id": thread_id}}


# --------------------------------------------------------------------------------------- runtime part
@dataclass
class RuntimeBench:
    """Both sides, built identically on one checkpointer; timings in seconds."""

    bare_agent: Any
    runtime: runtime_mod.AgentRuntime
    bare: list[float] = field(default_factory=list)
    askdata: list[float] = field(default_factory=list)
    decide_call: list[float] = field(default_factory=list)
    record: list[float] = field(default_factory=list)

    async def bare_cycle(self, thread_id: str) -> float:
        cfg = _cfg(thread_id)
        interrupt_id = ""
        async for mode, part in self.bare_agent.astream(
            {"messages": [HumanMessage(QUESTION)]}, cfg, stream_mode=STREAM_MODES
        ):
            if mode == "updates" and "__interrupt__" in part:
                interrupt_id = part["__interrupt__"][0].id
        if not interrupt_id:
            msg = "the bare run ended without an interrupt; the fake model or the policy changed"
            raise RuntimeError(msg)
        resume = Command(resume={interrupt_id: {"type": "approve"}})
        t0 = time.perf_counter()
        t1 = 0.0
        async for mode, part in self.bare_agent.astream(resume, cfg, stream_mode=STREAM_MODES):
            if not t1 and mode == "updates" and _has_tool_message(part):
                t1 = time.perf_counter()
        return t1 - t0

    async def askdata_cycle(self, thread_id: str) -> tuple[float, float]:
        stream = await self.runtime.ask(thread_id, QUESTION)
        card: dict[str, Any] | None = None
        async for event in stream:
            if event["type"] == "card":
                card = dict(event["card"])
                break
        if card is None:
            msg = "the askdata run ended without a card; the fake model or the policy changed"
            raise RuntimeError(msg)
        seen = asyncio.get_running_loop().create_future()

        async def follow() -> None:
            async for event in stream:
                if event["type"] == "tool_result" and event["tool"] == "run_sql" and not seen.done():
                    seen.set_result(time.perf_counter())

        task = asyncio.create_task(follow())
        for _ in range(3):  # let the run reach its wait on the future, as a real waiting run has
            await asyncio.sleep(0)
        t0 = time.perf_counter()
        await self.runtime.decide(thread_id, card["interrupt_id"], {"type": "approve"}, user="bench")
        t_decided = time.perf_counter()
        t1 = await seen
        await task
        return t1 - t0, t_decided - t0

    async def run(self, cycles: int, warmup: int) -> None:
        for i in range(warmup + cycles):
            order = ("bare", "askdata") if i % 2 == 0 else ("askdata", "bare")
            for side in order:
                thread_id = f"{side}-{i}"
                if side == "bare":
                    elapsed = await self.bare_cycle(thread_id)
                    if i >= warmup:
                        self.bare.append(elapsed)
                else:
                    RECORD_TIMES.clear()
                    elapsed, decide_s = await self.askdata_cycle(thread_id)
                    if i >= warmup:
                        self.askdata.append(elapsed)
                        self.decide_call.append(decide_s)
                        self.record.append(sum(RECORD_TIMES))


RECORD_TIMES: list[float] = []
_record_decision = runtime_mod.record_decision


def _timed_record_decision(*args: Any, **kwargs: Any) -> Any:
    """``record_decision`` with its duration noted (the bench's only instrument in the runtime)."""
    t0 = time.perf_counter()
    try:
        return _record_decision(*args, **kwargs)
    finally:
        RECORD_TIMES.append(time.perf_counter() - t0)


def _has_tool_message(part: Any) -> bool:
    if not isinstance(part, dict):
        return False
    for update in part.values():
        messages = update.get("messages", []) if isinstance(update, dict) else []
        if any(isinstance(m, ToolMessage) for m in messages or []):
            return True
    return False


async def build_runtime_bench(tmp: Path) -> tuple[RuntimeBench, Any]:
    """Both agents from ``build_agent``, one ``AsyncSqliteSaver`` on a temp file, real tools on the demo."""
    import aiosqlite
    from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver

    demo = ensure_demo_database(tmp / "jaffle_shop.duckdb")
    conn = await aiosqlite.connect(str(tmp / "checkpoints.sqlite"))
    saver = AsyncSqliteSaver(conn)
    await saver.setup()
    policy = ApprovalPolicy.default()
    source = DataSource.from_url(f"duckdb:///{demo}", name="demo")
    results = ResultStore(tmp / "results")
    tools = build_tools(ToolContext(source=source, results=results))

    def agent() -> Any:
        model = BenchModel(responses=_responses())
        return build_agent(model, tools, policy=policy, checkpointer=saver, system_prompt="bench")

    runtime = runtime_mod.AgentRuntime(
        agent=agent(), app_engine=app_engine(f"sqlite:///{tmp / 'app.db'}"), results=results, policy=policy
    )
    return RuntimeBench(bare_agent=agent(), runtime=runtime), conn


async def runtime_part(cycles: int, warmup: int) -> dict[str, Any]:
    """Run the alternating runtime comparison; returns its figures."""
    runtime_mod.record_decision = _timed_record_decision  # type: ignore[assignment]
    try:
        with tempfile.TemporaryDirectory(prefix="askdata-bench-") as tmp:
            bench, conn = await build_runtime_bench(Path(tmp))
            try:
                await bench.run(cycles, warmup)
            finally:
                await conn.close()
    finally:
        runtime_mod.record_decision = _record_decision  # type: ignore[assignment]
    bare, askdata = _ms(bench.bare), _ms(bench.askdata)
    record, decide_call = _ms(bench.record), _ms(bench.decide_call)
    overhead = askdata["median_ms"] - bare["median_ms"]
    return {
        "cycles": cycles,
        "warmup": warmup,
        "bare_resume_to_tool_message": bare,
        "askdata_decide_to_tool_result": askdata,
        "ratio_median": askdata["median_ms"] / bare["median_ms"],
        "ratio_p90": askdata["p90_ms"] / bare["p90_ms"],
        "target_ratio": TARGET_RATIO,
        "overhead_median_ms": overhead,
        "decide_call": decide_call,
        "decision_record": record,
        "decision_record_share_of_askdata": record["median_ms"] / askdata["median_ms"],
        "decision_record_share_of_overhead": (record["median_ms"] / overhead) if overhead > 0 else None,
    }


async def app_runtime_part(cycles: int, warmup: int) -> dict[str, Any]:
    """The app's own runtime (``factory.build_runtime``: offline analyst, demo data, temp data folder).

    Times ``decide_form(approve)`` -> ``table_ready`` without Reflex, to split the browser figure into the
    runtime's share and the UI layer's.
    """
    from askdata_app.agent.factory import build_runtime
    from askdata_app.settings import Settings

    to_table: list[float] = []
    with tempfile.TemporaryDirectory(prefix="askdata-bench-rt-") as tmp:
        runtime = await build_runtime(Settings(data_dir=Path(tmp)))
        try:
            for i in range(warmup + cycles):
                stream = await runtime.ask(f"app-{i}", QUESTION)
                card = None
                async for event in stream:
                    if event["type"] == "card":
                        card = dict(event["card"])
                        break
                if card is None:
                    msg = "the offline analyst did not propose SQL for the benchmark question"
                    raise RuntimeError(msg)
                seen = asyncio.get_running_loop().create_future()

                async def follow(stream: Any = stream, seen: Any = seen) -> None:
                    async for event in stream:
                        if event["type"] == "table_ready" and not seen.done():
                            seen.set_result(time.perf_counter())

                task = asyncio.create_task(follow())
                for _ in range(3):
                    await asyncio.sleep(0)
                t0 = time.perf_counter()
                await runtime.decide_form(f"app-{i}", card["interrupt_id"], decision="approve")
                t1 = await seen
                await task
                if i >= warmup:
                    to_table.append(t1 - t0)
        finally:
            await runtime.aclose()
    return {"cycles": cycles, "warmup": warmup, "decide_form_to_table_ready": _ms(to_table)}


# --------------------------------------------------------------------------------------- browser part
def _browser_cycles(page: Any, cycles: int, warmup: int) -> dict[str, list[float]]:
    keys = ("new_chat", "notice", "approve", "card_decided", "step_done", "answer")
    out: dict[str, list[float]] = {key: [] for key in keys}
    for i in range(warmup + cycles):
        page.locator(".working-line").wait_for(state="detached")
        if page.locator("#chat-items > *").count() == 0:  # nothing to clear (first cycle): no DOM change
            page.locator("#new-chat").click()
            new_chat = None
        else:
            new_chat = click_until(page, "#new-chat", "#chat-items", empty_list=True, timeout_s=5)[-1]
        page.locator("#notice").wait_for(state="detached")
        notice = click_until(page, "#send-button", "#notice", timeout_s=5)[-1]
        box = page.locator("#question-input")
        box.fill(QUESTION)
        box.press("Enter")
        page.locator(APPROVE).wait_for()
        page.wait_for_timeout(50)  # a person reads the card; the run is parked on its future
        card_decided, step_done, approve, answer = click_until(
            page, APPROVE, CARD_LEFT_PENDING, SQL_STEP_DONE, ".result-table", ANSWER_DONE
        )
        if i >= warmup:
            if new_chat is not None:
                out["new_chat"].append(new_chat)
            out["notice"].append(notice)
            out["approve"].append(approve)
            out["card_decided"].append(card_decided)
            out["step_done"].append(step_done)
            out["answer"].append(answer)
    return out


def browser_part(cycles: int, warmup: int) -> dict[str, Any] | None:
    """Run the browser comparison against the real app; ``None`` (with a message) without Chromium."""
    from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS, start_app

    if not Path(CHROMIUM).exists():
        print(f"browser part skipped: Chromium not found at {CHROMIUM} (apt-get install -y chromium)")
        return None
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="askdata-bench-app-") as tmp:
        data_dir = Path(tmp)
        print(f"starting the app (log: {data_dir / 'app.log'}) ...", flush=True)
        app = start_app(data_dir, data_dir / "app.log")
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                context = browser.new_context(viewport={"width": 1280, "height": 900})
                context.set_default_timeout(30_000)
                page = context.new_page()
                page.goto(app.url + "/")
                page.locator("#question-input").wait_for()
                _browser_cycles(page, 0, warmup)
                cpu_before, wall_before = cpu_seconds(), time.perf_counter()
                raw = _browser_cycles(page, cycles, 0)
                cpu_after, wall = cpu_seconds(), time.perf_counter() - wall_before
                browser.close()
        finally:
            app.stop()
    approve, notice, new_chat = _ms(raw["approve"]), _ms(raw["notice"]), _ms(raw["new_chat"])
    decided, step_done, answer = _ms(raw["card_decided"]), _ms(raw["step_done"]), _ms(raw["answer"])
    return {
        "cycles": cycles,
        "warmup": warmup,
        "method": "in-page element.click(), MutationObserver, performance.now()",
        "approve_click_to_result_table": approve,
        "approve_click_to_card_decided": decided,
        "approve_click_to_sql_step_done": step_done,
        "approve_click_to_final_answer": answer,
        "trivial_empty_send_to_notice": notice,
        "trivial_new_chat_to_empty_list": new_chat,
        "ratio_approve_over_trivial": approve["median_ms"] / notice["median_ms"],
        "cpu_s_per_cycle": {k: (cpu_after[k] - cpu_before.get(k, 0.0)) / cycles for k in cpu_after},
        "wall_s_per_cycle": wall / cycles,
        "peer_agent_chat_ui_approve_ms": PEER_APPROVE_MS,
        "peer_over_askdata_final_answer": PEER_APPROVE_MS / answer["median_ms"],
    }


# --------------------------------------------------------------------------------------- output
def _row(name: str, fig: dict[str, float]) -> str:
    return f"  {name:<46} {fig['median_ms']:>9.2f} {fig['p90_ms']:>9.2f} {int(fig['n']):>6}"


def print_table(figures: dict[str, Any]) -> None:
    """The figures as a plain table."""
    rt = figures["runtime"]
    print(f"\nRuntime (AsyncSqliteSaver, fake model, real run_sql on DuckDB; {rt['cycles']} cycles)")
    print(f"  {'':<46} {'median ms':>9} {'p90 ms':>9} {'n':>6}")
    print(_row("bare: Command(resume) -> ToolMessage", rt["bare_resume_to_tool_message"]))
    print(_row("askdata: decide() -> tool_result event", rt["askdata_decide_to_tool_result"]))
    print(_row("  of which decide() returns", rt["decide_call"]))
    print(_row("  of which decision record (DB write)", rt["decision_record"]))
    verdict = "within" if rt["ratio_median"] <= TARGET_RATIO else "ABOVE"
    print(
        f"  ratio askdata/bare: median {rt['ratio_median']:.3f}, p90 {rt['ratio_p90']:.3f} "
        f"({verdict} the {TARGET_RATIO} target); overhead {rt['overhead_median_ms']:.2f} ms, "
        f"decision record {rt['decision_record_share_of_askdata']:.0%} of askdata's median"
    )
    app = figures["app_runtime"]
    print(f"\nThe app's runtime without Reflex (offline analyst, demo DuckDB; {app['cycles']} cycles)")
    print(_row("decide_form(approve) -> table_ready event", app["decide_form_to_table_ready"]))
    br = figures.get("browser")
    if not br:
        return
    print(f"\nBrowser (real app, Chromium, {br['method']}; {br['cycles']} cycles)")
    print(f"  {'':<46} {'median ms':>9} {'p90 ms':>9} {'n':>6}")
    print(_row("trivial: empty Send -> #notice", br["trivial_empty_send_to_notice"]))
    print(_row("trivial: New chat -> empty chat list", br["trivial_new_chat_to_empty_list"]))
    print(_row("Approve -> card no longer pending", br["approve_click_to_card_decided"]))
    print(_row("Approve -> run_sql step shows success", br["approve_click_to_sql_step_done"]))
    print(_row("Approve -> .result-table in the DOM", br["approve_click_to_result_table"]))
    print(_row("Approve -> final answer in the DOM", br["approve_click_to_final_answer"]))
    cpu = ", ".join(f"{k} {v:.2f}" for k, v in sorted(br["cpu_s_per_cycle"].items()))
    print(f"  CPU seconds per cycle (wall {br['wall_s_per_cycle']:.2f} s, 2 cores): {cpu}")
    ratio = br["ratio_approve_over_trivial"]
    print(f"  ratio approve (-> .result-table) / trivial (-> #notice): {ratio:.2f}")
    print(
        f"  peers (agent-chat-ui, approve -> final answer): {PEER_APPROVE_MS:.0f} ms median = "
        f"{br['peer_over_askdata_final_answer']:.1f}x askdata's approve -> final answer"
    )


def main(argv: list[str] | None = None) -> dict[str, Any]:
    """Parse arguments, run both parts, print the table and write the JSON."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--cycles", type=int, default=200, help="runtime cycles per side (default 200)")
    parser.add_argument("--warmup", type=int, default=10, help="untimed cycles first (default 10)")
    parser.add_argument("--browser", action=argparse.BooleanOptionalAction, default=True)
    parser.add_argument("--browser-cycles", type=int, default=20, help="browser cycles (default 20)")
    parser.add_argument("--out", type=Path, default=RESULTS, help="JSON output file")
    args = parser.parse_args(argv)
    figures: dict[str, Any] = {
        "when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "machine": {"python": platform.python_version(), "cpus": cpus()},
        "runtime": asyncio.run(runtime_part(args.cycles, args.warmup)),
        "app_runtime": asyncio.run(app_runtime_part(args.browser_cycles, 2)),
        "browser": browser_part(args.browser_cycles, 2) if args.browser else None,
    }
    print_table(figures)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(figures, indent=2) + "\n")
    print(f"\nwrote {args.out}")
    return figures


if __name__ == "__main__":
    main()
