"""``python -m askdata_app.semantic`` as a team runs it before deploying: exit codes and messages."""

from __future__ import annotations

import csv
import io
import subprocess
import sys
from pathlib import Path

from askdata_app.settings import DEMO_SEMANTIC_DIR
from tests.semantic_shop import FIXTURE, load
from tests.semantic_shop import rows as rows_of_shop

ROOT = Path(__file__).resolve().parents[1]
TABLES = ["--table", "stg_orders=orders", "--table", "all_days=metricflow_time_spine"]


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "askdata_app.semantic", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_check_lists_every_metric_with_its_group_bys() -> None:
    done = _cli("check", str(DEMO_SEMANTIC_DIR))
    assert done.returncode == 0, done.stderr
    assert "revenue (simple)" in done.stdout and "cumulative_revenue (cumulative)" in done.stdout
    assert "group by: " in done.stdout and "order_id__location__location_name" in done.stdout


def test_check_fails_with_file_and_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yml"
    text = (FIXTURE / "shop.yml").read_text().replace("agg: sum\n", "agg: total\n", 1)
    bad.write_text(text)
    line = next(i for i, t in enumerate(text.splitlines(), 1) if "agg: total" in t)
    done = _cli("check", str(bad), *TABLES)
    assert done.returncode == 1
    assert f"{bad}:{line}: error" in done.stderr


def test_query_prints_sql_and_run_prints_csv(tmp_path: Path) -> None:
    url = f"duckdb:///{tmp_path / 'shop.duckdb'}"
    load(url)
    args = ["query", str(FIXTURE), *TABLES, "--source", url, "--metrics", "revenue,orders"]
    args += ["--group-by", "customer__region", "--order-by=-revenue", "--limit", "2"]
    compiled = _cli(*args)
    assert compiled.returncode == 0, compiled.stderr
    assert "FROM main.orders" in compiled.stdout and "LIMIT 2" in compiled.stdout
    ran = _cli(*args, "--run")
    assert ran.returncode == 0, ran.stderr
    rows = list(csv.DictReader(io.StringIO(ran.stdout)))
    data = rows_of_shop()
    region = {c["customer_id"]: c["region"] for c in data["customers"]}
    totals: dict[str, float] = {}
    for order in data["orders"]:
        totals[region[order["customer_id"]]] = totals.get(region[order["customer_id"]], 0) + float(
            order["amount"]
        )
    top = sorted(totals.items(), key=lambda kv: -kv[1])[:2]
    assert [(r["customer__region"], float(r["revenue"])) for r in rows] == top
    assert set(rows[0]) == {"customer__region", "revenue", "orders"}


def test_query_problems_exit_non_zero_with_a_clear_message(tmp_path: Path, mysql_url: str) -> None:
    url = f"duckdb:///{tmp_path / 'shop.duckdb'}"
    load(url)
    base = ["query", str(FIXTURE), *TABLES, "--metrics"]
    unknown = _cli(*base, "revnue", "--source", url)
    assert unknown.returncode == 1 and "revenue" in unknown.stderr and "Unknown metric" in unknown.stderr
    bad_group = _cli(*base, "revenue", "--group-by", "region", "--source", url)
    assert bad_group.returncode == 1 and "customer__region" in bad_group.stderr
    lite = tmp_path / "x.sqlite"
    lite.touch()
    for source, name in ((f"sqlite:///{lite}", "SQLite"), (mysql_url, "MySQL")):
        refused = _cli(*base, "revenue", "--source", source)
        assert refused.returncode == 1 and name in refused.stderr and "run_sql" in refused.stderr
    bad_map = _cli("check", str(FIXTURE), "--table", "no-equals-sign")
    assert bad_map.returncode == 2 and "REF=TABLE" in bad_map.stderr


def test_query_refuses_a_metric_whose_time_spine_is_missing(tmp_path: Path) -> None:
    url = f"duckdb:///{tmp_path / 'no_spine.duckdb'}"
    load(url, spine=False)
    base = ["query", str(FIXTURE), *TABLES, "--source", url, "--group-by", "metric_time__day"]
    refused = _cli(*base, "--metrics", "cumulative_revenue", "--run")
    assert refused.returncode == 1 and "metricflow_time_spine" in refused.stderr
    fine = _cli(*base, "--metrics", "revenue", "--run")
    assert fine.returncode == 0 and fine.stdout.startswith("metric_time__day,revenue")
