"""Chat slang and texting shorthand, said plainly before a question is read: "ngl how many customers came back
fr", "which drink is the ppl's fav", "orders on nye 2019", "how many stores do we have rn", "aov w tax".

Words that only set a tone ("ngl", "fr", "no cap", "lowkey", "bestie", "lol", "it's giving ...", a closing
"tho", a joke in brackets: "(chest day lol)") go; "you guys" and "y'all" are "you"; shorthand
for a word the planner reads is written out ("ppl" people, "fav" favourite, "rn" now, "nye" New Year's Eve,
"w/" and "w" before tax with, "#" number); "like ..." after a question restates it ("avg items per order??
like how many do people grab") and goes when the restatement asks for nothing of its own (the caller checks).
"""

from __future__ import annotations

import re

_TONE = (
    r"ngl|fr fr|fr|no cap|lowkey|low key|highkey|high key|bestie|besties|periodt|lol|lmao"
    r"|lmfao|rofl|omg|omfg|smh|tbh|tbf|imo|imho|idk|iykyk|deadass|bruh|bro|fam|sis|slay|yikes|oop|welp"
    r"|not gonna lie|for real|on god|istg|i swear|era|it'?s giving(?: [a-z]+){0,2}?(?= [0-9a-z#$]|[,.!?]|$)"
    r"|the tea|spill|pls|plz|plsss+|thx|ty|tysm|asap|btw|ok so|okay so|so like|like literally|literally|ig"
    r"|^\s*(?:oh )?wait(?: wait)?|^\s*hold on|^\s*ok wait|obsessed|iconic|no notes|vibe check|bussin"
    r"|(?:tho|though)(?=[\s?!.]*$)"
)
_TONE_RE = re.compile(rf"(?<![\w'-])(?:{_TONE})(?![\w'-])[,!.]*", re.IGNORECASE)
_SHORT = (
    (r"\bppl'?s\b", "people's"),
    (r"\bppl\b", "people"),
    (r"\bfav(?:e|ou?rite)?s?\b", "favourite"),
    (r"\b(?:rn|atm)\b", "now"),
    (r"\bnye\b", "new year's eve"),
    (r"\bnyd\b", "new year's day"),
    (r"\bw/o(?:ut)?\b", "without"),
    (r"\bw/(?=\s|[abd-z]|[ce][a-z])", "with "),
    (r"\bw(?= (?:tax|taxes|sales tax|vat|the tax)\b)", "with"),
    (r"\bwo(?= (?:tax|taxes|sales tax)\b)", "without"),
    (r"#\s*(?=of\b)", "number "),
    (r"(?<![\w$])#\s*(?=[a-z])", "number of "),
    (r"\b(?:shld|shud|shd)\b", "should"),
    (r"\b(?:wld|wud)\b", "would"),
    (r"\b(?:cld|cud)\b", "could"),
    (r"\bw/(?=[ce]\b)", "w/"),
    (r"\bthru\b", "through"),
    (r"\bb4\b", "before"),
    (r"\bu\b", "you"),
    (r"\byou (?:guys|all|folks|lot)\b(?! (?:of|the)\b)", "you"),
    (r"\by'?all\b", "you"),
    (r"\bur\b", "your"),
    (r"\bsm\b(?= (?:orders?|revenue|money|sales|customers)\b)", "so much"),
)
_SHORT_RE = tuple((re.compile(p, re.IGNORECASE), r) for p, r in _SHORT)
_EMOJI = re.compile(
    "[\U0001f300-\U0001faff\U00002600-\U000027bf\U0001f000-\U0001f2ff\U0000fe0f\U0000200d\U00002b50\U00002b06"
    "\U00002934\U00002935\U000023e9-\U000023fa]+"
)
_ONE_AND_DONE = re.compile(
    r"\b(?:(?:that|who) (?:were|are|was|is|have been) )?one[- ]and[- ]done(?:s| customers?| ones?)?\b", re.I
)
_JOKE = re.compile(r"\s*\([^()]*\b(?:lol|lmao|lmfao|rofl|haha+|hehe+|jk|kidding)\b[^()]*\)", re.IGNORECASE)
"""A joke in brackets ("monday (chest day lol)"): it names nothing asked."""
_LIKE = re.compile(r"(?:\?+|,)\s+like\s+(?=[a-z#$(])", re.IGNORECASE)


def plain_slang(question: str) -> str:
    """``question`` with its slang and texting shorthand said plainly; unchanged when it has none."""
    text = _JOKE.sub(" ", _EMOJI.sub(" ", question))
    for pattern, said in _SHORT_RE:
        text = pattern.sub(said, text)
    text = _TONE_RE.sub(" ", text)
    if _ONE_AND_DONE.search(text):  # "... only ever ordered once, one and done": the same said twice
        said_once = re.search(r"\b(?:once|one order|a single order|1 order)\b", _ONE_AND_DONE.sub("", text))
        text = _ONE_AND_DONE.sub(" ", text) if said_once else text
    text = re.sub(r"\s+([,?.!])", r"\1", " ".join(text.split()))
    text = re.sub(r"^[\s,;:.!]+", "", text)
    return text if text.strip(" ,.!?") else question


def like_restated(question: str) -> tuple[str, str] | None:
    """(question, restatement) for "...?? like how many do people grab" / "..., like the daily average", or
    None."""
    m = _LIKE.search(question)
    if m is None:
        return None
    head, tail = question[: m.start()].strip(), question[m.end() :].strip()
    if len(head.split()) < 3 or not tail:
        return None
    return head + ("?" if question[m.start()] == "?" else ""), tail
