"""The text report of an evaluation run."""

from __future__ import annotations

from askdata_app.eval.runner import EvalReport


def _clip(text: str, width: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= width else text[: width - 1] + "…"


def format_report(report: EvalReport, *, max_failures: int = 50) -> str:
    """Scores first, then a table of failures."""
    answerable = sum(r.question.expect == "answer" for r in report.results)
    asks = len(report.results) - answerable
    ms = report.median_plan_ms
    lines = [
        f"questions:            {len(report.results)}"
        f" ({answerable} expect an answer, {asks} a question back)",
        f"execution accuracy:   {report.execution_accuracy:.1%}"
        f" ({sum(r.correct for r in report.results if r.question.expect == 'answer')}/{answerable})",
        f"overall accuracy:     {report.overall_accuracy:.1%}",
        f"ask_user precision:   {report.ask_precision:.1%}",
        f"ask_user recall:      {report.ask_recall:.1%}",
        f"question-to-SQL:      {'n/a' if ms is None else f'{ms:.1f} ms median'}",
    ]
    preview = report.median_preview_ms
    if preview is not None:
        lines.append(f"question-to-preview:  {preview:.1f} ms median (the SQL card's impact estimate)")
    failures = report.failures
    if failures:
        lines += [
            "",
            f"failures ({len(failures)}):",
            f"{'id':<38} {'expect':<8} {'got':<8} reason / question",
        ]
        for r in failures[:max_failures]:
            lines.append(
                f"{_clip(r.question.id, 38):<38} {r.question.expect:<8} {r.outcome.kind:<8} "
                f"{_clip(r.reason, 60)} | {_clip(r.question.question, 60)}"
            )
        if len(failures) > max_failures:
            lines.append(f"... and {len(failures) - max_failures} more")
    for qid, err in report.broken_gold:
        lines.append(f"BROKEN GOLD {qid}: {_clip(err, 150)}")
    return "\n".join(lines)
