"""The share of a whole that the top few members make together: one figure, not a share per member.

"What fraction of 2019 revenue came from the top 3 products?", "what percentage of revenue do our two
biggest stores account for", "the share of orders the 5 best customers made up between them": the members
ranked as usual (each with its share of the whole), their shares then added into one figure. Before, the
ranking itself was the answer (a row per member), which answers "each of the top 3" instead.

It is read only when the top members are what the share "came from" (or "accounts for", "makes up", or
is said "together", "combined", "between them"), the share is said before them, and nothing asks for each
one ("each of the top 3", "individually", "one by one").
"""

from __future__ import annotations

import re

import sqlglot
from sqlglot import exp

__all__ = ["summed_top_share", "top_share_asked"]

_SHARE = r"\b(?:share|fraction|percent(?:age)?|proportion|portion|%|how much)\b"
_N = r"(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twenty)"
_BEST = r"(?:top|biggest|largest|best|leading|highest|top[- ]\w+|best[- ]\w+|highest[- ]\w+)"
_TOP = rf"(?:the |our |its |their )?(?:{_BEST} {_N}|{_N} {_BEST})\b"
_FROM = re.compile(
    _SHARE
    + r".*?\b(?:(?:came|comes|come|coming|was|were|is|are) from|from|(?:accounts?|accounted) for"
    + r"|(?:makes?|made|making) up|contributed|contributes?|generated|brought in)\s+"
    + _TOP,
    re.IGNORECASE,
)
_FROM_AFTER = re.compile(
    _SHARE
    + r".*?\b"
    + _TOP
    + r".*\b(?:accounts?|accounted) for|(?:make|made|makes) up|contributed|generated",
    re.IGNORECASE,
)
_TOGETHER = re.compile(
    _SHARE + r".*?\b" + _TOP + r".*\b(?:together|combined|between them|in total|altogether|collectively)\b",
    re.IGNORECASE,
)
_EACH = re.compile(
    r"\b(?:each|every|individually|respectively|one by one|apiece|per (?:product|store|customer|item))\b",
    re.IGNORECASE,
)


def top_share_asked(question: str) -> bool:
    """Whether ``question`` asks the share of a whole that its top few members make together."""
    if _EACH.search(question):
        return False
    return any(p.search(question) for p in (_FROM, _FROM_AFTER, _TOGETHER))


def summed_top_share(sql: str, dialect: str) -> tuple[str, str] | None:
    """(the SQL adding up the shares of ``sql``'s rows, the share's column), or None when ``sql`` is not a
    ranking of a few members with a share each (the caller checks it is over one period)."""
    try:
        tree = sqlglot.parse_one(sql, read=dialect)
    except sqlglot.errors.ParseError:
        return None
    if not isinstance(tree, exp.Select) or tree.args.get("limit") is None:
        return None
    names = [e.alias_or_name for e in tree.expressions]
    shares = [n for n in names if n.endswith("_share")]
    if len(shares) != 1 or not re.fullmatch(r"[a-z_][a-z0-9_]*", shares[0]):
        return None
    inner = tree.sql(dialect=dialect)
    return f"SELECT SUM(t.{shares[0]}) AS {shares[0]} FROM ({inner}) AS t", shares[0]
