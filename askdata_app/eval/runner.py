"""Running a question set against an answerer and scoring it."""

from __future__ import annotations

import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from askdata_app.eval.compare import same_result
from askdata_app.eval.questions import Question

OutcomeKind = Literal["answer", "ask_user", "unknown"]


@dataclass(frozen=True)
class Outcome:
    """What an answerer did with a question."""

    kind: OutcomeKind
    columns: list[str] = field(default_factory=list)
    rows: list[tuple[Any, ...]] = field(default_factory=list)
    sql: str | None = None
    plan_ms: float | None = None
    """Time from question to SQL (or to the question back), when the answerer measures it."""
    preview_ms: float | None = None
    """Time from question to the SQL card's impact preview (it may arrive after the card), when measured."""
    error: str | None = None
    """The answer's SQL failed, or the answerer raised: what happened."""
    message: str | None = None
    """The question back or the "did not understand" text."""


Answerer = Callable[[str], Outcome]
"""Answers one question: the offline planner with DuckDB, or the full agent runtime.

An answerer that keeps chat context also has ``ask_in_chat(context, question) -> Outcome``: it asks the
``context`` questions first in one chat, then ``question`` in the same chat. A follow-up question (one with
``context``) put to an answerer without it is scored ``unknown``."""

GoldRunner = Callable[[str], list[tuple[Any, ...]]]


@dataclass(frozen=True)
class QuestionResult:
    """One question's verdict."""

    question: Question
    outcome: Outcome
    correct: bool
    reason: str
    """Why it failed ("" when correct)."""


@dataclass
class EvalReport:
    """Scores of one run."""

    results: list[QuestionResult]
    broken_gold: list[tuple[str, str]] = field(default_factory=list)
    """(question id, error) for gold SQL that failed to run: the question file is broken."""

    def _of(self, expect: str) -> list[QuestionResult]:
        return [r for r in self.results if r.question.expect == expect]

    @property
    def execution_accuracy(self) -> float:
        """Correct result sets among the questions that expect an answer."""
        answerable = self._of("answer")
        return sum(r.correct for r in answerable) / len(answerable) if answerable else 0.0

    @property
    def overall_accuracy(self) -> float:
        """Right outcome (correct answer, or a question back when one is expected) over all questions."""
        return sum(r.correct for r in self.results) / len(self.results) if self.results else 0.0

    @property
    def ask_precision(self) -> float:
        """Of the times the answerer asked back, how often asking was expected."""
        asked = [r for r in self.results if r.outcome.kind == "ask_user"]
        return sum(r.question.expect == "ask_user" for r in asked) / len(asked) if asked else 0.0

    @property
    def ask_recall(self) -> float:
        """Of the questions that expect a question back, how many got one."""
        expected = self._of("ask_user")
        return sum(r.outcome.kind == "ask_user" for r in expected) / len(expected) if expected else 0.0

    @property
    def median_plan_ms(self) -> float | None:
        """Median question-to-SQL time, over the outcomes that measured it."""
        times = [r.outcome.plan_ms for r in self.results if r.outcome.plan_ms is not None]
        return statistics.median(times) if times else None

    @property
    def median_preview_ms(self) -> float | None:
        """Median question-to-impact-preview time, over the outcomes that measured it."""
        times = [r.outcome.preview_ms for r in self.results if r.outcome.preview_ms is not None]
        return statistics.median(times) if times else None

    @property
    def failures(self) -> list[QuestionResult]:
        """The questions not handled right."""
        return [r for r in self.results if not r.correct]


def judge(question: Question, outcome: Outcome, gold: GoldRunner) -> QuestionResult:
    """Score one outcome against the question's expectation (runs the gold SQL when needed)."""
    if question.expect == "ask_user":
        ok = outcome.kind == "ask_user"
        return QuestionResult(
            question, outcome, ok, "" if ok else f"expected a question back, got {outcome.kind}"
        )
    if outcome.kind != "answer":
        return QuestionResult(question, outcome, False, f"expected an answer, got {outcome.kind}")
    if outcome.error:
        return QuestionResult(question, outcome, False, f"answer failed: {outcome.error}")
    assert question.sql is not None
    gold_rows = gold(question.sql)
    ok = same_result(gold_rows, outcome.rows, ordered=question.ordered)
    reason = "" if ok else f"different result ({len(outcome.rows)} rows vs {len(gold_rows)} expected)"
    return QuestionResult(question, outcome, ok, reason)


def _answer(answerer: Answerer, q: Question) -> Outcome:
    if not q.context:
        return answerer(q.question)
    ask_in_chat = getattr(answerer, "ask_in_chat", None)
    if not callable(ask_in_chat):
        return Outcome("unknown", message="this answerer keeps no chat context; a follow-up cannot be asked")
    outcome: Outcome = ask_in_chat(list(q.context), q.question)
    return outcome


def run_eval(questions: Sequence[Question], answerer: Answerer, gold: GoldRunner) -> EvalReport:
    """Ask every question, judge every outcome.

    A failing answerer is scored (never fatal); a failing gold SQL is recorded in ``broken_gold``.
    """
    report = EvalReport([])
    for q in questions:
        try:
            outcome = _answer(answerer, q)
        except Exception as exc:
            outcome = Outcome("answer", error=f"{type(exc).__name__}: {exc}")
        try:
            result = judge(q, outcome, gold)
        except Exception as exc:
            report.broken_gold.append((q.id, f"{type(exc).__name__}: {exc}"))
            result = QuestionResult(q, outcome, False, "gold SQL failed")
        report.results.append(result)
    return report
