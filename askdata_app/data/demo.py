"""The embedded demo database: the Jaffle Shop, built on first run as a DuckDB file.

The Jaffle Shop is dbt's canonical demo business: a small chain of cafés selling jaffles (toasted
sandwiches) and drinks. This module generates two full calendar years of it, 2018-01-01 to 2019-12-31,
with its own seeded numpy generator, so every build holds exactly the same rows. A longer variant (e.g.
three years, to 2020-12-31) is built with ``period_end``, or ``python -m askdata_app.data.demo PATH
--years 3``; its days keep the default build's daily rates and its trend keeps rising.

Tables (integer ids, money in dollars as ``DECIMAL(12, 2)``, primary keys declared):

- ``locations(location_id, location_name, tax_rate, opened_at)``: six stores. Philadelphia and Brooklyn
  open before the data starts; Chicago, San Francisco, New Orleans and Los Angeles open during it, so
  growth is visible per store and overall.
- ``products(product_id, product_name, product_type, product_description, product_price, is_food_item,
  is_drink_item)``: the menu, five jaffles (``product_type = 'jaffle'``) and five beverages
  (``'beverage'``).
- ``supplies(supply_id, product_id, supply_name, supply_cost, is_perishable_supply)``: what goes into
  each product, one row per (supply, product); a product's unit cost is the sum of its supplies.
- ``orders(order_id, location_id, customer_id, order_total, tax_paid, ordered_at, is_food_order,
  is_drink_order, order_cost)``: about 60,000 orders with a time of day, weekday and hour patterns,
  a rising trend and a ramp-up after each store opens.
- ``order_items(order_item_id, order_id, product_id, product_price, supply_cost, is_food_item,
  is_drink_item, ordered_at)``: about 115,000 lines, one per product unit sold.
- ``customers(customer_id, customer_name, count_lifetime_orders, first_ordered_at, last_ordered_at,
  lifetime_spend_pretax, lifetime_spend, customer_type)``: everyone who ordered; ``customer_type`` is
  ``'new'`` for exactly one order, ``'returning'`` otherwise.
- ``metricflow_time_spine(date_day)``: one row per day of the data's period, the time spine dbt's
  MetricFlow joins cumulative, offset and fill-nulls metrics to (kept to the data's dates: its length
  drives those queries' cost).

Invariants: ``order_total = sum(items' product_price) + tax_paid`` with ``tax_paid`` the subtotal times the
store's ``tax_rate`` rounded to cents; ``order_cost = sum(items' supply_cost)``; the order flags say whether
any item is food / a drink; customer aggregates are computed from their orders.
"""

from __future__ import annotations

import argparse
import contextlib
import fcntl
import os
import uuid
from dataclasses import dataclass
from datetime import date
from pathlib import Path

import duckdb
import numpy as np
import pandas as pd

SEED = 20180101
TARGET_ORDERS = 60_000
PERIOD_START = date(2018, 1, 1)
PERIOD_END = date(2019, 12, 31)

# (name, tax_rate, opened_at, relative size once mature)
LOCATIONS: tuple[tuple[str, float, date, float], ...] = (
    ("Philadelphia", 0.06, date(2016, 9, 1), 1.00),
    ("Brooklyn", 0.04, date(2017, 3, 12), 1.15),
    ("Chicago", 0.0625, date(2018, 4, 29), 0.90),
    ("San Francisco", 0.075, date(2018, 9, 1), 1.05),
    ("New Orleans", 0.04, date(2019, 3, 14), 0.75),
    ("Los Angeles", 0.08, date(2019, 8, 1), 1.10),
)

# (name, type, description, price in cents, popularity weight within its type)
PRODUCTS: tuple[tuple[str, str, str, int, float], ...] = (
    ("nutellaquent", "jaffle", "nutella and banana jaffle", 1100, 1.2),
    ("doctor stew", "jaffle", "house-made beef stew jaffle", 1100, 1.0),
    (
        "the krautback",
        "jaffle",
        "lamb and pork bratwurst with house-pickled cabbage sauerkraut and mustard",
        1200,
        0.8,
    ),
    (
        "flame impala",
        "jaffle",
        "pulled pork and pineapple al pastor marinated in ghost pepper sauce, kevin parker's favorite!",
        1400,
        0.7,
    ),
    ("mel-bun", "jaffle", "melon and minced beef bao, in a jaffle, savory and sweet", 1200, 0.9),
    ("tangaroo", "beverage", "mango and tangerine smoothie", 600, 0.9),
    ("chai and mighty", "beverage", "oatmilk chai latte with protein boost", 500, 1.1),
    ("vanilla ice", "beverage", "iced coffee with house-made french vanilla syrup", 600, 1.0),
    (
        "for richer or pourover",
        "beverage",
        "daily selection of single estate beans for a delicious hot pourover",
        700,
        1.3,
    ),
    ("adele-ade", "beverage", "a kiwi and lime agua fresca, hello from the other side of thirst", 400, 0.7),
)

# supply name -> (cost in cents, perishable)
SUPPLY_CATALOG: dict[str, tuple[int, bool]] = {
    "compostable cutlery - knife": (7, False),
    "cutlery - fork": (7, False),
    "serving boat": (11, False),
    "napkin": (4, False),
    "16oz compostable clear cup": (13, False),
    "16oz compostable clear lid": (4, False),
    "biodegradable straw": (13, False),
    "bread": (33, True),
    "nutella": (46, True),
    "banana": (13, True),
    "beef stew": (169, True),
    "lamb and pork bratwurst": (234, True),
    "house-pickled cabbage sauerkraut": (43, True),
    "mustard": (7, True),
    "pulled pork": (215, True),
    "pineapple": (26, True),
    "ghost pepper sauce": (20, True),
    "melon": (33, True),
    "minced beef": (124, True),
    "mango": (32, True),
    "tangerine": (20, True),
    "oatmilk": (11, True),
    "chai mix": (98, True),
    "protein powder": (36, True),
    "iced coffee": (70, True),
    "french vanilla syrup": (21, True),
    "coffee beans": (110, True),
    "kiwi": (20, True),
    "lime": (13, True),
    "ice": (5, True),
}

_JAFFLE_PACKAGING = ("compostable cutlery - knife", "cutlery - fork", "serving boat", "napkin", "bread")
_DRINK_PACKAGING = ("16oz compostable clear cup", "16oz compostable clear lid", "biodegradable straw")
RECIPES: dict[str, tuple[str, ...]] = {
    "nutellaquent": (*_JAFFLE_PACKAGING, "nutella", "banana"),
    "doctor stew": (*_JAFFLE_PACKAGING, "beef stew"),
    "the krautback": (
        *_JAFFLE_PACKAGING,
        "lamb and pork bratwurst",
        "house-pickled cabbage sauerkraut",
        "mustard",
    ),
    "flame impala": (*_JAFFLE_PACKAGING, "pulled pork", "pineapple", "ghost pepper sauce"),
    "mel-bun": (*_JAFFLE_PACKAGING, "melon", "minced beef"),
    "tangaroo": (*_DRINK_PACKAGING, "mango", "tangerine", "ice"),
    "chai and mighty": (*_DRINK_PACKAGING, "oatmilk", "chai mix", "protein powder"),
    "vanilla ice": (*_DRINK_PACKAGING, "iced coffee", "french vanilla syrup", "ice"),
    "for richer or pourover": ("16oz compostable clear cup", "16oz compostable clear lid", "coffee beans"),
    "adele-ade": (*_DRINK_PACKAGING, "kiwi", "lime", "ice"),
}

FIRST_NAMES = (
    "Amy", "Ben", "Carla", "Dev", "Elena", "Farid", "Grace", "Hiro", "Ines", "Jamal", "Kate", "Luis", "Maya",
    "Noah", "Olga", "Priya", "Quinn", "Rosa", "Sam", "Tara", "Umar", "Vera", "Wes", "Xin", "Yara", "Zoe",
    "Aaron", "Bianca", "Chris", "Dana", "Emeka", "Fiona", "Gabe", "Hana", "Ivan", "Julia", "Kofi", "Lena",
    "Marco", "Nina", "Omar", "Paula", "Raj", "Sofia", "Tom", "Uma", "Victor", "Wendy", "Yusuf", "Zara",
)  # fmt: skip
LAST_NAMES = (
    "Smith", "Johnson", "Garcia", "Nguyen", "Kim", "Patel", "Brown", "Lopez", "Chen", "Wilson", "Okafor",
    "Rossi", "Müller", "Silva", "Cohen", "Walker", "Ali", "Tanaka", "Novak", "Murphy", "Santos", "Khan",
    "Moreau", "Larsen", "Ibrahim", "Costa", "Reyes", "Schmidt", "Dubois", "Kowalski", "Hughes", "Park",
)  # fmt: skip

# Relative order volume by weekday (Mon..Sun) and by hour of day (7:00..21:59).
WEEKDAY_WEIGHT = np.array([0.95, 1.0, 1.0, 1.05, 1.15, 0.85, 0.7])
WEEKDAY_HOURS = np.array([6, 10, 7, 4, 6, 10, 8, 4, 3, 4, 6, 7, 5, 3, 2], dtype=float)
WEEKEND_HOURS = np.array([2, 4, 7, 9, 10, 9, 7, 5, 4, 4, 5, 5, 4, 3, 2], dtype=float)
FIRST_HOUR = 7
ITEMS_PER_ORDER = (np.array([1, 2, 3, 4, 5]), np.array([0.45, 0.30, 0.15, 0.07, 0.03]))
DRINK_SHARE = 0.45
NEW_CUSTOMER_SHARE = 0.2

SCHEMA = """
CREATE TABLE locations (
    location_id INTEGER PRIMARY KEY,
    location_name VARCHAR NOT NULL,
    tax_rate DECIMAL(6, 4) NOT NULL,
    opened_at DATE NOT NULL
);
CREATE TABLE products (
    product_id INTEGER PRIMARY KEY,
    product_name VARCHAR NOT NULL,
    product_type VARCHAR NOT NULL,
    product_description VARCHAR NOT NULL,
    product_price DECIMAL(12, 2) NOT NULL,
    is_food_item BOOLEAN NOT NULL,
    is_drink_item BOOLEAN NOT NULL
);
CREATE TABLE supplies (
    supply_id INTEGER PRIMARY KEY,
    product_id INTEGER NOT NULL REFERENCES products (product_id),
    supply_name VARCHAR NOT NULL,
    supply_cost DECIMAL(12, 2) NOT NULL,
    is_perishable_supply BOOLEAN NOT NULL
);
CREATE TABLE customers (
    customer_id INTEGER PRIMARY KEY,
    customer_name VARCHAR NOT NULL,
    count_lifetime_orders INTEGER NOT NULL,
    first_ordered_at TIMESTAMP NOT NULL,
    last_ordered_at TIMESTAMP NOT NULL,
    lifetime_spend_pretax DECIMAL(12, 2) NOT NULL,
    lifetime_spend DECIMAL(12, 2) NOT NULL,
    customer_type VARCHAR NOT NULL
);
CREATE TABLE orders (
    order_id INTEGER PRIMARY KEY,
    location_id INTEGER NOT NULL REFERENCES locations (location_id),
    customer_id INTEGER NOT NULL REFERENCES customers (customer_id),
    order_total DECIMAL(12, 2) NOT NULL,
    tax_paid DECIMAL(12, 2) NOT NULL,
    ordered_at TIMESTAMP NOT NULL,
    is_food_order BOOLEAN NOT NULL,
    is_drink_order BOOLEAN NOT NULL,
    order_cost DECIMAL(12, 2) NOT NULL
);
CREATE TABLE order_items (
    order_item_id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES orders (order_id),
    product_id INTEGER NOT NULL REFERENCES products (product_id),
    product_price DECIMAL(12, 2) NOT NULL,
    supply_cost DECIMAL(12, 2) NOT NULL,
    is_food_item BOOLEAN NOT NULL,
    is_drink_item BOOLEAN NOT NULL,
    ordered_at TIMESTAMP NOT NULL
);
"""

TABLES = ("locations", "products", "supplies", "customers", "orders", "order_items")
TIME_SPINE = "metricflow_time_spine"
"""The time spine table (``date_day``, one row per day from PERIOD_START to the build's period end)."""


@dataclass(frozen=True)
class _Frames:
    """The generated tables, money in integer cents (converted to dollars on insert)."""

    locations: pd.DataFrame
    products: pd.DataFrame
    supplies: pd.DataFrame
    customers: pd.DataFrame
    orders: pd.DataFrame
    order_items: pd.DataFrame


def ensure_demo_database(path: Path) -> Path:
    """Build the Jaffle Shop demo DuckDB file at ``path`` unless it already exists.

    Safe to call from several processes at once: builders take an exclusive ``fcntl.flock`` on
    ``<path>.lock``, build into a temporary file in the same folder and move it into place with
    ``os.replace``, so a reader never sees a half-built file.

    Args:
        path: Where the DuckDB file should be.

    Returns:
        ``path``, which now holds the demo database.
    """
    path = Path(path)
    if path.exists():
        return path
    path.parent.mkdir(parents=True, exist_ok=True)
    lock_path = path.with_name(path.name + ".lock")
    with open(lock_path, "a") as lock_file:
        fcntl.flock(lock_file.fileno(), fcntl.LOCK_EX)
        try:
            if not path.exists():
                _build_atomically(path)
        finally:
            fcntl.flock(lock_file.fileno(), fcntl.LOCK_UN)
    return path


def _build_atomically(path: Path) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{uuid.uuid4().hex[:8]}.tmp")
    try:
        build_demo_database(tmp)
        os.replace(tmp, path)
    finally:
        for leftover in (tmp, tmp.with_name(tmp.name + ".wal")):
            with contextlib.suppress(FileNotFoundError):
                leftover.unlink()


def build_demo_database(path: Path, *, period_end: date = PERIOD_END) -> None:
    """Write the demo tables into a new DuckDB file at ``path`` (which must not exist yet).

    Args:
        path: The file to create.
        period_end: The last day with orders; the default gives the standard two-year demo.
    """
    frames = generate_frames(period_end=period_end)
    con = duckdb.connect(str(path))
    try:
        con.execute(SCHEMA)
        for table in TABLES:
            _insert(con, table, getattr(frames, table))
        _time_spine(con, period_end)
        con.execute("CHECKPOINT")
    finally:
        con.close()


def _time_spine(con: duckdb.DuckDBPyConnection, period_end: date) -> None:
    """One row per day of the build's own period (a 3-year build gets a 3-year spine)."""
    con.execute(f"CREATE TABLE {TIME_SPINE} (date_day DATE PRIMARY KEY)")
    con.execute(
        f"INSERT INTO {TIME_SPINE} SELECT CAST(d AS DATE) FROM range(DATE '{PERIOD_START}', "
        f"DATE '{period_end}' + INTERVAL 1 DAY, INTERVAL 1 DAY) AS r(d)"
    )


_MONEY_COLUMNS = {
    "product_price",
    "supply_cost",
    "order_total",
    "tax_paid",
    "order_cost",
    "lifetime_spend_pretax",
    "lifetime_spend",
}


def _insert(con: duckdb.DuckDBPyConnection, table: str, frame: pd.DataFrame) -> None:
    view = f"_src_{table}"
    con.register(view, frame)
    try:
        select = ", ".join(
            f"CAST({col} AS DECIMAL(18, 0)) / 100" if col in _MONEY_COLUMNS else col for col in frame.columns
        )
        con.execute(f"INSERT INTO {table} ({', '.join(frame.columns)}) SELECT {select} FROM {view}")
    finally:
        con.unregister(view)


def generate_frames(seed: int = SEED, *, period_end: date = PERIOD_END) -> _Frames:
    """Generate every table as a DataFrame (money in integer cents), deterministically from ``seed``.

    ``period_end`` (after ``PERIOD_START``) is the last day with orders.
    """
    if period_end <= PERIOD_START:
        msg = f"period_end must be after {PERIOD_START.isoformat()}, got {period_end.isoformat()}"
        raise ValueError(msg)
    rng = np.random.default_rng(seed)
    locations = _locations()
    products, supplies, unit_cost = _products_and_supplies()
    orders = _order_headers(rng, period_end)
    items = _order_items(rng, orders, products, unit_cost)
    orders = _order_totals(orders, items, locations)
    customer_ids, customers = _customers(rng, orders)
    orders.insert(2, "customer_id", customer_ids)
    customers = _customer_aggregates(customers, orders)
    return _Frames(locations, products, supplies, customers, orders, items)


def _locations() -> pd.DataFrame:
    return pd.DataFrame(
        {
            "location_id": np.arange(1, len(LOCATIONS) + 1),
            "location_name": [loc[0] for loc in LOCATIONS],
            "tax_rate": [loc[1] for loc in LOCATIONS],
            "opened_at": pd.to_datetime([loc[2] for loc in LOCATIONS]),
        }
    )


def _products_and_supplies() -> tuple[pd.DataFrame, pd.DataFrame, np.ndarray]:
    is_food = np.array([p[1] == "jaffle" for p in PRODUCTS])
    products = pd.DataFrame(
        {
            "product_id": np.arange(1, len(PRODUCTS) + 1),
            "product_name": [p[0] for p in PRODUCTS],
            "product_type": [p[1] for p in PRODUCTS],
            "product_description": [p[2] for p in PRODUCTS],
            "product_price": np.array([p[3] for p in PRODUCTS], dtype=np.int64),
            "is_food_item": is_food,
            "is_drink_item": ~is_food,
        }
    )
    rows = [
        (product_id, name, *SUPPLY_CATALOG[name])
        for product_id, product in enumerate(PRODUCTS, start=1)
        for name in RECIPES[product[0]]
    ]
    supplies = pd.DataFrame(
        rows, columns=["product_id", "supply_name", "supply_cost", "is_perishable_supply"]
    )
    supplies.insert(0, "supply_id", np.arange(1, len(supplies) + 1))
    unit_cost = supplies.groupby("product_id")["supply_cost"].sum().reindex(products["product_id"]).to_numpy()
    return products, supplies, unit_cost.astype(np.int64)


def _daily_rates(period_end: date = PERIOD_END) -> tuple[np.ndarray, np.ndarray]:
    """Expected orders per (day, store): trend x store ramp-up x weekday x season, scaled to the target.

    The trend and the scale are those of the default period (``TARGET_ORDERS`` over ``PERIOD_START`` ..
    ``PERIOD_END``), so a longer period extends the same series rather than stretching it.
    """
    days = pd.date_range(PERIOD_START, period_end, freq="D")
    base_days = len(pd.date_range(PERIOD_START, PERIOD_END, freq="D"))
    t = np.arange(len(days)) / base_days
    trend = 1.0 + 0.6 * t
    season = 1.0 + 0.08 * np.sin(2 * np.pi * (days.day_of_year.to_numpy() - 100) / 365.25)
    weekday = WEEKDAY_WEIGHT[days.day_of_week.to_numpy()]
    rates = np.zeros((len(days), len(LOCATIONS)))
    for j, (_, _, opened_at, size) in enumerate(LOCATIONS):
        age = (days - pd.Timestamp(opened_at)).days.to_numpy().astype(float)
        ramp = np.where(age < 0, 0.0, 1.0 - 0.6 * np.exp(-np.maximum(age, 0) / 120.0))
        rates[:, j] = size * ramp
    rates *= (trend * season * weekday)[:, None]
    rates *= TARGET_ORDERS / rates[:base_days].sum()
    return days.to_numpy(), rates


def _order_headers(rng: np.random.Generator, period_end: date = PERIOD_END) -> pd.DataFrame:
    days, rates = _daily_rates(period_end)
    counts = rng.poisson(rates)
    day_idx, loc_idx = np.nonzero(counts)
    reps = counts[day_idx, loc_idx]
    day_of_order = np.repeat(day_idx, reps)
    location_id = np.repeat(loc_idx, reps) + 1
    n = len(day_of_order)
    order_days = days[day_of_order]
    weekend = pd.DatetimeIndex(order_days).day_of_week.to_numpy() >= 5
    hours = np.where(
        weekend,
        rng.choice(len(WEEKEND_HOURS), size=n, p=WEEKEND_HOURS / WEEKEND_HOURS.sum()),
        rng.choice(len(WEEKDAY_HOURS), size=n, p=WEEKDAY_HOURS / WEEKDAY_HOURS.sum()),
    )
    seconds = (FIRST_HOUR + hours) * 3600 + rng.integers(0, 3600, size=n)
    ordered_at = order_days.astype("datetime64[s]") + seconds.astype("timedelta64[s]")
    orders = pd.DataFrame({"location_id": location_id, "ordered_at": ordered_at})
    orders = orders.sort_values(["ordered_at", "location_id"], kind="stable").reset_index(drop=True)
    orders.insert(0, "order_id", np.arange(1, n + 1))
    return orders


def _order_items(
    rng: np.random.Generator, orders: pd.DataFrame, products: pd.DataFrame, unit_cost: np.ndarray
) -> pd.DataFrame:
    sizes, probs = ITEMS_PER_ORDER
    n_items = rng.choice(sizes, size=len(orders), p=probs)
    order_idx = np.repeat(np.arange(len(orders)), n_items)
    m = len(order_idx)
    is_drink = rng.random(m) < DRINK_SHARE
    weights = np.array([p[4] for p in PRODUCTS])
    food = np.array([p[1] == "jaffle" for p in PRODUCTS])
    food_ids, drink_ids = np.nonzero(food)[0], np.nonzero(~food)[0]
    food_pick = rng.choice(food_ids, size=m, p=weights[food_ids] / weights[food_ids].sum())
    drink_pick = rng.choice(drink_ids, size=m, p=weights[drink_ids] / weights[drink_ids].sum())
    product_idx = np.where(is_drink, drink_pick, food_pick)
    prices = products["product_price"].to_numpy()
    return pd.DataFrame(
        {
            "order_item_id": np.arange(1, m + 1),
            "order_id": orders["order_id"].to_numpy()[order_idx],
            "product_id": product_idx + 1,
            "product_price": prices[product_idx],
            "supply_cost": unit_cost[product_idx],
            "is_food_item": ~is_drink,
            "is_drink_item": is_drink,
            "ordered_at": orders["ordered_at"].to_numpy()[order_idx],
        }
    )


def _order_totals(orders: pd.DataFrame, items: pd.DataFrame, locations: pd.DataFrame) -> pd.DataFrame:
    per_order = items.groupby("order_id").agg(
        subtotal=("product_price", "sum"),
        order_cost=("supply_cost", "sum"),
        is_food_order=("is_food_item", "any"),
        is_drink_order=("is_drink_item", "any"),
    )
    per_order = per_order.reindex(orders["order_id"])
    subtotal = per_order["subtotal"].to_numpy().astype(np.int64)
    tax_rate = locations.set_index("location_id")["tax_rate"].reindex(orders["location_id"]).to_numpy()
    # Round half up on exact integer arithmetic (rates have at most 4 decimals).
    rate_bp = np.rint(tax_rate * 10_000).astype(np.int64)
    tax_paid = (subtotal * rate_bp + 5_000) // 10_000
    return pd.DataFrame(
        {
            "order_id": orders["order_id"].to_numpy(),
            "location_id": orders["location_id"].to_numpy(),
            "order_total": subtotal + tax_paid,
            "tax_paid": tax_paid,
            "ordered_at": orders["ordered_at"].to_numpy(),
            "is_food_order": per_order["is_food_order"].to_numpy().astype(bool),
            "is_drink_order": per_order["is_drink_order"].to_numpy().astype(bool),
            "order_cost": per_order["order_cost"].to_numpy().astype(np.int64),
        }
    )


def _customers(rng: np.random.Generator, orders: pd.DataFrame) -> tuple[np.ndarray, pd.DataFrame]:
    """Assign each order (in time order) to a new customer or a returning one of the same store.

    Returning customers are drawn from a per-store "ticket" list in which each customer appears as often
    as their loyalty (1-12), so a few regulars order often and many people come once or twice.
    """
    n = len(orders)
    is_new_draw = rng.random(n) < NEW_CUSTOMER_SHARE
    pick_draw = rng.random(n)
    loyalty = rng.integers(1, 13, size=n)
    tickets: dict[int, list[int]] = {}
    customer_ids = np.empty(n, dtype=np.int64)
    next_id = 1
    for i, location_id in enumerate(orders["location_id"].to_numpy().tolist()):
        pool = tickets.setdefault(location_id, [])
        if is_new_draw[i] or not pool:
            customer_ids[i] = next_id
            pool.extend([next_id] * int(loyalty[i]))
            next_id += 1
        else:
            customer_ids[i] = pool[int(pick_draw[i] * len(pool))]
    count = next_id - 1
    first = rng.choice(len(FIRST_NAMES), size=count)
    last = rng.choice(len(LAST_NAMES), size=count)
    names = [f"{FIRST_NAMES[a]} {LAST_NAMES[b]}" for a, b in zip(first.tolist(), last.tolist(), strict=True)]
    customers = pd.DataFrame({"customer_id": np.arange(1, count + 1), "customer_name": names})
    return customer_ids, customers


def _customer_aggregates(customers: pd.DataFrame, orders: pd.DataFrame) -> pd.DataFrame:
    pretax = orders["order_total"] - orders["tax_paid"]
    agg = (
        orders.assign(pretax=pretax)
        .groupby("customer_id")
        .agg(
            count_lifetime_orders=("order_id", "count"),
            first_ordered_at=("ordered_at", "min"),
            last_ordered_at=("ordered_at", "max"),
            lifetime_spend_pretax=("pretax", "sum"),
            lifetime_spend=("order_total", "sum"),
        )
        .reindex(customers["customer_id"])
        .reset_index(drop=True)
    )
    out = pd.concat([customers.reset_index(drop=True), agg], axis=1)
    out["customer_type"] = np.where(out["count_lifetime_orders"] > 1, "returning", "new")
    return out


def period_end_for_years(years: int) -> date:
    """The last day of a demo covering ``years`` full calendar years from ``PERIOD_START``."""
    if years < 1:
        msg = f"years must be at least 1, got {years}"
        raise ValueError(msg)
    return date(PERIOD_START.year + years - 1, 12, 31)


def main(argv: list[str] | None = None) -> int:
    """``python -m askdata_app.data.demo PATH [--years N]``: build a demo DuckDB file at a new PATH."""
    parser = argparse.ArgumentParser(prog="python -m askdata_app.data.demo", description=main.__doc__)
    parser.add_argument("path", type=Path, help="the DuckDB file to create (must not exist)")
    parser.add_argument(
        "--years", type=int, default=2, help="full calendar years from 2018 (default 2: the standard demo)"
    )
    args = parser.parse_args(argv)
    if args.path.exists():
        parser.error(f"{args.path} already exists; remove it or choose another path")
    try:
        period_end = period_end_for_years(args.years)
    except ValueError as exc:
        parser.error(str(exc))
    args.path.parent.mkdir(parents=True, exist_ok=True)
    build_demo_database(args.path, period_end=period_end)
    print(f"built {args.path}: {PERIOD_START.isoformat()} to {period_end.isoformat()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
