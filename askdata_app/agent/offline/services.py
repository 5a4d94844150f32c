"""Requests and questions a concierge might put that the sales data cannot answer: a service to perform
("reserve a table for four", "book us in"), a fact about the premises the data does not hold ("is the
Chicago café wheelchair accessible", "the Wi-Fi password", "is there parking", a customer's e-mail or postal
address), or a matter of a guest's
taste ("which café would my guest enjoy the most", "would that be too crowded for my guest", "which venue is
the most romantic"); holding a date "for us" ("can you hold Saturday 12 June at Chicago for us") is a
service too.

Each is asked back (what the data can show instead), never answered with another figure: "enjoy the most"
was answered with the store that has the most customers, and "too crowded" with the count of customers.
"""

from __future__ import annotations

import re

__all__ = ["service_ask"]

_SERVICE = re.compile(
    r"\b(?:reserve|book|hold|save) (?:us |me |them |him |her )?(?:a |an |the )?(?:table|seat|seats|spot|place"
    r"|booking|reservation)\b"
    r"|\b(?:make|place) (?:a |the )?(?:reservation|booking)\b"
    r"|\bwheel ?chair\b|\b(?:wheelchair[- ]|step[- ]free |disabled )access(?:ible|ibility)?\b"
    r"|\b(?:is|are) (?:the |our )?\w+(?: \w+)? (?:café|cafe|store|shop)s? accessible\b"
    r"|\bwi-?fi\b|\bwireless (?:password|network)\b|\bpassword\b"
    r"|\b(?:parking|car park|restrooms?|toilets?|bathrooms?|baby[- ]changing|high ?chairs?|dress code"
    r"|pets? allowed|dogs? allowed|outdoor seating|phone number|opening times|directions to)\b"
    r"|\be-?mail address(?:es)?\b|\b(?:what|which) e-?mail\b|\be-?mail (?:on file|do we have|we have)\b"
    r"|\b(?:home|postal|mailing|street|billing|shipping|delivery) address\b"
    r"|\baddress (?:on file|do we have)\b"
    r"|\bdate of birth\b"
    r"|\b(?:reserve|book|hold|save|block out|pencil in) [\w ,']{3,60}?"
    r" for (?:us|me|them|the couple|my clients?)\b",
    re.IGNORECASE,
)
"""A service to perform, or a fact about the premises the data does not hold."""

_TASTE = re.compile(
    r"\b(?:would|will|might|could) (?:my|our|the|a|this|that) (?:guests?|visitors?|customers?|clients?|family"
    r"|friends?|party) (?:\w+ )?(?:enjoy|like|love|prefer|appreciate)\b"
    r"|\b(?:too|overly) (?:crowded|busy|packed|quiet|noisy|loud|full|hectic|empty)"
    r"(?: for (?:my|our|the|a|this|that) (?:guests?|visitors?|customers?|clients?|family|friends?|party))?\b"
    r"|\b(?:most|more|least|less) (?:romantic|charming|cosy|cozy|intimate|elegant|beautiful|pretty"
    r"|picturesque"
    r"|photogenic|instagrammable|atmospheric|stylish)\b",
    re.IGNORECASE,
)
"""A matter of a guest's taste: what they would enjoy, whether it is too crowded for them."""

SERVICE_ASK = (
    "I can only answer from the shop's records (orders and their items, customers, stores, products and the "
    "supplies each product uses); I cannot {what}. Which figure from those records would help?"
)
TASTE_ASK = (
    "Whether a guest would {what} is a matter of taste the records cannot settle. Which figure should decide "
    "it: the number of orders, the number of customers, or revenue?"
)


def service_ask(question: str) -> str | None:
    """The question back when ``question`` asks for a service, a fact the data does not hold, or a guest's
    taste; None otherwise."""
    found = _SERVICE.search(question)
    if found is not None:
        return SERVICE_ASK.format(what=f"look up or arrange '{found.group(0).lower()}'")
    found = _TASTE.search(question)
    if found is not None:
        return TASTE_ASK.format(
            what=f"find it {found.group(0).lower()}"
            if found.group(0).lower().startswith(("too", "overly"))
            else "enjoy it"
        )
    return None
