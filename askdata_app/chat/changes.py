"""What subscribers of a conversation receive: a snapshot first, then ordered changes (no Reflex here)."""

from __future__ import annotations

from typing import Any, Literal, NotRequired, TypedDict

from askdata_app.chat.kinds import Figures, TypedItem

ChangeOp = Literal["snapshot", "item", "figure", "stream", "status"]


class Change(TypedDict):
    """One change to a conversation, in the order the owner of the run made them."""

    thread_id: str
    seq: int
    """Increases with every change this worker emits (a subscriber skips what it has, applies the rest)."""
    op: ChangeOp
    item: NotRequired[TypedItem]
    """op=item: the whole item (its kind's keys only), replacing the one with the same key (or appended)."""
    items: NotRequired[list[TypedItem]]
    """op=snapshot: every item, in order (typed per kind, ``chat/kinds.py``; no figure in any)."""
    figures: NotRequired[Figures]
    """op=snapshot: chart figures by result id, beside the items."""
    result_id: NotRequired[str]
    figure: NotRequired[dict[str, Any]]
    """op=figure: a chart's figure (kept beside the items, by result id)."""
    text: NotRequired[str]
    """op=stream / snapshot: the answer text streamed so far (batched, about every 50 ms)."""
    running: NotRequired[bool]
    """op=status / snapshot: a run of this conversation is working or waiting."""
    waiting_for: NotRequired[str]
    """op=status / snapshot: what the run waits for, in words ("" when nothing)."""
    notice: NotRequired[str]
    """op=status: a message for everyone watching (e.g. "Stopped.")."""
