"""One table of number words for the offline readings: "one" .. "twenty", the tens, "hundred", "thousand",
"twenty-four" and the other hyphenated compounds, and a few phrases said for a number ("a", "a single",
"a couple of", "a dozen", "a hundred", "no" as in "no decimal places").

A reading does not take every word: where "one" is a pronoun ("the one made with pork") it is left out,
where "a" is a count ("a latte and two jaffles") it is taken. So each reading keeps its own *choice* of words,
made with :func:`numbers` from this one table: the values are written once, and what a reading leaves out
or adds is said in its own line. The words keep the order they are given in, because an alternation built
from a table (:func:`alternation`) tries them in that order ("seven" before "seventeen" would stop at
"seven" where no word boundary follows).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

__all__ = [
    "NUMBER_WORDS",
    "ORDINAL_WORDS",
    "alternation",
    "counting",
    "digits",
    "numbers",
    "ordinal",
    "value",
]

_UNITS = (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
)  # fmt: skip
_TENS = {
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
}

_CARDINALS: dict[str, int] = {
    **{word: n for n, word in enumerate(_UNITS)},
    **_TENS,
    "hundred": 100,
    "thousand": 1000,
}
"""Each number said in one word, in the order of the numbers."""
_COMPOUNDS: dict[str, int] = {
    f"{tens}-{_UNITS[unit]}": n + unit for tens, n in _TENS.items() for unit in range(1, 10)
}
"""'twenty-four', 'fifty-two': the tens with a unit, hyphenated."""
_PHRASES: dict[str, int] = {
    "a": 1,
    "an": 1,
    "single": 1,
    "a single": 1,
    "only one": 1,
    "just one": 1,
    "a couple of": 2,
    "a dozen": 12,
    "a hundred": 100,
    "one hundred": 100,
    "a thousand": 1000,
    "one thousand": 1000,
    "no": 0,
}
"""Words said for a number that are no number words of their own ("a latte", "a dozen", "no decimals")."""

NUMBER_WORDS: Mapping[str, int] = {**_CARDINALS, **_COMPOUNDS, **_PHRASES}
"""Every number word and phrase a reading may take, with its value."""


ORDINAL_WORDS: Mapping[str, int] = {
    word: n
    for n, word in enumerate(
        ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
         "eleventh", "twelfth"),
        start=1,
    )
}  # fmt: skip
"""The ordinals said in one word ("first" .. "twelfth"), with their values."""


def ordinal(said: str) -> int | None:
    """The ordinal ``said``: a word of :data:`ORDINAL_WORDS` or digits with their suffix ("4th"), else None.

    >>> ordinal("fourth"), ordinal("3rd"), ordinal("3"), ordinal("fourthly")
    (4, 3, None, None)
    """
    said = said.lower()
    if said in ORDINAL_WORDS:
        return ORDINAL_WORDS[said]
    digits_said = said[:-2]
    if digits_said.isdigit() and said[-2:] in {"st", "nd", "rd", "th"}:
        return int(digits_said)
    return None


def counting(first: int, last: int) -> tuple[str, ...]:
    """The one-word numbers from ``first`` to ``last``, in counting order.

    >>> counting(1, 4)
    ('one', 'two', 'three', 'four')
    >>> counting(18, 30)
    ('eighteen', 'nineteen', 'twenty', 'thirty')
    """
    return tuple(word for word, n in _CARDINALS.items() if first <= n <= last)


def numbers(*words: str | Iterable[str]) -> dict[str, int]:
    """A reading's own number words (each a word or phrase of :data:`NUMBER_WORDS`, or a run of them such as
    :func:`counting`'s) with their values, in the order given. A word the table lacks is a mistake: KeyError.

    >>> numbers(counting(1, 3), "twelve", "a dozen")
    {'one': 1, 'two': 2, 'three': 3, 'twelve': 12, 'a dozen': 12}
    """
    table: dict[str, int] = {}
    for said in words:
        for word in (said,) if isinstance(said, str) else said:
            table[word] = NUMBER_WORDS[word]
    return table


def digits(table: Mapping[str, int]) -> dict[str, str]:
    """``table`` with each value written in digits, for a reading that puts the number back into the text.

    >>> digits(numbers("one", "twelve"))
    {'one': '1', 'twelve': '12'}
    """
    return {word: str(n) for word, n in table.items()}


def alternation(table: Iterable[str], *, longest_first: bool = False) -> str:
    """A regex alternation of ``table``'s words: in their order, or the longest first (a stable sort, so
    "a single" is tried before "single" and "seventeen" before "seven").

    >>> alternation(numbers("one", "a single", "two"))
    'one|a single|two'
    >>> alternation(numbers("one", "a single", "two"), longest_first=True)
    'a single|one|two'
    """
    words = list(table)
    return "|".join(sorted(words, key=len, reverse=True) if longest_first else words)


def value(said: str, table: Mapping[str, int]) -> int:
    """The number ``said``: in digits, or one of ``table``'s words (KeyError for any other word).

    >>> value("14", numbers("two")), value("two", numbers("two"))
    (14, 2)
    """
    return int(said) if said.isdigit() else table[said]
