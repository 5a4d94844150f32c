"""RunState: the run's status and the words streaming in, kept apart from the transcript's items.

Each Reflex state has its own store on the page: a stream batch (about every 50 ms) updates this small
state, and only what reads it (the streaming bubble, the status line, the Stop button) re-renders; the
transcript's items do not.
"""

from __future__ import annotations

from askdata_app.state.chat import ChatState


class RunState(ChatState):
    """Whether a run of the shown conversation works or waits, and its answer while it streams in."""

    streaming: str = ""
    """The answer text while it streams in (batched by the service, about every 50 ms)."""
    running: bool = False
    waiting_for: str = ""
    """What the run waits for, in words ("" when nothing)."""
