"""Names from the data split, run together or written as they sound, as dictation writes them: "new or
leans", "brook lyn", "sanfrancisco", "mel bun", "shy and mighty", "doctor stu".

A span of one to five words whose letters, without spaces and hyphens, spell a value of a small categorical
dimension (a store, a product, a product type) is read as that value. Spans of two or more words may miss
the value by one letter inside it when it is long (nine letters or more: "san fran sisco"). A span with a
word the planner does not read on its own may also sound as a value (the same metaphone code, from the kept
library jellyfish, without glides: "shy and mighty" is "chai and mighty"), when no other value sounds the
same and the code has four sounds or more. Values are learned from the data, so the rule names no store.
Large dimensions (customers' names) are left out: with thousands of names, common words run together would
too often spell one.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Mapping
from typing import Any

import jellyfish
from rapidfuzz.distance import OSA

MAX_VALUES = 100
"""Dimensions with more values than this are not read in glued or split words."""
MIN_LETTERS = 6
"""Values shorter than this are never built from pieces ("jaff le" is left to the speller)."""
FUZZY_LETTERS = 9
SOUND_LENGTH = 4
"""Values whose sound code (metaphone) is shorter than this are never matched by sound."""
_WORD = re.compile(r"[A-Za-z]+(?:'[a-z]+)?")


def _compact(text: str) -> str:
    return "".join(ch for ch in text.lower() if ch.isalnum())


def _sound(letters: str) -> str:
    """The metaphone code of ``letters`` without its glides (``y``, ``w``, ``h``: "shy" sounds as "chai")."""
    return "".join(ch for ch in jellyfish.metaphone(letters) if ch not in "YWH")


class GluedNames:
    """Reads split or run-together value names in a question."""

    def __init__(self, values: Mapping[Any, Iterable[str]], known: Iterable[str] = ()) -> None:
        """``values``: each dimension's values; ``known``: words the planner reads on their own (a span of
        only such words is never read by its sound)."""
        self._known = frozenset(known)
        self._names: dict[str, str] = {}
        for members in values.values():
            listed = list(members)
            if len(listed) > MAX_VALUES:
                continue
            for value in listed:
                key = _compact(value)
                if len(key) >= MIN_LETTERS and len(value) <= 40:
                    self._names.setdefault(key, value.lower())
        self._long = [key for key in self._names if len(key) >= FUZZY_LETTERS]
        sounds: dict[str, set[str]] = {}
        for key, value in self._names.items():
            sounds.setdefault(_sound(key), set()).add(value)
        self._sounds = {
            code: next(iter(v)) for code, v in sounds.items() if len(v) == 1 and len(code) >= SOUND_LENGTH
        }

    def _value_of(self, letters: str, pieces: int, words: list[str]) -> str | None:
        if letters in self._names:
            return self._names[letters]
        if any(w.lower() not in self._known for w in words):
            sound = self._sounds.get(_sound(letters))
            if sound is not None:
                return sound  # "shy and mighty", "doctor stu": said as it sounds
        if pieces < 2 or len(letters) < FUZZY_LETTERS:
            return None
        near = [  # one letter off inside the name ("a nutellaquent" is no name one letter off)
            key
            for key in self._long
            if key[0] == letters[0]
            and key[-1] == letters[-1]
            and OSA.distance(letters, key, score_cutoff=1) <= 1
        ]
        return self._names[near[0]] if len(near) == 1 else None

    def rejoin(self, question: str) -> str:
        """``question`` with split or glued value names written as the data writes them."""
        return self.read(question)[0]

    def read(self, question: str) -> tuple[str, list[tuple[str, str]]]:
        """``question`` with split or glued value names written as the data writes them, and each reading
        made (what was said, the value it was read as), for the answer to say."""
        readings: list[tuple[str, str]] = []
        if not self._names:
            return question, readings
        spans = [(m.start(), m.end(), m.group(0)) for m in _WORD.finditer(question)]
        out: list[str] = []
        at = 0
        i = 0
        while i < len(spans):
            for n in (5, 4, 3, 2, 1):
                piece = spans[i : i + n]
                if len(piece) < n or any(
                    question[a[1] : b[0]].strip(" -") for a, b in itertools.pairwise(piece)
                ):
                    continue  # words apart by more than a space or a hyphen are not one name
                said = question[piece[0][0] : piece[-1][1]]
                value = self._value_of(_compact(said), n, [w for _, _, w in piece])
                if value is None or said.lower() == value:
                    continue
                if n == 1 and " " not in value and "-" not in value:
                    continue  # one word that spells a one-word value: the speller's work, not this rule's
                out.append(question[at : piece[0][0]] + value)
                readings.append((said, value))
                at = piece[-1][1]
                i += n
                break
            else:
                i += 1
        out.append(question[at:])
        return "".join(out), readings
