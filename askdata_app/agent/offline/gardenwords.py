"""An allotment gardener's words for the data, said plainly before a question is read (round 37).

A gardener tends beds: the stores are beds (or plots), a store's opening is its sowing or planting, the
revenue is the harvest, the units sold are the yield or the crop and the products that sell are croppers;
the customers' first orders are seedlings coming up. The words say how the gardener speaks, never a new
figure:

- "bed(s)", "plot(s)" are stores ("the Brooklyn bed", "each bed", "the beds - the shops, I mean -");
- a bed "sown", "planted" or "put in" opened ("when did the X bed get sown", "beds sown since 2018 began",
  "already planted before 2018"); "between sowing the X bed and the Y one" is between their openings;
- "harvest" (also typed "harvist", "harvst") is the revenue ("the pre-tax harvest", "the whole harvest"),
  not "the harvest months" or "harvest time" (a farmer's autumn: its months are said beside it);
- "yield" ("yeild"), "crop" are the units sold; "the heaviest croppers" are the top sellers; a bed that
  "gave" or "grew" jaffles sold them; "what grew best" is what sold best;
- "seedlings" (coming up) are new customers;
- "heaviest" is the highest ("the heaviest tax rate"), "poorest" the quietest ("the poorest month for
  orders");
- asides ("Morning!", "bless it", "would you say", "The one that nearly wilted.") go; "the first frost,
  call it 1 November 2020 through the end of the year" is from that date to the year's end; "Midsummer's
  day, 21 June 2020" is the date said after it; "X next to Y" of two periods is X against Y.

A real crop ("the runner beans"), a chore ("compost") or when best to sow the next bed is asked back
(``garden_asked``).

Each rewrite needs a gardener's word itself, so a question without one is left as said.

>>> garden_words("What was the whole harvist for 2018, before tax?")
'What was the total revenue for 2018, before tax?'
>>> garden_words("When did the New Orleans bed get sown?")
'When did the New Orleans store open?'
>>> garden_words("The autumn yield for each bed, September to November 2020.")
'The units sold for each store, September to November 2020.'
"""

from __future__ import annotations

import re
from collections.abc import Callable

from askdata_app.agent.offline.text import rewritten_when

__all__ = ["GARDEN_ASK", "garden_asked", "garden_words"]

GARDEN_ASK = (
    "The data holds nothing on the garden itself ({what}): it has the stores' orders and their items, "
    "customers, products and the supplies each product uses. Which of those should I look at instead?"
)
"""The question back for a real crop or a gardening chore, or advice on when to sow."""
_GARDEN = re.compile(
    r"\b(?:(?:runner|broad|french|green|butter) beans|carrots?|potato(?:es)?|tomato(?:es)?|courgettes?"
    r"|marrows?|onions?|leeks?|lettuces?|peas|parsnips?|beetroots?|rhubarb|compost|manure|fertili[sz]er"
    r"|mulch|weeding|slugs?|greenhouse"
    r"|best time to (?:sow|plant|open)(?: the| a)? (?:next|new|another) (?:bed|plot|shop|store))\b",
    re.IGNORECASE,
)

_I = re.IGNORECASE
_PLACE = r"(?P<place>(?-i:[A-Z][a-z]+(?: [A-Z][a-z]+)?))"
_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t|tember)?"
    r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
_DATE = rf"(?P<date>\d{{1,2}}(?:st|nd|rd|th)? {_MONTH},? (?P<year>(?:19|20)\d\d))"
_MARKERS = re.compile(
    r"\b(?:beds?|bed's|plots?|sown|sowing|sow|planted"
    r"|(?:harv[ie]?st(?:s|ed)?|harvst)(?! (?:months?|time|season|festival|moon|home|supper))"
    r"|yields?|yeilds?|croppers?|seedlings?|midsummer(?:'s)?|frost|wilted|allotment|bless)\b",
    _I,
)
"""Words only a gardener's question has (one is needed before anything is rewritten)."""

_STORE = r"(?:stores?|shops?)"

_RULES: tuple[tuple[str, str | Callable[[re.Match[str]], str]], ...] = (
    # greetings and asides
    (r"^\s*(?:good )?(?:morning|afternoon|evening|hello|hiya)\s*[!,.]\s*", ""),
    (r",?\s*\bbless (?:it|them|her|him)\b", ""),
    (r",?\s*\bwould you say\b", ""),
    (
        r"\s*\bthe (?:one|ones|bed|beds) that (?:nearly |almost |all but )?(?:wilted|withered)[.?!]*",
        "",
    ),
    # beds and plots are stores
    (r",?\s*\b(?:the )?same (?:bed|plot)(?=\s*[?.!]*\s*$)", ""),
    (rf"\b(?:beds|plots)\s*[-(,]\s*(?:the |our )?{_STORE}(?:,? i mean)?\s*[-),]", "stores"),
    (rf"\b(?:bed|plot)\s*[-(,]\s*(?:the |our )?{_STORE}(?:,? i mean)?\s*[-),]", "store"),
    (r"\b(?:flower |vegetable |veg |raised )?beds\b", "stores"),
    (r"\b(?:flower |vegetable |veg |raised )?bed's\b", "store's"),
    (r"\b(?:flower |vegetable |veg |raised )?bed\b", "store"),
    (r"\b(?P<w>each|every|the|our|all) plots\b", r"\g<w> stores"),
    # a bed sown or planted opened
    (
        rf"\bbetween sowing (?:the )?{_PLACE} store and (?:the )?"
        r"(?P<other>(?-i:[A-Z][a-z]+(?: [A-Z][a-z]+)?))(?: one| store)?",
        r"between the \g<place> opening and the \g<other> opening",
    ),
    (
        r"\b(?:get|got|was|were|been|be) (?:first )?(?:sown|planted|put in)\b"
        r"(?:\s*-\s*(?=its opening date))?",
        "open",
    ),
    (r"\b(?:sown|planted)\b", "opened"),
    (r"\bsowing (?=date|day)", "opening "),
    (r"\bopen\s*-\s*its opening date\b", "open"),
    # a season named beside its months ("spring harvest - March to May 2020"): the months are meant
    (
        rf"\b(?:spring|summer|autumn|winter|fall) (?=(?:harv\w*|yields?|yeilds?)\b[^?]*\b{_MONTH}\b)",
        "",
    ),
    # the harvest is the revenue
    (r"\bthe (?:whole|full|entire|total) harv[ie]?st\b|\bthe whole harvst\b", "the total revenue"),
    (r"\b(?:harv[ie]?sts?|harvst)\b(?! (?:months?|time|season|festival|moon|home|supper))", "revenue"),
    # yield and crop are units sold; croppers are products
    (r"\b(?:yields?|yeilds?)\b(?=[^?.!]*\bunits\b)", "units sold"),
    (r"\b(?:yields?|yeilds?)\b", "units sold"),
    (r"\b(?:heaviest|biggest|best|top) croppers?\b", "best-selling products"),
    (r"\b(?:poorest|lightest|weakest) croppers?\b", "worst-selling products"),
    (r"\bcroppers\b", "products"),
    (r"\bcropper\b", "product"),
    (r"\bheaviest first\b", "most first"),
    (r"\bheaviest\b", "highest"),
    (r"\bpoorest\b", "quietest"),
    # a bed gave jaffles: sold them ("grew the most" between two years is growth)
    (
        r"\b(?:gave|give|gives) (?=(?:the )?(?:most|fewest|least|more|fewer|\d+|any) )",
        "sold ",
    ),
    (r"\b(?:did|does|do) (?P<who>it|we|they|each store) (?:give|grow)\b", r"did \g<who> sell"),
    (r"^(?P<w>what|which (?:product|item|thing)s?) grew best\b", r"\g<w> sold best"),
    # seedlings are new customers
    (
        r"\b(?:how many )(?:new )?seedlings (?:came|come) up in\b",
        "how many customers had their first order in",
    ),
    (r"\b(?:new )?seedlings? (?:came|come|coming) up\b", "new customers came"),
    (r"\b(?:new )?seedlings\b", "new customers"),
    # the first frost, midsummer: the date said beside them
    (
        rf"\b(?:after|since|from) the first frost,? (?:call it |say |so )?{_DATE}"
        r" (?:through|to|until|till) the end of the year\b",
        lambda m: f"from {m.group('date')} to 31 December {m.group('year')}",
    ),
    (rf"\bmidsummer(?:'s)?(?: day| eve)?\s*[,-]\s*(?={_DATE})", "on "),
    # two periods "next to" each other are set against each other
    (rf"(?<=\d{{4}}) next to (?=(?:{_MONTH}|(?:19|20)\d\d))", " against "),
    (r"\ba (?:number|figure) for each (?:spring|summer|autumn|winter|season|year)\b", "a figure apiece"),
)
_COMPILED = tuple((re.compile(p, _I), r) for p, r in _RULES)


def garden_asked(question: str) -> str | None:
    """The garden's own crop or chore ``question`` speaks of ("the runner beans", "compost"), or None: the
    stores sell no vegetables, and when to open the next store is advice the records cannot give. Words of
    the data's own supplies ("coffee beans", "cabbage sauerkraut", "compostable cups") are no garden's."""
    found = _GARDEN.search(question)
    return found.group(0).lower() if found is not None else None


def garden_words(question: str) -> str:
    """``question`` with a gardener's words said plainly (see the module); unchanged without one."""
    return rewritten_when(question, _MARKERS, _COMPILED)
