"""A supplier's words for the shops and for the figures standing in for what it sells them.

Someone sizing an account (a packaging rep, a distributor) speaks of the chain the way a wholesaler does:

- "doors" counted, ranked or named are the shops ("how many doors do they run", "the Brooklyn door", "LA
  door", "top 3 doors by revenue", "per door"): a retail word for a point of sale. A door people come
  through ("came through the doors", "went out the door", "opened its doors", "the doors shut"),
  "door-to-door", "next door" and "the front door" are not shops and are left as said;
- the asker's own word on what stands in for the figure ("(drinks sold as the proxy)", "(my proxy for cups)",
  "- I use total units as my proxy for packaging volume", "..., so lids = drinks sold"): the figure is said
  already, so the gloss goes.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

__all__ = ["pack_words"]

# "how many doors", "top 3 doors", "per door": a door that is a shop. "came through the doors", "open its
# doors", "went out the door", "the doors shut" are left as said
_DOOR = re.compile(
    r"\b(?P<lead>(?:how many|number of|(?:top|bottom)(?: \d+| two| three| four| five)?|which|each|every"
    r"|per|by|other|busiest|biggest|smallest|[2-9]|two|three|four|five|six) )doors?\b",
    re.I,
)
_NAMED_DOOR = re.compile(r"\b(?P<lead>(?P<name>[A-Z][A-Za-z.]*(?: [A-Z][A-Za-z]*)?) )doors?\b(?![- ]to\b)")
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

# ", so lids = drinks sold", "- cups = drinks": the asker's own equation of the two, said last
_EQUATED = re.compile(
    r"\s*(?:[,;.\u2013\u2014-]\s*)(?:[Ss]o |i\.e\. |ie |i\.e\.,? |meaning )?(?:[a-z]+ ){0,2}[a-z]+"
    r"\s*=\s*(?:[a-z]+ ){0,2}[a-z]+\s*[.!]?\s*$"
)  # lower-case words only: "where New Jersey = Brooklyn" names a member


def _as_store(m: re.Match[str]) -> str:
    """The door found as a store, or stores."""
    return m.group("lead") + ("stores" if m.group(0).lower().endswith("s") else "store")


def pack_words(question: str, stores: Iterable[str] = ()) -> str:
    """``question`` with a supplier's words said plainly (see above); ``stores`` are the shops' names, one
    of which (or its initials: "LA") may name a door."""
    text = _EQUATED.sub("", _PROXY_TAIL.sub("", _PROXY_ASIDE.sub("", question)))
    if _NOT_SHOPS.search(text) is None:
        text = _DOOR.sub(_as_store, text)
        names = {n.lower() for n in stores} | {"".join(w[0] for w in n.split()).lower() for n in stores}
        text = _NAMED_DOOR.sub(
            lambda m: _as_store(m) if m.group("name").lower() in names else m.group(0), text
        )
    return text
