"""Decision records: written once per interrupt (the arbiter), listed for the audit page."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Engine, update
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, col, select

from askdata_app.db.models import DecisionRecord, utcnow

ALREADY_DECIDED = "This request was already decided ({decision} by {user}); nothing more was done."


class AlreadyDecidedError(Exception):
    """A second decision on the same interrupt."""


def record_decision(engine: Engine, **fields: Any) -> DecisionRecord:
    """Insert one decision. Raises ``AlreadyDecidedError`` when the interrupt already has one."""
    record = DecisionRecord(**fields)
    with Session(engine, expire_on_commit=False) as session:
        session.add(record)
        try:
            session.commit()
        except IntegrityError:
            session.rollback()
            existing = session.exec(
                select(DecisionRecord).where(DecisionRecord.interrupt_id == record.interrupt_id)
            ).first()
            msg = ALREADY_DECIDED.format(
                decision=existing.decision if existing else "decided",
                user=existing.user if existing else "someone",
            )
            raise AlreadyDecidedError(msg) from None
        return record


def decision_for(engine: Engine, interrupt_id: str) -> DecisionRecord | None:
    """The decision taken on ``interrupt_id``, if any."""
    with Session(engine) as session:
        return session.exec(select(DecisionRecord).where(DecisionRecord.interrupt_id == interrupt_id)).first()


def list_decisions(
    engine: Engine,
    *,
    tool: str | None = None,
    decision: str | None = None,
    user: str | None = None,
    thread_id: str | None = None,
    limit: int = 500,
) -> list[DecisionRecord]:
    """Decisions, newest first, optionally filtered."""
    query = select(DecisionRecord)
    if tool:
        query = query.where(DecisionRecord.tool == tool)
    if decision:
        query = query.where(DecisionRecord.decision == decision)
    if user:
        query = query.where(DecisionRecord.user == user)
    if thread_id:
        query = query.where(DecisionRecord.thread_id == thread_id)
    query = query.order_by(col(DecisionRecord.decided_at).desc(), col(DecisionRecord.id).desc()).limit(limit)
    with Session(engine) as session:
        return list(session.exec(query).all())


def decided_ids(engine: Engine, interrupt_ids: list[str]) -> set[str]:
    """Which of ``interrupt_ids`` already have a decision (one query)."""
    if not interrupt_ids:
        return set()
    with Session(engine) as session:
        rows = session.exec(
            select(DecisionRecord.interrupt_id).where(col(DecisionRecord.interrupt_id).in_(interrupt_ids))
        ).all()
        return set(rows)


def unapplied(engine: Engine, *, thread_id: str | None = None) -> list[DecisionRecord]:
    """Accepted decisions not yet applied (oldest first): the intents a recovering worker must apply."""
    query = select(DecisionRecord).where(DecisionRecord.outcome == "accepted")
    if thread_id:
        query = query.where(DecisionRecord.thread_id == thread_id)
    with Session(engine) as session:
        return list(session.exec(query.order_by(col(DecisionRecord.id))).all())


def claim(engine: Engine, interrupt_id: str, *, previous: str, worker: str) -> bool:
    """Take over applying a decision from ``previous`` (compare-and-set: one worker wins)."""
    with Session(engine) as session:
        result = session.execute(
            update(DecisionRecord)
            .where(col(DecisionRecord.interrupt_id) == interrupt_id)
            .where(col(DecisionRecord.outcome) == "accepted")
            .where(col(DecisionRecord.claimed_by) == previous)
            .values(claimed_by=worker)
        )
        session.commit()
        return bool(getattr(result, "rowcount", 0))


def mark_outcome(engine: Engine, interrupt_ids: list[str], outcome: str, detail: str | None = None) -> None:
    """Close accepted decisions as ``applied`` or ``failed`` (with the reason); others stay as they are."""
    if not interrupt_ids:
        return
    values: dict[str, Any] = {"outcome": outcome, "detail": detail}
    if outcome == "applied":
        values["applied_at"] = utcnow()
    with Session(engine) as session:
        session.execute(
            update(DecisionRecord)
            .where(col(DecisionRecord.interrupt_id).in_(interrupt_ids))
            .where(col(DecisionRecord.outcome) == "accepted")
            .values(**values)
        )
        session.commit()
