"""A supplier's words for the shops and for the figures standing in for what it sells them.

Someone sizing an account (a packaging rep, a distributor) speaks of the chain the way a wholesaler does:

- "doors" are the shops ("how many doors do they run", "the Brooklyn door", "top 3 doors by revenue", "per
  door"): a retail word for a point of sale. "Door-to-door", "next door", "the front door" and a door of a
  store ("the doors of the Brooklyn store") are not shops and are left as said;
- the asker's own word on what stands in for the figure ("(drinks sold as the proxy)", "(my proxy for cups)",
  "- I use total units as my proxy for packaging volume"): the figure is said already, so the gloss goes.
"""

from __future__ import annotations

import re

__all__ = ["pack_words"]

_DOOR = re.compile(
    r"(?<!next )(?<!front )(?<!back )(?<!side )(?<!open the )(?<!close the )(?<!-)"
    r"\bdoor(s)?\b(?![- ](?:to|step|dash|handles?|frames?|ways?|bells?|knobs?|mats?|of)\b)",
    re.I,
)
_NOT_SHOPS = re.compile(
    r"\bdoor[- ]to[- ]door\b|\b(?:front|back|side|next|fire|glass|revolving) doors?\b", re.I
)

_PROXY = r"(?:proxy|stand-?in|surrogate|approximation)"
# "(drinks sold as the proxy)", "(my proxy for cups)", "(drinks sold as a proxy for cup volume)"
_PROXY_ASIDE = re.compile(
    rf"\s*\((?:(?:using|with|taking) )?(?:[\w$ -]{{1,40}}? )?(?:as )?(?:the|my|a|our|an) {_PROXY}"
    r"(?: for [\w ,-]{1,40})?\)",
    re.I,
)
# "- I use total units as my proxy for packaging volume", "; treating drinks as the proxy for cups"
_PROXY_TAIL = re.compile(
    rf"\s*(?:[-;,:\u2013\u2014]\s*)(?:(?:i|we) (?:use|am using|'m using|take|treat)|using|taking|treating)"
    rf" [\w$ -]{{1,40}}? as (?:the|my|a|our|an) {_PROXY}(?: for [\w ,-]{{1,40}})?(?=[.?!]?\s*$)",
    re.I,
)


def pack_words(question: str) -> str:
    """``question`` with a supplier's words said plainly (see above)."""
    text = _PROXY_TAIL.sub("", _PROXY_ASIDE.sub("", question))
    if _NOT_SHOPS.search(text) is None:
        text = _DOOR.sub(lambda m: "stores" if m.group(1) else "store", text)
    return text
