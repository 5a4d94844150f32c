"""A follow-up that sets another member beside the one just asked about: "revenue at Brooklyn in 2020", then
"how does that compare with Chicago?", "vs Chicago?", "and Chicago too", "compare it to Chicago".

Said that way, both members are wanted, one row each; a bare "and Chicago?" stays a replacement (the same
question about Chicago instead). The follow-up is read as "Brooklyn vs Chicago", which the follow-up reading
already answers with both.
"""

from __future__ import annotations

import re

_BESIDE = re.compile(
    r"^\s*(?:(?:and|so|ok|okay|now|but)[,\s]+)?"
    r"(?:how (?:does|did|do) (?:that|it|this|they|those) (?:compare|stack up|look)"
    r" (?:with|to|against|next to)"
    r"|(?:can you |could you |please )?compare (?:that |it |this |them )?(?:with|to|against)"
    r"|(?:and )?(?:vs\.?|versus|against|compared (?:to|with)|next to|beside|alongside)"
    r"|and)"
    r" (?:the |our )?(?P<other>[\w' .-]+?)(?P<too> too| as well| also)?\s*[?.!]*\s*$",
    re.IGNORECASE,
)


def beside_asked(question: str) -> tuple[str, bool] | None:
    """(the other member as said, whether both are asked for) of a follow-up naming one other member, or
    None. A bare "and X?" asks for X instead (False)."""
    m = _BESIDE.match(question)
    if m is None:
        return None
    bare = re.match(r"^\s*(?:(?:and|so|ok|okay|now|but)[,\s]+)?and\b", question, re.I) or re.match(
        r"^\s*and\b", question, re.I
    )
    both = m.group("too") is not None or not bare
    return m.group("other").strip(), both
