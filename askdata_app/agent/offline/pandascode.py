"""pandas and dplyr code typed as a question, read as the words it stands for.

Analysts who work in notebooks type the expression they would run:
"orders[orders.ordered_at.dt.year == 2020].groupby('location_name').order_total.mean()",
"customers.customer_type.value_counts()", "orders %>% filter(order_total > 50) %>% nrow()". Each part of such
a chain has a plain reading the parser knows: a boolean mask is the filter it states ("in 2020",
"location_name = 'Chicago'", "not is_perishable_supply": sqlish.py reads those), ``groupby`` is "per" its
keys (``.dt.hour`` is the hour of day, ``.dt.day_name()`` the day of week, ``pd.Grouper(freq='MS')`` the
month), ``resample`` is "per" its period, and the closing aggregate is the measure ("number of orders" for
``size``/``len``/``nrow``, "average X" for ``mean``, "number of distinct X" for ``nunique``, ...). A variable
set earlier (``o20 = orders[...]; o20.x.sum()``, also in an earlier question) stands for its chain; a figure
said in words can be followed by steps (``revenue ex tax for 2019 .resample('QS').sum()``); a step typed
alone after a chain (``.head(3)``, "same thing but resample('QS')") is that chain with the step. A question
without such code is unchanged; a chain with a part not read here is left as typed.
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace

_FRAMES = {
    "orders": "orders",
    "order": "orders",
    "items": "items sold",
    "order_items": "items sold",
    "customers": "customers",
    "products": "products",
    "supplies": "supplies",
    "locations": "stores",
    "stores": "stores",
}
"""A data frame's name and the things its rows are."""

_CODE = re.compile(
    r"\.(?:groupby|value_counts|nunique|resample|query|loc|iloc|size|sum|mean|median|std|quantile|"
    r"nlargest|nsmallest|idxmax|idxmin|cumsum|pct_change|rolling|unique|count|max|min|pivot_table)\b|%>%|"
    r"\b(?:len|nrow|table|resample)\(|\b[a-z_]+\[|^\s*\.[a-z_]+[(\[]",
)
_FREQ = {
    "D": "day", "W": "week", "W-MON": "week", "W-SUN": "week", "M": "month", "MS": "month", "ME": "month",
    "Q": "quarter", "QS": "quarter", "QE": "quarter", "Y": "year", "YS": "year", "A": "year", "AS": "year",
    "H": "hour", "h": "hour",
}  # fmt: skip
_DT_GROUP = {
    "year": "year", "month": "month of year", "hour": "hour of day", "day_name()": "day of week",
    "dayofweek": "day of week", "weekday": "day of week", "date": "day", "quarter": "quarter",
}  # fmt: skip
_AGG_WORDS = {
    "mean": "average", "median": "median", "std": "standard deviation of", "max": "maximum",
    "min": "minimum", "sum": "total", "var": "variance of",
}  # fmt: skip


class _Unread(Exception):
    """A part of the chain with no reading here: the question is left as typed."""


@dataclass
class _Chain:
    frame: str | None = None
    filters: list[str] = field(default_factory=list)
    groups: list[str] = field(default_factory=list)
    column: str | None = None
    measure: str | None = None
    lead: str = ""
    index: str | None = None
    tail: str = ""
    english: bool = False
    span: str = ""
    order: tuple[str, str] | None = None
    listed: bool = False
    counted: bool = False
    rolling: str | None = None

    def words(self) -> str:
        if self.rolling is not None:
            raise _Unread  # ".rolling(7)" with no step after it
        measure = self.measure
        if measure is None:
            if self.column is not None or self.frame is None:
                raise _Unread
            measure = f"number of {self.frame}"
        per = " ".join(f"per {g}" for g in self.groups)
        years = [f for f in self.filters if re.fullmatch(r"year = \d{4}", f)]
        others = [f for f in self.filters if f not in years]
        where = f"where {' and '.join(others)}" if others else ""
        dated = " ".join(f"in {y.split()[-1]}" for y in years)
        parts = [self.lead, measure, per, where, dated, self.span, self.tail]
        return " ".join(p for p in parts if p).replace(" ,", ",")


def _scan(text: str, start: int = 0) -> Iterator[tuple[int, str, int]]:
    """Each character of ``text`` from ``start`` that is outside a quoted string, with the bracket depth after
    it."""
    depth, quote = 0, ""
    for i in range(start, len(text)):
        ch = text[i]
        if quote:
            quote = "" if ch == quote else quote
            continue
        if ch in "'\"":
            quote = ch
            continue
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        yield i, ch, depth


def _split_args(text: str) -> list[str]:
    """The top-level comma-separated arguments of a call."""
    args: list[str] = []
    start = 0
    for i, ch, depth in _scan(text):
        if ch == "," and depth == 0:
            args.append(text[start:i].strip())
            start = i + 1
    rest = text[start:].strip()
    return [*args, rest] if rest else args


def _closing(text: str, at: int) -> int:
    """The index of the bracket that closes the one at ``at``."""
    for i, ch, depth in _scan(text, at):
        if ch in ")]}" and depth == 0:
            return i
    raise _Unread


def _unquote(text: str) -> str | None:
    m = re.fullmatch(r"\s*['\"]([^'\"]*)['\"]\s*", text)
    return m.group(1) if m else None


def _column_words(column: str) -> str:
    return {"customer_id": "customer", "order_id": "order", "product_id": "product"}.get(column, column)


def _condition(text: str, frames: set[str]) -> str:
    """A boolean mask or filter() condition as the words sqlish.py reads."""
    names = "|".join(map(re.escape, sorted(frames)))
    text = re.sub(rf"\b(?:{names})\s*[.$]\s*(?=[a-z_])", "", text)
    text = re.sub(r"\b[a-z_]+\.dt\.year\s*==\s*((?:19|20)\d\d)\b", r"year = \1", text)
    text = re.sub(r"\byear\(\s*[a-z_]+\s*\)\s*==\s*((?:19|20)\d\d)\b", r"year = \1", text)
    text = re.sub(r"~\s*\(?\s*((?:is|has)_[a-z_]+)\s*\)?", r"\1 == False", text)
    text = re.sub(r"!\s*((?:is|has)_[a-z_]+)", r"\1 == False", text)
    text = re.sub(r"\s*(?:&|&&|\band\b|,)\s*", " and ", text)
    text = re.sub(r"[()]", " ", text)
    if re.search(r"[|\[\].]|\bor\b|\bin\b|\bisin\b", text):
        raise _Unread
    if not re.fullmatch(r"[\w\s='\"<>!.\-]+", text):
        raise _Unread
    return " ".join(text.split())


def _group_key(key: str, frames: set[str]) -> str:
    key = key.strip()
    name = _unquote(key)
    if name is not None:
        return _column_words(name)
    m = re.fullmatch(r"(?:[a-z_]+\s*\.\s*)?[a-z_]+\.dt\.([a-z_]+(?:\(\))?)", key)
    if m and m.group(1) in _DT_GROUP:
        return _DT_GROUP[m.group(1)]
    m = re.fullmatch(r"pd\.Grouper\((.*)\)", key)
    if m:
        for arg in _split_args(m.group(1)):
            f = re.fullmatch(r"freq\s*=\s*['\"]([A-Za-z-]+)['\"]", arg)
            if f and f.group(1) in _FREQ:
                return _FREQ[f.group(1)]
    if re.fullmatch(r"[a-z_]+", key) and key not in frames:
        return _column_words(key)
    raise _Unread


def _groups(arg: str, frames: set[str]) -> list[str]:
    arg = arg.strip()
    if arg.startswith("["):
        return [_group_key(k, frames) for k in _split_args(arg[1:-1])]
    by = re.fullmatch(r"by\s*=\s*(.*)", arg, re.DOTALL)
    return _groups(by.group(1), frames) if by else [_group_key(arg, frames)]


_FRAME_COLUMNS = {("products", "product_price"): "menu price", ("supplies", "supply_cost"): "supply cost"}
"""A column whose plain name reads another table's figure: a product's price on the menu is no item's."""


def _column_measure(frame: str | None, column: str) -> str:
    return _FRAME_COLUMNS.get((frame or "", column), column)


def _english(chain: _Chain, name: str, args: list[str]) -> None:
    """A step after a figure said in words ("revenue ex tax for 2019 .resample('QS').sum()")."""
    grain = re.match(r"(daily|weekly|monthly|quarterly|yearly)\b", chain.measure or "", re.IGNORECASE)
    if name in ("size", "sum", "count") and not args:
        return
    if name == "cumsum" and not args and not chain.lead:
        chain.lead = "running total of"
    elif name in ("idxmax", "idxmin") and not args and not chain.lead and (grain or len(chain.groups) == 1):
        word = "highest" if name == "idxmax" else "lowest"
        unit = chain.groups[0] if chain.groups else _GRAIN_UNIT[grain.group(1).lower()] if grain else ""
        chain.lead, chain.groups = f"the {unit} with the {word}", []
    else:
        raise _Unread


_GRAIN_UNIT = {"daily": "day", "weekly": "week", "monthly": "month", "quarterly": "quarter", "yearly": "year"}


def _counted(args: list[str]) -> str:
    """ "number of" for ``value_counts()``, "share of" for ``value_counts(normalize=True)``."""
    share = False
    for arg in args:
        m = re.fullmatch(r"(normalize|sort|ascending|dropna)\s*=\s*(True|False)", arg.strip())
        if m is None:
            raise _Unread
        share = share or (m.group(1) == "normalize" and m.group(2) == "True")
    return "share of" if share else "number of"


def _reduce(chain: _Chain, name: str, args: list[str]) -> None:
    """A closing aggregate (or a step after one) applied to ``chain``."""
    if chain.english:
        _english(chain, name, args)
        return
    col = chain.column
    if (name in ("size", "count") and not args) or name == "len":
        if chain.measure is not None or not chain.frame:
            raise _Unread
        chain.measure, chain.column, chain.counted = f"number of {chain.frame}", None, True
    elif name == "nunique" and not args and col is not None and chain.measure is None:
        chain.measure = "number of orders" if col == "order_id" else f"number of distinct {col}"
        chain.column = None
    elif name == "unique" and not args and col is not None and chain.measure is None and not chain.groups:
        chain.lead, chain.measure, chain.column = "list", f"distinct {col}", None
    elif name == "value_counts" and chain.counted and len(chain.groups) == 1 and chain.frame:
        unit = {"order": "orders", "customer": "customers", "product": "products"}.get(chain.groups[0])
        if unit is None:
            raise _Unread  # "....groupby('order_id').size().value_counts()": orders per number of items
        chain.measure = f"{_counted(args)} {unit} per number of {chain.frame.split()[0]}"
        chain.groups = []
    elif name == "value_counts" and col is not None and chain.measure is None and chain.frame:
        chain.measure = f"{_counted(args)} {chain.frame}"
        chain.groups, chain.column = [*chain.groups, col], None
    elif name in _AGG_WORDS and not args and col is not None and chain.measure is None:
        named = _column_measure(chain.frame, col)
        if re.match(r"(?:is|has)_", col):
            if name != "mean" or not chain.frame:
                raise _Unread
            chain.measure = f"share of {chain.frame} that are {col}"
        elif name == "sum":
            chain.measure = f"sum({col})" if named == col else named
        else:
            chain.measure = f"{_AGG_WORDS[name]} {named}"
        chain.column = None
    elif name in ("max", "min") and not args and chain.measure is not None and len(chain.groups) == 1:
        if chain.counted:  # "orders.groupby('customer_id').size().max()"
            word = "maximum" if name == "max" else "minimum"
            chain.measure = f"{word} {chain.measure} per {chain.groups[0]}"
        else:
            word = "highest" if name == "max" else "lowest"
            chain.measure = f"the {word} {chain.measure} of any {chain.groups[0]}"
        chain.groups = []
    elif name == "quantile" and col is not None and chain.measure is None and len(args) == 1:
        q = re.fullmatch(r"(?:q\s*=\s*)?0?\.(\d\d?)", args[0].strip())
        if q is None:
            raise _Unread
        pct = int(q.group(1).ljust(2, "0"))
        chain.measure, chain.column = f"{pct}th percentile of {_column_measure(chain.frame, col)}", None
    elif name in ("idxmax", "idxmin") and not args and chain.measure is not None and len(chain.groups) == 1:
        word = "highest" if name == "idxmax" else "lowest"
        chain.lead = f"{chain.groups[0]} with the {word}"
        chain.groups = []
    elif name in ("nlargest", "nsmallest") and chain.measure is not None and len(chain.groups) == 1:
        n = re.fullmatch(r"(?:n\s*=\s*)?(\d+)", args[0].strip()) if len(args) == 1 else None
        if n is None:
            raise _Unread
        word = "top" if name == "nlargest" else "bottom"
        chain.tail = f", {word} {n.group(1)}"
    elif name in ("nlargest", "nsmallest") and chain.measure is None and col is None and chain.frame:
        n = re.fullmatch(r"(?:n\s*=\s*)?(\d+)", args[0].strip()) if len(args) == 2 else None
        by = _unquote(re.sub(r"^columns\s*=\s*", "", args[1].strip())) if len(args) == 2 else None
        if n is None or by is None:
            raise _Unread
        word = "top" if name == "nlargest" else "bottom"
        chain.measure = f"{word} {n.group(1)} {chain.frame} by {_column_measure(chain.frame, by)}"
        chain.listed = True
    elif name == "sort_values" and chain.measure is not None and len(chain.groups) == 1 and not chain.order:
        if len(args) > 1 or (args and not re.fullmatch(r"ascending\s*=\s*(?:False|True)", args[0].strip())):
            raise _Unread
        chain.order = ("", "lowest" if not args or args[0].strip().endswith("True") else "highest")
    elif name == "head" and chain.order is not None and chain.order[0] == "" and len(args) <= 1:
        n = re.fullmatch(r"(?:n\s*=\s*)?(\d+)", args[0].strip()) if args else None
        word = "top" if chain.order[1] == "highest" else "bottom"
        chain.tail, chain.order = f", {word} {n.group(1) if n else 5}", None
    elif name == "sort_values" and chain.measure is None and col is None and chain.order is None and args:
        by = _unquote(re.sub(r"^by\s*=\s*", "", args[0].strip()))
        down = [a for a in args[1:] if re.fullmatch(r"ascending\s*=\s*(?:False|True)", a.strip())]
        if by is None or len(down) != len(args) - 1:
            raise _Unread
        chain.order = (by, "lowest" if not down or down[0].strip().endswith("True") else "highest")
    elif name == "rolling" and len(args) == 1 and chain.measure is not None and chain.rolling is None:
        n = re.fullmatch(r"(?:window\s*=\s*)?(\d+)", args[0].strip())
        if n is None or len(chain.groups) != 1 or chain.groups[0] not in ("day", "week", "month"):
            raise _Unread
        chain.rolling = f"{n.group(1)}-{chain.groups[0]}"
    elif name == "mean" and not args and chain.rolling is not None and not chain.lead:
        chain.lead, chain.rolling = f"{chain.rolling} rolling average of", None  # "daily.rolling(7).mean()"
    elif name == "cumsum" and not args and chain.measure is not None:
        chain.measure = f"running total of {chain.measure}"
    else:
        raise _Unread


_FRAME_START = re.compile(r"\s*([A-Za-z_]\w*)")
_FRAME_YEAR = re.compile(r"([a-z_]+?)_?((?:19|20)\d\d)")
"""A frame named with the year it holds ("items_2020", "o2019" is not: its name is no frame's)."""


def _frame_chain(name: str, aliases: dict[str, _Chain]) -> _Chain:
    if name in aliases:
        return replace(aliases[name], filters=list(aliases[name].filters), groups=list(aliases[name].groups))
    if name in _FRAMES:
        return _Chain(_FRAMES[name])
    m = _FRAME_YEAR.fullmatch(name)
    if m and m.group(1) in _FRAMES:
        return _Chain(_FRAMES[m.group(1)], [f"year = {m.group(2)}"])
    raise _Unread


def _read_chain(text: str, aliases: dict[str, _Chain]) -> _Chain:
    """One chained pandas expression read into a ``_Chain``; ``_Unread`` for a part with no reading."""
    text = text.strip()
    for wrapper in ("len", "nrow"):
        m = re.fullmatch(wrapper + r"\((.*)\)", text, re.DOTALL)
        if m:
            chain = _read_chain(m.group(1), aliases)
            _reduce(chain, "len", [])
            return chain
    if "%>%" in text:
        return _read_dplyr(text, aliases)
    pivot = re.fullmatch(r"pd\.pivot_table\((.*)\)", text, re.DOTALL)
    if pivot:
        return _pivot(_split_args(pivot.group(1)), aliases)
    m = _FRAME_START.match(text)
    if m is None:
        raise _Unread
    chain = _frame_chain(m.group(1), aliases)
    _read_steps(chain, text, m.end(), set(_FRAMES) | set(aliases))
    return chain


def _read_steps(chain: _Chain, text: str, pos: int, frames: set[str]) -> None:
    """The steps of a chain from ``pos`` on (``.method(...)``, ``.column``, ``[...]``); plain words after
    them are kept as the chain's tail."""
    while pos < len(text):
        rest = text[pos:]
        if rest[0].isspace():
            after = rest.lstrip()
            if after and after[0] not in ".[":
                if re.search(r"\.[a-z_]+\s*\(|[\[\]=]", after):
                    raise _Unread
                if not _EXPLAINED.search(after):  # "..., i.e. how many orders have 1 item": said again
                    chain.tail = after
                return
            pos += 1
            continue
        if rest[0] == "[":
            end = _closing(text, pos)
            _index(chain, text[pos + 1 : end], frames)
            pos = end + 1
            continue
        step = re.match(r"\.\s*([A-Za-z_]\w*)", rest)
        if step is None:
            raise _Unread
        method = step.group(1)
        pos += step.end()
        args: list[str] | None = None
        if pos < len(text) and text[pos] == "(":
            end = _closing(text, pos)
            args = _split_args(text[pos + 1 : end])
            pos = end + 1
        if method in ("loc", "iloc") and args is None and pos < len(text) and text[pos] == "[":
            end = _closing(text, pos)
            (_loc if method == "loc" else _iloc)(chain, text[pos + 1 : end], frames)
            pos = end + 1
        elif args is None:
            if method == "dt" or chain.english:
                raise _Unread
            if chain.column is not None or chain.measure is not None:
                raise _Unread
            chain.column = method
        else:
            _method(chain, method, args, frames)


def _pivot(args: list[str], aliases: dict[str, _Chain]) -> _Chain:
    """``pd.pivot_table(df, index=..., columns=..., values=..., aggfunc='count')``: the rows per index per
    column; ``sum``/``mean`` of the values."""
    if not args or "=" in args[0]:
        raise _Unread
    chain = _frame_chain(args[0].strip(), aliases)
    named: dict[str, str] = {}
    for arg in args[1:]:
        m = re.fullmatch(r"(index|columns|values|aggfunc)\s*=\s*(.+)", arg.strip(), re.DOTALL)
        if m is None:
            raise _Unread
        named[m.group(1)] = m.group(2)
    frames = set(_FRAMES) | set(aliases)
    for key in ("index", "columns"):
        if key in named:
            chain.groups += _groups(named[key], frames)
    agg = _unquote(named.get("aggfunc", "'mean'"))
    values = _unquote(named["values"]) if "values" in named else None
    if agg in ("count", "size", "len"):
        _reduce(chain, "len", [])
    elif agg in ("sum", "mean", "median") and values is not None:
        chain.column = values
        _reduce(chain, agg, [])
    else:
        raise _Unread
    return chain


def _iloc(chain: _Chain, inner: str, frames: set[str]) -> None:
    """``.iloc[0]`` after ``sort_values``: the first row of that order."""
    del frames
    if inner.strip() != "0" or chain.order is None or chain.column is None:
        raise _Unread
    by, word = chain.order
    chain.measure = f"{chain.column} with the {word} {_column_measure(chain.frame, by)}"
    chain.column, chain.order = None, None


def _index(chain: _Chain, inner: str, frames: set[str]) -> None:
    """``df[mask]``, ``df['col']`` or ``df[['a', 'b']]``."""
    col = _unquote(inner)
    if chain.listed and re.fullmatch(r"\[[\w\s,'\"]+\]", inner.strip()):
        return  # "customers.nlargest(5, 'x')[['customer_name', 'x']]": the rows' own columns
    if col is not None:
        if chain.column is not None or chain.measure is not None:
            raise _Unread
        chain.column = col
    elif re.fullmatch(r"\s*(?:[a-z_]+\s*\.\s*)?(?:is|has)_[a-z_]+\s*", inner) and chain.measure is None:
        if chain.column is not None:
            raise _Unread
        chain.filters.append(_condition(f"{inner.strip()} == True", frames))  # "df[df.is_food_order]"
    elif re.search(r"==|!=|>|<|~", inner):
        if chain.measure is not None or chain.column is not None:
            raise _Unread
        chain.filters.append(_condition(inner, frames))
    else:
        raise _Unread


def _loc(chain: _Chain, inner: str, frames: set[str]) -> None:
    """``df.loc[mask, 'col']`` or ``df.loc['2020-10':'2020-12']`` on a date index."""
    args = _split_args(inner)
    span = re.fullmatch(r"['\"](\d{4}-\d\d(?:-\d\d)?)['\"]\s*:\s*['\"](\d{4}-\d\d(?:-\d\d)?)['\"]", args[0])
    if span and len(args) == 1 and chain.index == "ordered_at" and chain.measure is None:
        start, end = span.groups()
        start = start if len(start) == 10 else f"{start}-01"
        if len(end) == 7:
            year, month = int(end[:4]), int(end[5:])
            end = f"{end}-{calendar.monthrange(year, month)[1]:02d}"
        chain.span = f"from {start} to {end}"
        return
    value = _unquote(args[0]) if len(args) == 1 else None
    if value is not None and chain.measure is not None and len(chain.groups) == 1 and not chain.lead:
        if not re.fullmatch(r"[a-z]+_[a-z_]+", chain.groups[0]) or not re.fullmatch(r"[\w .'-]+", value):
            raise _Unread
        chain.filters.append(f"{chain.groups[0]} == '{value}'")  # "....nunique().loc['Chicago']": its row
        chain.groups = []
        return
    if len(args) not in (1, 2) or chain.measure is not None:
        raise _Unread
    _index(chain, args[0], frames)
    if len(args) == 2:
        col = _unquote(args[1])
        if col is None:
            raise _Unread
        chain.column = col


def _method(chain: _Chain, method: str, args: list[str], frames: set[str]) -> None:
    if method == "groupby" and args and (chain.measure is None or (chain.english and not chain.lead)):
        chain.groups += _groups(args[0], frames)
    elif method == "query" and len(args) == 1 and chain.measure is None:
        m = re.fullmatch(r"\s*(['\"])(.*)\1\s*", args[0], re.DOTALL)
        if m is None:
            raise _Unread
        chain.filters.append(_condition(m.group(2).replace('"', "'"), frames))
    elif method == "merge":
        pass
    elif method == "set_index" and len(args) == 1 and chain.measure is None:
        chain.index = _unquote(args[0])
    elif method == "resample" and args and (chain.measure is None or (chain.english and not chain.lead)):
        freq = _unquote(args[0])
        if freq not in _FREQ:
            raise _Unread
        chain.groups.append(_FREQ[freq])
    elif method == "reset_index" and not args:
        pass
    else:
        _reduce(chain, method, args)


_SUMMARY = (
    (re.compile(r"sum\(\s*([a-z_]+)\s*\)\s*/\s*n\(\s*\)"), "mean"),
    (re.compile(r"mean\(\s*([a-z_]+)\s*(?:,\s*na\.rm\s*=\s*(?:TRUE|T))?\)"), "mean"),
    (re.compile(r"median\(\s*([a-z_]+)\s*\)"), "median"),
    (re.compile(r"sum\(\s*([a-z_]+)\s*\)"), "sum"),
    (re.compile(r"sd\(\s*([a-z_]+)\s*\)"), "std"),
    (re.compile(r"max\(\s*([a-z_]+)\s*\)"), "max"),
    (re.compile(r"min\(\s*([a-z_]+)\s*\)"), "min"),
    (re.compile(r"n_distinct\(\s*([a-z_]+)\s*\)"), "nunique"),
)
"""dplyr's summaries and the pandas aggregate each is: ``sum(x) / n()`` is the mean of x."""


def _summarise(chain: _Chain, args: list[str]) -> None:
    if len(args) != 1:
        raise _Unread
    expr = re.sub(r"^[a-z_]\w*\s*=(?!=)\s*", "", args[0].strip())
    if re.fullmatch(r"n\(\s*\)", expr):
        _reduce(chain, "len", [])
        return
    for pattern, agg in _SUMMARY:
        m = pattern.fullmatch(expr)
        if m:
            chain.column = m.group(1)
            _reduce(chain, agg, [])
            return
    raise _Unread


def _read_dplyr(text: str, aliases: dict[str, _Chain]) -> _Chain:
    """``frame %>% filter(...) %>% group_by(...) %>% summarise/count/nrow``."""
    steps = [s.strip() for s in text.split("%>%")]
    frames = set(_FRAMES) | set(aliases)
    chain = _frame_chain(steps[0], aliases)
    for step in steps[1:]:
        m = re.fullmatch(r"([a-z_]+)\((.*)\)", step, re.DOTALL)
        if m is None:
            raise _Unread
        verb, args = m.group(1), _split_args(m.group(2))
        if verb == "filter" and args and chain.measure is None:
            chain.filters.append(_condition(" & ".join(args), frames))
        elif verb == "group_by" and args and chain.measure is None:
            chain.groups += [_group_key(a, frames) for a in args]
        elif verb in ("nrow", "tally") and not args:
            _reduce(chain, "len", [])
        elif verb == "count" and chain.measure is None and all(re.fullmatch(r"[a-z_]+", a) for a in args):
            chain.groups += [_group_key(a, frames) for a in args]
            _reduce(chain, "len", [])
        elif verb in ("summarise", "summarize") and chain.measure is None:
            _summarise(chain, args)
        elif verb == "ungroup" and not args:
            pass
        else:
            raise _Unread
    return chain


_ASSIGN = re.compile(r"^\s*([a-z_]\w*)\s*(?:=|<-)(?!=)\s*(.+)$", re.IGNORECASE | re.DOTALL)
_TABLE = re.compile(r"\btable\(\s*([a-z_]+)\$([a-z_]+)\s*\)")
_ENGLISH_LEAD = re.compile(r"([A-Za-z0-9][^\[\]=;%$.:]*?[A-Za-z0-9)])\s+(\.[a-z_]+\s*\(.*)", re.DOTALL)
"""A figure said in words and then a step on it: "revenue ex tax for 2019 .resample('QS').sum()"."""
_WORDS_THEN_CODE = re.compile(r"(?:[A-Za-z0-9,']+\s+)+?:?\s*(?=[a-z_]\w*[.\[])|[^:]+:\s+")


def _aliases(texts: Sequence[str]) -> dict[str, _Chain]:
    """The variables set in ``texts`` (``o20 = orders[...]``), each read as its chain."""
    aliases: dict[str, _Chain] = {}
    for text in texts:
        for statement in _code_part(text).split(";"):
            m = _ASSIGN.match(statement)
            if m is None:
                continue
            try:
                aliases[m.group(1)] = _read_chain(m.group(2), aliases)
            except _Unread:
                continue
    return aliases


def _code_part(text: str) -> str:
    text = _TABLE.sub(lambda m: f"{m.group(1)}.{m.group(2)}.value_counts()", text)
    text = re.sub(r"\s+#.*$", "", text)
    text = re.sub(r"^\s*(?:in R|dplyr|pandas)\s*:\s*", "", text, flags=re.IGNORECASE)
    dashes = re.search(r"\s--\s", text)
    return text[: dashes.start()] if dashes else text


def _read_statement(text: str, aliases: dict[str, _Chain]) -> str:
    """The last statement of a question in words: a chain, words and then a chain, or a figure in words
    and then steps on it."""
    try:
        return _read_chain(text, aliases).words()
    except _Unread:
        pass
    english = _ENGLISH_LEAD.fullmatch(text.strip())
    if english:
        said = re.sub(r",?\s+(?:and\s+)?then$", "", english.group(1))
        chain = _Chain(measure=said, english=True)
        _read_steps(chain, english.group(2), 0, set(_FRAMES) | set(aliases))
        return chain.words()
    lead = _WORDS_THEN_CODE.match(text.strip())
    if lead is None:
        raise _Unread
    chain = _read_chain(text.strip()[lead.end() :], aliases)
    said = lead.group(0).strip()
    if said.endswith(":") and not _SCOPE_LEAD.match(said):
        said = ""  # "units sold per hour for 2020: items[...]...": a label for the code, or an aside
    chain.tail = " ".join(p for p in (chain.tail, said.rstrip(":")) if p)
    return chain.words()


_EXPLAINED = re.compile(r"\b(?:i\.?e\.?|that is|in other words|meaning)(?=[\s,:]|$)", re.IGNORECASE)
"""Words after code that say again what it does."""
_SCOPE_LEAD = re.compile(r"(?:for|in|during|from|only|just|at)\b", re.IGNORECASE)
"""A lead before a colon that scopes the code after it ("for the 2020 orders only: ...")."""
_AGAIN = re.compile(
    r"(?:(?:ok(?:ay)?|now|and|then|same(?: thing| again)?,? but|same with)\b[\s,]*)+", re.IGNORECASE
)
_KWARG = re.compile(r"(?:with\s+)?([a-z_]+\s*=\s*(?:True|False|\d+|'[\w-]+'))", re.IGNORECASE)
_STEP = re.compile(r"\.?([a-z_]+)\((.*)\)|\.(?:i?loc)\[.*\]", re.DOTALL)


def _again_with(question: str, earlier: Sequence[str], aliases: dict[str, _Chain]) -> str | None:
    """A step typed on its own after a chain ("same thing but resample('QS')", ".head(3)", ".loc['X']"): the
    earlier chain with that step in place of its own call of the same name, or after its last step."""
    step = question.strip()
    lead = _AGAIN.match(step)
    step = step[lead.end() :] if lead else step
    kwarg = _KWARG.fullmatch(step)
    m = _STEP.fullmatch(step)
    if (m is None and kwarg is None) or not earlier:
        return None
    before = [s for s in _code_part(earlier[-1]).split(";") if s.strip()]
    if not before:
        return None
    chain = before[-1].strip()
    if kwarg is not None:  # "now with normalize=True": that argument in the chain's last call
        if not chain.endswith(")"):
            return None
        start = chain.rindex("(", 0, len(chain) - 1) if chain.endswith("()") else None
        if start is None:
            return None
        return _read_statement(f"{chain[: start + 1]}{kwarg.group(1)})", aliases)
    assert m is not None
    own = re.search(rf"\.{re.escape(m.group(1))}\(", chain) if m.group(1) else None
    if own is not None:
        end = _closing(chain, own.end() - 1)
        chain = f"{chain[: own.start()]}.{m.group(1)}({m.group(2)}){chain[end + 1 :]}"
    elif step.startswith(".") or m.group(1):
        chain = f"{chain}{step if step.startswith('.') else '.' + step}"
    try:
        return _read_statement(chain, aliases)
    except _Unread:
        return None


def read_pandas(question: str, earlier: Sequence[str] = ()) -> str:
    """``question`` with the pandas or dplyr chain it is typed as in words; unchanged when it has none or a
    part of it has no reading here. Variables set in ``earlier`` questions stand for their chains."""
    aliases = _aliases(earlier)
    if earlier and _CODE.search(earlier[-1]):
        try:
            again = _again_with(_code_part(question), earlier, aliases)
        except _Unread:
            again = None
        if again is not None:
            return again
    if not _CODE.search(question):
        return question
    text = _code_part(question)
    asked = re.search(r"\s--\s+(.*\?)\s*$", question)  # "... -- what's the value on 2020-12-31?"
    statements = [s for s in text.split(";") if s.strip()]
    try:
        for statement in statements[:-1]:
            m = _ASSIGN.match(statement)
            if m is None:
                raise _Unread
            aliases[m.group(1)] = _read_chain(m.group(2), aliases)
        words = _read_statement(statements[-1] if statements else "", aliases)
    except _Unread:
        return question
    return f"{words}, {asked.group(1)}" if asked else words
