"""Times of day and kinds of day: "before 10am", "between 7 and 9am", "12-2pm", "on weekends",
"weekend vs weekday"; and breakdowns by a count ("orders by number of items").

They are read off the question's words before anything else (and taken out of them), as conditions on the
time of whatever is measured: an hour range is ``HOUR(time) >= lo AND HOUR(time) < hi`` (a clock range
"11am to 2pm" covers the hours 11, 12 and 13: it ends at 2pm), a kind of day is the ISO weekday (Saturday
and Sunday are the weekend). "weekend vs weekday" (two kinds of day joined) is one figure for each.

Words that only name the part of the day next to an explicit clock range ("lunch rush", "morning") are
taken with it; without a clock range they are left to the rest of the planner (it asks about them).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from askdata_app.agent.offline.numwords import counting, digits, numbers

_NUM = r"(\d{1,2})(?:[:.](\d{2}))?"
_SUFFIX = r"(?: ?(am|pm|a m|p m|o clock|oclock))?"
_POINT = rf"(?:{_NUM}{_SUFFIX}|(noon|midday|midnight))"
_POINT_RE = re.compile(rf"^{_POINT}$")
_JOIN = r"(?: and | to | till | until | through | thru | )"
_CLOSE = r"(?:close|closing|closing time|end of (?:the )?day)"
_RANGE = re.compile(rf"\b(?:between |from )?(?P<a>{_POINT}){_JOIN}(?P<b>{_POINT}|{_CLOSE})\b")
_PART_SAID = re.compile(
    r"\b(?:the )?(?:first|last|final) hour(?: of (?:the )?(?:day|business day|trading day)"
    r"| before (?:close|closing)| after (?:opening|open))?\b"
)
"""'the last hour before close', 'the first hour of the day': said next to a clock range, only its name."""
_BOUND = re.compile(
    rf"\b(?P<op>before|after|until|till|by|since|from|at|around|past)(?: about)? (?P<a>{_POINT})\b"
    r"(?:(?P<later>,? (?:or|and) (?:later|after|afterwards|beyond)| onwards?\b| and up\b)"
    r"|(?P<earlier>,? (?:or|and) (?:earlier|before)))?"
)
"""'at 6pm or later' is 6pm to midnight, 'at 9am or earlier' midnight to 10am."""
_HOUR_OF = re.compile(rf"\b(?:in |during |at |over )?(?:the )?(?P<a>{_POINT}) (?:hour|hr)\b")
_DAYPARTS = frozenset(
    {"lunch", "lunchtime", "rush", "breakfast", "brunch", "dinner", "peak", "window", "hour", "hours"}
    | {"noon", "midday", "shift", "slot", "smoko"}
    | {"morning", "mornings", "afternoon", "afternoons", "evening", "evenings", "night", "nights"}
    | {"time", "o", "clock", "oclock"}
    | {"early", "late", "mid"}  # "early-morning orders, 7 to 9am": the clock range says which hours
)
_HOUR_ASKED = frozenset({"which", "what", "each", "by", "busiest", "quietest", "slowest", "calmest"})
"""Words before "hour" that ask for the hours themselves (a breakdown), not a part of the day's name."""
_DAY_KIND = {
    "weekend": "weekend", "weekends": "weekend",
    "weekday": "weekday", "weekdays": "weekday", "workday": "weekday", "workdays": "weekday",
}  # fmt: skip
_BEFORE_KIND = frozenset(
    {"", "on", "the", "vs", "versus", "v", "or", "and", "for", "in", "during", "at", "over", "all", "every",
     "only", "just", "our", "of", "from"}
)  # fmt: skip
_BEFORE_PLURAL_KIND = (_BEFORE_KIND - {"the", "every"}) | {"about", "were", "was", "are", "is", "those"}
"""Words before "weekdays" / "weekends" that make them the days filtered ("and how many were weekends")."""
_MEASURE_AFTER = frozenset(
    {"orders", "revenue", "sales", "takings", "traffic", "trade", "customers", "visits"}
)
"""Figures said right after a kind of day ("by weekend orders"): the days the figure is kept to."""
_ROWS_AFTER = frozenset({"units", "items", "tickets", "transactions", "baskets"})
_COUNTED_BEFORE = frozenset({"many", "much", "total", "avg", "average", "mean"})
"""Words before a kind of day said of the rows ("how many weekend orders"): the days the rows are kept to."""
_FOLLOW_UP_WORDS = frozenset({"and", "the", "what", "about", "how", "only", "just", "now", "ok", "so", "for"})
"""Words around a kind of day said alone as a follow-up ("and the weekdays?"): a filter, not a breakdown."""
_JOINERS = frozenset({"vs", "versus", "v", "or", "and", "against", "compared", "to", "with"})
_DAY_NAMES = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_DOW = {name: i + 1 for i, name in enumerate(_DAY_NAMES)} | {f"{n}s": i + 1 for i, n in enumerate(_DAY_NAMES)}
_DOW_SHORT = {
    "mon": 1, "tue": 2, "tues": 2, "wed": 3, "weds": 3, "thu": 4, "thur": 4, "thurs": 4, "fri": 5, "sat": 6,
    "sun": 7,
}  # fmt: skip
"""Abbreviated day names: read only in a range ("mon-fri") or after "on", never alone ("sun", "sat")."""
_SHARE_WORDS = frozenset({"share", "fraction", "proportion", "percentage", "percent", "pct", "portion"})
_DOW_RANGE_JOIN = frozenset({"to", "through", "thru", "till", "until"})
_NOT_A_WEEKDAY = frozenset(
    {"cyber", "black", "good", "easter", "super", "bowl", "ash", "blue", "holy", "palm"}
)
"""Words before a day's name that make it a holiday ("Cyber Monday", "Black Friday"), not a weekday."""
_DAY_OF_WEEK_NOT = frozenset({"last", "this", "next", "previous", "past", "of", "before", "after", "around"})
"""Words next to a day's name said alone that make it one date ("last friday", "the friday before"), not a
day of the week: "friday orders", "saturday vs sunday" are days of the week."""


@dataclass
class Clock:
    """What the clock words of a question asked."""

    hours: tuple[int, int] | None = None
    """[first hour, hour after the last) of the day, 0..24."""
    hours_text: str = ""
    day_kinds: list[str] = field(default_factory=list)
    """"weekend" and/or "weekday", in the order said; two of them: one figure for each."""


def _hour(text: str, suffix_hint: str | None = None) -> tuple[int, str | None] | None:
    """(hour 0..24, the am/pm said) of one clock point, or None when it is not a time of day."""
    m = _POINT_RE.match(text.strip())
    if m is None:
        return None
    if m.group(4):
        return (0 if m.group(4) == "midnight" else 12), "named"
    h = int(m.group(1))
    suffix = (m.group(3) or "").replace(" ", "") or None
    if suffix in {"oclock"}:
        suffix = None
    use = suffix or suffix_hint
    if h > 24:
        return None
    if use == "am":
        return h % 12, suffix
    if use == "pm":
        return h % 12 + 12, suffix
    return h, suffix


_HOURS_CUE = frozenset(_DAYPARTS - {"time", "o", "clock", "oclock", "early", "late", "mid", "window"})
_EVENING = frozenset({"evening", "evenings", "night", "nights", "dinner"})


def bare_hours(a: str, b: str, words: list[str]) -> tuple[int, int] | None:
    """[first hour, hour after the last) of a range of bare numbers read as a shop's hours ("between 12
    and 1", "from 11 till 2", "7 to 8"), or None when they need not be hours.

    Read only when a part of the day is said ("lunch", "morning", "first hour") or the range goes round
    noon (11 till 2: no other range ends below its start). Each number is the hour a shop is open at:
    7 to 11 the morning, 12 noon, 1 to 6 the afternoon (all of them in the evening when "evening",
    "night" or "dinner" is said)."""
    if not (re.fullmatch(r"\d{1,2}", a) and re.fullmatch(r"\d{1,2}", b)):
        return None
    first, last = int(a), int(b)
    if not (1 <= first <= 12 and 1 <= last <= 12) or first == last:
        return None
    if first < last and not _HOURS_CUE & set(words):
        return None  # "between 2 and 4 items": a count

    def hour(n: int) -> int:
        if n == 12:
            return 12
        return n + 12 if n <= 6 or _EVENING & set(words) else n

    lo, hi = hour(first), hour(last)
    return (lo, hi) if lo < hi else None


_HOUR_WORDS = digits(numbers(counting(1, 12)))
_RANGE_JOINS = frozenset({"to", "till", "til", "until", "and", "through", "thru"})


def _range_words_as_digits(raw: list[str]) -> list[str]:
    """``raw`` with a number word that ends or starts a range of numbers in digits ("11 till two"): the
    number reader leaves a lone small number in words."""

    def number(w: str) -> bool:
        return w.isdigit() or w in _HOUR_WORDS

    out = list(raw)
    for i, w in enumerate(raw):
        if w not in _HOUR_WORDS:
            continue
        before = i >= 2 and raw[i - 1] in _RANGE_JOINS and number(raw[i - 2])
        after = i + 2 < len(raw) and raw[i + 1] in _RANGE_JOINS and number(raw[i + 2])
        if before or after:
            out[i] = _HOUR_WORDS[w]
    return out


def _said(text: str) -> bool:
    """Whether a point says itself that it is a time of day (am/pm, o'clock, noon, midnight)."""
    return bool(re.search(r"am|pm|a m|p m|clock|noon|midday|midnight", text))


def read_clock(raw: list[str]) -> tuple[list[str], Clock]:
    """The words without the clock phrases, and what those phrases asked."""
    clock = Clock()
    text = " ".join(_range_words_as_digits(raw))
    starts = [m.start() for m in re.finditer(r"\S+", text)]
    taken: set[int] = set()

    def cover(a: int, b: int) -> None:
        taken.update(i for i, p in enumerate(starts) if a <= p < b)

    for m in _RANGE.finditer(text):
        a, b = m.group("a"), m.group("b")
        if not (_said(a) or _said(b)):
            bare = bare_hours(a, b, raw)
            if bare is not None:  # "between 12 and 1", "at lunch from 11 till 2", "first hour 7 to 8"
                clock.hours, clock.hours_text = bare, m.group(0).strip()
                cover(m.start(), m.end())
                break
        if not (_said(a) or _said(b)) or re.fullmatch(r"\d{4}", a) or re.fullmatch(r"\d{4}", b):
            continue  # "2 3 orders", "2019 2020": not hours
        second = (24, None) if re.fullmatch(_CLOSE, b) or b == "midnight" else _hour(b)  # "8pm and midnight"
        if second is None:
            continue
        hint = second[1] if second[1] in {"am", "pm"} else None
        first = _hour(a, hint)
        if first is None:
            continue
        lo, hi = first[0], second[0]
        if hint == "pm" and first[1] is None and lo < 12 and lo + 12 < hi:
            lo += 12  # "between 5 and 8pm": both in the evening ("11 to 2pm" starts in the morning)
        if second[1] is None and lo >= 12 and hi < 12 and hi + 12 > lo:
            hi += 12  # "noon till 5", "from 1pm to 4": a bare end after noon is in the afternoon
        if hi <= lo:
            continue
        clock.hours, clock.hours_text = (lo, hi), m.group(0).strip()
        cover(m.start(), m.end())
        break
    if clock.hours is None:
        for m in _BOUND.finditer(text):
            a = m.group("a")
            if not _said(a):
                continue
            got = _hour(a)
            if got is None:
                continue
            h, op = got[0], m.group("op")
            if op in {"before", "until", "till", "by"}:
                span = (0, h)
            elif op in {"after", "since", "from", "past"}:
                span = (h, 24)
            else:  # "at 8am", "around noon": that hour
                span = (h, h + 1)
            if m.group("later"):  # "at 6pm or later", "from 8pm onwards"
                span = (span[0], 24)
            elif m.group("earlier"):  # "at 9am or earlier"
                span = (0, span[1])
            if span[1] <= span[0]:
                continue
            clock.hours, clock.hours_text = span, m.group(0).strip()
            cover(m.start(), m.end())
            break
    if clock.hours is None:  # "in the 12 o'clock hour", "the 3pm hour": that hour
        for m in _HOUR_OF.finditer(text):
            got = _hour(m.group("a"))
            if got is None or not _said(m.group("a")) or got[0] >= 24:
                continue
            clock.hours, clock.hours_text = (got[0], got[0] + 1), m.group(0).strip()
            cover(m.start(), m.end())
            break
    if clock.hours is not None:
        taken |= {
            i
            for i, w in enumerate(raw)
            if w in _DAYPARTS and not (w in {"hour", "hours"} and i and raw[i - 1] in _HOUR_ASKED)
        }  # "which hour is the busiest before noon": the hours are still asked about
        for m in _PART_SAID.finditer(text):
            cover(m.start(), m.end())
    kinds: list[tuple[int, str]] = []
    for i, w in enumerate(raw):
        kind = _DAY_KIND.get(w)
        if kind is None or i in taken:
            continue
        prev = raw[i - 1] if i else ""
        after = raw[i + 1] if i + 1 < len(raw) else ""
        paired = any(
            _DAY_KIND.get(raw[j]) not in {None, kind}
            and any(raw[k] in _JOINERS for k in range(min(i, j) + 1, max(i, j)))
            for j in range(max(0, i - 3), min(len(raw), i + 4))
            if j != i
        )
        year_after = raw[i + 2] if i + 2 < len(raw) else ""
        # "weekends of 2020": those days of the year (but "the weekend of July 4th": a holiday's weekend)
        of_year = after == "of" and w.endswith("s") and re.fullmatch(r"(?:19|20)\d\d", year_after) is not None
        if after in {"of", "around", "before", "after"} and i + 1 not in taken and not of_year:
            continue  # "the weekend of July 4th": a holiday's weekend (but "weekdays before 10am": hours)
        plural = w.endswith("s") and prev in _BEFORE_PLURAL_KIND  # "what about weekdays", "were weekends"
        plural = plural or (w.endswith("s") and after == "only")  # "Q4 2020, weekdays only": those days
        alone = all(w in _FOLLOW_UP_WORDS for j, w in enumerate(raw) if j != i)  # "and the weekdays?"
        if (
            kind == "weekday"
            and not paired
            and not plural
            and not alone
            and prev not in {"on", "during", "only", "just"}
        ):
            continue  # "by weekday": the day of the week, a breakdown
        ranked_by = prev == "by" and after in _MEASURE_AFTER  # "top 2 stores by weekend orders"
        # "how many weekend orders", "2019 weekend orders": the rows of those days
        counted = prev in _COUNTED_BEFORE or re.fullmatch(r"(?:19|20)\d\d", prev) is not None
        ranked_by = ranked_by or (after in _MEASURE_AFTER | _ROWS_AFTER and counted)
        ranked_by = ranked_by or after in {"day", "days"}  # "the best weekend day": a day of the weekend
        if not paired and not plural and not ranked_by and prev not in _BEFORE_KIND:
            continue  # "Memorial Day weekend", "last weekend": read as periods
        if prev in {"on", "during", "only", "just", "over"} and i - 1 not in taken:
            taken.add(i - 1)
        if after == "only" and w.endswith("s") and i + 1 not in taken:
            taken.add(i + 1)
        kinds.append((i, kind))
    for i, kind in kinds:
        taken.add(i)
        if kind not in clock.day_kinds:
            clock.day_kinds.append(kind)
    kinds += _read_week_days(raw, taken, clock)
    if len(clock.day_kinds) == 2:  # "weekend vs weekday": the joiner between them goes too
        lo, hi = min(i for i, _ in kinds), max(i for i, _ in kinds)
        taken.update(k for k in range(lo, hi) if raw[k] in _JOINERS)
    if not taken:
        return raw, clock
    return [w for i, w in enumerate(raw) if i not in taken], clock


def _day_number(words: list[str], i: int, *, short: bool) -> int | None:
    w = words[i] if 0 <= i < len(words) else ""
    if i > 0 and words[i - 1] in _NOT_A_WEEKDAY:
        return None
    return _DOW.get(w) or (_DOW_SHORT.get(w) if short else None)


def _read_week_days(raw: list[str], taken: set[int], clock: Clock) -> list[tuple[int, str]]:
    """Days of the week: "on mondays", "mon-fri", "Monday to Thursday", "mondays vs fridays".

    A range of days is one kind of day (Monday to Friday is "weekday", Saturday-Sunday "weekend", a whole
    week filters nothing); a day named alone is a kind of its own ("monday"). Returns (position, kind) of
    each one read.
    """
    found: list[tuple[int, str]] = []
    i = 0
    while i < len(raw):
        if i in taken:
            i += 1
            continue
        first = _day_number(raw, i, short=True)
        if first is None:
            i += 1
            continue
        j = i + 1
        if j < len(raw) and raw[j] in _DOW_RANGE_JOIN:
            j += 1
        last = _day_number(raw, j, short=True) if j not in taken else None
        if last is not None and last != first and (j > i + 1 or raw[i] not in _DOW or raw[j] not in _DOW):
            days = [(first - 1 + k) % 7 + 1 for k in range((last - first) % 7 + 1)]
            taken.update(range(i, j + 1))
            if i > 0 and raw[i - 1] in {"on", "from", "during", "only", "just"}:
                taken.add(i - 1)
            kind = _kind_of_days(days)
            if kind is not None:
                found.append((i, kind))
                if kind not in clock.day_kinds:
                    clock.day_kinds.append(kind)
            i = j + 1
            continue
        prev = raw[i - 1] if i else ""
        plural = raw[i].endswith("s") and raw[i] in _DOW
        short = raw[i] in _DOW_SHORT and (prev in {"on", "every"} or (prev in _JOINERS and bool(found)))
        after = prev in {"on", "every", "each", "only", "just", "a"} or short  # "orders on sat", "wed vs sat"
        nxt = raw[i + 1] if i + 1 < len(raw) else ""
        of_share = prev == "of" and i > 1 and raw[i - 2] in _SHARE_WORDS  # "the share of saturday orders"
        named = raw[i] in _DOW and (prev not in _DAY_OF_WEEK_NOT or of_share) and nxt not in _DAY_OF_WEEK_NOT
        if (raw[i] in _DOW or short) and (plural or after or named):
            taken.add(i)
            if prev in {"on", "every", "each", "only", "just", "a"}:
                taken.add(i - 1)
            kind = _DAY_NAMES[first - 1]
            found.append((i, kind))
            if kind not in clock.day_kinds:
                clock.day_kinds.append(kind)
        i += 1
    return found


def _kind_of_days(days: list[int]) -> str | None:
    """The kind of day a set of ISO weekdays is (None: the whole week)."""
    if len(days) == 7:
        return None
    if days == [1, 2, 3, 4, 5]:
        return "weekday"
    if sorted(days) == [6, 7]:
        return "weekend"
    return f"{_DAY_NAMES[days[0] - 1]} to {_DAY_NAMES[days[-1] - 1]}"


def _iso_days(kind: str) -> list[int]:
    """The ISO weekdays of a kind of day other than weekend/weekday ("monday", "monday to wednesday")."""
    names = kind.split(" to ")
    first, last = _DOW[names[0]], _DOW[names[-1]]
    return [(first - 1 + k) % 7 + 1 for k in range((last - first) % 7 + 1)]


def hour_sql(col: str, hours: tuple[int, int]) -> str:
    """The condition of an hour range on a time column."""
    lo, hi = hours
    parts = []
    if lo > 0:
        parts.append(f"HOUR({col}) >= {lo}")
    if hi < 24:
        parts.append(f"HOUR({col}) < {hi}")
    return " AND ".join(parts) or "TRUE"


def day_kind_sql(col: str, kind: str) -> str:
    """The condition of a kind of day (ISO weekdays 6 and 7 are the weekend)."""
    if kind == "weekend":
        return f"ISODOW({col}) >= 6"
    if kind == "weekday":
        return f"ISODOW({col}) < 6"
    days = _iso_days(kind)
    if len(days) == 1:
        return f"ISODOW({col}) = {days[0]}"
    return f"ISODOW({col}) IN ({', '.join(str(d) for d in days)})"


def hours_label(hours: tuple[int, int]) -> str:
    """ "11:00-14:00"."""
    return f"{hours[0]:02d}:00-{hours[1]:02d}:00"


_BY_COUNT = (
    # "distribution of items per order": the orders, by how many items each has
    re.compile(r"\b(?:the )?(?:distribution|breakdown|histogram|spread) of (?:the )?(?:number of |count of )?"
               r"(?P<noun>[a-z]+) (?:per|by|in each|for each|across|in) "
               r"(?:an |a |each )?(?P<subject>[a-z]+)\b"),
    # "orders by number of items", "customers by how many orders they placed"
    # "customers at each number of lifetime orders": a customer's lifetime orders are their orders
    re.compile(r"\b(?:by|per|for each|grouped by|at each|for every|at every) (?:the )?"
               r"(?:number|count|how many) (?:of )?(?:lifetime |total )?(?P<noun>[a-z]+)"
               r"(?: (?:they|it|each) (?:have|has|had|placed|contain|contains|made))?"
               r"(?: (?:in|on|of) (?:the|an|a|each|every) [a-z]+)?\b"),
    # "how many orders have 1, 2, 3... items"
    re.compile(r"\b(?:have|has|had|with|contain|contains|contained|containing) (?:\d+ (?:or |and )?){2,}"
               r"(?:or more )?(?P<noun>[a-z]+)\b"),
    # "how many orders had 1 item, 2 items, etc"
    re.compile(r"\b(?:have|has|had|with|contain|contains|contained|containing) \d+ (?P<noun>[a-z]+?)s?"
               r"(?: (?:or |and )?\d+ (?P=noun)s?)+(?: (?:or more|etc|and so on|and up|or so))?\b"),
)  # fmt: skip


_NOT_COUNTED = frozenset({"percent", "percentage", "pct", "percents", "times", "dollars", "more", "less"})

_RANKED = re.compile(
    r"\b(?:busiest|quietest|slowest|most|least|top|bottom|best|worst|highest|lowest|biggest|smallest|rank|ranked"
    r"|ranking|sort|sorted|(?:order|ordered) by|in order|arrange"
    r"|(?:^|please |you )order (?:the|our|my|all))\b"
)  # "order the stores by number of orders": the verb at the start, every store sorted by that count


def read_by_count(raw: list[str]) -> tuple[list[str], str | None]:
    """The words without a "by the number of X" phrase, and X (singular) when there is one."""
    from askdata_app.agent.offline.text import singular

    text = " ".join(raw)
    for pattern in _BY_COUNT:
        m = pattern.search(text)
        if m is None:
            continue
        if _RANKED.search(text[: m.start()]):
            continue  # "the busiest hour by number of orders": ranked by that count, not broken down
        if m.group("noun") in _NOT_COUNTED:
            continue  # "by how many percent did it grow": a size of change, not a count of rows
        starts = [p.start() for p in re.finditer(r"\S+", text)]
        end = m.start("subject") if "subject" in pattern.groupindex else m.end()
        taken = {i for i, p in enumerate(starts) if m.start() <= p < end}
        return [w for i, w in enumerate(raw) if i not in taken], singular(m.group("noun"))
    return raw, None
