"""Names that several records share: "how many customer names are shared by more than one customer record",
"the largest number of customers that share a single name", "the fewest customers with any one name", "how
many customers share their name with another customer".

The records are counted per name; then the names held by more than one record (or by the number said) are
counted, or the largest (smallest) count is given, or the records whose name another record has too are
counted. Before, "shared by more than one" was read as customers with more than one order, and the largest
number sharing a name was asked back.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["SharedNames", "read_shared_names", "shared_names_sql"]

_I = re.IGNORECASE
_NOUN = r"(?P<noun>customer|client|person|people|shopper|buyer|guest|product|store|location|supply|supplie)"
_RECORDS = rf"(?:{_NOUN}s?(?:\s+records?)?|records?|people|persons)"
_MANY = (
    r"(?P<many>more than (?:one|1)|two or more|2 or more|at least (?:two|2)|several|multiple|many"
    r"|more than a single)"
)
_NAMES = re.compile(
    rf"^\s*how many (?:distinct |different |unique )?(?:(?P<noun1>[a-z]+) )?names (?:are |were |have been )?"
    rf"(?:shared|used|held|borne|carried|had|common)\s+(?:by|to|among|between)\s+{_MANY}\s+{_RECORDS}\b",
    _I,
)
_EXTREME = re.compile(
    r"\b(?P<ext>largest|greatest|highest|most|maximum|max|biggest|smallest|fewest|lowest|least|minimum|min)"
    rf"\s+(?:number\s+of\s+|count\s+of\s+)?{_RECORDS}\s+(?:that\s+|who\s+|which\s+)?"
    r"(?:share|shares|sharing|have|has|having|with|bear|bearing|use|using|hold|holding)\s+"
    r"(?:a\s+single|one|the\s+same|any\s+one|any\s+single|any|a|an|one\s+and\s+the\s+same)\s+"
    r"(?:single\s+|identical\s+|given\s+|exact\s+|same\s+)*(?:full\s+)?name\b",
    _I,
)
_MEMBERS = re.compile(
    rf"^\s*how many {_RECORDS}\s+(?:share|have)\s+(?:their|a|the same)\s+(?:full\s+)?name\s+with\s+"
    r"(?:at least one\s+|any\s+)?(?:other|another)\b",
    _I,
)


@dataclass(frozen=True)
class SharedNames:
    """A question about names several records share, read."""

    noun: str
    """The records named ("customer"); "" when not said."""
    ask: str
    """'names' (how many names are shared), 'MAX' / 'MIN' (records per name), 'members' (records sharing)."""
    least: int = 2
    """The number of records a name is shared by, at least ('names')."""


def _noun(said: str | None) -> str:
    noun = (said or "").lower()
    noun = {"client": "customer", "person": "customer", "people": "customer", "shopper": "customer"}.get(
        noun, noun
    )
    noun = {"buyer": "customer", "guest": "customer", "supplie": "supply", "location": "store"}.get(
        noun, noun
    )
    return noun if noun in {"customer", "product", "store", "supply"} else ""


def read_shared_names(question: str) -> SharedNames | None:
    """The names-shared question ``question`` asks, or None.

    >>> read_shared_names("How many distinct customer names are shared by more than one customer record?")
    SharedNames(noun='customer', ask='names', least=2)
    >>> read_shared_names("What is the largest number of customer records that share one identical name?")
    SharedNames(noun='customer', ask='MAX', least=2)
    >>> read_shared_names("How many customers share their name with another customer?").ask
    'members'
    >>> read_shared_names("How many customers placed more than one order?") is None
    True
    """
    m = _NAMES.search(question)
    if m is not None:
        noun = _noun(m.group("noun1")) or _noun(m.group("noun"))
        return SharedNames(noun, "names")
    m = _EXTREME.search(question)
    if m is not None:
        ext = m.group("ext").lower()
        least = ext in {"smallest", "fewest", "lowest", "least", "minimum", "min"}
        return SharedNames(_noun(m.group("noun")), "MIN" if least else "MAX")
    m = _MEMBERS.search(question)
    if m is not None:
        return SharedNames(_noun(m.group("noun")), "members")
    return None


def shared_names_sql(shared: SharedNames, table: str, name: str) -> str:
    """The answer over ``table`` whose records are named by the column ``name``."""
    per_name = f"SELECT {name}, COUNT(*) AS n FROM {table} GROUP BY {name}"
    if shared.ask == "names":
        return f"SELECT COUNT(*) AS shared_names FROM ({per_name}) AS t WHERE n >= {shared.least}"
    if shared.ask == "members":
        return f"SELECT SUM(n) AS sharing_a_name FROM ({per_name}) AS t WHERE n > 1"
    return f"SELECT {shared.ask}(n) AS {shared.ask.lower()}_sharing_one_name FROM ({per_name}) AS t"
