"""The one row a superlative names, and what is asked of it after.

"The biggest single order at Chicago in 2020, by order total", "the order id of the largest order we've ever
had, by order total": the one order with the highest figure named, as a ranking of the orders themselves
("which 1 order had the highest order total ..."), so its id is shown with the figure (the figure was read
as a breakdown, one row per distinct order total). Without "by <figure>" the question is left as it is
("biggest single order ever" is the largest order total, a value).

A follow-up that asks who or what stands behind that one row ("which customer placed it?", "what store
took it?") is the same ranking with that beside the row; it was a new ranking of the customers by the sum of
their orders.
"""

from __future__ import annotations

import re

_SUPERLATIVE = {"biggest": "highest", "largest": "highest", "highest": "highest", "smallest": "lowest"}
_SUPERLATIVE |= {"lowest": "lowest"}

_ONE_ROW = re.compile(
    r"^\s*(?:(?:what(?:'s| is| was)|which (?:is|was)|give me|tell me|show(?: me)?|find|pull up)\s+)?"
    r"(?:the\s+)?(?:(?:order\s+)?(?:id|number|#|no\.?)\s+(?:of|for)\s+(?:the\s+|our\s+)?)?"
    r"(?:very\s+|one\s+)?(?P<sup>biggest|largest|highest|smallest|lowest)\s+(?:single\s+|individual\s+)?"
    r"(?P<noun>order|ticket|basket|transaction)\b(?P<mid>[^,?]*?),?\s+by\s+(?P<fig>[a-z][a-z ]*?)"
    r"(?P<tail>\s*,[^?]*)?\s*[?.!]*\s*$",
    re.IGNORECASE,
)

_WHO_OF_IT = re.compile(
    r"^\s*(?:and\s+)?(?:which|what|who(?:'s| is| was)? the)\s+(?P<what>[a-z]+(?: [a-z]+)?)\s+"
    r"(?:placed|made|put in|took|rang up|ordered|bought|was)\s+(?:it|that(?: one| order)?|this(?: one)?)"
    r"\s*[?.!]*\s*$",
    re.IGNORECASE,
)


def one_row_ranked(question: str) -> str | None:
    """``question`` as a ranking of the one row its superlative names ("which 1 order had the highest
    order total at Chicago"), or None when it names none by a figure."""
    m = _ONE_ROW.match(question)
    if m is None:
        return None
    sup = _SUPERLATIVE[m.group("sup").lower()]
    mid, tail = m.group("mid").rstrip(), (m.group("tail") or "").rstrip()
    return f"which 1 {m.group('noun').lower()} had the {sup} {m.group('fig').strip()}{mid}{tail}"


def asked_of_it(question: str, earlier: str) -> str | None:
    """``earlier`` (one row, ranked) with what ``question`` asks of that row beside it ("which customer
    placed it?": ", with its customer"), or None when it is not such a follow-up."""
    m = _WHO_OF_IT.match(question)
    if m is None or one_row_ranked(earlier) is None:
        return None
    return f"{earlier.strip().rstrip('?.! ')}, with its {m.group('what').lower()}"


_ID_OF_DATED = re.compile(
    r"^\s*(?:(?:what(?:'s| is| was)|give me|tell me|show(?: me)?|find|pull up)\s+)?(?:the\s+)?"
    r"(?P<noun>order|ticket|transaction)?\s*(?:id|number|#|no\.?)\s+(?:of|for)\s+(?:the\s+|our\s+)?(?:very\s+)?"
    r"(?P<which>most recent|latest|newest|last|first|earliest|oldest)\s+(?P<what>order|ticket|transaction)\b"
    r"(?P<rest>[^?]*?)\s*[?.!]*\s*$",
    re.IGNORECASE,
)
_LATEST = frozenset({"most recent", "latest", "newest", "last"})


def id_of_dated(question: str) -> tuple[str, bool] | None:
    """ "The order id of the most recent order (at Chicago)": the question that dates that order ("when was
    the most recent order at Chicago") and whether the latest is asked (else the earliest), or None."""
    m = _ID_OF_DATED.match(question)
    if m is None:
        return None
    which = m.group("which").lower()
    return f"when was the {which} order{m.group('rest')}", which in _LATEST


_DATED_ROWS = re.compile(
    r"^\s*(?:(?:show|list|give|pull(?: up)?|get|find|what(?:'re| are| were)|which(?: are| were)?)"
    r"(?: me)?\s+)?"
    r"(?:the\s+|our\s+)?(?:(?P<which1>last|latest|most recent|newest|first|earliest|oldest)\s+(?P<n1>\d+)"
    r"|(?P<n2>\d+)\s+(?P<which2>last|latest|most recent|newest|first|earliest|oldest))\s+"
    r"(?P<what>orders|tickets|transactions)\b(?P<rest>[^?]*?)\s*[?.!]*\s*$",
    re.IGNORECASE,
)


def dated_rows(question: str) -> tuple[str, bool, int] | None:
    """ "The 5 most recent orders (at Chicago)", "the first 3 orders": the question that dates the orders,
    whether the latest are asked, and how many; or None."""
    m = _DATED_ROWS.match(question)
    if m is None:
        return None
    which = (m.group("which1") or m.group("which2")).lower()
    n = int(m.group("n1") or m.group("n2"))
    if n < 2 or n > 1000:
        return None
    rest = _IN_ORDER.sub("", m.group("rest"))  # "..., newest first": the rows come in time order anyway
    return f"when was the {which} order{rest}", which in _LATEST, n


_IN_ORDER = re.compile(
    r",?\s*\b(?:(?:the )?(?:newest|latest|most recent|oldest|earliest) first|in (?:reverse )?(?:date|time"
    r"|chronological) order|(?:from|going from) (?:the )?(?:newest|latest|oldest|earliest|most recent)"
    r"(?: one)? (?:back )?to (?:the )?(?:oldest|earliest|newest|latest|most recent)(?: one)?)\b",
    re.IGNORECASE,
)
