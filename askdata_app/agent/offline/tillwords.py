"""How an owner who minds the shop says takings, orders and staff, in the words the planner reads.

- The till is where the money goes in, tax and all: what it "took" is the takings (the order totals).
  "What did the till take in May 2020", "how much went through the till on Boxing Day", "what the till
  took", "which shop rang up the most on the till", "our best days for the till" all ask for the takings
  (before, "the till take" was read as revenue before tax, "went through the till" was asked back, and
  "rung up the most on the till" was read as the stores opened per year).
- A bill is one order, its amount the order total: "how many bills over $30", "the biggest single bill",
  "bills under ten dollars" count or rank orders ("bill" was an unknown word). A bill of a cost
  ("electricity bills") is no order, and the average bill is read elsewhere (fiction.py).
- "What did a customer spend on average ..., the whole bill with the tax" asks for the average bill (the
  average order total), not what each customer spent over the period, averaged.
- "Tax and everything in", "the tax and all": the tax included; tax "handed over to the government" (given
  to the taxman) is the tax paid.
- "The lads" (the boys, the girls) are the staff: "the lads over at the Brooklyn shop" are that shop (what
  they took is what the shop took); said of themselves ("were the lads pulling their weight") they are
  employees, which the data does not hold (asked back).

>>> till_words("What did the till take in March 2020?")
'What were the takings in March 2020?'
>>> till_words("How many bills over thirty dollars has Chicago had?")
'How many orders over thirty dollars has Chicago had?'
>>> till_words("What did the lads over at the Brooklyn shop take, tax in?")
'What did the Brooklyn shop take, tax in?'
"""

from __future__ import annotations

import re
from collections.abc import Callable

__all__ = ["till_words"]

_TILL = r"(?:the |our |a |that |each |every )?(?:shop |store |caf[eé] )?(?:cash )?tills?"
_MOST = r"(?:the )?(?:most|least|highest|lowest|biggest|smallest|more|less|fewest)"

_TILL_TOOK = re.compile(
    rf"\b(?:what|how much)(?: money)? (?:did|does|do|has|had|have) {_TILL}"
    r" (?:take|taken|took|bring in|brought in|ring up|rung up|rang up|do|done|make|made)\b",
    re.IGNORECASE,
)
"""'what did the till take': the takings."""
_THROUGH_TILL = re.compile(
    rf"\b(?:what|how much)(?: money)? (?:went|goes|has gone|had gone|came|passed|has passed|was put)"
    rf" (?:through|into|in) {_TILL}\b",
    re.IGNORECASE,
)
"""'what went through the till': the takings."""
_TILL_TOOK_NOUN = re.compile(rf"\bwhat {_TILL} (?:took|takes|has taken|had taken|rang up)\b", re.I)
"""'the day and what the till took': the takings."""
_RUNG_UP = re.compile(
    rf"\b(?:has |have |had )?(?:rung|rang|ring|rings|ringing|taken|took|takes|take|put|putting|puts)"
    rf"(?: up)? ({_MOST})(?: money)? (?:on|through|in|into|at) {_TILL}\b",
    re.IGNORECASE,
)
"""'which shop has rung up the most on the till': had the most takings."""
_FOR_TILL = re.compile(rf"\b(?:for|on|at) {_TILL}(?=\W|$)(?! (?:roll|receipts?|slips?)\b)", re.I)
"""'our best days for the till': for takings (said after a ranking word, see till_words)."""
_RANKED = re.compile(
    r"\b(?:best|worst|busiest|quietest|biggest|top|strongest|weakest|slowest|most|least|highest|lowest)\b",
    re.IGNORECASE,
)

_COST_BILL = re.compile(
    r"\b(?:electricity|energy|gas|water|phone|utility|utilities|power|heating|tax|rent|supplier|supply"
    r"|grocery|food|wage|staff|insurance|council|repair)\s+bills?\b",
    re.IGNORECASE,
)
"""A bill of a cost ("electricity bills"): no order."""
_BILLS_COUNTED = re.compile(
    r"\b(how many|number of|count of|count the|the) bills\b"
    r"|\bbills(?= (?:over|above|under|below|of more|of less|worth|bigger|larger|smaller|more than|less than"
    r"|at least|at most|between|came|come|topped|went|exceeding|that)\b)",
    re.IGNORECASE,
)
"""'how many bills over $30': orders."""
_ONE_BILL = re.compile(
    r"\b(biggest|largest|smallest|highest|lowest|priciest|dearest|heftiest|top|most expensive|cheapest)"
    r"((?: single| one| individual)?) bill\b",
    re.IGNORECASE,
)
"""'the biggest single bill': the biggest single order."""
_WHOLE_BILL = re.compile(
    r",?\s*(?:(?:that is|i mean|meaning),? )?(?:the|a|their) (?:whole|full|entire|total) bill"
    r"(?:,? (?:with|including|incl\.?|and) (?:the |all the )?tax(?: (?:and all|included|in))?)?"
    r"(?=\s*[?.!]*$)",
    re.IGNORECASE,
)
"""', the whole bill with the tax' after an average spend: the average bill."""
_SPEND_ON_AVERAGE = re.compile(
    r"\b(?:what|how much) (?:did|does|do|would) (?:a|an|the|each|the average|one|our) "
    r"(?:customer|person|guest|diner|buyer)s? (?:spend|pay|shell out) on average\b",
    re.IGNORECASE,
)

_TAX_AND_ALL = re.compile(
    r"\b(?:the )?tax and (?:everything|all|the lot|all that)(?: else)?(?: (?:in|included|added|on))?\b",
    re.IGNORECASE,
)
"""'tax and everything in', 'tax and all': the tax included."""

_HANDED_OVER = re.compile(
    r"\b(hand|hands|handed|handing|give|gave|given|giving|pay|paid|paying|send|sent|sending|turn|turned)"
    r"(?: over| across| up)? to (?:the )?(?:government|taxman|tax man|tax office|irs|state|treasury)\b",
    re.IGNORECASE,
)
"""'how much tax did we hand over to the government': the tax paid."""

_LADS = r"(?:lads|boys|girls|lasses|fellas)"
_LADS_AT = re.compile(
    rf"\b[Tt]he (?i:{_LADS}) (?:over |down |up |out )?(?:at|in) (?=(?:the|our) [A-Z][\w'-]*(?: [A-Z][\w'-]*)*"
    r" (?i:shop|store|caf[eé]|branch|place)s?\b)"
)
"""'the lads over at the Brooklyn shop': that shop (not 'the lads at the counter')."""
_LADS_AT_NAMED = re.compile(rf"\bthe {_LADS} (?:over |down |up |out )?(?:at|in) (?=[A-Z])")
"""'the lads at Brooklyn': Brooklyn."""
_LADS_ALONE = re.compile(rf"\b(?:the|our) {_LADS}\b(?! (?:menu|meal|size|portion)s?\b)", re.IGNORECASE)
"""'were the lads pulling their weight': the employees (the data holds none)."""
_WEIGHT = re.compile(r"\bpull(?:ing|ed|s)? (?:their|his|her|its) (?:own )?weight\b", re.IGNORECASE)


_PAID = {w: "paid" for w in ("handed", "gave", "given", "paid", "sent", "turned")}
"""The verb of a tax handed over in the tense said: 'handed over to the government' -> 'paid'."""


def _cased(said: str) -> Callable[[re.Match[str]], str]:
    """A replacement by ``said``, capitalised when the words it replaces were ("What did ...")."""
    return lambda m: said[:1].upper() + said[1:] if m.group(0)[:1].isupper() else said


def _till(text: str) -> str:
    """``text`` with the till's money said as the takings."""
    text = _TILL_TOOK.sub(_cased("what were the takings"), text)
    text = _THROUGH_TILL.sub(_cased("what were the takings"), text)
    text = _TILL_TOOK_NOUN.sub("the takings", text)
    text = _RUNG_UP.sub(lambda m: f"had {_the(m.group(1))} takings", text)
    if _RANKED.search(text):
        text = _FOR_TILL.sub("for takings", text)
    return text


def _the(most: str) -> str:
    """'most' -> 'the most'; 'more' stays 'more'."""
    word = most.lower().removeprefix("the ")
    return word if word in {"more", "less"} else f"the {word}"


def _bills(text: str) -> str:
    """``text`` with a bill said as an order."""
    if _COST_BILL.search(text):
        return text
    if _WHOLE_BILL.search(text) and _SPEND_ON_AVERAGE.search(text):
        text = _SPEND_ON_AVERAGE.sub(_cased("what was the average bill"), _WHOLE_BILL.sub("", text))
    text = _BILLS_COUNTED.sub(lambda m: f"{m.group(1)} orders" if m.group(1) else "orders", text)
    return _ONE_BILL.sub(lambda m: f"{m.group(1)}{m.group(2)} order", text)


def _lads(text: str) -> str:
    """``text`` with the staff of a shop said as the shop, and the staff alone as the employees."""
    text = _LADS_AT_NAMED.sub("", _LADS_AT.sub("", text))
    if _WEIGHT.search(text) or re.search(r"\blads\b", text, re.IGNORECASE):
        text = _LADS_ALONE.sub("the employees", text)
    return text


def till_words(question: str) -> str:
    """``question`` with a shopkeeper's till, bills, tax and lads in the planner's words; unchanged without
    them."""
    if re.search(r"\btills?\b", question, re.IGNORECASE):
        question = _till(question)
    if re.search(r"\bbills?\b", question, re.IGNORECASE):
        question = _bills(question)
    question = _TAX_AND_ALL.sub("tax in", question)
    if re.search(r"\btax", question, re.IGNORECASE):
        question = _HANDED_OVER.sub(lambda m: _PAID.get(m.group(1).lower(), "pay"), question)
    if re.search(rf"\b{_LADS}\b", question, re.IGNORECASE):
        question = _lads(question)
    return question
