"""Members whose figure passes a number: "which supplies are used by more than 3 products", "which products
use more than 3 supplies", "which stores had more than 20,000 orders in 2020", "how many customers placed
more than 10 orders".

The question is split into the figure per member ("number of products by supply", planned as usual) and the
condition on it; the planned SQL is then filtered on its measure column (and counted when "how many" asked).
Read only when the question is not understood as a whole (see ``Planner.plan``).
"""

from __future__ import annotations

import re

from askdata_app.agent.offline.sqlbuild import safe_name
from askdata_app.agent.offline.thresholds import _NUMBER, _OP, Threshold, number_of, op_of

_QUESTION = re.compile(
    rf"^\s*(?P<mode>how many|which|what|list(?: the| all)?|show(?: me)?(?: the)?|name(?: the)?)"
    rf" (?:of (?:the |our )?)?(?P<noun>[a-z]+s)\b(?P<before>.*?)"
    rf"\b(?P<op>{_OP})\s+(?P<num>{_NUMBER})(?P<after>.*)$",
    re.IGNORECASE,
)
_VERBS = re.compile(
    r"\b(?:(?:are|is|were|was|get|got|have|has|had|that|which|who|we) )*"
    r"(?:used by|used in|used|use|uses|using|go into|goes into|went into|appear in|appears in|appeared in"
    r"|contain|contains|contained|include|includes|included|with|had|have|has|saw|see|sees|took|take|takes"
    r"|got|get|gets|received|receive|receives|placed|place|places|made|make|makes|did|do|does|sold|sell"
    r"|sells|served|serve|serves|bought|buy|buys|are|is|were|was)\b",
    re.IGNORECASE,
)
_MONEY = re.compile(r"\$|\b(?:k|m|thousand|million|grand)\b|\b(?:revenue|sales|spend|spent|worth)\b", re.I)


def split_member_bar(question: str) -> tuple[Threshold, list[str]] | None:
    """The figure per member and the bar of "which supplies are used by more than 3 products", with the
    wordings of the figure per member to try (a count of the named things first, then the words as said);
    None when the question is not of that shape."""
    m = _QUESTION.match(question.strip().rstrip("?.! "))
    if m is None:
        return None
    if re.match(r"\s*(?:%|per ?cent\b|pct\b|times\b)", m.group("after"), re.IGNORECASE):
        return None  # "more than 10% of revenue": a share of a figure, not a number of things
    op, number = op_of(m.group("op")), number_of(m.group("num"))
    if number is None:
        return None
    before = _VERBS.sub(" ", m.group("before"))
    after = re.sub(r"^\s*(?:in|of|worth of|dollars? (?:of|in))\b", " ", m.group("after"), flags=re.I)
    if re.search(r"[a-z]", before, re.IGNORECASE) and not re.match(r"\s*(?:in|during|at|for)\b", before):
        return None  # words between the members and the bar that are not a period or a place
    figure = re.sub(r"\s+", " ", f"{after} {before}").strip(" ,")
    if not re.search(r"[a-z]", figure, re.IGNORECASE):
        return None
    noun = m.group("noun").lower()
    wordings = [f"{figure} by {noun}"]
    if not _MONEY.search(m.group(0)):
        wordings.insert(0, f"number of {figure} by {noun}")  # "more than 3 products": how many of them
    bar = Threshold(wordings[0], op, number, m.group("mode").lower() == "how many", noun)
    return bar, wordings


def member_bar_sql(bar: Threshold, sql: str, y: str) -> str:
    """``sql`` (one row per member, ``y`` the figure) kept to the members past the bar, or counted."""
    number = int(bar.number) if bar.number == int(bar.number) else bar.number
    cond = f"{y} {bar.op} {number}"
    if bar.count:
        return f"SELECT COUNT(*) AS {safe_name(bar.unit)} FROM ({sql}) AS t WHERE {cond}"
    return f"SELECT * FROM ({sql}) AS t WHERE {cond} ORDER BY {y} DESC"
