"""Words about how a figure is worked out or shown, not about which figure: they never change an answer.

A finance analyst restates how to compute what is asked ("dividing the month's revenue by its days",
"counting each customer at their first order", "measured against Q4", "giving one figure for each half")
and how to present it ("please present ...", "express each as a share", "provide the figure"). The planner
reads the figure from the words that name it; these verbs of computing and presenting, in any inflection,
and a few words pointing inside the question ("the latter", "the tax itself", "the respective store", "in
other words") are left out, with a note, when the rest of the question is understood. Nouns that could name
a metric the data does not have ("churn", "target", "ratios") are never among them: those are asked back.
"""

from __future__ import annotations

import re

_VERBS_TEXT = """
    provide present express calculate compute determine obtain derive treat consider define record report
    state deliver prepare return restrict limit confine divide multiply measure count apply incur produce
    qualify accumulate stand restart reset begin start end close run give take assume exclude keep round
    base attribute account allocate group arrange order sort rank list tabulate summarise summarize
    split separate combine aggregate sum tally quote express capture reflect represent constitute denote
    refer relate correspond pertain concern observe fall
"""
_WORDS_TEXT = """
    itself themselves himself herself ourselves respective respectively irrespective regardless latter
    former equivalent aggregate available applicable relevant-to words namely viz ie eg i.e e.g.
    above aforementioned preceding foregoing following said such like likewise similarly thereof therein
    whereby hereby accordingly figure figures basis-of instance example case cases purposes purpose
    sake terms unrelated separately moreover furthermore additionally also alone
"""


def _inflections(verb: str) -> set[str]:
    """ "divide" -> divide, divides, divided, dividing; "apply" -> applies, applied, applying."""
    forms = {verb, verb + "s", verb + "ing", verb + "ed", verb + verb[-1] + "ed", verb + verb[-1] + "ing"}
    if verb.endswith("e"):
        forms |= {verb + "d", verb[:-1] + "ing"}
    if verb.endswith("y"):
        forms |= {verb[:-1] + "ies", verb[:-1] + "ied"}
    if verb.endswith(("ss", "sh", "ch", "x")):
        forms.add(verb + "es")
    return forms


PROCEDURAL = frozenset(
    {form for verb in _VERBS_TEXT.split() for form in _inflections(verb)}
    | {"stood", "began", "begun", "ran", "gave", "given", "taken", "took", "kept", "fell", "fallen", "made"}
    | {w for w in _WORDS_TEXT.split() if "-" not in w}
)
"""Words of computing and presenting a figure, in their inflections, and words pointing inside the
question: read as saying nothing about which figure is asked."""


def is_procedural(word: str) -> bool:
    """Whether ``word`` only says how a figure is computed or shown ("dividing", "present", "itself")."""
    return word in PROCEDURAL


_HOW_COUNTED = re.compile(
    r",? (?:counting|counted|taking|taken|treating|treated) (?:each|every|any|a) (?:single )?[a-z]+"
    r" (?:once|only once|one time|at (?:their|its|his|her|the) [a-z ]+?|as (?:one|a single) [a-z]+)"
    r"(?=\s*(?:[,.;?!]|$))"
)
"""A clause on how members are counted ("counting each customer at their first order", "counting every
order once"): the figure asked is the same without it."""


_REGARDLESS = re.compile(
    r",? (?:irrespective|regardless|independent|independently) of (?:the |any )?[a-z]+\b"
)
"""A member set aside ("irrespective of store"): neither a breakdown nor a filter."""


_DATED_BY = re.compile(
    r"(?:,|\(| (?=going|judging|judged|counted|counting|dated|based|according))\s*(?:(?:going|judging|judged"
    r"|counted|counting|dated|grouped|bucketed) )?(?:by|on|off|based on|according to|using|from|as per)"
    r" (?:their |the |each customer'?s |a customer'?s |each one'?s |its )?(?:very )?"
    r"(?:first[- ](?:order|purchase|visit)|acquisition|signup|sign-up|join(?:ing)?)(?: date| day| time)?\)?"
    r"(?=\s*(?:[,.;?!]|$))"
)
"""A closing clause dating each customer by their first order ("customers acquired each month of 2019, going
by their first order date"): customers are counted at their first order already."""


def drop_how_counted(text: str) -> str:
    """``text`` (lower case) without a clause saying how each member is counted or which are set aside."""
    if re.search(r"\b(?:customers?|clients?|buyers?|guests?|cohorts?|acquired|acquisitions?)\b", text):
        text = _DATED_BY.sub("", text)
    return _REGARDLESS.sub("", _HOW_COUNTED.sub("", text))
