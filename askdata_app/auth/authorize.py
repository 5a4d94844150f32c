"""Who may do what: every authorization decision of askdata, as pure functions of a ``Principal``.

The policy's ``ToolRule`` carries ``deciders`` (roles and/or ``"asker"``) and ``self_approval`` (False =
four-eyes: the asker may not approve or edit their own call). Rules without those fields (an older
policy object) get the defaults of the shared policy format.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from askdata_app.auth.principal import ROLES, Principal

DEFAULT_DECIDERS: tuple[str, ...] = ("asker", "approver", "admin")
AUDIT_ROLES = frozenset({"approver", "admin"})
SELF_CHECKED = frozenset({"approve", "edit"})
"""Decisions that four-eyes forbids the asker (rejecting one's own call is always allowed)."""

_WHO = {"asker": "the person who asked", "analyst": "analysts", "approver": "approvers", "admin": "admins"}


@dataclass(frozen=True)
class Verdict:
    """An authorization answer: allowed or not, and the reason a person is shown when not."""

    allowed: bool
    reason: str = ""

    def __bool__(self) -> bool:
        return self.allowed

    def __iter__(self):  # type: ignore[no-untyped-def]
        """Unpacks as ``(allowed, reason)``."""
        return iter((self.allowed, self.reason))


ALLOWED = Verdict(True)


def rule_deciders(rule: Any) -> tuple[str, ...]:
    """The rule's ``deciders`` (the shared policy format's default when absent)."""
    return tuple(getattr(rule, "deciders", DEFAULT_DECIDERS) or DEFAULT_DECIDERS)


def rule_self_approval(rule: Any) -> bool:
    return bool(getattr(rule, "self_approval", True))


def _owner_of(conversation: Any) -> str:
    return str(getattr(conversation, "user", "") or "")


def can_view_conversation(principal: Principal | None, conversation: Any) -> Verdict:
    """Its owner, admins, and — when it is shared — everyone signed in."""
    if principal is None:
        return Verdict(False, "Sign in to see conversations.")
    if principal.is_admin or _owner_of(conversation) == principal.name:
        return ALLOWED
    if getattr(conversation, "shared", False):
        return ALLOWED
    return Verdict(False, "This conversation belongs to someone else and is not shared.")


def can_change_conversation(principal: Principal | None, conversation: Any) -> Verdict:
    """Rename, delete, share/unshare, ask in it: its owner (and admins, except asking)."""
    if principal is None:
        return Verdict(False, "Sign in first.")
    if principal.is_admin or _owner_of(conversation) == principal.name:
        return ALLOWED
    return Verdict(False, "Only the conversation's owner can change it; shared conversations are read-only.")


def can_ask_in(principal: Principal | None, conversation: Any | None) -> Verdict:
    """Send a question: in a new conversation, or in one's own (never in someone else's, even as admin)."""
    if principal is None:
        return Verdict(False, "Sign in to ask questions.")
    if conversation is None or _owner_of(conversation) == principal.name:
        return ALLOWED
    return Verdict(False, "This conversation is someone else's; start a new chat to ask your own question.")


def can_read_audit(principal: Principal | None) -> Verdict:
    """The audit page and CSV: approvers and admins."""
    if principal is not None and principal.role in AUDIT_ROLES:
        return ALLOWED
    return Verdict(False, "The decision log is for approvers and admins.")


def can_manage_accounts(principal: Principal | None) -> Verdict:
    if principal is not None and principal.is_admin:
        return ALLOWED
    return Verdict(False, "Only admins manage accounts.")


def who_may_decide(rule: Any) -> str:
    """The card's line naming who may decide, e.g. "Decided by: approvers, admins (not the asker)"."""
    deciders = rule_deciders(rule)
    names = [_WHO.get(d, d) for d in deciders if d == "asker" or d in ROLES]
    text = "Decided by: " + ", ".join(names)
    if not rule_self_approval(rule):
        text += " — four-eyes: the person who asked may not approve their own request"
    return text


def can_decide(principal: Principal | None, rule: Any, asker: str, decision: str = "approve") -> Verdict:
    """Whether ``principal`` may take ``decision`` on a card of ``rule`` whose call ``asker`` started."""
    if principal is None:
        return Verdict(False, "Sign in to decide requests.")
    if rule is None:
        return Verdict(False, "This call is not waiting for a decision.")
    deciders = rule_deciders(rule)
    is_asker = bool(asker) and principal.name == asker
    if getattr(rule, "question", False):
        if is_asker or principal.role in deciders:
            return ALLOWED
        return Verdict(False, f"Only {asker or 'the person who asked'} can answer this question.")
    if is_asker and not rule_self_approval(rule) and decision in SELF_CHECKED:
        return Verdict(
            False, "Four-eyes rule: someone else must approve your own request (you may still reject it)."
        )
    if (is_asker and "asker" in deciders) or principal.role in deciders:
        return ALLOWED
    return Verdict(
        False,
        f"You ({principal.name}, {principal.role}) may not decide this. {who_may_decide(rule)}.",
    )


def card_notice(principal: Principal | None, rule: Any, asker: str) -> dict[str, Any]:
    """What the card shows about deciding: ``{"deciders": text, "read_only": bool, "reason": text}``.

    ``read_only`` is True when the viewer may neither approve nor reject (buttons hidden, reason shown);
    under four-eyes the asker keeps Reject, so ``reason`` is set while ``read_only`` stays False.
    """
    approve = can_decide(principal, rule, asker, "approve")
    reject = can_decide(principal, rule, asker, "reject")
    return {
        "deciders": who_may_decide(rule),
        "read_only": not approve.allowed and not reject.allowed,
        "reason": "" if approve.allowed else approve.reason,
    }
