"""A member said after "sold the most": counted in units ("which store sold the most vanilla ice in 2019").

"which store sold the most drinks" was read as units already, a kind said in the plural; a product said by
its name ("the most chai and mighty", "the most tangaroo") was left to "top selling", which ranks by the
revenue. The name of a thing sold is a count noun: the units of it sold, ranked.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from askdata_app.agent.offline.english import is_common

_KIND_NOUN = r"(?: (?:coffees?|drinks?|jaffles?|sandwich(?:es)?|teas?|juices?|lemonades?|sodas?|toasties?))?"
"""A word for the kind said after a product's name ("the most pourover coffee"): the product still."""


def units_of_named(question: str, names: Iterable[str]) -> str:
    """``question`` with "sold the most <name>" said as "sold the most units of <name>" (a name, or a word
    only one name has: "the most pourover coffee" is the units of "for richer or pourover")."""
    pattern = _sold_pattern(tuple(names))
    if pattern is None:
        return question
    return pattern.sub(lambda m: f"{m.group(1)} the {_most(m.group(2))} units of {m.group(3)}", question)


def _most(said: str) -> str:
    """ "largest number" -> "most", "smallest number" -> "fewest"."""
    head = said.split()[0].lower()
    return "fewest" if head in {"smallest", "lowest"} else "most" if " " in said else said


@lru_cache(maxsize=8)
def _sold_pattern(names: tuple[str, ...]) -> re.Pattern[str] | None:
    """The "sold the most <name>" pattern for these names, built once (plan() runs many times a question)."""
    full = {n.lower() for n in names if n and len(n) >= 3}
    spelled = sorted(full | set(own_words(full)), key=len, reverse=True)
    if not spelled:
        return None
    return re.compile(
        r"\b(sold|sells?|selling|moved|shifted) (?:the )?(most|fewest|least"
        r"|(?:largest|greatest|highest|biggest|smallest|lowest) (?:number|count|quantity)) (?:of )?(?:the )?("
        + "|".join(re.escape(n) for n in spelled)
        + r")(?:s|es)?\b(?!')"
        + _KIND_NOUN,
        re.IGNORECASE,
    )


def own_words(names: Iterable[str]) -> list[str]:
    """Words of five letters or more that only one name has and that are no common English word."""
    counts: dict[str, int] = {}
    for name in names:
        for word in set(re.findall(r"[a-z]{5,}", name.lower())):
            counts[word] = counts.get(word, 0) + 1
    return [w for w, n in counts.items() if n == 1 and not is_common(w)]


_AFTER_NAME = (
    r"s?(?: (?:lattes?|coffees?|teas?|sandwich(?:es)?|toasties?|smoothies?|juices?|lemonades?|sodas?))\b"
)


def kind_after_name(question: str, names: Iterable[str]) -> str:
    """``question`` without a word for the kind said after a product's full name ("how many chai and mighty
    lattes have we sold": the chai and mighty), which was an unknown word; a word only one name has, said
    before a kind ("how many pourover coffees"), is that product ("how many for richer or pourover")."""
    names = tuple(names)
    pattern = _after_pattern(names)
    if pattern is not None:
        question = pattern.sub(r"\1", question)
    own = _own_kind_pattern(names)
    if own is None or not own[0].search(question):
        return question
    return own[0].sub(lambda m: own[1][m.group(1).lower()], question)


@lru_cache(maxsize=8)
def _own_kind_pattern(names: tuple[str, ...]) -> tuple[re.Pattern[str], dict[str, str]] | None:
    """The "<own word> <kind>" pattern for these names and the name each own word stands for."""
    full = {n.lower() for n in names if n and len(n) >= 3}
    owner = {w: n for n in full for w in own_words(full) if re.search(rf"\b{re.escape(w)}\b", n) and w != n}
    if not owner:
        return None
    words = "|".join(re.escape(w) for w in sorted(owner, key=len, reverse=True))
    return re.compile(rf"(?<![\w-])(?:the )?({words})(?:s|es)?{_AFTER_NAME}", re.IGNORECASE), owner


@lru_cache(maxsize=8)
def _after_pattern(names: tuple[str, ...]) -> re.Pattern[str] | None:
    full = sorted({n.lower() for n in names if n and len(n) >= 4}, key=len, reverse=True)
    if not full:
        return None
    return re.compile(r"\b(" + "|".join(re.escape(n) for n in full) + r")" + _AFTER_NAME, re.IGNORECASE)
