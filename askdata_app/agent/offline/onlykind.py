"""One kind only: "drink-only orders", "orders with only drinks in them", "orders that were just jaffles".

A row that contains the kind asked for may hold the other kind too ("contains a drink"); when the model has
exactly two yes/no flags, the rows of one kind only are the rows without the other: NOT contains food.
"""

from __future__ import annotations

import re

from askdata_app.agent.offline.catalog import Catalog
from askdata_app.agent.offline.dimpick import is_boolean
from askdata_app.agent.offline.intent import Filter, Intent

_ONLY = re.compile(
    r"\b[a-z]+s?[- ]only\b(?! (?:in|for|during|from|on|at|by)\b)"
    r"|\b(?:with|were|was|containing|contain(?:ed|s)?|having|had|of) (?:only|just|nothing but) [a-z]+"
    r"|\b(?:with|containing|having|had) [a-z]+s?[- ]only\b",  # "orders with food only in 2019"
    re.IGNORECASE,
)


def _is_flag(f: Filter) -> bool:
    return is_boolean(f.dim) and f.values == ("true",) and not f.negate and f.op is None


def one_kind_only(question: str, intent: Intent, catalog: Catalog) -> None:
    """Turn the one flag asked for "only" into NOT the model's other flag, in place."""
    if not _ONLY.search(question):
        return
    flags = [f for f in intent.filters if _is_flag(f)]
    if len(flags) != 1:
        return
    flag = flags[0]
    others = [d for d in catalog.dims_of(flag.dim.model) if is_boolean(d) and d != flag.dim]
    if len(others) != 1:
        return
    intent.filters = [
        Filter(dim=others[0], values=("true",), negate=True) if f is flag else f for f in intent.filters
    ]
