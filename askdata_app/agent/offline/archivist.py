"""A museum archivist's words for the data, said plainly before a question is read (round 35).

An archivist keeps registers and catalogues, accessions records and files them; the words say how the
records are kept, never what is asked:

- a label before a colon ("For the catalogue:", "Accession dates:", "Earliest accession in the customers
  register:", "a fresh entry for the register:") goes: what follows it is the question;
- "the supplies register" is the supplies table ("how many rows does the supplies register hold": its rows);
  "in the register", "on file" say only that the data has them; the register "holds" what it has ("how many
  orders hold food as well as a drink": have);
- "catalogue every product with ..." lists them; a "catalogue name" or an "exact name" is the name
  ("..., exact names" asks the names, and was read as customer names);
- a customer "accessioned" is one who placed a first order: "customers accessioned per year" are the
  customers by year of first order, "the most recent accession" the newest customer ("i.e. has the latest
  first order" after it says it again); "the first first-order timestamp" is when the earliest customer first
  ordered;
- "the first order at each store, with its timestamp" asks when each store's first order was;
- an "inventory of" records is their number ("inventory of line-item records per year"); a table's name
  glossed in brackets ("(order_items rows)") goes;
- "the most valuable supply by cost" is the most expensive one;
- "(non-)perishable supply names" are the names of those supplies; a note that each comes once ("each name
  once", "no supply name counted twice") goes (they are listed once each);
- "how many X are perishable and how many are not" is how many perishable and non-perishable X;
- customer names "occurring on" two or more customer records are names shared by two or more customers;
- the item "described as an oatmilk chai latte" is the one whose description contains those words;
- "the earliest year at the top" is the earliest year first; "duplicates across products included" says
  the rows are counted as they are (a note, dropped);
- names "appear across all the recipes": they appear (the recipes are every supply row).

Each rewrite needs the archivist's word itself, so a question without one is left as said.
"""

from __future__ import annotations

import re
from collections.abc import Callable

__all__ = ["archive_words"]

_I = re.IGNORECASE
_THINGS = r"(?:customers?|orders?|order items|products?|stores?|locations?|supplies|supply)"
_EDGE_NEW = r"(?:most recent|latest|newest|last)"
_EDGE_OLD = r"(?:earliest|first|oldest)"
_ARCHIVE = r"(?:catalogue|catalog|register|file|record|records|archive|accessions?)"


def _newest(m: re.Match[str]) -> str:
    return "newest" if re.match(_EDGE_NEW, m.group("edge"), _I) else "oldest"


def _first_order_when(m: re.Match[str]) -> str:
    edge = "latest" if re.match(_EDGE_NEW, m.group("edge"), _I) else "earliest"
    return f"when did the {edge} customer first order"


def _both_sides(m: re.Match[str]) -> str:
    return f"how many {m.group('flag')} and non-{m.group('flag')} {m.group('thing')}"


_RULES: tuple[tuple[str, str | Callable[[re.Match[str]], str]], ...] = (
    # labels before a colon: "For the catalogue:", "Accession dates:", "Earliest accession in the X register:"
    (
        rf"(?:^|(?<=[,;:]\s))(?:(?:for|a (?:fresh |new )?entry for|an entry for) (?:the |our )?{_ARCHIVE}"
        rf"|accession (?:dates?|records?|numbers?)|(?:the )?(?:{_EDGE_NEW}|{_EDGE_OLD}) accession"
        rf"(?: (?:in|on|of) (?:the |our )?(?:\w+ )?{_ARCHIVE})?)\s*:\s*",
        "",
    ),
    # "Catalogue every product with ...": list them
    (r"^catalog(?:ue)? (?=(?:every|each|all|the)\b)", "List "),
    # "exact catalogue name", "exact names, please"
    (r"(?:(?<=[?])|[,;-])\s*\bexact names?(?:,? please)?\s*(?=[.?!]*\s*$)", ""),
    (r"(?<=[.?!])\s+exact names?(?:,? please)?[.?!]*\s*$", ""),
    (r"\b(?:exact )?catalog(?:ue)? (names?)\b", r"\1"),
    (r"\bexact (names?)\b", r"\1"),
    # a table glossed by its name in brackets: "(order_items rows)"
    (r"\s*\(\s*[a-z]+_[a-z_]+ (?:rows?|records?|table)\s*\)", ""),
    # "inventory of <records>": their number
    (
        r"\binventory of (?=(?:the |all )?(?:line[- ]items?|order[- ]lines?|order[- ]items?|orders?"
        r"|customers?"
        r"|products?|supplies|supply|stores?)(?:[- ]\w+)?(?: records?| rows?)?\b)",
        "number of ",
    ),
    # "the supplies register": the supplies table; "in the register": nothing more than the data
    (rf"\b(?:the )?(?P<thing>{_THINGS}) register\b", r"the \g<thing> table"),
    (r",?\s*\b(?:in|on|from) (?:the |our )?(?:register|file)\b", ""),
    (
        rf"\b(?P<aux>does|do|did) (?P<what>the {_THINGS} (?:table|archive|records?)|the (?:archive|records?))"
        r" hold\b",
        r"\g<aux> \g<what> have",
    ),
    (rf"\b(?P<thing>{_THINGS}|line items)(?P<where> in the (?:archive|records?))? hold\b", r"\g<thing> have"),
    # ", duplicates across products included": a note of how rows are counted
    (r",?\s*(?:with )?duplicates? (?:across|between|over) \w+ (?:included|counted|and all)", ""),
    # customers accessioned per year; the most recent accession
    (
        r"\b(?P<who>customers?(?: records?)?) accessioned (?:per|by|each|every|in each) year\b",
        r"\g<who> by year of first order",
    ),
    (
        rf"\b(?:is |was )?the (?P<edge>{_EDGE_NEW}|{_EDGE_OLD}) accession"
        r"(?:\s*,?\s*(?:i\.\s?e\.?|ie|that is|in other words),?\s+(?:has|had|with) the \w+(?: recent)? first"
        r" orders?(?: date| time)?(?: of (?:all|them all|any))?)?",
        lambda m: f"is the {_newest(m)}",
    ),
    (
        rf"\bthe (?P<edge>{_EDGE_NEW}|{_EDGE_OLD}) first[- ]order (?:timestamp|time|date(?:[- ]?time)?)"
        r"(?: on file| on record| in the (?:archive|records?))?",
        _first_order_when,
    ),
    # "the first order at each store, with its timestamp": when it was
    (
        rf"^(?:list |show |give )?(?P<what>the (?:very )?(?:{_EDGE_NEW}|{_EDGE_OLD})(?: recorded)? orders?"
        r" (?:at|of|for|in) (?:each|every) \w+),? with (?:its|their) (?:timestamps?|exact times?|times?)"
        r"(?=[.?!]*\s*$)",
        r"when was \g<what>",
    ),
    # "the most valuable supply, by cost": the most expensive
    (r"\bmost valuable\b(?=[^?.!]*\bby (?:its |unit |supply )?cost\b)", "most expensive"),
    (r"\bleast valuable\b(?=[^?.!]*\bby (?:its |unit |supply )?cost\b)", "cheapest"),
    # "(non-)perishable supply names": the names of those supplies; "each name once"
    (
        r"(?<!\bdistinct )(?<!\bdifferent )(?<!\bunique )\b(?:the )?(?P<flag>non-perishable|perishable)"
        r" supply names\b",
        r"the distinct names of the \g<flag> supplies",
    ),
    (r",?\s*(?:with )?each (?:name|one|entry) (?:only )?once\b", ""),
    (r"[,.;]?\s*\bno (?:\w+ )?(?:name|entry) (?:is |being )?counted (?:twice|more than once)\b", ""),
    # "how many X are perishable and how many are not"
    (
        r"\bhow many (?P<thing>[\w ]{1,30}?) (?:are|were)"
        r" (?P<flag>perishable|food|drinks?|jaffles?|beverages?)"
        r" and how many (?:are|were)(?: not|n't)\b",
        _both_sides,
    ),
    # "customer names that occur on two or more customer records": shared by
    (
        r"\b(?P<noun>customer )?names (?:occur|appear|recur|show up|are found)(?:ring)?"
        r" (?:on|in|across|among)"
        r" (?P<n>(?:two|three|2|3) or more|more than (?:one|1)|several|multiple) (?:customer )?"
        r"(?:records?|customers?|entries|entry)\b",
        r"\g<noun>names are shared by \g<n> customers",
    ),
    # "the item described as an oatmilk chai latte": its description contains the words
    (
        r"\b(?P<kind>items?|products?|drinks?|jaffles?|ones?|dish(?:es)?|beverages?)"
        r" (?:that is |which is |that's |is )?described as (?:an? |the )?"
        r"(?P<words>[\w' -]{3,40}?)(?=\s*[?.!,:;]|$)",
        r"\g<kind> whose description contains \g<words>",
    ),
    # "earliest year at the top": earliest year first
    (
        rf"\b(?P<edge>{_EDGE_OLD}|{_EDGE_NEW}) (?P<unit>years?|months?|days?|dates?|quarters?|weeks?)"
        r" (?:at the top|on top|uppermost|at the head)\b",
        r"\g<edge> \g<unit> first",
    ),
    # "distinct supply names appear across all the recipes": they appear
    (
        r"\b(?P<verb>appear|occur|feature|are used|are listed)"
        r" (?:across|in|over|throughout) (?:all |each of )?(?:the |our )?"
        r"(?:recipes|register|archive|records)\b",
        r"\g<verb>",
    ),
)
_COMPILED = tuple((re.compile(p, _I), r) for p, r in _RULES)
_CUE = re.compile(
    r"\b(?:catalog(?:ue)?|register|accession(?:s|ed)?|exact names?|timestamps?|inventory of|most valuable"
    r"|least valuable|perishable|names (?:occur|appear|recur|show up|are found)|described as|at the top"
    r"|on top|uppermost|at the head|duplicates?|\w+_\w+ rows"
    r"|(?:appear|occur|feature|are used|are listed) (?:across|in"
    r"|over|throughout) (?:all |each of )?(?:the |our )?(?:recipes|register|archive|records)|hold"
    r"|entry for|on file|each (?:name|one|entry) (?:only )?once|counted (?:twice|more than once))\b",
    _I,
)


def archive_words(question: str) -> str:
    """``question`` with an archivist's words said plainly (see the module docstring).

    >>> archive_words("How many rows does the supplies register hold, duplicates across products included?")
    'How many rows does the supplies table have?'
    >>> archive_words("Customers accessioned per year, earliest year at the top")
    'Customers by year of first order, earliest year first'
    >>> archive_words("How many line items are there?")
    'How many line items are there?'
    """
    if _CUE.search(question) is None:
        return question
    text = question
    for pattern, repl in _COMPILED:
        text = pattern.sub(repl, text)
    if text == question:
        return question
    text = re.sub(r"[ \t]+([,?!]|\.(?!\w))", r"\1", re.sub(r"[ \t]+", " ", text)).strip()
    return text[:1].upper() + text[1:] if question[:1].isupper() else text
