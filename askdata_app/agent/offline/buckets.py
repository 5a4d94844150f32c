"""Periods picked by a figure of their own: "how many days in 2020 had more than 150 orders", "the first month
revenue went over $80k", "which weeks had fewer than 500 orders".

The question without the period noun and the threshold ("orders in 2020") is asked per period ("... by day");
its rows are then counted, or the first / last one taken, or listed, keeping those whose figure passes the
threshold.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from askdata_app.agent.offline.reword import expand

_UNIT = r"(day|date|week|month|quarter|year)s?"
_COUNT = re.compile(rf"\b(?:how many|(?:the )?number of|count(?: of)?(?: the)?) (?:calendar )?{_UNIT}\b")
_MEMBERS = re.compile(
    r"\b(?:how many|(?:the )?number of|count (?:of )?(?:the )?)"
    r" (customer|store|location|shop|product|supplier)s\b"
)
"""Members counted by a figure of theirs in a period ("how many stores had over 10000 orders in 2019")."""
_TIMES = re.compile(r"^ ?times\b")
_FIRST = re.compile(
    rf"\b(?:the )?(first|earliest|last|latest|most recent) (?:calendar )?{_UNIT}\b"
    rf"|\b(first|last) (?:have|had|get|got|see|saw|hit|record|recorded) (?:a|an|any) {_UNIT}\b"
)
_WHICH = re.compile(
    rf"^(?:which|what|list|show|show me|list the|show the|the)? ?{_UNIT}"
    r" (?=in |of |with |where |when |that |on which |in which |had |saw )"
)
_THRESHOLD = re.compile(
    r"\b(more than|greater than|over|above|exceeding|exceeded|exceed|topped|top|surpassed|passed|crossed"
    r"|broke|went (?:over|above|past)|go (?:over|above|past)|at least|hit|reached|under|below|less than"
    r"|fewer than|at most|no more than)"
    r" \$?(\d+(?:\.\d+)?)\b(?! ?(?:am|pm|%|percent|days?|weeks?|months?|years?)\b)"
)
_OPS = {
    "at least": ">=", "hit": ">=", "reached": ">=", "under": "<", "below": "<", "less than": "<",
    "fewer than": "<", "at most": "<=", "no more than": "<=",
}  # fmt: skip
_GRAIN = {"day": "day", "date": "day", "week": "week", "month": "month", "quarter": "quarter", "year": "year"}
_LEAD = re.compile(r"^(?:(?:when|what|which) (?:did|do|was|were|is) (?:we|the|our|it)? ?)|^(?:so |ok )")
_JOIN = re.compile(r"\b(?:with|where|when|that|on which|in which|had|has|have|saw|did we have|did)\s*$")


@dataclass(frozen=True)
class Bucketed:
    """A question about the periods whose own figure passes a threshold."""

    rest: str
    """The question asked per period ("orders in 2020 by day")."""
    mode: str
    """"count", "first", "last", "list" or "members" (the members of an entity, counted)."""
    op: str
    value: float


def read_buckets(question: str) -> Bucketed | None:
    """The periods-picked-by-a-figure reading of ``question``, or None."""
    text = expand(question)
    threshold = _THRESHOLD.search(text)
    if threshold is None:
        return None
    mode = ""
    unit = ""
    said = _COUNT.search(text)
    members = _MEMBERS.search(text) if said is None else None
    if said is not None:
        mode, unit = "count", said.group(1)
    elif members is not None:
        said, mode, unit = members, "members", members.group(1)
    else:
        said = _FIRST.search(text)
        if said is not None:
            word = said.group(1) or said.group(3)
            unit = said.group(2) or said.group(4)
            mode = "first" if word in {"first", "earliest"} else "last"
        else:
            said = _WHICH.search(text)
            if said is not None:
                mode, unit = "list", said.group(1)
    if said is None or said.end() > threshold.start():
        return None
    between = text[said.end() : threshold.start()]
    verbs = r"with|where|when|that|which|had|has|have|saw|did"
    if mode == "members":
        verbs += r"|ordered|order|orders|visited|bought|purchased|made|placed|sold|did"
    if not re.search(rf"\b(?:{verbs})\b", between):
        return None  # "the first 30 days over $50": not periods picked by a figure
    op = _OPS.get(threshold.group(1), ">")
    value = float(threshold.group(2))
    after = text[threshold.end() :]
    if mode == "members":
        if _TIMES.match(after):  # "ordered more than 3 times": their orders
            after = "orders " + _TIMES.sub("", after)
        between = re.sub(rf"\b(?:{verbs})\b", " ", between)
    rest = f"{text[: said.start()]} {between} {after}"
    rest = _LEAD.sub(" ", " ".join(rest.split()))
    rest = re.sub(r"\b(?:on|in|during) which\b", " ", rest)  # "count the days in 2020 on which X made ..."
    words = [
        w for w in rest.split() if w not in {"with", "where", "when", "that", "had", "have", "has", "saw"}
    ]
    rest = " ".join(words).strip(" ,?.!")
    if not rest:
        return None
    return Bucketed(f"{rest} by {_GRAIN.get(unit, unit)}", mode, op, value)


def bucket_sql(inner: str, x: str, y: str, b: Bucketed) -> str:
    """The periods of ``inner`` (one row a period: ``x``, its figure ``y``) that pass the threshold."""
    value = f"{b.value:g}"
    cond = f"b.{y} {b.op} {value}"
    if b.mode in {"count", "members"}:
        name = "periods" if b.mode == "count" else "members"
        return f"SELECT COUNT(*) AS {name} FROM ({inner}) AS b WHERE {cond}"
    if b.mode in {"first", "last"}:
        agg = "MIN" if b.mode == "first" else "MAX"
        return f"SELECT CAST({agg}(b.{x}) AS DATE) AS {b.mode}_period FROM ({inner}) AS b WHERE {cond}"
    return f"SELECT * FROM ({inner}) AS b WHERE {cond} ORDER BY b.{x}"
