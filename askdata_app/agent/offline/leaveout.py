"""Words the planner does not know, left out when the rest of the question is understood.

A question whose measure was understood used to come back as "Should I leave 'x' out?" for any word the
planner did not know. On questions written from outside most of those words were wrappers and phrasing
("kindly", "respective", "remitted"), and the question back cost the analyst a round trip for nothing. So
such words are now left out, and the plan says so in its sentence ("left out 'kindly', a word I do not
know"). A word that could change the answer is still asked about:

- a word written with a capital inside a sentence: a name or a code ("the Snelly store");
- a number, unless a zero (a fill value: "show 0 for days without any") or inside parentheses that gloss
  what was said before them ("between 7am and 9am (hours 7 and 8)", "(the quarter's revenue times 4)");
- a word one or two words after a word that introduces a breakdown, a filter or a divisor ("by weather",
  "per wombat", "in early 2019", "in philly delphia"), articles and possessives skipped; but not the asker's
  own thing ("in my novel", "for my client"), a span said before ("in that stretch"), the head of a
  span's "of" phrase ("in the course of 2019") nor an adjective by its ending ("-ive", "-ful", "-ous")
  before a word the planner knew ("for a quiet, reflective chapter"), which frame the question ("for this
  franchisee", "by the region of" are still asked about);
- a word that is not in the question as typed (a spelling correction: "late" read as "latte"); a part of a
  hyphenated word ("Mid-term", "check-in") and a plural as typed ("seasons") are in it, placed like any word;
- a word right before a word of the semantic layer, which it then qualifies ("vegan orders", "Zedtown
  revenue");
- a noun naming a business figure a café chain's data may not have ("customer churn", "our retention",
  "staff wages"): left out, the answer would be another figure ("customer retention" answered with the count
  of customers).
"""

from __future__ import annotations

import re
from collections.abc import Collection
from typing import TYPE_CHECKING

from askdata_app.agent.offline.text import singular

if TYPE_CHECKING:
    from askdata_app.agent.offline.intent import Intent

_WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9'_-]*")
_SENTENCE_END = re.compile(r"[.!?:;\n]\s*[\"'(]*\s*$")
INTRODUCERS = frozenset(
    [
        "by",
        "per",
        "for",
        "from",
        "at",
        "in",
        "with",
        "without",
        "excluding",
        "except",
        "among",
        "only",
        "where",
        "whose",
        "each",
        "every",
        "vs",
        "versus",
        "than",
        "like",
        "within",
        "during",
        "on",
        "to",
        "into",
    ]
)
"""Words after which an unknown word names a breakdown, a filter or a divisor."""
DETERMINERS = frozenset(
    [
        "the",
        "a",
        "an",
        "our",
        "their",
        "its",
        "his",
        "her",
        "my",
        "your",
        "all",
        "those",
        "these",
        "this",
        "that",
    ]
)


SPANS = frozenset(["in", "during", "within"])
"""Introducers of a span of time: "that" and a word not known after them point back to a span already said
("in that stretch"), "the" and a word not known before "of" head the span ("in the course of 2019")."""


ADJECTIVE_ENDINGS = ("ive", "ful", "ous", "ish", "less")
"""Endings of adjectives: one before a word the planner knew qualifies that word ("a quiet, reflective
chapter"), it names no breakdown nor filter of its own."""


ABSENT_FIGURES = frozenset(
    [
        "churn",
        "churned",
        "attrition",
        "retention",
        "retained",
        "nps",
        "satisfaction",
        "ratings",
        "reviews",
        "complaints",
        "conversion",
        "conversions",
        "footfall",
        "traffic",
        "headcount",
        "staff",
        "staffing",
        "employees",
        "baristas",
        "wages",
        "wage",
        "salary",
        "salaries",
        "payroll",
        "labor",
        "labour",
        "rent",
        "rents",
        "utilities",
        "budget",
        "budgets",
        "target",
        "targets",
        "forecast",
        "forecasts",
        "projection",
        "projections",
        "quota",
        "quotas",
        "kpi",
        "kpis",
        "roi",
        "ebitda",
        "inventory",
        "stock",
        "wastage",
        "waste",
        "refunds",
        "refund",
        "discounts",
        "discount",
        "coupons",
        "coupon",
        "promo",
        "promos",
        "promotion",
        "promotions",
        "tips",
        "royalties",
        "royalty",
        "franchise",
        "fees",
        "accruals",
        "age",
        "ages",
        "sex",
        "gender",
        "household",
        "households",
        "occupation",
        "education",
        "ethnicity",
        "delivery",
        "deliveries",
        "shipping",
        "catering",
        "payment",
        "payments",
        "employee",
        "liability",
        "liabilities",
        "insured",
        "insurance",
        "null",
        "nulls",
        "email",
        "emails",
    ]
)
"""Nouns of business figures (people, costs, plans, feedback), of customers' attributes (age, household),
payments, delivery, insurance and data quality that are not words of the planner: never left out, because the
rest of the question would be answered as another figure ("the age split of our customers": their count)."""


DATA_WORK = frozenset(
    [
        "lineage",
        "provenance",
        "upstream",
        "downstream",
        "dedupe",
        "deduped",
        "dedup",
        "deduplicate",
        "deduplicated",
        "deduplication",
        "staging",
        "pipeline",
        "pipelines",
        "etl",
        "elt",
        "backfill",
        "backfilled",
        "ingestion",
        "ingested",
        "reconcile",
        "reconciled",
        "reconciliation",
        "schema",
        "migration",
    ]
)
"""Words of work on the data pipeline (where a column comes from, loads, deduplication against another
table): never left out, the rest of the question would be answered as a plain figure."""


def names_data_work(text: str) -> bool:
    """Whether ``text`` names work on the data pipeline ("what is its lineage?")."""
    return any(m.group(0).lower() in DATA_WORK for m in _WORD.finditer(text))


def _tokens(question: str) -> list[tuple[str, str, int]]:
    """(lower-case word, word as typed, start offset) for each word of ``question``."""
    return [(m.group(0).lower(), m.group(0), m.start()) for m in _WORD.finditer(question)]


def _parts(tokens: list[tuple[str, str, int]]) -> list[tuple[str, str, int]]:
    """``tokens`` with each hyphenated word split into its parts ("second-half": "second", "half")."""
    split: list[tuple[str, str, int]] = []
    for _, typed, start in tokens:
        offset = 0
        for part in typed.split("-"):
            if part:
                split.append((part.lower(), part, start + offset))
            offset += len(part) + 1
    return split


def _typed(word: str, low: str) -> bool:
    """Whether the unknown ``word`` is the word ``low`` as typed, or its singular ("seasons": "season")."""
    return low == word or (low.endswith("s") and singular(low) == word)


def _in_parentheses(question: str, start: int) -> bool:
    """Whether the offset ``start`` is inside parentheses that follow some words (a gloss)."""
    before = question[:start]
    opened = before.rfind("(")
    return opened > 0 and before.rfind(")") < opened and bool(_WORD.search(question[:opened]))


def _framing(skipped: list[str], after: str | None) -> bool:
    """Whether an unknown word after an introducer frames the question rather than filtering it.

    Args:
        skipped: The words before the unknown word, nearest first.
        after: The word right after it.

    The asker's own thing ("in my novel", "for my client"), a span said before ("in that stretch") or the
    head of a span's "of" phrase ("in the course of 2019") is no breakdown nor filter.
    """
    first, second = [*skipped, "", ""][:2]
    return (
        first == "my"
        or (first == "that" and second in SPANS)
        or (first == "the" and second in SPANS and after == "of")
    )


def answer_changing(question: str, words: Collection[str], layer: Collection[str]) -> list[str]:
    """The ``words`` (unknown to the planner) that could change the answer to ``question``.

    Args:
        question: The question as typed.
        words: Lower-case words the planner did not understand.
        layer: Lower-case words of the semantic layer (measures, entities, dimensions).
    """
    whole = _tokens(question)
    changing: list[str] = []
    for word in dict.fromkeys(words):
        if word in ABSENT_FIGURES or word in DATA_WORK:
            changing.append(word)
            continue
        tokens = whole if any(_typed(word, low) for low, _, _ in whole) else _parts(whole)
        if not any(_typed(word, low) for low, _, _ in tokens):
            changing.append(word)  # a word that is not in the text as typed (a correction): not placed, asked
            continue
        for i, (low, typed, start) in enumerate(tokens):
            if not _typed(word, low):
                continue
            if any(ch.isdigit() for ch in word):
                if word == "0" or _in_parentheses(question, start):
                    continue  # "show 0 for days without any", "(hours 7 and 8)": a fill or a gloss
                changing.append(word)
                break
            mid_sentence = i > 0 and not _SENTENCE_END.search(question[:start])
            skipped = [t[0] for t in reversed(tokens[:i])]
            before = [w for w in skipped if w not in DETERMINERS][:2]
            after = tokens[i + 1][0] if i + 1 < len(tokens) else None
            qualifies = word.endswith(ADJECTIVE_ENDINGS) and (after or "").isalpha() and after not in words
            introduced = any(w in INTRODUCERS for w in before) and not (_framing(skipped, after) or qualifies)
            if (
                (typed[:1].isupper() and mid_sentence)
                or introduced
                or (after is not None and (after in layer or singular(after) in layer))
            ):
                changing.append(word)
                break
    return changing


def leave_out_unknown(intent: Intent, question: str, layer: Collection[str]) -> bool:
    """Drop the unknown words of an otherwise understood question and note it in the plan's sentence.

    Returns:
        True when the words were left out; False when the planner must still ask (no measure understood,
        or a word that could change the answer).
    """
    if not intent.unknown or not intent.measures or answer_changing(question, intent.unknown, layer):
        return False
    words = list(dict.fromkeys(intent.unknown))
    said = ", ".join(f"'{w}'" for w in words)
    intent.notes.append(f"left out {said}, {'a word' if len(words) == 1 else 'words'} I do not know")
    intent.unknown = []
    return True
