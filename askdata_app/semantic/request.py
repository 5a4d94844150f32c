"""A metric request (what the query_metrics tool and the CLI ask for) and its description in words."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Any

from askdata_app.semantic.errors import SemanticQueryError


@dataclass(frozen=True)
class MetricRequest:
    """Metrics, grouped by dimensions, filtered, ordered, limited, over a period."""

    metrics: tuple[str, ...]
    """Metric names (``revenue``)."""
    group_by: tuple[str, ...] = ()
    """Group-by names (``metric_time__month``, ``order_id__location__location_name``)."""
    where: tuple[str, ...] = ()
    """MetricFlow filters (``{{ Dimension('customer__customer_type') }} = 'new'``), ANDed."""
    order_by: tuple[str, ...] = ()
    """Metric or group-by names; a leading ``-`` sorts descending."""
    limit: int | None = None
    start: str | None = None
    """First day of the period (ISO date or timestamp), inclusive."""
    end: str | None = None
    """Last day of the period (ISO date or timestamp), inclusive."""
    extra: dict[str, Any] = field(default_factory=dict, compare=False)

    @classmethod
    def from_args(
        cls,
        metrics: list[str] | str,
        group_by: list[str] | str | None = None,
        where: list[str] | str | None = None,
        order_by: list[str] | str | None = None,
        limit: int | None = None,
        start: str | None = None,
        end: str | None = None,
    ) -> MetricRequest:
        """Build a request from tool or command-line arguments (lists or comma-separated strings)."""
        return cls(
            metrics=_names(metrics),
            group_by=_names(group_by),
            where=tuple(
                w for w in ([where] if isinstance(where, str) else list(where or [])) if str(w).strip()
            ),
            order_by=_names(order_by),
            limit=limit,
            start=start or None,
            end=end or None,
        )

    def time_range(self) -> tuple[datetime | None, datetime | None]:
        """The period as datetimes (an end date covers its whole day).

        Raises:
            SemanticQueryError: A date does not parse.
        """
        return _when(self.start, "start", end=False), _when(self.end, "end", end=True)

    def in_words(self) -> str:
        """The request as a person reads it on an approval card."""
        lines = [f"Metrics: {', '.join(self.metrics) or '(none)'}"]
        if self.group_by:
            lines.append(f"Grouped by: {', '.join(self.group_by)}")
        if self.where:
            lines.append(f"Filters: {' AND '.join(self.where)}")
        if self.start or self.end:
            lines.append(f"Period: {self.start or 'the beginning'} to {self.end or 'the end of the data'}")
        if self.order_by:
            lines.append(f"Ordered by: {', '.join(_order_words(o) for o in self.order_by)}")
        if self.limit is not None:
            lines.append(f"Limit: {self.limit} rows")
        return "\n".join(lines)


def _names(value: list[str] | str | None) -> tuple[str, ...]:
    if value is None:
        return ()
    items = value.split(",") if isinstance(value, str) else value
    return tuple(str(v).strip() for v in items if str(v).strip())


def _order_words(name: str) -> str:
    return f"{name[1:]} (descending)" if name.startswith("-") else name


def _when(text: str | None, what: str, *, end: bool) -> datetime | None:
    if not text:
        return None
    try:
        if len(text) == 10:
            day = date.fromisoformat(text)
            return (
                datetime(day.year, day.month, day.day, 23, 59, 59)
                if end
                else datetime(day.year, day.month, day.day)
            )
        return datetime.fromisoformat(text)
    except ValueError as exc:
        msg = f"The {what} {text!r} is not a date; write it as YYYY-MM-DD."
        raise SemanticQueryError(msg) from exc
