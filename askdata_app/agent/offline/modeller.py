"""An analytics engineer's shorthand, said in the words the planner reads.

People who build the warehouse's models write questions the way they write SQL and dbt:

- a dbt model's name stands for the table it models: "dim_customers: count by customer_type", "from
  fct_orders", "stg_products" are the customers, the orders, the products (a staging, fact, dimension,
  intermediate or mart prefix says how the table was built, not what it holds);
- a sort said with its direction first: "desc on revenue", "sorted ascending by order count" are every row
  sorted by that figure (the "desc" alone read as "the top one");
- "which ordered_at date had the most orders" is which day;
- "which store had max revenue", "which month saw the min order count": the member with the most (fewest),
  said with SQL's MAX and MIN (read as each member's largest single value, a count's MAX(1));
- "which month maxes it" (mins it) after a series is the month with the highest (lowest) figure;
- a metric named with a to-date suffix, "revenue_mtd", "cumulative_order_total_mtd", is that metric month
  (quarter, year) to date;
- a trailing window "ending on the max date in the data", "up to the latest ordered_at": trailing windows
  end on the data's last day anyway, so the words ask for nothing more.

Each is a (pattern, replacement) row below, applied in order; a question without them is unchanged.
"""

from __future__ import annotations

import re

_PREFIX = r"(?:dim|dims|fct|fact|facts|stg|staging|int|mart|marts|rpt|base)"
_MAX_DATE = (
    r"(?:(?:max|maximum|latest|last|most recent|final)(?:\(ordered_at\)| ordered_at| order date| date| day)"
    r"|max\(ordered_at\))(?: (?:in|of|on) (?:the )?(?:data|dataset|data set|table|orders|records))?"
)
_REWRITES: tuple[tuple[str, str], ...] = (
    # "dim_customers", "fct_orders", "stg_order_items": the table the model is built on
    (rf"\b{_PREFIX}_([a-z][a-z_]*[a-z])\b", r"\1"),
    # "desc on revenue", "sorted ascending by order count": every row, sorted by the figure named
    (
        r"\b(?:(?:sorted|sort|ordered|order|ranked|rank) )?(desc|descending|asc|ascending) (?:on|by)"
        r" (?!the (?:top|bottom|first|last)\b)([a-z_][\w.]*(?: [a-z_][\w.]*){0,2}?)(?=\s*(?:$|[,.;:?!)]))",
        r"sorted by \2 \1",
    ),
    # "which ordered_at date had the most orders": which day
    (
        r"\b(which|what) (?:order|ordered_at|ordered at|order_date|purchase|sale|sales) (?:date|day)\b",
        r"\1 day",
    ),
    # "which store had max revenue": the member with the most
    (
        r"\b((?:which|what) (?:[\w'-]+ ){1,4}?(?:had|has|have|saw|sees|got|gets|made|makes|did|does|shows?"
        r"|showed|hit|hits)) (?:the )?(?:max|maximum)\b(?!\s*\()",
        r"\1 the highest",
    ),
    (
        r"\b((?:which|what) (?:[\w'-]+ ){1,4}?(?:had|has|have|saw|sees|got|gets|made|makes|did|does|shows?"
        r"|showed|hit|hits)) (?:the )?(?:min|minimum)\b(?!\s*\()",
        r"\1 the lowest",
    ),
    # "which month maxes it", "which store mins that": the member with the highest (lowest) figure said before
    (
        r"\b((?:which|what) [\w'-]+) (?:maxes|maxed|maxxes|maxes out|peaks|tops) (?:it|that|this|them|out)\b",
        r"\1 had the highest",
    ),
    (
        r"\b((?:which|what) [\w'-]+) (?:mins|minned|bottoms out on) (?:it|that|this|them)\b",
        r"\1 had the lowest",
    ),
    # "revenue_mtd", "cumulative_order_total_mtd as of 2020-12-15": the metric month (quarter, year) to date
    (r"\b(?:cumulative_|running_|cum_)?([a-z][a-z_]*?[a-z])_(mtd|qtd|ytd)\b", r"\2 \1"),
    # "a trailing 28d window ending on the max date in the data": where a trailing window ends anyway
    (
        rf"(\b(?:trailing|rolling|last|past|previous)\b.*?)\s*,?\s*\b(?:ending|ended|ends|up to|through"
        rf"|thru|until|to|as of)(?: on| at| with)? (?:the )?{_MAX_DATE}(?!\w)",
        r"\1",
    ),
)
_COMPILED = tuple((re.compile(p, re.IGNORECASE), r) for p, r in _REWRITES)


def modeller_plain(question: str) -> str:
    """``question`` with an analytics engineer's shorthand said plainly (see the module)."""
    text = question
    for pattern, replacement in _COMPILED:
        text = pattern.sub(replacement, text)
    return text
