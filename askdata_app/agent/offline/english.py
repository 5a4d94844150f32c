"""How common a word is in English, to keep the speller off words that were typed as meant.

The speller reads a word two letters away from a vocabulary word as a typo of it ("revnue" revenue,
"custmers" customers). A common English word two letters away is rarely such a typo: "saying" is not
"spring", "keeps" not "kept". Frequencies come from the kept library wordfreq (its English word list),
read once per word.
"""

from __future__ import annotations

from functools import lru_cache

from wordfreq import zipf_frequency

COMMON_ZIPF = 4.0
"""Words at least this frequent (about once in 100,000 words of text: "saying", "kindly", "shy") are
common."""
VERY_COMMON_ZIPF = 5.0
"""Words at least this frequent (about once in 10,000 words: "case", "near", "idea") are among the commonest;
one typed is taken as meant even when a vocabulary word is one letter away."""


@lru_cache(maxsize=8192)
def is_common(word: str) -> bool:
    """Whether ``word`` is a common English word."""
    return zipf_frequency(word, "en") >= COMMON_ZIPF
