"""Listing the members of a dimension ("which stores do we have?"), with the question's filters."""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING

from askdata_app.agent.offline.catalog import Dim
from askdata_app.agent.offline.intent import Intent
from askdata_app.agent.offline.sqlbuild import BuildError, filter_sql, period_sql, safe_name

if TYPE_CHECKING:
    from askdata_app.agent.offline.compose import Composer


def listing_sql(composer: Composer, intent: Intent, numeric: Collection[Dim] = ()) -> str:
    """SELECT DISTINCT the grouped dimensions from the first one's model, joined as needed (from the model of
    another named dimension when the first cannot reach them all: "which products use ice" lists products
    from the supplies that refer to them). Sorted by the dimensions in turn; a list said in an order ("the
    drinks with their prices, cheapest first") is sorted by its first ``numeric`` dimension that way first."""
    needed = [*intent.groups, *(f.dim for f in intent.filters)]
    if intent.periods and intent.time_dim is not None:
        needed.append(intent.time_dim)
    models = list(dict.fromkeys(d.model for d in needed))
    base = next(
        (m for m in models if all(d.model in composer.catalog.join_paths(m) for d in needed)), models[0]
    )
    needed = [*intent.groups, *(f.dim for f in intent.filters)]
    where = [filter_sql(composer.sb.dim_sql(f.dim), f) for f in intent.filters]
    if intent.periods:
        if intent.time_dim is None:
            msg = "a date range needs a measure; ask e.g. for the number of orders instead"
            raise BuildError(msg)
        needed.append(intent.time_dim)
        col = composer.sb.dim_sql(intent.time_dim)
        conds = [period_sql(col, p) for p in intent.periods]
        where.append(conds[0] if len(conds) == 1 else "(" + " OR ".join(f"({c})" for c in conds) + ")")
    body = composer.from_clause(base, needed)
    cols = [f"{composer.sb.dim_sql(d)} AS {safe_name(d.name)}" for d in intent.groups]
    sql = f"SELECT DISTINCT {', '.join(cols)} {body}"
    if where:
        sql += " WHERE " + " AND ".join(where)
    order = [safe_name(d.name) for d in intent.groups]
    by = next((d for d in intent.groups if d in numeric), None) if intent.sort else None
    if by is not None:  # "cheapest first": by price, then the other columns
        order = [f"{safe_name(by.name)} {'DESC' if intent.sort == 'desc' else 'ASC'}"] + [
            o for o in order if o != safe_name(by.name)
        ]
    return sql + " ORDER BY " + ", ".join(order)
