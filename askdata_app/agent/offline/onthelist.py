"""A count of what is on a list ("how many distinct perishable supplies are on their list?", "how many
drinks are on the menu list"): the members counted, not listed. The list only says where they are kept; the
words "on their list" go and the count is of the members there are (the word "list" had it listed).
"""

from __future__ import annotations

import re

__all__ = ["count_on_list"]

_ON_LIST = re.compile(
    r"(\bhow many\b[^?.!;]*?\b(?:are|is|do (?:they|we|you) have|have (?:they|we|you) got))"
    r"\s+(?:on|in)\s+(?:the|their|our|your|its|that|this)\s+(?:[a-z-]+\s+)?(?:list|lists|roster|books)\b",
    re.I,
)


def count_on_list(question: str) -> str:
    """``question`` with "on their list" after a "how many" left out (see above)."""
    return _ON_LIST.sub(
        lambda m: m.group(1) + (" there" if m.group(1).lower().endswith(("are", "is")) else ""), question
    )
