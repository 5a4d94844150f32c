"""A span of months led by "during", "across", "throughout" or a leading "over" ("over December 2019
through February 2020, how many orders came in?"): from its first month to its last.

Read after such a word, the span's end was taken alone ("through February 2020": everything up to it) beside
its first month, a breakdown into two silent, wrong periods. Said "from ... through ...", it is the one span
the question means. Only a span whose two ends are a month with its year is read so; a leading "over" only
at the start of the question or of a clause ("revenue growth over January 2019 to January 2020" is a change
between the two, left as said).

>>> span_led("Over December 2019 through February 2020, how many orders came in?")
'from December 2019 through February 2020, how many orders came in?'
>>> span_led("orders during Dec 2018 to Feb 2019")
'orders from Dec 2018 to Feb 2019'
>>> span_led("revenue growth over January 2019 to January 2020")
'revenue growth over January 2019 to January 2020'
"""

from __future__ import annotations

import re

__all__ = ["span_led"]

_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?"
    r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
)
_SPAN = rf"{_MONTH},? (?:19|20)\d\d (?:through|thru|to|until|till|-) {_MONTH},? (?:19|20)\d\d\b"
_LED = re.compile(
    rf"(?:\b(?:during|across|throughout)|(?:^|(?<=[,;:.?!]\s))over)"
    rf"(?: the (?:months?|period|stretch|span) of| the months)?,? (?={_SPAN})",
    re.IGNORECASE,
)


def span_led(question: str) -> str:
    """``question`` with a span of months led by "during", "across", "throughout" or a leading "over" said
    from its first month (see the module); unchanged otherwise."""
    return _LED.sub("from ", question)
