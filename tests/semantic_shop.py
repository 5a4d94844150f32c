"""A tiny deterministic shop for MetricFlow tests: its tables, loaded into DuckDB or PostgreSQL, and the
metric requests with the hand-written SQL each must match."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any

import sqlalchemy as sa

from askdata_app.semantic.request import MetricRequest

FIXTURE = Path(__file__).parent / "fixtures" / "semantic_dbt"
TABLE_MAP = {"stg_orders": "orders", "all_days": "metricflow_time_spine"}
FIRST, LAST = date(2024, 1, 1), date(2024, 1, 10)
NO_ORDER_DAYS = {date(2024, 1, 4), date(2024, 1, 7)}
SPINE = (date(2023, 12, 25), date(2024, 1, 20))

DDL = (
    "CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, region VARCHAR(20) NOT NULL)",
    "CREATE TABLE orders (order_id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL, "
    "ordered_at DATE NOT NULL, amount DECIMAL(10, 2) NOT NULL, is_food BOOLEAN NOT NULL)",
    "CREATE TABLE visits (visit_id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL, "
    "visited_at DATE NOT NULL)",
    "CREATE TABLE metricflow_time_spine (date_day DATE PRIMARY KEY)",
)


def rows() -> dict[str, list[dict[str, Any]]]:
    """The shop's rows (deterministic)."""
    regions = ["north", "south", "north", "east"]
    customers = [{"customer_id": i, "region": r} for i, r in enumerate(regions, 1)]
    orders, visits = [], []
    day = FIRST
    while day <= LAST:
        i = day.day
        if day not in NO_ORDER_DAYS:
            for j in range(i % 3 + 1):
                orders.append(
                    {
                        "order_id": len(orders) + 1,
                        "customer_id": (i + j) % 4 + 1,
                        "ordered_at": day,
                        "amount": Decimal(10 + i) + Decimal("2.5") * j,
                        "is_food": (i + j) % 2 == 0,
                    }
                )
        if i % 2 == 1:
            visits.append({"visit_id": len(visits) + 1, "customer_id": i % 4 + 1, "visited_at": day})
        day += timedelta(days=1)
    spine = []
    day = SPINE[0]
    while day <= SPINE[1]:
        spine.append({"date_day": day})
        day += timedelta(days=1)
    return {"customers": customers, "orders": orders, "visits": visits, "metricflow_time_spine": spine}


def load(url: str, *, spine: bool = True) -> None:
    """Create and fill the shop's tables at ``url`` (a DuckDB file or a PostgreSQL database)."""
    engine = sa.create_engine(url)
    try:
        with engine.begin() as conn:
            for ddl in DDL:
                if spine or "metricflow_time_spine" not in ddl:
                    conn.execute(sa.text(ddl))
            for table, data in rows().items():
                if data and (spine or table != "metricflow_time_spine"):
                    cols = list(data[0])
                    values = ", ".join(":" + c for c in cols)
                    sql = f"INSERT INTO {table} ({', '.join(cols)}) VALUES ({values})"
                    conn.execute(sa.text(sql), data)
    finally:
        engine.dispose()


@dataclass(frozen=True)
class Case:
    """A metric request and the hand-written SQL that must give the same rows."""

    name: str
    request: MetricRequest
    sql: str


RANGE = {"start": str(FIRST), "end": str(LAST)}
CASES = (
    Case(
        "simple",
        MetricRequest.from_args(["revenue"], ["metric_time__day"]),
        "SELECT ordered_at, SUM(amount) FROM orders GROUP BY ordered_at",
    ),
    Case(
        "simple with a metric filter",
        MetricRequest.from_args(["food_revenue"], ["metric_time__day"]),
        "SELECT ordered_at, SUM(amount) FROM orders WHERE is_food GROUP BY ordered_at",
    ),
    Case(
        "ratio",
        MetricRequest.from_args(["food_share"]),
        "SELECT CAST(SUM(CASE WHEN is_food THEN amount ELSE 0 END) AS DOUBLE PRECISION) / SUM(amount) "
        "FROM orders",
    ),
    Case(
        "derived",
        MetricRequest.from_args(["average_order"], ["metric_time__day"]),
        "SELECT ordered_at, SUM(amount) / COUNT(*) FROM orders GROUP BY ordered_at",
    ),
    Case(
        "joined dimension, where, order by, limit",
        MetricRequest.from_args(
            ["revenue", "orders"],
            ["customer__region"],
            ["{{ Dimension('customer__region') }} <> 'east'"],
            ["-revenue"],
            1,
        ),
        "SELECT c.region, SUM(o.amount), COUNT(*) FROM orders o "
        "JOIN customers c ON c.customer_id = o.customer_id WHERE c.region <> 'east' "
        "GROUP BY c.region ORDER BY 2 DESC LIMIT 1",
    ),
    Case(
        "time range",
        MetricRequest.from_args(["revenue"], ["metric_time__day"], start="2024-01-03", end="2024-01-06"),
        "SELECT ordered_at, SUM(amount) FROM orders "
        "WHERE ordered_at BETWEEN DATE '2024-01-03' AND DATE '2024-01-06' GROUP BY ordered_at",
    ),
    Case(
        "cumulative, all time",
        MetricRequest.from_args(["cumulative_revenue"], ["metric_time__day"], **RANGE),
        "SELECT s.date_day, (SELECT SUM(amount) FROM orders o WHERE o.ordered_at <= s.date_day) "
        "FROM metricflow_time_spine s WHERE s.date_day BETWEEN DATE '2024-01-01' AND DATE '2024-01-10'",
    ),
    Case(
        "cumulative, 3-day window",
        MetricRequest.from_args(["revenue_3d"], ["metric_time__day"], **RANGE),
        "SELECT s.date_day, (SELECT SUM(amount) FROM orders o WHERE o.ordered_at <= s.date_day "
        "AND o.ordered_at > s.date_day - INTERVAL '3 day') "
        "FROM metricflow_time_spine s WHERE s.date_day BETWEEN DATE '2024-01-01' AND DATE '2024-01-10'",
    ),
    Case(
        "cumulative, month to date",
        MetricRequest.from_args(["revenue_mtd"], ["metric_time__day"], **RANGE),
        "SELECT s.date_day, (SELECT SUM(amount) FROM orders o WHERE o.ordered_at <= s.date_day "
        "AND o.ordered_at >= DATE_TRUNC('month', s.date_day)) "
        "FROM metricflow_time_spine s WHERE s.date_day BETWEEN DATE '2024-01-01' AND DATE '2024-01-10'",
    ),
    Case(
        "offset window",
        MetricRequest.from_args(["revenue_prev_day"], ["metric_time__day"]),
        "SELECT s.date_day, SUM(o.amount) FROM metricflow_time_spine s "
        "JOIN orders o ON o.ordered_at = s.date_day - INTERVAL '1 day' GROUP BY s.date_day",
    ),
    Case(
        "conversion",
        MetricRequest.from_args(["visit_to_buy"]),
        "SELECT CAST((SELECT COUNT(*) FROM orders o WHERE EXISTS (SELECT 1 FROM visits v "
        "WHERE v.customer_id = o.customer_id AND v.visited_at <= o.ordered_at "
        "AND v.visited_at > o.ordered_at - INTERVAL '2 day')) AS DOUBLE PRECISION) "
        "/ (SELECT COUNT(*) FROM visits)",
    ),
    Case(
        "fill nulls with 0 (joined to the time spine)",
        MetricRequest.from_args(["orders_filled"], ["metric_time__day"], **RANGE),
        "SELECT s.date_day, COUNT(o.order_id) FROM metricflow_time_spine s "
        "LEFT JOIN orders o ON o.ordered_at = s.date_day "
        "WHERE s.date_day BETWEEN DATE '2024-01-01' AND DATE '2024-01-10' GROUP BY s.date_day",
    ),
)


def normalise(records: list[tuple[Any, ...]], *, ordered: bool = False) -> list[tuple[Any, ...]]:
    """Rows comparable across engines: dates as dates, numbers rounded, NULL rows kept, sorted unless
    the order matters."""
    out = []
    for row in records:
        cells: list[Any] = []
        for value in row:
            if hasattr(value, "date") and callable(value.date):
                value = value.date()
            elif isinstance(value, Decimal | float | int) and not isinstance(value, bool):
                value = round(float(value), 6)
            cells.append(value)
        out.append(tuple(cells))
    return out if ordered else sorted(out, key=repr)
