"""The app's own records (SQLModel): decisions on approval cards, conversations and their messages."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import JSON, Column, UniqueConstraint
from sqlmodel import Field, SQLModel


def utcnow() -> datetime:
    return datetime.now(UTC)


class DecisionRecord(SQLModel, table=True):
    """One decision on one interrupt. Unique per interrupt id: the arbiter of exactly-once resumes."""

    __tablename__ = "decisions"
    __table_args__ = (UniqueConstraint("interrupt_id", name="uq_decisions_interrupt_id"),)

    id: int | None = Field(default=None, primary_key=True)
    interrupt_id: str = Field(index=True, max_length=64)
    thread_id: str = Field(index=True, max_length=64)
    tool: str = Field(index=True, max_length=64)
    tool_call_id: str = Field(default="", max_length=128)
    user: str = Field(default="anonymous", index=True, max_length=128)
    decided_at: datetime = Field(default_factory=utcnow, index=True)
    decision: str = Field(index=True, max_length=16)
    """approve | edit | reject | respond | expire | cancel"""
    proposed_args: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON))
    edited_args: dict[str, Any] | None = Field(default=None, sa_column=Column(JSON))
    message: str | None = None
    outcome: str = Field(default="accepted", max_length=32)
    """accepted (recorded, not applied yet) | applied (the run went past it) | failed | expired | cancelled"""
    answer: dict[str, Any] | None = Field(default=None, sa_column=Column(JSON))
    """The validated answer as sent to LangGraph (what a recovering worker resumes with)."""
    claimed_by: str = Field(default="", max_length=64)
    """The worker that applies this decision (another worker takes over only when that one is gone)."""
    applied_at: datetime | None = None
    detail: str | None = None
    """Why applying failed (shown in the audit)."""
    client_address: str = Field(default="", max_length=64)
    """Peer address of the person who decided (guests are known only by it)."""


class Conversation(SQLModel, table=True):
    """A chat: one LangGraph thread."""

    __tablename__ = "conversations"

    id: str = Field(primary_key=True, max_length=64)
    title: str = Field(default="New chat", max_length=200)
    user: str = Field(default="anonymous", index=True, max_length=128)
    shared: bool = Field(default=False)
    """True = every signed-in person may read it (read-only); set by its owner's Share button."""
    created_at: datetime = Field(default_factory=utcnow)
    updated_at: datetime = Field(default_factory=utcnow, index=True)


class ChatItemRecord(SQLModel, table=True):
    """One item shown in a conversation (a question, a step, a card, a table, a chart, an answer)."""

    __tablename__ = "chat_items"

    id: int | None = Field(default=None, primary_key=True)
    conversation_id: str = Field(index=True, foreign_key="conversations.id", max_length=64)
    position: int = Field(index=True)
    item_key: str = Field(index=True, max_length=128)
    """Stable key of the item (updates replace the payload of the same key)."""
    payload: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON))


class CardRecord(SQLModel, table=True):
    """When a card was first seen and when it expires (the checkpoint holds whether it is still pending)."""

    __tablename__ = "cards"

    interrupt_id: str = Field(primary_key=True, max_length=64)
    thread_id: str = Field(index=True, max_length=64)
    tool: str = Field(max_length=64)
    created_at: float
    expires_at: float | None = None


class ConversationSource(SQLModel, table=True):
    """Which data source a conversation queries (set by its first question)."""

    __tablename__ = "conversation_sources"

    conversation_id: str = Field(primary_key=True, max_length=64)
    source: str = Field(max_length=100)
