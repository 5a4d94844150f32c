"""``python -m askdata_app.eval QUESTIONS.yaml [--db PATH] [--semantic PATH]``.

Exit status: 0 after a run (whatever the score), 2 when the question file or the database is broken.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from askdata_app.eval.duck import DatabaseError, gold_runner, open_duckdb
from askdata_app.eval.questions import EvalFileError, load_questions
from askdata_app.eval.report import format_report
from askdata_app.eval.runner import Answerer, run_eval


def load_answerer(spec: str) -> Callable[[Path, Any], Answerer]:
    """``package.module:factory`` -> the factory."""
    module, _, name = spec.partition(":")
    if not module or not name:
        msg = "expected MODULE:FACTORY, e.g. askdata_app.eval.duck:planner_answerer_for"
        raise ValueError(msg)
    return getattr(importlib.import_module(module), name)  # type: ignore[no-any-return]


def close_answerer(answerer: Answerer) -> None:
    """Call the answerer's ``close()`` if it has one (the agent's ends its database thread and event loop).

    Without it a non-daemon thread left by the answerer keeps the process alive after the report.
    """
    close = getattr(answerer, "close", None)
    if callable(close):
        close()


def main(argv: list[str] | None = None) -> int:
    """Run the evaluation; returns the exit status."""
    parser = argparse.ArgumentParser(prog="python -m askdata_app.eval", description=__doc__)
    parser.add_argument("questions", type=Path, help="question file (YAML)")
    parser.add_argument("--db", type=Path, help="DuckDB file; default: the demo database (built if missing)")
    parser.add_argument("--semantic", type=Path, help="MetricFlow YAML file or folder; default: the demo's")
    parser.add_argument("--failures", type=int, default=50, help="failures listed at most (default 50)")
    parser.add_argument(
        "--answerer",
        metavar="MODULE:FACTORY",
        help=(
            "answer with FACTORY(db_path, layer) -> Answerer; default: the real agent "
            "(askdata_app.eval.agent:agent_answerer_for); "
            "the planner alone: askdata_app.eval.duck:planner_answerer_for"
        ),
    )
    args = parser.parse_args(argv)
    try:
        questions = load_questions(args.questions)
    except EvalFileError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    from askdata_app.data.semantic import SemanticLayerError, load_semantic_layer
    from askdata_app.settings import DEMO_SEMANTIC_DIR

    try:
        layer = load_semantic_layer(args.semantic or DEMO_SEMANTIC_DIR)
    except (SemanticLayerError, OSError) as exc:
        print(f"error: cannot load the semantic layer: {exc}", file=sys.stderr)
        return 2
    db = args.db
    if db is None:
        from askdata_app.data.demo import ensure_demo_database
        from askdata_app.settings import get_settings

        db = ensure_demo_database(get_settings().demo_db_path)
    try:
        con = open_duckdb(db)
    except DatabaseError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    with con:
        if args.answerer:
            try:
                answerer = load_answerer(args.answerer)(Path(db), layer)
            except (ImportError, AttributeError, ValueError) as exc:
                print(f"error: cannot load the answerer {args.answerer!r}: {exc}", file=sys.stderr)
                return 2
        else:
            from askdata_app.eval.agent import agent_answerer_for

            answerer = agent_answerer_for(Path(db), layer)
        try:
            report = run_eval(questions, answerer, gold_runner(con))
        finally:
            close_answerer(answerer)
    print(format_report(report, max_failures=args.failures))
    if report.broken_gold:
        print("error: some gold SQL failed to run; fix the question file", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:  # the report was piped into head or less and cut short
        sys.stderr.close()
        sys.exit(0)
