"""A figure "as a margin": the layer's margin of that figure (gross profit -> gross margin).

Said after a question about a profit ("as a margin?", "and the margin?", "what about as a %?"), the follow-up
asks for the layer's quantity that divides that profit by what it is a margin of: a derived quantity whose
name or label says "margin" and whose expression is the profit over another input.
"""

from __future__ import annotations

import re

from askdata_app.agent.offline.catalog import Catalog
from askdata_app.agent.offline.nodes import Derived, Quantity
from askdata_app.agent.offline.text import norm_tokens

AS_MARGIN = re.compile(
    r"(?:(?:and|n|ok|okay|so|now|what about|how about|same|but)\b,? )*(?:(?:as|in) )?(?:an? |the )?"
    r"(?:(?:gross )?margin(?: ?%| percent(?:age)?| rate)?|percent(?:age)?|%)"
    r"(?: terms)?(?: instead| please| then)*",
    re.IGNORECASE,
)
"""A follow-up asking for the earlier figure as a margin."""


def margin_of(catalog: Catalog, quantity: Quantity) -> Quantity | None:
    """The one layer quantity that is ``quantity`` over another input and is called a margin, or None."""
    found = []
    for q in catalog.quantities:
        node = q.node
        if not isinstance(node, Derived) or "margin" not in norm_tokens(f"{q.name} {q.label}"):
            continue
        alias = next((a for a, n in node.inputs if n == quantity.node), None)
        if alias is not None and re.fullmatch(rf"\s*{re.escape(alias)}\s*/\s*\w+\s*", node.expr):
            found.append(q)
    return found[0] if len(found) == 1 else None
