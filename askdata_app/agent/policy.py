"""The approval policy: which tools are gated, who may decide, how long a card may wait, and when a call
may run without asking.

It is turned into ``HumanInTheLoopMiddleware(interrupt_on=...)`` and consulted again by the runtime before
any answer is accepted (fail closed: an expired card is rejected, never approved). The file format is read
by :meth:`ApprovalPolicy.load` (``ASKDATA_POLICY_PATH``); its rules are checked against
:data:`askdata_app.agent.policy_schema.POLICY_SCHEMA`.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from askdata_app.agent.policy_schema import PolicyError, read_policy_file

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping

__all__ = ["DEFAULT_TIMEOUT_S", "ApprovalPolicy", "AutoRule", "PolicyError", "ToolRule"]

Decision = str  # "approve" | "edit" | "reject" | "respond"

DEFAULT_TIMEOUT_S = 1800.0
DEFAULT_DECIDERS: tuple[str, ...] = ("asker", "approver", "admin")
SENSITIVE_BADGE = "sensitive"


@dataclass(frozen=True)
class AutoRule:
    """One ``auto_approve`` rule: a call that meets every condition runs without a card.

    A condition that is not set does not constrain. A call whose preview shows a sensitive column, could not
    be computed, or could not tell which columns it reads is never auto-approved, whatever the rule says.
    """

    name: str
    """Shown in the audit and in the chat ("ran without asking because <name>: ...")."""
    max_estimated_rows: float | None = None
    """The engine's row estimate must be present and below this."""
    deny_badges: tuple[str, ...] = ()
    """None of these preview badges may be present."""
    tables: tuple[str, ...] | None = None
    """Allow-list: every table read must be one of these (``name`` or ``schema.name``, case-insensitive)."""
    args: dict[str, Any] | None = None
    """A JSON schema the call's arguments must satisfy (e.g. ``{properties: {format: {const: csv}}}``)."""
    require_preview: bool = False
    """The call needs an impact preview (tools without one never match)."""

    def refusal(self, args: Mapping[str, Any], preview: Mapping[str, Any] | None) -> str | None:
        """Why this rule does not auto-approve the call, or None when it does."""
        if self.args is not None:
            import jsonschema

            error = jsonschema.exceptions.best_match(
                jsonschema.Draft202012Validator(self.args).iter_errors(args)
            )
            if error is not None:
                return f"arguments do not match: {error.message}"
        needs_preview = self.require_preview or self.max_estimated_rows is not None or self.tables is not None
        if preview is None:
            return "no impact preview" if needs_preview or self.deny_badges else None
        if preview.get("error"):
            return f"the preview failed: {preview['error']}"
        if not preview.get("columns_known", False):
            return "the columns read could not be determined"
        badges = {b["kind"] for b in preview.get("badges", [])}
        if SENSITIVE_BADGE in badges:
            return "it reads a sensitive column"
        denied = sorted(badges & set(self.deny_badges))
        if denied:
            return f"badge {', '.join(denied)}"
        if self.max_estimated_rows is not None:
            rows = (preview.get("estimate") or {}).get("rows")
            if rows is None:
                return "the engine gave no row estimate"
            if not rows < self.max_estimated_rows:
                return f"estimated {rows:,.0f} rows, not below {self.max_estimated_rows:,.0f}"
        if self.tables is not None:
            allowed = {t.lower() for t in self.tables}
            outside = [t for t in preview.get("tables", []) if not _table_allowed(t, allowed)]
            if outside:
                return f"reads {', '.join(outside)}, outside the allowed tables"
        return None

    def reason(self, preview: Mapping[str, Any] | None) -> str:
        """The sentence the chat shows after "ran without asking because"."""
        parts = [f"rule '{self.name}'"]
        if preview:
            rows = (preview.get("estimate") or {}).get("rows")
            if self.max_estimated_rows is not None and rows is not None:
                parts.append(f"estimated {rows:,.0f} rows < {self.max_estimated_rows:,.0f}")
            if self.deny_badges:
                parts.append("no " + ", ".join(b.replace("_", " ") for b in self.deny_badges))
            if self.tables is not None:
                parts.append("only allowed tables")
            parts.append("no sensitive column")
        return ": ".join(parts[:1]) + (" — " + "; ".join(parts[1:]) if len(parts) > 1 else "")


def _table_allowed(table: str, allowed: set[str]) -> bool:
    lowered = table.lower()
    return lowered in allowed or lowered.rpartition(".")[2] in allowed


@dataclass(frozen=True)
class ToolRule:
    """How one gated tool is decided."""

    allowed_decisions: tuple[Decision, ...]
    """Decisions a person may take on this tool's calls, in the order the card shows them."""
    timeout_s: float = DEFAULT_TIMEOUT_S
    """Seconds before a pending call expires and is rejected; 0 = wait forever."""
    question: bool = False
    """True for ``ask_user``-style tools: the card shows the question and the person responds."""
    deciders: tuple[str, ...] = DEFAULT_DECIDERS
    """Who may decide: roles (analyst, approver, admin) and/or ``asker`` (the person who asked)."""
    self_approval: bool = True
    """False = four eyes: the person who asked may not approve or edit their own call."""
    auto_approve: tuple[AutoRule, ...] = ()
    """Conditional rules, first match wins; empty = always ask."""

    def auto_rule(
        self, args: Mapping[str, Any], preview: Mapping[str, Any] | None
    ) -> tuple[AutoRule | None, list[str]]:
        """The first rule that auto-approves the call, and why each earlier rule did not."""
        misses: list[str] = []
        for rule in self.auto_approve:
            why = rule.refusal(args, preview)
            if why is None:
                return rule, misses
            misses.append(f"{rule.name}: {why}")
        return None, misses


@dataclass(frozen=True)
class ApprovalPolicy:
    """The gated tools and their rules. Tools not listed run unreviewed (plugin tools excepted: see
    :meth:`gate_unlisted`)."""

    rules: dict[str, ToolRule] = field(default_factory=dict)
    sensitive_columns: frozenset[str] = frozenset()
    """``table.column`` names (lower case) that are never read without a person's decision."""
    source: str = "built-in policy"
    """Where the policy came from (a file path, or the built-in default)."""
    default_timeout_s: float = DEFAULT_TIMEOUT_S
    """The wait of tools that have no ``timeout_s`` of their own (``ASKDATA_APPROVAL_TIMEOUT_S``)."""

    @classmethod
    def default(cls, *, timeout_s: float = DEFAULT_TIMEOUT_S) -> ApprovalPolicy:
        """askdata's policy: SQL and exports need approval; ask_user waits for an answer."""
        return cls(
            rules={
                "run_sql": ToolRule(("approve", "edit", "reject"), timeout_s),
                "query_metrics": ToolRule(("approve", "edit", "reject"), timeout_s),
                "export_result": ToolRule(("approve", "edit", "reject"), timeout_s),
                "ask_user": ToolRule(("respond",), timeout_s, question=True),
            },
            default_timeout_s=timeout_s,
        )

    @classmethod
    def load(cls, path: str | Path | None, *, timeout_s: float = DEFAULT_TIMEOUT_S) -> ApprovalPolicy:
        """The policy in the YAML file at ``path`` (None = the built-in default).

        ``timeout_s`` is the default for tools whose entry has no ``timeout_s``.

        Raises:
            PolicyError: the file is missing, not YAML, or breaks the format; the message names the file,
                the key path and what to fix.
        """
        if path is None or str(path) == "":
            return cls.default(timeout_s=timeout_s)
        data = read_policy_file(Path(path))
        rules: dict[str, ToolRule] = {}
        for name, entry in (data.get("tools") or {}).items():
            rules[name] = _tool_rule(entry, timeout_s)
        sensitive = frozenset(str(c).lower() for c in data.get("sensitive_columns") or ())
        return cls(rules=rules, sensitive_columns=sensitive, source=str(path), default_timeout_s=timeout_s)

    def gate_unlisted(self, tool_names: Iterable[str]) -> ApprovalPolicy:
        """This policy with the default rule (approve, edit, reject) for each of ``tool_names`` it does not
        list: plugin and MCP tools are gated unless the policy says otherwise (fail closed)."""
        added = {
            name: ToolRule(("approve", "edit", "reject"), self.timeout_for(name))
            for name in tool_names
            if name not in self.rules
        }
        return replace(self, rules={**self.rules, **added}) if added else self

    def rule(self, tool: str) -> ToolRule | None:
        """The rule for ``tool``, or ``None`` when it runs unreviewed."""
        return self.rules.get(tool)

    def interrupt_on(self, tool_names: set[str], *, when: Any = None) -> dict[str, Any]:
        """The ``interrupt_on`` mapping for ``HumanInTheLoopMiddleware``, for the tools that exist.

        Args:
            tool_names: The agent's tools.
            when: ``when(tool_name) -> predicate | None``: the ``when`` predicate of a tool's entry (the
                conditional-approval gate builds one for tools with ``auto_approve`` rules).
        """
        config: dict[str, Any] = {}
        for name, rule in self.rules.items():
            if name not in tool_names:
                continue
            entry: dict[str, Any] = {"allowed_decisions": list(rule.allowed_decisions)}
            if rule.question:
                entry["description"] = _question_text
            predicate = when(name) if when is not None else None
            if predicate is not None:
                entry["when"] = predicate
            config[name] = entry
        return config

    def timeout_for(self, tool: str) -> float:
        """Seconds a call of ``tool`` may wait (0 = forever)."""
        rule = self.rules.get(tool)
        return rule.timeout_s if rule else self.default_timeout_s


def _tool_rule(entry: dict[str, Any], timeout_s: float) -> ToolRule:
    question = bool(entry.get("question", False))
    default_decisions = ["respond"] if question else ["approve", "edit", "reject"]
    autos = tuple(
        AutoRule(
            name=str(a["name"]),
            max_estimated_rows=a.get("max_estimated_rows"),
            deny_badges=tuple(a.get("deny_badges") or ()),
            tables=tuple(a["tables"]) if "tables" in a else None,
            args=a.get("args"),
            require_preview=bool(a.get("require_preview", False)),
        )
        for a in entry.get("auto_approve") or ()
    )
    return ToolRule(
        allowed_decisions=tuple(entry.get("decisions") or default_decisions),
        timeout_s=float(entry.get("timeout_s", timeout_s)),
        question=question,
        deciders=tuple(entry.get("deciders") or DEFAULT_DECIDERS),
        self_approval=bool(entry.get("self_approval", True)),
        auto_approve=autos,
    )


def _question_text(tool_call: dict[str, Any], _state: Any, _runtime: Any) -> str:
    return str(tool_call.get("args", {}).get("question", "The assistant has a question."))
