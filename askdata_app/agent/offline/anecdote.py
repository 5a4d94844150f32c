"""A story told before the question: "Back when we opened Philadelphia we had one toaster and a lot of hope.
How many orders did Philadelphia take in 2018?", "My wife used to ask me who our most devoted customer was.
Who has spent the most with us over their lifetime?".

The story is whole sentences before the sentence that asks; its words are no filter of the question, which is
read on its own. It is left out only when the question does not point back into it ("How many orders did it
take in 2019?" after "Chicago was the first store I opened" needs the story: see ``refers_back``), and never
when the story names a store, product or period the question then points back to (see ``Planner.plan``).
"""

from __future__ import annotations

import re

from askdata_app.agent.offline.preamble import QUESTION_START

_SENTENCE_END = re.compile(
    r"(?<=[a-z0-9)'\"”’][.!?;])\s+(?=[\"“(]?[A-Za-z])|(?<=[a-z0-9)][:])\s+(?=[a-z])", re.IGNORECASE
)

_BACK = re.compile(
    r"\b(?:it|its|it's|they|(?<!\ball of )(?<!\beach of )(?<!\bboth of )them|those|these|then"
    r"|he|she|him|her"
    r"|his|hers"
    r"|(?<!\bwere )(?<!\bwas )(?<!\bare )(?<!\bis )(?<!\bbe )(?<!\bbeen )there"
    r"|th(?:at|is|ose|ese) (?:store|shop|caf[eé]|location|branch|place|site|year|month|week|day|quarter"
    r"|time|date"
    r"|product|item|drink|jaffle|one|ones|period|season|customer|supply)s?"
    r"|the same|same (?:store|shop|year|period|day|month)|the (?:store|shop|caf[eé]|location|branch|place"
    r"|site)"
    r"(?! names?\b)(?=[\s,?.!]|$))\b",
    re.IGNORECASE,
)
_THEIR_FIRST = re.compile(
    r"^\s*(?:and |so |now )?(?:(?:what|how much|how many) (?:was|were|is|are) )?their\b", re.IGNORECASE
)
"""'...: their combined revenue' points back; 'customers with two orders to their name' does not."""
_SCOPE_CUE = re.compile(
    r"\b(?:only|just|care|cares|focus\w*|look(?:ing)? at|interested|restrict\w*|limit\w*|exclud\w*|except"
    r"|without|ignor\w*|assum\w*|consider\w*|stick to|let's|let us|talking about|think about|concentrat\w*"
    r"|suppose|say we|imagine|instead|rather)\b",
    re.IGNORECASE,
)
_MIN_WORDS = 4


_PERIOD_SAID = re.compile(
    r"\b(?:in|during|for|over|across|through(?:out)?) (?:the (?:whole |full |calendar )?(?:year )?|all of )?"
    r"(?:(?:q[1-4]|h[12]|jan(?:uary)?|feb(?:ruary)?|march|april|may|june|july|aug(?:ust)?|sept?(?:ember)?"
    r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)(?: of)? )?(?:19|20)\d\d\b",
    re.IGNORECASE,
)


def asked_period(question: str) -> str | None:
    """The one period a question before a defining sentence names ("What did we keep in 2019 after paying for
    supplies? Revenue minus supply cost.": "in 2019"), which the definition is taken over; None when it
    is no question or names none or several.

    >>> asked_period("What did we keep in 2019 after paying for supplies?")
    'in 2019'
    >>> asked_period("We opened in 2018 and again in 2019.") is None
    True
    """
    if not question.rstrip().endswith("?"):
        return None
    found = _PERIOD_SAID.findall(question)
    return found[0] if len(found) == 1 else None


def story_splits(question: str) -> list[tuple[str, str]]:
    """Each (story, question after it), cut after a whole sentence (a full stop, an exclamation or question
    mark, a semicolon, or a colon before a lower-case word), the longest question first."""
    splits = []
    for cut in _SENTENCE_END.finditer(question):
        head, rest = question[: cut.start()].strip(), question[cut.end() :].strip()
        if len(head.split()) >= _MIN_WORDS and len(rest.split()) >= 3:
            splits.append((head, rest))
    return splits


def refers_back(question: str) -> bool:
    """Whether ``question`` points back to something said before it ("it", "that store", "the same year",
    "there", "the shop" with no name after it)."""
    return _BACK.search(question) is not None or _THEIR_FIRST.match(question) is not None


def sets_scope(story: str) -> bool:
    """Whether a story sentence may scope the question after it ("I only care about Brooklyn.", "Looking at
    2019.", "Leave out the drinks."): then a store, product or period it names is kept."""
    return _SCOPE_CUE.search(story) is not None


_NARRATIVE = re.compile(
    r"\b(?:used to|back (?:when|then|in)|in (?:my|the early|those) (?:day|days|years)|remember|years ago"
    r"|ago\b|when (?:i|we)\b|i (?:still|always|never)|my (?:old |late |own |dear )?(?:wife|husband|father"
    r"|mother|dad|mum|mom|son|daughter|nephew|niece|sister|brother|partner|uncle|aunt|grandmother"
    r"|grandfather|friend"
    r"|bookkeeper|accountant))\b",
    re.IGNORECASE,
)
_ASKED = re.compile(
    rf"^(?:[\"“(]\s*)?(?:(?:for|in|during|over|across|at|as of) [^,.?]{{1,40}},\s*)?"
    rf"(?:{QUESTION_START}|count|compare|rank)",
    re.IGNORECASE,
)
_LONG_STORY = 8
_PAST_SCENE = re.compile(r"^(?!.*\d)(?=(?:\S+\s+){9}).*\b(?:was|were|had|used)\b", re.IGNORECASE | re.DOTALL)
"""A scene told in the past tense, ten words or more and no number or date in it ("Those first New Orleans
months were magic, jazz on the radio all day.")."""


def told_question(question: str) -> str | None:
    """The question after a story told as a memory ("Back when we opened Philly we had one toaster. How many
    orders did Philadelphia take in 2018?"), when the story is a narrative of eight words or more that sets no
    scope and the question starts as a question and does not point back into it; else None."""
    for story, rest in story_splits(question):
        if len(story.split()) < _LONG_STORY or sets_scope(story):
            continue
        if _NARRATIVE.search(story) is None and not _PAST_SCENE.search(story):
            continue
        if _ASKED.match(rest) and not refers_back(rest):
            return rest
    return None
