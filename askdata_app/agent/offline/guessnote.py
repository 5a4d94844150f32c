"""A sentence after the question that guesses its answer, or says how the figure feels, left out.

- A guess at the answer of a "which ..." or "when ..." question: "Which month of 2019 was busiest? I want
  to say October.", "Which day of the week takes the most? My husband always swore it was Saturdays.",
  "When was our best day? I'd have guessed it was Christmas Eve." The guess names a member or a period
  (Saturdays, October), but it is what the answer is to settle, not a filter: before, "Saturdays" was read as
  a filter and the best day was ranked among Saturdays only.
- A feeling about the figure: "How much tax did we pay in 2020? It always feels like a lot.", "... It seems
  like a fortune." (its words were asked about).

Only a whole sentence after the question mark goes, and a guess only after a question asking which or when:
"How many orders in 2019? I think only at Brooklyn." keeps its note (it may scope the count).

>>> guess_left_out("Which day brought in the most? My husband always swore it was Saturdays.")
'Which day brought in the most?'
>>> guess_left_out("How much tax did we pay in 2020? It always feels like a lot.")
'How much tax did we pay in 2020?'
>>> guess_left_out("How many orders in 2019? I think only at Brooklyn.")
'How many orders in 2019? I think only at Brooklyn.'
"""

from __future__ import annotations

import re

__all__ = ["guess_left_out"]

_WHICH = re.compile(
    r"^\s*(?:(?:and|so|now|ok|okay|well|oh|right)\W+)*(?:which|when"
    r"|what (?:day|date|month|year|week|hour|time|shop|store|product|item|drink|sandwich|season|quarter)"
    r"|who)\b",
    re.IGNORECASE,
)
"""A question asking which one (or when): a guess at its answer can follow."""
_WHO = r"(?:i|we|my [a-z]+(?: [a-z]+)?|our [a-z]+|he|she|they|everyone|everybody|people|[A-Z][a-z]+)"
_GUESS = re.compile(
    rf"^{_WHO}(?:'d| would| will| might| always| still| just| kind of| sort of| used to| have| had|'ve)*"
    r" (?:want(?:s|ed)? to say|say|said|says|guess|guessed|bet|reckon|reckons|reckoned|think|thinks|thought"
    r"|swear|swears|swore|sworn|insist|insists|insisted|suspect|suspects|suspected|believe|believes|believed"
    r"|have a feeling|had a feeling|has a feeling|(?:am|'m|was|is|were|are) (?:sure|certain|convinced))\b"
    r"[^?]*$",
    re.IGNORECASE,
)
"""'My husband always swore it was Saturdays', 'I want to say October': a guess at the answer."""
_FEELS = re.compile(
    r"^(?:it|that|this|which|the (?:figure|number|amount|total|bill))"
    r"(?: always| just| really| certainly| sure| still| often| usually)*"
    r" (?:feels|felt|seems|seemed|looks|looked|sounds|sounded)(?: like)?"
    r"(?: (?:an awful|such a|a|quite a|so|too|far too|very|awfully|terribly))*"
    r" (?:lot|fortune|much|many|big|high|little|small|low|bomb|packet|mint|loads?|heaps?)\b[^?]*$",
    re.IGNORECASE,
)
"""'It always feels like a lot': how the figure feels, no scope."""
_SENTENCE = re.compile(r"(?<=\?)\s+(?=[A-Za-z])")


def guess_left_out(question: str) -> str:
    """``question`` without a closing sentence guessing its answer or saying how it feels; unchanged
    without one."""
    parts = _SENTENCE.split(question.strip())
    if len(parts) < 2:
        return question
    asked = " ".join(parts[:-1])
    note = parts[-1].strip().rstrip(".!")
    if _FEELS.match(note) or (_GUESS.match(note) and _WHICH.match(parts[-2])):
        return asked
    return question
