"""What one viewer may do with a card: decide it, or see it read-only with the reason (no Reflex here)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import TypedDict

from askdata_app.auth import authorize
from askdata_app.auth.principal import ROLES, Principal
from askdata_app.chat.kinds import CardItem


class CardRight(TypedDict):
    """A card as one viewer sees it."""

    deciders: str
    """Who may decide, in words ("Decided by: the person who asked, approvers, admins")."""
    read_only: bool
    """The viewer may neither approve nor reject: the buttons are hidden."""
    reason: str
    """Why the viewer may not approve ("" when they may)."""


def card_right(item: CardItem, viewer: str, role: str) -> CardRight:
    """``item`` (a card) as ``viewer`` with ``role`` may use it; an unknown viewer gets it read-only."""
    rule = SimpleNamespace(
        deciders=tuple(item["deciders"]) or authorize.DEFAULT_DECIDERS,
        self_approval=item["self_approval"],
        question=item["card_kind"] == "question",
    )
    principal = Principal(viewer, role) if viewer and role in ROLES else None
    notice = authorize.card_notice(principal, rule, item["asker"])
    return {
        "deciders": str(notice["deciders"]),
        "read_only": bool(notice["read_only"]),
        "reason": str(notice["reason"]),
    }
