"""A tester's frame around a question: a test label before it and the result expected after it.

A QA tester heads a check with what kind of check it is and closes it with the answer the check should give:
"Sanity probe: how many orders came in at 11pm or later? Expected answer is zero.", "Overlap check: how
many supplies rows have a supply_cost below 0.05? I expect none.", "Orders flagged neither is_food_order
nor is_drink_order. Count? Should be 0.". The label ("Sanity probe", a few words ending in check, test,
probe or bound(s)) and the expectation say what the figure is for, not which figure ("Boundary check on
the orders table: ..." names the table the question is about, which goes with it); the question is read
without them (the planner keeps a label that scopes: "Brooklyn check: ..."). A bare "Count?", "How
many?" or "Number of violations?" after a description of rows asks for their count: "customers whose X is
below Y. Number of violations?" is "how many customers whose X is below Y".
"""

from __future__ import annotations

import re

_LABEL = re.compile(
    r"^\s*(?P<label>[a-z][a-z'-]*(?:[ -][a-z'-]+){0,3}?[ -](?:check|test|probe|bounds?|assertion))"
    r"(?:\s+(?:on|of|for|against)\s+(?:the\s+)?(?P<table>[a-z][a-z_]*(?: [a-z_]+)?)\s+table)?"
    r"\s*[:\u2013\u2014-]\s+(?P<rest>\S.*)$",
    re.IGNORECASE | re.DOTALL,
)
_NONE = r"(?:0|zero|none|nothing|no rows|empty|0 rows|no violations)"
_EXPECT = re.compile(
    rf"(?:[.?!,;]\s*|\s+-+\s*|^)(?:(?:i|we)\s+(?:expect|would expect|'d expect)(?:\s+to\s+see)?\s+{_NONE}"
    r"(?:\s*,\s*(?:but\s+)?(?:give|show|tell)\s+me\s+the\s+(?:count|number|figure))?"
    rf"|(?:the\s+)?expected(?:\s+(?:result|answer|value|count|output))?(?:\s+(?:is|of|would be))?:?\s+{_NONE}"
    rf"|expecting\s+{_NONE}"
    r"|(?:it\s+|this\s+|that\s+|the count\s+|the answer\s+)?"
    rf"should\s+(?:be|come out as|return|give)\s+{_NONE}"
    rf"|(?:ideally|hopefully)\s+{_NONE})"
    r"\s*[.!]?\s*$",
    re.IGNORECASE,
)
_COUNT_TAG = re.compile(
    r"^(?P<rows>[a-z].*?)[.?!]\s+(?:count|how many|number of (?:violations|rows|offenders|cases|hits)"
    r"|how many (?:violations|rows|are there))\s*\?\s*$",
    re.IGNORECASE | re.DOTALL,
)
_ASKING = re.compile(
    r"^\s*(?:how|what|which|who|when|where|is|are|do|does|did|count|number)\b", re.IGNORECASE
)


def check_label(question: str) -> tuple[str, str] | None:
    """(the test label, the question after it) when ``question`` opens with a short label naming a kind of
    check ("Sanity probe: how many ...?" -> ("Sanity probe", "how many ...?")), or None. A label with a
    number in it ("Reconciliation test for 2020") is not one: it scopes."""
    m = _LABEL.match(question)
    if m is None or re.search(r"\d", m.group("label")) or len(m.group("rest").split()) < 3:
        return None
    rest = m.group("rest").strip()
    if m.group("table") and not re.search(r"\b(?:in|from|of)\s+(?:the\s+)?\S+\s+table\b", rest, re.I):
        end = re.search(r"[?.!]*$", rest)
        cut = end.start() if end is not None else len(rest)
        rest = f"{rest[:cut]} in the {m.group('table')} table{rest[cut:]}"  # "... check on the orders table:"
    return m.group("label"), rest


def without_expectation(question: str) -> str:
    """``question`` without the result it expects said after it ("... at 11pm or later? Expected answer
    is zero." -> "... at 11pm or later?"); a bare "Count?" after rows described is said as "how many"
    ("orders flagged X. Count?" -> "how many orders flagged X?"). Unchanged when it has neither."""
    text = question.strip()
    for _ in range(2):
        m = _EXPECT.search(text)
        if m is None or m.start() == 0:
            break
        cut = text[: m.start()].rstrip()
        text = cut + ("?" if text[m.start() : m.start() + 1] == "?" else "")
    tag = _COUNT_TAG.match(text)
    if tag is not None and not _ASKING.match(tag.group("rows")):
        return f"how many {tag.group('rows').strip()}?"
    return text
