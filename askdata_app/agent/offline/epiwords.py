"""An epidemiologist's words for what the data holds, said plainly; and the questions of inference or health
the records cannot settle, asked back.

An epidemiologist writes of the customers the way a surveillance report writes of cases:

- "incident customers" ("incident cases", "the 2019 incident cohort") are the customers whose first order
  falls in the period said: "customers with a first order" (a year said before the words goes with them:
  "the 2019 incident cohort" is "the customers with a first order in 2019");
- "surveillance of X" is the count of X ("weekly surveillance of incident customers");
- "crude" before a rate, mean, count, total or share is the figure itself (no adjustment is asked);
- "stratified by X" ("stratify it by", "stratifed") is "by X"; "now stratified by quarter" is "now by
  quarter"; "two strata" says only how many groups there are and goes;
- "the prevalence of X" ("prevalance") is the share of X;
- "which clock hour" ("by clock hour") is the hour of the day, unless a day or date is said with it
  ("which clock hour on a single day", "(date + hour)": that hour on that day);
- a customer kind glossed by its own definition ("returning customers (more than one order)", "new
  customers (a single order only)", "repeat customers (2+ orders)"): the gloss goes, since the kind already
  says it (it was read as a second condition on the kind counted, which made every share 1);
- "customers with one or more Brooklyn orders" ("at least one Chicago order"): the customers with Brooklyn
  orders (the "one or more" was asked back as a threshold on some number);
- "follow-up time" ("mean follow-up", "the follow-up period") of a customer is the days from the first
  order to the last; a gloss saying so again ("(days between first and last order)", ", in days from first
  to last order") goes.

``epi_asked`` says what a question of statistical inference ("is that statistically significant", "against
the control group", "is the signal real", "a confidence interval") or of health ("nut allergies", "allergic
to gluten") asks that the records cannot settle: they hold the orders and who placed them, with no sample
design, no comparison group and nobody's health.
"""

from __future__ import annotations

import re

__all__ = ["EPI_ASK", "epi_asked", "epi_words"]

_YEAR = r"(?:19|20)\d\d"
_FIRST_LAST = (
    r"(?:the )?(?:mean |average )?(?:number of )?(?:calendar )?days? (?:elapsed )?(?:from|between) "
    r"(?:the |their |each customer's |a customer's )?first(?:-order| order)?(?: date)? (?:to|and) "
    r"(?:the |their )?last(?:-order| order)?(?: date)?"
)
"""The days from the first order to the last, said as a gloss of "follow-up"."""

_REWRITES: tuple[tuple[re.Pattern[str], str], ...] = (
    # "the 2019 incident cohort", "2019 incident customers": a first order in that year
    (
        re.compile(rf"\b(?:the |our )?({_YEAR}) incident (?:customers?|cases?|cohort|population)\b", re.I),
        r"the customers with a first order in \1",
    ),
    (
        re.compile(r"\b(?:the )?incident (?:customers?|cases?|cohort)(?: (?:for|during|over|in)\b)", re.I),
        "customers with a first order in",
    ),
    (
        re.compile(r"\b(?:the )?incident (?:customers?|cases?|cohort)\b", re.I),
        "customers with a first order",
    ),
    # "weekly surveillance of X": the weekly count of X
    (re.compile(r"\bsurveillance (?:counts? )?of\b", re.I), "count of"),
    # "crude mean", "crude rate": the figure itself
    (
        re.compile(
            r"\bcrude (?=(?:mean|average|rates?|counts?|numbers?|totals?|shares?|proportions?|figures?"
            r"|incidence|prevalen[cs]e|prevalance)\b)",
            re.I,
        ),
        "",
    ),
    # "now stratified by quarter", "stratify it by store": by
    (
        re.compile(
            r"\bstratif(?:y|ied|ed|ying) (?:it|that|this|them|those|the (?:figures?|results?) )?by\b", re.I
        ),
        "by",
    ),
    (re.compile(r"\bstratif(?:y|ied|ed|ying) by\b", re.I), "by"),
    (re.compile(r",? (?:in |across )?(?:two|three|four|five|six|\d) strata\b", re.I), ""),
    # "the prevalence of food orders": the share of orders with food (among the orders)
    (
        re.compile(r"\b(?:prevalen[cs]e|prevalance) of (food|jaffle) orders\b", re.I),
        r"share of orders with \1",
    ),
    (
        re.compile(r"\b(?:prevalen[cs]e|prevalance) of (?:drink|beverage) orders\b", re.I),
        "share of orders with a drink",
    ),
    # "the prevalence of X": the share of X
    (re.compile(r"\bprevalen[cs]e\b|\bprevalance\b", re.I), "share"),
    # "returning customers (more than one order)": the kind said once
    (
        re.compile(
            r"\b((?:returning|repeat|new|one-time|one-off|single-order) customers?) "
            r"\((?:i\.e\.,? |with |that is,? |= ?)?(?:only |just |exactly )?"
            r"(?:more than one|two or more|2\+|at least (?:two|2)|a single|one|only one|just one|1"
            r"|exactly one|multiple|several)(?: single)? (?:lifetime )?orders?"
            r"(?: only| in total| ever)?\)",
            re.I,
        ),
        r"\1",
    ),
    # "customers with one or more Brooklyn orders": with Brooklyn orders
    (
        re.compile(r"\b(?:one or more|at least one|1\+) ((?:[A-Z][\w.']*\s){1,3})orders?\b"),
        r"\1orders",
    ),
)

_INCIDENT = re.compile(r"\bincident (?:customers?|cases?|cohort|population)\b", re.I)
_RESTATED = re.compile(
    r"([-:\u2013\u2014]\s*)(?:i\.e\.,? )?(?:the )?(?:number of )?customers (whose|with) first", re.I
)
"""The incident customers' definition said after them, with the noun again."""

_CLOCK_HOUR = re.compile(r"\b(which|what|each|every|by|per) clock[- ]hour\b(?! of the day)", re.I)
_ONE_DAY = re.compile(r"\b(?:dates?|days?|daily)\b(?<!of the day)", re.I)
"""A clock hour said with a day or date: that hour on that day, left as said."""

_FOLLOW_UP = re.compile(
    r"\b(?:(?P<avg>mean|average|median|typical) )?follow[- ]?up(?: time| period| duration| length)?\b", re.I
)
_GLOSS = re.compile(
    rf"(?: \({_FIRST_LAST}\)|,? (?:in|as|measured (?:as|in)|i\.e\.,?) {_FIRST_LAST}"
    rf"|:\s*{_FIRST_LAST}(?=[.?!]*$))",
    re.I,
)


def epi_words(question: str) -> str:
    """``question`` with an epidemiologist's words said plainly (see the module docstring).

    >>> epi_words("How many incident customers did we record in 2019?")
    'How many customers with a first order did we record in 2019?'
    >>> epi_words("Crude mean order total in 2019, stratified by store.")
    'Mean order total in 2019, by store.'
    >>> epi_words("Share who became returning customers (more than one order)?")
    'Share who became returning customers?'
    >>> epi_words("Mean follow-up time of the 2018 incident cohort, in days from first to last order.")
    'Mean days between first order and last order of the customers with a first order in 2018.'
    """
    said = question
    for pattern, plain in _REWRITES:
        said = pattern.sub(plain, said)
    if not _ONE_DAY.search(said):  # "which clock hour shows ...": of the day ("on a single day" keeps both)
        said = _CLOCK_HOUR.sub(r"\1 hour of the day", said)
    if _INCIDENT.search(question):  # "incident cases by month - customers whose first order ...": said once
        said = _RESTATED.sub(r"\1\2 first", said)
    if _FOLLOW_UP.search(said):
        said = _GLOSS.sub("", said)
        said = _FOLLOW_UP.sub(
            lambda m: (
                f"{m.group('avg')} days between first order and last order"
                if m.group("avg")
                else "days between first order and last order"
            ),
            said,
        )
    if said != question and said[:1].islower() and question[:1].isupper():
        said = said[:1].upper() + said[1:]
    return said


_INFERENCE = re.compile(
    r"\bstatistical(?:ly)? significan\w*|\bsignifican(?:t|ce) (?:at|level)\b|\bsignificance\b"
    r"|\b(?:is|was|are|were) (?:that|this|it|they|the (?:\w+ ){1,4}?)(?:statistically )?significant\b"
    r"|\bconfidence intervals?\b|\b\d\d% (?:ci|interval)\b|\bcontrol (?:group|arm|population|cohort)s?\b"
    r"|\bplacebo\b|\b(?:signal|effect|difference|trend|gap|association) (?:is |was )?(?:real|genuine)\b"
    r"|\b(?:is|was) (?:the |this |that )?(?:signal|effect|association) (?:real|genuine)\b"
    r"|\bjust (?:noise|chance)\b|\b(?:by|due to|down to) (?:random )?chance\b",
    re.I,
)
_HEALTH = re.compile(
    r"\ballerg(?:y|ies|ic)\b|\b(?:food ?borne|food poisoning|illness(?:es)?|infections?|symptoms?|diseases?"
    r"|outbreaks?|sick(?:ness)?)\b(?! (?:day|leave)s?\b)",
    re.I,
)

_SAYS_WHAT = re.compile(
    r"\b(?:suppl(?:y|ies)|ingredients?|contains?|containing|made with|list|lists|description|menu)\b", re.I
)
"""A health word beside what the records do hold ("allergic to nutella: which products list it among their
supplies"): the question says what it means, and is read."""

EPI_ASK = (
    "The records cannot settle {what}: they hold the orders and who placed them, the stores and the "
    "products, with no sample design, no comparison group and nothing about anyone's health. Which figure "
    "from the records should I show instead?"
)
"""The question back."""


def epi_asked(question: str) -> str | None:
    """What ``question`` asks that the records cannot settle (statistical inference, a control group, health),
    or None.

    >>> epi_asked("Is that statistically significant?")
    'whether a difference is more than chance'
    >>> epi_asked("What's the prevalence of nut allergies among our customers?")
    "anyone's health"
    >>> epi_asked("How many orders had a drink in 2019?") is None
    True
    """
    if _HEALTH.search(question) and not _SAYS_WHAT.search(question):
        return "anyone's health"
    if _INFERENCE.search(question):
        return "whether a difference is more than chance"
    return None
