"""An auditor's way of asking, said again in words the planner reads.

- "cents included", "including the cents", "down to cents": to the cent (precision.py rounds); "cents" was
  taken for customers and the answer came per customer.
- "an order total of $50 or more" (also "of more than forty dollars", "including tax" after it going): a
  total of $50 or more (it was grouped by each order total); a money
  figure "of zero", "of exactly zero", "zero or less": of $0 (the bare number was not read as money);
  orders "with no tax", "with tax of more than $2": their tax paid (every order was counted, or the number
  was read as the order total).
- "the summed item prices", "the sum of the item prices": revenue (what the items sold at, added up; "item
  price" alone was read as the menu price, by which nothing can be summed).
- "on how many distinct days in 2018 were orders placed", "... did we take orders": the days with at least
  one order (thresholds.py counts them); the answer came as orders by day.
- orders that "carried" less than $0.50 in tax: had it (the verb was not known).
- customers "typed 'new'": of type new (it read a product type); "while having": and having.
- "counting the start and the end day": both days included (it read "day" as a grouping).
- "from its opening through <date>", "since the day it opened until <date>": through <date> (it bounded the
  store's opening date, not the orders).
- "the timestamp of the earliest order" (or "of the very first order"): when the earliest order was placed.

A request to "flag anything that looks suspicious" names no check, so it is asked back (``suspicion_asked``).
"""

from __future__ import annotations

import re

from askdata_app.agent.offline.numwords import NUMBER_WORDS, alternation

_DOLLAR_WORDS = [w for w in NUMBER_WORDS if w not in {"zero", "a", "no"}]

_CENTS = re.compile(
    r"[,;]?\s*\b(?:(?:exact|exactly|precise|precisely)[,;]?\s+)?"
    r"(?:(?:with|including|incl\.?) (?:the |all (?:the )?)?cents(?: included)?|cents (?:included|and all|too)"
    r"|(?:down )?to (?:the )?cents?(?! (?:per|a|an|each)\b))\b",
    re.IGNORECASE,
)
_ORDER_TOTAL_OF = re.compile(
    r"\ban order[ _]total (?P<op>(?:(?:of )?(?:above|below|over|under|greater than|less than|more than"
    r"|at least|at most|exceeding)|of)(?: exactly)? )\$?(?=\d)",
    re.IGNORECASE,
)
_ORDER_TOTAL_WORDS = re.compile(
    r"\ban order[ _]total (?P<op>(?:(?:of )?(?:above|below|over|under|greater than|less than|more than"
    rf"|at least|at most|exceeding)|of)(?: exactly)? )(?=(?:{alternation(_DOLLAR_WORDS, longest_first=True)})"
    r"(?:[ -]\w+)? (?:dollars?|bucks)\b)",
    re.IGNORECASE,
)
"""'an order total of more than forty dollars': the amount in words (written as digits later)."""
_TAX_IN = re.compile(
    r"(\b(?:dollars?|bucks)|\d)\s*,?\s*\(?(?:including|incl\.?|inc\.?|with|tax)"
    r" (?:the )?(?:tax|in|included)\)?"
    r"(?=[\s,.?!;:]|$)",
    re.IGNORECASE,
)
"""'above forty dollars including tax' after an order total: said of the amount, which has the tax in it."""
_MONEY = r"(?:total|tax|tax_paid|tax paid|sales tax|order_total|price|product_price|cost|order_cost|amount)"
_ZERO_BOUND = re.compile(
    rf"\b(?P<what>{_MONEY}) (?P<verb>of|is|was|were|equal to|equals|=) (?:exactly |precisely )?(?:zero|0)"
    r"(?P<bound> or (?:less|more|below|above|under|over))?(?![\w.])",
    re.IGNORECASE,
)
_NO_TAX = re.compile(
    r"\b(?:with|having|had|has|have|paying|paid|charged|bearing) no (?:sales )?tax(?:es)?"
    r"(?: (?:at all|whatsoever|charged|paid))?\b",
    re.IGNORECASE,
)
_WITH_TAX = re.compile(
    r"\bwith (?:a |an )?(?:sales )?tax(?:es)?(?: paid)? (?=(?:of|above|below|over|under|greater than"
    r"|less than|more than|at least|at most|exceeding|equal to)\b)",
    re.IGNORECASE,
)
_ITEM_PRICES = re.compile(
    r"\b(?:the )?(?:summed|sum of(?: the| all)?|total of(?: the| all)?|added[- ]up)"
    r" (?:order[ _])?items?(?:'s?)? prices\b",
    re.IGNORECASE,
)
_DAY_COUNT = re.compile(
    r"^(?P<head>\s*(?:on |in )?how many) (?:distinct |different |separate |unique |individual )?"
    r"(?:calendar )?(?P<days>days?\b.*?)\s*(?:were|was) (?:any )?(?:orders?|sales)"
    r" (?:placed|taken|received|made|recorded|booked|logged)(?P<tail>[?.!]*)\s*$"
    r"|^(?P<head2>\s*(?:on |in )?how many) (?:distinct |different |separate |unique |individual )?"
    r"(?:calendar )?(?P<days2>days?\b.*?)\s*did (?:we|you|the stores|the business) (?:take|receive|get|have"
    r"|record|book|log) (?:any )?orders?(?: on)?(?P<tail2>[?.!]*)\s*$",
    re.IGNORECASE,
)
_TYPED = re.compile(r"\b(are|is|were|was) typed (?:as )?['\"‘’“”]?(\w+)['\"‘’“”]?", re.IGNORECASE)
_CARRIED = re.compile(
    r"\b(?:carried|carries|carry)\b(?= (?:less|more|fewer|under|over|below|above|at least|at most|exactly"
    r"|no |a |an |any |\$|\d))",
    re.IGNORECASE,
)
_WHILE_HAVING = re.compile(r"\b(?:while|whilst) (?:also )?having\b", re.IGNORECASE)
_BOTH_ENDS = re.compile(
    r"[,;]?\s*\b(?:counting|including|with|and count(?:ing)?) (?:both )?(?:the )?"
    r"(?:start|first|opening|starting)(?: day| date)? and (?:the )?(?:end|last|closing|ending|final)"
    r" (?:day|date)s?(?: (?:too|as well|both))?\b",
    re.IGNORECASE,
)
_FROM_OPENING = re.compile(
    r"\b(?:from|since) (?:its|their|the store's|the shop's) (?:opening|launch|first day)(?: day| date)?"
    r"|\b(?:from|since) (?:the day |the date |when )?(?:it|they) (?:opened|launched)"
    r"(?: (?:its|their) doors)?",
    re.IGNORECASE,
)
_BOUND_AFTER = re.compile(r"^\s*,?\s*(?:through|thru|until|till|to|up to|up until|and)\b", re.IGNORECASE)
_TIMESTAMP = re.compile(
    r"^\s*(?:what(?:'s| is| was)\s+)?(?:the )?(?:exact )?(?:timestamp|date and time|date ?time) of"
    r" (?:the |our )?(?:very )?"
    r"(?P<which>earliest|first|latest|last|most recent|newest|oldest) (?:order|sale|purchase)\b(?P<rest>.*)$",
    re.IGNORECASE,
)
_SUSPICIOUS = re.compile(
    r"\b(?:anything|something|everything|whatever|what(?:ever)? (?:looks|seems))\b[^?.!]*?"
    r"\b(?:suspicious|odd|unusual|strange|weird|fishy|off|wrong|anomalous|irregular|out of place)\b"
    r"|\b(?:anomalies|irregularities|red flags)\b",
    re.IGNORECASE,
)
SUSPICION_ASK = (
    "I can't tell what should count as suspicious. Which check do you mean, for example orders with a total"
    " of $0 or less, orders with no tax, or the largest orders?"
)
SUSPICION_CHOICES = (
    "orders with a total of $0 or less",
    "orders with tax of exactly $0",
    "the 10 largest orders",
)
_NAMED_CHECK = re.compile(r"\d|\b(?:zero|negative|duplicates?|missing|null|tax|total|price)\b", re.IGNORECASE)


def audit_reworded(question: str) -> str:
    """``question`` with an auditor's phrasings said as the planner reads them (unchanged without one)."""
    text = _CENTS.sub(" to the cent", question)
    text = _ZERO_BOUND.sub(_zero_money, text)
    bounded = _ORDER_TOTAL_OF.sub(r"a total \g<op>$", text)  # "an order_total of 50 or more": of $50 or more
    bounded = _ORDER_TOTAL_WORDS.sub(r"a total \g<op>", bounded)  # "... of more than forty dollars"
    if bounded != text:  # "more than forty dollars including tax": an order total has the tax in it already
        bounded = _TAX_IN.sub(r"\1", bounded)
    text = bounded
    text = _ITEM_PRICES.sub("the revenue", text)
    text = _NO_TAX.sub("with a tax_paid of exactly $0", text)
    text = _WITH_TAX.sub("with a tax_paid ", text)
    text = _DAY_COUNT.sub(_days_with_orders, text)
    text = _TYPED.sub(lambda m: f"{m.group(1)} of type {m.group(2)}", text)
    text = _CARRIED.sub("had", text)
    text = _WHILE_HAVING.sub("and having", text)
    text = _BOTH_ENDS.sub(", both days included", text)
    text = _without_opening(text)
    m = _TIMESTAMP.match(text)
    if m is not None:
        text = f"when was the {m.group('which').lower()} order placed{m.group('rest')}"
    if text != question:
        text = re.sub(r"\s+([,.?!;])", r"\1", re.sub(r"\s{2,}", " ", text)).strip()
    return text


def suspicion_asked(question: str) -> bool:
    """Whether ``question`` asks for anything suspicious without saying what would be (asked back)."""
    return _SUSPICIOUS.search(question) is not None and _NAMED_CHECK.search(question) is None


def _zero_money(m: re.Match[str]) -> str:
    bound = m.group("bound")
    return f"{m.group('what')} {m.group('verb')} " + (f"$0{bound}" if bound else "exactly $0")


def _days_with_orders(m: re.Match[str]) -> str:
    if m.group("head") is not None:
        head, days, tail = m.group("head"), m.group("days"), m.group("tail")
    else:
        head, days, tail = m.group("head2"), m.group("days2"), m.group("tail2")
    return f"{head} {days} were there at least 1 order{tail}"


def _without_opening(text: str) -> str:
    """ "from its opening through <date>": the bound after it stays, the opening words go."""
    for m in _FROM_OPENING.finditer(text):
        if _BOUND_AFTER.match(text[m.end() :]):
            rest = text[m.end() :].lstrip(" ,")
            rest = re.sub(r"^(?:and|through|thru)\b", "up to", rest, flags=re.IGNORECASE)
            return text[: m.start()].rstrip() + " " + rest
    return text
