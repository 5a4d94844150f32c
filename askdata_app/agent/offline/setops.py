"""Members found in every one of several periods: "customers who ordered in both 2019 and 2020", or in the
first and none of the others: "customers who ordered in 2019 but never in 2020".

The members of an entity (customers) counted on the fact that refers to them (orders), once per period, and
kept only when they appear in each (INTERSECT), or in the first but not the others (EXCEPT); with one period
only ("customers who have not ordered in 2020"), the members with rows at any time but not in it.
"""

from __future__ import annotations

from askdata_app.agent.offline.catalog import Catalog, Dim
from askdata_app.agent.offline.compose import Composer
from askdata_app.agent.offline.intent import Intent
from askdata_app.agent.offline.sqlbuild import BuildError, filter_sql, period_sql, safe_name


def fact_for(catalog: Catalog, entity: str, time_name: str | None) -> str | None:
    """The model whose rows refer to ``entity`` and carry the named time (or any time)."""
    for model in catalog.models.values():
        kind, _ = model.entities.get(entity, ("", ""))
        if kind != "foreign" or model.default_time is None:
            continue
        times = {d.name for d in catalog.dims_of(model.name) if d.kind == "time"}
        if time_name is None or time_name in times:
            return model.name
    return None


def in_every_period_sql(composer: Composer, intent: Intent, entity: str, fact: str) -> str:
    """COUNT of the members of ``entity`` with rows of ``fact`` in each of ``intent.periods``."""
    catalog = composer.catalog
    model = catalog.models[fact]
    key = composer.sb.qualify(model.entities[entity][1], fact)
    time_name = intent.time_dim.name if intent.time_dim is not None else model.default_time
    time_dim: Dim | None = catalog.find_dim(time_name, near=fact) if time_name else None
    if time_dim is None or time_dim.model != fact:
        msg = f"'{model.label}' has no time to find members in each period"
        raise BuildError(msg)
    col = composer.sb.dim_sql(time_dim)
    needed = [f.dim for f in intent.filters]
    body = composer.from_clause(fact, needed)
    extra = "".join(f" AND {filter_sql(composer.sb.dim_sql(f.dim), f)}" for f in intent.filters)
    selects = [f"SELECT {key} {body} WHERE {period_sql(col, p)}{extra}" for p in intent.periods]
    if intent.but_not and len(selects) == 1:  # "have not ordered in 2020": all of them but those
        selects.insert(0, f"SELECT {key} {body}" + (f" WHERE {extra[5:]}" if extra else ""))
    name = safe_name(f"{entity}s_only_in_first_period" if intent.but_not else f"{entity}s_in_each_period")
    joined = " EXCEPT ".join(selects) if intent.but_not else " INTERSECT ".join(selects)
    return f"SELECT COUNT(*) AS {name} FROM ({joined}) AS t"
