"""Shared reading helpers: typed access to YAML mappings that records problems with their line."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from askdata_app.data.semantic.errors import SemanticIssue
from askdata_app.data.semantic.filters import join_filters
from askdata_app.data.semantic.model import Metric, SemanticModel
from askdata_app.data.semantic.yaml_lines import LineDict, LineList


@dataclass(frozen=True)
class Reference:
    """A name used somewhere that must exist once every file is read."""

    kind: Literal["measure", "metric", "filter"]
    value: str
    """The measure or metric name, or the filter template."""
    owner: str
    """Who uses it, for the message: e.g. ``metric 'revenue'``."""
    file: str
    line: int


@dataclass
class ParsedDocument:
    """What one file contributed."""

    semantic_models: list[SemanticModel] = field(default_factory=list)
    metrics: list[Metric] = field(default_factory=list)
    references: list[Reference] = field(default_factory=list)
    issues: list[SemanticIssue] = field(default_factory=list)


class Reader:
    """Reads values out of :class:`LineDict` mappings, collecting issues instead of raising."""

    def __init__(self, file: str) -> None:
        self.file = file
        self.out = ParsedDocument()

    def issue(self, line: int, message: str) -> None:
        self.out.issues.append(SemanticIssue(self.file, line, message))

    def ref(self, kind: Literal["measure", "metric", "filter"], value: str, owner: str, line: int) -> None:
        self.out.references.append(Reference(kind, value, owner, self.file, line))

    def text(self, d: LineDict, key: str, where: str, *, required: bool = False) -> str | None:
        value = d.get(key)
        if value is None:
            if required:
                self.issue(d.line, f"{where} is missing required key '{key}'")
            return None
        if isinstance(value, bool):
            return "true" if value else "false"
        if isinstance(value, str | int | float):
            text = str(value).strip()
            if not text and required:
                self.issue(d.line_of(key), f"{where}: '{key}' must not be empty")
                return None
            return text or None
        self.issue(d.line_of(key), f"{where}: '{key}' must be text, not a {type(value).__name__}")
        return None

    def mapping(self, d: LineDict, key: str, where: str) -> LineDict | None:
        value = d.get(key)
        if value is None:
            return None
        if not isinstance(value, LineDict):
            self.issue(d.line_of(key), f"{where}: '{key}' must be a mapping")
            return None
        return value

    def items(self, d: LineDict, key: str, where: str) -> list[LineDict]:
        value = d.get(key)
        if value is None:
            return []
        if not isinstance(value, LineList):
            self.issue(d.line_of(key), f"{where}: '{key}' must be a list")
            return []
        out: list[LineDict] = []
        for i, item in enumerate(value):
            if isinstance(item, LineDict):
                out.append(item)
            else:
                self.issue(value.line_of(i), f"{where}: each entry of '{key}' must be a mapping with a name")
        return out

    def synonyms(self, d: LineDict, where: str) -> tuple[str, ...]:
        config = d.get("config")
        for holder in (config.get("meta") if isinstance(config, LineDict) else None, d.get("meta")):
            if isinstance(holder, LineDict) and "synonyms" in holder:
                value = holder["synonyms"]
                if isinstance(value, LineList) and all(isinstance(v, str) for v in value):
                    return tuple(v.strip() for v in value if v.strip())
                self.issue(holder.line_of("synonyms"), f"{where}: 'synonyms' must be a list of strings")
        return ()

    def sensitive(self, d: LineDict) -> bool:
        """True when ``config.meta`` (or ``meta``) says ``sensitive: true`` or ``pii: true``."""
        config = d.get("config")
        for holder in (config.get("meta") if isinstance(config, LineDict) else None, d.get("meta")):
            if isinstance(holder, LineDict) and any(holder.get(k) is True for k in ("sensitive", "pii")):
                return True
        return False

    def currency(self, d: LineDict, where: str) -> str | None:
        """``config.meta.currency`` (or ``meta.currency``): an ISO 4217 code such as ``USD``, for display."""
        config = d.get("config")
        for holder in (config.get("meta") if isinstance(config, LineDict) else None, d.get("meta")):
            if isinstance(holder, LineDict) and "currency" in holder:
                value = holder["currency"]
                if isinstance(value, str) and len(value.strip()) == 3 and value.strip().isalpha():
                    return value.strip().upper()
                self.issue(holder.line_of("currency"), f"{where}: 'currency' must be a code such as USD")
        return None

    def filters(self, d: LineDict, where: str) -> str | None:
        value = d.get("filter")
        if value is None:
            return None
        if isinstance(value, str):
            templates = [value]
        elif isinstance(value, LineList) and all(isinstance(v, str) for v in value):
            templates = list(value)
        else:
            self.issue(d.line_of("filter"), f"{where}: 'filter' must be a string or a list of strings")
            return None
        joined = join_filters(templates)
        if joined:
            self.ref("filter", joined, where, d.line_of("filter"))
        return joined

    def choice(
        self, d: LineDict, key: str, allowed: tuple[str, ...], where: str, *, required: bool = True
    ) -> str | None:
        value = self.text(d, key, where, required=required)
        if value is None:
            return None
        if value.lower() not in allowed:
            self.issue(d.line_of(key), f"{where}: {key} '{value}' is not one of {', '.join(allowed)}")
            return None
        return value.lower()
