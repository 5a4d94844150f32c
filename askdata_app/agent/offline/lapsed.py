"""Lapsed customers: "how many customers have lapsed, i.e. their last order was before July 2020", "customers
who haven't ordered since June 2019", "clients lapsed since March 2019", "how many buyers have churned,
meaning their most recent purchase came before 2019-08-01", "customers I would class as lapsed, meaning
their last order fell before 1 July 2020".

A customer whose last order came before a date has not ordered since: the members' own last order date
(customers: ``last_ordered_at``) before that date. The lapse word ("lapsed", "churned", "gone quiet") only
names the idea when a gloss gives the date; "since <date>" after it, or after "haven't ordered", is the date
itself. Each is said again as "customers whose last order was before <date>", which the planner reads. Before,
the gloss was dropped as an aside and every customer was counted.
"""

from __future__ import annotations

import re

_WHO = r"\b(?P<who>customers?|clients?|guests?|buyers?|people|shoppers?) (?:who |that )?"
_LAPSE = r"(?:lapsed|churned|gone quiet|gone dormant|been dormant|been inactive|stopped ordering)"
_COUNTED_AS = (
    r"(?:(?:would|should|do|does|did|can|could|will|might) )?(?:i|we|you|one|they) (?:would |should )?"
    r"(?:class|classify|count|call|consider|treat|label|flag|tag|deem|regard)(?: them)? as "
)
"""'customers would I class as lapsed': the speaker's own label for them, the same lapse."""
_GLOSSED = re.compile(
    rf"{_WHO}(?:(?:have|has|had|are|were) )?(?:{_COUNTED_AS})?{_LAPSE},?\s*\(?\s*"
    r"(?:(?:i\.\s?e\.?|ie|meaning|that is|in other words|as in|so|where|as),?\s+)?(?:their|whose|the)\s+"
    r"(?:last|latest|most recent|final) (?:order|purchase|visit)s? (?:was|were|came|happened|is|fell|falls)"
    r" (?:before|prior to|earlier than)\b",
    re.IGNORECASE,
)
_SINCE = re.compile(
    rf"{_WHO}(?:(?:have|has|had|are|were) )?(?:(?:lapsed|churned|gone quiet|been inactive|been dormant) since"
    r"|(?:haven'?t|have not|hasn'?t|has not|hadn'?t|had not) (?:ordered|placed an order|placed any orders"
    r"|bought anything|purchased anything|been back|come back|ordered anything)(?: with us| from us)?"
    r" since)\b(?!\s+(?:19|20)\d\d\b(?![-/]))",  # "since 2019" alone: nothing after that year (see never.py)
    re.IGNORECASE,
)


def read_lapsed(question: str) -> str:
    """``question`` with a lapse said as the customers' last order before a date (unchanged without one)."""
    text = _GLOSSED.sub(lambda m: f"{m.group('who')} whose last order was before", question)
    text = _SINCE.sub(lambda m: f"{m.group('who')} whose last order was before", text)
    if text != question:
        text = re.sub(r"(?<=\d{4})\s*\)", "", text)  # the gloss's closing bracket
    return text
