"""A UX researcher's words for people coming back, said as the words the readings know.

Interview notes speak of people, visits and coming back where the data has customers, orders and the
returning-customer flag:

- "the people who did return", "customers who went on to return", "guests who have come back", "people
  who have been in more than once overall" are the returning customers; "came back at least one more
  time", "have since come back at least once", "returned for a second order" is being a repeat buyer
  ("came back in 2020" is left to the other readings, "came back and ordered again in 2020" is ordered
  again in 2020);
- "of the people who ...", "among the people whose first visit ..." are the customers;
- "of everyone who has ever ordered, what fraction ..." is the fraction of customers;
- "the people who first came in during 2019" ("first visited us in", "first shopped with us in") were
  acquired in 2019;
- "at some point in 2019", "at any point during 2020" is in that period;
- "their most recent visit", "their latest order", "their latest one" is their last order ("the latest
  one" is a follow-up's, left alone), and "made their
  last visit" is had their last order;
- "which hour seems to draw the most people in" is the hour with the most orders (a visit is an order; the
  hedge "seems to" or "tends to" is left out);
- "which hour do people most often place their first order" is the hour with the most first orders.
"""

from __future__ import annotations

import re

_PEOPLE = r"(?:people|customers|guests|buyers|shoppers|clients|visitors|diners|patrons|folks|ones|those)"
_AGAIN_SAID = (
    r" (?:at least )?(?:one more time|once more|once again|again|at least once|once|a second time"
    r"|for (?:a|another) (?:second |2nd )?(?:order|visit|purchase|time)|for more(?! than))"
)
_AGAIN = f"(?:{_AGAIN_SAID})?"
_SINCE = r"(?:since |ever |later |then |actually |eventually )?"
_AUX = r"(?:have |has |had |did |do )"
_BACK = (
    rf"(?:{_AUX}{_SINCE}(?:c[ao]me|comes|coming) back(?: to us)?{_AGAIN}"
    rf"|{_SINCE}(?:c[ao]me|comes|coming) back(?: to us)?{_AGAIN_SAID}"
    rf"|{_AUX}{_SINCE}return(?:ed)?{_AGAIN}"
    rf"|returned{_AGAIN_SAID}"
    rf"|went on to (?:return|come back){_AGAIN})"
)
"""'have since come back at least once', 'did return', 'went on to return', 'returned for a second order'
('customers who came
back' and 'came back for more than one order' are read elsewhere already)."""
_MORE_THAN_ONCE = (
    r"(?:have |has |had )?(?:been in|been back|visited(?: us)?|come in|came in|dropped in|stopped by)"
    r" (?:more than once|two or more times|multiple times|repeatedly|again and again)"
    r"(?: (?:overall|in total|all told|ever|so far|altogether))?"
)
_NOT_PERIOD = r"(?!\s+(?:and|to (?:order|buy)|in|during|on|after|before|within|by|since|from)\b)"
"""'came back in 2020', 'came back and ordered again': another reading's."""

_RULES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern, re.IGNORECASE), to)
    for pattern, to in (
        # "came back and ordered again in 2020": ordered again in 2020
        (r"\b(?:c[ao]me|comes|coming) back and (?=(?:order|ordered|bought|purchased|shopped|visited)\b)", ""),
        # "the people who did return": the returning customers
        (
            rf"\b(?:the |our |those )?{_PEOPLE} (?:who|that) (?:{_BACK}|{_MORE_THAN_ONCE}){_NOT_PERIOD}\b",
            "returning customers",
        ),
        # "what share came back at least one more time": are repeat buyers
        (
            rf"(?<!\bstop )(?<!\bstopped )(?<!\bstops )(?<!\bthey )(?<!\bto )\b(?:{_BACK}|{_MORE_THAN_ONCE})"
            rf"{_NOT_PERIOD}\b",
            "are repeat buyers",
        ),
        # "of everyone who has ever ordered, what fraction ...": the fraction of customers
        (
            r"\b(?:out of|of|among(?:st)?) (?:everyone|everybody|all (?:of )?(?:the |our )?"
            r"(?:people|customers|guests|buyers|shoppers|clients)) (?:who|that) (?:has |have |had )?"
            r"(?:ever )?"
            r"(?:ordered|bought|purchased|visited|shopped|come in|came in)(?: anything)?"
            r"(?: (?:from|with|at) us)?(?: at all| ever)?,? what (?P<share>fraction|share|proportion"
            r"|percentage|percent|part|portion)\b(?: of (?:them|those))?",
            r"what \g<share> of customers",
        ),
        # "the people who first came in during 2019": acquired in 2019
        (
            r"\b(?:(?:who|that) )?first (?:came in|came|visited(?: us)?|ordered(?: with us| from us)?"
            r"|bought(?: from us)?|shopped(?: with us)?|purchased(?: from us)?) (in|during)\b",
            r"acquired \1",
        ),
        # "of the people whose first visit was ...": of the customers
        (
            r"\b(of|among(?:st)?) (the |those |all the |all )?(?:people|folks)\b"
            r"(?= (?:who|that|whose|acquired)\b)",
            r"\1 \2customers",
        ),
        # "at some point in 2019": in 2019
        (r"\bat (?:some|any) (?:point|time|stage) (in|during)\b", r"\1"),
        # "made their most recent visit in": had their last order in
        (
            r"\b(?:made|placed|paid) (their|his|her) (?:most recent|latest|last|final)"
            r" (?:visit|order|purchase)\b",
            r"had \1 last order",
        ),
        # "their most recent visit", "their latest one": their last order
        (
            r"\b(their|his|her) (?:most recent|latest) (?:visit|order|purchase|one)\b",
            r"\1 last order",
        ),
        # "which hour seems to draw the most people in": the most orders
        (
            r"\b(?:(?:seems?|tends?|appears?) to )?(?:draws?|drew|brings?|brought|pulls?|pulled|attracts?"
            r"|attracted) (?:in )?the (most|fewest|least) (?:people|customers|guests|visitors|diners"
            r"|shoppers|folks)(?: in)?\b",
            r"has the \1 orders",
        ),
        # "which hour do people most often place their first order": the most first orders
        (
            r"\b(?:on |at |in |during )?(which|what) (?P<x>[a-z]+(?: of (?:the )?[a-z]+)?)"
            rf" do (?:{_PEOPLE}|they)"
            r" (?:most often|most commonly|most frequently|usually|typically|tend to)"
            r" (?:place|make|put in|do) their (?:very )?(?P<first>first(?:[- ](?:ever|time))? )?"
            r"(?:order|purchase|visit)s?\b",
            r"\1 \g<x> has the most \g<first>orders",
        ),
    )
)


def come_back_words(text: str) -> str:
    """``text`` with a UX researcher's words for visits and coming back said as the readings know them."""
    for pattern, to in _RULES:
        text = pattern.sub(to, text)
    return text
