"""Business jargon said in the layer's own words, and the data's last day for "yesterday".

Executives name headline figures by the words of a report rather than of the data: the "topline" is revenue,
the "bottom line" is gross profit (the data knows no other cost), "gross takings" are takings, "the customer
base" is the customers, the stores "in the portfolio" are the stores, and the "effective tax rate" is the tax
collected over the pre-tax sales. Words that only dress a figure
("the headline order count", "need it for the deck asap", "say across 2020") change nothing and are left
out. An attach rate ("drink attach rate on food orders") is the share of those orders that also had the
other thing. "Yesterday" is the data's last day: the data has no later one to be asked about ("today", a
stock's "now", is left alone).
"""

from __future__ import annotations

import re
from datetime import date

_REWRITES: tuple[tuple[str, str], ...] = (
    (r"\btop[- ]?lines?\b", "revenue"),
    (r"\bbottom[- ]lines?\b", "gross profit"),
    (r"\bgross (takings|receipts)\b", r"\1"),
    (  # the tax actually collected over the sales it was collected on (not a store's listed rate)
        r"\b(?:the |our )?effective (?:sales )?tax rate"
        r"(?: (?:on|over|of) (?:the )?(?:pre-?tax |net |pretax )?(?:revenue|sales))?\b",
        "tax paid divided by revenue",
    ),
    (r"\b(?:our|the|entire|whole) customer base\b", "customers"),
    (r"\bcustomer base\b", "customers"),
    (r"\b(?:in|across|of) (?:the|our) (?:store |location )?portfolio\b", ""),
    (r"\bheadline (?=[a-z])", ""),
    (
        r"\b(?:i )?need (?:it|this|that|them|the numbers?) (?:for|by) (?:the|my|our|a) "
        r"(?:deck|board|meeting|slides?|call|report|review)\b",
        "",
    ),
    (r"\bfor (?:the|my|our) (?:deck|board deck|slides?)\b", ""),
    (r"(?:,\s*|\b)(?:let's |lets )?say,?\s+(?=(?:across|in|for|over|during|between|from|the)\b)", " "),
    (r"\b(?:asap|a\.s\.a\.p\.?|pls|please)(?=$|[\s,.?!])", ""),
    # "drink attach rate on food orders": the share of the food orders that also had a drink
    (
        r"\b(?:the )?([a-z]+) attach(?:ment)? rates? (?:on|for|with|among|in|across|to) (?:the )?"
        r"([a-z]+(?: [a-z]+)?) (orders|baskets|tickets)\b",
        r"fraction of \2 \3 that also had a \1",
    ),
    (
        r"\b(?:the )?attach(?:ment)? rates? of (?:an? |the )?([a-z]+) (?:on|for|with|among|in|across|to) "
        r"(?:the )?([a-z]+(?: [a-z]+)?) (orders|baskets|tickets)\b",
        r"fraction of \2 \3 that also had a \1",
    ),
)
_COMPILED = tuple((re.compile(p, re.IGNORECASE), r) for p, r in _REWRITES)
_DAY_WORD = re.compile(r"\b(?:(?:on|for|from|of) )?(yesterday|yday|yest)(?:'?s)?\b", re.IGNORECASE)


def said_plainly(question: str) -> str:
    """``question`` with report jargon in the layer's words; unchanged when it has none."""
    text = question
    for pattern, replacement in _COMPILED:
        said = pattern.sub(replacement, text)
        if said != text:
            text = " ".join(said.split())
    return re.sub(r"\s+([,?.!])", r"\1", text)


def last_day_named(question: str, last_day: date) -> str:
    """ "how much did we take in yesterday": that day is the data's last one (``last_day``)."""
    return _DAY_WORD.sub(f"on {last_day.isoformat()}", question)
