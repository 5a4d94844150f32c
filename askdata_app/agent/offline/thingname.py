"""The name of the things listed: "every product with its exact name and its menu price, sorted alphabetically
by name", "each store with its name and tax rate, by name".

Where one kind of thing is listed (products, stores, supplies) and no customer is named, "the name" and "by
name" are that thing's name; "name" alone was read as the customer's name, and the list could not be made
(customers cannot be related to products) or was asked back. The words are said so:

- "every product with its name and its menu price" lists every product and its menu price (a list of
  products shows their names);
- "sorted alphabetically by name" is alphabetically by product name ("sorted by name" too; "every supply
  in it, by name" alone asks the names, and is left as said);
- a list said with no verb ("every product and its price, ...") is a list ("List every product ...").

>>> thing_named("Every product with its name and its menu price, sorted alphabetically by name.")
'List every product and its menu price, sorted alphabetically by product name.'
>>> thing_named("each customer with its name, by name")
'each customer with its name, by name'
"""

from __future__ import annotations

import re

__all__ = ["thing_named"]

_I = re.IGNORECASE
_THING = re.compile(r"\b(?P<thing>products?|stores?|suppl(?:y|ies)|locations?)\b", _I)
_OTHER = re.compile(r"\b(?:customers?|clients?|buyers?|people|persons?|names? (?:of|for) the)\b", _I)
_LISTED = r"(?:every|each|all(?: the)?|all of the) (?:products?|stores?|suppl(?:y|ies)|locations?)"
_WITH_NAME = re.compile(
    rf"\b(?P<lead>{_LISTED}) with (?:its|their) (?:exact |full )?names? (?:and|plus|,) (?:its |their )?", _I
)
_BY_NAME = re.compile(
    r"\b(?:(?:sorted|ordered|listed|arranged) (?:alphabetically |in alphabetical order )?"
    r"|alphabetically |in alphabetical order )by name\b",
    _I,
)
_LIST = re.compile(rf"\b(?:list|catalog(?:ue)?|show|give)\b|{_LISTED}", _I)
"""A list is asked: a listing verb, or every one of the things."""
_VERBLESS = re.compile(rf"^(?={_LISTED} (?:and|with) (?:its|their)\b)", _I)


def _singular(thing: str) -> str:
    thing = thing.lower()
    if thing.startswith("suppl"):
        return "supply"
    return "store" if thing.startswith("location") else thing.rstrip("s")


def thing_named(question: str) -> str:
    """``question`` with the name of the one kind of thing it lists said as that thing's (see the module)."""
    things = {_singular(m.group("thing")) for m in _THING.finditer(question)}
    if len(things) != 1 or _OTHER.search(question) is not None or not _LIST.search(question):
        return question
    thing = things.pop()
    text = _WITH_NAME.sub(lambda m: f"{m.group('lead')} and its ", question)
    text = _BY_NAME.sub(f"sorted alphabetically by {thing} name", text)
    if text == question:
        return question
    return f"List {text[:1].lower()}{text[1:]}" if _VERBLESS.match(text) else text
