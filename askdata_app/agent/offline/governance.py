"""What a data-protection officer asks that the order data cannot say: consent and marketing preferences
("the customers who have given consent to marketing communications", "who opted out of emails"), requests
about personal data ("erasure requests", "subject access requests"), and judgements of compliance or of a
policy ("is our handling of the customer data compliant", "does that satisfy the minimum threshold in our
disclosure policy", "are we GDPR compliant").

The data holds orders, customers (a name, first and last order), stores and products: no consent, no
preference, no request log, and no policy with its thresholds. A list of customers or a count of them is no
answer, so each is asked back (which figure should I give instead, or what is the threshold).
"""

from __future__ import annotations

import re

__all__ = ["GOVERNANCE_ASK", "POLICY_ASK", "governance_asked"]

_I = re.IGNORECASE
_UNHELD = re.compile(
    r"\b(?:(?:given|gave|give|granted|withdrawn|withdrew|revoked) (?:their |his or her |any )?consent"
    r"|consent(?:ed)? to\b|consent (?:flags?|records?|status|forms?)|marketing (?:consent|preferences?"
    r"|permissions?|opt-?ins?|opt-?outs?|communications?|emails?)"
    r"|opted? (?:in|out)(?: of| to)?\b|opt-?(?:in|out)s?\b|unsubscribed?|newsletter"
    r"|(?:data )?(?:subject )?(?:access|erasure|deletion|rectification) requests?|right to be forgotten"
    r"|(?:email|e-mail|postal|home) addresse?s?|phone numbers?|dates? of birth|birthdays?"
    r"|privacy (?:notices?|preferences?|settings?))",
    _I,
)
_JUDGED = re.compile(
    r"\b(?:(?:is|are|was|were|be|being) (?:\w+ ){0,6}?(?:compliant|lawful|gdpr[- ]compliant)"
    r"|complian(?:t|ce) with\b|compl(?:y|ies) with\b|in breach\b|breach(?:es|ed)? (?:of )?(?:the |our )?"
    r"(?:gdpr|policy|law|regulations?)|gdpr|ccpa|hipaa"
    r"|(?:satisf(?:y|ies|ied)|meets?|met|pass(?:es|ed)?|clears?|cleared|within|above|below|breach(?:es)?)"
    r" (?:the |our |your |its )?(?:\w+ ){0,3}(?:threshold|minimum|limit|rule|standard|requirement|floor)s?"
    r"(?: [\w-]+){0,5}? (?:in|by|under|of) (?:the |our |your )?"
    r"(?:\w+ ){0,2}(?:policy|policies|rules?|guidance|guidelines|standards?|regulations?))",
    _I,
)

GOVERNANCE_ASK = (
    "The data holds no {what}: it has orders and their items, customers (a name and their first and last "
    "orders), stores, products and the supplies each product uses. Which of those should I look at instead?"
)
"""The question back for personal-data records the data does not hold."""
POLICY_ASK = (
    "The data holds no policy or its thresholds, and whether something is compliant is not in it. What is "
    "the threshold (a number), or which figure should I give?"
)
"""The question back for a judgement of compliance or against a policy."""


def governance_asked(question: str) -> str | None:
    """The question back for ``question`` when it asks about consent, personal-data requests or compliance
    (see the module docstring), or None.

    >>> governance_asked("List the customers who have given consent to marketing communications.")[:50]
    'The data holds no consent or marketing preferences'
    >>> governance_asked("Kindly confirm whether our handling of customer data is compliant.") == POLICY_ASK
    True
    >>> governance_asked("Does that satisfy the minimum threshold set out in our policy?") == POLICY_ASK
    True
    >>> governance_asked("how many customers ordered more than 5 times?") is None
    True
    """
    judged = _JUDGED.search(question)
    if judged is not None:
        return POLICY_ASK
    unheld = _UNHELD.search(question)
    if unheld is not None:
        said = unheld.group(0).lower()
        what = "consent or marketing preferences"
        if re.search(r"request|forgotten", said):
            what = "requests about personal data"
        elif re.search(r"address|phone|birth", said):
            what = "contact or personal details"
        elif re.search(r"privacy", said):
            what = "privacy settings"
        return GOVERNANCE_ASK.format(what=what)
    return None
