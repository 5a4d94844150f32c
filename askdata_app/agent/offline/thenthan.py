""" "Then" typed for "than" after a comparative: "fewer then 120 orders", "more then $20".

A comparative is followed by "than", never by "then" (the next step in time): "days with fewer then 120
orders" is fewer than 120, and the bound is read as any other ("then" was left as a word, and the count
with it as words not understood); "other then Brooklyn" is other than Brooklyn. "Then" after any other word
("January and then February") keeps its meaning.
"""

from __future__ import annotations

import re

__all__ = ["than_said"]

_SLIP = re.compile(
    r"\b(?P<more>fewer|less|more|greater|higher|lower|bigger|smaller|larger|cheaper|pricier|dearer|busier"
    r"|quieter|better|worse|other|rather)(?P<gap>\s+)then\b",
    re.IGNORECASE,
)


def than_said(question: str) -> str:
    """``question`` with "then" after a comparative written "than"."""
    return _SLIP.sub(lambda m: f"{m['more']}{m['gap']}than", question)
