"""The eval's question file forms (a plain list, or ``questions:``) and its exit once the report is done."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest

from askdata_app.data.semantic import load_semantic_layer
from askdata_app.eval import EvalFileError, Outcome, Question, load_questions, run_eval
from askdata_app.eval.agent import agent_answerer_for
from askdata_app.settings import DEMO_SEMANTIC_DIR

ROOT = Path(__file__).resolve().parents[1]

PLAIN_LIST = """
- id: orders
  question: how many orders?
  expect: answer
  sql: SELECT count(*) FROM orders
  category: count        # unknown keys are ignored
  difficulty: easy
- id: 7
  question: how are we doing?
  expect: ask
- id: vague
  question: which is best?
  expect: ask_user
  sql: null
  ordered: false
"""


def write(tmp_path: Path, text: str, name: str = "q.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_a_plain_list_with_unknown_keys_loads(tmp_path: Path) -> None:
    questions = load_questions(write(tmp_path, PLAIN_LIST))
    assert [(q.id, q.expect) for q in questions] == [
        ("orders", "answer"),
        ("7", "ask_user"),
        ("vague", "ask_user"),
    ]
    assert questions[0].sql == "SELECT count(*) FROM orders"


def test_the_questions_mapping_still_loads_and_ignores_unknown_keys(tmp_path: Path) -> None:
    text = "version: 2\nquestions:\n" + textwrap.indent(PLAIN_LIST, "  ")
    assert [q.id for q in load_questions(write(tmp_path, text))] == ["orders", "7", "vague"]


@pytest.mark.parametrize(
    ("text", "match"),
    [
        ("just a string\n", "expected a list of questions"),
        ("other: []\n", "expected a list of questions"),
        ("[]\n", "should be non-empty"),
        ("- {id: a, question: b, expect: maybe}\n", "0/expect"),
        ("- {id: a, question: b, expect: answer}\n", "no gold sql"),
        ("- {id: a, question: b, expect: ask}\n- {id: a, question: c, expect: ask}\n", "duplicate"),
    ],
)
def test_bad_files_are_refused_with_the_reason(tmp_path: Path, text: str, match: str) -> None:
    with pytest.raises(EvalFileError, match=match):
        load_questions(write(tmp_path, text))


def _checkpointer_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if "_connection_worker_thread" in t.name and t.is_alive()]


def test_closing_the_agent_answerer_ends_its_database_thread(demo_db_path: Path) -> None:
    before = set(_checkpointer_threads())
    answerer = agent_answerer_for(demo_db_path, load_semantic_layer(DEMO_SEMANTIC_DIR))
    assert answerer("how many orders?").kind == "answer"
    started = [t for t in _checkpointer_threads() if t not in before]
    assert started and not any(t.daemon for t in started)  # the thread that kept the process alive
    answerer.close()
    answerer.close()  # idempotent
    for thread in started:
        thread.join(timeout=30)
    assert not [t for t in started if t.is_alive()]


# Garbage collection off: the runtime's reference cycles are never collected, so only an explicit close
# stops the checkpointer's non-daemon thread (with collection on, whether it ends before shutdown is luck).
_RUN_EVAL = textwrap.dedent(
    """
    import gc, sys
    gc.disable()
    from askdata_app.eval.__main__ import main
    sys.exit(main(sys.argv[1:]))
    """
)


def test_the_eval_process_exits_after_the_report(tmp_path: Path, demo_db_path: Path) -> None:
    questions = write(tmp_path, PLAIN_LIST)
    cmd = [sys.executable, "-c", _RUN_EVAL, str(questions), "--db", str(demo_db_path)]
    try:
        done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=180, check=False)
    except subprocess.TimeoutExpired as exc:
        pytest.fail(f"the eval did not exit within 180 s after its report: {exc.stdout!r}")
    assert done.returncode == 0, done.stderr
    assert "execution accuracy:" in done.stdout


FOLLOW_UP = """
- id: by-store
  question: revenue by store in 2019
  expect: answer
  sql: SELECT 1
- id: only-chicago
  context: [revenue by store in 2019]
  question: only Chicago
  expect: answer
  sql: SELECT 1
"""


def test_a_follow_up_keeps_its_earlier_questions(tmp_path: Path) -> None:
    questions = load_questions(write(tmp_path, FOLLOW_UP))
    assert [q.context for q in questions] == [(), ("revenue by store in 2019",)]
    with pytest.raises(EvalFileError, match="context"):
        load_questions(write(tmp_path, FOLLOW_UP.replace("[revenue by store in 2019]", "[1]")))


def test_a_follow_up_is_asked_in_the_same_chat_or_scored_unknown(demo_db_path: Path) -> None:
    follow_up = Question("f", "only Chicago", "answer", "SELECT 1", context=("revenue by store in 2019",))

    def no_chat(question: str) -> Outcome:
        return Outcome("answer", rows=[(1,)])

    assert run_eval([follow_up], no_chat, lambda sql: [(1,)]).results[0].outcome.kind == "unknown"
    answerer = agent_answerer_for(demo_db_path, load_semantic_layer(DEMO_SEMANTIC_DIR))
    try:
        alone = answerer("only Chicago")
        in_chat = answerer.ask_in_chat(list(follow_up.context), follow_up.question)
    finally:
        answerer.close()
    assert alone.kind != "answer"
    assert in_chat.kind == "answer" and in_chat.rows and len(in_chat.rows) == 1
    assert in_chat.sql and "Chicago" in in_chat.sql
