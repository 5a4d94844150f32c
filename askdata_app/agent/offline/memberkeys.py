"""One member named by its number: "customer 1000", "customer number 1234", "client #777", "order no. 8746".

A row's key said after the word for what it is picks that one member, as a customer's name does
("how many orders has customer 1000 placed" is that customer's orders). The words are the singular
names of the layer's models and of their single-word synonyms ("client", "store"); a word two models
share ("item") names neither. A number said bare after the word is a key unless it reads otherwise: a
year of the data ("customers 2019", "per customer 2020" is that year), a count of something
("an order 3 items"), or a word before it that makes the number a measure ("per", "each", "top").
With "number", "no.", "id" or "#" said, the number is always a key.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from askdata_app.agent.offline.catalog import Catalog, Dim
from askdata_app.agent.offline.intent import Filter
from askdata_app.agent.offline.text import singular


@dataclass(frozen=True)
class KeyWords:
    """The words that name one member of a model, each with the key dimension it filters."""

    dims: dict[str, Dim]
    pattern: re.Pattern[str] | None


def key_words(catalog: Catalog) -> KeyWords:
    """The words of the catalog's models that can be followed by a member's number."""
    seen: dict[str, set[str]] = {}
    keys: dict[str, Dim] = {}
    for model in catalog.models.values():
        entity = model.primary_entity
        if entity is None:
            continue
        expr = model.entities[entity][1]
        name = re.sub(r"_id$", "", entity).replace("_", " ")
        key = Dim(entity, model.name, expr, "categorical", f"{name} number", "", ())
        said = {name, singular(model.name.replace("_", " "))}
        said |= {singular(s) for s in model.synonyms if re.fullmatch(r"[a-z]+", s)}
        for word in said:
            seen.setdefault(word, set()).add(model.name)
            keys[word] = key
    dims = {w: keys[w] for w, models in seen.items() if len(models) == 1}
    if not dims:
        return KeyWords({}, None)
    names = "|".join(sorted((re.escape(w) for w in dims), key=len, reverse=True))
    pattern = re.compile(
        rf"(?<![\w-])(?P<word>{names})(?:'s)?\s+(?P<mark>(?:number|num\.?|no\.?|id|#)\s*)?#?(?P<n>\d{{1,9}})"
        r"(?P<own>'s|’s)?(?![\w.,]?\d)",
        re.I,
    )
    return KeyWords(dims, pattern)


_NOT_KEY_BEFORE = re.compile(r"\b(?:per|each|every|a|an|top|bottom|first|last|best|worst)\s+$", re.I)
_COUNTED_AFTER = re.compile(
    r"^\s*(?:or (?:more|fewer|less)\b|[a-z]+s\b(?!\s+(?:has|have|had|was|were)\b))", re.I
)
_VERB_AFTER = re.compile(
    r"^\s*(?:'s\b|has|have|had|did|does|do|is|was|placed|place|spent|spend|ordered|order|bought|last|first)\b",
    re.I,
)


@dataclass(frozen=True)
class Keyed:
    """The question with the members' numbers left out, and the filters they make."""

    text: str
    filters: tuple[Filter, ...]


def read_member_keys(question: str, words: KeyWords, years: Iterable[int]) -> Keyed:
    """``question`` with "customer 1000" (and the like) taken out, and a filter on that key for each."""
    if words.pattern is None or not re.search(r"\d", question):
        return Keyed(question, ())
    data_years = set(years)
    filters: list[Filter] = []
    out: list[str] = []
    last = 0
    for m in words.pattern.finditer(question):
        number = int(m.group("n"))
        marked = m.group("mark") is not None or "#" in m.group(0)
        before, after = question[: m.start()], question[m.end() :]
        if not marked:
            if _NOT_KEY_BEFORE.search(before) or (m.group("own") is None and _COUNTED_AFTER.match(after)):
                continue  # "per customer 2020", "an order 3 items"
            if number in data_years and not (m.group("own") or _VERB_AFTER.match(after)):
                continue  # "new customers 2019": a year
        dim = words.dims[m.group("word").lower()]
        filters.append(Filter(dim, (str(number),), op="="))
        out.append(re.sub(r"\bby\s+$", "", question[last : m.start()]))  # "placed by customer 1000"
        last = m.end()
    if not filters:
        return Keyed(question, ())
    out.append(question[last:])
    text = re.sub(r"\s{2,}", " ", "".join(out)).strip()
    return Keyed(text, tuple(filters))
