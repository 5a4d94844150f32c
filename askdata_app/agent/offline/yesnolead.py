"""A yes-or-no question before the request that answers it: "Does the weekday change how much people spend?
What each order comes to on average, for each weekday." or "Do weekend visitors fill bigger baskets? I'd like
the average number of items per basket on weekends and on weekdays."

The first question says why the figure is wanted, in words the records do not hold ("fill bigger baskets",
"change how much people spend"); the request after it says which figure. It was read together with the
request (its words not understood, or taken for a second figure); the request is planned alone, when the
lead question names no member or period the request does not (see ``Planner``).
"""

from __future__ import annotations

import re

__all__ = ["yes_no_lead"]

_LEAD = re.compile(
    r"^\s*(?P<head>(?:do|does|did|is|are|was|were|will|would|can|could|has|have)\b[^?]{3,160})\?\s+"
    r"(?P<rest>(?:what|which|how|show|give|list|tell|i'd like|i would like|i want|i need|can you|could you"
    r"|please|let me see|let's see)\b.+)$",
    re.IGNORECASE | re.DOTALL,
)
"""A yes-or-no question, then a request (a question word or a polite ask)."""


def yes_no_lead(question: str) -> tuple[str, str] | None:
    """(the lead question, the request after it), or None.

    >>> yes_no_lead("Do people spend more on Fridays? Show the order total by weekday.")
    ('Do people spend more on Fridays', 'Show the order total by weekday.')
    >>> yes_no_lead("Is revenue up? Is it?") is None
    True
    """
    found = _LEAD.match(question)
    if found is None:
        return None
    return found["head"].strip(), found["rest"].strip()
