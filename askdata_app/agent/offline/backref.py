"""A premise sentence that the request after it points back to: "My manager mentioned something called gross
margin. Could you tell me what ours was in 2019?", "I was told the Austin store opened in 2018. Could you give
me the date it opened?".

A newcomer first says what they heard, then asks about it with a pronoun ("ours", "it", "its"). The premise
is a report, not a condition (the year in "I was told it opened in 2018" is a claim to check, not a filter),
so the request is read on its own with the pronoun replaced by what the premise named: the thing after
"something called" / "mentioned", or the subject of the reported clause ("the Austin store"). A request
with no pronoun is left alone (the lead-in reading of preamble.py drops a premise that scopes nothing).
"""

from __future__ import annotations

import re

_HEARD = (
    r"(?:mentioned|talked about|brought up|referred to|keeps? (?:talking|going on) about|told me about"
    r"|(?:heard|hearing|hear) (?:of|about)|asked (?:me )?about|read about|came across"
    r"|was (?:telling me|talking) about)"
)
# "... mentioned something called gross margin." / "... talked about the 'net sales' figure."
_NAMED = re.compile(
    rf"^[^.?!]*?\b{_HEARD}\s+(?:(?:something|a (?:thing|metric|measure|number|figure|term|kpi))\s+)?"
    r"(?:(?:called|named|known as)\s+)?[\"'“‘]?(?P<ref>[a-z][a-z '-]*?)[\"'”’]?\s*[.!]\s+(?P<rest>\S.*)$",
    re.IGNORECASE,
)
_VERBS = (
    r"(?:opened|open|opens|launched|started|closed|is|was|are|were|has|had|sells|sold|charges|charged|costs"
    r"|cost|makes|made|does|did|gets|got|brings|brought|takes|took|went|goes|rose|fell|grew|dropped"
    r"|increased|decreased|jumped|came)"
)
# "I was told the Austin store opened sometime in 2018." / "Someone said Brooklyn is our busiest store."
_TOLD = re.compile(
    r"^(?:i was told|i've been told|i have been told|i heard|i've heard|someone (?:told me|said|mentioned)"
    r"|my (?:manager|boss|lead|colleague|team ?mate|coworker|co-worker) (?:told me|said|mentioned)"
    r"|i read|apparently|i understand|i believe|i think)(?: that)?\s+"
    rf"(?P<ref>(?:the |our )?[a-z][a-z '-]*?)\s+{_VERBS}\b[^.?!]*[.!]\s+(?P<rest>\S.*)$",
    re.IGNORECASE,
)
_POINTER = re.compile(r"\b(ours|its|it|theirs|their|they|them)\b", re.IGNORECASE)


def _pointed(rest: str, ref: str) -> str | None:
    """``rest`` with its first pronoun replaced by ``ref``, or None when it has none."""
    m = _POINTER.search(rest)
    if m is None:
        return None
    word = m.group(1).lower()
    bare = re.sub(r"^(?:the|our)\s+", "", ref.strip(), flags=re.IGNORECASE)
    if word in ("ours", "theirs"):
        said = f"our {bare}"
    elif word in ("its", "their"):
        said = f"{ref.strip()}'s"
    else:
        said = ref.strip()
    return f"{rest[: m.start()]}{said}{rest[m.end() :]}"


def pointed_back(question: str) -> str | None:
    """The request of ``question`` with its pronoun resolved from a premise sentence before it, or None
    when the question has no such premise."""
    for pattern in (_NAMED, _TOLD):
        m = pattern.match(question.strip())
        if m is not None:
            return _pointed(m.group("rest"), m.group("ref"))
    return None
