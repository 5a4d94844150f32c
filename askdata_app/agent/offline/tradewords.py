"""A market trader's words for the shop's own figures, said plainly.

Traders talk about a daily figure as if it were a price chart:

- the "ATH" / "all-time high" (and "ATL" / "all-time low") of a figure is its highest (lowest) value: "the
  ATH for daily revenue" is the highest daily revenue, "the ATH for a single ticket" the biggest single
  ticket; a label said before a restatement ("the ATH print itself - highest daily revenue ever") goes;
- "Nd MA" (or "N-day MA", "N-day SMA") is an N-day moving average, "as of" a day (in a moving average) is on
  that day, and the window spelled out ("i.e. that day plus the 6 before it", "(2020-12-31 + the 29 days
  before)") only restates it;
- "volume" / "vol" is the number of orders ("order vol", "daily volume"; "(vol = number of orders)" goes);
  a volume of something named ("cup volume", "unit volume", "sales volume") is left as said;
- a "green day" is a day whose figure rose vs the day before, a "red day" one whose figure fell; the figure is
  the one the definition names ("green = daily revenue closed higher than the day before") or, without one,
  the one the question names;
- a "session" defined as a day ("(session = one calendar day)"), or a "trading session", is a day;
- a "pump" is a rise and a "dump" a drop ("the biggest one-day pump"); "the biggest gainer on X" is what grew
  X the most (and "the biggest loser" what shrank it); "2019 -> 2020" is from 2019 to 2020 ("q1 -> q4" q1 to
  q4); "BF 2020" is Black Friday 2020; "in % terms" and
  "% basis" are in percent; "did 2020 print N" is "did 2020 have";
- a self-correction ("top 5 wallets, err customers") keeps the corrected word;
- "coeff of var" is the coefficient of variation, its formula in brackets ("(stdev samp / mean)") goes.
"""

from __future__ import annotations

import re

from askdata_app.agent.offline.numwords import alternation, counting, numbers

__all__ = ["trader_words"]

_COUNTS = numbers(counting(1, 60))
_N = rf"(?:\d{{1,3}}|{alternation(_COUNTS)})"
_UNIT = {"d": "day", "day": "day", "w": "week", "wk": "week", "week": "week", "m": "month", "mo": "month",
         "month": "month"}  # fmt: skip

_HIGH = r"(?:ATH|all[- ]time[- ]high)"
_LOW = r"(?:ATL|all[- ]time[- ]low)"
_LABEL = re.compile(
    rf"\b(?:the )?(?:{_HIGH}|{_LOW})(?: print| level| value| figure| number)?(?: itself)?"
    r" ?[-\u2013\u2014:] ?"
    r"(?=[^?]*\b(?:highest|lowest|biggest|smallest|max(?:imum)?|min(?:imum)?|record)\b)",
    re.IGNORECASE,
)
"""A label before a restatement: "the ATH print itself - highest daily revenue ever"."""
_SINGLE = re.compile(
    rf"\b(?:the )?(?P<w>{_HIGH}|{_LOW})s? (?:for|of|on) (?:an? |one )?single\b", re.IGNORECASE
)
_OF = re.compile(rf"\b(?:the )?(?P<w>{_HIGH}|{_LOW})s?(?: print)? (?:for|of|on|in) (?:the )?", re.IGNORECASE)
_BARE = re.compile(rf"\b(?P<w>{_HIGH}|{_LOW})s?\b(?: print\b)?", re.IGNORECASE)

_MA = re.compile(
    r"\b(?P<n>\d{1,3})[- ]?(?P<u>d|days?|w|wks?|weeks?|m|mos?|months?)[- ]?(?:s?ma|moving avg)\b",
    re.IGNORECASE,
)
_MOVING = re.compile(r"\b(?:moving|rolling|trailing) (?:average|avg|mean)\b", re.IGNORECASE)
_WINDOW = re.compile(
    r",? ?\(?(?:i\.?e\.?,? |ma ?= ?|meaning )?(?:that|the|this) (?:day|date|bar)(?: itself)?"
    rf" ?(?:plus|\+|and) (?:the )?{_N} (?:days? |bars? )?(?:before|prior|preceding)(?: it)?\)?",
    re.IGNORECASE,
)
"""The window restated: ", i.e. that day plus the 6 before it", "(MA = that day + the 6 days before)"."""
_DATED_WINDOW = re.compile(
    r"(?:\b(?:at|on|as of) (?:the )?(?:last|latest|final|most recent) (?:bar|candle|day|session)"
    r"(?: (?:in|of) the data| on record)? )?"
    rf"\((?P<day>\d{{4}}-\d{{2}}-\d{{2}}) ?(?:\+|plus|and) (?:the )?{_N} (?:days? |bars? )?"
    r"(?:before|prior|preceding)(?: it)?\)",
    re.IGNORECASE,
)
"""The window's last day in brackets: "at the last bar in the data (2020-12-31 + the 29 days before)"."""
_AS_OF = re.compile(
    r"\bas of (?=\d{4}-\d{2}-\d{2}\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))", re.IGNORECASE
)

_VOL_GLOSS = re.compile(
    r",? ?\((?:vol(?:ume)?\.?|volume) ?(?:=|is|means|meaning) (?:the )?(?:number|count|#) of orders\)",
    re.IGNORECASE,
)
_VOL = re.compile(r"(?<![-\w])(?P<before>(?:[a-z'-]+ )?)(?:vol|volumes?)\b(?!-)", re.IGNORECASE)
_NAMED_VOL = re.compile(
    r"(?:sales|unit|units|item|items|cup|lid|packaging|dollar|revenue|drink|food|product|supply|supplies"
    r"|order|ticket|transaction|trade|trading|trades|high|higher|highest|low|lower|lowest|heaviest|largest"
    r"|biggest|network|total) $",
    re.IGNORECASE,
)

_COLOUR = re.compile(r"\b(?P<c>green|red) (?P<d>days?|sessions?)\b", re.IGNORECASE)
_DEFINED = re.compile(
    r"(?:[?.;,:]|\s[-\u2013\u2014])?\s*\(?(?:green|red)(?: days?)? ?(?:=|is|means|meaning|:) ?"
    r"(?:a day |days )?"
    r"(?:(?:when|where|with) )?(?:the )?(?P<fig>[^()?]+?) (?:closed |closes |was |is |came in |finished )?"
    r"(?:higher|up|lower|down|above|below|rose|fell|green|red)"
    r"(?: (?:than|vs\.?|versus|compared (?:with|to)|from|on) (?:the )?(?:day|session) before"
    r"| (?:than|vs\.?|versus|compared (?:with|to)|from|on) (?:the )?(?:prior|previous|preceding)"
    r" (?:day|session))?"
    r"\)?(?=$|[?.;,]|\s)",
    re.IGNORECASE,
)
"""A green or red day's definition: "green = daily revenue closed higher than the day before"."""

_SESSION_GLOSS = re.compile(
    r",? ?\((?:a |one )?sessions? ?(?:=|is|means|meaning) (?:one |a |each )?(?:calendar |trading )?day"
    r"\b[^)]*\)",
    re.IGNORECASE,
)
_SESSIONS = re.compile(r"\b(?:trading )?sessions\b", re.IGNORECASE)
_SESSION = re.compile(r"\b(?:trading )?session\b", re.IGNORECASE)

_WHAT = r"(?P<x>[a-z' -]+?)(?= from\b| \d{4}\b|,|\?|$)"
"""The figure a gainer gained on, up to its years ("order vol" in "the biggest gainer on order vol 2019 ->
2020")."""

_REWRITES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p, re.IGNORECASE), s)
    for p, s in (
        (r"\brev\b", "revenue"),  # said in full, for the readers of the question's own words
        # "top 5 wallets, err customers, by ...": the corrected word
        (
            r"\b[a-z'-]+(?:,? err+|,? erm)[,.]? (?!(?:the|a|an|that|this|those|it|is|all|only|just)\b)"
            r"([a-z'-]+),?",
            r"\1",
        ),
        (
            r"\b(?:the )?(?:biggest|largest|one[- ]day|single[- ]day|daily|best) (?:one[- ]day )?pump\b",
            "biggest rise",
        ),
        (
            r"\b(?:the )?(?:biggest|largest|one[- ]day|single[- ]day|daily|worst) (?:one[- ]day )?dump\b",
            "biggest drop",
        ),
        (
            rf"\b(?:was |is )?the (?:biggest|top|largest) gainer (?:on|in|for|by|of) {_WHAT}",
            r"grew \g<x> the most",
        ),
        (
            rf"\b(?:was |is )?the (?:biggest|top|largest|worst) loser (?:on|in|for|by|of) {_WHAT}",
            r"shrank \g<x> the most",
        ),
        (r"(?<!\w)(?:in )?% (?:terms|basis)\b|\bon an? % basis\b|\bin percent(?:age)? terms\b", "in percent"),
        (r"(?<!\bfrom )\b(\d{4}) ?(?:->|\u2192|=>) ?(\d{4})\b", r"from \1 to \2"),
        (r"\b(q[1-4]|h[12]|[a-z]{3,9}) ?(?:->|\u2192|=>) ?(q[1-4]|h[12]|[a-z]{3,9})\b", r"\1 to \2"),
        (r"\bBF(?= \d{4}\b| ?\()", "black friday"),
        (r"\b(how many [^?]*?) did (\d{4}) (?:print|have|see|log|post)\b", r"\1 in \2"),
        (r"\b(did|does|do|will) ((?:\d{4}|[a-z]+)(?: [a-z]+)?) print\b", r"\1 \2 have"),
        (r"\bcoeff?(?:icient)?\.? of var(?:iation|iance)?\b\.?", "coefficient of variation"),
        (
            r"\s*\((?:stdev|std ?dev|sd|standard deviation)[ _]?(?:samp(?:le)?)? ?/ ?(?:mean|avg|average)\)",
            "",
        ),
    )
)


def _high_low(text: str) -> str:
    """The ATH / ATL of a figure said as its highest / lowest."""
    text = _LABEL.sub("", text)

    def said(m: re.Match[str], single: str, plain: str) -> str:
        high = re.match(_HIGH, m.group("w"), re.IGNORECASE) is not None
        return (
            (single if high else single.replace("biggest", "smallest"))
            if single
            else (plain if high else plain.replace("highest", "lowest"))
        )

    text = _SINGLE.sub(lambda m: said(m, "the biggest single", ""), text)
    text = _OF.sub(lambda m: said(m, "", "the highest "), text)
    return _BARE.sub(lambda m: said(m, "", "highest"), text)


def _moving(text: str) -> str:
    """ "7d MA" as a 7-day moving average; its window restated goes; "as of" a day is on it."""
    text = _MA.sub(lambda m: f"{m.group('n')}-{_UNIT[m.group('u').lower().rstrip('s')]} moving average", text)
    if not _MOVING.search(text):
        return text
    text = _WINDOW.sub("", text)
    text = _DATED_WINDOW.sub(lambda m: f"on {m.group('day')}", text)
    return _AS_OF.sub("on ", text)


def _volume(text: str) -> str:
    """Volume said as the number of orders, where no other thing's volume is named."""
    if re.search(r"\bvol(?:ume)? of vol", text, re.IGNORECASE):
        return text
    text = _VOL_GLOSS.sub("", text)

    def said(m: re.Match[str]) -> str:
        before = m.group("before")
        if _NAMED_VOL.search(before):
            return f"{before}volume"
        return f"{before}order volume"

    return _VOL.sub(said, text)


def _coloured(text: str) -> str:
    """Green (red) days as the days whose figure rose (fell) vs the day before; left as said when no figure is
    named (by a definition, or "on X" after the days)."""
    found = _COLOUR.search(text)
    if found is None:
        return text
    defined = _DEFINED.search(text, found.end())
    if defined is not None:
        figure = defined.group("fig").strip()
        text = (text[: defined.start()] + text[defined.end() :]).strip()
    else:
        on = re.search(
            r" (?:on|for) (?:the )?(?P<fig>(?!(?:19|20)\d\d\b)[a-z' -]+?)(?= in\b| for\b| during\b|[,?.;]|$)",
            text[found.end() :],
            re.IGNORECASE,
        )
        if on is None:
            return text
        figure = on.group("fig")
        text = text[: found.end() + on.start()] + text[found.end() + on.end() :]
    figure = re.sub(r"^(?:the|a|its) ", "", figure, flags=re.IGNORECASE)
    verb = "rise" if found.group("c").lower() == "green" else "fall"
    text = _COLOUR.sub(lambda m: "days" if m.group("d").lower().endswith("s") else "day", text, count=1)
    end = re.search(r"\s*(?:[?.!]\s*)?$", text)
    cut = end.start() if end is not None else len(text)
    return f"{text[:cut]} did {figure} {verb} vs the day before{text[cut:]}"


def _sessions(text: str) -> str:
    """A session defined as a day (or a trading session) said as a day."""
    glossed = _SESSION_GLOSS.search(text)
    if glossed is None and not re.search(r"\btrading sessions?\b", text, re.IGNORECASE):
        return text
    text = _SESSION_GLOSS.sub("", text)
    return _SESSION.sub("day", _SESSIONS.sub("days", text))


def trader_words(question: str) -> str:
    """``question`` with a market trader's words in the layer's own; unchanged when it has none."""
    text = question
    for pattern, said in _REWRITES:
        text = pattern.sub(said, text)
    text = _moving(_sessions(_high_low(text)))
    text = _coloured(_volume(text))
    if text == question:
        return question
    return re.sub(r" +([,?])", r"\1", " ".join(text.split()))
