"""What a question asks for, before any SQL: the planner's intermediate form.

An ``Intent`` can be merged with a later one (a follow-up question or a refinement), the later one
winning where they conflict.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from datetime import date

from askdata_app.agent.offline.catalog import Dim, Quantity
from askdata_app.agent.offline.lagwords import LagStep
from askdata_app.agent.offline.timespec import Period


@dataclass(frozen=True)
class Measure:
    """One thing to compute: a quantity, or a count of an entity's rows."""

    quantity: Quantity | None = None
    entity: str | None = None
    """Count the distinct members of this entity (when no quantity is named for it)."""
    agg: str | None = None
    """An aggregation the question asks for instead of the quantity's own: avg, min, max, median."""
    label: str = ""
    day_kind: str | None = None
    """Only the rows of this kind of day ("weekend", "weekday"): one figure of "weekend vs weekday"."""


@dataclass(frozen=True)
class Filter:
    """dimension IN (values), or NOT IN when ``negate``."""

    dim: Dim
    values: tuple[str, ...]
    negate: bool = False
    op: str | None = None
    """A numeric comparison (">", ">=", "<", "<=", "=") with ``values[0]``, instead of IN."""


@dataclass(frozen=True)
class Comparison:
    """ "orders over $50", "customers with more than 10 orders": resolved to a column by the planner."""

    op: str
    number: float
    noun: str | None
    """The word after the number ("orders"), when it names what is compared."""
    money: bool
    text: str
    rows: str | None = None
    """The rows said just before a money bound ("customers with orders over $50": "order"): the bound is
    on each such row's own amount."""


def _disjoint(one: Comparison, other: Comparison) -> bool:
    """Whether no amount passes both bounds of the same kind ("$30 or more" and "under $15"): a follow-up's
    bound then takes the earlier one's place instead of narrowing it to nothing."""
    if one.money != other.money or (other.noun is not None and one.noun != other.noun):
        return False
    low, high = (one, other) if one.op in (">", ">=") else (other, one)
    if low.op not in (">", ">=") or high.op not in ("<", "<="):
        return False
    return high.number < low.number or (high.number == low.number and "=" not in low.op + high.op)


@dataclass
class Intent:
    """A question's parts."""

    measures: list[Measure] = field(default_factory=list)
    groups: list[Dim] = field(default_factory=list)
    grain: str | None = None
    time_dim: Dim | None = None
    periods: list[Period] = field(default_factory=list)
    missing_year: str | None = None
    filters: list[Filter] = field(default_factory=list)
    rank: str | None = None
    """"desc" or "asc" when the question ranks (top, most, lowest ...)."""
    limit: int | None = None
    offset: int = 0
    """Places skipped before the ranking's cut ("the second biggest store", "the runner-up": 1)."""
    rank_from_place: bool = False
    """The ranking was only implied by a place ("the runner-up"): a follow-up keeps the earlier direction."""
    rank_within: list[Dim] = field(default_factory=list)
    """ "the top product at each store": a ranking made within each member of these groups."""
    growth_from: date | None = None
    """Set when composed: a growth read from one bucket earlier is shown from this date on."""
    cumulative_reset: str | None = None
    """ "year-to-date ... by month": the running total restarts at each of these (year, quarter, month)."""
    runs_all_time: bool = False
    """ "running total of revenue for each month of 2020": the total runs from the first date, its rows shown
    for the period only (said with "in 2020" it starts in the period)."""
    rate: bool = False
    """ "rate" or "ratio" was said ("repeat customer rate"): see ``Planner._rate_of_segment``."""
    share_of_subset: bool = False
    """Set when composed: the share is of the rows meeting the conditions (see ``Composer``)."""
    share_base: tuple[str, ...] = ()
    """ "fraction of weekend orders that had a drink": the conditions that limit both parts of the share (see
    ``sharebase``): "model.dim" of a filter, "day_kind", "hours"."""
    date_span: tuple[str, ...] = ()
    """ "the first and last day of the order data", "when was our very first order": min and/or max of the
    named fact's own date."""
    date_noun: str | None = None
    date_moment: bool = False
    """ "when was the latest order placed": the moment itself (its time of day too), not only its date."""
    contents: bool = False
    """ "what goes into the krautback?": the parts of a member, listed."""
    per_contains: bool = False
    """ "items per order for orders that include a flame impala": a condition on the parts of the member said
    "per" holds for the member (one of its parts meets it), not for each part counted (see percontains)."""
    per_distinct: bool = False
    """ "revenue per unique customer": the measure over the count of distinct ``distinct`` members."""
    asks_who: bool = False
    """The question asks who ("who ordered the most?"): the people who pay, ranked."""
    asks_when: bool = False
    """The question asks when ("when did the Austin shop open?"): a member's own date, not a count."""
    keep_all: bool = False
    """ "rank the months by orders": a ranking said with "rank"/"sort" and no number or superlative keeps
    every row, in order (no cut)."""
    rank_column: str | None = None
    """"RANK" or "DENSE_RANK": the rank itself was asked for as a column ("store and rank", "dense-rank the
    months"), beside the rows in their order."""
    sort: str | None = None
    """"asc" or "desc" for "highest first": rows sorted by the measure, every row kept (not a ranking)."""
    sort_by_time: bool = False
    """The order was said in time words ("oldest first", "most recent first"): a result with a time column
    is sorted by that column, not by the measure."""
    tax: str | None = None
    """"incl" or "excl": the version of money figures asked for ("incl. tax", "w/o tax")."""
    distinct: str | None = None
    """The noun said after "distinct" / "different" ("how many different products"): count its members."""
    distinct_words: str | None = None
    """The two words said after "distinct" ("distinct product prices": "product price"), if two."""
    share: bool = False
    per: Dim | None = None
    """"average ... per customer": average the per-member totals of this dimension."""
    per_dims: list[Dim] = field(default_factory=list)
    """Dimensions said with "per" ("per customer"): an average asked elsewhere may be per one of them."""
    grain_is_per: bool = False
    said: tuple[str, ...] = ()
    """The question's words as read (singular, lower case): which names were said, not only meant."""
    grain_each: bool = False
    """The grain was said "in each year" / "every month" (see ``TimeInfo.grain_each``)."""
    """The grain was said with "per" / "a" ("orders per day"): with an average it is what to average over."""
    per_grain: str | None = None
    """"average daily revenue": average the per-period totals."""
    per_grain_said: bool = False
    """``per_grain`` was said as an adjective of the figure ("average daily order total"): the figure is a
    period's total, never one row's value."""
    average: bool = False
    average_said: bool = False
    """ "average" was said (``average`` is also set by "per unit"): an average over the members too."""
    agg: str | None = None
    """min, max or median asked for explicitly."""
    plural: bool = True
    """Whether the grouped noun was plural ("top stores" -> several, "best store" -> one)."""
    count: bool = False
    asks_how_many: bool = False
    """The question says "how many": one count, never one row per member counted."""
    compare: bool = False
    listing: bool = False
    growth: bool = False
    growth_lag: int = 1
    lag: LagStep | None = None
    """ "per day, with the previous day's count next to each": the figure that far back beside each bucket."""
    lag_until: date | None = None
    """Set when composed: a figure from a later bucket is read past the period, shown up to this date."""
    """Buckets back a growth compares with (a year's worth for "year-over-year growth by month": 12)."""
    cumulative: bool = False
    chart: str | None = None
    vague: bool = False
    combined: bool = False
    """"Brooklyn and Chicago combined": several values filtered together, not one row each."""
    periods_together: bool = False
    """"2018 and 2019 combined": "combined" said right after the periods, so they are one figure even when
    members are listed too (see ``compose._periods_combined``)."""
    basis: str | None = None
    """What a ranking without a measure is about ("best-selling": "usual"; see ``superlatives``)."""
    replace_groups: bool = False
    comparisons: list[Comparison] = field(default_factory=list)
    templates: list[str] = field(default_factory=list)
    """MetricFlow filter templates taken from a segment ("from new customers") to filter every measure by."""
    each_value: bool = False
    """ "orders with both a pourover and a nutellaquent", "... also had a nutellaquent": a condition on the
    parts with several values is met by rows with a part of each value, not of any."""
    companions: list[Filter] = field(default_factory=list)
    """ "drinks in the same order as a flame impala": only rows whose order also has a part meeting these."""
    endpoints: tuple[Period, Period] | None = None
    """The ends of a "from X to Y" range ("grew from 2019 to 2020" compares the two)."""
    more_than: int = 0
    """ "how many more orders did Brooklyn do than Philadelphia": the first member's figure minus the other's
    (1); "how many fewer": the other's minus the first's (-1)."""
    first_days: int | None = None
    """ "in Chicago's first 30 days open": that many days from the named member's own date (its opening)."""
    first_months: int = 0
    """ "in Chicago's first year": that many months from the named member's own date (``first_days`` 0)."""
    first_full: str = ""
    """ "in its first full month": whole calendar months (weeks, quarters, years) from the member's date."""
    every: bool = False
    but_not: bool = False
    """"in 2019 but not in 2020": members found in the first period and in none of the others."""
    """"in both 2019 and 2020": members found in each of the periods, not in either."""
    share_after: bool = False
    """The share word came after what it is about ("food revenue share", "food revenue %"), not "share of"."""
    combine: str | None = None
    """"ratio" ("tax as a share of order total"), "per" ("revenue per active customer") or "minus"
    ("revenue minus supply cost"): the two measures named make one."""
    request: bool = False
    """A request for figures without saying which ("numbers for the board", "the stats")."""
    acquired: bool = False
    """"new customers we acquired/gained/got": members counted when they were first seen."""
    over_price: bool = False
    """ "the margin as a share of its menu price": a member's unit margin over its own price (``recipes``)."""
    absolute: bool = False
    """"in dollars": a change said as a difference, not a percentage."""
    both_rows: bool = False
    """"with both years' figures": a change between two periods keeps the earlier one's row (``bothrows``)."""
    by_count: str | None = None
    """"orders by number of items", "distribution of items per order": group the measured rows by how many
    rows of this noun refer to each of them."""
    hours: tuple[int, int] | None = None
    """"between 11am and 2pm": [first hour, hour after the last) of the time of day (see ``clock``)."""
    day_kinds: list[str] = field(default_factory=list)
    """"on weekends": one kind of day filters; two ("weekend vs weekday") are one figure for each."""
    unknown: list[str] = field(default_factory=list)
    ambiguous: list[tuple[str, tuple[str, ...]]] = field(default_factory=list)
    beside: str | None = None
    """ "Chicago's revenue next to the whole chain's": a second row for the chain ("whole"), the other stores
    ("rest") or the average store ("average"); see ``wholepair``."""
    """(typed words, candidate names) where a phrase could mean several things."""
    notes: list[str] = field(default_factory=list)

    def has_content(self) -> bool:
        """Whether anything at all was understood."""
        return bool(
            self.measures or self.groups or self.grain or self.periods or self.filters or self.missing_year
            or self.chart or self.rank or self.share or self.listing or self.hours or self.day_kinds
            or self.sort
        )  # fmt: skip

    def merged(self, later: Intent) -> Intent:
        """This intent updated by a later one (follow-up or refinement); the later one wins conflicts."""
        out = replace(self)
        if later.measures:
            out.measures = list(later.measures)
        if later.groups:
            if later.replace_groups:
                out.groups = list(later.groups)
            else:
                out.groups = [*out.groups, *[g for g in later.groups if g not in out.groups]]
        if later.replace_groups and later.grain and not later.groups:
            out.groups = []  # "by month instead"
        if later.replace_groups and later.groups and not later.grain:
            out.grain = None  # "by store instead"
        if later.grain:
            out.grain = later.grain
            out.grain_is_per = later.grain_is_per
        if later.time_dim:
            out.time_dim = later.time_dim
        to_date = _to_date_unit(later.periods)
        if to_date is not None and self.periods and (self.cumulative or self.grain) and not later.measures:
            # "ytd instead" after "cumulative revenue by month in 2019": the same months, restarting each year
            out.cumulative, out.cumulative_reset = True, to_date
            out.grain = out.grain or ("month" if to_date == "year" else "day")
            later = replace(later, periods=[])
        grown = (  # "and 2019 - growth?" after "revenue 2018": from the one period to the other
            later.growth
            and not self.grain
            and not later.grain
            and len(self.periods) == len(later.periods) == 1
        )
        if later.periods and (later.compare or grown) and self.periods:
            out.periods = [*self.periods, *[p for p in later.periods if p not in self.periods]]
        elif later.periods:
            out.periods = _same_days_in(self.periods, later.periods) or list(later.periods)
            out.missing_year = None
        if later.missing_year:
            out.missing_year = later.missing_year
            year = _single_year(self.periods)
            if year is not None and not later.periods:  # "and Christmas?" after a 2019 question
                filled = _point(later.missing_year, year)
                if filled is not None:
                    out.periods, out.missing_year = [filled], None
        if self.missing_year and later.periods and len(later.periods) == 1 and not later.missing_year:
            out.missing_year = None
            out.periods = list(later.periods)
            _fill_year(out, self.missing_year, later.periods[0])
        if later.rank_within:
            out.rank_within = list(later.rank_within)
        if later.per_dims:
            out.per_dims = [*out.per_dims, *later.per_dims]
        if later.hours is not None:
            out.hours = later.hours
        if later.day_kinds:
            out.day_kinds = list(later.day_kinds)
        if later.companions:
            out.companions = list(later.companions)
        if later.templates:
            out.templates = [*out.templates, *later.templates]
        if later.comparisons:  # "and how many under $15?" after "orders of $30 or more": the new bound only
            kept_bounds = [c for c in out.comparisons if not any(_disjoint(c, n) for n in later.comparisons)]
            out.comparisons = [*kept_bounds, *later.comparisons]
        kept = [f for f in out.filters if all(f.dim != g.dim for g in later.filters)]
        out.filters = kept + list(later.filters)
        for name in (
            "rank",
            "limit",
            "offset",
            "per",
            "per_grain",
            "chart",
            "agg",
            "basis",
            "tax",
            "sort",
            "distinct",
            "by_count",
            "combine",
            "cumulative_reset",
            "beside",
            "rank_column",
            "lag",
        ):
            if getattr(later, name) is not None:
                setattr(out, name, getattr(later, name))
        if later.sort is not None:  # "oldest first" kept by a follow-up that says no order of its own
            out.sort_by_time = later.sort_by_time
        if later.per_grain is not None:
            out.per_grain_said = later.per_grain_said
        if later.rank is not None and (later.groups or not later.plural):
            out.plural = later.plural  # "which store had the most of them?": one store, as asked now
            if not later.plural and later.limit is None and not later.rank_from_place:
                out.limit, out.offset = None, 0  # "which store was weakest?" after a top three: the one
        if later.rank_from_place and self.rank:
            out.rank = self.rank  # "and which one is the second?" after "the cheapest": second cheapest
        if later.periods:
            out.endpoints = later.endpoints
        flags = (
            "share",
            "average",
            "count",
            "listing",
            "growth",
            "cumulative",
            "runs_all_time",
            "combined",
            "periods_together",
            "absolute",
            "both_rows",
            "share_after",
            "keep_all",
            "rate",
        )
        for name in (*flags, "acquired", "every"):
            if getattr(later, name):
                setattr(out, name, True)
        out.vague = later.vague and not out.measures
        out.unknown = list(later.unknown)
        out.ambiguous = list(later.ambiguous)
        kept_notes = [n for n in self.notes if not (later.measures and n.startswith("measured by"))]
        out.notes = [*kept_notes, *later.notes]
        return out


def _same_days_in(before: list[Period], later: list[Period]) -> list[Period] | None:
    """ "and 2020?" after "orders on christmas day 2019": the same named days (a holiday, a month, a season)
    in the year said now; None when the later periods are not one bare year or the earlier not named days."""
    from askdata_app.agent.offline.timespec import _parse_point

    if len(later) != 1 or not re.fullmatch(r"\d{4}", later[0].label) or later[0].start is None:
        return None
    out = []
    for p in before:
        said = p.label.split(" (")[0]
        if re.fullmatch(r"\d{4}", said) or not re.search(r"\b\d{4}\b", said):
            return None  # a whole year (replaced), or no year to change ("the last 30 days")
        named = re.sub(r"\b\d{4}\b", " ", said).lower().replace("'s", "").replace("'", "")
        got = _parse_point(" ".join(named.split()), later[0].start.year)
        if got is None:
            return None
        out.append(got)
    return out or None


def _single_year(periods: list[Period]) -> int | None:
    """The year of a lone period that lies within one calendar year."""
    if len(periods) != 1 or periods[0].start is None or periods[0].end is None:
        return None
    start, end = periods[0].start, periods[0].end
    return start.year if (end.year == start.year or (end.month, end.day) == (1, 1)) else None


def _point(text: str, year: int) -> Period | None:
    from askdata_app.agent.offline.timespec import _parse_point

    return _parse_point(text, year)


def _fill_year(out: Intent, missing: str, period: Period) -> None:
    """ "in March" + "2019" -> March 2019."""
    from askdata_app.agent.offline.timespec import _parse_point

    if period.start is None or period.label != str(period.start.year):
        return
    filled = _parse_point(missing, period.start.year)
    if filled is not None:
        out.periods = [filled]


def _to_date_unit(periods: list[Period]) -> str | None:
    """ "year", "quarter" or "month" when ``periods`` is one period to date ("2020 to date"), else None."""
    if len(periods) != 1 or not periods[0].label.endswith(" to date"):
        return None
    head = periods[0].label.removesuffix(" to date")
    if head.isdigit():
        return "year"
    return "quarter" if head.startswith("Q") else "month"
