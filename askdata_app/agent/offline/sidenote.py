"""A sentence after the question that only says what the figure is for, or how it may look: "Could you pull
our total revenue for 2020? It's the headline figure on my boss's slide.", "What share of 2020 revenue came
from drinks? A decimal fraction is OK.", "... biggest first? He'd like to send them thank-you cards."

Such a sentence names words the data does not know ("boss", "cards", "decimal") and nothing it holds (no
figure, period, member or time of day); the question before it is answered as if the note were not there.
Before, its words were asked about ("Should I leave 'boss' out?"). Only a whole sentence after a full stop,
question mark or exclamation mark is a note: a clause after a comma may still scope the question.
"""

from __future__ import annotations

__all__ = ["side_sentence"]


def side_sentence(whole: str, body: str, tail: str) -> bool:
    """Whether ``tail`` is a sentence of its own after ``body`` in ``whole`` (a full stop, question mark or
    exclamation mark between them), of at least three words.

    >>> side_sentence("Revenue for 2020? It's for my boss.", "Revenue for 2020", "It's for my boss.")
    True
    >>> side_sentence("revenue for 2020, for my boss", "revenue for 2020", "for my boss")
    False
    """
    return whole[len(body) :].lstrip().startswith((".", "?", "!")) and len(tail.split()) >= 3
