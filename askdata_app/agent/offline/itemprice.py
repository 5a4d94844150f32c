"""What one menu item costs, asked the way a counter worker asks it: after a greeting ("hi sorry, how much is
the flame impala?"), after a sentence that names the item ("is the pourover a coffee? how much does it
cost"), and again for another item ("and the vanilla ice?", "what about the iced coffee one?" after a price).

The planner reads "how much is the krautback" as its menu price when the whole question is that; here the
price sentence is found inside a longer question, "it" is the one item the sentences before it name, and a
follow-up naming only another item asks that item's price. Before, a lead-in made the question a sum of
revenue, "it" was no item (the supply cost of everything), and the follow-up kept the words "cost" as the
supply cost of the new item.
"""

from __future__ import annotations

import re

__all__ = ["it_price_sentence", "other_item_said", "price_sentences"]

_SENTENCE = re.compile(
    r"(?<=[?.!])\s+|\s*(?:,|\s[-\u2013\u2014]+)\s*(?=(?:so |and |ok )?(?:how much|what does|what do)\b)", re.I
)
_IT = re.compile(
    r"(?:so |and |ok )?(?:how much (?:is|'s|does|do) (?:it|that|this|one)(?: cost)?"
    r"|what (?:does|do) (?:it|that|this|one) cost|what(?:'s| is) (?:its|the) price)"
    r"(?:,? (?:before|excluding|without|pre)[- ]tax)?\s*[?.!]*",
    re.IGNORECASE,
)
_OTHER = re.compile(
    r"(?:(?:and|also|ok|so|what about|how about|same for|and what about|and how about)\s+)+"
    r"(?:the |a |an |one )?(?P<item>[^?.!,]{2,40}?)\s*[?.!]*",
    re.IGNORECASE,
)


def price_sentences(question: str) -> list[tuple[str, str]]:
    """Each (what is said before, the sentence after it) of ``question``, the last sentence first.

    >>> price_sentences("hi sorry, how much is the flame impala?")
    [('hi sorry', 'how much is the flame impala?')]
    >>> price_sentences("is the pourover a coffee? how much does it cost")
    [('is the pourover a coffee?', 'how much does it cost')]
    """
    cuts = list(_SENTENCE.finditer(question))
    return [(question[: c.start()].strip(), question[c.end() :].strip()) for c in reversed(cuts)]


def it_price_sentence(sentence: str) -> bool:
    """Whether ``sentence`` asks the price of an item said before it ("how much does it cost")."""
    return _IT.fullmatch(sentence.strip()) is not None


def other_item_said(question: str) -> str | None:
    """The item a bare follow-up names ("and the vanilla ice?" -> "the vanilla ice"), or None.

    >>> other_item_said("and the vanilla ice?")
    'vanilla ice'
    >>> other_item_said("how many orders did it have?") is None
    True
    """
    m = _OTHER.fullmatch(question.strip())
    return m.group("item").strip() if m is not None else None
