"""Card timing records: the first-seen time survives a restart, so expiry does too."""

from __future__ import annotations

from sqlalchemy import Engine
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session

from askdata_app.db.models import CardRecord


def first_seen(
    engine: Engine, *, interrupt_id: str, thread_id: str, tool: str, now: float, timeout_s: float
) -> CardRecord:
    """The card's record, created now if this is its first sighting (by any worker)."""
    with Session(engine) as session:
        existing = session.get(CardRecord, interrupt_id)
        if existing is not None:
            return existing
        record = CardRecord(
            interrupt_id=interrupt_id,
            thread_id=thread_id,
            tool=tool,
            created_at=now,
            expires_at=(now + timeout_s) if timeout_s > 0 else None,
        )
        session.add(record)
        try:
            session.commit()
        except IntegrityError:
            session.rollback()
            existing = session.get(CardRecord, interrupt_id)
            assert existing is not None
            return existing
        session.refresh(record)
        return record
