"""The audit and the cards in plain words: tool titles, decisions, SQL laid out as code."""

from __future__ import annotations

import csv
import io
from datetime import UTC, datetime

from askdata_app.agent.titles import TOOL_TITLES, decided_text, tool_title, waiting_text
from askdata_app.agent.tools import STEP_LABELS
from askdata_app.data.sqlformat import pretty_sql, split_args
from askdata_app.db.models import DecisionRecord
from askdata_app.state.audit import audit_row


def test_every_tool_has_a_title() -> None:
    assert set(STEP_LABELS) <= set(TOOL_TITLES)
    assert tool_title("run_sql") == "Run this query"
    assert tool_title("export_result") == "Export the result"
    assert tool_title("ask_user") == "Answer the assistant's question"
    assert tool_title("load_file") == "Allow load file"
    assert waiting_text("run_sql") == "Waiting for you: Run this query"
    assert decided_text("export_result", "edit") == "Edited, then run: Export the result"


def test_sql_is_laid_out_not_escaped() -> None:
    sql = "select location_name, sum(order_total) as revenue from orders group by 1 order by revenue desc"
    text = pretty_sql(sql)
    assert text.splitlines()[0] == "SELECT" and "\n  SUM(order_total) AS revenue\nFROM orders" in text
    assert pretty_sql("selec oops (((") == "selec oops ((("
    assert split_args({"sql": sql, "limit": 3}) == (text, '{\n "limit": 3\n}')
    assert split_args({"format": "csv"}) == ("", '{\n "format": "csv"\n}')


def test_audit_row_shows_titles_and_what_ran() -> None:
    record = DecisionRecord(
        interrupt_id="i1",
        thread_id="t1",
        tool="run_sql",
        decided_at=datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC),
        decision="edit",
        proposed_args={"sql": "select 1 as a"},
        edited_args={"sql": "select 2 as a"},
    )
    row = audit_row(record)
    assert row["tool"] == "run_sql" and row["tool_title"] == "Run this query"
    assert row["decision"] == "edit" and row["decision_text"] == "Edited, then run"
    assert row["proposed_sql"] == "SELECT\n  1 AS a" and row["executed_sql"] == "SELECT\n  2 AS a"
    assert "\\n" not in row["executed_sql"] and row["ran"]
    rejected = audit_row(DecisionRecord(interrupt_id="i2", thread_id="t1", tool="run_sql", decision="reject",
                                        proposed_args={"sql": "select 1"}))  # fmt: skip
    assert rejected["executed"] == "(not run)" and not rejected["ran"] and rejected["executed_sql"] == ""


def test_the_csv_download_keeps_its_columns(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from starlette.testclient import TestClient

    from askdata_app.api import api_app
    from askdata_app.db.decisions import record_decision
    from askdata_app.db.engine import app_engine
    from askdata_app.db.migrate import upgrade
    from askdata_app.settings import get_settings

    url = f"sqlite:///{tmp_path / 'app.db'}"
    monkeypatch.setenv("ASKDATA_APP_DB_URL", url)
    get_settings.cache_clear()
    try:
        engine = app_engine(url)
        upgrade(engine)
        record_decision(engine, interrupt_id="i1", thread_id="t1", tool="run_sql", decision="approve",
                        proposed_args={"sql": "select 1"})  # fmt: skip
        body = (
            TestClient(api_app(), client=("127.0.0.1", 50000)).get("/api/audit.csv").text
        )  # loopback: local
    finally:
        get_settings.cache_clear()
    records = list(csv.DictReader(io.StringIO(body)))
    assert {"proposed", "executed", "message", "outcome", "diff", "client_address"} <= set(records[0])
    assert records[0]["tool"] == "run_sql" and '"sql": "select 1"' in records[0]["executed"]
