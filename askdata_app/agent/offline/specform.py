"""A question written as a spec of labelled parts, as people prompt a chat AI:

    ## Task
    - Metric: gross margin
    - Period: 2019
    - Breakdown: quarter
    Output: a table of (quarter, margin).

or on one line, "Requirements: 1) monthly granularity 2) metric = number of orders 3) restrict to the Chicago
store 4) calendar year 2020. Output a two-column table: month, orders."

The parts are said as one question, "gross margin by quarter in 2019": the metric first, then the breakdown
("by quarter"; "monthly granularity" is by month), the scope ("restrict to the Chicago store"; "all
stores" says nothing) and the period. Headings, output and format lines say how to show it and go. Text with
fewer than two labelled parts, or with a metric part missing, is left as it is.
"""

from __future__ import annotations

import re

_KEYS = {
    "metric": "metric",
    "metrics": "metric",
    "measure": "metric",
    "kpi": "metric",
    "figure": "metric",
    "period": "period",
    "year": "period",
    "time": "period",
    "timeframe": "period",
    "time frame": "period",
    "time period": "period",
    "date range": "period",
    "dates": "period",
    "range": "period",
    "window": "period",
    "when": "period",
    "breakdown": "by",
    "granularity": "by",
    "grain": "by",
    "group by": "by",
    "grouping": "by",
    "grouped by": "by",
    "dimension": "by",
    "split": "by",
    "split by": "by",
    "by": "by",
    "per": "by",
    "scope": "scope",
    "filter": "scope",
    "filters": "scope",
    "where": "scope",
    "restrict to": "scope",
    "restriction": "scope",
    "segment": "scope",
    "store": "scope",
    "location": "scope",
    "output": "form",
    "format": "form",
    "return": "form",
    "columns": "form",
    "deliverable": "form",
    "sort": "form",
    "notes": "form",
    "note": "form",
}
_KEY = "|".join(sorted((re.escape(k) for k in _KEYS), key=len, reverse=True))
_LABELLED = re.compile(rf"^\s*({_KEY})\s*(?::|=|-|–)\s*(.+?)\s*[.;,]?\s*$", re.IGNORECASE)
_ITEM_SPLIT = re.compile(r"(?:^|\s)(?:\(?\d{1,2}[).]|[-*•]|step \d+:)\s+", re.IGNORECASE)
_HEADING = re.compile(
    r"^\s*#{1,6}\s+.*$|^\s*(?:task|requirements|spec|request|query)\s*:?\s*$", re.IGNORECASE
)
_LEAD = re.compile(r"^\s*(?:requirements|spec(?:ification)?|task|request|constraints)\s*:\s*", re.IGNORECASE)
_GRAIN = {
    "daily": "day",
    "weekly": "week",
    "monthly": "month",
    "quarterly": "quarter",
    "yearly": "year",
    "annual": "year",
    "annually": "year",
    "hourly": "hour",
}
_FORM_TAIL = re.compile(
    r"(?:^|(?<=[.!?])\s+)(?:output|return|format|give|respond|reply|present|show|deliver)\b[^.!?]*[.!?]?\s*$",
    re.IGNORECASE,
)
_PAREN_FORM = re.compile(
    r"\s*\((?:as |in |expressed as )?(?:a |an )?(?:fraction|decimal|percentage|number|value)"
    r"[^)]*\)",
    re.IGNORECASE,
)


def _items(text: str) -> list[str]:
    lines = [ln for ln in text.splitlines() if ln.strip() and not _HEADING.match(ln)]
    if len(lines) > 1:
        items = []
        for line in lines:
            items += [p for p in _ITEM_SPLIT.split(line) if p.strip()]
        return items
    one = _LEAD.sub("", text)
    one = _FORM_TAIL.sub("", one)
    return [p for p in _ITEM_SPLIT.split(one) if p.strip()]


def _by(value: str) -> str:
    value = re.sub(r"\s+(?:granularity|grain|level|breakdown)$", "", value.strip(), flags=re.IGNORECASE)
    word = value.lower()
    word = _GRAIN.get(word, word)
    word = re.sub(r"^(?:by|per|each)\s+", "", word)
    return f"by {word}"


def read_spec(question: str) -> str | None:
    """The spec-form ``question`` said as one question, or None when it is not written as a spec."""
    if ":" not in question and "=" not in question and ")" not in question:
        return None
    parts: dict[str, list[str]] = {}
    loose: list[str] = []
    labelled = 0
    for item in _items(question):
        item = item.strip().rstrip(".;,")
        m = _LABELLED.match(item)
        if m is not None:
            kind = _KEYS[m.group(1).lower()]
            labelled += 1
            if kind != "form":
                parts.setdefault(kind, []).append(m.group(2).strip())
            continue
        g = re.match(r"^(\w+)\s+(?:granularity|grain|breakdown|level)$", item, re.IGNORECASE)
        if g is not None:
            labelled += 1
            parts.setdefault("by", []).append(g.group(1))
            continue
        r = re.match(
            r"^(?:restrict(?:ed)? to|only|limit(?:ed)? to|filter(?:ed)? (?:to|on))\s+(.+)$", item, re.I
        )
        if r is not None:
            labelled += 1
            parts.setdefault("scope", []).append(r.group(1))
            continue
        if re.match(r"^(?:output|return|format|give|respond|reply|present|show)\b", item, re.IGNORECASE):
            continue
        if "period" not in parts and re.search(r"\b(?:19|20)\d\d\b", item):  # "calendar year 2020"
            labelled += 1
            parts["period"] = [item]
            continue
        loose.append(item)
    if labelled < 2 or "metric" not in parts:
        return None
    metric = _PAREN_FORM.sub("", " and ".join(parts["metric"]))
    said = [metric]
    said += [_by(b) for b in parts.get("by", [])]
    for scope in parts.get("scope", []):
        if not re.match(r"^(?:all|every|the whole|the entire|whole|entire)\b", scope, re.IGNORECASE):
            pre = re.match(r"^(?:at|in|for|from|with|where|only)\b", scope, re.IGNORECASE)
            said.append(scope if pre else f"for {scope}")
    for period in parts.get("period", []):
        pre = re.match(r"^(?:in|during|for|from|over|since|between)\b", period, re.IGNORECASE)
        said.append(period if pre else f"in {period}")
    said += loose
    return " ".join(said)


_STEPS = re.compile(
    r"^\s*(?:step\s*1|1[.)]|first(?:ly)?)\s*[:,.)-]?\s*(?:take|find|select|filter(?: to)?|get|pick|keep"
    r"|look at|consider|gather|collect|use|pull)\s+(?:every|all(?: of)?(?: the)?|the|each)?\s*"
    r"(?P<what>[^.;]+?)\s*[.;]"
    r"\s*(?:step\s*2|2[.)]|then|second(?:ly)?|next)\s*[:,.)-]?\s*(?P<how>count|sum|add up|total|average|take"
    r" the average of)\s+(?:them|those|these|it|the result|(?:their|its)\s+(?P<of>[^.;?]+?))\s*(?:[.;?]|$)",
    re.IGNORECASE,
)


def read_steps(question: str) -> str | None:
    """ "Step 1: take every order placed on a weekend in 2020. Step 2: count them." said as one question ("how
    many orders placed on a weekend in 2020"), or None when ``question`` is not two such steps."""
    m = _STEPS.match(question)
    if m is None:
        return None
    what, how, of = m.group("what").strip(), m.group("how").lower(), m.group("of")
    if how == "count":
        return f"how many {what}"
    if of is None:
        return None
    return f"the {'average' if 'average' in how else 'total'} {of.strip()} of {what}"
