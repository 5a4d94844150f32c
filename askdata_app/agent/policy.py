"""The approval policy: which tools are gated, which decisions each allows, and how long a card may wait.

It is turned into ``HumanInTheLoopMiddleware(interrupt_on=...)`` and consulted again by the runtime before
any answer is accepted (fail closed: an expired card is rejected, never approved).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

Decision = str  # "approve" | "edit" | "reject" | "respond"

DEFAULT_TIMEOUT_S = 1800.0


@dataclass(frozen=True)
class ToolRule:
    """How one gated tool is decided."""

    allowed_decisions: tuple[Decision, ...]
    """Decisions a person may take on this tool's calls, in the order the card shows them."""
    timeout_s: float = DEFAULT_TIMEOUT_S
    """Seconds before a pending call expires and is rejected; 0 = wait forever."""
    question: bool = False
    """True for ``ask_user``-style tools: the card shows the question and the person responds."""


@dataclass(frozen=True)
class ApprovalPolicy:
    """The gated tools and their rules. Tools not listed run unreviewed."""

    rules: dict[str, ToolRule] = field(default_factory=dict)

    @classmethod
    def default(cls, *, timeout_s: float = DEFAULT_TIMEOUT_S) -> ApprovalPolicy:
        """askdata's policy: SQL and exports need approval; ask_user waits for an answer."""
        return cls(
            rules={
                "run_sql": ToolRule(("approve", "edit", "reject"), timeout_s),
                "query_metrics": ToolRule(("approve", "edit", "reject"), timeout_s),
                "export_result": ToolRule(("approve", "edit", "reject"), timeout_s),
                "ask_user": ToolRule(("respond",), timeout_s, question=True),
            }
        )

    def rule(self, tool: str) -> ToolRule | None:
        """The rule for ``tool``, or ``None`` when it runs unreviewed."""
        return self.rules.get(tool)

    def interrupt_on(self, tool_names: set[str]) -> dict[str, Any]:
        """The ``interrupt_on`` mapping for ``HumanInTheLoopMiddleware``, for the tools that exist."""
        config: dict[str, Any] = {}
        for name, rule in self.rules.items():
            if name not in tool_names:
                continue
            entry: dict[str, Any] = {"allowed_decisions": list(rule.allowed_decisions)}
            if rule.question:
                entry["description"] = _question_text
            config[name] = entry
        return config

    def timeout_for(self, tool: str) -> float:
        """Seconds a call of ``tool`` may wait (0 = forever)."""
        rule = self.rules.get(tool)
        return rule.timeout_s if rule else DEFAULT_TIMEOUT_S


def _question_text(tool_call: dict[str, Any], _state: Any, _runtime: Any) -> str:
    return str(tool_call.get("args", {}).get("question", "The assistant has a question."))
