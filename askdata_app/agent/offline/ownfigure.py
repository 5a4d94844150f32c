"""A figure each customer (store, product) holds, taken over them: "the max lifetime orders any one customer
has", "the lowest lifetime spend any single customer had", "max lifetime orders across customers"; and "how
many customers sit at each value of lifetime orders", "how many customers are at each level of X", "how many
customers fall on each X value".

The largest figure any one of them has is the highest of them, said "the highest X of any single customer"
(a ranking's first row, which shows it); before, it was read as every customer's own figure, all of them
listed. How many of them sit at each value of a figure is its distribution over them, said "distribution of X
across customers" (it was each one's own figure).
"""

from __future__ import annotations

import re

_HIGH = r"max|maximum|highest|largest|biggest|greatest|most|top"
_LOW = r"min|minimum|lowest|smallest|fewest|least"
_WHO = r"(?P<who>customers?|stores?|shops?|locations?|products?)"
_ANY_HAS = re.compile(
    rf"\b(?:the )?(?P<most>{_HIGH}|{_LOW}) (?P<what>[a-z][a-z_ ]{{1,30}}?)(?: that| which)? any"
    rf" (?:one |single |individual |given )?{_WHO} (?:has|had|have|holds|held|reached|got)\b",
    re.IGNORECASE,
)
"""'the max lifetime orders any one customer has', 'the most lifetime orders that any customer has'."""
_HOW_OFTEN = (
    r"(?:common|often|frequent|frequently|popular|usual|typical|prevalent|likely|widespread|shared)\b"
)
"""Not a figure each one holds: how often a value comes up ("which first name is the most common among our
customers")."""
_ACROSS = re.compile(
    rf"\b(?:the )?(?P<most>{_HIGH}|{_LOW}) (?!{_HOW_OFTEN})(?P<what>[a-z][a-z_ ]{{1,30}}?)"
    r" (?:across|among|over) (?:all )?"
    rf"(?:the |our )?(?P<who>customers|stores|shops|locations)\b",
    re.IGNORECASE,
)
"""'max lifetime orders across customers'."""
_AT_EACH = re.compile(
    rf"\bhow many {_WHO} (?:sit|are|fall|land|lie|exist|there are)?\s*(?:at|on|in|for|with) each"
    r" (?:(?:value|level|number|count|amount) of (?P<what>[a-z][a-z_ ]{1,30}?)"
    r"|(?P<what2>[a-z][a-z_ ]{1,30}?) (?:value|level|count))(?=\s*(?:[,.?!;:]|$))",
    re.IGNORECASE,
)
"""'how many customers sit at each value of lifetime orders', '... fall on each lifetime orders value'."""


def _one(who: str) -> str:
    return who.lower().removesuffix("s")


def own_figure_over(question: str) -> str:
    """``question`` with the largest (smallest) figure any one member has said as the highest (lowest) of
    any single member, and how many members sit at each value of a figure as its distribution over them;
    unchanged when it says neither."""
    if not re.search(r"\b(?:any|across|among|over|each)\b", question, re.IGNORECASE):
        return question

    def most(m: re.Match[str]) -> str:
        word = "lowest" if re.fullmatch(_LOW, m.group("most").lower()) else "highest"
        return f"the {word} {m.group('what')} of any single {_one(m.group('who'))}"

    def spread(m: re.Match[str]) -> str:
        who = _one(m.group("who"))
        return f"distribution of {m.group('what') or m.group('what2')} across {who}s"

    return _AT_EACH.sub(spread, _ACROSS.sub(most, _ANY_HAS.sub(most, question)))
