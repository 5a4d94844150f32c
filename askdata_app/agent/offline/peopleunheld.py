"""What the records cannot tell about the people behind the shops or about social media: who works at a shop
("who works at the Brooklyn shop", "who is working there today"), who runs the business or a shop ("who is
the CEO", "the chief executive of the chain", "who is the manager of the Chicago store", "the founder"), and
what happens online ("the jaffle posted on Instagram the most", "likes on TikTok", "followers on social
media").

The records hold orders and their items, customers, stores, products and supplies: no staff, owners or
posts. Each was read as words not understood or as some other figure; it is asked back instead.
"""

from __future__ import annotations

import re

__all__ = ["people_unheld"]

_ROLE = (
    r"(?:ceo|chief executive(?: officer)?|managing director|co-?founders?|founders?"
    r"|(?:store |shop |general )?managers?|boss(?:es)?|owners?|head chefs?|chefs?"
    r"|president|chair(?:man|woman|person)?)"
)
_STAFF = re.compile(
    r"\bwho (?:works?|worked|is working|are working|was working|were working|is employed)"
    r" (?:at|in|for|there)\b"
    r"|\bwho (?:runs|ran|owns|owned|founded|manages|managed) (?:the|this|that|our|each|a) "
    r"(?:[\w'-]+ ){0,2}?(?:shops?|stores?|company|chain|business|place|caf[eé]s?|locations?)\b"
    rf"|\bwho(?: is|'s| was| are| were) (?:the |our |your )?{_ROLE}\b"
    rf"|\b(?:the |our |your ){_ROLE} (?:of|at|for) (?:the|this|that|our|your|each|a)\b",
    re.IGNORECASE,
)
"""Staff, owners and managers (who works, who runs): people the data does not hold."""

_SOCIAL = re.compile(
    r"\b(?:instagram|insta|tiktok|tik tok|facebook|twitter|snapchat|youtube|social media|hashtags?"
    r"|influencers?|followers|selfies?)\b",
    re.IGNORECASE,
)
"""Social media: posts, likes and followers the data does not hold."""

_LABEL = re.compile(r"^[^:?.!]{1,60}:\s+")
"""A heading before the question ("Instagram caption idea: ..."): what the answer is for, not what it asks."""


def people_unheld(question: str) -> str | None:
    """What ``question`` asks of people or social media that the data does not hold, or None.

    >>> people_unheld("who works at the Chicago shop")
    'staff, owners or managers'
    >>> people_unheld("Which jaffle gets posted on Instagram the most?")
    'social media posts, likes or followers'
    >>> people_unheld("Instagram post idea: how many customers ordered 10 times?") is None
    True
    >>> people_unheld("who ordered the most in 2019") is None
    True
    """
    if _STAFF.search(question) is not None:
        return "staff, owners or managers"
    asked = _LABEL.sub("", question)  # "Instagram caption idea: '...' How many customers is N?": a label
    if _SOCIAL.search(asked) is not None:
        return "social media posts, likes or followers"
    return None
