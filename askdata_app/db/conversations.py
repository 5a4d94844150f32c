"""Conversations and the items shown in them, so a reload or a restart loses nothing."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Engine, func
from sqlmodel import Session, col, select

from askdata_app.db.models import ChatItemRecord, Conversation, ConversationSource, utcnow

TITLE_LENGTH = 80


def ensure_conversation(
    engine: Engine, conversation_id: str, *, first_question: str = "", user: str = "anonymous"
) -> None:
    """Create the conversation if it is new (titled from its first question); touch it otherwise."""
    with Session(engine) as session:
        conv = session.get(Conversation, conversation_id)
        if conv is None:
            title = (
                first_question.strip().splitlines()[0][:TITLE_LENGTH]
                if first_question.strip()
                else "New chat"
            )
            session.add(Conversation(id=conversation_id, title=title, user=user))
        else:
            conv.updated_at = utcnow()
            session.add(conv)
        session.commit()


def save_items(engine: Engine, conversation_id: str, items: list[tuple[str, dict[str, Any]]]) -> None:
    """Insert or replace items (by key), keeping their order of first appearance."""
    if not items:
        return
    keys = [key for key, _ in items]
    with Session(engine) as session:
        mine = ChatItemRecord.conversation_id == conversation_id
        existing = {  # only the items written now, not the whole conversation
            r.item_key: r
            for r in session.exec(
                select(ChatItemRecord).where(mine, col(ChatItemRecord.item_key).in_(keys))
            ).all()
        }
        last = session.exec(select(func.max(ChatItemRecord.position)).where(mine)).one()
        position = -1 if last is None else int(last)
        for key, payload in items:
            record = existing.get(key)
            if record is None:
                position += 1
                record = ChatItemRecord(
                    conversation_id=conversation_id, position=position, item_key=key, payload=payload
                )
            else:
                record.payload = payload
            session.add(record)
        session.commit()


def load_items(engine: Engine, conversation_id: str) -> list[dict[str, Any]]:
    """The conversation's items in order."""
    with Session(engine) as session:
        rows = session.exec(
            select(ChatItemRecord)
            .where(ChatItemRecord.conversation_id == conversation_id)
            .order_by(col(ChatItemRecord.position))
        ).all()
        return [dict(r.payload) for r in rows]


def list_conversations(engine: Engine, *, user: str | None = None, limit: int = 200) -> list[Conversation]:
    """Conversations, newest first."""
    query = select(Conversation)
    if user:
        query = query.where(Conversation.user == user)
    with Session(engine) as session:
        return list(session.exec(query.order_by(col(Conversation.updated_at).desc()).limit(limit)).all())


def rename_conversation(engine: Engine, conversation_id: str, title: str) -> bool:
    """Set a conversation's title; False when it does not exist."""
    title = " ".join(title.split())[:TITLE_LENGTH]
    if not title:
        return False
    with Session(engine) as session:
        conv = session.get(Conversation, conversation_id)
        if conv is None:
            return False
        conv.title = title
        session.add(conv)
        session.commit()
        return True


def delete_conversation(engine: Engine, conversation_id: str) -> None:
    """Delete a conversation and its items (its decisions stay in the audit log)."""
    with Session(engine) as session:
        for record in session.exec(
            select(ChatItemRecord).where(ChatItemRecord.conversation_id == conversation_id)
        ).all():
            session.delete(record)
        conv = session.get(Conversation, conversation_id)
        if conv is not None:
            session.delete(conv)
        session.commit()


def set_source(engine: Engine, conversation_id: str, source: str) -> None:
    """Record the data source of a conversation (first write wins)."""
    with Session(engine) as session:
        if session.get(ConversationSource, conversation_id) is None:
            session.add(ConversationSource(conversation_id=conversation_id, source=source))
            session.commit()


def source_of(engine: Engine, conversation_id: str) -> str | None:
    """The data source a conversation queries, if recorded."""
    with Session(engine) as session:
        record = session.get(ConversationSource, conversation_id)
        return record.source if record else None
