"""Reading a question into an ``Intent``: time, keywords, then the layer's own words."""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from datetime import date

from askdata_app.agent.offline.abbrev import glued_shorthand
from askdata_app.agent.offline.catalog import Catalog, Dim, Leaf
from askdata_app.agent.offline.clock import read_by_count, read_clock
from askdata_app.agent.offline.dimpick import (
    dim_for,
    is_boolean,
    is_fact,
    items_of,
    pick_dim,
    template_filter,
)
from askdata_app.agent.offline.growthbasis import growth_basis
from askdata_app.agent.offline.intent import Filter, Intent, Measure
from askdata_app.agent.offline.keywords import read_comparisons, read_keywords
from askdata_app.agent.offline.kindorders import per_kind_whole
from askdata_app.agent.offline.lagwords import LagStep, read_lag_words
from askdata_app.agent.offline.lexicon import Lexicon, Match
from askdata_app.agent.offline.memberkeys import KeyWords, key_words, read_member_keys
from askdata_app.agent.offline.nonnative import invert_of, plain_english
from askdata_app.agent.offline.occasions import holiday_names
from askdata_app.agent.offline.parallel import (
    JOINERS,
    align_parallel,
    distribute,
    prefer_values,
    split_parallel,
)
from askdata_app.agent.offline.procedural import drop_how_counted, is_procedural
from askdata_app.agent.offline.reword import expand
from askdata_app.agent.offline.sharebase import read_share_base
from askdata_app.agent.offline.spelling import Speller
from askdata_app.agent.offline.superlatives import BASIS_WORDS, MONEY_BASES, asks_money, read_basis
from askdata_app.agent.offline.taxes import ASKED_EXCL, ASKED_INCL
from askdata_app.agent.offline.text import norm_tokens, singular, words
from askdata_app.agent.offline.timespec import Period, parse_time, rewrite_periods
from askdata_app.agent.offline.timeunits import repeats_time_unit
from askdata_app.agent.offline.unflagged import members_count, unflagged
from askdata_app.agent.offline.unitwords import read_unit_words
from askdata_app.agent.offline.vocab import ASC, DESC, FILLER, IGNORABLE, NOT_FILLER_LY, NUM_WORDS

_ONE_NOUN = re.compile(
    r"(?!(?:one|of|do|did|had|have|are|were|will|would|can|could|should|sold|made|came|went|got|the|a|an"
    r"|our|your|their|its|these|those|that|among|in|at|on|for|by|from|with|out|two|three|four|five|ten)$)"
    r"(?![a-z]+(?:ed|ing|ly)$)[a-z]+(?<!s)"
)
"""A singular noun after "which" ("which gizmo"): not a verb, determiner, number or plural."""
_AND_OR = frozenset({"and", "or"})

_NEIGHBOUR = re.compile(r"^(?:previous|next)_|_(?:before|after)$")
"""Lag columns said as "the previous month", "the day before": with nothing more, maybe a period."""


def _one_bucket(period: Period, grain: str) -> bool:
    """Whether ``period`` is at most one ``grain`` bucket long (no series of them)."""
    if period.start is None or period.end is None:
        return False
    days = {"day": 1, "week": 7, "month": 31, "quarter": 92, "year": 366}.get(grain, 0)
    return (period.end - period.start).days <= days


_RANKING_WORDS = frozenset(re.findall(r"[a-z]+", f"{DESC}|{ASC}")) | frozenset(BASIS_WORDS)
"""Words that rank ("cheapest", "busiest") or say by what ("expensive"): a comparative without "than"
becomes one of them."""


_AUXILIARIES = frozenset({"does", "do", "did", "would", "will", "can", "could", "should", "might", "may"})
"""Said before "a customer" in a question about anyone ("what does a customer spend per order")."""


def singular_key(key: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(singular(w) for w in key)


_RANK_VERBS = frozenset({"rank", "ranked", "sort", "sorted", "order", "ordered"})
"""A noun said right after these ("rank the stores by ...") is what is ranked, not what it is ranked by."""


_ONE_UNIT = re.compile(
    r"\b(?:in|on|during) (?:a|one|any)(?: single| one| given)? (?:day|week|month|quarter|year)\b"
)
"""A unit of time said as one of them ("the max orders in a single day"): the figure per that unit."""


_PART_WORDS = frozenset({"share", "percentage", "percent", "proportion", "fraction", "rate", "ratio", "part"})
"""Words before "of": what follows is the part, not a segment of another measure."""


_RUNS_ALL_TIME = re.compile(
    r"\b(?:cumulative|running (?:total|sum))\b.*?(?:\bof|,) (?:the (?:year|months?|quarters?) )?"
    r"(?:(?:19|20)\d\d|q[1-4]|h[12]|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)"
)
"""A running total whose period is said with "of" or a comma ("for each month of 2020", ", 2019"): it runs
from the first date; said with "in" ("cumulative revenue in 2020") it starts with the period."""
_SINCE_START = re.compile(
    r"\b(?:since|from) (?:the (?:very )?(?:start|beginning)(?: of (?:the |our )?(?:data|dataset|records?|"
    r"history|time|trading|business))?|inception|day one|we (?:opened|started|began))\b|\ball[- ]time\b"
)
"""A running total said to run "since the start of the data": from the first date, whatever period shown."""


_TOTALLED = frozenset({"total", "sum", "summed", "added", "combined", "altogether", "overall", "together"})
"""Words that ask for one total: "lifetime spend summed over the customers who joined in 2018"."""


class QuestionParser:
    """Turns one question's text into an ``Intent`` using a catalog and its lexicon."""

    def __init__(
        self,
        catalog: Catalog,
        lexicon: Lexicon,
        *,
        non_unique: set[Dim] | None = None,
        speller: Speller | None = None,
    ) -> None:
        self.catalog = catalog
        self.lexicon = lexicon
        self.speller = speller
        """Corrects typos and expands nicknames before reading (none: words are read as typed)."""
        self.non_unique = non_unique or set()
        """Display names shared by several members (customers with the same name): grouped with their key."""
        self._known_columns: set[str] | None = None
        self._key_words: KeyWords | None = None
        self.data_start: date | None = None
        """The earliest date in the data ("the first month of data"), when known."""

    def parse(
        self, question: str, anchor: date, *, prefer: frozenset[Dim] = frozenset(), clipped: bool = False
    ) -> Intent:
        """Parse ``question`` (see ``_parse``), a member named by its number ("customer 1000") read apart
        as a filter on its key (memberkeys.py)."""
        if self._key_words is None:
            self._key_words = key_words(self.catalog)
        keyed = read_member_keys(question, self._key_words, self._years(anchor))
        intent = self._parse(keyed.text, anchor, prefer=prefer, clipped=clipped)
        intent.filters.extend(f for f in keyed.filters if f not in intent.filters)
        return intent

    def _lag_column(self, raw: list[str], anchor: date) -> tuple[list[str], LagStep | None]:
        """``raw`` without the words of a figure shown beside each bucket of a series ("with the previous
        day's count next to each", lagwords.py), and its step; kept as said when there is no series to show
        it beside, or when it may be a period ("by day and the previous month")."""
        rest, lag = read_lag_words(raw)
        if lag is None:
            return raw, None
        time = parse_time(rest, anchor, self.data_start)
        grain = time.grain
        if lag.bare and grain and all(_one_bucket(p, grain) for p in time.periods) and time.periods:
            return raw, None  # "last week and the week prior": two periods, no series beside which
        order = ("day", "week", "month", "quarter", "year")
        if grain is None:  # "add the previous day's count next to each" (after a daily series)
            return (rest, lag) if not lag.bare and abs(lag.count) == 1 and lag.unit != "year" else (raw, None)
        coarser = order.index(lag.unit) > order.index(grain) if grain in order else True
        if grain not in order or (lag.bare and coarser and _NEIGHBOUR.search(lag.name) is not None):
            return raw, None
        return rest, lag

    def _parse(
        self, question: str, anchor: date, *, prefer: frozenset[Dim] = frozenset(), clipped: bool = False
    ) -> Intent:
        """Parse ``question``; relative dates count back from ``anchor``.

        Args:
            question: the text.
            anchor: the data's last date.
            prefer: dimensions whose values a word should be read as when it can ("and drinks?" after a
                question filtered on product type means the beverage product type).
            clipped: the question's clipped words were already written out (no second pass).
        """
        asked = question
        proper = {w.lower() for w in re.findall(r"(?<=[a-z,] )[A-Z][a-z]+", question)}
        """Capitalised words inside a sentence: names, never filler."""
        short: list[str] = []
        if self.speller is not None:  # "hr", "blk friday", "gp": written out before phrases are read
            question, short = self.speller.unshorten(question, lambda w: expand(w) != w)
            rewritten = set(words(expand(question).lower()))  # a word a rewrite reads ("picked up") stays
            question, typos = self.speller.respell(question, lambda w: expand(w) != w or w not in rewritten)
            short += typos
        question, over_price = read_unit_words(expand(question))  # "the profit on one unit": per unit
        question = glued_shorthand(drop_how_counted(question), self._years(anchor), holiday_names())
        question = plain_english(question, _RANKING_WORDS.__contains__)
        raw = [w.replace("'s", "").replace("'", "") for w in words(question)]
        raw = [w for w in raw if w]
        raw, clock = read_clock(raw)  # "between 11am and 2pm", "on weekends": conditions on the time
        raw, by_count = read_by_count(raw)  # "orders by number of items": a breakdown by a count
        fixes: list[str] = []
        if self.speller is not None:
            raw, fixes = self.speller.fix(raw)
        fixes = short + fixes
        raw = invert_of(raw, lambda key: singular_key(key) in self.lexicon.terms)  # "margin of gross"
        raw = distribute(self.lexicon, raw)  # "food vs drink orders": food orders vs drink orders
        raw = per_kind_whole(self.lexicon, raw)  # "drinks per drink order": per order, drink orders only
        raw = growth_basis(rewrite_periods(raw, anchor))  # "growth versus the prior month": month over month
        raw, lag = self._lag_column(raw, anchor)  # "per day, with the previous day's count next to each"
        norm = [singular(w) for w in raw]
        intent = Intent(notes=fixes, hours=clock.hours, day_kinds=clock.day_kinds, by_count=by_count)
        intent.over_price = over_price
        if by_count is not None:
            intent.count = True
        intent.plural = not raw or raw[0] not in {"who", "whose"}  # "who spent the most?": one person
        if (
            len(raw) > 2
            and raw[0] == "which"
            and raw[1] in {"customer", "person", "guest", "client", "shopper"}
        ):
            intent.plural = raw[2] in {"and", "or"}  # "which customer spent the most in 2019": one
        elif len(raw) > 2 and raw[0] == "which" and _ONE_NOUN.fullmatch(raw[1]) and raw[2] not in _AND_OR:
            intent.plural = False  # "which gizmo sold the most": one, whatever the word names
        intent.asks_when = bool(raw) and raw[0] == "when"
        intent.asks_how_many = any(a == "how" and b == "many" for a, b in itertools.pairwise(raw))
        intent.asks_who = bool(raw) and raw[0] in {"who", "whose", "whos"}
        time = parse_time(raw, anchor, self.data_start)
        used = set(time.consumed)
        intent.periods = time.periods
        intent.missing_year = time.missing_year
        intent.grain = time.grain
        intent.growth = time.growth
        intent.growth_lag = time.growth_lag
        if lag is not None:
            intent.lag, intent.grain = lag, intent.grain or lag.unit
        intent.endpoints = time.endpoints
        intent.first_days = time.first_days
        intent.first_months = time.first_months
        intent.first_full = time.first_full
        if time.over_time and not intent.grain:
            intent.grain = "month"
        if time.every_holiday and len(intent.periods) > 1:
            intent.combined = True  # the holidays of a year taken together: one figure
        one_days = len(intent.periods) > 1 and all(
            p.start is not None and p.end is not None and (p.end - p.start).days == 1 for p in intent.periods
        )
        days_apart = one_days and intent.grain is None and not intent.combined
        if days_apart:
            intent.grain = (
                "day"  # "black friday vs thanksgiving", "christmas day in 2019 and 2020": a row a day
            )
        if intent.grain == "season":  # "per season in 2019": its winter starts in December 2018
            intent.periods = [_seasons_of(p) for p in intent.periods]
        finer = {"year": ("day", "week", "month", "quarter"), "quarter": ("day", "week", "month")}
        finer["month"] = ("day", "week")
        if time.to_date and intent.grain in finer.get(time.to_date, ()):
            # "year-to-date revenue by month in 2020": a running total that restarts each year
            intent.cumulative, intent.cumulative_reset = True, time.to_date
            kept_periods = [p for p in intent.periods if not p.label.endswith("to date")]
            if kept_periods:
                intent.periods = kept_periods
        intent.runs_all_time = (
            _RUNS_ALL_TIME.search(question.lower()) is not None
            or _SINCE_START.search(asked.lower()) is not None  # "since the start" is read away before
        )
        text = " ".join(raw)
        starts = [m.start() for m in re.finditer(r"\S+", text)]

        def spans(pattern: str) -> list[tuple[re.Match[str], set[int]]]:
            out = []
            for m in re.finditer(pattern, text):
                idx = {i for i, p in enumerate(starts) if m.start() <= p < m.end()}
                if not idx & used:
                    out.append((m, idx))
            return out

        for sense, pattern in (("incl", ASKED_INCL), ("excl", ASKED_EXCL)):
            for _m, idx in spans(pattern):  # "incl. tax": which version of the money figure, not the tax
                intent.tax = sense
                used.update(idx)
        for named, idx in spans(r"\b(?:distinct|unique|different|separate|individual) (?:not )?(\w+)"):
            intent.distinct = singular(named.group(1))  # "how many different products": members, not rows
            if max(idx) + 1 < len(raw):  # "distinct product prices": perhaps one column's name in two words
                intent.distinct_words = f"{named.group(1)} {singular(raw[max(idx) + 1])}"
            used.add(min(idx))
            if min(idx) > 0 and raw[min(idx) - 1] in {"per", "a", "each"}:
                intent.per_distinct = True  # "revenue per unique customer": over how many there were
        dated = re.search(r"\b(?:when|what date|which date|what day|which day|date|dates|day)\b", text)
        span_words = r"\b(?:date range|range of dates|first and last (?:day|date)s?|earliest and latest)\b"
        if re.search(r"\bthan\b", text):
            for m_, idx in spans(r"\bhow (?:many|much) (more|fewer|less)\b"):
                intent.more_than = (
                    1 if m_.group(1) == "more" else -1
                )  # "how many more orders did brooklyn do"
                used.add(max(idx))
            for _m, idx in spans(r"\bthan\b|\b(?:do|did|does|make|made|have|had|get|got|sell|sold)\b"):
                if intent.more_than:
                    used.update(idx)
        if not intent.more_than and re.search(
            r"\b(?:gap|difference|differential)\b.*\bbetween\b.+\band\b", text
        ):
            intent.more_than = (
                1  # "the gap in orders between brooklyn and chicago": the first minus the second
            )
        for _m, idx in spans(span_words):
            intent.date_span = ("min", "max")  # "what date range does the order data cover?"
            used.update(idx)
        ranked_who = bool(raw) and raw[0] in {"which", "who", "whos", "whose"}
        for sm, idx in spans(
            r"\b(?:the )?(?:very )?(first|earliest|oldest|last|latest|most recent|newest) ([a-z]+)\b"
        ):
            noun = singular(sm.group(2))
            if not dated or ranked_who or intent.date_span or noun not in self.lexicon.known_words():
                continue  # "which location has the oldest opening date": a member, ranked by its date
            if not any(c.kind in {"entity", "quantity"} for c in self.lexicon.terms.get((noun,), {})):
                continue  # "the first order": a fact's row, by its date ("the last month" is a period)
            intent.date_span = ("min",) if sm.group(1) in {"first", "earliest", "oldest"} else ("max",)
            intent.date_noun = noun
            said_day = re.search(r"\b(?:date|day)s?\b", text)
            both = re.search(r"\b(?:date and (?:the )?time|time and (?:the )?date|timestamp)\b", text)
            intent.date_moment = bool(re.search(r"\bwhen\b", text)) and (not said_day or bool(both))
            used.update(idx)
        contents = (
            r"\b(?:what|which things?|(?:what|which) \w+) (?:goes|go|went|gets|get|is|are|is used|are used)"
            r" (?:in|into|inside)\b"
        )
        for _m, idx in spans(contents + r"|\bwhats (?:in|inside)\b"):
            intent.contents = True  # "what goes into the krautback?": its parts
            used.update(idx)
        read_comparisons(intent, question, spans, used, norm, self._column_words())
        # the layer's multi-word terms first ("average order value" is a metric, not an average)
        exact = [
            m for m in self.lexicon.match(norm, used, fuzzy_ok=set(), weak=FILLER) if m.end - m.start > 1
        ]
        exact = split_parallel(self.lexicon, norm, exact)
        for m in exact:
            used.update(range(m.start, m.end))
        intent.grain_is_per = time.grain_per
        intent.grain_each = time.grain_each
        intent.said = tuple(norm)
        basis, said = read_basis(raw, used)
        one_unit = _ONE_UNIT.search(asked.lower()) is not None  # "in a single day": per day
        read_keywords(intent, spans, used, time.grain_adjective, time.grain_per or one_unit)
        if days_apart and intent.periods_together:  # "on March 19 and September 22 2020, taken together"
            intent.grain = None  # the days added up: one figure (before, a row a day)
        if time.inner_grain is not None and (intent.average or intent.agg == "median") and intent.grain:
            intent.per_grain, intent.per_grain_said = time.inner_grain, True  # the days, inside each month
        judged = re.search(
            r"\bhow (?:did|do|does|have|has) (?:the |our |my )?(?:[a-z]+ ){1,3}(do|done|fare|fared)\b", text
        )
        if judged:  # "how did the new stores do?": a judgement, which measure?
            intent.vague = True
            used.update(i for i, p in enumerate(starts) if p in {judged.start(), judged.start(1)})
            used.update(i + 1 for i, p in enumerate(starts) if p == judged.start())
        if basis is None and asks_money(text):
            basis = "money"
        intent.basis = basis
        used |= said
        if re.search(r"\b(?:just|only) (?:by|per)\b", text):
            intent.replace_groups = True  # "just by month"
        fuzzy_ok = {
            i for i, w in enumerate(norm) if i not in used and w not in FILLER and raw[i] not in FILLER
        }
        rest = self.lexicon.match(norm, used, fuzzy_ok=fuzzy_ok, weak=FILLER)
        rest = split_parallel(self.lexicon, norm, rest)
        matches = align_parallel(sorted(exact + rest, key=lambda m: m.start), norm)
        if prefer:
            matches = [prefer_values(m, prefer) for m in matches]
        for m in matches:
            used.update(range(m.start, m.end))
        self._resolve(intent, matches, raw)
        one = re.search(rf"\b(?:{DESC}|{ASC}) (?:[a-z]+ )?(thing|one|item|option|choice|pick)\b", text)
        one = one or re.search(
            r"\b(?:which|what)(?: one)? (?:of (?:those|them|these) )?(?:is|was|'s) the\b", text
        )
        if intent.rank and intent.limit is None and one is not None:
            intent.plural = False  # "the cheapest thing we sell", "which of those is the priciest": one
        if intent.grain and not intent.groups:
            plural_grain = {"months", "days", "weeks", "quarters", "years", "hours", "weekdays"}
            intent.plural = any(w in plural_grain for w in raw)
        named_words = {
            t
            for f in intent.filters
            if not f.negate and f.op is None
            for v in f.values
            for t in norm_tokens(v)
        }
        named_words = {t for t in named_words if len(t) >= 3}
        for i, w in enumerate(raw):
            if i in used or w in FILLER or norm[i] in FILLER:
                continue
            if len(w) <= 2 and not w.isdigit():
                continue
            adverb = len(w) >= 5 and w.endswith("ly") and w not in proper and w not in NOT_FILLER_LY
            repeated = bool(intent.grain or intent.periods) and repeats_time_unit(w)
            procedural = is_procedural(w) or w in NUM_WORDS  # "dividing", "itself", "the six stores"
            procedural = procedural or (
                w in {"holiday", "holidays"} and bool(intent.periods)
            )  # "Labor Day holiday"
            if w in IGNORABLE or norm[i] in IGNORABLE or adverb or repeated or procedural:
                intent.notes.append(f"'{w}' ignored")  # "overall", "basically": never changes the answer
                continue
            if w in named_words:  # "chai sales (the chai and mighty)": a short name of the member named
                intent.notes.append(f"'{w}' read as part of a name said")
                continue
            intent.unknown.append(w)
        if intent.unknown and self.speller is not None and not clipped:
            # "uniq", "cum", "chi": a word left unknown that starts exactly one vocabulary word
            spelled, notes = self.speller.unshorten(asked, lambda w: w not in intent.unknown, clipped=True)
            if notes:
                again = self.parse(spelled, anchor, prefer=prefer, clipped=True)
                again.notes[:0] = notes
                return again
        read_share_base(question.lower(), intent)  # "fraction of weekend orders that had a drink"
        return intent

    def _years(self, anchor: date) -> range:
        """The years of the data (two-digit years are read as one of them)."""
        first = self.data_start.year if self.data_start is not None else anchor.year - 2
        return range(first, anchor.year + 1)

    def _column_words(self) -> set[str]:
        if self._known_columns is not None:
            return self._known_columns
        words_: set[str] = set()
        for d in self.catalog.dims:
            words_ |= set(norm_tokens(d.name)) | set(norm_tokens(d.label))
        for q in self.catalog.quantities:
            words_ |= set(norm_tokens(q.label))
        self._known_columns = words_ - {
            "is",
            "has",
            "at",
            "of",
            "the",
            "a",
            "by",
            "in",
            "per",
            "dim",
            "with",
            "to",
            "for",
            "on",
            "and",
            "or",
            "from",
        }
        return self._known_columns

    def _resolve(self, intent: Intent, matches: list[Match], raw: list[str]) -> None:
        """Decide what each matched phrase is (measure, grouping, filter) from its neighbours."""
        spans: list[tuple[Match, bool, bool]] = []
        everything: set[int] = set()
        for m in matches:
            before = " ".join(raw[max(0, m.start - 2) : m.start])
            prev = raw[m.start - 1] if m.start else ""
            if re.fullmatch(r"(?:19|20)\d\d", prev) and m.start > 1 and raw[m.start - 2] == "by":
                prev = "by"  # "rank the jaffles by 2020 units": what they are ranked by, in that year
            negated = bool(
                re.search(
                    r"\b(excluding|except|without|not|exclude|excl|other than|besides|no)"
                    r"(?: any| a| an| the| our| all)?$",
                    before,
                )
            )
            grouped = prev in {"by", "per", "each", "every", "across", "within"} or before.endswith(
                ("for each", "for every", "within its", "within their")
            )
            listed_by = (  # "revenue by year and store": the second breakdown of a "by" list
                prev == "and"
                and m.start >= 3
                and raw[m.start - 3] in {"by", "per"}
                and not raw[m.end - 1].endswith("s")
                and bool(self._kinds(m) & {"dim", "entity"})
            )
            grouped = (grouped or listed_by) and before != "divided by"  # "tax divided by revenue": a ratio
            if re.search(
                r"\b(?:filtered|limited|restricted|narrowed|cut) (?:down )?to(?: the| our| just| only)*$",
                " ".join(raw[max(0, m.start - 4) : m.start]),
            ):
                everything.add(m.start)  # "revenue, filtered to stores with a tax rate over 6%": one total
            wider = " ".join(raw[max(0, m.start - 3) : m.start])
            if (
                prev == "all"
                or before.endswith(("all the", "all our", "across all", "across every"))
                or re.search(r"\b(?:the|its|our|their) (?:whole|entire)$", before)
                or re.search(r"\ball of (?:the|our)$", wider)
            ):
                grouped = False
                everything.add(m.start)  # "total sales for all the stores": no breakdown, no filter
            spans.append((m, grouped, negated))
        money = intent.basis in MONEY_BASES
        as_filter = [self._segment_filter(m, raw, money=money, share=intent.share) for m, _, _ in spans]
        for k in range(1, len(spans)):  # "from repeat vs one-time customers": both are segments
            m = spans[k][0]
            if as_filter[k - 1] is not None and as_filter[k] is None and raw[m.start - 1] in JOINERS:
                as_filter[k] = self._segment_filter(m, raw, money=True, share=intent.share)
        has_pure = any(
            self._kinds(m) == {"quantity"} and not f for (m, _, _), f in zip(spans, as_filter, strict=True)
        )
        roles: list[str] = []
        several_segments = sum(f is not None for f in as_filter) > 1
        for (m, grouped, negated), segment in zip(spans, as_filter, strict=True):
            if segment is not None:
                simple = intent.share or several_segments
                as_values = [template_filter(self.catalog, t) for t in segment] if simple else []
                if as_values and all(as_values):
                    # "what portion of orders are from returning customers": the share's numerator
                    intent.filters.extend(f for f in as_values if f is not None)
                else:
                    intent.templates.extend(segment)
                roles.append("segment")
                continue
            joined = m.start > 0 and raw[m.start - 1] in {"and", "vs", "versus", "plus", "v"}
            role = self._role(m, grouped, has_pure, intent, roles, joined, len(spans))
            if (
                role == "quantity"
                and not grouped
                and not intent.count
                and self._names_member(m, spans, roles)
            ):
                role = "dim"  # "how much did the Brooklyn store make": the store is the member named
            if role == "each_value" and raw[m.start - 1] == "per" and {"average", "avg", "mean"} & set(raw):
                role = "value"  # "average price per jaffle": over the jaffles sold, one figure
            counts = [c for c in m.best({"quantity"}) if c.quantity and _count_like(c.quantity.node)]
            how_much = re.match(r"(?:(?:so|um|and|ok|okay|hey|but) )*how much\b", " ".join(raw))
            if role == "quantity" and how_much and counts and self._kinds(m) & {"dim", "entity"}:
                role = "dim"  # "how much did our customers pay": money, paid by the customers
            lead = [w for w in raw[max(0, m.start - 3) : m.start] if w not in {"the", "our", "all", "my"}]
            if role == "quantity" and lead and lead[-1] in _RANK_VERBS and self._kinds(m) & {"dim", "entity"}:
                role = "dim"  # "rank the stores by ...": what is ranked, not what it is ranked by
            busy = (
                intent.basis == "count" and intent.rank and intent.grain and not grouped and not intent.count
            )
            if busy and m.start > 0 and raw[m.start - 1] in {"the", "our"} and self._kinds(m) & {"entity"}:
                roles.append("whole")  # "what hour are the cafés at their busiest": the chain's busiest hour
                continue
            inside = m.start > 0 and raw[m.start - 1] in {"each", "every"} and intent.rank and intent.grain
            if role == "quantity" and inside and self._kinds(m) & {"dim", "entity"}:
                role = "dim"  # "the busiest hour at each store": hours ranked in each store, no store count
            ranked_by = intent.rank and m.start > 0 and raw[m.start - 1] == "by" and "quantity" not in roles
            entity_count = "quantity" in self._kinds(m) and bool(self._kinds(m) & {"entity"})
            if ranked_by and entity_count and m.end - m.start == 1 and not raw[m.end - 1].endswith("s"):
                role = "dim"  # "best selling product by store": within each store (a count says "by stores")
            elif role == "dim" and ranked_by and entity_count:
                counting = [c for c in m.best({"quantity"}) if c.quantity and _count_like(c.quantity.node)]
                if counting:  # "top 3 products by units in 2020, with their revenue": ranked by the units
                    role = "quantity"
            counted = m.start > 0 and raw[m.start - 1] in {"most", "fewest", "least"} and not grouped
            if role == "dim" and counted and "quantity" in self._kinds(m) and "quantity" not in roles:
                role = "quantity"  # "which jaffle sold the most units": what is ranked by, not a breakdown
            plural = raw[m.end - 1].endswith("s") and not m.text.endswith("s")
            ranked = (intent.rank or intent.listing) and not intent.grain
            one_by_one = plural and ranked and m.end - m.start == 1 and not negated  # not "excluding jaffles"
            if role == "value" and one_by_one and not _dim_named(m, spans):
                role = "each_value"  # "top 2 jaffles": the jaffles, one by one
            if (
                role == "dim"
                and "quantity" in self._kinds(m)
                and not grouped
                and _before_per_count(m, spans, raw)
            ):
                role = "quantity"  # "orders per active customer": the count over the one said after "per"
            roles.append(role)
        # measures first: dims are picked to suit them
        for (m, grouped, negated), role in zip(spans, roles, strict=True):
            if role != "quantity":
                continue
            best = m.best({"quantity"})
            if intent.count:
                counting = [c for c in best if c.quantity and _count_like(c.quantity.node)]
                best = counting or best
            names = tuple(dict.fromkeys(c.quantity.label for c in best if c.quantity))
            if len(names) > 1:
                intent.ambiguous.append((m.text, names))
            q = best[0].quantity
            bare = unflagged(self.catalog, q) if negated and q is not None else None
            if bare is not None:  # "non-food orders": the orders, without food
                q = bare[0]
                intent.filters.append(bare[1])
            per_count = m.start > 0 and raw[m.start - 1] == "per" and q is not None and _count_like(q.node)
            if grouped and intent.measures and per_count and intent.combine is None and not intent.average:
                # "revenue per active customer": the measure over the count said after "per"
                intent.measures.append(Measure(quantity=q, agg=intent.agg, label=q.label if q else ""))
                intent.combine = "per"
            elif grouped and intent.measures:
                intent.measures.insert(0, Measure(quantity=q, agg=intent.agg, label=q.label if q else ""))
            else:
                intent.measures.append(Measure(quantity=q, agg=intent.agg, label=q.label if q else ""))
        intent.measures = list(dict.fromkeys(intent.measures))  # "gross profit margin": one measure
        merged: dict[tuple[Dim, bool, str | None], list[str]] = {}
        for f in intent.filters:
            merged.setdefault((f.dim, f.negate, f.op), []).extend(v for v in f.values if v)
        intent.filters = [Filter(d, tuple(dict.fromkeys(v)), n, o) for (d, n, o), v in merged.items()]
        models = [leaf.model for x in intent.measures if x.quantity for leaf in x.quantity.leaves()]
        filters: dict[Dim, list[str]] = {}
        negated_dims: set[Dim] = set()
        mentioned: list[tuple[Dim, bool, Match]] = []
        for (m, grouped, negated), role in zip(spans, roles, strict=True):
            if role == "value":
                values = [c for c in m.best({"value"}) if c.dim is not None]
                pick = pick_dim(self.catalog, [c.dim for c in values if c.dim], models)
                concept = next(c for c in values if c.dim == pick)
                if intent.rank and intent.limit is None and not raw[m.end - 1].endswith("s"):
                    intent.plural = False  # "which jaffle sells worst?": one (a dimension said later wins)
                assert concept.dim is not None and concept.value is not None
                filters.setdefault(concept.dim, [])
                if concept.value not in filters[concept.dim]:
                    filters[concept.dim].append(concept.value)
                if negated:
                    negated_dims.add(concept.dim)
            elif role == "each_value":
                values = [c for c in m.best({"value"}) if c.dim is not None]
                pick = pick_dim(self.catalog, [c.dim for c in values if c.dim], models)
                concept = next(c for c in values if c.dim == pick)
                assert concept.dim is not None and concept.value is not None
                filters.setdefault(concept.dim, []).append(concept.value)
                model = self.catalog.models[concept.dim.model]
                shown = self.catalog.entity_dim(model.primary_entity) if model.primary_entity else None
                if shown is not None and shown != concept.dim:
                    mentioned.append((shown, True, m))
            elif role == "dim":
                dim = dim_for(self.catalog, m, models)
                if dim is None:
                    continue
                each_on_average = raw[m.start - 1] in {"each", "every"} and "on average" in " ".join(raw)
                if grouped and (raw[m.start - 1] == "per" or each_on_average):
                    if intent.per is not None:  # "cost per unit per product": the second is a breakdown
                        mentioned.append((dim, grouped, m))
                        continue
                    if intent.average or (models and is_fact(self.catalog, dim)):
                        # "tax per order", "revenue per unit": an average over the fact's rows
                        intent.average = True
                        intent.per = self.catalog.entity_key(dim) or dim
                        continue
                    intent.per_dims.append(dim)
                mentioned.append((dim, grouped, m))
        for dim, vals in filters.items():
            intent.filters.append(Filter(dim, tuple(vals), dim in negated_dims))
        filtered = {f.dim for f in intent.filters if not f.negate}
        mentioned_items: list[Dim] = []
        for dim, grouped, m in mentioned:
            all_of = m.start in everything and dim.kind != "time" and intent.measures
            if all_of and (not intent.listing or intent.count) and not intent.rank:
                continue  # "how many orders, all the stores" (but "rank all drinks": the drinks, ranked)
            primary = self.catalog.models[dim.model].primary_entity
            generic = m.start > 1 and raw[m.start - 1] in {"a", "an"} and raw[m.start - 2] in _AUXILIARIES
            if generic and not grouped and dim == self.catalog.entity_dim(primary or ""):
                if intent.average and intent.per is None and not intent.per_dims and "per" not in raw:
                    intent.per = self.catalog.entity_key(dim) or dim  # "on average how many orders does a
                    # customer place": per customer
                continue  # "how many items does a customer get per order": anyone, not customer by customer
            if (
                not grouped
                and not intent.rank
                and not intent.listing
                and dim.model not in models
                and dim == self.catalog.entity_dim(primary or "")
                and re.match(r"(?:\w+ )*?how (?:many|much)\b", " ".join(raw))
                and re.search(
                    r"\b(?:did|do|does|have|has|had) (?:all )?(?:the|our|your)$",
                    " ".join(raw[max(0, m.start - 3) : m.start]),
                )
            ):
                continue  # "how many orders did the cafés take": the chain as a whole, not store by store
            own_key = dim.model in models and (
                dim.name == primary or (intent.average and dim == self.catalog.entity_dim(primary or ""))
            )  # "average customer lifetime spend": the customers are what is averaged over
            if own_key and not grouped:
                continue  # "revenue from orders": the orders are what revenue is measured on
            parent = (
                m.start > 0 and raw[m.start - 1] in {"from", "of", "on", "across", "for"} and bool(models)
            )
            parent = parent and raw[m.end - 1].endswith("s") and not intent.rank and not intent.listing
            if (
                parent
                and not grouped
                and is_fact(self.catalog, dim)
                and all(self._of_parent(model, dim.model) for model in models)
            ):  # "revenue from orders (with a total above $40)": the lines of those orders, one figure
                continue
            whole = not grouped and not intent.rank and dim == self.catalog.entity_dim(primary or "")
            if whole and _share_of_rows(intent, raw[: m.start]):
                continue  # "food's share of 2019 orders": the orders are the share's whole, one figure
            averaged = [
                x.quantity.node
                for x in intent.measures
                if x.quantity is not None and isinstance(x.quantity.node, Leaf)
            ]
            over = " ".join(raw[max(0, m.start - 2) : m.start])
            over3 = " ".join(raw[max(0, m.start - 3) : m.start])
            if (
                averaged
                and all(n.model == dim.model and n.agg in {"average", "median"} for n in averaged)
                and dim == self.catalog.entity_dim(primary or "")
                and re.search(r"\b(?:across|of|among|over) (?:our|the|all|all our|all the)$", over)
                and not intent.rank
            ):
                continue  # "the average tax rate across our shops": the shops are what is averaged over
            broken = raw[m.start - 1] in {"by", "per", "each", "every"} if m.start else False
            spread = intent.agg == "range" and not intent.measures and not broken and not intent.rank
            own_column = any(g.model == dim.model and g.kind != "time" and g != dim for g in intent.groups)
            if (
                spread
                and own_column
                and dim == self.catalog.entity_dim(primary or "")
                and re.search(r"\b(?:across|of|among|over|for) (?:our|the|all|all our|all the)$", over)
            ):
                continue  # "the price range of our products": over the products, one figure
            if (
                averaged
                and not grouped
                and not intent.rank
                and all(n.model == dim.model for n in averaged)
                and dim == self.catalog.entity_dim(primary or "")
                and (
                    re.search(r"\b(?:of|among|across)(?: all| our| the)*$", over3)
                    or (
                        re.search(r"\b(?:for|over)(?: all| our| the)*$", over3)
                        and (_TOTALLED & set(raw) or all(n.agg in {"average", "median"} for n in averaged))
                    )  # "average lifetime spend for customers acquired in 2019": over them, one figure
                )
                and raw[m.end - 1].endswith("s")
            ):
                continue  # "lifetime orders of customers acquired in 2018": the customers summed, not listed
            if dim.kind == "time":
                its = m.start > 1 and raw[m.start - 1] in {"its", "their"} and not intent.periods
                its = its and raw[m.start - 2] in {"with", "and", "plus"}  # not "place their first order"
                beside = [g for g in intent.groups if g.model == dim.model and g.kind != "time"]
                if its and beside and intent.measures and not grouped and dim not in intent.groups:
                    intent.groups.append(dim)  # "each store with its opening date and tax rate": a column
                    continue
                intent.time_dim = dim
                if grouped:
                    intent.grain = intent.grain or "day"
                continue
            each = (
                grouped and m.start > 0 and raw[m.start - 1] in {"each", "every"}
            )  # not "per drink": a unit
            each = each and bool(intent.measures) and not intent.average  # not "the price of each drink"
            shown = items_of(self.catalog, dim) if is_boolean(dim) and each else None
            if shown is not None and shown not in intent.groups:  # "each drink": the drinks one by one,
                intent.filters.append(Filter(dim, ("true",), False))  # not drinks against the rest
                mentioned_items.append(shown)
                continue
            if is_boolean(dim) and not grouped:
                negated = any(n and s.start == m.start for s, _, n in spans)  # "orders without any food"
                intent.filters.append(Filter(dim, ("true",), negated))
                if intent.rank and intent.limit is None and not any(g.kind != "time" for g in intent.groups):
                    intent.plural = raw[m.end - 1].endswith("s")  # "our most popular drink": one
                    # (not "which shop has the highest share of drinks": one shop, said before the drinks)
                shown = items_of(self.catalog, dim) if (intent.rank or intent.listing) else None
                several = raw[m.end - 1].endswith("s") or (intent.rank is not None and not intent.plural)
                ranks_time = intent.grain is not None and bool(intent.rank) and raw[0] in {"which", "what"}
                if shown is not None and several and shown not in intent.groups and not ranks_time:
                    mentioned_items.append(shown)  # "the least popular drinks": the drinks, one by one
                continue
            own_filter = any(f.model == dim.model for f in filtered)
            priced = {"price", "cost"} & set(norm_tokens(dim.name))
            if not grouped and not intent.listing and own_filter and not (intent.average and priced):
                if intent.measures or intent.basis or intent.count or intent.distinct or intent.average:
                    continue
                intent.listing = True  # "what's the description of the flame impala": its own column
            if intent.count and not intent.measures and not grouped:
                entity = self.catalog.models[dim.model].primary_entity
                own_count = members_count(self.catalog, dim.model, entity)  # "how many people": the customers
                intent.measures.append(
                    Measure(quantity=own_count, label=own_count.label)
                    if own_count is not None
                    else Measure(entity=entity, label=dim.model)
                )
                continue
            asked_total = re.match(r"(?:(?:so|um|and|ok|okay|hey|but) )*how much\b", " ".join(raw))
            members = dim in {self.catalog.entity_dim(primary or ""), self.catalog.entity_key(dim)}
            listed = bool(intent.rank or intent.listing)
            if asked_total and not grouped and not listed and members and dim.model not in models:
                continue  # "how much did people pay us in 2020": the people pay, one total
            each = raw[m.start - 1] in {"each", "every"} or (raw[m.start - 1] == "per" and not intent.average)
            by_one = raw[m.start - 1] == "by" and not raw[m.end - 1].endswith("s") and m.end - m.start == 1
            each = each or (by_one and bool(intent.rank) and bool(intent.measures or intent.basis))
            # "rank products by revenue within their type", "each product's share within its type"
            within = " ".join(raw[max(0, m.start - 2) : m.start]) in {
                "within its",
                "within their",
                "within each",
            }
            within = within or (m.start > 0 and raw[m.start - 1] == "within")
            ranked_in = (intent.rank or within) and grouped and m.start > 0 and (each or within)
            if ranked_in and dim not in intent.rank_within:
                intent.rank_within.append(dim)  # "best product at each store": ranked within each store
            if dim not in intent.groups:
                key = self.catalog.entity_key(dim)
                shown = self.catalog.entity_dim(key.name) if key is not None else None
                if key is not None and dim == shown and dim in self.non_unique and key not in intent.groups:
                    intent.groups.append(key)
                intent.groups.append(dim)
                intent.plural = raw[m.end - 1].endswith("s")
        if mentioned_items and not any(g.kind != "time" for g in intent.groups):
            shown = mentioned_items[0]
            intent.groups.append(shown)
            if not intent.measures:  # a list of the items: filter them by their own flag
                own = {d.name: d for d in self.catalog.dims_of(shown.model)}
                intent.filters = [
                    Filter(own.get(f.dim.name, f.dim), f.values, f.negate, f.op) for f in intent.filters
                ]
        for f in intent.filters:
            several = (
                len(f.values) > 1 and not f.negate and f.dim not in intent.groups and not intent.combined
            )
            if several and (not intent.share or intent.compare):
                intent.groups.append(f.dim)

    def _of_parent(self, model: str, parent: str) -> bool:
        """Whether each row of ``model`` is a part of one row of the fact ``parent`` (lines of orders)."""
        entity = self.catalog.models[parent].primary_entity
        kinds = self.catalog.models[model].entities
        return model != parent and entity is not None and kinds.get(entity, ("", ""))[0] == "foreign"

    def _segment_filter(
        self, m: Match, raw: list[str], *, money: bool = False, share: bool = False
    ) -> tuple[str, ...] | None:
        """ "revenue from new customers": a filtered count of members, after from/among/of, is a segment.

        With ``money`` ("how much did returning customers spend?") the count is a segment wherever it
        stands. Returns the count's filter templates (to filter the other measure by), or None.
        """
        j = m.start - 1
        while j > 0 and raw[j] in {"the", "our", "my", "all"}:  # "of all our repeat customers": "of"
            j -= 1
        prev = raw[j] if j >= 0 else ""
        if not money and (
            prev not in {"from", "among", "of", "by", "for"} or j < (0 if prev == "for" else 1)
        ):
            return None  # ("for returning customers only": a segment of the measure before, in a follow-up)
        if prev == "of" and j > 0 and raw[j - 1] in {"number", "count", "total", "amount", "no"}:
            return None  # "number of new customers": what is counted, not a segment of something else
        best = [c for c in m.best({"quantity", "dim", "entity", "value"}) if c.kind == "quantity"]
        if not best:
            return None
        q = best[0].quantity
        node = q.node if q is not None else None
        if not isinstance(node, Leaf) or not node.filters:
            return None
        rows = node.agg == "sum" and node.expr.strip() == "1"  # "of large orders": a count of rows too
        if rows and (share or (m.start >= 2 and raw[m.start - 2] in _PART_WORDS)):
            return None  # "share of large orders": the rate itself; "revenue from large orders" stays
        if node.agg not in {"count_distinct", "count"} and not rows:
            return None
        return node.filters

    def _names_member(self, m: Match, spans: list[tuple[Match, bool, bool]], roles: list[str]) -> bool:
        """Whether ``m`` is the noun of a member named just before it ("the Brooklyn store", "the mel-bun
        product"): a value of its own model, then the model's noun."""
        k = len(roles)
        if k == 0 or roles[-1] != "value" or spans[k - 1][0].end != m.start:
            return False
        if not self._kinds(m) & {"dim", "entity"}:
            return False
        before = {c.dim.model for c in spans[k - 1][0].best({"value"}) if c.dim is not None}
        models = {c.dim.model for c in m.concepts if c.dim is not None}
        for c in m.concepts:
            if c.kind == "entity" and c.entity:
                owner = self.catalog.model_of_entity(c.entity)
                if owner is not None:
                    models.add(owner.name)
        return bool(before & models)

    def _kinds(self, m: Match) -> set[str]:
        return {c.kind for c in m.concepts}

    def _role(
        self,
        m: Match,
        grouped: bool,
        has_pure: bool,
        intent: Intent,
        roles: list[str],
        joined: bool,
        n_spans: int = 0,
    ) -> str:
        """ "quantity", "dim" or "value" for one phrase."""
        kinds = self._kinds(m)
        top = {c.kind for c in m.best({"quantity", "dim", "entity", "value"})}
        if "value" in top:
            return "each_value" if grouped else "value"
        if "value" in kinds and m.end - m.start > 1 and not grouped:
            return "value"
        if kinds <= {"quantity"} or (intent.combine and "quantity" in kinds and not grouped):
            return "quantity"  # "tax as a share of order total": both sides are measures
        if not kinds & {"quantity"}:
            return "dim" if kinds & {"dim", "entity"} else "value"
        # a phrase that can be a measure or a dimension ("stores", "orders", "customers")
        if grouped:
            return "quantity" if intent.rank and not has_pure and "quantity" not in roles else "dim"
        if top == {"quantity"}:
            return "quantity"
        if intent.compare and n_spans == 1 and len(intent.periods) < 2:  # "orders 2018 vs 2019": a measure
            return "dim"
        if joined and roles and roles[-1] == "quantity":
            return "quantity"
        if has_pure or "quantity" in roles:
            return "dim"
        if (intent.listing or intent.rank) and "dim" not in roles and not intent.count and not intent.grain:
            return "dim"
        return "quantity"

    def _entity_of(self, dim: Dim) -> str | None:
        return self.catalog.models[dim.model].primary_entity


def _seasons_of(p: Period) -> Period:
    """A calendar year read by season: December of the year before to November (winter is named after its
    January, as ``timespec.SEASONS`` says); any other period as it is."""
    if (
        p.start is None
        or p.end is None
        or (p.start.month, p.start.day) != (1, 1)
        or p.end.year != p.start.year + 1
    ):
        return p
    if (p.end.month, p.end.day) != (1, 1):
        return p
    return Period(date(p.start.year - 1, 12, 1), date(p.start.year, 12, 1), f"the seasons of {p.start.year}")


def _count_like(node: object) -> bool:
    from askdata_app.agent.offline.catalog import Leaf

    return isinstance(node, Leaf) and (
        node.agg in {"count", "count_distinct", "sum_boolean"} or node.expr == "1"
    )


def _dim_named(value: Match, spans: Sequence[tuple[Match, bool, bool]]) -> bool:
    """The dimension a value belongs to is named in the question too ("which product type ..., jaffles or
    beverages"): the values are options of it, not a kind whose members are meant one by one."""
    dims = {c.dim for c in value.best({"value"}) if c.dim is not None}
    return any(c.dim in dims for m, _, _ in spans if m is not value for c in m.best({"dim"}))


_SHARE_OF = re.compile(
    r"\b(?:share|fraction|proportion|percentage|pct) of(?: (?:the|our|all|(?:19|20)\d\d))*$"
)


def _share_of_rows(intent: Intent, before: list[str]) -> bool:
    """Whether the words ``before`` a mention end in "share of" (with a year or "the" between) and every
    measure asked is a share: "food's share of 2019 orders" takes the orders as the share's whole."""
    shares = [x.quantity for x in intent.measures if x.quantity is not None]
    if not shares or len(shares) != len(intent.measures) or not all(q.percent for q in shares):
        return False
    return _SHARE_OF.search(" ".join(before[-5:])) is not None


def _before_per_count(m: Match, spans: Sequence[tuple[Match, bool, bool]], raw: list[str]) -> bool:
    """``m`` is said right before "per" and a phrase that can only be a count ("orders per active customer",
    "items per ordering customer"): a measure divided by that count, not a breakdown."""
    if m.end >= len(raw) or raw[m.end] != "per":
        return False
    after = next((s for s, _, _ in spans if s.start == m.end + 1), None)
    if after is None or {c.kind for c in after.concepts} - {"quantity"}:
        return False
    return any(c.quantity is not None and _count_like(c.quantity.node) for c in after.best({"quantity"}))
