"""The error raised when the semantic layer cannot be loaded: every issue MetricFlow found, file and line."""

from __future__ import annotations

from collections.abc import Iterable

from askdata_app.semantic.errors import SemanticIssue

__all__ = ["SemanticIssue", "SemanticLayerError"]


class SemanticLayerError(ValueError):
    """The semantic layer could not be loaded; ``issues`` lists every problem found, in file/line order."""

    def __init__(self, issues: Iterable[SemanticIssue]) -> None:
        self.issues: tuple[SemanticIssue, ...] = tuple(
            sorted(set(issues), key=lambda i: (i.file, i.line, i.message))
        )
        super().__init__(str(self))

    def __str__(self) -> str:
        return "\n".join(str(issue) for issue in self.issues)
