"""What can go wrong with a semantic project or a metric request, as user-facing messages."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SemanticIssue:
    """One problem in the YAML, where it is."""

    file: str
    """The YAML file ('' when MetricFlow gave no place)."""
    line: int
    """1-based line in ``file`` (0 when unknown)."""
    message: str
    """What is wrong and, where possible, what to do."""
    level: str = "error"
    """``error`` or ``warning``."""

    def __str__(self) -> str:
        where = (
            f"{self.file}:{self.line}: "
            if self.file and self.line
            else (f"{self.file}: " if self.file else "")
        )
        return f"{where}{self.level}: {self.message}"


class SemanticProjectError(Exception):
    """The semantic YAML cannot be used; ``issues`` lists every problem with its file and line."""

    def __init__(self, issues: list[SemanticIssue]) -> None:
        self.issues = issues
        lines = "\n".join(f"  {issue}" for issue in issues)
        super().__init__(f"The semantic model has {len(issues)} problem(s):\n{lines}")


class SemanticQueryError(Exception):
    """A metric request that cannot be compiled or run; the message says why and what to try instead."""


class UnsupportedSourceError(SemanticQueryError):
    """The data source's engine has no MetricFlow SQL renderer (SQLite, MySQL, MariaDB...)."""
