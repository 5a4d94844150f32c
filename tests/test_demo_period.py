"""The demo's period parameter: a 3-year build (to 2020-12-31) next to the unchanged 2-year default."""

from __future__ import annotations

import subprocess
import sys
from datetime import date
from pathlib import Path

import duckdb
import pytest

from askdata_app.data.demo import (
    PERIOD_END,
    build_demo_database,
    generate_frames,
    period_end_for_years,
)

ROOT = Path(__file__).resolve().parents[1]
# The default 2-year demo's figures (the file every other test builds): pinned so a period change that
# leaks into the default build fails here.
DEFAULT_ORDERS_BY_YEAR = {2018: 19_216, 2019: 40_869}


def _orders_by_year(path: Path) -> dict[int, int]:
    with duckdb.connect(str(path), read_only=True) as con:
        return dict(con.execute("SELECT year(ordered_at), count(*) FROM orders GROUP BY 1").fetchall())


@pytest.fixture(scope="module")
def three_year_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("demo3y") / "jaffle_shop_3y.duckdb"
    build_demo_database(path, period_end=period_end_for_years(3))
    return path


def test_default_build_is_unchanged(demo_db_path: Path) -> None:
    assert date(2019, 12, 31) == PERIOD_END
    assert _orders_by_year(demo_db_path) == DEFAULT_ORDERS_BY_YEAR


def test_three_year_build_has_2020_orders_and_the_same_first_two_years(three_year_db: Path) -> None:
    by_year = _orders_by_year(three_year_db)
    assert set(by_year) == {2018, 2019, 2020}
    # the first two years' daily rates and Poisson draws are the default's, so their counts are too
    assert {y: by_year[y] for y in (2018, 2019)} == DEFAULT_ORDERS_BY_YEAR
    assert by_year[2020] > by_year[2019]  # the trend keeps rising
    with duckdb.connect(str(three_year_db), read_only=True) as con:
        first, last = con.execute("SELECT min(ordered_at), max(ordered_at) FROM orders").fetchone() or (0, 0)
        assert str(first).startswith("2018-01-01") and str(last).startswith("2020-12-31")
        late = con.execute("SELECT count(*) FROM order_items WHERE year(ordered_at) = 2020").fetchone()
        assert late is not None and late[0] > by_year[2020]
        mismatch = con.execute(
            "SELECT count(*) FROM customers c JOIN (SELECT customer_id, count(*) n FROM orders GROUP BY 1) o "
            "USING (customer_id) WHERE o.n <> c.count_lifetime_orders"
        ).fetchone()
        assert mismatch == (0,)


def test_three_year_frames_are_deterministic() -> None:
    end = period_end_for_years(3)
    a, b = generate_frames(period_end=end), generate_frames(period_end=end)
    assert a.orders.equals(b.orders)
    assert a.order_items.equals(b.order_items)
    assert a.customers.equals(b.customers)


def test_bad_periods_are_refused() -> None:
    with pytest.raises(ValueError, match="years must be at least 1"):
        period_end_for_years(0)
    with pytest.raises(ValueError, match="period_end must be after"):
        generate_frames(period_end=date(2017, 12, 31))


def test_cli_builds_three_years_and_refuses_an_existing_file(tmp_path: Path) -> None:
    target = tmp_path / "d3.duckdb"
    cmd = [sys.executable, "-m", "askdata_app.data.demo", str(target), "--years", "3"]
    done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    assert "2020-12-31" in done.stdout
    assert max(_orders_by_year(target)) == 2020
    again = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=300, check=False)
    assert again.returncode != 0
    assert "already exists" in again.stderr


def test_three_year_build_has_a_three_year_time_spine(three_year_db: Path) -> None:
    """MetricFlow's cumulative, offset and fill-nulls metrics join the spine: it must cover 2020 too."""
    with duckdb.connect(str(three_year_db), read_only=True) as con:
        spine = con.execute(
            "SELECT min(date_day), max(date_day), count(DISTINCT date_day) FROM metricflow_time_spine"
        ).fetchone()
    assert spine == (date(2018, 1, 1), date(2020, 12, 31), 1096)
