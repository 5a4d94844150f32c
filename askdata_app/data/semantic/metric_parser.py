"""Read ``metrics:`` entries (simple, ratio, derived, cumulative, conversion) into :class:`Metric`."""

from __future__ import annotations

from typing import Any, cast

import sqlglot
from sqlglot import exp

from askdata_app.data.semantic.model import METRIC_TYPES, MeasureRef, Metric, MetricInput, MetricType
from askdata_app.data.semantic.reader import Reader
from askdata_app.data.semantic.yaml_lines import LineDict, LineList


class MetricReader(Reader):
    """Parses one metric mapping at a time."""

    def metric(self, d: LineDict) -> Metric | None:
        name = self.text(d, "name", "metric", required=True)
        where = f"metric '{name or '?'}'"
        kind = self.choice(d, "type", METRIC_TYPES, where)
        params = self.mapping(d, "type_params", where)
        if kind is not None and params is None:
            self.issue(d.line, f"{where} is missing required key 'type_params'")
        metric_filter = self.filters(d, where)
        if name is None or kind is None or params is None:
            return None
        fields: dict[str, Any] = {}
        if kind in ("simple", "cumulative"):
            fields["measure"] = self.measure_ref(params, where)
            cumulative = self.mapping(params, "cumulative_type_params", where) or params
            if kind == "cumulative":
                fields["window"] = self.text(cumulative, "window", where)
                fields["grain_to_date"] = self.text(cumulative, "grain_to_date", where)
        elif kind == "ratio":
            fields["numerator"] = self.metric_input(params, "numerator", where)
            fields["denominator"] = self.metric_input(params, "denominator", where)
        elif kind == "derived":
            fields["expr"] = self.text(params, "expr", where, required=True)
            fields["inputs"] = self.derived_inputs(params, where)
            if fields["expr"] is not None:
                self.check_derived_expr(fields["expr"], fields["inputs"], where, params.line_of("expr"))
        return Metric(
            name=name,
            type=cast("MetricType", kind),
            label=self.text(d, "label", where),
            description=self.text(d, "description", where),
            synonyms=self.synonyms(d, where),
            currency=self.currency(d, where),
            filter=metric_filter,
            source_file=self.file,
            line=d.line,
            **fields,
        )

    def measure_ref(self, params: LineDict, where: str) -> MeasureRef | None:
        raw = params.get("measure")
        line = params.line_of("measure")
        if raw is None:
            self.issue(params.line, f"{where}: type_params is missing required key 'measure'")
            return None
        if isinstance(raw, str):
            self.ref("measure", raw, where, line)
            return MeasureRef(name=raw)
        if isinstance(raw, LineDict):
            name = self.text(raw, "name", f"{where}: measure", required=True)
            fill = raw.get("fill_nulls_with")
            if fill is not None and (isinstance(fill, bool) or not isinstance(fill, int | float)):
                self.issue(raw.line_of("fill_nulls_with"), f"{where}: fill_nulls_with must be a number")
                fill = None
            if name is None:
                return None
            self.ref("measure", name, where, raw.line_of("name"))
            return MeasureRef(
                name=name,
                fill_nulls_with=fill,
                filter=self.filters(raw, f"{where}: measure '{name}'"),
                join_to_timespine=bool(raw.get("join_to_timespine", False)),
                alias=self.text(raw, "alias", where),
            )
        self.issue(line, f"{where}: 'measure' must be a measure name or a mapping with 'name'")
        return None

    def metric_input(
        self, params: LineDict, key: str, where: str, raw: Any = None, line: int = 0
    ) -> MetricInput | None:
        if raw is None:
            raw = params.get(key)
            line = params.line_of(key)
            if raw is None:
                self.issue(params.line, f"{where}: type_params is missing required key '{key}'")
                return None
        if isinstance(raw, str):
            self.ref("metric", raw, where, line)
            return MetricInput(name=raw)
        if isinstance(raw, LineDict):
            name = self.text(raw, "name", f"{where}: {key}", required=True)
            if name is None:
                return None
            self.ref("metric", name, where, raw.line_of("name"))
            return MetricInput(
                name=name,
                alias=self.text(raw, "alias", where),
                offset_window=self.text(raw, "offset_window", where),
                offset_to_grain=self.text(raw, "offset_to_grain", where),
                filter=self.filters(raw, f"{where}: input '{name}'"),
            )
        self.issue(line, f"{where}: '{key}' must be a metric name or a mapping with 'name'")
        return None

    def derived_inputs(self, params: LineDict, where: str) -> tuple[MetricInput, ...]:
        raw = params.get("metrics")
        if not isinstance(raw, LineList) or not raw:
            self.issue(
                params.line_of("metrics"), f"{where}: a derived metric needs type_params.metrics (a list)"
            )
            return ()
        inputs = [
            self.metric_input(params, "metrics", where, item, raw.line_of(i)) for i, item in enumerate(raw)
        ]
        return tuple(i for i in inputs if i is not None)

    def check_derived_expr(self, expr: str, inputs: tuple[MetricInput, ...], where: str, line: int) -> None:
        try:
            tree = sqlglot.parse_one(expr)
        except sqlglot.errors.ParseError as exc:
            self.issue(
                line, f"{where}: expr '{expr}' is not a valid SQL expression ({exc.errors[0]['description']})"
            )
            return
        known = {i.reference for i in inputs}
        for column in tree.find_all(exp.Column):
            if column.name not in known:
                self.issue(
                    line,
                    f"{where}: expr uses '{column.name}', which is not one of its metrics "
                    f"({', '.join(sorted(known)) or 'none'}); list it under type_params.metrics",
                )
