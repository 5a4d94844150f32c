"""Follow-ups to a statistic or a histogram (see ``statfigures`` and ``histbins``), as the earlier question
they change: "And the 10th percentile?" after "the 90th percentile of order_total" swaps the statistic, and
"now the 99.5th" (the ordinal alone) after a percentile is that percentile; "Now do 2020." ("Same again for
2020.") after "the standard deviation of the daily order counts in 2019" swaps the year; "Now just
Chicago." after "the 2020 order totals in $10 bands" narrows it to the store; "What was that standard
deviation?" after "which store had the largest standard deviation of ..." is the earlier question, whose row
shows the winner's figure."""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import date

from askdata_app.agent.offline.histbins import read_bins
from askdata_app.agent.offline.statfigures import read_stat_figure, series_of

_STAT_WORDS = (
    r"(?:\d{1,2}(?:\.\d{1,2})?(?:st|nd|rd|th) percentile|quartiles|inter-?quartile range|iqr"
    r"|median absolute deviation"
    r"|coefficient of variation|(?:sample |population )?(?:standard deviation|std dev|stdev|variance)"
    r"|skewness|kurtosis|mode|median|mean|average|minimum|maximum)"
)
_LEAD = r"^(?:(?:ok|okay|and|now|so|then|what about|how about|give me|and what about|same for),? )*"
_STAT_ONLY = re.compile(_LEAD + rf"(?:the |its |their )?({_STAT_WORDS})(?: instead| too| as well| then)?$")
_THAT_ONE = re.compile(
    r"^(?:and |so )?(?:what|how (?:big|large|high|low|small)) (?:was|is|were) (?:that|the|its|their|this) "
    rf"{_STAT_WORDS}$"
)
_YEAR_ONLY = re.compile(
    _LEAD + r"(?:(?:re)?do|repeat|the same|same thing|same|run|re-?compute|re-?calculate|re-?run) ?"
    r"(?:it|that|this|th(?:e|at|is) (?:same )?(?:computation|calculation|exercise|analysis|figures?|numbers?"
    r"|statistics?|stats))?(?: again| once more)?(?: for| in| with)? ?"
    r"(\d{4})(?: instead| too| as well)?$|" + _LEAD + r"(?:for |in )?(\d{4})(?: instead| too| as well)?$"
)
_YEAR = re.compile(  # a year, not an amount ("more than 2000 units", "over $1999", "at least 2,000")
    r"(?<![$\d.,])(?<!than )(?<!over )(?<!above )(?<!under )(?<!below )(?<!least )(?<!most )"
    r"\b(?:19|20)\d{2}\b(?![.,]\d)(?! ?(?:units?|orders?|items?|customers?|dollars|bucks|k)\b)",
    re.IGNORECASE,
)
_STAT_IN = re.compile(rf"\b{_STAT_WORDS}\b", re.IGNORECASE)


_BARE_ORDINAL = re.compile(
    _LEAD + r"(?:the |its |their )?(\d{1,2}(?:\.\d{1,2})?(?:st|nd|rd|th))(?: one)?"
    r"(?: instead| too| as well| then)?$"
)
"""'now the 99.5th' after a percentile: that percentile (the ordinal alone was not known)."""


def _plain(text: str) -> str:
    return " ".join(re.sub(r"[?!]|\.(?!\d)", " ", text.lower().replace("’", "'")).split())


def year_redone(question: str, earlier: str) -> str | None:
    """ "Recompute it for 2020.", "Repeat the computation for 2018.": the earlier question with its one year
    swapped for the new one (or the year added when it said none), or None when ``question`` says more."""
    year = _YEAR_ONLY.match(_plain(question))
    if year is None:
        return None
    new = year.group(1) or year.group(2)
    years = {m.group() for m in _YEAR.finditer(earlier)}
    if len(years) > 1:
        return None
    if not years:
        return f"{earlier.rstrip('?!. ')} in {new}"
    old = years.pop()
    return _YEAR.sub(lambda m: new if m.group() == old else m.group(), earlier)


def stat_follow_up(question: str, earlier: str, stores: Mapping[str, date], anchor: date) -> str | None:
    """The earlier question as ``question`` changes it (see the module docstring), or None."""
    said = _plain(question)
    bare = _BARE_ORDINAL.match(said)
    if bare is not None and re.search(r"\bpercentile\b", earlier, re.IGNORECASE):
        said = f"the {bare.group(1)} percentile"
    read = read_stat_figure(earlier, stores, anchor) or read_bins(earlier, stores, anchor)
    swapped = _STAT_ONLY.match(said)
    if swapped is not None:
        first = _STAT_IN.search(earlier)
        if first is None or (read is None and series_of(_plain(earlier)) is None):
            return None
        return earlier[: first.start()] + swapped.group(1) + earlier[first.end() :]
    if read is None:
        return None
    if _THAT_ONE.match(said) and re.match(r"^\s*which\b", earlier, re.IGNORECASE):
        return earlier
    year = year_redone(question, earlier)
    if year is not None:
        return year
    names = "|".join(re.escape(s.lower()) for s in sorted(stores, key=len, reverse=True))
    if not names:
        return None
    store = re.match(
        _LEAD
        + rf"(?:just|only|what about|how about|for|at|do)? ?(?:the )?({names})(?: only| alone| instead)?$",
        said,
    )
    if store is None:
        return None
    name = next(s for s in stores if s.lower() == store.group(1))
    before = [s for s in stores if re.search(rf"\b{re.escape(s)}\b", earlier, re.IGNORECASE)]
    if len(before) > 1:
        return None
    if before:
        return re.sub(rf"\b{re.escape(before[0])}\b", name, earlier, flags=re.IGNORECASE)
    return f"{earlier.rstrip('?!. ')} at {name}"
