"""Time between openings: "how many days after Chicago opened did San Francisco open", "how many days were
there between the Brooklyn opening and the New Orleans opening", "on average, how many days passed between one
store opening and the next".

Counted from the members' opening days (an entity's time dimension named for opening, see
``DataIndex.opening_days``): the second named member's opening less the first's, or for the average gap the
span from the first opening to the last over one less than the number of openings. Without this reading the
question was asked back for a measure, or counted the stores.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_WHO = r"(?:the )?(?P<{}>[a-z][a-z .'-]*?)(?:'s)?(?: (?:store|shop|location|café|cafe|branch|outlet|site))?"
_OPENS = r"(?:opened|opening|launched|launch|opened its doors|opening its doors|first opened)"
_PASSED = r"(?:passed|went by|elapsed|were there|are there|was it|lay)"
_TWO = (
    re.compile(
        rf"\bhow (?:many (?P<unit>days|weeks)|long) after {_WHO.format('a')}(?: {_OPENS})? did "
        rf"{_WHO.format('b')} (?:open|launch|first open)(?: (?:its|their) doors)?"
        r"(?:,? in (?P<unit2>days|weeks))?$",
        re.IGNORECASE,
    ),
    re.compile(
        rf"\bhow (?:many (?P<unit>days|weeks)|long) (?:{_PASSED} )?between {_WHO.format('a')} {_OPENS} and "
        rf"{_WHO.format('b')} {_OPENS}(?:,? in (?P<unit2>days|weeks))?$",
        re.IGNORECASE,
    ),
)
_MEMBER = r"(?:store|shop|location|café|cafe|branch|site|outlet)"
_AVERAGE = re.compile(
    r"\b(?:on average|average|avg|mean|typical)\b.*\bbetween (?:one (?:new )?"
    + _MEMBER
    + r"(?:'s)? opening and the next|(?:consecutive|successive|back-to-back) (?:"
    + _MEMBER
    + r" )?openings)\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class OpeningGap:
    first: str | None
    """The member that opened first, as the data names it; None for the average gap between openings."""
    second: str | None
    unit: str
    """day or week."""


def read_opening_gap(question: str, members: dict[str, object]) -> OpeningGap | None:
    """The time-between-openings reading of ``question`` over ``members`` (names with an opening day)."""
    text = " ".join(question.strip().rstrip("?.! ").split())
    if not members:
        return None
    if _AVERAGE.search(text) is not None and re.search(r"\bhow (?:many days|long)\b|\bgap\b", text, re.I):
        return OpeningGap(None, None, "day")
    named = {m.lower(): m for m in members}
    for pattern in _TWO:
        got = pattern.search(text)
        if got is None:
            continue
        first, second = (named.get(got.group(k).strip().lower()) for k in ("a", "b"))
        if first is None or second is None or first == second:
            return None
        unit = (got.group("unit") or got.group("unit2") or "days").rstrip("s").lower()
        return OpeningGap(first, second, unit)
    return None


def opening_gap_sql(gap: OpeningGap, opening: tuple[str, str, str, str]) -> str:
    """The gap between two members' openings, or the average gap between openings, from ``opening``: the
    table, its alias, the member's name and its opening, qualified."""
    table, alias, name, when = opening
    if gap.first is None or gap.second is None:
        return (
            f"SELECT DATE_DIFF('day', CAST(MIN({when}) AS DATE), CAST(MAX({when}) AS DATE)) * 1.0"
            f" / NULLIF(COUNT(DISTINCT {name}) - 1, 0) AS average_days_between_openings"
            f" FROM {table} AS {alias}"
        )

    def opened(member: str) -> str:
        said = member.replace("'", "''")
        return f"CAST(MIN(CASE WHEN {name} = '{said}' THEN {when} END) AS DATE)"

    return (
        f"SELECT DATE_DIFF('{gap.unit}', {opened(gap.first)}, {opened(gap.second)}) AS {gap.unit}s_between"
        f" FROM {table} AS {alias}"
    )
