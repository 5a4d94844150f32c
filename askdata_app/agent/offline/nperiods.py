"""A number of periods picked by a figure: "the three days of 2019 with the most orders", "the 4 months of
2018 with the lowest revenue".

The count leads the periods and the ranking follows them ("with the most ..."), so neither "top" nor a
superlative stands before the count. Before, a count in words was left out (the top 10 came back) and a
count in digits was a word not understood. The count is read as a top (or bottom) one: "the top three days
of 2019 with the most orders".

>>> counted_periods("The three days of 2019 with the most orders")
'the top three days of 2019 with the most orders'
>>> counted_periods("the 2 months in 2018 with the lowest revenue")
'the bottom 2 months in 2018 with the lowest revenue'
>>> counted_periods("the top 3 days of 2019 with the most orders")
'the top 3 days of 2019 with the most orders'
>>> counted_periods("the 3 days with orders")
'the 3 days with orders'
"""

from __future__ import annotations

import re

_COUNT = r"(?:[2-9]|1[0-9]|20|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)"
_UNITS = r"(?:days|dates|weeks|months|quarters|years|hours|weekdays)"
_MOST = ("most", "highest", "largest", "biggest", "greatest", "heaviest", "busiest", "strongest", "best")
_LEAST = ("fewest", "lowest", "least", "smallest", "lightest", "quietest", "weakest", "worst")
_COUNTED = re.compile(
    rf"(?<![\w$.,-])(?:the )?(?P<n>{_COUNT}) (?P<unit>{_UNITS})"
    r"(?P<span>(?: (?:of|in|during) [^,;:?]{1,40}?)?)"
    rf" (?P<with>with|having|that had|which had) the (?P<rank>{'|'.join(_MOST + _LEAST)})\b",
    re.IGNORECASE,
)

_RANKED_ALREADY = re.compile(r"\b(?:top|bottom|first|last|best|worst|highest|lowest)\s+$", re.IGNORECASE)


def counted_periods(question: str) -> str:
    """``question`` with "the N periods ... with the most X" said as "the top N periods ..."; unchanged
    when it has none."""
    if " the " not in question.lower():
        return question

    def top(m: re.Match[str]) -> str:
        if _RANKED_ALREADY.search(question, 0, m.start()):
            return m.group(0)  # "the top three days of 2019 with the most orders": said already
        side = "top" if m.group("rank").lower() in _MOST else "bottom"
        ranked = f"{m.group('with')} the {m.group('rank')}"
        return f"the {side} {m.group('n')} {m.group('unit')}{m.group('span')} {ranked}"

    return _COUNTED.sub(top, question)
