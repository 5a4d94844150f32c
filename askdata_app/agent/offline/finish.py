"""The last steps of a query: averages per member or period, shares, growth, running totals, ordering."""

from __future__ import annotations

from askdata_app.agent.offline.catalog import Dim
from askdata_app.agent.offline.intent import Intent
from askdata_app.agent.offline.lagwords import LagStep
from askdata_app.agent.offline.sqlbuild import Built, Column, lit, safe_name


def finish(
    intent: Intent, core: str, columns: list[Column], per_groups: list[Dim], names: list[str]
) -> Built:
    """Per-member averages, shares, growth, running totals, then ordering and limits."""
    sql = core
    if intent.per is not None or intent.per_grain:
        per_names = {safe_name(d.name) for d in per_groups}
        if intent.per_grain:
            per_names |= (
                {"weekday_number", "weekday"} if intent.per_grain == "weekday" else {intent.per_grain}
            )
        if intent.per_grain and intent.grain == intent.per_grain:
            per_names = set()
        keep = [c for c in columns if c.kind != "measure" and c.name not in per_names]
        # "median items per order": the middle order; "max orders in a single day": the busiest day's
        over = {"median": "MEDIAN", "max": "MAX", "min": "MIN"}.get(intent.agg or "", "AVG")
        # "items per order on weekends vs weekdays": a count of the side's rows is 0 (not NULL, as a sum
        # is) in a member of the other side, which is left out rather than averaged in
        day_kinds = [m.day_kind for m in intent.measures] if len(intent.measures) == len(names) else []
        shown = [f"NULLIF({n}, 0)" if day_kinds and day_kinds[i] else n for i, n in enumerate(names)]
        items = [c.name for c in keep] + [f"{over}({e}) AS {n}" for e, n in zip(shown, names, strict=True)]
        sql = f"SELECT {', '.join(items)} FROM ({sql}) AS t"
        if keep:
            sql += " GROUP BY " + ", ".join(c.name for c in keep)
        columns = [*keep, *(c for c in columns if c.kind == "measure")]
    time_cols = [c.name for c in columns if c.kind == "time"]
    other = [c.name for c in columns if c.kind == "group"]
    first = names[0]
    lagged = intent.lag is not None and len(time_cols) == 1 and time_cols[0] in _LAG_GRAINS
    if intent.lag is not None and lagged:  # "with the previous day's count next to each": that bucket's
        sql = _lag_joined(sql, intent.lag, time_cols[0], other, first)
        columns.append(Column(safe_name(f"{first}_{intent.lag.name}"), "measure"))
    extra: list[str] = []
    if intent.cumulative and time_cols:
        resets = (
            [f"DATE_TRUNC('{intent.cumulative_reset.upper()}', {time_cols[0]})"]
            if intent.cumulative_reset
            else []
        )
        keys = [*other, *resets]
        part = f"PARTITION BY {', '.join(keys)} " if keys else ""
        extra.append(f"SUM({first}) OVER ({part}ORDER BY {', '.join(time_cols)}) AS {first}_cumulative")
        columns.append(Column(f"{first}_cumulative", "measure"))
    between = intent.growth and time_cols == ["period"] and len(intent.periods) == 2
    if intent.share and not intent.share_of_subset and not between:
        part = f"PARTITION BY {', '.join(time_cols)} " if time_cols and other else ""
        inside = [safe_name(d.name) for d in intent.rank_within if safe_name(d.name) in other]
        if inside and len(inside) < len(other):  # "each product's share within its type": of its type's total
            part = f"PARTITION BY {', '.join([*time_cols, *inside])} "
        extra.append(f"CAST({first} AS DOUBLE) / SUM({first}) OVER ({part.strip()}) AS {first}_share")
        columns.append(Column(f"{first}_share", "share"))
    if between:  # "from 2019 to 2020": one row (per group) with the later period against the earlier
        part = f"PARTITION BY {', '.join(other)} " if other else ""
        order = "period"
        labels = [p.label for p in intent.periods]
        if not all(label.isdigit() for label in labels) or labels != sorted(labels):  # "2019 minus 2020"
            whens = " ".join(f"WHEN {lit(p.label)} THEN {i}" for i, p in enumerate(intent.periods))
            order = f"CASE period {whens} END"
        lag = f"LAG({first}) OVER ({part}ORDER BY {order})"
        pct = f"100.0 * ({first} - {lag}) / NULLIF({lag}, 0) AS {first}_growth_pct"
        change = f"{first} - {lag} AS {first}_change"
        growth = [change, pct] if intent.absolute else [pct, change]
        before = safe_name(f"{first}_{intent.periods[0].label}")
        if not intent.both_rows:  # "per store: 2019 revenue, 2020 revenue and the % change": both figures
            growth.insert(0, f"{lag} AS {before}")
        sql = f"SELECT t.*, {', '.join(growth)} FROM ({sql}) AS t"
        if not intent.both_rows:  # "with both years' figures": the earlier row stays
            sql = f"SELECT * FROM ({sql}) AS g WHERE {first}_change IS NOT NULL"
            columns.append(Column(before, "measure"))
        kinds = [(f"{first}_change", "growth"), (f"{first}_growth_pct", "growth")]
        columns += [Column(n, k) for n, k in (kinds if intent.absolute else kinds[::-1])]
    elif intent.growth and time_cols:
        part = f"PARTITION BY {', '.join(other)} " if other else ""
        back = f", {intent.growth_lag}" if intent.growth_lag > 1 else ""  # a year back, by month or quarter
        lag = f"LAG({first}{back}) OVER ({part}ORDER BY {', '.join(time_cols)})"
        if intent.absolute:  # "the change in orders (count difference)": by how many, not by how much %
            extra.append(f"{first} - {lag} AS {first}_change")
            columns.append(Column(f"{first}_change", "growth"))
        else:
            extra.append(f"100.0 * ({first} - {lag}) / NULLIF({lag}, 0) AS {first}_growth_pct")
            columns.append(Column(f"{first}_growth_pct", "growth"))
    if extra:
        sql = f"SELECT t.*, {', '.join(extra)} FROM ({sql}) AS t"
    if intent.growth_from is not None and time_cols:  # the bucket read only to compare the first one with
        since = f"'{intent.growth_from.isoformat()}'"
        if lagged and time_cols[0] == "week":  # "weekly, in 2019, with the week before": from its first week
            since = f"DATE_TRUNC('WEEK', DATE {since})"
        sql = f"SELECT * FROM ({sql}) AS w WHERE {time_cols[0]} >= {since}"
    if intent.lag_until is not None and lagged:  # the next day's figure read past the period, not shown
        sql = f"SELECT * FROM ({sql}) AS w WHERE {time_cols[0]} < '{intent.lag_until.isoformat()}'"
    within = [safe_name(d.name) for d in intent.rank_within if safe_name(d.name) in other]
    ranked = [c for c in other if c not in within]
    if intent.rank and within and not ranked and not intent.grain_is_per:
        ranked = time_cols  # "the busiest hour at each store": the hours ranked within each store
    if intent.rank and intent.grain_is_per and time_cols and ranked:
        within = [*time_cols, *within]  # "the top store by revenue each year": the ranking of each year
    # "for each store, its best month": with nothing but the periods left to rank, each store's own periods
    ranked = ranked or (time_cols if within and not intent.grain_is_per else [])
    if intent.rank and within and ranked and not intent.share and not intent.growth:
        # "the best-selling product at each store": the ranking is made within each store
        target = next((c.name for c in columns if c.kind in {"share", "growth"}), names[0])
        way = "ASC" if intent.rank == "asc" else "DESC"
        part = ", ".join(within)
        if intent.keep_all and intent.limit is None:  # "rank products by revenue within each type": all
            fn = intent.rank_column or "RANK"
            rank = f"{fn}() OVER (PARTITION BY {part} ORDER BY {target} {way} NULLS LAST) AS rank"
            columns.append(Column("rank", "measure"))
            sql = f"SELECT r.*, {rank} FROM ({sql}) AS r ORDER BY {part}, {target} {way} NULLS LAST"
            return Built(sql, columns)
        cut = int(intent.limit or 1)
        sql = (
            f"SELECT * FROM ({sql}) AS r QUALIFY ROW_NUMBER() OVER "
            f"(PARTITION BY {part} ORDER BY {target} {way} NULLS LAST) <= {cut} "
            f"ORDER BY {part}, {target} {way} NULLS LAST"
        )
        return Built(sql, columns)
    order = order_by(intent, columns, names)
    if intent.rank_column and intent.keep_all and intent.limit is None and (other or time_cols):
        target = next((c.name for c in columns if c.kind in {"share", "growth"}), names[0])
        way = "ASC" if intent.rank == "asc" else "DESC"  # "store and rank": the rank beside each row
        rank = f"{intent.rank_column}() OVER (ORDER BY {target} {way} NULLS LAST) AS rank"
        sql = f"SELECT t.*, {rank} FROM ({sql}) AS t"
        columns.append(Column("rank", "measure"))
    if order:
        sql += f" ORDER BY {order}"
    if intent.rank and (other or time_cols) and intent.limit is None and not intent.keep_all:
        intent.limit = 10 if intent.plural else 1
    if intent.limit is not None and (other or time_cols):
        sql += f" LIMIT {int(intent.limit)}"
        if intent.offset:  # "the second biggest": past the first
            sql += f" OFFSET {int(intent.offset)}"
    return Built(sql, columns)


_LAG_GRAINS = frozenset(["day", "week", "month", "quarter", "year"])


def _lag_joined(sql: str, lag: LagStep, period: str, groups: list[str], first: str) -> str:
    """``sql`` with the first measure of the bucket ``lag`` away beside each row (of the same group): the
    bucket that far back on the calendar, none when it had no rows."""
    n = abs(lag.count)
    step = f"INTERVAL {n * 7} DAY" if lag.unit == "week" else f"INTERVAL {n} {lag.unit.upper()}"
    on = [f"p.{period} = s.{period} {'-' if lag.count > 0 else '+'} {step}"]
    on += [f"p.{g} IS NOT DISTINCT FROM s.{g}" for g in groups]  # per store: its own day before
    name = safe_name(f"{first}_{lag.name}")
    return f"WITH s AS ({sql}) SELECT s.*, p.{first} AS {name} FROM s LEFT JOIN s AS p ON {' AND '.join(on)}"


def order_by(intent: Intent, columns: list[Column], names: list[str]) -> str:
    """Ranked by the share, growth or first measure; else time order; else biggest first."""
    time_cols = [c.name for c in columns if c.kind == "time"]
    groups = [c.name for c in columns if c.kind == "group"]
    target = next((c.name for c in columns if c.kind in {"share", "growth"}), names[0])
    if intent.sort and intent.sort_by_time and time_cols and not intent.rank:  # "..., oldest first"
        way = "ASC" if intent.sort == "asc" else "DESC"
        return ", ".join([*(f"{c} {way}" for c in time_cols), *groups])
    if intent.rank or intent.sort:
        return f"{target} {'ASC' if (intent.rank or intent.sort) == 'asc' else 'DESC'} NULLS LAST"
    if time_cols:
        return ", ".join([*time_cols, *groups])
    if groups:
        return f"{target} DESC NULLS LAST"
    return ""
