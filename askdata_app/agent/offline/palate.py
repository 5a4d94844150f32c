"""A critic's questions the sales records cannot settle: how something tastes ("which sandwich is the most
delicious", "does the mel-bun taste better than the krautback"), what to pair with a dish that is not on the
menu ("which beer goes with the doctor stew", "a wine to serve with it"), what is in a dish beyond its
supplies and their cost ("the calories in a tangaroo", "is the krautback gluten-free"), whether it suits a
diet or is wholesome ("sugary drinks", "a dish for vegans", "eating more healthily"; not when the question
says what it means by the word), how the staff treat the guests ("is the service warmer at Philadelphia",
"the friendliest staff"), or how the shops compare with places the data does not hold ("how does that stack
against the diner across the road", "our competitors' prices").

A taste said as a child says it ("is it yummy", "the yummiest jaffle") is one too.

Each was read as some other figure, or as words not understood with nothing offered instead; it is asked
back (which figure from the records should decide it), never answered.
"""

from __future__ import annotations

import re

__all__ = ["PALATE_ASK", "palate_ask"]

_PALATE = re.compile(
    # taste
    r"\btast(?:es|ed|ing|y|ier|iest)\b(?<!\btasting(?= (?:platters?|plates?|boards?|events?|sessions?"
    r"|menus?|evenings?|nights?|flights?|boxe?s?)\b))"
    r"|\btaste (?:better|best|worse|worst|nicer|nicest|good|great|bad)\b"
    r"|\b(?:the )?(?:most|least|more|less) (?:delicious|flavou?rful|appetizing|appetising|tasty|satisfying)\b"
    r"|\b(?:best|worst|nicest)[- ]tasting\b|\bflavou?r profiles?\b"
    r"|\bpalates?\b"  # "which year had the finest palate"
    # taste as a child says it ("is it yummy", "the yummiest jaffle", "more scrumptious")
    r"|\b(?:yumm?(?:y|ier|iest|yest)|scrumptious|delish)\b"
    # pairings with drinks the menu does not sell
    r"|\b(?:wines?|beers?|ales?|cocktails?|champagne|prosecco|sake|whisk(?:e)?y|spirits)\b"
    r"(?= (?:[\w'-]+ ){0,6}?(?:pair|pairs|paired|pairing|go|goes|match|matches|serve|served|with)\b)"
    r"|\b(?:pair|pairs|paired|pairing|serve|match) (?:[\w'-]+ ){0,4}?(?:wines?|beers?|cocktails?)\b"
    # what is in a dish beyond its supplies
    r"|\b(?:calories|kilocalories|kcal|nutrition(?:al)?(?: facts| values| information| info)?"
    r"|allergens?|gluten[- ]free|sodium content|sugar content|fat content|protein content)\b"
    # diets and how wholesome a dish is (unless the question says what it means by the word)
    r"|\b(?:sugary|sugar[- ]free|low[- ](?:sugar|fat|carb|calorie)|vegans|vegetarians|dairy[- ]free"
    r"|lactose[- ]free|halal|kosher|keto|paleo|nutritious|healthily|unhealthily)\b"
    r"(?!['\"]? (?:means?|meaning|i mean|are|is) (?:the|just|only)\b)"
    # a diet said of a dish or of people ("a vegan reader", "vegetarian options", "is it vegan?"; "vegan
    # orders" alone is left as a word not understood)
    r"|\b(?:vegan|vegetarian|plant[- ]based)(?=[- ](?:friendly|options?|items?|dishes?|jaffles?|drinks?"
    r"|menu|meals?|foods?|choices?|readers?|diners?|guests?|customers?|eaters?|people|diets?)\b"
    r"|\s*[?.!]*\s*$)"
    r"|\b(?:un)?health(?:y|ier|iest) (?:eating|eaters?|food|foods|options?|choices?|drinks?|meals?|diets?"
    r"|jaffles?|items?|menu|menu items?|dishes?|snacks?|habits?)\b"
    r"|\beat(?:s|ing)? (?:more |less )?(?:healthy|healthier|better|worse)\b"
    # how the guests are treated
    r"|\b(?:friendl(?:ier|iest)|politer|politest|rud(?:er|est)|warmer welcome|better service|worse service"
    r"|service (?:is|was) (?:better|worse|friendlier|nicer|warmer|faster|slower))\b"
    r"|\b(?:service|staff|waiters?|servers?|baristas?) (?:is |are |was |were )?(?:more |less )?"
    r"(?:friendly|polite|rude|attentive|welcoming)\b"
    # places the data does not hold
    r"|\b(?:competitors?|competition|rivals?)(?:'s?)?\b|\bcompetitive(?= (?:[\w'-]+ ){0,2}?(?:rates?|prices?"
    r"|pricing|offers?|quotes?)\b)|\b(?:market|going) rates?\b|\baround here\b|\bin (?:this|our|the) area\b"
    r"|\b(?:the|a|that|this) (?:[\w'-]+ ){0,2}?"
    r"(?:place|restaurant|diner|caf[eé]|shop|bistro|deli|bakery|joint|spot|stand|truck)"
    r" (?:down the (?:street|road|block)|across the (?:street|road)|next door|around the corner"
    r"|over the road|up the (?:street|road))\b",
    re.IGNORECASE,
)
"""A matter of taste, pairing, nutrition or diet, service or other places, which the records do not hold."""

PALATE_ASK = (
    "The records cannot settle {what}: they hold the orders and their items, the customers, the stores, "
    "the products with their prices and descriptions, and the supplies each product uses. Which figure from "
    "those should I show instead?"
)
"""The question back."""


def palate_ask(question: str) -> str | None:
    """The question back when ``question`` asks what the records cannot settle, or None.

    >>> palate_ask("Which sandwich is the most delicious?") is not None
    True
    >>> palate_ask("How many calories does a tangaroo have?") is not None
    True
    >>> palate_ask("Which beer pairs well with the doctor stew?") is not None
    True
    >>> palate_ask("Which drink sells best with the doctor stew?") is None
    True
    """
    found = _PALATE.search(question)
    if found is None:
        return None
    return PALATE_ASK.format(what=f"'{found.group(0).strip().lower()}'")
