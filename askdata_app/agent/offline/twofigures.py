"""Arithmetic between two figures, each with its own scope: "how many times larger were 2020's orders than
2018's", "the difference between Brooklyn's 2019 revenue and Chicago's", "by how much did A exceed B",
"A's orders are what fraction of B's", "the ratio of food units to drink units", "how many jaffles for every
10 drinks", "out of every hundred orders, how many had a drink", "2020's takings shared equally among the six
shops", and follow-ups that work on the last answer ("what is that divided by 366?", "how many times larger
was its 2020 count than that?"), the days between two dated things ("how many days passed between our
first store opening and our newest one": each side asked "when was ...", its first row's date), and the
share of the menu's products of a kind ("what fraction of the ten products are drinks").

Each side is a question of its own, planned alone to one figure; the answer is one row, the first side's
figure against the second's. A side said short ("... than the number in 2018", "... exceed Philadelphia's",
"... than in January 2018") is the first side with the scopes it names put in (a period, a named member, a
kind such as drinks). A reading whose sides do not both come to one figure is left to the other readings.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from askdata_app.agent.offline.numwords import alternation, counting, numbers

_NUMBER_WORDS = numbers(
    counting(2, 10), "twelve", "hundred", "a hundred", "one hundred", "thousand", "a thousand", "one thousand"
)
"""No "one" alone (only in "one hundred", "one thousand"); "a hundred", "a thousand" as 100 and 1000."""
_NUM = r"\d[\d,]*(?:\.\d+)?|" + alternation(_NUMBER_WORDS, longest_first=True)
_MONTHS = (
    r"jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?"
    r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?"
)
_PERIOD = re.compile(rf"\b(?:(?:(?:{_MONTHS})|q[1-4]) (?:of )?)?(?:19|20)\d\d\b", re.IGNORECASE)
_KINDS = re.compile(
    r"\b(?:jaffles?|food(?: items?)?|drinks?|beverages?)\b(?! (?:order|revenue|sales|share|price))",
    re.IGNORECASE,
)
_SUPERLATIVES = {
    "dearest": "cheapest", "most expensive": "cheapest", "priciest": "cheapest", "highest": "lowest",
    "largest": "smallest", "biggest": "smallest", "greatest": "smallest", "first": "newest",
    "oldest": "newest", "earliest": "latest",
}  # fmt: skip
_LOW_WORDS = {low for low in _SUPERLATIVES.values()} | {"least expensive", "most recent", "last"}
_SUPER = re.compile(
    r"\b(" + "|".join(sorted(set(_SUPERLATIVES) | _LOW_WORDS, key=len, reverse=True)) + r")\b", re.IGNORECASE
)
_BACK = re.compile(r"^(?:that|this|it|that (?:number|figure|count|total|amount|one))$", re.IGNORECASE)
_ELLIPTIC = re.compile(
    r"^(?:the |that |those |its |their )?(?:number|amount|figure|total|count|one|ones|level|value)"
    r"(?! of\b)\b|^(?:in|during|for|at|from|on)\b|^[\w .&-]+(?:'s|s')$",
    re.IGNORECASE,
)
_TIMES = r"larger|bigger|greater|more|higher|as (?:large|big|great|many|much|high)|as many|as much"
_PRICEY = r"expensive|costly|pricey|pricier|dearer"
_PRICIER = r"pricier|dearer|costlier|more expensive"
_BE = r"(?:was|is|were|are|did|does|do|has|have|had)"
_ON_MENU = r"(?:on|in|from) (?:the|our|your|teh) menu"
_READINGS: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "ratio",
        re.compile(
            rf"\bhow many times (?:(?P<how>{_TIMES})(?: (?P<price>{_PRICEY}))?|(?P<pricier>{_PRICIER}))"
            rf" {_BE} (?P<a>.+?)"
            r" (?:than|as|compared (?:to|with)) (?P<b>.+)$",
            re.IGNORECASE,
        ),
    ),
    (
        "ratio",
        re.compile(
            r"\bhow many times (?:more|as many|as much) (?P<m>[a-z][\w -]*?) (?P<aux>did|does|do|was|were)"
            r" (?P<a>.+?) (?:than|as|compared (?:to|with)) (?P<b>.+)$",
            re.IGNORECASE,
        ),
    ),
    (
        "difference",
        re.compile(
            r"\bhow much (?:more|extra) (?:does|do|did|would|will) (?P<a>.+?) (?P<price>cost) than (?P<b>.+?)"
            rf"(?:,? {_ON_MENU})?\s*[?.!]*$"
            r"|\bhow much (?:more expensive|pricier|dearer|costlier) (?:is|are|was|were) (?P<a2>.+?) than"
            rf" (?P<b2>.+?)(?:,? {_ON_MENU})?\s*[?.!]*$"
            r"|\bhow much (?:cheaper|less expensive|less) (?:is|are|was|were|does|do) (?P<b3>.+?)"
            r"(?: cost)? than"
            rf" (?P<a3>.+?)(?:,? {_ON_MENU})?\s*[?.!]*$",
            re.IGNORECASE,
        ),
    ),
    (
        "sum",
        re.compile(
            r"(?:^|(?<=[:;,.])\s*|\b(?:please|then|now|just|and|so) )add (?!up\b)(?P<add>[^.?!;]+?)"
            r" (?:to|and) (?P<b>[^.?!;]+?)\s*(?:[?.!;]|$)"
            r"|\b(?:the )?sum of (?P<a2>.+?) and (?P<b2>.+?)\s*[?.!]*$"
            r"|^(?:what(?:'s| is| would be) )?(?P<a3>(?:the )?(?:average |mean |menu )[\w -]*?price[\w -]*?)"
            r" plus (?P<b3>(?:the )?[\w -]*?price[\w -]*?)\s*[?.!]*$",
            re.IGNORECASE,
        ),
    ),
    (
        "difference",
        re.compile(r"\b(?:the |a )?(?:difference|gap) between (?P<a>.+?) and (?P<b>.+)$", re.IGNORECASE),
    ),
    (
        "difference",
        re.compile(
            r"\bby how (?:much|many(?: (?P<unit>[a-z]+))?) (?:did|does|do|has|have|had) (?P<a>.+?)"
            r" (?:exceed|beat|top"
            r"|outstrip|outnumber|surpass|outdo|outsell|outperform)(?:ed|s)? (?P<b>.+)$",
            re.IGNORECASE,
        ),
    ),
    (
        "ratio",
        re.compile(
            rf"^(?P<a>.+?) {_BE} what (?:fraction|part|proportion|share|multiple|ratio) of (?P<b>.+)$",
            re.IGNORECASE,
        ),
    ),
    (
        "ratio",
        re.compile(
            r"\b(?:the )?ratio (?:of|between) (?P<a>.+?) (?:to|and|versus|vs\.?|against) (?P<b>.+)$",
            re.IGNORECASE,
        ),
    ),
    (
        "every",
        re.compile(
            rf"\bhow many (?P<a>[a-z][\w -]*?)(?: (?:were|are|was|is|got|get|did we|do we|have we))?"
            rf"(?: (?P<verb>sold|bought|ordered|served|made|sell|buy|order|serve))?"
            rf"(?: \w+)? (?:for|per|to) (?:every|each) (?P<n>{_NUM}) (?P<b>[a-z][\w -]*?)"
            r"(?= in\b| during\b| for\b| at\b| over\b| across\b|[,.?!;]|$)",
            re.IGNORECASE,
        ),
    ),
    (
        "share",
        re.compile(
            rf"\b(?:out of|in|of|for) (?:every|each) (?P<n>{_NUM}) (?P<b>.+?),? how many"
            r"(?: of them| of those)? (?P<a>.+)$",
            re.IGNORECASE,
        ),
    ),
    (
        "split",
        re.compile(
            r"\b(?:share|split|divide|spread|shared|divided)(?: out)? (?!(?:equally|evenly)\b)(?P<a>.+?),?"
            r" (?:equally |evenly )?"
            rf"(?:among|amongst|between|across|over|by) (?:the |our |all )?(?P<n>{_NUM})"
            r"(?P<b> [a-z]+)",
            re.IGNORECASE,
        ),
    ),
    (
        "split",
        re.compile(
            r"\b(?:if )?(?P<a>.+?),? (?:were|was|is|are|got|gets|get|had been)"
            r" (?:shared|split|divided|spread)"
            rf"(?: out)? (?:equally |evenly )?(?:among|amongst|between|across|over|by) (?:the |our |all )?"
            rf"(?P<n>{_NUM})(?P<b> [a-z]+)",
            re.IGNORECASE,
        ),
    ),
    (
        "back",
        re.compile(
            r"^(?:and |so |now |ok,? )?(?:what(?:'s| is| was| would be)|give me|tell me)? ?"
            r"(?P<a>that|this|it|that (?:number|figure|count|total|amount))"
            r" (?P<how>divided by|over|times|multiplied by|plus|minus|less)"
            rf" (?:the |our |a )?(?P<n>{_NUM})\b(?P<b>.*)$",
            re.IGNORECASE,
        ),
    ),
    (
        "split",
        re.compile(  # "Brooklyn's 2020 gross profit spread over the 366 days of the year"
            r"^(?P<a>(?:(?!\b(?:if|were|was|is|are|had been)\b).)+?),? (?:spread|split|divided|shared"
            r"|averaged)"
            r"(?: out)? (?:equally |evenly )?(?:over|across|among|amongst|between|by) (?:the |our |all )?"
            rf"(?P<n>{_NUM})(?P<b> [a-z]+|(?=\s*[?.!]*\s*$))",
            re.IGNORECASE,
        ),
    ),
)
_TAIL = re.compile(
    r"\s*(?:\([^()]*\b(?:minus|divided by|over|less)\b[^()]*\)|,? (?:that is |i\.e\.,? )?[\w ]+"
    r" (?:divided by|over|minus|less) [\w ]+)\s*[?.!]*\s*$|\s*[?.!]+\s*$",
    re.IGNORECASE,
)
_LEAD = re.compile(r"^(?:so |and |now |ok,? |okay,? )?(?:what(?:'s| is| was| were| are)|tell me|give me) ",
                   re.IGNORECASE)  # fmt: skip


_FORM = re.compile(
    r"[.?!]\s+(?:please )?(?:give|show|express|write|put|return|state) (?:it|that|this|the answer|the result)"
    r" (?:as|in) [^.?!]*[.?!]?\s*$",
    re.IGNORECASE,
)
"""A closing sentence saying only how to write the answer ("Please give it as a fraction.")."""


@dataclass(frozen=True)
class TwoFigures:
    """Two figures and the arithmetic between them: ``op`` is "/" or "-"; the answer is ``scale`` times
    ``left`` op ``right``; ``right`` None is the number ``constant`` (``left`` op it)."""

    left: str
    right: str | None
    op: str
    scale: float = 1.0
    constant: float | None = None
    name: str = "ratio"
    superlative: bool = False
    """The sides are the top and the bottom of a ranking ("the dearest and the cheapest item"): each is
    its ranking's first row."""
    unit: str | None = None
    """The sides are dates ("our first store opening", "our newest one"), each its question's first row:
    the answer is the ``unit``s (day, week, month, year) from the left date to the right one."""


def _number(said: str) -> float:
    said = said.lower().strip()
    if said in _NUMBER_WORDS:
        return float(_NUMBER_WORDS[said])
    return float(said.replace(",", ""))


def _clean(side: str) -> str:
    return _TAIL.sub("", side).strip(" ,;:")


def _scopes(text: str, names: list[str]) -> dict[str, list[tuple[int, int, str]]]:
    """The scopes ``text`` names, by kind: periods, member names and kinds (drinks, jaffles)."""
    found: dict[str, list[tuple[int, int, str]]] = {}
    found["period"] = [(m.start(), m.end(), m.group(0)) for m in _PERIOD.finditer(text)]
    if names:
        said = re.compile(
            r"(?<![\w-])("
            + "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
            + r")(?![\w-])",
            re.IGNORECASE,
        )
        found["name"] = [(m.start(), m.end(), m.group(0)) for m in said.finditer(text)]
    found["kind"] = [(m.start(), m.end(), m.group(0)) for m in _KINDS.finditer(text)]
    found["super"] = [(m.start(), m.end(), m.group(0)) for m in _SUPER.finditer(text)]
    return found


def with_scopes(base: str, other: str, names: list[str]) -> str:
    """``base`` with the scopes ``other`` names put in place of its own of the same kind ("the number of
    orders in 2020" with "the number in 2018": the number of orders in 2018); a period ``base`` lacks is
    added at its end."""
    theirs = _scopes(other, names)
    ours = _scopes(base, names)
    swaps: list[tuple[int, int, str]] = []
    added: list[str] = []
    for kind, said in theirs.items():
        mine = ours.get(kind, [])
        if not said:
            continue
        if len(mine) == len(said):
            swaps += [(s, e, new) for (s, e, _), (_, _, new) in zip(mine, said, strict=True)]
        elif not mine and kind == "period":
            added += [t for _, _, t in said]
    out = base
    for s, e, new in sorted(swaps, reverse=True):
        out = out[:s] + new + out[e:]
    return " ".join([out, *(f"in {p}" for p in added)])


def _is_elliptic(side: str, names: list[str]) -> bool:
    """A side said short, with the first side's figure understood: "the number in 2018", "Philadelphia's",
    "in January 2018", "the adele-ade"."""
    if _ELLIPTIC.search(side.strip()):
        return True
    bare = side
    for kind in _scopes(side, names).values():
        for _, _, said in kind:
            bare = bare.replace(said, " ")
    return not re.sub(r"\b(?:the|our|a|an|one|in|of|at|for|during|shop|store|'s)\b|[^\w]", " ", bare).strip()


def _shared_period(left: str, right: str) -> tuple[str, str]:
    """A period said on one side only is both sides' ("jaffles sold to drinks sold in 2020")."""
    lp, rp = _PERIOD.findall(left), _PERIOD.findall(right)
    if lp and not rp:
        right = f"{right} in {lp[-1]}"
    elif rp and not lp:
        left = f"{left} in {rp[-1]}"
    return left, right


_DAYS = re.compile(
    r"^(?:so |and |now )?how many (?P<unit>days|weeks|months|years)"
    r" (?:(?:have |had )?(?:passed|went by|gone by|elapsed|lay|lie|were there|are there|was it|is it|separate"
    r"|separated|came)(?: between| from)|between|from) (?P<a>.+?) (?:and|to|until|till) (?P<b>.+?)\s*[?.!]*$",
    re.IGNORECASE,
)
"""The days between two dates, each said as a thing that happened ("our first store opening")."""
_DAYS_NOT = re.compile(
    r"\b(?:average|avg|mean|typical|median|longest|shortest|each|every|per|their|its|customer's"
    r"|a customer)\b",
    re.IGNORECASE,
)
"""Words of a member's own span ("a customer's first and last order": see dayspan), not two dates."""
_ONE = re.compile(r"\b(?:one|ones)\b(?=\W*$)", re.IGNORECASE)
_MENU_KIND = r"(?P<kind>drinks?|beverages?|jaffles?|food(?: items)?|sandwiches)"
_MENU_SET = (
    r"(?:(?:the |our |all (?:the |our )?)?(?:\w+ )?"
    r"(?:products(?: (?:on|in) (?:the|our) menu| we (?:sell|offer))?"
    r"|menu items|(?:items|things|lines|products) (?:on|in) (?:the|our) menu)"
    r"|(?:the |our )?(?:whole |entire )?menu)"
)
_MENU = (
    re.compile(
        r"\bwhat (?P<how>fraction|share|proportion|percentage|percent|part|portion) of "
        + _MENU_SET
        + r" (?:are|is) "
        + _MENU_KIND
        + r"\b",
        re.IGNORECASE,
    ),
    re.compile(
        r"^(?:of|among|out of) " + _MENU_SET + r",? what (?P<how>fraction|share|proportion|percentage|percent"
        r"|part|portion)(?: of them)? (?:are|is) " + _MENU_KIND + r"\b",
        re.IGNORECASE,
    ),
)
"""A share of the menu's products ("what fraction of the ten products are drinks"), not of what was sold."""


def _days_between(q: str, names: list[str]) -> TwoFigures | None:
    """The days (weeks ...) from one dated thing to another ("between our first store opening and our newest
    one"), each side asked "when was ..."; a side said short ("our newest one") takes the other's noun."""
    m = _DAYS.search(q)
    if m is None or _DAYS_NOT.search(q) is not None:
        return None
    a, b = m.group("a").strip(" ,"), m.group("b").strip(" ,")
    for short, full in ((b, a), (a, b)):
        said = _ONE.search(short)
        if said is None:
            continue
        top = _SUPER.search(full)
        noun = full[top.end() :].strip() if top is not None else full.split()[-1]
        noun = re.sub(r"^(?:ever |of all )", "", noun) or full.split()[-1]
        fixed = short[: said.start()] + noun
        a, b = (a, fixed) if short is b else (fixed, b)
    unit = m.group("unit").lower().rstrip("s")
    return TwoFigures(f"when was {a}", f"when was {b}", "-", name=f"{unit}s_between", unit=unit)


def _menu_share(q: str) -> TwoFigures | None:
    """The share of the menu's products that are of a kind (see ``_MENU``)."""
    if _PERIOD.search(q) is not None:
        return None  # "what share of the products sold in 2019 were drinks": of what was sold
    for pattern in _MENU:
        m = pattern.search(q)
        if m is None:
            continue
        kind = m.group("kind").lower()
        kind = "drinks" if kind.startswith(("drink", "bev")) else "jaffles"
        scale = 100.0 if m.group("how").lower().startswith("percent") else 1.0
        return TwoFigures(f"how many {kind} are on the menu", "how many products are on the menu", "/",
                          scale=scale, name="share")  # fmt: skip
    return None


def _names_in(text: str, names: list[str]) -> bool:
    """Whether ``text`` names one of ``names`` (a store, a product)."""
    return any(re.search(rf"\b{re.escape(n)}\b", text, re.IGNORECASE) for n in names)


def read_two_figures(question: str, names: list[str], context: str | None = None) -> TwoFigures | None:
    """The two figures ``question`` does arithmetic on, or None when it asks none (see the module)."""
    q = _FORM.sub("", " ".join(question.split())).strip()
    special = _days_between(q, names) or _menu_share(q)
    if special is not None:
        return special
    for kind, pattern in _READINGS:
        m = pattern.search(q)
        if m is None:
            continue
        outside = (q[: m.start()] + " " + q[m.end() :]).strip(" ,;:?.!")
        outside = _LEAD.sub("", outside + " ").strip(" ,;:?.!")
        if kind == "back":
            if context is None or re.search(r"\d", m.group("b")) or len(m.group("b").split()) > 5:
                continue
            how = m.group("how").lower()
            op = {"divided by": "/", "over": "/", "times": "*", "multiplied by": "*", "plus": "+"}.get(
                how, "-"
            )
            return TwoFigures(context, None, op, constant=_number(m.group("n")), name="figure")
        found = {k: v for k, v in m.groupdict().items() if v is not None}
        if "add" in found and not _PERIOD.search(outside) and not _names_in(outside, names):
            outside = ""  # "for a party, one of each: add A to B. What's that per head?": A + B, as told
        a = _clean(found.get("add") or found.get("a") or found.get("a2") or found.get("a3") or "")
        b = _clean(found.get("b") or found.get("b2") or found.get("b3") or "")
        if kind == "difference" and found.keys() & {"a2", "a3"}:
            found["price"] = "menu"  # "how much pricier is A than B", "how much cheaper is B than A"
        if kind == "split":
            periods = " ".join(f"in {p}" for p in _PERIOD.findall(outside) if p not in a)
            return TwoFigures(
                f"{a} {periods}".strip(), None, "/", constant=_number(m.group("n")), name="each"
            )
        if kind == "share":
            share = f"what share of {b} {a}"
            return TwoFigures(f"{share} {outside}".strip(), None, "*", constant=_number(m.group("n")),
                              name="per_" + str(int(_number(m.group("n")))))  # fmt: skip
        if kind == "every":
            verb = m.group("verb") or "sold"
            verb = {"sell": "sold", "buy": "bought", "order": "ordered", "serve": "served"}.get(verb, verb)
            left, right = f"number of {a} {verb} {outside}", f"number of {b} {verb} {outside}"
            return TwoFigures(left.strip(), right.strip(), "/", scale=_number(m.group("n")), name="ratio")
        if re.fullmatch(r"[\w\s'-]*", outside) is None or len(outside.split()) > 8:
            continue
        if context is not None and _BACK.match(b):
            return TwoFigures(with_scopes(context, a, names), context, "/" if kind == "ratio" else "-",
                              name="ratio" if kind == "ratio" else "difference")  # fmt: skip
        if m.groupdict().get("m"):  # "how many times more orders did Chicago take in 2019 than in 2018"
            a = f"how many {m.group('m')} {m.group('aux')} {a}"
        if found.get("price") or found.get("pricier"):
            a, b = f"the menu price of {a}", f"the menu price of {b}"
        superlative = _SUPER.search(a) is not None and _SUPER.search(b) is not None
        if superlative:  # "the dearest and the cheapest item": the longer side's noun for both
            base = a if len(a.split()) >= len(b.split()) else b
            a, b = with_scopes(base, a, names), with_scopes(base, b, names)
            low = _SUPER.search(a)
            if kind == "difference" and low is not None and low.group(0).lower() in _LOW_WORDS:
                a, b = b, a  # "the gap between our cheapest and dearest jaffle": a spread, top less bottom
        elif not _PERIOD.sub("", a).strip(" ,'s"):
            continue  # "the revenue difference between 2019 and 2020": the periods' own reading (reword)
        else:
            unit = m.groupdict().get("unit")
            if unit and unit.lower() not in a.lower():  # "by how many orders did Brooklyn beat Chicago"
                a = f"{unit} at {a}"
            if _is_elliptic(b, names):
                b = with_scopes(a, b, names)
            elif _is_elliptic(a, names):  # "the ratio of food to drink units": the second side's noun
                a = with_scopes(b, a, names)
        a, b = _shared_period(a, b)
        if outside:
            a, b = f"{a} {outside}", f"{b} {outside}"
        op = {"ratio": "/", "sum": "+"}.get(kind, "-")
        name = {"/": "ratio", "+": "total"}.get(op, "difference")
        return TwoFigures(a, b, op, name=name, superlative=superlative)
    return None


_PART = re.compile(
    r"\b(what|which|how (?:big|large) (?:a )?)\s+(?:part|portion|piece|slice|chunk) of\b", re.I
)


def part_as_share(question: str) -> str:
    """ "what part of the 2020 orders was placed at Chicago", "how big a portion of revenue": a share."""
    if _PART.search(question) is None:
        return question
    said = _PART.sub(lambda m: "what share of", question)
    return re.sub(r"\bwhat share of all (?:of )?(the|our)\b", r"what share of \1", said, flags=re.I)


def minus_said(question: str, names: list[str]) -> str:
    """``question`` with "Brooklyn minus Chicago revenue in 2019" (two members, or two years, either side of
    "minus") said "the difference between Brooklyn and Chicago revenue in 2019", and so two figures of their
    own dates ("orders on 25 Dec 2020 minus orders on 24 Dec 2020"); unchanged otherwise (a formula such as
    "revenue minus supply cost" keeps its words)."""
    members = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)) or r"(?!x)x"
    side = rf"(?:{members})(?:'s)?|(?:19|20)\d\d(?:'s)?"
    m = re.match(
        rf"^\s*(?P<lead>(?:what(?:'s| is| was) )?(?:the )?)(?P<a>{side}) minus (?P<b>{side})(?P<rest> \S.*)$",
        question,
        re.IGNORECASE,
    )
    if m is None:
        return _dated_minus(question)
    return f"{m['lead']}the difference between {m['a']} and {m['b']}{m['rest']}".replace("the the ", "the ")


_DATED = re.compile(
    rf"\b\d{{1,2}}(?:st|nd|rd|th)? (?:of )?(?:{_MONTHS})\b|\b(?:{_MONTHS}) \d{{1,2}}\b"
    r"|\b(?:19|20)\d\d-\d\d-\d\d\b",
    re.IGNORECASE,
)
_DATED_MINUS = re.compile(
    r"^(?P<label>[^:?]{0,60}:\s*)?(?P<lead>(?:what(?:'s| is| was) )?(?:the )?)(?P<a>[^:?]+?) minus"
    r" (?P<b>[^:?]+?)(?P<end>[.?!]*)\s*$",
    re.IGNORECASE,
)


def _dated_minus(question: str) -> str:
    """ "orders on 25 Dec 2020 minus orders on 24 Dec 2020": two figures, each of its own days, either side
    of "minus", said "the difference between" them; unchanged otherwise (a side pointing back, "minus its
    ...", is left to the other readings)."""
    m = _DATED_MINUS.match(question)
    if m is None or not _DATED.search(m["a"]) or not _DATED.search(m["b"]):
        return question
    if re.search(r"\b(?:its|their|his|her|that|the same)\b", m["b"], re.IGNORECASE):
        return question  # "Brooklyn's 25 Dec orders minus its 24 Dec orders": left to the other readings
    if _DATED.findall(m["a"]) == _DATED.findall(m["b"]):  # "2019 revenue minus 2019 supply cost": a formula
        return question
    said = f"{m['label'] or ''}{m['lead']}the difference between {m['a']} and {m['b']}{m['end']}"
    return said.replace("the the ", "the ")
