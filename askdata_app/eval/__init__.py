"""Evaluation of question answering: a question set with gold SQL, run against any answerer.

``python -m askdata_app.eval askdata_app/eval/questions.yaml [--db PATH]`` prints execution accuracy,
ask-back precision and recall, the median question-to-SQL time and a table of failures.
"""

from __future__ import annotations

from askdata_app.eval.compare import same_result
from askdata_app.eval.questions import EvalFileError, Question, load_questions
from askdata_app.eval.runner import Answerer, EvalReport, Outcome, QuestionResult, run_eval

__all__ = [
    "Answerer",
    "EvalFileError",
    "EvalReport",
    "Outcome",
    "Question",
    "QuestionResult",
    "load_questions",
    "run_eval",
    "same_result",
]
