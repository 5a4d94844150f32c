"""Members named with a bound on their own number and nothing else: a list ("prods priced over $10",
"supplies costing under 50 cents", "stores with a tax rate above 6%").

Typed into a search box, the words that ask for a list ("which", "list", "show all") are left out. A
question that names members (a breakdown) and a bound on a number, but no measure, no count, no average,
no ranking and no period, asks for the members within that bound, just as "which products are priced over
$10" does; it was asked back for a measure to show by product.
"""

from __future__ import annotations

from askdata_app.agent.offline.intent import Intent


def bare_list(intent: Intent) -> None:
    """Read ``intent`` as a list of the members within the bound it names (see the module)."""
    if intent.measures or not intent.comparisons or not intent.groups or intent.listing:
        return
    if intent.count or intent.average or intent.agg or intent.rank or intent.grain or intent.periods:
        return
    if intent.vague or intent.share or intent.growth or intent.cumulative or intent.asks_how_many:
        return
    if any(g.kind == "time" for g in intent.groups):
        return
    intent.listing = True
