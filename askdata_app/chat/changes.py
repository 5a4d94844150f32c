"""What subscribers of a conversation receive: a snapshot first, then ordered changes (no Reflex here)."""

from __future__ import annotations

from typing import Any, Literal, NotRequired, TypedDict

from askdata_app.chat.items import ChatItem

ChangeOp = Literal["snapshot", "item", "figure", "stream", "status"]


class Change(TypedDict):
    """One change to a conversation, in the order the owner of the run made them."""

    thread_id: str
    seq: int
    """Increases with every change this worker emits (a subscriber skips what it has, applies the rest)."""
    op: ChangeOp
    item: NotRequired[ChatItem]
    """op=item: the whole item, replacing the one with the same key (or appended)."""
    items: NotRequired[list[ChatItem]]
    """op=snapshot: every item, in order."""
    figures: NotRequired[dict[str, dict[str, Any]]]
    """op=snapshot: chart figures by result id."""
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
