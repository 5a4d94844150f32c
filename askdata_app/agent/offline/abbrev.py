"""Shorthand typed on a phone, read by general rules rather than a list of abbreviations.

Two kinds:

- glued and phonetic forms, read from the text alone: a count glued to its unit ("30d", "12wk", "6mo"),
  "b4" (before), a lone "n" opening a question (and), a lone "w" before a word (with), and a two-digit year
  after a month, a holiday, a season or
  a quarter ("thanksgiving 19", "summer '19", "dec 20" when 2020 is a year of the data and no other year is
  said);
- a word the planner does not know that shortens exactly one word of its vocabulary: the consonant
  skeleton of one, at most one of its consonants left out ("hr" hour, "blk" black, "qtr" quarter), the
  initials of one of the semantic layer's two- or three-word terms ("gp" gross profit), or, for a word left
  unknown, a prefix of at least three letters ("uniq" unique, "cum" cumulative, "chi" chicago) or an
  inflection of one ("is costing": cost). When two words fit equally well nothing is guessed;
- a count in words before "dollars" ("twenty dollars": $20).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from wordfreq import zipf_frequency

from askdata_app.agent.offline.english import VERY_COMMON_ZIPF
from askdata_app.agent.offline.text import COMMON_WORDS, singular
from askdata_app.agent.offline.vocab import NUM_WORDS

_VOWELS = frozenset("aeiou")
_UNITS = {
    "d": "days", "dy": "days", "dys": "days", "w": "weeks", "wk": "weeks", "wks": "weeks", "mo": "months",
    "mos": "months", "mth": "months", "mths": "months", "y": "years", "yr": "years", "yrs": "years",
    "h": "hours", "hr": "hours", "hrs": "hours",
}  # fmt: skip
_GLUED = re.compile(r"\b(\d{1,3})(" + "|".join(sorted(_UNITS, key=len, reverse=True)) + r")\b")
_MONTH = (
    r"jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|"
    r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?"
)
_SEASON = r"spring|summer|autumn|fall|winter|q[1-4]|h[12]"
_WEEKDAYS = {
    "mon": "monday", "tue": "tuesday", "tues": "tuesday", "wed": "wednesday", "thu": "thursday",
    "thur": "thursday", "thurs": "thursday", "fri": "friday",
}  # fmt: skip
_WEEKDAY = re.compile(r"(?<![-\w])(" + "|".join(_WEEKDAYS) + r")(s?)(?![-\w])")
"""Weekdays by their usual short forms ("sat" and "sun" are words of their own, read elsewhere)."""
_DOLLARS = re.compile(r"\b(" + "|".join(NUM_WORDS) + r")[ -](?:dollars?|bucks)\b")
_FOUR_DIGIT_YEAR = re.compile(r"\b(?:19|20)\d\d\b")


@lru_cache(maxsize=16)
def _year_pattern(names: str, bare: bool) -> re.Pattern[str]:
    quote = "'?" if bare else "'"
    return re.compile(rf"\b({names}) {quote}(\d\d)\b(?![:.]\d|\s*(?:am|pm|st|nd|rd|th)\b)")


def _years_after(names: str, text: str, years: Sequence[int], *, bare: bool) -> str:
    """Two-digit years after ``names`` written out ("thanksgiving 19" -> "thanksgiving 2019")."""

    def full(m: re.Match[str]) -> str:
        year = 2000 + int(m.group(2))
        if year not in years:
            return m.group(0)
        return f"{m.group(1)} {year}"

    return _year_pattern(names, bare).sub(full, text)


def glued_shorthand(text: str, years: Sequence[int], holidays: Iterable[str] = ()) -> str:
    """``text`` (lower case) with glued counts, "b4", a lone "w" and two-digit years written out.

    Args:
        text: the question, lower-cased and with its listed shorthand already written out.
        years: the years of the data; a two-digit year is read only as one of them.
        holidays: spoken holiday names ("thanksgiving", "black friday").
    """
    text = _GLUED.sub(lambda m: f"{m.group(1)} {_UNITS[m.group(2)]}", text)
    text = re.sub(r"\bb4\b", "before", text)
    text = re.sub(r"^\s*n (?=[a-z])", "and ", text)  # "n margin?": a follow-up's "and"
    text = _DOLLARS.sub(lambda m: f"${NUM_WORDS[m.group(1)]}", text)  # "twenty dollars": $20
    text = _WEEKDAY.sub(lambda m: _WEEKDAYS[m.group(1)] + (m.group(2) and "s"), text)
    text = re.sub(r"(?<![/\w])w(?:/(?!o\b)| )(?=[a-z0-9$])", "with ", text)
    names = "|".join(re.escape(h) for h in sorted((h for h in holidays if h), key=len, reverse=True))
    if names:
        text = _years_after(names, text, years, bare=True)
    text = _years_after(_SEASON, text, years, bare=True)
    if _FOUR_DIGIT_YEAR.search(text) is None:  # "dec 20" is December 2020 only when no year is said
        text = _years_after(_MONTH, text, years, bare=True)
    return _years_after(_MONTH, text, years, bare=False)


def skeleton(word: str) -> str:
    """The first letter and the consonants after it ("quarter" -> "qrtr")."""
    return word[:1] + "".join(c for c in word[1:] if c not in _VOWELS)


def _gaps(small: str, big: str) -> int:
    """Letters of ``big`` skipped while spelling ``small`` from it in order (99 when it cannot be)."""
    at = 0
    for ch in small:
        found = big.find(ch, at)
        if found < 0:
            return 99
        at = found + 1
    return at - len(small)


@dataclass
class Shorthand:
    """Reads a shortened word as the one vocabulary word (or two- or three-word term) it shortens."""

    words: set[str] = field(default_factory=set)
    """Content words it may expand to."""
    phrases: dict[str, set[tuple[str, ...]]] = field(default_factory=dict)
    """Initials -> the multi-word terms with them."""
    pairs: set[tuple[str, str]] = field(default_factory=set)
    """Two words that follow each other in a multi-word term ("order", "value")."""

    @classmethod
    def build(cls, words: Iterable[str], phrases: Iterable[tuple[str, ...]] = ()) -> Shorthand:
        sh = cls(words={w for w in words if len(w) >= 4 and w.isalpha()})
        for p in phrases:
            sh.pairs.update(itertools.pairwise(p))
            if 2 <= len(p) <= 3 and all(t.isalpha() for t in p):
                sh.phrases.setdefault("".join(t[0] for t in p), set()).add(p)
        return sh

    def stem(self, token: str) -> str | None:
        """The vocabulary word ``token`` inflects ("costing" -> "cost"), or None."""
        for suffix in ("ing", "ed", "es", "s"):
            base = token.removesuffix(suffix)
            if base == token or len(base) < 3:
                continue
            for word in (base, base + "e", base[:-1] if len(base) > 3 and base[-1] == base[-2] else ""):
                if word in self.words:
                    return word
        return None

    def expand(self, token: str, *, clipped: bool = False, before: str = "") -> tuple[str, ...] | None:
        """The words ``token`` shortens, or None (a real word, too short, or more than one fits).

        Without ``clipped`` only a word of consonants is read ("hr", "blk", "gp"), as no English word is
        one; with it, also a prefix of one vocabulary word ("uniq"), for a word known to be unknown. When
        more than one word fits, the one that makes a term of the layer with the word ``before`` it wins
        ("order val": order value, not valentine).
        """
        if not token.isalpha() or not 2 <= len(token) <= 5 or token in COMMON_WORDS:
            return None
        consonants = not set(token) & (_VOWELS | {"y"})
        if not consonants and not clipped:
            return None
        if not consonants and zipf_frequency(token, "en") >= VERY_COMMON_ZIPF:
            return None  # "do we even have": one of the commonest words is no clipped "evening"
        initial = self.phrases.get(token, set())
        if consonants and len(initial) == 1:  # "gp": gross profit
            return next(iter(initial))
        tiers: list[set[str]] = [set(), set(), set()]
        for w in self.words:
            if len(w) <= len(token) + 1 or w[0] != token[0]:
                continue
            if len(token) >= 3 and w.startswith(token):
                tiers[0].add(singular(w))  # "uniq", "cum", "fri"
            elif consonants:
                skel = skeleton(w)
                if skel.startswith(token):
                    tiers[1].add(singular(w))  # "hr": hour
                elif len(token) >= 3 and _gaps(token, skel) <= 1:
                    tiers[2].add(singular(w))  # "blk": black, "qtr": quarter
        for found in tiers:
            roots = {w for w in found if not any(w != r and w.startswith(r) for r in found)}
            if len(roots) == 1:  # "hour" of hour, hours, hourly
                return (roots.pop(),)
            paired = {w for w in roots if (before, w) in self.pairs}
            if len(paired) == 1:  # "order val": the word that makes a term with the one before
                return (paired.pop(),)
            if found:
                return None
        return None
