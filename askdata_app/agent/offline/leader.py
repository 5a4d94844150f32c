"""A follow-up keeping only "the leader" (or "the winner", "the front-runner") of an earlier ranking: its
top one ("Top three stores by 2020 orders" then "Only the leader, with its count.").

"Leader" was an unknown word, and "winner" was taken for a typing of "winter" (the months of a winter, a
silent wrong period). Said "the top one", the follow-up keeps the earlier ranking with one row. Only a
follow-up that opens with it (after "only", "just", "show me", ...) is read so.

>>> leader_said("Only the leader, with its count.")
'Only the top one, with its count.'
>>> leader_said("just the winner")
'just the top one'
>>> leader_said("which store was the leader in 2019 revenue?")
'which store was the leader in 2019 revenue?'
"""

from __future__ import annotations

import re

__all__ = ["leader_said"]

_LEADER = re.compile(
    r"^(?P<lead>\W*(?:(?:and|ok|okay|so|now|then),? )?(?:(?:only|just)|(?:show|give)(?: me)?(?: only| just)?)"
    r" )the (?:leader|winner|front-?runner|one (?:on|at the) top)\b",
    re.IGNORECASE,
)


def leader_said(question: str) -> str:
    """``question`` with the leader of an earlier ranking said as its top one (see the module)."""
    return _LEADER.sub(lambda m: f"{m.group('lead')}the top one", question, count=1)
