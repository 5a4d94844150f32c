"""A thing called by a nickname and named in brackets right after it: "how many protein chais (the chai and
mighty) did you sell", "lemonades (the adele-ade) sold in 2019", "the choc one (nutellaquent)".

The bracket names what the nickname means: the nickname (up to three words, after a word that introduces a
noun: "how many", "the", "of", ...) is said as the name in the bracket, and the bracket goes. The nickname's
words were taken for other things (a supply, an unknown word) and the question was refused.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_CUE = r"how many|many|much|the|a|an|of|our|your|my|each|every|per|any|some|for|on|sold|sell|bought|\d+"
_NICK = r"[a-z][\w'-]*(?: [a-z][\w'-]*){0,2}"
_SAYS = r"(?:the |a |an |aka |i\.?e\.?,? |ie |i mean |meaning |that's |that is |our )?"


def nickname_glossed(question: str, names: Sequence[str]) -> str:
    """``question`` with a nickname glossed by a name in brackets said as that name; unchanged otherwise.

    >>> nickname_glossed("how many protein chais (the chai and mighty) sold", ["chai and mighty"])
    'how many chai and mighty sold'
    """
    if "(" not in question or not names:
        return question
    listed = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    gloss = re.compile(
        rf"\b(?P<cue>{_CUE}) (?P<nick>{_NICK}) \(\s*{_SAYS}(?P<name>(?:{listed}))(?:s|'s)?\s*\)",
        re.IGNORECASE,
    )

    def said(m: re.Match[str]) -> str:
        nick = m.group("nick").lower()
        if m.group("name").lower() in nick:  # "the chai and mighty (the chai and mighty)": said already
            return f"{m.group('cue')} {m.group('nick')}"
        return f"{m.group('cue')} {m.group('name')}"

    return gloss.sub(said, question)
