"""A binary label defined on a column, then its positives counted: how a modeller states a target.

"target = is_food_order. positives and base rate over the orders", "y = 1 if product_type = 'beverage'
else 0; what share of products are positive?", "lapsed flag := last_ordered_at before 2019-06-01. positive
count over all customers": the label is the condition on one of the table's columns (a flag column said
alone holds when true), the positive count its rows meeting it, the positive rate their share of the rows.
A count of "the positive class" with no rule for it ("flag the loyal customers and count the positives"),
or a question about a model's features ("which features predict churn best"), is asked back: the data holds
no label or model of its own.
"""

from __future__ import annotations

import re

from askdata_app.agent.offline.columnstats import OPS, ColumnStats, literal
from askdata_app.agent.offline.tablerows import TableAnswer

_COUNT = (
    r"(?:positive count|count of positives|number of positives|positives|positive class count|# ?positives)"
)
_RATE = (
    r"(?:positive rate|positive share|positive fraction|share of positives|fraction of positives|rate of"
    r" positives|base rate|prevalence|positive class rate|label rate)"
)
_ASKED = re.compile(
    rf"^(?:(?:what(?:'s| is| are)?|whats|give me|show(?: me)?|compute|calculate|get)\s+)?(?:the\s+)?"
    rf"(?:(?P<count>{_COUNT})|(?P<rate>{_RATE}))"
    rf"(?:\s*(?:,|and|&|/|\+)\s*(?:the\s+)?(?:(?P<count2>{_COUNT})|(?P<rate2>{_RATE})))?"
    r"(?:\s+(?:over|across|among|of|in|for)\s+(?:(?:all|the whole|the entire|all the|the)\s+)?"
    r"(?P<table>[a-z_ ]+?)(?:\s+(?:table|rows))?)?"
    r"(?:[,;]?\s*(?:(?:in|as|on)\s+)?(?:one|a single|1)\s+row)?[\s?.!]*$"
)
_POSITIVE = re.compile(r"\bpositive (?:class|label|count|rate|share)\b|\bpositives\b", re.I)
_MODELLING = re.compile(
    r"\b(?:(?:most|more|least|best)\s+)?predictive\b|\bfeature importances?\b|\bpredicts?\s+\w+\s+best\b"
    r"|\b(?:train|fit|build)\s+(?:a|an|the)\s+(?:\w+\s+)?(?:model|classifier|regressor)\b"
    r"|\b(?:auc|roc|f1[- ]score|precision and recall|shap values?)\b",
    re.IGNORECASE,
)

LABEL_ASK = (
    "The data holds no label of its own: which rule marks a row as positive (for example customers whose "
    "last order was before a date, or orders above an amount)?"
)
"""The question back for positives counted with no rule for them."""

MODEL_ASK = (
    "I answer with queries over the data and fit no models, so I can't rank features by how well they "
    "predict something. Shall I show a figure instead, for example the rate of a label you define by rule?"
)
"""The question back for a question about a model's features."""


class Labels:
    """Reads a label defined on a column of the tables ``columns`` knows, and its positives asked for."""

    def __init__(self, columns: ColumnStats) -> None:
        self.columns = columns
        col = columns.column.format(g="c")
        op = rf"(?P<op>{'|'.join(re.escape(o) for o in sorted(OPS, key=len, reverse=True))})"
        value = r"(?P<v>'[^']*'|\"[^\"]*\"|\d{4}-\d\d-\d\d|\$?\d+(?:\.\d+)?|true|false)"
        self._defined = re.compile(
            r"^(?:[a-z][a-z -]{0,30}:\s*)?(?:(?:the|our|my)\s+)?(?:[a-z_]+\s+){0,3}"
            r"(?:label|target|y|flag|class)(?:\s+def(?:inition)?)?\s*(?:=|:=|:|is|==)\s*"
            r"(?:(?:1|true|positive)\s+(?:if|when|where|for)\s+)?"
            rf"{col}(?:\s+(?:is\s+)?{op}\s+{value})?"
            r"(?:\s*,?\s*(?:else|otherwise)\s+(?:0|false|negative))?\s*[.;:]\s+(?P<ask>.+)$",
            re.IGNORECASE,
        )

    def read(self, question: str) -> TableAnswer | str | None:
        """The positives of the label ``question`` defines; the question back when it counts positives with
        no rule or asks what a model would make of features; None when it is neither."""
        text = re.sub(r"\s+", " ", question.strip())
        if _MODELLING.search(text):
            return MODEL_ASK
        m = self._defined.match(text) if self.columns.active and "_" in text else None
        if m is None:
            return (
                LABEL_ASK if _POSITIVE.search(text) and not re.search(r"\bis_\w+|\bhas_\w+", text) else None
            )
        asked = _ASKED.match(m.group("ask").lower())
        col = m.group("c").lower()
        if asked is None:
            return None
        said = asked.group("table")
        table = self._table(said.strip(), col) if said else self._table(None, col)
        if table is None:
            return None
        if m.group("op"):
            cond = f"{col} {OPS[m.group('op').lower()]} {literal(m.group('v'))}"
        elif col.startswith(("is_", "has_")):
            cond = col
        else:
            return None
        cond = re.sub(r"= (true|false)$", lambda b: f"= {b.group(1).upper()}", cond)
        shown: list[str] = []
        for count, rate in (("count", "rate"), ("count2", "rate2")):
            if asked.group(count):
                shown.append(f"SUM(CASE WHEN {cond} THEN 1 ELSE 0 END) AS positives")
            elif asked.group(rate):
                shown.append(f"AVG(CASE WHEN {cond} THEN 1.0 ELSE 0 END) AS positive_rate")
        if not shown or len(set(shown)) != len(shown):
            return None
        sql = f"SELECT {', '.join(shown)} FROM {table}"
        return TableAnswer(sql, "Label positives", f"rows of {table} where {cond}, counted as positives")

    def _table(self, said: str | None, col: str) -> str | None:
        holding = [t for t, cs in self.columns.tables.items() if col in cs]
        if said is None:
            return holding[0] if len(holding) == 1 else None
        named = said.replace(" ", "_")
        return named if named in holding else None
