"""Goods counted with no measure named: "how many tangaroos at Brooklyn last week", "vanilla ices sold at SF
in 2020", "how many jaffles on 31 December 2019".

A product (or a kind of product) said with "how many" or a selling verb, and a store, a period or a time of
day around it, asks for the units sold: the count of the item lines that sell it. Before this reading the
planner asked which measure was meant (offering money). Said alone ("how many drinks are there") it stays
the menu's members (flagnouns.py).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from askdata_app.agent.offline.dimpick import is_boolean
from askdata_app.agent.offline.intent import Filter, Measure
from askdata_app.agent.offline.superlatives import default_measure, is_item

if TYPE_CHECKING:
    from askdata_app.agent.offline.catalog import Catalog
    from askdata_app.agent.offline.intent import Intent

__all__ = ["goods_counted"]

_SOLD = re.compile(r"\b(?:sold|sell|sells|selling|shifted|moved|went out|go out|gone out)\b", re.IGNORECASE)


def goods_counted(catalog: Catalog, intent: Intent, question: str) -> None:
    """Give ``intent`` (no measure) the units sold when it counts goods around a store or period."""
    if intent.measures or intent.groups or intent.rank or intent.share or intent.distinct:
        return
    if not (intent.asks_how_many or intent.count or _SOLD.search(question)):
        return
    lines = {is_item(catalog, e) for m in catalog.models.values() for e in m.entities} - {None}

    def sells(f: Filter) -> bool:  # a product ("tangaroo"), or a kind of item line ("drinks")
        item = is_item(catalog, catalog.models[f.dim.model].primary_entity or "")
        return item is not None or (f.dim.model in lines and is_boolean(f.dim))

    goods = [f for f in intent.filters if not f.negate and f.op is None and sells(f)]
    if not goods:
        return
    scoped = intent.periods or intent.hours or len(goods) < len(intent.filters) or _SOLD.search(question)
    if not scoped:
        return  # "how many jaffles are there": the menu
    found = default_measure(catalog, intent, "count")
    if found is None or not found[1].startswith("units"):
        return
    intent.measures = [Measure(quantity=found[0], label=found[0].label)]
