"""English as a second language, said plainly before a question is read.

Learners of English carry their first language's grammar over; the meaning is clear, the words are off:

- "how much" before a countable plural asks how many ("how much orders", "how much persons");
- a comparative without "than" is a superlative ("the 2 products more cheap", "the store more big", "the
  hour most busy", "the store with the less orders");
- articles and "of" around a period ("in the year of 2019", "in the December of 2020", "on the 2019");
- "in the weekend", "the weekends of Q3 2020": on weekends, in that period.

Every rewrite is general: no word of a particular question is listed. ``invert_of`` turns "the margin of
gross", "the type of product" into the layer's own term ("gross margin", "product type").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from askdata_app.agent.offline.text import singular

_MONEY_PLURALS = frozenset(
    [
        "sales",
        "takings",
        "earnings",
        "revenues",
        "profits",
        "costs",
        "taxes",
        "proceeds",
        "margins",
        "funds",
        "receipts",
        "spends",
        "dollars",
        "bucks",
        "totals",
        "prices",
    ]
)
"""Plural nouns of money: "how much sales" asks an amount."""

_NOT_NOUNS = frozenset(
    {"one", "ones", "is", "are", "was", "were", "be", "has", "have", "had", "did", "do", "does", "and", "or"}
    | {"of", "in", "on", "at", "by", "for", "to"}
)
"""Words between "the" and "more" that are not the noun ranked ("the one more cheap" keeps its order)."""

_HOW_MUCH = re.compile(r"\bhow much (?:of )?(?:the |our )?([a-z]+)\b")


def _how_many(m: re.Match[str]) -> str:
    noun = m.group(1)
    countable = noun in {"people", "persons"} or (
        len(noun) > 3
        and noun.endswith("s")
        and not noun.endswith(("ss", "us", "is"))
        and noun not in _MONEY_PLURALS
    )
    if not countable:
        return m.group(0)
    return f"how many {'people' if noun == 'persons' else noun}"


def _superlative(adj: str) -> str | None:
    """ "big" -> "biggest", "busy" -> "busiest", "cheap" -> "cheapest"; None for a long adjective."""
    if not adj.isalpha() or len(adj) < 3:
        return None
    vowels = sum(1 for a, b in zip(" " + adj, adj, strict=False) if b in "aeiouy" and a not in "aeiouy")
    if vowels > 2 or (vowels == 2 and not adj.endswith("y")):
        return None
    if adj.endswith("y"):
        return adj[:-1] + "iest"
    if adj.endswith("e"):
        return adj + "st"
    if len(adj) >= 3 and adj[-1] not in "aeiouwxy" and adj[-2] in "aeiou" and adj[-3] not in "aeiou":
        return adj + adj[-1] + "est"
    return adj + "est"


def _make_superlatives(text: str, known: Callable[[str], bool]) -> str:
    """ "the products more cheap" -> "the products cheapest": only a superlative the planner reads."""
    if re.search(r"\bthan\b", text):
        return text

    def sup(m: re.Match[str]) -> str:
        said = _superlative(m.group(2))
        if said is not None and known(said):
            return said  # "more cheap": cheapest
        return f"most {m.group(2)}" if known(m.group(2)) else m.group(0)  # "more expensive"

    def before_noun(m: re.Match[str]) -> str:
        """ "the 2 products more cheap" -> "the 2 cheapest products"."""
        noun, adj = m.group(2), m.group(3)
        if noun in _NOT_NOUNS or not noun.isalpha():
            return m.group(0)
        said = _superlative(adj)
        if said is not None and known(said):
            return f"the {m.group(1) or ''}{said} {noun}"
        return f"the {m.group(1) or ''}most {adj} {noun}" if known(adj) else m.group(0)

    text = re.sub(r"(?<!of )\bthe ((?:\d+|[a-z]+) )?([a-z]+) (?:more|most) ([a-z]+)\b", before_noun, text)
    text = re.sub(r"\b(more|most) ([a-z]+)\b", sup, text)
    return re.sub(r"\bthe less\b", "the least", text)


_PERIOD_ARTICLES = (
    (re.compile(r"\bthe (?:year|fiscal year)(?: of)? ((?:19|20)\d\d)\b"), r"\1"),
    (
        re.compile(
            r"\bthe (january|february|march|april|may|june|july|august|september|october|november|december)"
            r" of ((?:19|20)\d\d)\b"
        ),
        r"\1 \2",
    ),
    (re.compile(r"\b(in|on|for|during|of) the ((?:19|20)\d\d)\b(?= *(?:[?.!,]|$))"), r"\1 \2"),
    (re.compile(r"\b(how many [a-z]+) there (are|were|is|was)\b"), r"\1 \2"),
    (re.compile(r"\b(?:in|on|at|over|during) the weekend\b(?! of)"), "on weekends"),
    (re.compile(r"\b(?:in|on|at|over|during) the weekends of\b"), "on weekends in"),
)


def plain_english(text: str, known: Callable[[str], bool]) -> str:
    """``text`` (lower case) in plain English word order.

    Args:
        text: the question.
        known: whether the planner reads a word as a ranking ("cheapest", "biggest", "expensive").
    """
    text = _HOW_MUCH.sub(_how_many, text)
    text = _make_superlatives(text, known)
    for pattern, replacement in _PERIOD_ARTICLES:
        text = pattern.sub(replacement, text)
    return text


_AGGREGATES = frozenset(
    {"total", "sum", "number", "count", "average", "share", "amount", "value", "percentage"}
)
"""Words that say what is computed "of" something: never the head of an inverted term."""


def invert_of(tokens: Sequence[str], is_term: Callable[[tuple[str, ...]], bool]) -> list[str]:
    """ "margin of gross" -> "gross margin", "type of the product" -> "product type": a noun "of" a word
    read in the order of the layer's two-word term, when that term exists (not "the total of orders")."""
    out = list(tokens)
    i = 0
    while i + 2 < len(out):
        gap = 2 if i + 3 < len(out) and out[i + 2] in {"the", "a"} else 1
        head, of, tail = out[i], out[i + 1], out[i + 1 + gap]
        plain_tail = singular(tail) == tail  # "the total of orders" is a total, not the order total
        if of == "of" and plain_tail and head not in _AGGREGATES and is_term((tail, head)):
            out[i : i + 2 + gap] = [tail, head]
        i += 1
    return out
