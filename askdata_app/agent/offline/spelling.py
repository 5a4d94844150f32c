"""Typos and nicknames: a word the planner does not know, read as the word or value it most likely is.

Corrections use RapidFuzz (optimal string alignment distance: a swap of two letters is one edit) against the
planner's whole vocabulary: the semantic layer's names, labels and synonyms, the values of small categorical
dimensions, time words, ranking and keyword words, and common analyst words. Guards keep real words real:

- words of fewer than ``MIN_LENGTH`` letters, numbers and known words are never changed, except a
  three-letter word that is a swap of two letters of exactly one vocabulary word ("teh");
- at most one edit for words of up to five letters, two for longer ones; the first letter must match
  (or be swapped with the second);
- an inflection of a known word ("ordered", "cheapest") or a listed English word is not a typo, nor is a
  common English word much commoner than the word of the data's values it is close to ("port" is not
  "pork");
- when two different words are equally close, the one ending like the typo wins ("ordes": orders);
  otherwise nothing is guessed.

Nicknames are learned from the data: a short word is a nickname of a multi-word value when it can be split
into pieces that each start a word of the value, in order, and are spelled from that word's letters
("NOLA" = New ORLeAns, "SF" = San Francisco, "NYC" = New York City), and of
a one-word value when it is a prefix of at least four letters ("Phil" for Philadelphia), a clipped name of
at least three letters with a pet suffix ("Philly", "Chi-town"), or two or three consonants of the name,
its first letter first ("BK" for Brooklyn); or, failing those, one word of at least four letters of a
multi-word value ("chai" for "chai and mighty"); only when exactly one value of the small dimensions fits.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from rapidfuzz import fuzz, process
from rapidfuzz.distance import OSA
from wordfreq import zipf_frequency

from askdata_app.agent.offline.abbrev import Shorthand
from askdata_app.agent.offline.english import VERY_COMMON_ZIPF, is_common
from askdata_app.agent.offline.occasions import holiday_names
from askdata_app.agent.offline.superlatives import BASIS_WORDS
from askdata_app.agent.offline.text import COMMON_WORDS, norm_tokens, singular, words
from askdata_app.agent.offline.timespec import MONTHS, SEASONS
from askdata_app.agent.offline.vocab import ANALYST_TEXT, ASC, CHARTS, DESC, NUM_WORDS, OPS

_SHORT_WORD = re.compile(r"(?<![\w'/$#.-])[A-Za-z]{2,12}(?![\w'/-])")
MIN_LENGTH = 4
"""Shorter words are never corrected (too many real words are one edit apart)."""
SMALL_DIM = 60
"""Dimensions with at most this many values lend their words to corrections and nicknames."""
_STORE_NOUN = re.compile(r"\s+(?:store|shop|location|branch|outlet|cafe|café)s?\b", re.IGNORECASE)
"""A store noun after a nickname ("the Philly shop"): the nickname is a store's, written out in the text."""
_PET_SUFFIXES = ("town", "ly", "ie", "y")
_VOWELS = frozenset("aeiouy")
_SUFFIXES = ("ing", "ed", "er", "est", "ly", "es", "s", "ers", "ings")
_NOT_TYPOS_TEXT = """
    stories story storage bread break brake worse horse house mouse cause course source force forced
    sole sold sale sell self shell cell call mall wall tall toll total totem motel model modal moral
    mean means meant meat mead lead load loan loads costs cost coast host most post past fast vast last
    list lost lust best rest test text next nest west week weak seek peak peek leak lean lane line lime
    time tome tone done gone none nine mine mind kind find fine wine wind wing king kings ring rings
    price prize pride prime crime items stems store stare share shore short sport spot slot plot
    order older elder under urban often offer after later water wafer paper taper tapes types type
    hype year years dear deer beer bear near tear team tram term germ firm form from farm harm warm
    month mouth south youth truth thus hence while whilst perhaps maybe might ought shall rather quite
    still again always never often sometimes usually unless though although whereas whether either
    neither cheers thanks hello change changes changed changing file files filing
    dime dimes nickel nickels penny pennies """
NOT_TYPOS = frozenset(_NOT_TYPOS_TEXT.split())
"""Real English words close to the vocabulary that must stay what they are."""


WELL_KNOWN_NICKNAMES: dict[tuple[str, ...], str] = {
    ("big", "easy"): "New Orleans", ("crescent", "city"): "New Orleans", ("windy", "city"): "Chicago",
    ("second", "city"): "Chicago", ("big", "apple"): "New York", ("city", "of", "angels"): "Los Angeles",
    ("city", "of", "brotherly", "love"): "Philadelphia", ("frisco",): "San Francisco",
    ("bay", "area"): "San Francisco", ("golden", "gate", "city"): "San Francisco", ("beantown",): "Boston",
    ("motor", "city"): "Detroit", ("sin", "city"): "Las Vegas", ("mile", "high", "city"): "Denver",
    ("emerald", "city"): "Seattle", ("music", "city"): "Nashville", ("space", "city"): "Houston",
    ("magic", "city"): "Miami", ("twin", "cities"): "Minneapolis", ("big", "d"): "Dallas",
    ("steel", "city"): "Pittsburgh", ("charm", "city"): "Baltimore", ("rose", "city"): "Portland",
}  # fmt: skip
"""Well-known nicknames of cities that the data's own values cannot teach ("the Big Easy"): read as the
city only when a small dimension has that value."""


@dataclass
class Speller:
    """Corrects typos and expands nicknames against the planner's vocabulary."""

    targets: dict[str, int] = field(default_factory=dict)
    """Word -> priority (0 content words, 1 filler); corrections land on these."""
    known: set[str] = field(default_factory=set)
    """Every word the planner reads as is (never corrected)."""
    values: list[tuple[str, tuple[str, ...]]] = field(default_factory=list)
    """(value, its words) of the small categorical dimensions, for nicknames."""
    layer: list[str] = field(default_factory=list)
    """Words of the semantic layer and of small dimensions' values: what asking back may suggest."""
    value_words: set[str] = field(default_factory=set)
    data_words: set[str] = field(default_factory=set)
    """Words only of the data's values ("pork" of a description), not of the layer or analyst words."""
    """Words found only inside multi-word values ("chai" of "chai and mighty"): a value by one word."""
    shorthand: Shorthand = field(default_factory=Shorthand)
    """Shortened words ("hr", "blk", "uniq", "gp") read as the one vocabulary word or term they shorten."""

    @classmethod
    def build(
        cls,
        content: Iterable[str],
        filler: Iterable[str],
        known: Iterable[str],
        values: Mapping[Any, Sequence[str]],
        layer: Iterable[str] = (),
        phrases: Iterable[tuple[str, ...]] = (),
    ) -> Speller:
        """A speller over the planner's words.

        Args:
            content: words that carry meaning (layer names, synonyms, time and keyword words).
            filler: words that carry none but are real (a typo may land on them, last).
            known: every other word read as is (values of large dimensions ...).
            values: the indexed values of categorical dimensions.
            layer: the semantic layer's own words (suggested when asking about an unknown word).
            phrases: the layer's multi-word terms ("gross profit"), which initials may stand for ("gp").
        """
        sp = cls()
        sp.layer = sorted({w for w in layer if len(w) >= MIN_LENGTH and w.isalpha()})
        for w in filler:
            if len(w) >= 2 and w.isalpha():
                sp.targets[w] = 1
        for w in content:
            if len(w) >= 2 and w.isalpha():
                sp.targets[w] = 0
        for vals in values.values():
            if len(vals) > SMALL_DIM:
                continue
            for v in vals:
                toks = norm_tokens(v)
                for t in toks:
                    if len(t) >= 2 and t.isalpha():
                        sp.targets[t] = 0
                if toks[:1] == ("the",) and len(toks) > 1:
                    toks = toks[1:]
                if 1 <= len(toks) <= 4:
                    sp.values.append((v, toks))
        value_tokens = {t for _, toks in sp.values for t in toks}
        plain = {w for w in filler} | {w for w in content if w not in value_tokens} | NOT_TYPOS
        whole = {toks[0] for _, toks in sp.values if len(toks) == 1}
        sp.value_words = {t for _, toks in sp.values if len(toks) > 1 for t in toks} - plain - whole
        sp.data_words = value_tokens - set(content) - set(filler)
        sp.known = set(sp.targets) | {w for w in known if w} | NOT_TYPOS
        sp._choices = list(sp.targets)  # type: ignore[attr-defined]
        sp.shorthand = Shorthand.build((w for w, p in sp.targets.items() if p == 0), phrases)
        return sp

    def is_known(self, word: str) -> bool:
        """Whether ``word`` (or its singular, or a plain inflection of a known word) is read as is."""
        if word in self.known or singular(word) in self.known or word.isdigit():
            return True
        for suffix in _SUFFIXES:
            stem = word[: -len(suffix)]
            if word.endswith(suffix) and len(stem) >= 3 and (stem in self.known or stem + "e" in self.known):
                return True
        return False

    def correct(self, word: str) -> str | None:
        """The vocabulary word ``word`` is a typo of, or None (known, too short, or no single best).

        A three-letter word is only read as a swap of two of its letters ("teh" -> "the", "fro" -> "for").
        """
        if not word.isalpha() or self.is_known(word):
            return None
        if len(word) == MIN_LENGTH - 1:
            swaps = {w for w in self._choices if len(w) == len(word) and sorted(w) == sorted(word)}  # type: ignore[attr-defined]
            swaps = {w for w in swaps if OSA.distance(w, word) == 1}
            return swaps.pop() if len(swaps) == 1 else None
        if len(word) < MIN_LENGTH:
            return None
        swapped = self._swapped_known(word)
        if swapped is not None:  # "peopel": people (known, not only a vocabulary word), not "pepper"
            return swapped
        fixed = _best(self, word)
        plural = fixed is not None and word.endswith("s") and not fixed.endswith("s")
        if plural and fixed is not None and OSA.distance(fixed + "s", word) <= OSA.distance(fixed, word):
            return fixed + "s"  # "ordes": a plural typed, a plural read
        return fixed

    def _swapped_known(self, word: str) -> str | None:
        """The one known word ``word`` is with two neighbouring letters swapped back, or None."""
        found = set()
        for i in range(1, len(word) - 1):  # the first letter is kept (a swap with it is rarer)
            cand = word[:i] + word[i + 1] + word[i] + word[i + 2 :]
            if cand != word and (cand in self.known or singular(cand) in self.known):
                found.add(cand)
        return found.pop() if len(found) == 1 else None

    def fix(self, tokens: Sequence[str]) -> tuple[list[str], list[str]]:
        """The tokens with nicknames expanded and typos corrected, and a note for each change."""
        out: list[str] = []
        notes: list[str] = []
        skip = False
        skip_to = 0
        for i, tok in enumerate(tokens):
            if i < skip_to:
                continue
            if skip:
                skip = False
                continue
            known = self.well_known(tokens, i)
            if known is not None:  # "the Big Easy", "Windy City": a city's well-known nickname
                n, city = known
                out.extend(words(city))
                notes.append(f"'{' '.join(tokens[i : i + n])}' read as {city}")
                skip_to = i + n
                continue
            joined = tok + tokens[i + 1] if i + 1 < len(tokens) and tokens[i + 1] in _PET_SUFFIXES else ""
            value = self.nickname(joined) if joined else None  # "Chi-town" was read as two words
            if value is not None:
                out.extend(words(value))
                notes.append(f"'{tok}-{tokens[i + 1]}' read as {value}")
                skip = True
                continue
            pair = self.clipped_pair(tok, tokens[i + 1]) if i + 1 < len(tokens) else None
            if pair is not None:  # "San Fran": both words clipped from one value's words
                out.extend(words(pair))
                notes.append(f"'{tok} {tokens[i + 1]}' read as {pair}")
                skip = True
                continue
            value = self.nickname(tok)
            near = {*tokens[max(0, i - 1) : i], *tokens[i + 1 : i + 2]}
            near |= {singular(w) for w in near}  # "doctor stews": the value in the plural
            parts = {w.replace("'s", "").replace("'", "") for w in words(value)} if value else set()
            if value is not None and tok in self.value_words and near & (parts | set(norm_tokens(value))):
                value = None  # "doctor stew" typed in full: read by the lexicon, as typed
            if value is not None:
                out.extend(words(value))
                notes.append(f"'{tok}' read as {value}")
                continue
            short = self.shorthand.expand(tok, clipped=True) if len(tok) >= MIN_LENGTH else None
            if short is not None and not self.is_known(tok):  # "uniq": unique clipped, before a typo
                out.extend(short)
                notes.append(f"'{tok}' read as '{' '.join(short)}'")
                continue
            fixed = self.correct(tok)
            if fixed is not None:
                out.append(fixed)
                notes.append(f"'{tok}' read as '{fixed}'")
                continue
            out.append(tok)
        return out, notes

    def unshorten(
        self, text: str, listed: Callable[[str], bool], *, clipped: bool = False
    ) -> tuple[str, list[str]]:
        """``text`` with its shortened words written out ("hr", "blk", "gp"), and a note for each.

        Args:
            text: the question.
            listed: whether a word is to be left as it is ("ytd", read by a listed rewrite).
            clipped: also read words with vowels as clipped vocabulary words ("uniq", "cum"): only for
                words that were left unknown, as many real words start longer ones ("pick", "pickled").
        """
        notes: list[str] = []

        def out(m: re.Match[str]) -> str:
            tok = m.group(0).lower()
            if not clipped and len(tok) > 5:
                return m.group(0)
            stem = self.shorthand.stem(tok) if clipped and not listed(tok) else None
            if stem is not None:  # "is costing": an inflection the lexicon does not read
                notes.append(f"'{tok}' read as '{stem}'")
                return stem
            if self.is_known(tok) or self.nickname(tok) or listed(tok):
                return m.group(0)
            said = m.string[: m.start()].lower().split()
            short = self.shorthand.expand(tok, clipped=clipped, before=said[-1] if said else "")
            if short is None:
                return m.group(0)
            notes.append(f"'{tok}' read as '{' '.join(short)}'")
            return " ".join(short)

        return _SHORT_WORD.sub(out, text), notes

    def respell(
        self, text: str, listed: Callable[[str], bool], *, cautious: bool = False
    ) -> tuple[str, list[str]]:
        """``text`` with its clear typos of longer words corrected before phrases are read ("which store
        opend first": the phrase "opened first" is read only once "opend" is "opened"), and a note for each.

        Only words of at least ``MIN_LENGTH`` + 1 letters, not read by a listed rewrite (``listed``), not a
        nickname or a shortened word, and with one best correction; the rest is left to ``fix``. When
        ``cautious`` (before anything is read), real English words stay as typed (see ``plain_typo``).
        """
        notes: list[str] = []

        def out(m: re.Match[str]) -> str:
            tok = m.group(0).lower()
            value = self.nickname(tok) if not self.is_known(tok) else None
            if value is not None and _STORE_NOUN.match(m.string, m.end()) and not listed(tok):
                notes.append(f"'{tok}' read as {value}")  # "the Philly store": the store's name, written out
                return value  # before phrases are read, as "the Philadelphia store" would be
            if len(tok) <= MIN_LENGTH or self.is_known(tok):
                return m.group(0)
            if cautious and _zipf(tok) >= REAL_ZIPF:  # "exceed", "lease": a word; no search for a typo
                return m.group(0)
            if listed(tok) or value:
                return m.group(0)
            nicknamed = any(tok in key for key in WELL_KNOWN_NICKNAMES)  # "frisco"
            if nicknamed or tok in self.value_words or self.shorthand.expand(tok, clipped=True) is not None:
                return m.group(0)
            fixed = self.correct(tok)
            if fixed is None or (cautious and not plain_typo(tok, fixed)):
                return m.group(0)
            notes.append(f"'{tok}' read as '{fixed}'")
            return fixed

        return _SHORT_WORD.sub(out, text), notes

    def respell_listed(self, text: str, said: Callable[[str], str]) -> tuple[str, list[str]]:
        """``text`` with the typos a listed rewrite reads as one close word ("whcih": which, as ``said``
        writes it) written as that word, so that phrases around them are read too, and a note for each."""
        notes: list[str] = []

        def out(m: re.Match[str]) -> str:
            tok = m.group(0).lower()
            if len(tok) <= MIN_LENGTH or _zipf(tok) >= REAL_ZIPF or self.is_known(tok):
                return m.group(0)
            word = said(tok)
            if word == tok or not word.isalpha() or OSA.distance(word, tok) > 2 or word[0] != tok[0]:
                return m.group(0)
            if not plain_typo(tok, word):
                return m.group(0)
            notes.append(f"'{tok}' read as '{word}'")
            return word

        return _SHORT_WORD.sub(out, text), notes

    def well_known(self, tokens: Sequence[str], i: int) -> tuple[int, str] | None:
        """(words taken, value) of a well-known nickname starting at ``tokens[i]`` whose city is a value."""
        for key, city in WELL_KNOWN_NICKNAMES.items():
            if tuple(tokens[i : i + len(key)]) != key:
                continue
            value = next((v for v, _ in self.values if v.lower() == city.lower()), None)
            if value is not None:
                return len(key), value
        return None

    def suggest(self, word: str, n: int = 3) -> list[str]:
        """Up to ``n`` meaningful vocabulary words that look like ``word`` (for asking back)."""
        small = [t for _, toks in self.values for t in toks if len(t) >= MIN_LENGTH]
        hits = process.extract(word, [*self.layer, *small], scorer=fuzz.ratio, limit=n, score_cutoff=70)
        return [h[0] for h in hits]

    def clipped_pair(self, first: str, second: str) -> str | None:
        """The one multi-word value two typed words start two of its consecutive words ("San Fran"), one of
        them clipped (the value typed in full is left to the lexicon)."""
        if len(first) < 3 or len(second) < 3 or not (first + second).isalpha():
            return None
        found = set()
        for value, toks in self.values:
            for k in range(len(toks) - 1):
                a, b = toks[k], toks[k + 1]
                if a.startswith(first) and b.startswith(second) and (a, b) != (first, second):
                    found.add(value)
        return found.pop() if len(found) == 1 else None

    def nickname(self, word: str) -> str | None:
        """The one small-dimension value that ``word`` abbreviates, or None."""
        if word in self.value_words and len(word) >= MIN_LENGTH and word not in COMMON_WORDS:
            found = {v for v, toks in self.values if len(toks) > 1 and word in toks}
            return found.pop() if len(found) == 1 else None  # "chai", "the stew": one word of one value
        if not word.isalpha() or len(word) < 2 or word in COMMON_WORDS or self.is_known(word):
            return None
        if len(word) >= 4 and is_common(word):
            return None  # "through the doors": an English word, not "doctor stew" shortened ("la", "nyc" are)
        found = {v for v, toks in self.values if _abbreviates(word, toks)}
        return found.pop() if len(found) == 1 else None


RARE_ZIPF = 2.0
"""Words rarer than this in English text ("revnue", "ordres", "stroe") are typos, whatever they are
close to."""
REAL_ZIPF = 3.3
"""Words at least this frequent ("exceed", "lease", "cohort", "borough") are words, however close to
ours."""


COMMONER_BY = 0.5
"""A common English word this much commoner (in zipf) than a word of the data's values one edit away ("port"
4.7, "pork" 4.0 of a description) was typed as meant: a typo lands on the rarer word far less often than the
intended word is simply used. (The layer's and analyst's own words are typed so often that a common word
close to one may still be its typo: "status" for "stats".)"""


@lru_cache(maxsize=16384)
def _zipf(word: str) -> float:
    return float(zipf_frequency(word, "en"))


@lru_cache(maxsize=4096)
def plain_typo(word: str, fixed: str) -> bool:
    """Whether ``word`` is plainly a typo of ``fixed``, before any phrase is read: a rare string, or a
    word of middling frequency with two neighbouring letters swapped ("thier", "recieve"); not a real word
    that happens to be close to a vocabulary word ("exceed": except, "bestie": best, "trough": through)."""
    seen = _zipf(word)
    if seen < RARE_ZIPF:
        return True
    swapped = len(word) == len(fixed) and sorted(word) == sorted(fixed) and OSA.distance(word, fixed) == 1
    british = "is" in word and _zipf(word.replace("is", "iz")) >= RARE_ZIPF + 1  # "summarise", "organised"
    return seen < REAL_ZIPF and swapped and not british


def _best(sp: Speller, word: str) -> str | None:
    limit = 1 if len(word) <= 5 else 2
    hits = process.extract(
        word,
        sp._choices,  # type: ignore[attr-defined]
        scorer=OSA.distance,  # type: ignore[arg-type]
        score_cutoff=limit,
        limit=None,
    )
    ok = [
        (dist, sp.targets[cand], cand[-1] != word[-1], cand)
        for cand, dist, _ in hits
        if abs(len(cand) - len(word)) <= limit
        and len(cand) >= MIN_LENGTH - 1
        and (cand[0] == word[0] or (len(word) > 1 and cand[:2] == word[1::-1]))
    ]
    if not ok:
        return None
    ok.sort()  # the closest, then content words, then one that ends like the typo ("ordes": orders)
    best = ok[0]
    if best[0] > 1 and is_common(word):
        return None  # "saying" is no typo of "spring": a common word two letters off was typed as meant
    if best[3] in sp.data_words and is_common(word) and _zipf(word) > _zipf(best[3]) + COMMONER_BY:
        return None  # "the port of Brooklyn" is no "pork": a common word, commoner than a data word
    meaningful = best[1] == 0 or best[3] in {"not", "no", "nor", "never", "without", "except"}
    if meaningful and zipf_frequency(word, "en") >= VERY_COMMON_ZIPF:
        return None  # "my case study": one of the commonest words is no typo of "cafe", even one letter off
    rivals = {c for d, p, e, c in ok if (d, p, e) == best[:3]}
    return best[3] if len(rivals) == 1 else None


@lru_cache(maxsize=4096)
def _abbreviates(word: str, toks: tuple[str, ...]) -> bool:
    """Whether ``word`` splits into len(toks) pieces, each starting its token and spelled from it in order."""
    if len(toks) == 1:
        tok = toks[0]
        if len(word) >= MIN_LENGTH and len(tok) > len(word) and tok.startswith(word):
            return True
        for suffix in _PET_SUFFIXES:  # "Philly", "Chitown": a clipped name and a pet suffix
            stem = word.removesuffix(suffix)
            if stem != word and len(stem) >= 3 and len(tok) > len(stem) + 1 and tok.startswith(stem):
                return True
        # "BK", "PHL": consonants of the name, its first letter first
        return (
            2 <= len(word) <= 3
            and not set(word) & _VOWELS
            and word[0] == tok[0]
            and _subsequence(word[1:], tok[1:])
        )
    if len(word) < len(toks) or len(word) > 2 * len(toks) + 2:
        return False

    def fits(w: str, i: int) -> bool:
        if i == len(toks):
            return not w
        tok = toks[i]
        if not w or w[0] != tok[0]:
            return False
        for cut in range(1, len(w) - (len(toks) - i - 1) + 1):
            if _subsequence(w[1:cut], tok[1:]) and fits(w[cut:], i + 1):
                return True
        return False

    return fits(word, 0)


def _subsequence(small: str, big: str) -> bool:
    it = iter(big)
    return all(ch in it for ch in small)


def analyst_words() -> set[str]:
    """Words of time, ranking and keyword phrases the planner reads (targets for typo corrections)."""
    text = " ".join([ANALYST_TEXT, DESC, ASC, " ".join(OPS), " ".join(CHARTS), " ".join(NUM_WORDS)])
    found = set(re.findall(r"[a-z]{3,}", text))
    holidays = {w for name in holiday_names() for w in name.split()}
    return found | {m for m in MONTHS if len(m) > 3} | set(SEASONS) | set(BASIS_WORDS) | holidays
