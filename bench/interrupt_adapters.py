"""Question to SQL card through the agent, with LangGraph's interrupt adapters kept or rebuilt per call.

``askdata_app.agent.interrupt_adapters`` makes ``langgraph.types.interrupt`` reuse one pydantic
``TypeAdapter`` (and its JSON schema) per answer type instead of building both on every gated call. This
bench measures what that saves, two ways, alternating the two settings in one process so machine noise hits
both alike:

- the answer type alone: ``TypeAdapter(T).json_schema()`` + ``TypeAdapter(T).validate_python(approve)`` (what
  one card and its approval cost LangGraph) against the kept adapter, for the ``run_sql`` decision type;
- the eval's agent answerer (``askdata_app.eval.agent``: the app's runtime, offline analyst, approvals
  approved) on the project's own and holdout questions, each asked once (the planner keeps some readings, so
  a repeated question is faster), the two settings alternating ABBA: the median time from a question to its
  SQL card (``plan_ms``).

Usage (from the repo root)::

    .venv/bin/python -m bench.interrupt_adapters                  # 300 questions, 2-year demo
    .venv/bin/python -m bench.interrupt_adapters --questions 100

Figures go to stdout and to ``bench/results/interrupt_adapters.json``. Nothing asserts on time.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "bench" / "results" / "interrupt_adapters.json"
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from langchain.agents.middleware import human_in_the_loop as hitl  # noqa: E402
from langgraph import types as lg_types  # noqa: E402
from pydantic import TypeAdapter  # noqa: E402

from askdata_app.agent.approval_gate import memoize_decision_schemas  # noqa: E402
from askdata_app.agent.interrupt_adapters import kept_adapters  # noqa: E402


def _micro(repeat: int) -> tuple[float, float]:
    memoize_decision_schemas()
    decision = hitl._decision_schema(["approve", "edit", "reject", "respond"], "run_sql", None)
    kept = kept_adapters()
    rebuilt_ms: list[float] = []
    kept_ms: list[float] = []
    for i in range(repeat):
        for side in ("rebuilt", "kept") if i % 2 == 0 else ("kept", "rebuilt"):
            make = TypeAdapter if side == "rebuilt" else kept
            start = time.perf_counter()
            make(decision).json_schema()
            make(decision).validate_python({"type": "approve"})
            (rebuilt_ms if side == "rebuilt" else kept_ms).append((time.perf_counter() - start) * 1000)
    return statistics.median(rebuilt_ms), statistics.median(kept_ms)


def _agent(count: int) -> tuple[list[float], list[float]]:
    from askdata_app.data.demo import ensure_demo_database
    from askdata_app.data.semantic import load_semantic_layer
    from askdata_app.eval.agent import agent_answerer_for
    from askdata_app.eval.questions import load_questions
    from askdata_app.settings import DEMO_SEMANTIC_DIR

    db = ensure_demo_database(Path(tempfile.gettempdir()) / "askdata-bench-demo.duckdb")
    answer = agent_answerer_for(db, load_semantic_layer(DEMO_SEMANTIC_DIR))
    sets = ("questions.yaml", "questions_holdout.yaml")
    questions = [
        q.question for name in sets for q in load_questions(ROOT / "askdata_app/eval" / name) if not q.context
    ]
    warmup, questions = questions[:5], questions[5 : 5 + count]
    kept = kept_adapters()
    for q in warmup:
        answer(q)
    per_side: dict[str, list[float]] = {"rebuilt": [], "kept": []}
    try:  # each question once (the planner keeps some readings), the two settings alternating (ABBA)
        for i, q in enumerate(questions):
            side = "rebuilt" if (i + i // 2) % 2 == 0 else "kept"
            lg_types.TypeAdapter = TypeAdapter if side == "rebuilt" else kept  # type: ignore[attr-defined]
            got = answer(q)
            if got.plan_ms is not None:
                per_side[side].append(got.plan_ms)
    finally:
        answer.close()
    return per_side["rebuilt"], per_side["kept"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.interrupt_adapters", description=__doc__)
    parser.add_argument(
        "--questions", type=int, default=300, help="questions asked, each once (own + holdout)"
    )
    parser.add_argument("--repeat", type=int, default=400, help="repetitions of the answer-type micro bench")
    args = parser.parse_args(argv)
    load_start = os.getloadavg()
    print(f"load average at start: {' '.join(f'{x:.1f}' for x in load_start)}")
    rebuilt, kept = _micro(args.repeat)
    print(
        f"answer type per card: rebuilt {rebuilt:.3f} ms, kept {kept:.3f} ms median"
        f" (ratio {kept / rebuilt:.2f})"
    )
    slow, fast = _agent(args.questions)
    a, b = statistics.median(slow), statistics.median(fast)
    print(
        f"question to SQL card through the agent: rebuilt {a:.1f} ms, kept {b:.1f} ms median"
        f" over {len(slow)} / {len(fast)} questions (ratio {b / a:.2f}, saved {a - b:.1f} ms)"
    )
    load_end = os.getloadavg()
    print(f"load average at end: {' '.join(f'{x:.1f}' for x in load_end)}")
    figures = {
        "answer_type_ms": {"rebuilt": rebuilt, "kept": kept},
        "question_to_card_ms": {"rebuilt": a, "kept": b, "ratio": b / a, "questions": [len(slow), len(fast)]},
        "load_average": {"start": list(load_start), "end": list(load_end)},
    }
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(figures, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
