"""Formal phrasing, as a finance analyst writes a question, said plainly before it is read.

"Could you please provide the total revenue, defined as the sum of product prices excluding tax, for fiscal
year 2019? Thanks." asks what "revenue excluding tax in 2019" asks. Only the dressing goes: polite wrappers,
definitions that restate a measure (their tax wording is kept, as it picks the measure), fiscal wording
(the fiscal year is the calendar year), and formal ways of asking for a share, a ratio or a comparison; a
part said to be there "at least once" ("orders with at least one drink") is said to be there.
Every rewrite is a (pattern, replacement) row below, applied in order to the lower-cased text.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from askdata_app.agent.offline.numwords import alternation, numbers
from askdata_app.agent.offline.text import singular

_ORD = {
    "first": "1",
    "second": "2",
    "third": "3",
    "fourth": "4",
    "1st": "1",
    "2nd": "2",
    "3rd": "3",
    "4th": "4",
}
_ORDS = "|".join(_ORD)
_YEAR = r"(?:19|20)\d\d"
_MON = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?"
    r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)


def _year(said: str) -> str:
    """ "19" -> "2019", "2019" -> "2019"."""
    return said if len(said) == 4 else f"20{said}"


def _over(unit: str | None) -> str:
    """ "month" -> "month over month " (a growth said with its unit), None -> ""."""
    return f"{unit.lower()} over {unit.lower()} " if unit else ""


def _fy(m: re.Match[str]) -> str:
    return f" {_year(m.group(1))} "


def _nth_quarter(m: re.Match[str]) -> str:
    """ "the third fiscal quarter of 2020" -> "q3 2020"."""
    return f" q{_ORD[m.group(1)]} {m.group(2)} "


def _nth_half(m: re.Match[str]) -> str:
    """ "the second half of fiscal 2019" -> "h2 2019"."""
    return f" h{_ORD[m.group(1)]} {m.group(2)} "


_TAX_IN = (
    r"(?:including|incl\.?|inclusive of|gross of|with|plus|after|inc\.?) (?:the |any |all )?(?:sales"
    r" )?tax(?:es)?"
)
_TAX_OUT = (
    r"(?:excluding|excl\.?|exclusive of|net of|without|minus|less|before|pre|ex\.?) (?:the |any |all"
    r" )?(?:sales )?tax(?:es)?|pre-?tax|tax[- ]exclusive"
)


def _tax_said(text: str) -> str:
    """The tax wording of a definition, in the planner's words ("" when it says none)."""
    if re.search(_TAX_OUT, text):
        return " excluding tax "
    if re.search(_TAX_IN, text) or re.search(r"\btax[- ]inclusive\b|\bpaid by (?:the )?customers?\b", text):
        return " including tax "
    return " "


_MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
           "november", "december")  # fmt: skip
_MONTH = (
    r"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|"
    r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
_SPAN_WORDS = numbers("twelve", "six", "three", "nine", "twenty-four")


def _months_ended(m: re.Match[str]) -> str:
    """ "the twelve months ended December 2019" -> "from january 2019 to december 2019"."""
    said = m.group(1).lower()
    n = int(said) if said.isdigit() else _SPAN_WORDS.get(said, 12)
    end = next((i for i, name in enumerate(_MONTHS) if name.startswith(m.group(2).lower()[:3])), 11)
    year = int(m.group(3))
    first = end - n + 1
    start_year = year + (first // 12 if first >= 0 else -((-first + 11) // 12))
    start = first % 12
    return f" from {_MONTHS[start]} {start_year} to {_MONTHS[end]} {year} "


def _definition(m: re.Match[str]) -> str:
    """A restated definition: only what it says about tax is kept."""
    return _tax_said(m.group(0))


def _share_of(m: re.Match[str]) -> str:
    """ "as a share of total revenue, what fraction did beverages represent in 2019" ->
    "what proportion of revenue came from beverages in 2019"."""
    whole, part, rest = m.group("whole"), m.group("part"), m.group("rest") or ""
    each = re.match(r"(?:each|every|the various|our various) (?:of (?:our|the) )?", part)
    if each is not None:  # "what proportion of 2019 revenue did each product type represent": one share each
        return f" share of {whole} by {part[each.end() :]} {rest} "
    return f" what proportion of {whole} came from {part} {rest} "


_SHARE = r"(?:share|fraction|proportion|percentage|percent|part|portion|pct)"
_MAKE_UP = (
    r"(?:represent(?:ed|s)?|account(?:ed|s)? for|ma(?:k|d)e up|makes up|contribut(?:e|ed|es)|constitut(?:e|"
    r"ed|es)|comprise(?:d|s)?|come from|came from|generate(?:d|s)?|bring in|brought in)"
)

_REWRITES: tuple[tuple[str, str | Callable[[re.Match[str]], str]], ...] = (
    # ---- politeness around the question -----------------------------------------------------------
    (
        r"^\s*please (?:provide|give|send|share|pull|prepare|supply|report|compute|calculate|let (?:me|us)"
        r" know|tell|show|confirm|determine|identify)(?: (?:me|us))?(?: with)?\b",
        " ",
    ),
    (
        r"\b(?:many )?thanks?(?: you)?(?: (?:very|so) much)?(?: in advance)?\b"
        r"|\b(?:thx|thnx|thnks|tx|ty|tyvm)\b|\bcheers\b|\bmuch"
        r" appreciated\b",
        " ",
    ),
    (
        r"[,;]?\s*\b(?:if (?:at all )?(?:possible|you (?:can|could|would|don't mind))|when you (?:get|have)"
        r" a (?:chance|moment)|at your (?:earliest )?convenience|kindly|(?:many )?please)\b[,;]?",
        " ",
    ),
    (r"^(?:\s*(?:hi|hello|dear|good (?:morning|afternoon))\b(?: (?:team|all|there)\b)?[,!.]?)+", " "),
    # "sorry to bother you", "apologies for the basic question": an apology, said anywhere
    (
        r"\b(?:i'?m |i am )?(?:so |really |very )?sorry to (?:bother|trouble|pester|disturb|bug) you"
        r"(?: again)?\b|\b(?:my )?apologies(?: in advance)?(?: for (?:the|this|a|my) (?:[a-z]+ ){0,3}?"
        r"(?:question|ask|request|one))?\b",
        " ",
    ),
    # "I'm new here", "as someone new to the team": who asks, not what ("new" is no customer type here)
    (
        r"\b(?:i'?m|i am|as) (?:still |pretty |quite |very |fairly |someone |a )*new"
        r" (?:here|(?:to|on|in) (?:the|this|our) (?:team|company|job|role|data|business))\b[,.;:!-]*",
        " ",
    ),
    (
        r"^\s*(?:i|we)(?: would|'d) (?:be grateful|appreciate(?: it)?|be obliged|be thankful)(?: if)?(?:"
        r" you)?(?: (?:could|can|would))?(?: (?:please|kindly))?(?: (?:tell|let|show|give|send|provide)(?:"
        r" (?:me|us))?(?: know)?)?\b",
        " ",
    ),
    (
        r"^\s*(?:would|will|is) it be possible(?: for you)? to (?:obtain|get|have|see|provide|receive|pull|"
        r"share|know|find out)?(?: (?:me|us))?(?: with)?\b",
        " ",
    ),
    (r"^\s*(?:i was wondering|i wonder)(?: whether| if)?(?: you could| you can)?\b", " "),
    (
        r"^\s*(?:could|can|would|will) you(?: (?:possibly|kindly|be (?:able|so kind) to))? (?:please"
        r" )?(?:provide|give|send|share|pull|prepare|supply|report|compute|calculate|let (?:me|us) know|tell"
        r"|show|list|confirm|determine|identify|break down|summari[sz]e|outline|advise|indicate|specify|"
        r"quantify|state|obtain)(?: (?:me|us))?(?: with)?\b",
        " ",
    ),
    (
        r"^\s*(?:provide|give (?:me|us)|send (?:me|us)|let (?:me|us) know|quantify|state|indicate|specify|"
        r"ascertain|establish|advise(?: (?:me|us))?(?: of| on)?)(?: with)?\b",
        " ",
    ),
    (
        r"\bwhich (?:one )?of (?:our|the|all (?:of )?(?:our|the)) ([a-z]+s)\b(?= (?!(?:and|or|are|were|is|"
        r"have|had|do|did)\b)[a-z]+)",
        lambda m: f" which {singular(m.group(1))} ",
    ),
    (
        r"^\s*(?:i|we)(?: would|'d| should| will|'ll)? (?:like|love|want|need|wish|require)(?: to)?(?:"
        r" (?:know|see|understand|find out|get|obtain|have|learn|ask|request|confirm|determine|review))?(?:"
        r" (?:about|of|for))?\b",
        " ",
    ),
    (
        r"^\s*(?:i|we)(?: am|'m| are|'re) (?:interested|curious)(?: in| about| to (?:know|see|"
        r"understand))?(?: (?:knowing|seeing|understanding|learning|finding out))?\b",
        " ",
    ),
    (
        r"^\s*(?:i|we) (?:am|'m|are|'re) (?:looking|trying) (?:for|to (?:find|get|see|understand|"
        r"determine))\b",
        " ",
    ),
    (r"^\s*(?:could|can) (?:i|we) (?:please )?(?:get|have|see|obtain|ask for)\b", " "),
    (r"^\s*(?:do|would) you (?:happen to )?know\b", " "),
    (
        r"^\s*(?:for|as part of|in preparation for|ahead of) (?:the |our |my |an? )?(?:board|annual|"
        r"quarterly|year[- ]end|monthly|management|finance|financial|investor|budget|audit)[a-z"
        r" -]*?(?:report|review|pack|deck|meeting|presentation|memo|close|analysis|reporting|purposes)"
        r"[^,:;?]*[,:;]",
        " ",
    ),
    (
        r"^\s*for (?:the|our|my) (?:board|cfo|ceo|auditors?|investors?|management|finance team|committee|"
        r"leadership|executives?|directors?|shareholders?|lenders?|bank)\b[^,:;?]*[,:;]",
        " ",
    ),
    (r"\b(?:a|the) (?:breakdown|split|analysis|summary|view) of (?=[a-z ]+? by\b)", " "),
    (  # "how does that compare with 2019?": the earlier figure and 2019's, both (not 2019's alone)
        r"^\s*(?:and )?how (?:would|does|did|will|do)"
        r" (?:that|this|it|those|these|the (?:figure|number|total)s?) (?:compare|stack up|measure up|look)"
        r" (?=(?:with|to|against|next to|beside|vs\.?) )",
        " and compared ",
    ),
    (
        r"^\s*(?:and )?(?:how (?:would|does|did|will|do) (?:that|this|it|those|these|the (?:figure|number|"
        r"total)s?) (?:look|change|be|compare|come out)(?: like)?|what (?:would|does|do) (?:that|this|it|"
        r"those) (?:look like|be|come to))\b",
        " and ",
    ),
    (
        r"^\s*(?:and )?what (?:if|about if|happens if) we (include|exclude)d? (?:the |sales )*tax\b",
        lambda m: f" and {m.group(1).lower()[:-1]}ing tax ",
    ),
    (
        r"^\s*(?:per|as per|following|in line with|consistent with|according to) (?:our |the )?(?:usual |"
        r"standard |normal |house )?(?:convention|definition|practice|policy|methodology)s?\b[,;:]?",
        " ",
    ),
    (
        r"\b(?:revenue|sales) (?:excludes|is net of|is before|is exclusive of|is stated before)"
        r" (?:sales )?tax[;,:.]",
        " ",
    ),
    (r"\b(?:on|using) (?:that|this|the same|this same|that same) (?:basis|definition|convention)\b,?", " "),
    (
        r"\b(?:were|was) (?:recorded|registered|booked|logged|posted|processed|received|taken)\b",
        " were placed ",
    ),
    # ---- restated definitions (kept only for what they say about tax) -------------------------------
    (
        r"\((?:which (?:for us |in our case )?runs|running|i\.e\.?,? (?:the )?(?:calendar|jan)|our fiscal|"
        r"the fiscal|fiscal year|which is (?:the )?calendar|same as (?:the )?calendar|calendar)[^)]*\)",
        " ",
    ),
    (
        r"[,;(]\s*(?:which|that) (?:is|are|we define as|we treat as|means|we take as)? ?(?:defined|"
        r"calculated|computed|measured|taken|understood)(?: here)? as [^,;)?]*[,;)]?",
        _definition,
    ),
    (
        r"[,;(]?\s*(?:defined|calculated|computed|measured|taken|understood|expressed|reported|stated|shown)"
        r" (?:here )?(?:as|in terms of|on the basis of) (?!a (?:share|fraction|proportion|percentage|"
        r"percent)|(?:a |the )?(?:ratio|share|fraction|proportion|percentage|percent|pct)|%)[^,;)?]*[,;)]?",
        _definition,
    ),
    (
        r"\(\s*(?:i\.e\.?|ie|that is|meaning|namely|in other words|so|net|gross|inclusive|"
        r"exclusive)\b[^)]*\)",
        _definition,
    ),
    (
        r",\s*(?:i\.e\.?|ie|that is|meaning|in other words),?\s*(?=[^,;?]*\b(?:tax|sum|prices?|paid|total|"
        r"calendar|revenue|before|after|net|gross)\b)[^,;?]*[,;]?",
        _definition,
    ),
    (
        r"\b(?:the )?(?:amount|sum|total|money) (?:that )?(?:was |were |is )?paid by (?:our |the |all"
        r" )?customers(?: (?:at|for) (?:the )?(?:till|checkout|register))?\b",
        " order total ",
    ),
    (
        r"\b(?:paid|spent) by (?:our |the |all (?:of )?(?:our |the )?)?customers\b(?! (?:each|individually|"
        r"separately))",
        " paid ",
    ),
    (
        r"\b(?:gross of|inclusive of|plus) (?:all |any |the )?(?:sales )?tax(?:es)?\b",
        " including tax ",
    ),
    (
        r"\b(?:net of|exclusive of|less|minus) (?:all |any |the )?(?:sales )?tax(?:es)?\b",
        " excluding tax ",
    ),
    (r"\btax[- ]inclusive\b", " including tax "),
    (r"\btax[- ]exclusive\b", " excluding tax "),
    (r"\b(including|excluding|before|after|with|without) sales tax\b", r" \1 tax "),
    # "a sales tax rate above 5%": the store's tax rate (no sales measure)
    (r"\bsales tax rate(s?)\b", r" tax rate\1 "),
    # "the stores taxed at 4%", "a tax rate of 4%", "with a 4% tax rate": the rate equal to it (a rate
    # "of 6% or higher" is a bound, read as one)
    (
        r"\b(?:(?:with |having |at )?an? )?(\d+(?:\.\d+)?) ?(?:%|percent|per cent) (?:sales )?tax rate\b"
        r"(?! (?:or|and) (?:higher|more|above|over|lower|less|below|under)\b)",
        r" with a tax rate equal to \1% ",
    ),
    (
        r"\b(?:(?:that are|which are|being|are|is) )?taxed at (\d+(?:\.\d+)?) ?(?:%|percent|per cent)"
        r"(?! (?:or|and) (?:higher|more|above|over|lower|less|below|under)\b)",
        r" with a tax rate equal to \1% ",
    ),
    (
        r"\btax rate (?:of|is|was|at|=) (\d+(?:\.\d+)?) ?(?:%|percent|per cent)"
        r"(?! (?:or|and) (?:higher|more|above|over|lower|less|below|under)\b)",
        r"tax rate equal to \1%",
    ),
    # "gross profit margin": the margin (a rate), not the gross profit beside a margin
    (r"\bgross profit margins?\b", " gross margin "),
    # "which store remitted the most sales tax": the tax it collected (and passed on)
    # ("remitted the greatest amount of sales tax": a few words between the verb and the tax)
    (r"\bremit(?:s|ted|ting)?\b(?=(?: [a-z]+){0,5} tax(?:es)?\b)", " collected "),
    (r"\b(tax(?:es)?(?: [a-z]+){1,3}) remit\b", r"\1 collect "),
    # "revenue less the supply cost of the orders": the orders' cost (not the cost less an order count)
    (r"\b(?:the )?supply costs? of (?:the |our |all |those |these )?orders\b", " order cost "),
    # "the single largest tax amount ever charged on one order": the largest on one order (the "ever" is all
    # time, not a ranking over some breakdown)
    (r"\bsingle (largest|biggest|highest|greatest|smallest|lowest)\b", r"\1"),
    (r"\bever (?=(?:[a-z]+ )?on (?:one|a single|an?|any) (?:order|ticket|receipt|transaction)\b)", ""),
    # "customers on file", "for the audit file": where the answer goes, not what it counts
    (r"\b(?:on file|for (?:the |my |our |a |their )?(?:[\w']+ )?file)\b", " "),
    # "customers with more than a single order": more than one
    (r"\b(more|fewer|less) than a single\b", r"\1 than one"),
    # "the back half of the year", "the front half of 2019": the second and the first half
    (r"\b(?:back|latter|rear) half\b", "second half"),
    (r"\bfront half\b", "first half"),
    # "sales tax paid": one figure, not the sales and the tax
    (r"\bsales tax(?:es)? (?:paid|collected|charged|remitted)\b", " tax paid "),
    (r"\bon an? (?:ex|pre|before|net of|excluding)[- ]tax basis\b|\bon an? net basis\b", " excluding tax "),
    (
        r"\bon an? (?:incl|including|gross of|after|post|tax[- ]inclusive)[- ]?(?:tax )?basis\b|\bon an?"
        r" gross basis\b",
        " including tax ",
    ),
    (r"\b(?:process(?:ed)?|handled?|fulfill?(?:ed)?)\b", " "),
    (
        r"\btax(?:es)? (?:collected|charged|levied|remitted|paid)? ?on (?:all )?(?:our |the )?orders\b",
        " tax paid ",
    ),
    # "average pre-tax value of orders", "mean pretax order value": the order value before tax
    (
        r"\b(?:the )?(?:average|avg|mean) (?:pre-?|before[- ]|ex[- ])tax"
        r" (?:order value|value of (?:the |our |all )?orders)\b",
        " average order value before tax ",
    ),
    (
        r"\b(?:the )?(?:average order value|aov)\b([^,?]{0,20}?),? (?:excluding|before|without) tax\b,?",
        r" revenue per order \1 ",
    ),
    # ---- fiscal wording: the fiscal year is the calendar year --------------------------------------
    (
        rf"\b(?:the )?({_ORDS}) (and|or|vs\.?|versus|to) (?:the )?({_ORDS}) (half|halve|quarter)s? (?:of |in"
        rf" )?(?:the )?(?:fiscal |financial |calendar )?(?:year )?({_YEAR})\b",
        lambda m: (
            f" {m.group(4)[0]}{_ORD[m.group(1)]} {m.group(5)} {m.group(2)} {m.group(4)[0]}{_ORD[m.group(3)]}"
            f" {m.group(5)} "
        ),
    ),
    (
        rf"\b(?:the |trailing |last )?(\d+|{alternation(_SPAN_WORDS)})[- ]months?(?: period)?"
        rf" (?:ended|ending|to|through|up to) (?:the end of )?{_MONTH} ({_YEAR})\b",
        _months_ended,
    ),
    (
        rf"\b(?:the )?({_ORDS}) (half|quarter) (and|vs\.?|versus|to|compared (?:to|with)|against) (?:the"
        rf" )?({_ORDS}) (?:half|quarter) (?:of |in )?(?:the )?(?:fiscal |financial |calendar )?(?:year"
        rf" )?({_YEAR})\b",
        lambda m: (
            f" {m.group(2)[0]}{_ORD[m.group(1)]} {m.group(5)} {m.group(3)} {m.group(2)[0]}{_ORD[m.group(4)]}"
            f" {m.group(5)} "
        ),
    ),
    (
        r"\b(?:the )?(?:fiscal |financial )?year (?:ending|ended|to|through) (?:31(?:st)? )?(?:december|"
        r"dec)(?: 31(?:st)?)?,? ((?:19|20)\d\d)\b",
        r" \1 ",
    ),
    (r"\bfy ?'?(\d\d(?:\d\d)?)\b", _fy),
    (
        r"\b(q[1-4]|h[12]) (?:of )?(?:fiscal year|fiscal|fy) ?'?(\d\d(?:\d\d)?)\b",
        lambda m: f" {m.group(1)} {_year(m.group(2))} ",
    ),
    (
        rf"\b(?:the )?({_ORDS}) (?:fiscal |financial |calendar )?quarter (?:of |in )?(?:the )?(?:fiscal |"
        rf"financial |calendar )?(?:year )?({_YEAR})\b",
        _nth_quarter,
    ),
    (
        rf"\b(?:the )?({_ORDS}) (?:fiscal |financial |calendar )?half (?:of |in )?(?:the )?(?:fiscal |"
        rf"financial |calendar )?(?:year )?({_YEAR})\b",
        _nth_half,
    ),
    (r"\b(?:fiscal|financial|calendar)(?: year)? ((?:19|20)\d\d)\b", r" \1 "),
    (r"\b((?:19|20)\d\d) (?:fiscal|financial|calendar) year\b", r" \1 "),
    (r"\b(?:fiscal|financial) (year|quarter|month|half|period)s?\b", r" \1 "),
    (r"\b(?:fiscal|financial)\b(?= (?:19|20)\d\d\b)", " "),
    # ---- shares and ratios -------------------------------------------------------------------------
    (
        rf"\bas an? {_SHARE} of (?:the )?(?:total |overall |aggregate |all )?(?P<whole>[^,]+?),\s*(?:what|"
        rf"which) {_SHARE}(?: of (?:it|that|this|the total))? (?:did|does|do|was|is) (?:the )?(?P<part>.+?)"
        rf" {_MAKE_UP}(?: for)?\b(?P<rest>.*)$",
        _share_of,
    ),
    (
        rf"\b(?:what|which) {_SHARE} of (?:the |our )?(?:total |overall |aggregate |all )?(?P<whole>.+?)"
        rf" (?:did|does|do|was|were|is) (?:the |our )?(?P<part>.+?) {_MAKE_UP}(?: for)?\b(?P<rest>.*)$",
        _share_of,
    ),
    (
        rf"\b(?:the )?(?P<what>[a-z]+(?: [a-z]+)?) (?:generated|contributed|brought in|earned|made|accounted"
        rf" for|attributable to|coming from|that came from|from) (?:by )?(?:the |our )?(?P<part>[^,]+?),?"
        rf" (?:expressed |taken |measured |stated )?as an? {_SHARE} of (?:the |our )?(?:total |overall |all"
        rf" )?(?P<whole>[a-z]+(?: [a-z]+)??)(?=[,?.!]| in\b| for\b| during\b| over\b|$),?",
        lambda m: f" proportion of {m.group('whole')} from {m.group('part')} ",
    ),
    (
        rf"\b(?:what|which) {_SHARE} of (?:the |our )?(?:total |overall |aggregate |all )?(?P<whole>.+?)"
        rf" (?:is|was|are|were) (?:attributable to|due to|generated by|contributed by|accounted for by|"
        rf"derived from|sourced from|from) (?:the |our )?(?P<part>.+?)(?P<rest>)$",
        _share_of,
    ),
    (
        rf"\b(?:expressed|stated|shown|given|reported|measured|calculated) as an? {_SHARE} of\b",
        " as a share of ",
    ),
    (r"\bas a percent(?:age)? of\b", " as a share of "),
    (
        r"\b(?:the )?ratio (?:of|between) (?:the |our )?(.+?) (?:to|and|versus|vs\.?|over) (?:the |our"
        r" )?(.+?)(?= (?:in|for|during|over|across|at|by|per|from|between)\b|[,?.!]|$)",
        r" \1 / \2 ",
    ),
    # "the revenue-weighted effective tax rate": a rate of totals is weighted by them already
    (
        r"\b(?:revenue|sales|dollar|value)[- ]weighted (?=(?:average |mean |overall )?(?:effective )?"
        r"(?:sales )?tax rate)",
        "",
    ),
    # "total tax paid over total pre-tax sales": one total divided by the other
    (
        r"\b((?:the )?(?:total|overall|aggregate) [a-z -]+?) over (?:the )?((?:total|overall|aggregate)"
        r" [a-z -]+?)(?= (?:in|for|during|over|across|at|by|per|from|between)\b|[,?.!:;]|$)",
        r" \1 / \2 ",
    ),
    # ---- context said before the question ("We are preparing the annual report. What was ...") ----------
    (r"^(?:\s*(?:we|i|our|this|the board|for context|as you know|context)\b[^.?!]*[.!:;]\s+)+(?=\S)", " "),
    (
        r"^\s*(?:given|since|because|bearing in mind|considering|in light of|ahead of)\b[^,]*,\s*(?=(?:could"
        r"|can|would|what|how|which|who|please|i|we|kindly|provide|give|tell|show)\b)",
        " ",
    ),
    (
        r"\b(?:a |the )?comparison of (.+?) between (?:the )?(.+?) and (?:the )?(.+?)(?= for\b| in\b|"
        r" during\b| over\b|[,?.!]|$)",
        r" \1 for \2 vs \3 ",
    ),
    (r"\b(?:a |the )?(?:breakdown|split) of (.+?) between\b", r" \1 for "),
    (
        r"\b(?:over|during|throughout) the course of\b"
        r"|(?<!open )(?<!trading )\bthroughout\b(?= (?:fiscal |the )?(?:19|20)\d\d\b)"
        # "the takings after 7pm, all through the December of 2020": in that month (not up to its end)
        r"|(?<!open )(?<!trading )\b(?:all|right|straight) through(?:out)?\b(?= (?:the )?(?:month of )?"
        r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|spring|summer|autumn|fall|winter|q[1-4]"
        r"|(?:19|20)\d\d)\w*\b)",
        " in ",
    ),
    (r"\bhow (?:(?:has|have|did|does|do) )?(?:the |our )?(.+?) trend(?:ed|s)?\b", r" \1 trend "),
    (
        r"\b(?:the )?(?:year[- ](?:on|over)[- ]year |yoy |annual )?change in (.+?)(?: was| were)? between\b",
        r" the difference in \1 between ",
    ),
    (
        r"\b(revenue|sales|orders|income|takings)\s+(?:that (?:is|was|were) )?(?:attributable to|derived"
        r" from|generated by|contributed by|sourced from)\b",
        r" \1 from ",
    ),
    (
        r"\b(?:accounted for|represented|made up|contributed|generated|had|produced) (?:the )?(largest|"
        r"biggest|greatest|highest|smallest|lowest|least) (?:share|proportion|portion|part|fraction|"
        r"percentage) of (?:the |our )?(?:total |overall )?",
        lambda m: (
            " had the highest "
            if m.group(1).lower() in {"largest", "biggest", "greatest", "highest"}
            else " had the lowest "
        ),
    ),
    (
        r"\b(stores|locations|shops|branches|outlets|restaurants|cafes)(?: that)?(?: (?:we|were|had|have|did"
        r" we))?(?: (?:operate|operated|operating|run|running|open|in operation|trading|have open|had"
        r" open))(?: as (?:at|of)| at| by)? (?:the )?(?:year[- ]end|end of(?: the year)?|close of)(?: of)?"
        r" ((?:19|20)\d\d)\b",
        r" \1 had opened by the end of \2 ",
    ),
    (
        r"\b(?:split|broken down|divided|distributed|allocated|spread)\s+(?:between|among|across) (?:our |"
        r"the |all |each of )*([a-z]+s)\b",
        r" by \1 ",
    ),
    (r"\b(?:for |in )?(?:each of )?the (?:four|4) quarters (?:of|in)\b", " each quarter in "),
    (r"\b(?:for |in )?(?:each of )?the (?:twelve|12) months (?:of|in)\b", " each month in "),
    (r"\b(?:for |in )?each (?:individual |calendar )?quarter (?:of|in)\b", " each quarter in "),
    (r",?\s*in terms of (?:the )?order total\b,?", " "),
    (
        r"\b(?:included|include|includes|including|contained|had|with) at least (?:one|1)"
        r" (?=(?:drinks?|beverages?|jaffles?|food|sandwich(?:es)?)\b)",
        " contained a ",
    ),
    # ---- formal comparisons, rankings and bases ----------------------------------------------------
    (
        r"\bhow (?:did|does|do|has|have) (?:the |our )?(.+?) (?:compare|stack up|differ|change|"
        r"compare[ds]?)(?: with each other)? (?:between|across|from) (.+?) (?:and|to|versus|vs\.?)"
        r" (.+?)\s*[?.!]*$",
        r" \1 in \2 vs \3 ",
    ),
    (
        r"\bhow (?:did|does|do) (?:the |our )?(.+?) (?:in|for|during) (.+?) (?:compare|stack up) (?:with|to|"
        r"against|versus) (?:that (?:of|in|for) |the same (?:in|for) |those (?:of|in|for) )?(.+?)\s*[?.!]*$",
        r" \1 in \2 vs \3 ",
    ),
    (
        r"\b(?:compared|compare) (?:to|with|against) (?:that (?:of|in|for)|those (?:of|in|for)|the same"
        r" (?:in|for))\b",
        " vs ",
    ),
    (r"\bon an? (?:per[- ])?([a-z]+)[- ](?:by[- ][a-z]+ )?basis\b", r" per \1 "),
    (r"\bper[- ]([a-z]+) basis\b", r" per \1 "),
    (r"(?<=\d),? (?:taken together|all told)\b", " together"),  # "on March 19 and May 2 2020, all told": the
    # days (or years) added up
    (r"\b(?:in (?:the )?aggregate|taken together|all told|in sum)\b", " "),
    (r"\bon average,? per ([a-z]+),?", r" average per \1 "),
    (  # "which was our best-performing store on revenue": which store had the highest revenue
        r"\b(?:was|were|is|are) (?:the |our )?(?:top|best|strongest|leading|highest)[- ](?:performer|"
        r"(?:performing|grossing)(?: (?P<noun>[a-z]+))?|earner)s? (?:by|in terms of|for|on|in)\b",
        lambda m: f" {m.group('noun') or ''} had the highest ",
    ),
    (  # "which was our best-performing store on revenue": which store had the highest revenue
        r"\b(?:was|were|is|are) (?:the |our )?(?:worst|weakest|lowest|poorest|bottom)[- ](?:performer|"
        r"(?:performing|grossing)(?: (?P<noun>[a-z]+))?|earner)s? (?:by|in terms of|for|on|in)\b",
        lambda m: f" {m.group('noun') or ''} had the lowest ",
    ),
    (
        r"\b(?:record(?:ed)?|register(?:ed)?|post(?:ed)?|book(?:ed)?|achieved?|reali[sz]ed?|deliver(?:ed)?|"
        r"experienced?|report(?:ed)?|saw|see)\b(?= (?:the )?(?:highest|lowest|most|least|largest|smallest|"
        r"greatest|fewest|best|worst|biggest|strongest|weakest|top|bottom)\b)",
        " had ",
    ),
    # "which jaffle has the highest menu price": the most expensive (a product's own price, not a measure)
    (
        r"\b(?:has|have|had|with|carr(?:y|ies)) the (?:highest|top|biggest|largest|steepest) (?:menu |list "
        r"|sticker |unit |retail |selling )?price(?: tag)?\b",
        " is the most expensive ",
    ),
    (
        r"\b(?:has|have|had|with|carr(?:y|ies)) the (?:lowest|smallest|cheapest)"
        r" (?:menu |list |sticker |unit |retail |selling )?price(?: tag)?\b",
        " is the cheapest ",
    ),
    (r"\b(?:highest|most)[- ]priced\b", " most expensive "),
    # "which drink is the cheapest today": the menu as it stands (prices do not change), no period
    (
        r"\b((?:cheapest|most expensive)(?: [a-z]+){0,4}?) (?:today|right now|now|currently|at present"
        r"|at the moment|these days)\b",
        r"\1",
    ),
    (r"\b(?:currently|presently|now) (?=(?:the )?(?:cheapest|most expensive)\b)", " "),
    (r"\b(?:lowest|least)[- ]priced\b", " cheapest "),
    # "since our records begin", "since day one": over all the data
    (
        r"\bsince (?:our |the )?records? (?:began|begin|begins|started|start|starts)\b"
        r"|\bsince (?:the (?:very )?(?:beginning|start)(?! of)|day one"
        r"|we (?:first )?(?:opened|started|began)(?: trading| (?:keeping|doing) (?:the |our )?"
        r"(?:books|records|accounts))?(?! (?:in|on)\b)|records began)\b",
        " of all time ",
    ),
    # "all the years together", "every year put together": over all the data (no row per year); "per month,
    # all years combined" pools the months of the year (kept)
    (
        r"^(?P<head>(?![^?]*\b(?:per|by|each|every|for each) (?:calendar )?(?:month|week|weekday|day|hour"
        r"|quarter|season)s?\b)[^?]*?),?\s*\b(?:over |across |for )?(?:all|every one of) (?:the |our )?years"
        r" (?:together|combined|put together|added together|added up|taken together|in one|as one)\b",
        r"\g<head> of all time ",
    ),
    # "according to the supplies list", "on our books", "to their name": where a figure is kept, no filter
    (
        r",?\s*\b(?:according to|as per|per) (?:the |our )?(?:[a-z]+ ){0,2}"
        r"(?:list|records?|data|books|figures|system|database|menu|table|sheet|ledger)\b",
        " ",
    ),
    (r"\b(?:on|in) (?:our|the) (?:books|records|files?|system|database)\b", " "),
    # "going by the first order date on their customer record": where the date is kept
    (
        r"\b(?:on|in) (?:their|his|her|its|the) (?:customer(?:'s|s')? )?(?:record|records|file|profile"
        r"|account)s?\b",
        " ",
    ),
    (r"\b(?<=orders) to (?:their|his|her|its|one's) names?\b", " "),
    # "these days, what do the coffee beans cost us": the price list as it stands (no period)
    (r"\b(?:these days|nowadays)\b,?(?=.*\b(?:costs?|prices?|priced|cheapest|expensive)\b)", " "),
    # "what do the supplies for a single krautback come to, all of them added up": its unit cost
    (
        r"\b(?:what|how much) (?:do|does|would|will) (?:the |all the |all of the )?supplies"
        r" (?:for|of|in|that go into|used in|needed for|going into) (?:a single|one single|one|a|an|each|the)"
        r" ([a-z][a-z' -]*?) (?:come to|cost(?: us)?|add up to|total|amount to|sum to)"
        r"(?:,? (?:all (?:of them )?)?(?:added up|added together|summed|together|in total|in all))?(?=\W|$)",
        r"what is the unit cost of \1",
    ),
    # "list the tangaroo's supplies with their costs", "what's in the tangaroo, list the supplies + what
    # each costs us": the product's supplies, each with its cost
    (
        r"\b(?:what'?s|what is) in (?:the |a |an )?([a-z][a-z' -]*?)[,?:.]? (?:list|show|give me|tell me)"
        r" (?:the |its |all the |all its )?(?:supplies|ingredients)\b",
        r"list the supplies of the \1",
    ),
    (
        r"\b(list|show|give me|tell me) (?:the |a )?([a-z][a-z -]*?)'s? (?:supplies|ingredients)\b",
        r"\1 the supplies of the \2",
    ),
    (r"(?<=\bsupplies of the )the ", ""),
    (
        r"(?<=supplies)( of the [a-z][a-z -]*?)?\s*(?:,\s*)?(?:with (?:their|its|the) (?:costs?|prices?)"
        r"|(?:and|\+|plus|&) (?:their|the) (?:costs?|prices?)"
        r"|(?:and|\+|plus|&) what (?:each|they|it) costs?(?: us)?"
        r"|(?:and|\+|plus|&) (?:the )?cost of each(?: one)?)\b",
        r"\1 and what each costs",
    ),
    # "how many different supplies ..., counting each supply name only once": a distinct count, said again
    (r",?\s*\bcounting (?:each|every|any) (?:[a-z]+ ){0,2}(?:only )?once\b", " "),
    # "what do the coffee beans cost us per portion": a supply's cost is per portion already
    (r"\b(cost(?:s)?(?: us)?) (?:per|a|for a|for each) (?:portion|serving|use|dose|helping)\b", r"\1"),
    # "summer 2020 (jun-aug)", "nye 2020 (dec 31)": the months or day of a period said just before, again
    (
        r"(?<=\b(?:19|20)\d\d)\s*\(\s*(?:(?:on |i\.?e\.? |aka |=\s*)?" + _MON + r"\.? \d{1,2}(?:st|nd|rd|th)?"
        r"|" + _MON + r"\.?\s*(?:-|–|to|thru|through|until)\s*" + _MON + r"\.?)\s*\)",
        " ",
    ),
    # "show me new vs returning customers by year": how many of each (it listed every customer)
    (
        r"^\s*(?:(?:show|give|get|pull|compare)(?: me| us)?\s+)?(?:the )?((?:new|returning|repeat|one-time"
        r"|first-time)(?: customers)? (?:vs\.?|versus|v\.?|compared (?:to|with)|against) (?:the )?"
        r"(?:new|returning|repeat|one-time|first-time) customers)\b",
        r"how many \1",
    ),
    # "what do people order with a tangaroo most often": the product most often bought with it (it ranked
    # the customers)
    (
        r"\bwhat (?:do|does|did) (?:people|customers|folks|they|guests|most people|our customers|everyone)"
        r" (?:usually |typically |normally )?(?:order|buy|get|have|pair|grab|add)(?: most often| most)?"
        r" (?:with|alongside|together with|next to) (a |an |the )?([a-z][a-z -]*?)(?: the)?"
        r"(?: (?:most often|most|the most|most frequently|most commonly))?"
        r"(?=\s*(?:[?.!,]|$| in | at | during ))",
        r"which product is most often bought with \2",
    ),
    (
        r"\bwhat is (?:most often|most commonly|most frequently) (?:ordered|bought|sold)\b(?= with)",
        "which product is most often bought",
    ),
    # "which month had the biggest drop in revenue", "the biggest month-over-month decline in orders": the
    # lowest growth over the period before (it ranked the months by the figure, or by its growth, highest)
    (
        r"\b(?:the )?(?:biggest|largest|greatest|sharpest|steepest|worst|deepest) (?:(month|week|quarter"
        r"|day|year)[- ]o(?:ver|n)[- ](?:month|week|quarter|day|year) |mom |wow |qoq |yoy )?"
        r"(?:percentage |percent |relative |% )?(?:decline|drop"
        r"|fall|decrease|dip|slump|plunge)s? (?:in|of) ",
        lambda m: f" the lowest {_over(m.group(1))}growth in ",
    ),
    # "which store sold the largest number of mel-buns": the most (not a count of stores)
    (
        r"\b(sold|sells|moved|took|takes|had|has|made|makes|got|gets|served|serves|received|placed|bought"
        r"|ordered|did|saw) the (?:(?:single )?(?:largest|greatest|highest|biggest) (?:number|count|quantity"
        r"|amount|total)) of\b",
        r"\1 the most",
    ),
    (
        r"\b(sold|sells|moved|took|takes|had|has|made|makes|got|gets|served|serves|received|placed|bought"
        r"|ordered|did|saw) the (?:smallest|lowest|least) (?:number|count|quantity|amount|total) of\b",
        r"\1 the fewest",
    ),
    (r"\bin descending order of\b", " by "),
    (  # "orders by store, desc": a dashboard's sort word closing the question
        r"(?:,\s*|\s)(?:(?:sorted|sort|ordered|order) )?(?:by )?(desc|descending)\.?\s*(?=$|[?!])",
        " highest first ",
    ),
    (
        r"(?:,\s*|\s)(?:(?:sorted|sort|ordered|order) )?(?:by )?(asc|ascending)\.?\s*(?=$|[?!])",
        " lowest first ",
    ),
    (
        r",?\s*(?:ranked|sorted|ordered|listed|arranged|shown)? ?(?:in|by) descending order\b",
        " highest first ",
    ),
    (r",?\s*(?:ranked|sorted|ordered|listed|arranged|shown)? ?(?:in|by) ascending order\b", " lowest first "),
    (
        r"\b(?:expressed|stated|shown|given|reported|measured|calculated) (?:in|as) (?:a )?(percent|"
        r"percentage)(?: terms)?\b",
        " in percent ",
    ),
    (r"\bin percentage terms,?\s*", " "),
    (r"\bin ascending order of\b", " by lowest "),
    # "going from the highest down to the lowest", "most first": the order of a list, every row kept
    (
        r"\b(?:going |running |sorted |ordered )?from (?:the )?(?:highest|biggest|largest|most)"
        r" (?:down |all the way )?to (?:the )?(?:lowest|smallest|least)\b|\b(?:the )?most first\b",
        " highest first ",
    ),
    (
        r"\b(?:going |running |sorted |ordered )?from (?:the )?(?:lowest|smallest|least)"
        r" (?:up |all the way )?to (?:the )?(?:highest|biggest|largest|most)\b"
        r"|\b(?:the )?(?:least|fewest) first\b",
        " lowest first ",
    ),
    # "the opening dates of our stores": each store's own date (not a count of the stores opened)
    (
        r"\b(?:opening|launch|open) dates? (?:of|for) (?:all |each of |every one of )?"
        r"(?:the |our |all the |all our )?(?:stores|shops|caf[eé]s|locations|branches|outlets)\b"
        r"(?!\s+(?:opened|that|which|in|from|launched|since|before|after|where)\b)",
        "opening date of each store",
    ),
    # "now group it by quarter instead": the figure asked before, by another breakdown
    (
        r"\b(?:group|regroup|break|split|bucket|roll|aggregate|redo|do|show|cut|slice|bin|sort|lay|run|give)"
        r" (?:it|that|this|them|those|these|the same|the (?:numbers|figures|data|series|list|table))"
        r"(?: (?:up|down|out|again))?\s+(?=(?:by|per|into|at|on a|on an)\b)",
        " ",
    ),
    # "how many orders did San Francisco take on that opening day": on its own opening day
    (r"\bon (?:that|this|the very|that very) (opening day|first day(?: of trading)?)\b", r"on its \1"),
    # "and in 2019, the year it opened?": the year said again by what happened in it
    (
        r"(?<=\b(?:19|20)\d\d),? (?:the|its) (?:year|month) (?:it|she|they|we|the (?:store|shop|caf[eé]))"
        r" (?:first )?(?:opened|launched|started|began)(?: (?:its|their) doors)?\b",
        " ",
    ),
    # "from the oldest one to the newest", "in date order": the list in time order, every row kept
    (
        r"\b(?:listed |sorted |ordered |going |running |arranged )?from (?:the )?(?:oldest|earliest|first)"
        r"(?: one)? (?:up |through |all the way )?to (?:the )?(?:newest|latest|youngest|most recent|last)"
        r"(?: one)?\b|\b(?:listed |sorted |arranged |put )?in (?:date|chronological|time|calendar) order\b"
        r"|\b(?:listed |sorted |arranged )?chronologically\b",
        " oldest first ",
    ),
    (
        r"\b(?:listed |sorted |ordered |going |running |arranged )?from (?:the )?(?:newest|latest|youngest"
        r"|most recent)(?: one)? (?:back |down |all the way )?to (?:the )?(?:oldest|earliest|first)"
        r"(?: one)?\b"
        r"|\b(?:listed |sorted |arranged |put )?in reverse (?:date|chronological|time) order\b",
        " newest first ",
    ),
    # "monthly revenue for 2020, January through December": every month of the year said, in time order
    (
        r",?\s*\b(?:from )?jan(?:uary)? (?:through|thru|to|till|until|-|–) dec(?:ember)?\b"
        r"(?!\s*(?:19|20)\d\d)",
        " oldest first ",
    ),
    # "orders in each year, starting with 2018": from that year on, in time order
    (
        r"\b(?:starting|beginning) (?:with|from|at|in) ((?:19|20)\d\d)\b",
        r"from \1 onwards, oldest first",
    ),
    # "total revenue across all three years, 2018 to 2020": that span of years, not each year
    (
        r"\b(?:across|over|for|in) (?:all |both |the |our )?(?:(?:two|three|four|five|six|\d) )?"
        r"(?:full )?years,?"
        r" ((?:19|20)\d\d) (?:to|through|thru|until|till|-|–) ((?:19|20)\d\d)\b",
        r"from \1 to \2",
    ),
    # "biggest share first": the order of a list, not only its first row
    (r"\b(?:the )?(?:biggest|largest|highest|greatest) (?!first\b)[a-z]+ first\b", " highest first "),
    (r"\b(?:the )?(?:smallest|lowest) (?!first\b)[a-z]+ first\b", " lowest first "),
    (
        r"\b(?:the )?figures? (?:for|of) (?=(?:total |overall )?(?:revenue|sales|orders|gross|order|tax|"
        r"customers|items))",
        " ",
    ),
    (r"\b(?:respectively|as appropriate|accordingly|where applicable)\b", " "),
    # "with the revenue next to them": the figure shown beside the members (not the next period)
    (
        r"\bnext to (them|it|each(?: one| of them)?|those|these|the (?:names?|products?|stores?|rows?))"
        r"\b(?! other)",
        r"beside \1",
    ),
    # "orders with at least one drink": with a drink (not a threshold on a figure)
    (
        r"\b((?:orders?|baskets?|tickets?|transactions?) (?:that |which )?"
        r"(?:with|had|has|have|having|contain(?:s|ed|ing)?|includ(?:es|ed|ing|e)))"
        r" (?:at least (?:one|1)|(?:one|1) or more)(?= [a-z])",
        r"\1 a",
    ),
    # "orders that had a jaffle and at least one drink": and a drink (the first said so above)
    (
        r"\b((?:orders?|baskets?|tickets?|transactions?) (?:that |which )?"
        r"(?:with|had|has|have|having|contain(?:s|ed|ing)?|includ(?:es|ed|ing|e)) an? [a-z]+)"
        r" and (?:also )?(?:at least (?:one|1)|(?:one|1) or more)(?= [a-z])",
        r"\1 and a",
    ),
)
_COMPILED = tuple((re.compile(p, re.IGNORECASE), r) for p, r in _REWRITES)


def plain(question: str) -> str:
    """``question`` with its formal dressing said plainly; unchanged when it has none."""
    text = question.replace("’", "'")
    for pattern, replacement in _COMPILED:
        said = pattern.sub(replacement, text)
        if said != text:
            text = " ".join(said.split())
    text = re.sub(r"\s+([,?.!])", r"\1", text)
    text = re.sub(r"^[\s,;:.]+|[\s,;:]+$", "", " ".join(text.split()))
    return text or question
