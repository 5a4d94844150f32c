"""A follow-up naming another flag of the same rows: "how about jaffles?" after "how many drinks did we
sell": the food items instead of the drinks (both flags kept would leave no rows)."""

from __future__ import annotations

from collections.abc import Sequence

from askdata_app.agent.offline.dimpick import is_boolean
from askdata_app.agent.offline.intent import Filter


def _is_flag(f: Filter) -> bool:
    return is_boolean(f.dim) and f.values == ("true",) and not f.negate and f.op is None


def other_flags(earlier: Sequence[Filter], later: Sequence[Filter]) -> list[Filter]:
    """The earlier question's flag filters that a flag of the same model named in the follow-up replaces."""
    named = [f for f in later if _is_flag(f)]
    return [
        f
        for f in earlier
        if _is_flag(f) and any(n.dim.model == f.dim.model and n.dim != f.dim for n in named)
    ]
