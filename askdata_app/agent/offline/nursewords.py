"""A nurse's charting shorthand, said plainly before a question is read (round 37).

A nurse at handover writes as on a chart: the customers are patients ("pt", "pts"), a customer's lifetime
orders are their history ("hx"), orders are "charted", stores are "sites", an hour is an "hr", "q1h" counts
are hourly counts, "w/" and "w/o" are with and without, and clock times are on the 24-hour clock ("0700").
The words say how the nurse writes, never a new figure:

- "pt(s)" are customers ("pt id 7", "pt #7" is customer 7; "the 3 pts with ..."); points ("2 pts higher",
  "percentage pts") are left;
  "pts seen at X" ordered at X; "first seen" is a customer's first order ("pts first seen in May 2020");
- "hx" is the lifetime ("orders on their hx" are their lifetime orders);
- "w/" is with, "w/o" without; "approx", "approx ok" go; "hr(s)" is hour(s); "q1h" is hourly;
- "charted" goes ("orders charted in 2020" are the orders of 2020);
- "site(s)" are stores ("all sites", "the LA site"; not "website");
- a 24-hour time ("0700-0859") is said on the 12-hour clock ("7am to 9am": to the end of 08:59); a four-digit
  time that could be a year ("2000") only when an "am"/"pm" gloss follows it ("2000 onward (8pm to close)").

Each rewrite needs a nurse's word itself, so a question without one is left as said.

>>> nurse_words("# of pts w/ 3+ orders on their hx?")
'# of customers with 3+ lifetime orders?'
>>> nurse_words("distinct pts seen at Brooklyn in May 2020")
'distinct customers who ordered at Brooklyn in May 2020'
>>> nurse_words("orders charted 0600-1059 at all sites")
'orders from 6am to 11am at all stores'
>>> nurse_words("margin 2 pts higher in 2020?")
'margin 2 pts higher in 2020?'
"""

from __future__ import annotations

import re
from collections.abc import Callable

__all__ = ["NURSE_ASK", "nurse_asked", "nurse_words"]

_I = re.IGNORECASE
_MARKERS = re.compile(
    r"\bpts?\b|\bhx\b|\bw/o?(?!\w)|\bq1h\b|\bcharted\b|\bhrs?\b|(?<!\bacross )\bsites?\b"
    r"|(?<![\d$.,])0\d[0-5]\d\b|\b[012]\d[0-5]\d(?:\s*-\s*[012]\d[0-5]\d)? ?(?:hrs|hours|h)\b"
    r"|\b[012]\d[0-5]\d onwards? \(\d"
    r"|\bhow(?:'s| is) (?:the|our) (?:whole )?floor\b|\b(?:across|on|for) the (?:whole |entire )?floor\b",
    _I,
)
"""Words only a nurse's question has (one is needed before anything is rewritten); "across sites" alone is
not one (an epidemiologist's, read by epiwords)."""


def _clock(hhmm: str, *, end: bool = False) -> str:
    """ "0700" -> "7am"; an end time at 59 minutes is read to the next hour ("0859" -> "9am")."""
    hour, minute = int(hhmm[:2]), int(hhmm[2:])
    if end and minute == 59:
        hour, minute = hour + 1, 0
    part = "am" if hour < 12 or hour == 24 else "pm"
    shown = hour % 12 or 12
    return f"{shown}{'' if minute == 0 else f':{minute:02d}'}{part}"


def _time_span(m: re.Match[str]) -> str:
    found = m.groupdict()
    start, stop = found.get("start") or found["start2"], found.get("stop") or found.get("stop2")
    if int(start[:2]) > 23 or (stop is not None and int(stop[:2]) > 23):
        return m.group(0)
    if not stop:
        return f"{m.group('lead') or ''}{_clock(start)}"
    lead = m.group("lead") or "from "
    return f"{'from ' if lead.lower() == 'between ' else lead}{_clock(start)} to {_clock(stop, end=True)}"


_TO = r"\s*(?:-|to|thru|through|and)\s*"
_HOURS = r"(?:hrs|hours|h)\b"

_NOT_POINTS = (
    r"(?! ?%)(?<!percentage pts)(?<!percent pts)(?<!basis pts)"
    r"(?! (?:higher|lower|up|down|more|less|above|below|ahead|behind|of (?:growth|share|margin))\b)"
)
"""Not points ("3 percentage pts higher", "5 pts up")."""

_RULES: tuple[tuple[str, str | Callable[[re.Match[str]], str]], ...] = (
    # "approx", "(approx ok)", "approx." go
    (r"\s*\(?\bapprox(?:imately)?\.?(?: (?:is |is fine|ok|okay|fine|good|figure))*\)?(?=\W|$)", ""),
    # with and without
    (r"\bw/o(?!\w)\s*", "without "),
    (r"\bw/(?!\w)\s*", "with "),
    # patients are customers
    (r"\bpts?\.?\s*(?:id|#|no\.?|number)\s*(?=\d)", "customer "),
    (
        r"\bpts?\b(?! ?%)(?: first seen| seen first)(?: \((?:their |the )?(?:very )?first order\))?",
        "FIRSTSEEN",
    ),
    (rf"(?<![\d.])\bpts\b{_NOT_POINTS}(?: seen\b)?", "customers SEEN"),
    (rf"(?<![\d.])\bpt\b{_NOT_POINTS}(?: seen\b)?", "customer SEEN"),
    # history is the lifetime
    (r"\b(?:orders?|visits?) (?:on|in) (?:their|the|his|her|a) hx(?: \(lifetime\))?", "lifetime orders"),
    (r"\b(?:full|whole|complete|entire) hx\b", "full history"),
    (r"\b(?:lifetime )?hx\b(?: \(lifetime\))?", "lifetime"),
    (r"\blifetime orders? charted\b", "lifetime orders"),
    # charted goes
    (r"\s*\b(?:was |were |been |is |are )?charted\b", ""),
    # the floor is the whole chain ("how's the floor looking": how are things)
    (r"\bhow(?:'s| is) (?:the|our) (?:whole )?floor\b", "how are things"),
    (r"\b(?:across|on|for) the (?:whole |entire )?floor\b", "across all stores"),
    # hourly counts
    (r"\bq1h\b(?: (?:counts?|tally|tallies))?", "hourly counts"),
    (r"\bhrs\b", "hours"),
    (r"\bhr\b", "hour"),
    # sites are stores
    (r"\bsites\b", "stores"),
    (r"\bsite\b", "store"),
    # the 24-hour clock: a time glossed by am/pm, a leading zero ("0700"), or hours said after it
    (
        r"(?P<lead>(?:from|after|since|at) )?(?<![\d$.,])(?P<start>[01]\d[0-5]\d|2[0-3][0-5]\d)(?P<stop>)"
        r"(?= onwards? \(\d{1,2}(?::\d\d)? ?[ap]m\b)",
        _time_span,
    ),
    (
        r"(?P<lead>(?:from|after|since|at) )?(?<![\d$.,])(?P<start>0\d[0-5]\d)(?P<stop>)(?= onwards?\b)",
        _time_span,
    ),
    (
        rf"(?P<lead>(?:from|between) )?(?<![\d$.,/:-])(?:(?P<start>0\d[0-5]\d){_TO}(?P<stop>[012]\d[0-5]\d)"
        rf"(?![\d/.:-])(?: ?{_HOURS})?|(?P<start2>[012]\d[0-5]\d){_TO}(?P<stop2>[012]\d[0-5]\d) ?{_HOURS})",
        _time_span,
    ),
)
_COMPILED = tuple((re.compile(p, _I), r) for p, r in _RULES)
_GLOSS = re.compile(
    r"(?:from )?(\d{1,2}(?::\d\d)?[ap]m) onwards? \((\d{1,2}(?::\d\d)? ?[ap]m)( to close)?\)", _I
)


def _seen(text: str) -> str:
    """The placeholders of "seen" read: "customers SEEN" (a bare patient word) is customers; seen at a
    store ("pts seen at X") is who ordered there."""
    text = re.sub(r"\bFIRSTSEEN\b", "customers whose first order was", text)
    at = r"(?= (?:at|in|on|during|over|between|from|by)\b)"
    text = re.sub(rf"\b(customers?) SEEN{at}", r"\1 who ordered", text)
    return re.sub(r" SEEN\b", "", text)


def nurse_words(question: str) -> str:
    """``question`` with a nurse's charting shorthand said plainly (see the module); unchanged without one."""
    if not _MARKERS.search(question):
        return question
    text = question
    for pattern, said in _COMPILED:
        text = pattern.sub(said, text)
    text = _GLOSS.sub(lambda m: f"from {m.group(2)}{m.group(3) or ''}", _seen(text))
    if text == question:
        return question
    text = re.sub(r"\s+([,.?!:;])", r"\1", " ".join(text.split()))
    return re.sub(r"^[,;:\s-]+", "", text)


NURSE_ASK = (
    "The records cannot say {what}: they hold the orders and who placed them, the stores, the products and "
    "their supplies, with nothing clinical. Which figure from the records should I show instead?"
)
"""The question back."""

_CLINICAL = re.compile(
    r"\b(?:re-?admissions?|re-?admit(?:ted|s)?|admissions?|admitted|sepsis|septic|discharges?|discharged"
    r"|acuity|mortality|length of stay|diagnos[ie]s|vital signs|vitals|bed occupancy|(?:ed|er) visits?)\b",
    _I,
)
_FULL_HISTORY = re.compile(
    r"(?<!\bover the )(?<!\bacross the )(?<!\bin the )(?<!\bfor the )(?<!\bduring the )(?<!\bof the )"
    r"\b(?:full|whole|complete|entire) (?:hx|history|chart)\b(?! of (?:the|our) (?:business|chain|company))",
    _I,
)
"""A customer's whole history ("pt 12 - full hx"), not the span of the data ("over the whole history")."""
_FIGURE = re.compile(
    r"\b(?:orders?|spend|spent|spending|revenue|sales|visits?|count|total|items?|amounts?|products?|dates?"
    r"|first|last|how many|how much)\b",
    _I,
)


def nurse_asked(question: str) -> str | None:
    """What ``question`` asks that the records cannot settle (a clinical figure, a customer's whole history
    with no figure named), or None.

    >>> nurse_asked("readmission rate for pts seen in May?")
    "a clinical figure ('readmission')"
    >>> nurse_asked("pt 12 - full hx")
    'which part of the history is meant'
    >>> nurse_asked("pt 12 - full hx of orders") is None
    True
    """
    clinical = _CLINICAL.search(question)
    if clinical is not None:
        return f"a clinical figure ('{clinical.group(0).lower()}')"
    whole = _FULL_HISTORY.search(question)
    if (
        whole
        and re.search(r"\b(?:customer|pt|patient)\b", question, _I)
        and not _FIGURE.search(_FULL_HISTORY.sub("", question))
    ):
        return "which part of the history is meant"
    return None
