"""A count per whole of a kind: "drinks per drink order", "items per food order".

"per drink order" averages over the orders that are drink orders (a yes/no flag of the whole, named by a
kind of its lines), not over every order: it is said as "per order for drink orders", which the reader takes
as an average per order with the whole's flag as a filter.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from askdata_app.agent.offline.dimpick import is_boolean
from askdata_app.agent.offline.text import singular

if TYPE_CHECKING:
    from askdata_app.agent.offline.lexicon import Lexicon

__all__ = ["per_kind_whole"]


def _flag(lexicon: Lexicon, key: tuple[str, ...]) -> bool:
    return any(
        c.kind == "dim" and c.dim is not None and is_boolean(c.dim) for c in lexicon.terms.get(key, ())
    )


def per_kind_whole(lexicon: Lexicon, raw: list[str]) -> list[str]:
    """``raw`` with "per <kind> <whole>" said as "per <whole> for <kind> <whole>s" (see the module)."""
    out = list(raw)
    for i in range(len(out) - 2):
        if out[i] != "per":
            continue
        kind, whole = singular(out[i + 1]), singular(out[i + 2])
        if _flag(lexicon, (kind,)) and _flag(lexicon, (kind, whole)) and not _flag(lexicon, (whole,)):
            return [*out[:i], "per", whole, "for", kind, f"{whole}s", *out[i + 3 :]]
    return out
