"""A follow-up that only names another product ("and for the mel-bun?", "what about the tangaroo?", "same for
the nutellaquent") after a question naming one product ("list the supplies that make up the doctor stew"):
the earlier question asked again with the new product in the old one's place.

It is tried only when the follow-up is not understood otherwise (a list has no figure for the follow-up to
keep, so it was asked back: which measure?).

>>> name_swapped("and for the mel-bun?", "List the supplies of the doctor stew", ["doctor stew", "mel-bun"])
'List the supplies of the mel-bun'
>>> name_swapped("and the revenue?", "List the supplies of the doctor stew", ["doctor stew"]) is None
True
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["name_swapped"]

_ONLY_NAME = re.compile(
    r"^\s*(?:(?:and|ok(?:ay)?|now|then),?\s+)?(?:(?:what|how) about|and for|for|same (?:for|with)"
    r"|likewise for|the same for|and|now for|now do)\s+(?:the\s+)?(?P<name>[\w' -]{2,40}?)"
    r"\s*(?:,?\s*please)?\s*[?.!]*\s*$",
    re.IGNORECASE,
)


def _named(text: str, names: Sequence[str]) -> list[str]:
    lowered = text.lower()
    return [n for n in names if re.search(rf"(?<![\w-]){re.escape(n.lower())}(?![\w-])", lowered)]


def name_swapped(question: str, earlier: str, names: Sequence[str]) -> str | None:
    """``earlier`` with its one product swapped for the one ``question`` alone names, or None."""
    only = _ONLY_NAME.match(question)
    if only is None:
        return None
    said = only.group("name").lower()
    new = [n for n in names if n.lower() in {said, f"the {said}"}]
    old = _named(earlier, names)
    if len(new) != 1 or len(old) != 1 or new == old:
        return None
    return re.sub(rf"(?<![\w-]){re.escape(old[0])}(?![\w-])", new[0], earlier, count=1, flags=re.IGNORECASE)
