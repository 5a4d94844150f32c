"""A lawyer's or compliance officer's register, said plainly before it is read.

"In respect of the period commencing 1 March 2019 and ending 30 April 2019, both dates included, state the
aggregate consideration, inclusive of tax, received by the Company" asks for "the order total including tax
from 1 March 2019 to 30 April 2019". Only the register goes:

- a period "commencing (beginning, starting) X and ending Y" is "from X to Y" when its dates are said to be
  included or nothing is said of them (it is left as it is when a date is said to be left out);
- framing clauses that only frame: "For the avoidance of doubt,", "For the record,", "Without prejudice to
  ...,", "Notwithstanding the foregoing,", "Notwithstanding <a circumstance>,", "as an entirely separate
  matter:";
- defined terms: '(hereinafter "the Premises")' and ', such days being hereinafter referred to as "Rest
  Days"' are dropped; '"the Review Period" shall mean <X>.' is dropped and the term read as <X> after it;
- "save for X[, which ...]," leaves X out ("excluding X");
- "the aggregate consideration" received is the money taken ("sales"; the tax wording said with it picks
  the measure), "receipts" likewise;
- "the Company" is the business itself ("received by the Company": received);
- an amount said in words with its figure after it ("five dollars ($5.00)") is the figure;
- a date restated by name ("25 December 2019, being Christmas Day") is the date;
- "identify", "enumerate", "his or her", "the product known as "X"", "in respect of", "the said",
  "designated (as)", "that is to say" are said plainly.
"""

from __future__ import annotations

import re

_I = re.IGNORECASE
_MONTH = (
    r"(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar"
    r"|apr|jun|jul|aug|sep|sept|oct|nov|dec)\.?"
)
_WEEKDAY = r"(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday),? )?"
_DATE = (
    rf"{_WEEKDAY}(?:\d{{1,2}}(?:st|nd|rd|th)? (?:of )?{_MONTH},? (?:19|20)\d\d|{_MONTH} \d{{1,2}}(?:st|nd|rd"
    rf"|th)?,? (?:19|20)\d\d|\d{{4}}-\d\d-\d\d)"
)
_INCLUDED = (
    r"(?:,?\s*(?:(?:both|all) )?(?:inclusive|included)\b"
    r"|,\s*(?:(?:the said|both|all|each(?: such)?|the two) (?:dates?|days?)|the first and (?:the )?last"
    r" (?:dates?|days?)|(?:each|both) (?:of )?(?:the )?(?:said |such )?(?:dates?|days?))"
    r" (?:being |so )?(?:included|inclusive|forming part of the period|counted|taken into account)\b)?"
)
_PERIOD = re.compile(
    rf"\b(?:(?:in respect of|during|for|in|over|within|throughout) )?(?:the )?period (?:commencing|beginning"
    rf"|starting|running from|from)(?: on)? (?P<start>{_DATE})(?: \(inclusive\))?,? (?:and )?(?:ending|"
    rf"concluding|until|to|through)(?: on)? (?P<end>{_DATE})(?P<tail>{_INCLUDED})"
    r"(?![ ,]*(?:(?:both|each|the said|the last|the first)[a-z ]*)?\b(?:exclusive|excluded|not included))",
    _I,
)
_FRAMING = re.compile(
    r"^\s*(?:and,?\s*)?(?:for the avoidance of doubt|for the record|for the purposes? (?:hereof|of (?:the"
    r" |this )?(?:present )?(?:inquiry|enquiry|record|review|request|proceedings|matter))|without prejudice"
    r" to [^,:;]*|notwithstanding (?:the foregoing|anything [^,:;]*|that [^,:;]*|the [^,:;]*)|as an?"
    r" (?:entirely |wholly |quite )?separate matter|as a preliminary matter|by way of (?:background|"
    r"clarification))\s*[,:;]\s*",
    _I,
)
_HEREINAFTER = re.compile(
    r"\s*\(\s*hereinafter(?: (?:referred to as|called|the|defined as))? [\"“'‘][^\"”'’]{1,40}[\"”'’]\s*\)"
    r"|\s*,\s*(?:(?:such|which|the said|each such|these|those)(?: [a-z]+){0,2} (?:being|are|is|to be) )?"
    r"hereinafter(?: (?:referred to as|called|the|defined as))? [\"“'‘][^\"”'’]{1,40}[\"”'’]"
    r"(?=\s*[,.;?!]|\s*$)",
    _I,
)
_SHALL_MEAN = re.compile(
    r"[\"“](?P<term>[^\"”]{2,40})[\"”] (?:shall mean|means|shall be|is defined as|refers to|shall refer to)"
    r" (?P<what>[^.;]+?)\s*[.;]\s*",
    _I,
)
_WORDS = re.compile(
    r"\b(?:(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty"
    r"|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|and|-)[ -]?)+ (?:us )?dollars? \(\s*"
    r"(?P<fig>\$\s?[\d,]+(?:\.\d+)?)\s*\)",
    _I,
)


_WORD_AMOUNT = (
    r" (?:(?:ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred|one"
    r" hundred|two|three|four|five|six|seven|eight|nine)[ -]?)+(?:dollars?|bucks)\b"
)
"""An amount in words ("thirty dollars", "twenty-five bucks"): exceeded like "$30" (made digits later)."""


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, _I)


_SAVE_FOR = re.compile(r"\bsave (?:for|as to|in respect of)\b", _I)
_THE_REST = re.compile(
    r"\b(?:across|at|in|by|for|from|of) (?:all|each of|every one of) (?:the )?(?:other|remaining)"
    r" (?:locations|stores|premises|sites|products|items)\b",
    _I,
)
_REWRITES: tuple[tuple[re.Pattern[str], str], ...] = (
    (_rx(r"\bsave (?:for|as to|in respect of) (?P<x>[^,]+?), which [^,]*,"), r"excluding \g<x>,"),
    (_rx(r"\bsave (?:for|as to|in respect of)\b"), "excluding"),
    (_rx(r"\b(?:the )?(?:aggregate |total )?(?:consideration|receipts)(?= received\b)"), " sales "),
    (_rx(r"\b(?:the )?aggregate (?:consideration|receipts)\b"), " total sales "),
    (_rx(r"\b(?:its |the |our )?receipts\b(?=,? (?:inclusive|exclusive|gross|net) of\b)"), " sales "),
    # "the amount so received by the said location": the money taken, as asked before
    (
        _rx(
            r"\bthe (?:amount|sum|monies|moneys) (?:so received|received(?= by (?:that|the said|such"
            r"|the same)\b))"
        ),
        "the sales received",
    ),
    (_rx(r"\bso (received|sold|placed|collected|paid|remitted)\b"), r"\1"),
    # "whose most recent order was placed before 1 January 2020, such customers having placed no order on or
    # after that date": the same said again
    (
        _rx(
            r"(\bbefore [^,;]+),\s*such [a-z]+ having (?:placed|made) no (?:further )?orders?"
            r" (?:on or )?after (?:that|the said|such) date\b"
        ),
        r"\1",
    ),
    (_rx(r"\b(?:by|of|to|for|from|within) the (?-i:C)ompany\b(?!['’])"), " "),
    (_rx(r"\bthe (?-i:C)ompany['’]s\b"), " "),
    (
        _rx(
            rf"(?P<day>{_DATE}),\s*being (?:the )?(?:(?-i:[A-Z])[a-z']*(?: of)? ?){{1,5}}"
            r"(?: (?:public |bank )?holiday| day)?(?=[,.;?!]|\s*$)"
        ),
        r"\g<day>",
    ),
    (
        _rx(
            r",?\s*(?:that|the said|such|each such) (?:day|date)s? being (?:included|comprised) in the"
            r" (?:period|span|course) (?:of|covered by) the (?:company['’]s )?records\b"
        ),
        " ",
    ),
    (
        _rx(
            r"\b(?:over|during|throughout|for) the (?:entire|entirety of (?:the|his or her|their)|whole)"
            r" (?:period of (?:the )?records|records|relationship(?: with [a-z ]*?)?"
            r"|dealings(?: with [a-z ]*?)?)"
            r"(?=[,.;?!]|\s*$)"
        ),
        " ",
    ),
    (_rx(r"^\s*(?:identify|enumerate|certify|set out|specify)(?:,? by name,?)?\b"), " "),
    (_rx(r"\b(?:identify|enumerate|set out)\b(?=,? (?:by name,? )?(?:the|each|all|every)\b)"), "list"),
    (_rx(r"\bhis or her\b|\bher or his\b"), "their"),
    (_rx(r"\bhe or she\b|\bshe or he\b"), "they"),
    (_rx(r"\bthe (?:product|item|location|store|supply) known as [\"“]([^\"”]+)[\"”]"), r"\1"),
    (_rx(r"\bproduct units\b"), "units"),
    (_rx(r"\bthe (?:greatest|largest|highest|most) aggregate\b"), "the most"),
    (_rx(r"(?<!\bit )\b(?:commenced|began|started) (?:trading|operations|business)\b"), "opened"),
    (
        _rx(
            r",?\s*as (?:held|recorded|kept|shown|stated|set out|maintained) in (?:the |its |our )?"
            r"(?:company['’]s )?records\b[^,.;?]*"
        ),
        " ",
    ),
    (
        _rx(
            r"\bin respect of which (at least one|a|an|any) ([a-z]+(?: items?)?) (?:was|were)"
            r" (?:included|present|comprised)\b"
        ),
        r"that included \1 \2",
    ),
    (_rx(r"\bin respect of which\b"), "where"),
    # "the gross profit, being the sale price less the cost of supplies, ...": a definition
    (
        _rx(r"(,|\()\s*being (?=[^,;)]*\b(?:less|minus|net of)\b)"),
        r"\1 defined as ",
    ),
    # "the rate of sales tax applicable thereto": its tax rate
    (
        _rx(
            r"\b(?:together )?with the rate of (?:sales )?tax (?:applicable|charged|levied)"
            r" (?:thereto|thereat)\b"
        ),
        "with its tax rate",
    ),
    (_rx(r"\bthe rate of (?:sales )?tax\b"), "the tax rate"),
    (_rx(r"\b(?:the )?cost of (?:the )?supplies\b(?! (?:of|in|for|used)\b)"), " supply cost "),
    (_rx(r"\battributable to\b"), "of"),
    # "between the hours of 12 noon and 2 p.m.": between 12pm and 2pm
    (_rx(r"\bbetween the hours of\b"), "between"),
    (_rx(r"\b12 noon\b"), "12pm"),
    (_rx(r"\b(\d{1,2}) ?([ap])\.m\.?(?=\W|$)"), r"\1\2m"),
    # "which comprised food items only, there being no beverage item in the order": restated
    (_rx(r"\b(?:which|that) comprised ([a-z]+) items only\b"), r"with \1 items only"),
    (_rx(r",?\s*there being no [a-z]+ items? in the order\b"), " "),
    # "the second half of 2020 (1 July to 31 December inclusive)": the half, restated
    (
        _rx(
            rf"\b((?:half|quarter) of (?:the )?(?:calendar |fiscal |financial )?(?:year )?(?:19|20)\d\d)"
            rf"\s*\(\s*(?:from )?\d{{1,2}} {_MONTH} (?:to|through|until|-|–) \d{{1,2}} {_MONTH}"
            r"(?:,? (?:both )?(?:inclusive|included))?\s*\)"
        ),
        r"\1",
    ),
    # "each customer being attributed to the location of their first order": how it is counted, said again
    (_rx(r",?\s*each [a-z]+ being (?:attributed|assigned|allocated) to [^,.;?]*"), " "),
    # "whose aggregate lifetime spend, inclusive of tax, exceeds $1,000": a figure that includes tax already
    (_rx(r"\b(whose|where(?: the)?) (?:aggregate|total) "), r"\1 "),
    (_rx(r"\b(order totals?|lifetime spend), (?:inclusive|gross) of (?:sales )?tax(?:es)?,"), r"\1"),
    (_rx(rf"\bexceeds(?= \$?\d|{_WORD_AMOUNT})"), "is more than"),
    (_rx(rf"\bexceeded(?= \$?\d|{_WORD_AMOUNT})"), "was more than"),
    (_rx(rf"\bexceeding(?= \$?\d|{_WORD_AMOUNT})"), "over"),
    (_rx(r"\bin respect of\b"), "for"),
    (_rx(r"\bthe said\b"), "that"),
    (
        _rx(
            r"\b(customers|products|supplies|orders|locations) designated(?: as)? [\"“]([a-z]+)[\"”]"
            r"(?:,\s*(?:that is to say|i\.e\.|namely|meaning),? \1 [^,.;?]*)?"
        ),
        r"\2 \1",
    ),
    (_rx(r"\bdesignated(?: as)? [\"“]([a-z]+)[\"”]"), r"\1"),
    (_rx(r"\b(?:which|that) (?:are|is|were|was) designated(?: as)?\b"), " "),
    (_rx(r"\bthat is to say\b"), "i.e."),
)


def _period(m: re.Match[str]) -> str:
    return f" from {m.group('start')} to {m.group('end')} "


def _defined(question: str) -> str:
    """'"the Review Period" shall mean X. ... in the Review Period' -> '... in X'."""
    m = _SHALL_MEAN.search(question)
    if m is None:
        return question
    term, what = m.group("term").strip(), m.group("what").strip()
    rest = question[: m.start()] + question[m.end() :]
    bare = re.sub(r"^the\s+", "", term, flags=_I)
    said = re.compile(rf"(?:\bthe\s+)?[\"“]?{re.escape(bare)}[\"”]?", _I)
    if said.search(rest) is None:
        return question
    return said.sub(lambda _m: what, rest)


def legal_plain(question: str) -> str:
    """``question`` in plain words; unchanged when it says none of the register above."""
    said = _defined(question)
    said = _PERIOD.sub(_period, said)
    said = _HEREINAFTER.sub("", said)
    while True:
        framed = _FRAMING.match(said)
        if framed is None:
            break
        said = said[framed.end() :]
    said = _WORDS.sub(lambda m: m.group("fig"), said)
    said = re.sub(r"(\$\s?\d[\d,]*)\.00\b", r"\1", said)  # "$10.00 or more": whole dollars
    for pattern, plain in _REWRITES:
        said = pattern.sub(plain, said)
    if _SAVE_FOR.search(question):  # "save for Chicago, ... across all other locations": the rest, together
        said = _THE_REST.sub(" ", said)
    return re.sub(r"\s{2,}", " ", said).strip() if said != question else question
