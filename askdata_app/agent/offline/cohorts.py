"""A cohort's retention: "of the customers acquired in 2018, how many still ordered in 2020?", "how many
customers whose first order was in 2019 came back in 2020", "how many of the customers we gained in Q1 2019
did not order in 2020".

The members first seen in one period (the entity's own model, read at its own time: a customer's first
order) that also have rows of the fact referring to them (orders) in another period: the two sets of keys
intersected and counted (or the first less the second, "did not order"). Without this reading the two periods
were taken as two rows of one count. A follow-up naming another cohort ("same figure for the 2019 entrants",
"and for the 2019 cohort?") asks the earlier retention question of that cohort (``cohort_redone``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from askdata_app.agent.offline.catalog import Catalog
from askdata_app.agent.offline.compose import Composer
from askdata_app.agent.offline.periods import Period
from askdata_app.agent.offline.sqlbuild import period_sql, safe_name

_GAINED = (
    r"(?:(?:that |which |who )?(?:we )?(?:acquired|gained|won|got|signed up|onboarded|added)"
    r"|(?:who|that) (?:first )?(?:joined|signed up|ordered for the first time|were new|were acquired)"
    r"|(?:who|that|whose) (?:first (?:order|purchase)|first ordered|placed their first order)(?: was| were)?"
    r"|(?:first ordered|first bought|first purchased|placed their first orders?|made their first"
    r" (?:order|purchase)s?)"
    r"|new)"
)
_PERIOD = (
    r"(?:in |during |from )?(?P<{}>(?:the )?(?:(?:q[1-4]|h[12]|[a-z]{{3,9}}) (?:of )?)?(?:19|20)\d\d"
    r"|(?:before|prior to|after|since|from) (?:\d{{1,2}}(?:st|nd|rd|th)? )?[a-z]{{3,9}}(?: \d{{1,2}})?,?"
    r" (?:19|20)\d\d"
    r"|the (?:first|second|third|fourth|final|last) (?:quarter|half) (?:of )?(?:19|20)\d\d)"
)
_ACTIVE = (
    r"(?P<neg>did not |didn'?t |never |have not |haven'?t |had not )?"
    r"(?:still |also |then |later |go on to |went on to )?"
    r"(?:ordered|order|placed (?:an |any |at least (?:one|1) )?orders?"
    r"|place (?:an |any |at least (?:one|1) )?orders?"
    r"|came back|come back|returned"
    r"|return|bought|buy|purchased|purchase|were (?:still )?active|are (?:still )?active|shopped|shop"
    r"|made (?:a |an |another )?(?:purchase|order)|make (?:a |an |another )?(?:purchase|order))"
    r"(?: again| with us| from us| at all| anything| at least once| at least one time| once or more)*"
)
_SEEN = (
    r"(?P<seen>(?:who|that) (?:were active|was active|ordered|placed (?:an |any |at least (?:one|1) )?orders?"
    r"|bought|purchased|shopped|made (?:a |an )?(?:purchase|order)))"
)
"""A cohort of the members active in a period ("the customers who were active in 2019"), not first seen."""
_HOW = r"(?:how many|what (?P<share>share|fraction|proportion|percent(?:age)?)(?: of them| of those)?)"
_OF_THEM = re.compile(
    rf"^(?:of|among|from) (?:the |our |all (?:the )?)?(?P<noun>[a-z]+s) (?:{_GAINED}|{_SEEN})"
    rf" {_PERIOD.format('p1')},? {_HOW}(?: of them)? (?:(?:did|have|had|were) )?{_ACTIVE}"
    rf" {_PERIOD.format('p2')}$",
    re.IGNORECASE,
)
_HOW_MANY = re.compile(
    rf"^{_HOW} (?:of )?(?:the |our )?(?P<noun>[a-z]+s) (?:{_GAINED}|{_SEEN}) {_PERIOD.format('p1')},?"
    rf" (?:and )?(?:(?:did|have|had) )?{_ACTIVE} {_PERIOD.format('p2')}$",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Retention:
    """Members first seen in ``cohort`` (a period as said) counted when active (or not) in ``active``."""

    noun: str
    cohort: str
    active: str
    lost: bool
    """ "did not order in 2020": the cohort's members without rows then."""
    seen: bool = False
    """ "the customers who were active in 2019": the members with rows then, not those first seen then."""
    share: str | None = None
    """ "what share of them ...": the count over the cohort's size ("percent", "percentage": times 100)."""


_WHEN = r"(?:(?:q[1-4]|h[12]|[a-z]{3,9}) (?:of )?)?(?:19|20)\d\d"
_COHORT = re.compile(
    rf"\b(?:the |our )?(?P<p>{_WHEN})(?: acquisition| customer| signup| new customer)? cohort"
    rf"(?: \((?:i\.?e\.? |those |customers |the ones )?(?:who were |we )?(?:acquired|gained|won|new)"
    rf"(?: in| during)? (?P=p)\))?"
    rf"|\b(?:the |our )?cohort (?:of|from|acquired in|gained in) (?P<q>{_WHEN})\b"
)
"""'the 2019 cohort (acquired in 2019)', 'our Q1 2019 cohort', 'the cohort of 2018': the customers acquired
then."""
_EVERYONE = re.compile(
    r"\b(?:everyone|everybody|all those|all the people|those)"
    r"(?= (?:(?:that|who|whom) )?(?:we )?(?:acquired|gained|won|onboarded|signed up|brought in)\b)"
)


def _plainly(text: str) -> str:
    """``text`` (lower case) with a cohort named as the customers acquired in its period."""
    text = _COHORT.sub(lambda m: f"the customers acquired in {m.group('p') or m.group('q')}", text)
    text = _EVERYONE.sub("customers", text)
    return re.sub(r"\s+(?:as well|too|also)$", "", text)


def read_retention(question: str) -> Retention | None:
    """The parts of a cohort retention question, or None."""
    text = _plainly(re.sub(r"\s+", " ", question.strip().rstrip("?.! ")).lower())
    m = _OF_THEM.match(text) or _HOW_MANY.match(text)
    if m is None:
        return None
    return Retention(
        m.group("noun"),
        m.group("p1"),
        m.group("p2"),
        m.group("neg") is not None,
        m.group("seen") is not None,
        m.group("share"),
    )


def retention_sql(
    composer: Composer,
    entity: str,
    fact: str,
    cohort: Period,
    active: Period,
    lost: bool,
    seen: bool = False,
    share: str | None = None,
) -> str:
    """COUNT of the members of ``entity`` first seen in ``cohort`` (on the entity's own model, at its own
    time; ``seen``: with rows of ``fact`` in ``cohort``) with (or, ``lost``, without) rows of ``fact`` in
    ``active``; over the cohort's size when a ``share`` is asked."""
    catalog: Catalog = composer.catalog
    own = catalog.model_of_entity(entity)
    if own is None or own.default_time is None:
        msg = f"no first date for each {entity}"
        raise ValueError(msg)
    first = catalog.find_dim(own.default_time, near=own.name)
    model = catalog.models[fact]
    time_name = model.default_time
    when = catalog.find_dim(time_name, near=fact) if time_name else None
    if first is None or when is None or first.model != own.name or when.model != fact:
        msg = f"no dates to follow each {entity}"
        raise ValueError(msg)
    key = composer.sb.qualify(own.entities[entity][1], own.name)
    fk = composer.sb.qualify(model.entities[entity][1], fact)
    gained = (
        f"SELECT {key} FROM {own.table} AS {own.name} WHERE {period_sql(composer.sb.dim_sql(first), cohort)}"
    )
    seen_in = (
        f"SELECT {fk} {composer.from_clause(fact, [])} WHERE {period_sql(composer.sb.dim_sql(when), active)}"
    )
    if seen:
        gained = (
            f"SELECT {fk} {composer.from_clause(fact, [])}"
            f" WHERE {period_sql(composer.sb.dim_sql(when), cohort)}"
        )
    name = safe_name(f"{entity}s_lost" if lost else f"{entity}s_retained")
    counted = f"SELECT COUNT(*) FROM ({gained} {'EXCEPT' if lost else 'INTERSECT'} {seen_in}) AS t"
    if share is None:
        return f"SELECT COUNT(*) AS {name} FROM ({gained} {'EXCEPT' if lost else 'INTERSECT'} {seen_in}) AS t"
    times = "100.0 * " if share.startswith("percent") else ""
    return (
        f"SELECT {times}CAST(({counted}) AS DOUBLE) / NULLIF((SELECT COUNT(*) FROM (SELECT DISTINCT * FROM"
        f" ({gained}) AS g) AS c), 0) AS {name}_share"
    )


_SAME_FOR = re.compile(
    r"^(?:(?:and|now|ok|okay|so|then),? )*(?:what about |how about |and )?(?:the )?"
    r"(?:same(?: [a-z-]+){0,3}? )?"
    r"(?:for|with|among) (?:the |our )?(?:customers (?:whose first order was in|acquired in|first seen in|"
    rf"who first ordered in) |cohort of )?(?P<p>{_WHEN})(?: cohort| entrants| intake| joiners)?"
    r"(?: instead| too| as well)?$"
)
"""'same survival figure for the 2019 entrants', 'and for the 2019 cohort': another cohort, same question."""
_LABEL = re.compile(r"^[^:?]{1,40}:\s*(?P<rest>.+)$")


def cohort_redone(question: str, earlier: str) -> str | None:
    """The earlier cohort retention question asked of the cohort ``question`` names instead ("same figure
    for the 2019 entrants" after "of the customers whose first order was in 2018, what fraction ordered
    in 2020?"), or None when the earlier is no retention question or ``question`` says more."""
    said = _plainly(re.sub(r"\s+", " ", question.strip().rstrip("?.! ")).lower())
    asked = _SAME_FOR.match(said)
    if asked is None:
        return None
    for before in (earlier, *(m.group("rest") for m in [_LABEL.match(earlier.strip())] if m)):
        text = _plainly(re.sub(r"\s+", " ", before.strip().rstrip("?.! ")).lower())
        m = _OF_THEM.match(text) or _HOW_MANY.match(text)
        if m is not None and m.group("seen") is None:
            return f"{text[: m.start('p1')]}{asked.group('p')}{text[m.end('p1') :]}?"
    return None
