"""A closing sentence asking for the name of the member found and one more thing about it: "Which café opened
first? Give me its name and the date it opened.", "Who spent the most in 2019? Name and amount."

The sentence asks for nothing new: the member the question finds, shown with a figure the question already
names ("Name and count." after "how many orders ...") or with one of its own columns ("its opening date").
Read as a question of its own, "name" was a customer's name and the column a second thing to rank by. So:

- a figure word ("count", "amount", "total", "figure", "number", "dollar figure") goes: the figure asked for
  is shown beside the name anyway;
- anything else is said in the question as "with its <thing>" ("Which café opened first, with its opening
  date?").

Also "the newest store, going by opening date": "newest" already goes by the opening date, so the phrase goes;
and "with the figure next to each name" (beside each one) asks only that each row show its figure, as a
ranking does already ("name" was a customer's name).
"""

from __future__ import annotations

import re

__all__ = ["named_with"]

_GATE = re.compile(
    r"\bnames?\b[^.?!]{0,30}\b(?:and|plus|with)\b|\b(?:going|judging|measured) by\b"
    r"|\b(?:next to|beside|alongside|by) (?:each|every)\b",
    re.I,
)
"""A cheap first look."""

_CLOSING = re.compile(
    r"(?<=[?.!])\s+(?:(?:please,? )?(?:give me|i need|tell me|show me|list|just|i want|we need|i'd like)\s+)?"
    r"(?:the |its |their |his |her )?names?(?: of (?:the|that|this) \w+)?\s+(?:and|plus|with|\+|&)\s+"
    r"(?:the |its |their |his |her )?(?P<what>[a-z][a-z -]{1,30}?)(?:,? please)?\s*[.!]*\s*$",
    re.IGNORECASE,
)
"""'... ? Give me the name and its opening date.', '... ? Name and count.': a closing sentence."""

_FIGURE = re.compile(
    r"^(?:(?:dollar |exact |total )?(?:count|amount|total|figure|number|value|sum)s?|how many|how much"
    r"|the (?:number|figure|count))$",
    re.IGNORECASE,
)
"""A word for the figure the question already asks for."""

_GOING_BY = re.compile(
    r"\b(newest|oldest|latest|earliest|most recent|youngest)(\s+(?:store|shop|café|cafe|location|branch))?"
    r",?\s+(?:going|judging|measured|ranked) by (?:its |their |the )?(?:opening|launch|open) dates?\b",
    re.IGNORECASE,
)
"""'the newest, going by opening date': newest already is by that date."""


_BESIDE_EACH = re.compile(
    r",?\s*(?:with|showing|and) (?:the |its |their |a )?(?:dollar |money |revenue |order |exact )?"
    r"(?:figures?|amounts?|numbers?|counts?|totals?|values?)"
    r" (?:next to|beside|alongside|by) (?:each|every) (?:name|one|entry|row|store|shop|café|cafe|product)\b",
    re.IGNORECASE,
)
"""', with the dollar figure next to each name': each row with its figure."""


def named_with(question: str) -> str:
    """``question`` with a closing "name and <thing>" sentence said inside it; unchanged when it has none.

    >>> named_with("Which café opened first? Give me its name and opening date.")
    'Which café opened first, with its opening date?'
    >>> named_with("Who placed the most orders in 2019? Name and count.")
    'Who placed the most orders in 2019?'
    >>> named_with("Rank the shops on 2019 orders, with the count next to each name.")
    'Rank the shops on 2019 orders.'
    >>> named_with("Which shop is the oldest, judging by opening date?")
    'Which shop is the oldest?'
    """
    if not _GATE.search(question):
        return question
    text = _GOING_BY.sub(lambda m: m.group(1) + (m.group(2) or ""), question)
    text = _BESIDE_EACH.sub("", text)
    m = _CLOSING.search(text)
    if m is not None and text[: m.start()].rstrip().endswith("?"):
        head = text[: m.start()].rstrip()
        what = m.group("what").strip()
        if _FIGURE.match(what):
            text = head
        else:
            what = re.sub(r"^(?:its|their|the) ", "", what, flags=re.IGNORECASE)
            text = f"{head[:-1].rstrip()}, with its {what}?"
    return text if text != question else question
