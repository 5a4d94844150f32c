"""What the runtime says when it refuses something: user-facing messages and the errors that carry them."""

from __future__ import annotations

RUN_IN_PROGRESS = "This conversation is still working on the previous question. Wait for it, or press Stop."
WAITING_FOR_DECISION = (
    "This conversation is waiting for your decision on {what}. Decide that card first (or press Stop)."
)
NOT_PENDING = "This request is no longer waiting for a decision (it was decided, expired or withdrawn)."
EXPIRED_MESSAGE = "No decision was made within {minutes} minutes, so the call was not run."
APPROVAL_TEXT = "The assistant wants to call {tool} with these arguments. Approve, edit or reject it."
STOPPED = "Stopped by the person."
CANCELLED_CALL = "Cancelled: the person pressed Stop, so this call did not run. Wait for their next question."
EMPTY_QUESTION = "Type a question first, for example: What is the revenue by location?"


class DecisionError(Exception):
    """An answer that was not accepted; the message says why and what to do."""


class InvalidAnswerError(DecisionError):
    """The answer does not fit the interrupt's response schema."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        super().__init__("The answer was not accepted: " + "; ".join(problems))


class NotPendingError(DecisionError):
    """No such pending interrupt."""


class ExpiredError(DecisionError):
    """The card expired before the answer arrived."""


class AlreadyDecided(DecisionError):
    """Someone already decided this interrupt."""


class NotAllowedError(DecisionError):
    """The person may not take this decision (role, four-eyes, not their conversation); says why."""


class BusyError(Exception):
    """The conversation cannot take a new question now."""
