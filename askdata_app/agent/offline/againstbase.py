"""Which period is the base of a change said as "A against B" or "with B as the base".

"revenue 2019 against 2020, change in percent", "2019 orders relative to 2020 orders, % change", "q3 2020
compared with q4 2020, percentage difference", "2019 against a 2020 baseline": the period after "against" (or
"relative to", "compared to/with") is the base the first is measured against, even when it is the later one
(2019 is 32 % below 2020). "2019 vs 2020 revenue, % change with 2020 as the base" names the base outright.
A change verb between the first period and the base word does not hide it: "how did orders in 2019 change
relative to 2020", "2019 revenue grew how much compared with 2020", "did 2019 revenue differ from 2020
revenue" ("differ from B" names the base as well; "from 2020" alone would be read as "since 2020").
Read as "from 2020 to 2019", which measures the first period against the second. When the later period is
said first ("2020 against 2019") that is the usual chronological change and nothing is reworded; "2019 vs
2020" (no base word) stays the usual change from 2019 to 2020.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_BASE_WORD = r"(?:as )?against|relative to|compared (?:to|with)|measured against"
_PAIR_WORD = rf"{_BASE_WORD}|vs\.?|versus|and|to"
_BASELINE = r"(?: (?:baseline|base|benchmark))?"
_VERB = (
    r"change[ds]?|grow|grew|grown|shift(?:ed)?|move[ds]?|compare[ds]?|stack(?:ed)? up|fared?|"
    r"perform(?:ed)?|(?P<differ>differ(?:ed|s)?|var(?:y|ied))"
)


def base_said_second(period: str, key: Callable[[str], tuple[int, int]]) -> Callable[[str], str]:
    """A rewriter of "A against B" (periods of the ``period`` pattern, put in time order by ``key``) into
    "from B to A" when A is the earlier period and the question asks for a change."""
    same = re.compile(
        rf"\b({period}) (\w+(?: \w+)?) (?:{_BASE_WORD}) (?:its |the |their |our )?({period}) \2\b"
    )
    bare = re.compile(rf"\b({period}) (?:{_BASE_WORD}) (?:an? |the )?({period}){_BASELINE}\b")
    named = re.compile(
        rf",? (?:with|using|taking|and) ({period}) as (?:the |our |a )?"
        r"(?:base|baseline|base year|base period|reference|denominator)\b"
    )
    pair = re.compile(
        rf"\b({period}) (\w+(?: \w+)? )?(?:{_PAIR_WORD}) (?:its |the |their |our )?({period})\b"
    )
    verb = re.compile(
        rf"\b(?:(?:in|during|for) )?(?P<a>{period}) (?:(?P<noun>\w+(?: \w+)?) )??(?:{_VERB}) "
        rf"(?P<base>{_BASE_WORD}|from) (?:its |the |their |our |an? )?(?P<b>{period})(?: (?P=noun))?"
        rf"{_BASELINE}\b"
    )
    change = re.compile(r"\b(?:growth|change|changed|grew|difference|differ|differed)\b")

    def flip_verb(m: re.Match[str]) -> str:
        if m.group("base") == "from" and m.group("differ") is None:
            return m.group(0)  # "changed from 2020": a span, not a base
        if key(m.group("a")) >= key(m.group("b")) and m.group("base") != "from":
            return m.group(0)  # the later period first: the usual change
        noun = f"{m.group('noun')} " if m.group("noun") else ""
        return f"{noun}from {m.group('b')} to {m.group('a')} change"

    def rewrite(text: str) -> str:
        text = verb.sub(flip_verb, text)
        if not change.search(text):
            return text

        def flip_same(m: re.Match[str]) -> str:
            if key(m.group(1)) >= key(m.group(3)):
                return m.group(0)
            return f"{m.group(2)} from {m.group(3)} to {m.group(1)}"

        def flip_bare(m: re.Match[str]) -> str:
            if key(m.group(1)) >= key(m.group(2)):
                return m.group(0)
            return f"from {m.group(2)} to {m.group(1)}"

        base = named.search(text)
        if base is not None:  # "2019 vs 2020, % change with 2020 as the base": from the base to the other
            rest = text[: base.start()] + text[base.end() :]
            two = pair.search(rest)
            if two is not None and base.group(1) in {two.group(1), two.group(3)}:
                other = two.group(3) if base.group(1) == two.group(1) else two.group(1)
                said = f"{two.group(2) or ''}from {base.group(1)} to {other}"
                return rest[: two.start()] + said + rest[two.end() :]
        return bare.sub(flip_bare, same.sub(flip_same, text))

    return rewrite
