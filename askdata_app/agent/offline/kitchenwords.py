"""A food writer's words for the house and its menu, said plainly before a question is read.

- the kitchen is the house: "what does it cost the kitchen to make one X" is what it costs us, "the
  cheapest for the kitchen to make" the cheapest to make, "what did the kitchen spend on ..." what we
  spent, "how many ingredients does the kitchen stock" how many there are, and "... in the kitchen" says
  nothing more (the supplies are the kitchen's); a supply's cost is per portion, so "the costliest
  ingredient per portion, and what does a portion cost" is the costliest ingredient;
- the menu's price list: the dishes "at the bottom of the price list" (or "at the foot of the menu") are
  the cheapest, those "at the top of the price list" the priciest;
- what the menu says of a dish: "how does the menu describe X" asks for X's description;
- "how many different supplies are on our list" (in our catalogue, on our books) is how many there are;
- prices: "the lowest-priced drink" is the cheapest, "the price gap between A versus B" the price difference
  between A and B.

Each rewrite needs the words said, so "kitchen" or "menu" elsewhere keep their meaning.

>>> kitchen_words("What does it cost the kitchen to make one mel-bun?")
'What does it cost us to make one mel-bun?'
>>> kitchen_words("Which drinks sit at the bottom of the price list?")
'Which drinks are the cheapest?'
"""

from __future__ import annotations

import re

__all__ = ["kitchen_words"]

_KITCHEN = r"(?:the|our|their|its) (?:kitchens?|cooks|chefs?|back of house)"

_REWRITES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern, re.IGNORECASE), repl)
    for pattern, repl in (
        # "what does it cost the kitchen to make": what it costs us
        (rf"\bcost(s|ed)? {_KITCHEN}\b", r"cost\1 us"),
        # "the cheapest for the kitchen to make": to make
        (rf"\bfor {_KITCHEN} to\b", "to"),
        # "which product costs the most for us to make": to make (it summed the supply cost of the items sold)
        (r"\bfor (?:us|me|the (?:shop|business|company|chain)) to (make|produce|prepare)\b", r"to \1"),
        # "how many ingredients does the kitchen stock": how many there are
        (
            rf"\b(?:does|do|did) {_KITCHEN} (?:stock|keep|carry|hold|have|use|work with)(?: in stock)?\b",
            "are there",
        ),
        # "how many different perishable supplies are on our list": how many there are (no list asked)
        (
            r"(?<=\bhow many\b)([^?.!]*?) (?:are|is) (?:on|in) (?:our|the) (?:(?:supply|supplies|ingredients?"
            r"|stock|master|product|products) )?(?:list|books|catalog|catalogue|records|files?|register)\b",
            r"\1 are there",
        ),
        # "what did the kitchen spend on beef stew": what we spent
        (rf"\b(?:did|does|do) {_KITCHEN} (spend|pay|lay out)\b", r"did we \1"),
        (rf"\b{_KITCHEN} (spends|spent|pays|paid)\b", r"we \1"),
        # "the costliest ingredient in the kitchen": the kitchen's supplies are all of them
        (rf"\s*\b(?:in|of|from|across) {_KITCHEN}\b(?=\s*[,.?!;:]|\s+and\b|$)", ""),
        # "which jaffles sit at the bottom of the price list": the cheapest
        (
            r"\b(?:sits?|sitting|are|is|come|comes|land|lands|fall|falls|rank|ranks)? ?(?:at|on) the"
            r" (?:very )?(?:bottom|foot|low end|cheap end) of the (?:price list|menu|price board|prices)\b",
            "are the cheapest",
        ),
        (
            r"\b(?:sits?|sitting|are|is|come|comes|land|lands|rank|ranks)? ?(?:at|on) the (?:very )?"
            r"(?:top|head|high end|pricey end|dear end) of the (?:price list|menu|price board|prices)\b",
            "are the priciest",
        ),
        # "the costliest ingredient per portion, and what does a portion cost?": its cost is per portion
        (r"\b(ingredients?|supplies|supply) per (?:single )?(?:portion|serving)\b", r"\1"),
        (
            r",?\s*(?:and )?what (?:does|do|would) (?:a|one|each|that|the) (?:single )?(?:portion|serving)"
            r" cost\b",
            "",
        ),
        # "the lowest-priced drink": the cheapest; "the price gap between A versus B": their difference
        (r"\blowest[- ]priced\b", "cheapest"),
        (r"\bhighest[- ]priced\b", "priciest"),
        (r"\bprice gap\b", "price difference"),
        (
            r"\b(between (?:the |our |its )?[\w' -]{3,60}?) (?:versus|vs\.?|against) (?:the |our |its )?",
            r"\1 and the ",
        ),
        # "how does the menu (itself) describe the adele-ade": its description
        (
            r"\bhow (?:does|do|did) the menu(?: itself)? (?:describe|present|introduce|word|put)\b",
            "what is the description of",
        ),
    )
)


def kitchen_words(question: str) -> str:
    """``question`` with the kitchen said as the house and the price list's ends as the cheapest and the
    priciest (see the module docstring); unchanged when it says neither.

    >>> kitchen_words("How does the menu itself describe the tangaroo?")
    'what is the description of the tangaroo?'
    """
    lowered = question.lower()
    gate = (
        "kitchen",
        "cook",
        "chef",
        "back of house",
        "how many",
        "menu",
        "price",
        "portion",
        "serving",
        " to make",
        " to produce",
        " to prepare",
    )
    if not any(w in lowered for w in gate):
        return question
    for pattern, repl in _REWRITES:
        question = pattern.sub(repl, question)
    return " ".join(question.split()).replace(" ?", "?").replace(" ,", ",")
