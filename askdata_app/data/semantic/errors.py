"""Errors raised while loading a semantic layer: every issue, each with its file and line."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True, order=True)
class SemanticIssue:
    """One problem found in a semantic layer file."""

    file: str
    """The YAML file (as found on disk) the problem is in."""
    line: int
    """1-based line of the offending entry (0 when the problem concerns the file or folder as a whole)."""
    message: str
    """What is wrong and, where it helps, what to write instead."""

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.message}"


class SemanticLayerError(ValueError):
    """The semantic layer could not be loaded; ``issues`` lists every problem found, in file/line order."""

    def __init__(self, issues: Iterable[SemanticIssue]) -> None:
        self.issues: tuple[SemanticIssue, ...] = tuple(sorted(set(issues)))
        super().__init__("\n".join(str(issue) for issue in self.issues))

    def __str__(self) -> str:
        return "\n".join(str(issue) for issue in self.issues)
