"""Members that never did something: "how many customers never ordered a jaffle", "the number of customers who
have not bought a drink", "how many products were never ordered at New Orleans", "which products were never
sold at Chicago" (listed by name).

The question without the negation ("how many customers ordered a jaffle") is planned as usual: a count of
the distinct members among the rows that did it. The answer is the other members: all the members (the
table whose key was counted) less those, counted. Without this reading "never" was respelled "new" and the
answer was the new customers who did order a jaffle.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import sqlglot
from sqlglot import exp

_NEVER = re.compile(
    r"^\s*(?P<head>how many|the number of|number of|count(?: of)?(?: the)?|which|what|list(?: the| all)?"
    r"|show(?: me)?(?: the| all)?)\s+(?P<noun>[a-z]+)\s+"
    r"(?:(?:who|that|which)\s+)?(?:(?:have|has|had|were|was|are|is)\s+)?"
    r"(?:never|not|didn['’]?t|did not|haven['’]?t|have not|hasn['’]?t|has not|weren['’]?t|were not"
    r"|wasn['’]?t|was not)\s+(?:(?:ever|yet|once)\s+)?"
    r"(?:(?:have|has|had|been)\s+)?"
    r"(?P<verb>ordered|bought|purchased|tried|had|got|visited|placed|sold|ordered from|bought from|ordered at"
    r"|bought at|shopped at|been to)\b(?P<rest>.*)$",
    re.IGNORECASE,
)
_LAPSED = re.compile(
    r"\b(?:since|anything|recently|lately|in (?:the )?(?:last|past)|again|a second time|twice|more than once"
    r"|after (?:their|the|a) first|another)\b",
    re.IGNORECASE,
)
"""'have not bought anything since 2019': lapsed members (their last order); 'never ordered again': one-time
customers; other readings."""


@dataclass(frozen=True)
class Never:
    """A count of the members that never did something, split."""

    positive: str
    """The count of those that did, as a question of its own ("how many customers ordered a jaffle")."""
    listed: bool = False
    """The members are asked for by name ("which products were never sold at Chicago"), not counted."""


def read_never(question: str) -> Never | None:
    """The never-did reading of ``question``, or None."""
    m = _NEVER.match(question.strip().rstrip("?.! "))
    if m is None or not m.group("rest").strip() or _LAPSED.search(m.group("rest")):
        return None
    listed = m.group("head").split()[0].lower() in {"which", "what", "list", "show"}
    return Never(f"how many {m.group('noun')} {m.group('verb')}{m.group('rest')}", listed)


def never_sql(
    positive: str, tables: dict[str, str], dialect: str = "duckdb", names: dict[str, str] | None = None
) -> str | None:
    """All the members less those counted by ``positive`` (one ``COUNT(DISTINCT key)``, no grouping),
    counted, or listed by their name column when ``names`` (key column -> name column) is given; ``tables``
    maps a member key column to its table. None when ``positive`` is not such a count."""
    try:
        tree = sqlglot.parse_one(positive, read=dialect)
    except sqlglot.errors.ParseError:
        return None
    if not isinstance(tree, exp.Select) or tree.args.get("group") or len(tree.expressions) != 1:
        return None
    out = tree.expressions[0]
    count = out.this if isinstance(out, exp.Alias) else out
    if not isinstance(count, exp.Count) or not isinstance(count.this, exp.Distinct):
        return None
    keys = count.this.expressions
    if len(keys) != 1 or not isinstance(keys[0], exp.Column) or keys[0].name not in tables:
        return None
    key = keys[0]
    inner = tree.copy()
    inner.set("expressions", [key.copy()])
    inner = inner.where(exp.Not(this=exp.Is(this=key.copy(), expression=exp.Null())))
    name = out.alias_or_name if isinstance(out, exp.Alias) else "members"
    table = tables[key.name]
    shown = (names or {}).get(key.name)
    if names is not None:
        if shown is None:
            return None
        sql = (  # the key too: names can be shared ("two customers called Sam Garcia")
            f"SELECT _all.{key.name}, _all.{shown} FROM {table} AS _all"
            f" WHERE _all.{key.name} NOT IN ({inner.sql(dialect=dialect)}) ORDER BY _all.{shown}"
        )
        return sqlglot.parse_one(sql, read=dialect).sql(dialect=dialect)
    sql = (
        f"SELECT COUNT(*) AS {name} FROM {table} AS _all"
        f" WHERE _all.{key.name} NOT IN ({inner.sql(dialect=dialect)})"
    )
    return sqlglot.parse_one(sql, read=dialect).sql(dialect=dialect)
