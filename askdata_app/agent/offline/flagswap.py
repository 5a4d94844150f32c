"""A follow-up naming another flag of the same rows: "how about jaffles?" after "how many drinks did we
sell": the food items instead of the drinks (both flags kept would leave no rows)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from askdata_app.agent.offline.catalog import Dim
from askdata_app.agent.offline.dimpick import is_boolean
from askdata_app.agent.offline.intent import Filter


def _is_flag(f: Filter) -> bool:
    return is_boolean(f.dim) and f.values == ("true",) and not f.negate and f.op is None


def other_flags(
    earlier: Sequence[Filter], later: Sequence[Filter], booleans: Iterable[Dim] = ()
) -> list[Filter]:
    """The earlier question's flag filters that a flag of the same model named in the follow-up replaces.

    A flag of another model counts as one of the same rows when the earlier flag's model has a flag of the
    same name among ``booleans`` ("the best-selling jaffle" after "the best-selling drink": the product's
    own food flag read, the items sold carry it too)."""
    named = [f for f in later if _is_flag(f)]
    twins = {(d.model, d.name) for d in booleans if is_boolean(d)}

    def same_rows(n: Filter, f: Filter) -> bool:
        if n.dim.model == f.dim.model:
            return n.dim != f.dim
        return n.dim.name != f.dim.name and (f.dim.model, n.dim.name) in twins

    return [f for f in earlier if _is_flag(f) and any(same_rows(n, f) for n in named)]
