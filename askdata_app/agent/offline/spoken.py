"""Numbers said in words, as dictation or a casual typist writes them, read as digits.

"revenue in twenty nineteen", "q three twenty twenty", "top five stores", "orders over twenty five dollars",
"march third": the rest of the planner reads digits (2019, q3 2020, top 5, $25, march 3rd), so the words
are turned into digits first, by text2num's ``alpha2digit`` (a kept library for exactly this). Its default
threshold leaves the small words that are rarely figures alone ("which one", "the first quarter", "the two
stores") and counts that name all members ("the ten products") stay words, and a few of its readings are
put back where English means a fraction, not a count ("a third of revenue"); "a hundred dollars" is 100.
A year said as two pairs ("twenty nineteen", "nineteen ninety nine") comes out of it as two numbers and is
joined into one year; a quarter said as "q three" or "quarter three" is written q3. A small number compared
("more than one jaffle", "two or more drinks") is a figure and written as one.
"""

from __future__ import annotations

import itertools
import re

from text_to_num import alpha2digit

from askdata_app.agent.offline.numwords import counting, digits, numbers

_NUMBER_WORD = re.compile(
    r"\b(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|"
    r"sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|"
    r"thousand|million|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|"
    r"fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth)\b",
    re.IGNORECASE,
)
_YEAR_PAIR = re.compile(r"\b(19|20) (\d{2})\b")
"""Two numbers out of words that make a year ("twenty nineteen": 20 19)."""
_YEAR_OH = re.compile(r"\b(19|20) (?:oh|o) (\d)\b", re.IGNORECASE)
"""A year with a spoken zero ("twenty oh nine": 20 oh 9)."""
_QUARTER_WORD = re.compile(r"\b(?:q|quarter) (one|two|three|four)\b", re.IGNORECASE)
_QUARTERS = digits(numbers(counting(1, 4)))
_QUARTER = re.compile(r"\b(?:q|quarter) ([1-4])\b(?!\s*(?:%|percent|dollars?|\$))", re.IGNORECASE)
_FRACTION = re.compile(r"\b(a|one) (3rd|4th|5th)\b(?= (?:of|more|less)\b)", re.IGNORECASE)
_FRACTIONS = {"3rd": "third", "4th": "fourth", "5th": "fifth"}
_A_HUNDRED = re.compile(r"\b(?:a|1) (100|1000)\b", re.IGNORECASE)
"""'a hundred', 'one thousand' (which the library leaves as 1 1000): one number."""
_ALL_OF_THEM = re.compile(
    r"\b(?:the|our|all|all the|both|those|these) "
    r"(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?= [a-z]+s\b)",
    re.IGNORECASE,
)
"""A count that names all members ("the ten products", "our six stores"), left in words: it is no top N."""
_SMALL = digits(numbers(counting(1, 9)))
_SMALL_WORD = "|".join(_SMALL)
_WHOLE = r"(?![ -](?:and )?(?:hundred|thousand|million)\b)"
"""Not the first word of a larger number ("more than two hundred and twenty": 220, not 2 and 120)."""
_COMPARED = re.compile(
    rf"\b(?P<op>more than|fewer than|less than|at least|at most|exactly) (?P<n>{_SMALL_WORD})\b{_WHOLE}"
    rf"|\b(?P<m>{_SMALL_WORD})(?= or (?:more|fewer|less)\b)",
    re.IGNORECASE,
)
"""A small number compared ("more than one jaffle", "two or more drinks"): a figure, not a word."""


def _compared(m: re.Match[str]) -> str:
    if m.group("m"):
        return _SMALL[m.group("m").lower()]
    return f"{m.group('op')} {_SMALL[m.group('n').lower()]}"


def spoken_numbers(question: str) -> str:
    """``question`` with numbers said in words written as digits; unchanged when it has none."""
    if _NUMBER_WORD.search(question) is None:
        return question
    question = _COMPARED.sub(_compared, question)
    typed_pairs = bool(_YEAR_PAIR.search(question))  # "20 19" typed as digits is not joined
    question = _QUARTER_WORD.sub(lambda m: f"q{_QUARTERS[m.group(1).lower()]}", question)
    kept = list(_ALL_OF_THEM.finditer(question))
    cuts = [0, *(i for m in kept for i in (m.start(), m.end())), len(question)]
    pieces = [question[a:b] for a, b in itertools.pairwise(cuts)]
    text = "".join(piece if k % 2 else alpha2digit(piece, "en") for k, piece in enumerate(pieces))
    if not typed_pairs:
        text = _YEAR_OH.sub(r"\g<1>0\2", text)
        text = _YEAR_PAIR.sub(r"\1\2", text)
    text = _QUARTER.sub(r"q\1", text)
    text = _FRACTION.sub(lambda m: f"{m.group(1)} {_FRACTIONS[m.group(2).lower()]}", text)
    return _A_HUNDRED.sub(r"\1", text)
