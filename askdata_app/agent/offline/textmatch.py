"""Members picked by words in their text: "which drink's description mentions vanilla", "the jaffle the menu
calls savory and sweet", "which products have 'beef' in their description" (quoted or not: "which menu items
mention beef in their description"), "stores whose name contains 'San'".

The members are listed as usual ("list the jaffles"); the text said is then looked for, ignoring case, in
the column named (the description when the menu "calls" or "describes" a member so). Before, the words
looked for were read as unknown words.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["TextMatch", "like_pattern", "read_counted_text_match", "read_text_match"]

_NOUN = r"(?P<noun>[a-z][a-z-]*?)(?:'s|s'|s)?"
_QUOTED = (
    r"(?P<q>['\"\u2018\u201c]?)(?P<phrase>[^'\"\u2019\u201d?.,;:!]{2,60}?)"
    r"(?:['\"\u2019\u201d]|(?=[?.,;:!]|$))"
)
_CONTAINS = (
    r"(?:contains?|containing|mentions?|mentioning|includes?|including|says?|saying|reads?|has|with"
    r"|features?|uses? the (?:word|words|phrase))"
)
_PATTERNS = (
    # "which drink's description mentions vanilla", "products whose description contains 'beef'"
    re.compile(
        rf"(?:^\s*|\b(?:which|what|a|an|the|any|all|list(?: the)?|every) ){_NOUN} (?:whose |with (?:a |the )?"
        r"|that (?:has|have) (?:a |the )?|(?:has|have|having) (?:a |the )?)?(?P<col>description|name)s? "
        rf"(?:that |which )?{_CONTAINS} (?:the (?:word|words|phrase|text|term|terms) )?{_QUOTED}",
        re.IGNORECASE,
    ),
    # "the jaffle the menu calls savory and sweet", "a drink that the menu describes as creamy"
    re.compile(
        rf"\b(?:which|what|a|an|the|any) {_NOUN} (?:that |which )?the menu (?:itself )?(?:calls|describes as"
        rf"|lists as|bills as|sells as|calls it|describes) (?:it )?(?:as )?{_QUOTED}",
        re.IGNORECASE,
    ),
    # "which products have 'beef' in their description"
    re.compile(
        rf"\b(?:which|what|any|list(?: the)?) (?:menu )?{_NOUN} (?:has|have|mention|mentions|contain|contains"
        r"|include|includes|say|says|use|uses) (?:the (?:word|words|phrase) )?"
        r"(?P<q>['\"\u2018\u201c]?)(?P<phrase>[^'\"\u2019\u201d?.,;:!]{2,60}?)['\"\u2019\u201d]? in"
        r" (?:its|their|the) (?:menu )?(?P<col>description|name)s?\b",
        re.IGNORECASE,
    ),
)


@dataclass(frozen=True)
class TextMatch:
    """Members of a kind whose text column holds a phrase."""

    noun: str
    """The kind of member, as said ("jaffle", "product")."""
    column: str
    """"description" or "name"."""
    phrase: str


def read_text_match(question: str) -> TextMatch | None:
    """The members ``question`` picks by words in their text, or None.

    >>> read_text_match("There's a drink the menu calls fizzy and sour. Which one is it?")
    TextMatch(noun='drink', column='description', phrase='fizzy and sour')
    >>> read_text_match("Which products' descriptions mention 'beef'?")
    TextMatch(noun='product', column='description', phrase='beef')
    >>> read_text_match("Which jaffle sells the most?") is None
    True
    >>> read_text_match("How many customers have a name containing 'Ann'?") is None
    True
    """
    if not re.search(r"\bdescri|\bname|\bmenu calls\b", question, re.IGNORECASE):
        return None
    if re.search(r"\bhow many\b|\bcount\b|\bnumber of\b|\bsold\b|\brevenue\b|\borders?\b", question, re.I):
        return None  # a figure of those members, not the members: read elsewhere
    for pattern in _PATTERNS:
        found = pattern.search(question)
        if found is None:
            continue
        column = found.groupdict().get("col") or "description"
        phrase = " ".join(found.group("phrase").split())
        if not found.group("q"):  # "calls a kiwi and lime agua fresca": the words, not the article
            phrase = re.sub(r"^(?:a|an|the|it)\s+", "", phrase, flags=re.IGNORECASE)
        if not phrase or (not found.group("q") and len(phrase.split()) > 5):
            continue
        return TextMatch(found.group("noun").lower(), column.lower(), phrase)
    return None


_HOW_MANY = re.compile(r"^\s*(?:so\s+|and\s+)?how many (?P<rest>.+)$", re.IGNORECASE)
_FIGURE = re.compile(r"\bsold\b|\brevenue\b|\borders?\b|\bcustomers?\b|\bhow many times\b", re.IGNORECASE)


def read_counted_text_match(question: str) -> TextMatch | None:
    """The members ``question`` counts when they are picked by words in their text ("how many products have
    a description containing 'house-made'", "how many product descriptions contain the term 'beef'"), or
    None: read as the members listed, then counted. Before, the count was read as one of supplies.

    >>> read_counted_text_match("How many product descriptions contain the term 'house-made'?")
    TextMatch(noun='product', column='description', phrase='house-made')
    >>> read_counted_text_match("How many jaffles were sold with 'beef' in the description?") is None
    True
    """
    asked = _HOW_MANY.match(question)
    if asked is None or _FIGURE.search(asked.group("rest")):
        return None
    rest = re.sub(
        r"^(?:of (?:the |our )?)?([a-z-]+?)s? (descriptions?|names?) ", r"\1's \2 ", asked.group("rest")
    )
    return read_text_match(f"which {rest}")


def like_pattern(phrase: str) -> str:
    """A SQL string literal for LIKE that matches the lower-cased ``phrase`` anywhere (quotes doubled).

    >>> like_pattern("O'Clock")
    "'%o''clock%'"
    """
    return "'%" + phrase.lower().replace("'", "''") + "%'"
