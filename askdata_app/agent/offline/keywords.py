"""Fixed phrases in a question: ranking, shares, averages, counts, charts, vague words, number comparisons."""

from __future__ import annotations

import re
from collections.abc import Callable

from askdata_app.agent.offline.intent import Comparison, Intent
from askdata_app.agent.offline.places import read_place
from askdata_app.agent.offline.vocab import ASC, CHARTS, COMPARE, DESC, NUM_WORDS, OPS

Spans = Callable[[str], list[tuple[re.Match[str], set[int]]]]
"""Finds a pattern in the question's words: (match, indices of the words it covers), unused words only."""


_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:tember)?|oct(?:ober)?"
    r"|nov(?:ember)?|dec(?:ember)?)"
)
_PERIOD_WORD = (
    rf"(?:(?:19|20)\d\d|{_MONTH}|q[1-4]|quarters?|years?|months?|weeks?|days?|halves|half|periods?|seasons?"
    r"|summers?|winters?|springs?|autumns?|falls?)"
)


def read_keywords(
    intent: Intent, spans: Spans, used: set[int], grain_adjective: bool, grain_per: bool
) -> None:
    """Ranking, shares, averages, counts, charts, listing and vague words, marked as used."""
    nums = r"(\d+|" + "|".join(NUM_WORDS) + ")"
    read_place(intent, spans, used)
    for _m, idx in spans(
        r"\b(?:gap|difference|spread) between (?:the |our )?(?:most|highest|priciest|dearest|costliest)"
        r"(?: expensive| priced)? and (?:the |our )?(?:least|lowest|cheapest)(?: expensive| priced)?\b"
        r"|\b(?:the )?(?:range|spread) (?:of|in)\b"
    ):  # "the price gap between our most and least expensive jaffle": the largest minus the smallest
        intent.agg = "range"
        used.update(idx)
    for m, idx in spans(rf"\b(?:the )?({DESC}|{ASC}) {nums}\b"):
        intent.rank = "asc" if re.fullmatch(ASC, m.group(1)) else "desc"
        intent.limit = int(m.group(2)) if m.group(2).isdigit() else NUM_WORDS[m.group(2)]
        used.update(idx)
    for m, idx in spans(rf"\b{nums} ({DESC}|{ASC})\b"):  # "the 3 cheapest products"
        intent.rank = "asc" if re.fullmatch(ASC, m.group(2)) else "desc"
        intent.limit = int(m.group(1)) if m.group(1).isdigit() else NUM_WORDS[m.group(1)]
        used.update(idx)
    for m, idx in spans(
        r"(?:(?:\b(?:the|our)|\b(?:name|list|show(?: me)?|give(?: me)?|line up|find|get|pull(?: up)?)"
        rf"(?: (?:the|our))?) |^\W*){nums}(?= (?:[a-z]+ )?[a-z]+s (?:with|who|that|which|having|by)\b"
        rf"(?: [a-z]+)*? (?:{DESC}|{ASC})\b)"
    ):  # "the 5 customers with the most orders", "three stores with the most orders", "name five products
        # with the highest revenue", "line up the five customer ids who spent the most": the number of members
        # ranked by the superlative after
        intent.limit = int(m.group(1)) if m.group(1).isdigit() else NUM_WORDS[m.group(1)]
        used.update(idx)
    for m, idx in spans(rf"(?:\b(?:the|our) |^\W*){nums}(?= [a-z]+s (?:most|least)\b)"):
        if not m.group(1).isdigit() or int(m.group(1)) < 100:  # "the two jaffles most often found with X"
            intent.limit = int(m.group(1)) if m.group(1).isdigit() else NUM_WORDS[m.group(1)]
            used.update(idx)
    for m, idx in spans(
        r"\b(oldest|earliest|newest|latest|most recent)(?: (?:one|ones))? (?:first|on top)\b"
    ):
        intent.sort = "asc" if m.group(1) in {"oldest", "earliest"} else "desc"
        intent.sort_by_time = True  # "one row per month, oldest first": in time order
        used.update(idx)
    for m, idx in spans(
        rf"\b({DESC}|{ASC})(?: [a-z]+)?? (?:(?:comes?|is|are|goes|go|shows?|appears?|sits?|ends? up) )?"
        r"(?:first|on top|at the top)\b"
    ):  # an order, not a cut: "busiest first", "so the busiest store comes first"
        intent.sort = "asc" if re.fullmatch(ASC, m.group(1)) else "desc"
        used.update(idx)
    for m, idx in spans(rf"\bfrom (?:the )?({DESC}|{ASC})(?: [a-z]+)?? (?:down|downwards|up|upwards)\b"):
        intent.sort = "asc" if re.fullmatch(ASC, m.group(1)) else "desc"  # "from the busiest store down"
        used.update(idx)
    for m, idx in spans(rf"\b({DESC}|{ASC})\b"):
        word = m.group(1)
        if word in {"max", "maximum", "min", "minimum"}:
            intent.agg = "max" if word.startswith("max") else "min"
        else:
            intent.rank = intent.rank or ("asc" if re.fullmatch(ASC, word) else "desc")
        used.update(idx)
    for m, idx in spans(rf"\b(?:which|what) {nums}\b"):
        intent.limit = int(m.group(1)) if m.group(1).isdigit() else NUM_WORDS[m.group(1)]
        used.update(idx - {min(idx)})
    for _m, idx in spans(r"\bdense[- ]?(?:rank|ranks|ranked|ranking)\b"):
        intent.rank_column = "DENSE_RANK"  # "dense-rank the months by orders": ties share a rank, no gaps
        intent.keep_all = intent.keep_all or intent.rank is None
        intent.rank = intent.rank or "desc"
        used.update(idx)
    if spans(
        r"\b(?:and|with|plus|including|include|show|give) (?:the |their |its |a |each one's )?"
        r"(?:rank|ranks|ranking|rankings)(?: (?:number|numbers|column|position|positions))?\b"
        r"(?! (?:the|them|it|by|these|those|our|all|each|every|of|in)\b)"
    ):
        intent.rank_column = intent.rank_column or "RANK"  # "store and rank": the rank is a column of its own
    for _m, idx in spans(r"\b(rank|ranking|rankings)\b"):
        intent.keep_all = intent.keep_all or intent.rank is None  # "rank the months": all of them, in order
        intent.rank = intent.rank or "desc"
        used.update(idx)
    for _m, idx in spans(
        r"\b(growing|grow|grew|grown|growth rate|increase|increased|rise|rose|change|changed|uplift|upswing"
        r"|climb|climbed|improvement|decline|declined|decrease|decreased|jump|jumped|leap|leapt|surge|surged"
        r"|slump|slumped|dip|dipped|shrink|shrank|shrunk)\b"
    ):
        intent.growth = True
        if _m.group(1) in {"jump", "jumped", "leap", "leapt", "surge", "surged"}:
            intent.absolute = True  # "the biggest jump in units sold": by how many, not by what percent
        used.update(idx)
    if intent.growth:  # "by what percent did Chicago grow": the growth's size, not Chicago's share
        for _m, idx in spans(
            r"\b(?:by )?(?:what|how many|how much|which) (?:percent|percentage|pct)\b(?! of)"
            r"|\b(?:percent|percentage|pct)"
            r"(?= (?:growth|increase|change|rise|decline|drop|gain|uplift)\b)"
            r"|\bin (?:percent|percentage)(?: terms)?\b"
        ):
            used.update(idx)
    if spans(r"\b(numbers|figures|stats|statistics|metrics|kpis|report|reporting|data)\b"):
        intent.request = True  # "numbers for the board": which measure, even beside unknown words
    every = r"\b(?:in |during )?(both|each of|every one of|all of)\b"
    for _m, idx in spans(every + r"(?= (?:in |during )?(?:\d{4}|q[1-4]|h[12]|[a-z]+ \d{4}))"):
        intent.every = True  # "ordered in both 2019 and 2020": members found in each period
        used.update(idx)
    if spans(r"\b(?:both|also|as well as)\b"):
        intent.each_value = True  # "orders with a pourover that also had a nutellaquent": one of each
    but_not = (
        r"\b(?:but|and) (?:not|never|didn'?t|did not|haven'?t|have not|no longer)"
        r"(?: (?:order|ordered|buy|bought|come|came|return|returned|again|at all|any more|anymore))*"
    )
    for _m, idx in spans(but_not + r"(?= (?:in |during )?(?:\d{4}|q[1-4]|h[12]|[a-z]+ \d{4}))"):
        intent.every = True  # "ordered in 2019 but never in 2020": members of the first period, not the later
        intent.but_not = True
        used.update(idx)
    not_then = (  # "customers who have not ordered in 2020": all of them but those who did then
        r"\b(?:have not|haven'?t|havent|has not|hasn'?t|did not|didn'?t|didnt|never|do not|don'?t|dont|not)"
        r"(?: yet| once| ever)?(?: (?:order|ordered|placed an order|placed any orders|place an order"
        r"|place any orders|bought|buy|purchased|visited|come in|came in|shopped|returned|been back|come back"
        r"|sold))+"
    )
    if not intent.but_not:
        for _m, idx in spans(
            not_then + r"(?= (?:in |during |since |so far in )?(?:\d{4}|q[1-4]|h[12]|[a-z]+ \d{4}))"
        ):
            intent.every = True
            intent.but_not = True
            used.update(idx)
    if not spans(r"\b(?:by|per|into|across)\b"):
        for _m, idx in spans(
            r"\b(segment|segments|segmentation|cluster|clusters|bucket|group) (?:the |our |my )?"
        ):
            intent.vague = True  # "segment the customers for me": into what?
            used.update(idx)
    for _m, idx in spans(r"\b(tell me about|talk me through)\b"):
        intent.vague = True  # "tell me about our customers": which measure?
        used.update(idx)
    acquiring = r"acquire|acquired|acquiring|gain|gained|got|get|won|win|signed up|sign up|onboarded"
    for m, idx in spans(rf"\b({acquiring})\b"):
        intent.acquired = True  # "how many new customers did we gain": counted when first seen
        if m.group(1) not in {"got", "get", "win", "won"}:
            used.update(idx)
    for _m, idx in spans(r"\b(?:difference|differences|delta)\b"):
        intent.absolute = True  # "the yoy change in orders (count difference)": a difference, not a %
        used.update(idx)
    for _m, idx in spans(r"\b(?:in )?(?:dollars|dollar terms|absolute terms|absolute|money terms)\b"):
        intent.absolute = True  # "grew the most in dollars": the difference, not the percentage
        used.update(idx)
    sorted_by = (
        r"(?<!per )(?<!each )(?<!every )(?<!an )\b(?:sorted|ordered|order|sort|ranked|rank)(?: them)? by\b"
    )
    for m, idx in spans(r"\b(?:in )?(ascending|descending|asc|desc)(?: order)?\b"):
        if intent.rank is None and intent.limit is None and spans(sorted_by):
            intent.keep_all = True  # "revenue by store, order by revenue desc": every row, sorted
        intent.rank = "asc" if m.group(1).startswith("asc") else "desc"
        used.update(idx)
    for _m, idx in spans(sorted_by):
        intent.keep_all = intent.keep_all or intent.rank is None
        intent.rank = intent.rank or "desc"
        used.update(idx)
    the = r"(?:the |our |my |all (?:the |of (?:the |our ))?)"
    for _m, idx in spans(
        rf"\b(?:sort|arrange)(?= {the}?(?:[a-z0-9]+ ){{1,3}}by\b)"
        rf"|(?:^|(?<=please )|(?<=you )|(?<=now )|(?<=then ))order(?= {the}(?:[a-z]+ ){{1,3}}by\b)"
    ):  # "sort the jaffles by units sold", "order the stores by revenue" (not "order total by"): all, sorted
        intent.keep_all = intent.keep_all or intent.rank is None
        intent.rank = intent.rank or "desc"
        used.update(idx)
    for _m, idx in spans(r"\b(?:sort|sorted|order|ordered|rank|ranked) (?:them|it|those|these|that)\b"):
        intent.keep_all = intent.keep_all or intent.rank is None  # "sort them, highest first"
        intent.rank = intent.rank or "desc"
        used.update(idx)
    for _m, idx in spans(r"\bin (?:the )?order (?=(?:they|it|that|of|in which|when)\b)"):
        intent.keep_all = True  # "the shops in the order they opened": a sequence, not the orders
        intent.rank = intent.rank or intent.sort or "asc"
        used.update(idx)
    if intent.keep_all and intent.sort:  # "rank them, lowest first": the order said
        intent.rank = intent.sort
    for _m, idx in spans(
        r"\b(?:as (?:an? )?(?:share|percentage|percent|fraction|proportion|pct|ratio) of"
        r"|ratio to|divided by)\b"
    ):
        intent.combine = "ratio"  # "tax as a share of order total": one measure over the other
        used.update(idx)
    for _m, idx in spans(r"\b(minus|less|net of)\b"):
        intent.combine = "minus"  # "revenue minus supply cost": one measure less the other
        used.update(idx)
    if spans(
        r"(?<=[a-z] )(?<!\bthe )(?<!\ba )(?<!\bwhat )(?<!\bwhich )\b(?:share|percentage|percent|pct)\b(?! of)"
    ):
        intent.share_after = True  # "food revenue %": the layer's own ratio of that measure, if it has one
    if spans(r"\b(?:as|in) (?:an? )?(?:fraction|percentage|percent|share|proportion|decimal)\b(?! of)"):
        intent.share_after = True  # "gross margin, as a fraction": how a fraction is shown, not a share of it
    for _m, idx in spans(r"\b(share|percentage|percent|proportion|pct|fraction|contribution|mix|portion)\b"):
        intent.share = True
        used.update(idx)
    for _m, idx in spans(r"\b(?:rate|ratio)\b"):
        intent.rate = True  # "repeat customer rate": a filtered count over all of them
        used.update(idx)
    for _m, idx in spans(r"\b(average|avg|mean|typical)\b"):
        intent.average = intent.average_said = True
        used.update(idx)
    for _m, idx in spans(r"\b(median)\b"):
        intent.agg = "median"
        used.update(idx)
    for _m, idx in spans(r"\b(how many|number of|count of|count|no of|num of)\b"):
        intent.count = True
        used.update(idx)
    for _m, idx in spans(
        r"\b(cumulative|running total|running sum|cumulatively)\b"
        r"|\brunning(?= (?:[a-z]+ )?(?:count|tally|number)\b)"
        r"|\brunning(?= (?:(?:19|20)\d\d|(?:q[1-4]|h[12])(?: (?:19|20)\d\d)?|(?:this|last) year'?s?) [a-z])"
    ):  # "running 2020 revenue by week", "running order count": the running total
        intent.cumulative = True
        used.update(idx)
    for m, idx in spans(
        r"\b(pie|donut|doughnut|bar|column|line|scatter|histogram|table)(?: chart| graph| plot)?\b"
    ):
        intent.chart = CHARTS[m.group(1)]
        used.update(idx)
    if spans(r"\b(list|list of|which|what are the|what are|show all|name the|name all|all the)\b"):
        intent.listing = True
    for _m, idx in spans(
        r"\b(how did we do|how are we doing|how were we doing|how is it going|how did it go"
        r"|how are things|how(?: is| s|s)? business|how(?: are| were)? we|doing|perform|performing|performed"
        r"|performance|kpis?|stats|results"
        r"|insights?|overview|summary|summarise|summarize|highlights?|health|healthy|snapshot|dashboard"
        r"|engagement|engaged|traction|momentum|vibes?|vibing|mood|energy"
        r"|catch me up|update me|anything interesting|anything notable|going on|what s new|whats new"
        r"|interesting|notable|noteworthy|surprising|stand out|stands out|other stuff|other things"
        r"|behind (?:that|this|it)|the rest"
        r"|good|bad|better|worse|usual|normal|ok|okay|should (?:we|i)|worth it|worried|worry)\b"
    ):  # a judgement or a decision ("was it a good month?", "which one should we close?"): which measure?
        intent.vague = True
        used.update(idx)
    for _m, idx in spans(r"\b(compare|compared|comparison|comparing|versus|vs)\b"):
        intent.compare = True
        used.update(idx)
    for _m, idx in spans(r"\b(more|less|fewer)\b(?= [a-z]+(?: [a-z]+)? or (?:more |less |fewer )?[a-z]+)"):
        intent.compare = True  # "do we sell more food or more drinks": both figures, side by side
        used.update(idx)
    for m, idx in spans(
        r"\b(combined|together|altogether|in total|all told|put together|jointly|summed up)\b"
    ):
        intent.combined = True
        used.update(idx)
        if re.search(rf"\b{_PERIOD_WORD},? (?:(?:taken|added|put|counted|summed) )?$", m.string[: m.start()]):
            intent.periods_together = True  # "2018 and 2019 combined", "both years together": one figure
    for _m, idx in spans(r"\b(instead|meant|rather|actually)\b"):
        intent.replace_groups = True
        used.update(idx)
    # "median orders per day", "max orders in a single day": each day's figure, then the median (max) of them
    extreme = intent.agg in {"max", "min"} and (grain_per or grain_adjective)
    over_units = intent.average or intent.agg == "median" or extreme
    if over_units and intent.grain and (grain_per or extreme):
        intent.per_grain = intent.grain
        intent.grain = None
    if grain_adjective and over_units and intent.grain:
        intent.per_grain = intent.grain
        intent.per_grain_said = True
        intent.grain = None


def read_comparisons(
    intent: Intent, question: str, spans: Spans, used: set[int], norm: list[str], known: set[str]
) -> None:
    """Numbers that bound something: "over $50", "more than 10 orders", "$50 or more"."""
    money = set(re.findall(r"\$\s?(\d+(?:\.\d+)?)", question))
    money |= set(re.findall(_CURRENCY_AFTER, question.lower()))  # "20 bucks or more", "50 dollars"
    num = r"(\d+(?:\.\d+)?)(?: dollars| usd| bucks)?"

    def noun_after(last: int) -> tuple[str | None, set[int]]:
        taken: list[int] = []
        i = last + 1
        while i < len(norm) and len(taken) < 3 and i not in used and norm[i] in known:
            taken.append(i)
            i += 1
        return (" ".join(norm[j] for j in taken) or None), set(taken)

    def noun_before(first: int, introducers: frozenset[str] = _NOUN_BEFORE) -> tuple[str | None, set[int]]:
        """ "lifetime spend is above 500": the column named just before the comparison."""
        i = first - 1
        while i >= 0 and norm[i] in {"is", "are", "was", "were", "be", "been", "of"}:
            i -= 1
        taken: list[int] = []
        while i >= 0 and len(taken) < 3 and i not in used and norm[i] in known:
            taken.insert(0, i)
            i -= 1
        while taken and i >= 0 and norm[i] in {"a", "an", "the", "their", "its"}:
            i -= 1  # "with an order total of $20 or more"
        if i < 0 or norm[i] not in introducers:
            return None, set()  # "orders over 50" compares the orders' own numbers: asked which
        return (" ".join(norm[j] for j in taken) or None), set(taken)

    def amount_before(first: int) -> tuple[str | None, set[int]]:
        """ "with an order total at least $30": a column that holds an amount, named before a money bound."""
        noun, more = noun_before(first)
        return (noun, more) if noun is not None and noun.split()[-1] in _AMOUNT_NOUNS else (None, set())

    def rows_before(first: int) -> str | None:
        """ "customers with orders over $50", "an order of more than $40": the rows the amount is of."""
        i = first - 1
        while i >= 0 and norm[i] in _LINKING:
            i -= 1
        return norm[i] if i >= 0 else None

    def noun_of_times(last: int) -> tuple[str | None, set[int]]:
        """ "ordered more than 10 times": the thing counted is named by the verb before ("order")."""
        nxt = last + 1
        if nxt >= len(norm) or norm[nxt] not in {"time", "times"}:
            return None, set()
        for j in range(last - 1, max(-1, last - 6), -1):
            w = norm[j]
            for stem in (w[:-2], w[:-1]) if w.endswith("ed") else ():
                if stem in known:
                    return stem, {nxt}
        return None, set()

    for m, idx in spans(rf"\b({COMPARE}) {num}\b"):
        after = max(idx) + 1
        if after < len(norm) and norm[after] in {"percent", "pct", "%"} and m.group(2) not in money:
            # "a tax rate above 5%": a rate said in percent (the number, not a share of anything)
            noun, more = noun_before(min(idx))  # "whose tax rate is above 6%": that column
            used.update(idx | {after} | more)
            text = f"{m.group(0)} percent"
            intent.comparisons.append(Comparison(OPS[m.group(1)], float(m.group(2)), noun, False, text))
            continue
        noun, more = noun_after(max(idx))
        if noun is None:
            noun, more = noun_of_times(max(idx))
        if noun is None and m.group(2) not in money:
            noun, more = noun_before(min(idx))
        elif noun is None:  # "whose order total was less than $7": that column (no breakdown by it)
            noun, more = noun_before(min(idx), _WHOSE)  # "customers with orders over $50" is no column
            if noun is not None and noun.split()[-1] not in _AMOUNT_NOUNS:
                noun, more = None, set()  # "customers whose orders were over $50": each order's amount
            if noun is None:  # "orders with order total at least $30": an amount's column, named after "with"
                noun, more = amount_before(min(idx))
        op = OPS[m.group(1)]
        rows = rows_before(min(idx)) if noun is None and m.group(2) in money else None
        intent.comparisons.append(
            Comparison(op, float(m.group(2)), noun, m.group(2) in money, m.group(0), rows)
        )
        used.update(idx | more)
        verb = min(idx) - 1  # "orders that contained more than 2 items": the verb only links them
        if noun is not None and verb >= 0 and norm[verb] in _HAVING:
            used.add(verb)
    for m, idx in spans(
        r"\b(?:only |just )?(?:ever )?([a-z]+ed) (?:only |just |exactly )?(once|twice|(\d+) times)\b"
    ):
        n = {"once": 1, "twice": 2}.get(m.group(2)) or int(m.group(3))  # "ordered only once": exactly 1
        said = m.group(1)
        stem = next((s for s in (said[:-2], said[:-1]) if s in known), None)
        if stem is None:
            continue
        intent.comparisons.append(Comparison("=", float(n), stem, False, m.group(0)))
        used.update(idx)
    having = "|".join(sorted(_HAVING))
    for m, idx in spans(rf"\b(?:{having}) {num}\b"):
        noun, more = noun_after(max(idx))  # "orders with 5 items": exactly that many
        if noun is None or m.group(1) in money:
            continue
        intent.comparisons.append(Comparison("=", float(m.group(1)), noun, False, m.group(0)))
        used.update((idx - {min(idx)}) | more)
    for m, idx in spans(rf"\bbetween {num} and {num}\b"):  # "orders between 10 and 20 dollars": both ends
        lo, hi = sorted((float(m.group(1)), float(m.group(2))))
        noun, more = noun_after(max(idx))
        is_money = m.group(1) in money or m.group(2) in money or "dollar" in m.group(0)
        rows = rows_before(min(idx)) if noun is None and is_money else None  # "orders between $20 and $40"
        for op, bound in ((">=", lo), ("<=", hi)):
            intent.comparisons.append(Comparison(op, bound, noun, is_money, m.group(0), rows))
        used.update(idx | more)
    for m, idx in spans(
        rf"\b{num}(?: (?:percent|pct|%))? or (more|above|over|greater|higher|less|fewer|below|under|lower)\b"
    ):
        op = ">=" if m.group(2) in {"more", "above", "over", "greater", "higher"} else "<="
        noun, more = noun_before(min(idx))  # "with an order total of $20 or more": that column
        # "whose tax rate is 6% or higher": a rate said in percent, as "above 6%" is
        intent.comparisons.append(Comparison(op, float(m.group(1)), noun, m.group(1) in money, m.group(0)))
        used.update(idx | more)


_NOUN_BEFORE = frozenset({"whose", "where", "with", "having", "when"})
_WHOSE = frozenset({"whose", "where"})
_LINKING = frozenset({"is", "are", "was", "were", "be", "been", "of", "that", "which", "worth", "each"})
"""Words between rows and the money bound on their amount ("orders that were over $50", "orders of $40")."""
_AMOUNT_NOUNS = frozenset({"total", "price", "cost", "spend", "paid", "amount", "value", "subtotal"})
"""The last word of a column that holds an amount of money ("order total", "product price", "tax paid")."""
_CURRENCY_AFTER = r"\b(\d+(?:\.\d+)?) ?(?:dollars?|usd|bucks|buck|euros?|eur|quid|pounds?|gbp)\b"
"""A number said with its currency after it is an amount of money, as much as one after "$"."""

_HAVING = frozenset(
    {"had", "have", "has", "with", "contain", "contains", "contained", "containing"}
    | {"include", "includes", "included", "including"}
)
