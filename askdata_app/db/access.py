"""Conversations as a person may see them: listing, sharing, and which conversation owns a result/export.

The sidebar lists only one's own conversations (admins: everyone's); a shared conversation is readable by
everyone signed in. The download routes find a result's or an export's conversation from the chat items
that show it (item keys ``table:<result_id>``, ``chart:<result_id>``, ``export:<file name>``).
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import Engine
from sqlmodel import Session, col, select

from askdata_app.auth.authorize import can_change_conversation, can_view_conversation
from askdata_app.auth.principal import Principal
from askdata_app.db.models import CardRecord, ChatItemRecord, Conversation, DecisionRecord


def get_conversation(engine: Engine, conversation_id: str) -> Conversation | None:
    with Session(engine, expire_on_commit=False) as session:
        return session.get(Conversation, conversation_id)


def conversations_for(
    engine: Engine, principal: Principal, *, everyone: bool = False, limit: int = 200
) -> list[Conversation]:
    """The sidebar's list, newest first: one's own; ``everyone=True`` lets an admin list all."""
    query = select(Conversation)
    if not (everyone and principal.is_admin):
        query = query.where(Conversation.user == principal.name)
    with Session(engine, expire_on_commit=False) as session:
        return list(session.exec(query.order_by(col(Conversation.updated_at).desc()).limit(limit)).all())


def shared_conversations(engine: Engine, *, limit: int = 200) -> list[Conversation]:
    """Conversations their owners shared with the team, newest first."""
    query = select(Conversation).where(col(Conversation.shared).is_(True))
    with Session(engine, expire_on_commit=False) as session:
        return list(session.exec(query.order_by(col(Conversation.updated_at).desc()).limit(limit)).all())


def viewable_conversation(
    engine: Engine, principal: Principal | None, conversation_id: str
) -> Conversation | None:
    """The conversation when ``principal`` may read it, else None (unknown and forbidden look the same)."""
    conversation = get_conversation(engine, conversation_id)
    if conversation is None or not can_view_conversation(principal, conversation):
        return None
    return conversation


def set_shared(engine: Engine, principal: Principal, conversation_id: str, shared: bool) -> str | None:
    """Share (read-only, with everyone signed in) or unshare; returns the refusal text, or None when done."""
    with Session(engine) as session:
        conversation = session.get(Conversation, conversation_id)
        if conversation is None:
            return "No such conversation."
        verdict = can_change_conversation(principal, conversation)
        if not verdict:
            return verdict.reason
        conversation.shared = shared
        session.add(conversation)
        session.commit()
    return None


def _conversation_of_item(engine: Engine, keys: list[str]) -> Conversation | None:
    with Session(engine, expire_on_commit=False) as session:
        owner_id = session.exec(
            select(ChatItemRecord.conversation_id).where(col(ChatItemRecord.item_key).in_(keys)).limit(1)
        ).first()
        return session.get(Conversation, owner_id) if owner_id else None


def conversation_of_result(engine: Engine, result_id: str) -> Conversation | None:
    """The conversation whose chat shows the result ``result_id`` (a table or a chart of it)."""
    return _conversation_of_item(engine, [f"table:{result_id}", f"chart:{result_id}"])


def conversation_of_export(engine: Engine, file_name: str) -> Conversation | None:
    """The conversation whose chat shows the export ``file_name``."""
    return _conversation_of_item(engine, [f"export:{file_name}"])


@dataclass(frozen=True)
class PendingCardRow:
    """A card with no decision yet, with its conversation (the checkpoint confirms it is still waiting)."""

    interrupt_id: str
    thread_id: str
    tool: str
    created_at: float
    expires_at: float | None
    asker: str
    title: str


def undecided_cards(engine: Engine, *, limit: int = 500) -> list[PendingCardRow]:
    """Cards without a decision record across every conversation, oldest first (the inbox's candidates)."""
    query = (
        select(CardRecord, Conversation)
        .join(Conversation, col(Conversation.id) == col(CardRecord.thread_id))
        .outerjoin(DecisionRecord, col(DecisionRecord.interrupt_id) == col(CardRecord.interrupt_id))
        .where(col(DecisionRecord.id).is_(None))
        .order_by(col(CardRecord.created_at))
        .limit(limit)
    )
    with Session(engine) as session:
        return [
            PendingCardRow(
                interrupt_id=card.interrupt_id,
                thread_id=card.thread_id,
                tool=card.tool,
                created_at=card.created_at,
                expires_at=card.expires_at,
                asker=conversation.user,
                title=conversation.title,
            )
            for card, conversation in session.exec(query).all()
        ]


def last_question(engine: Engine, conversation_id: str) -> str:
    """The newest question asked in a conversation (the inbox shows it next to the card)."""
    with Session(engine) as session:
        rows = session.exec(
            select(ChatItemRecord)
            .where(ChatItemRecord.conversation_id == conversation_id)
            .order_by(col(ChatItemRecord.position).desc())
        ).all()
        for row in rows:
            if row.payload.get("kind") == "user":
                return str(row.payload.get("text", ""))
    return ""
