"""A product's parts said as a noun: "the perishable ingredients in a mel-bun, each with its cost", "the
full build of the tangaroo: every supply that goes into it, by name", "what does the non-perishable
packaging of one doctor stew cost".

Said this way the parts were read as a figure of the orders ("perishable" could not be joined to them) or
"by name" as the customers' names. They are said the way the recipe readings read them:

- the parts listed: "what goes into the mel-bun that is perishable, each with its cost" (and "the full build
  of X", "X's build", "X's make-up" are what goes into X; a restatement after it, "every supply that goes
  into it", and a closing "by name" say nothing more);
- what the parts of one unit cost: "how much of a doctor stew's unit cost is non-perishable" for a kind of
  part, "what does one doctor stew cost to make" for all of them.

The product must be one of the names sold, so "the supplies of the store" keeps its meaning.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["parts_of_named"]

_PARTS = r"(?:ingredients?|supplies|supply(?: items?)?|packaging|components?|parts|inputs?)"
_KIND = r"(?:(?:non-?|not )?perishable|shelf-stable)"
_IN = r"(?:in|of|for|inside|that go into|that goes into|going into|used in|that make up|which make up)"
_BUILD = r"(?:full build|build|make-?up|construction|composition|full list of (?:ingredients|supplies))"
_RESTATED = re.compile(
    rf"\s*[:;,-]\s*(?:every|each|all|all the|each of the) (?:single )?{_PARTS}"
    r" (?:that (?:goes|go) into|in|used in|of|inside) (?:it|them)\b",
    re.IGNORECASE,
)
_BY_NAME = re.compile(r",?\s*\b(?:by|with their|with its|each by) names?\s*(?=[.?!]?\s*$)", re.IGNORECASE)


def _names(products: Sequence[str]) -> str:
    alts = sorted({re.escape(p.removeprefix("the ")) for p in products if p}, key=len, reverse=True)
    return rf"(?:the )?(?:{'|'.join(alts)})"


def parts_of_named(question: str, products: Sequence[str]) -> str:
    """``question`` with a named product's parts said the way the recipe readings read them (see the module
    docstring); unchanged when it names no product's parts.

    >>> parts_of_named("The perishable ingredients in a mel-bun, each with its cost.", ["mel-bun"])
    'what goes into the mel-bun that is perishable, each with its cost.'
    >>> parts_of_named("What does the shelf-stable packaging of one mel-bun cost?", ["mel-bun"])
    "how much of a mel-bun's unit cost is shelf-stable?"
    >>> parts_of_named("The full build of the mel-bun: every supply that goes into it, by name.", ["mel-bun"])
    'what goes into the mel-bun.'
    """
    lowered = question.lower()
    if not products or not re.search(r"ingredient|suppl|packaging|component|part|input|build|make", lowered):
        return question
    names = _names(products)
    build = re.compile(
        rf"\b(?:the (?:{_BUILD}) of (?P<a>{names})|(?P<b>{names})'s (?:{_BUILD}))\b(?P<rest>.*)$",
        re.IGNORECASE,
    )
    found = build.search(question)
    if found is not None:
        name = found.group("a") or found.group("b")
        rest = _BY_NAME.sub("", _RESTATED.sub("", found.group("rest")))
        head = question[: found.start()]
        lead_in = r"^.*?\b(?:I'?d like|I would like|give me|show me|tell me|list)\s+$"
        head = re.sub(lead_in, "", head, flags=re.I)
        return f"{head}what goes into {_the(name)}{rest}".strip()
    noun = re.compile(
        rf"^(?P<lead>.*?)\b(?:the |its |their )?(?P<kind>{_KIND} )?{_PARTS} {_IN}"
        rf" (?:a |an |one |each |the )?(?:single )?(?P<name>{names})\b(?P<rest>.*)$",
        re.IGNORECASE,
    )
    found = noun.search(question)
    if found is None:
        return question
    lead, kind = found.group("lead"), found.group("kind")
    name, rest = found.group("name"), found.group("rest")
    kind = (kind or "").strip().lower().replace("not ", "non-")
    costed = re.match(r"^\s*(?:what|how much)\s+(?:does|do|did|would)\s*$", lead, re.I) and re.match(
        r"^\s*cost\b", rest, re.I
    )
    if costed:
        tail = re.sub(r"^\s*cost\b", "", rest, flags=re.I)
        if kind:
            return f"how much of a {name.removeprefix('the ')}'s unit cost is {kind}{tail}"
        return f"what does one {name.removeprefix('the ')} cost to make{tail}"
    if lead.strip(" ,:;").lower() not in {"", "list", "list all", "show", "show me", "give me", "name",
                                         "what are", "which are", "list the", "show the"}:  # fmt: skip
        return question
    rest = _BY_NAME.sub("", rest)
    that_is = f" that is {kind}" if kind else ""
    return f"what goes into {_the(name)}{that_is}{rest}"


def _the(name: str) -> str:
    return name if name.lower().startswith("the ") else f"the {name}"
