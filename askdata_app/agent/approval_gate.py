"""Conditional approval on LangChain's own mechanisms: the ``interrupt_on`` entry's ``when`` predicate decides
whether a call needs a person, and a middleware placed before ``HumanInTheLoopMiddleware`` prepares the impact
preview and tells the chat why a call ran without asking.

- :class:`ApprovalGate` computes each call's preview (once per tool call id) and its verdict: the first
  ``auto_approve`` rule of the tool that matches, if any. Its :meth:`ApprovalGate.when` is the ``when``
  predicate of the tool's ``interrupt_on`` entry. An auto-approval is written to the audit (decision
  ``auto``, user ``policy``) before the call runs.
- :class:`PreviewMiddleware` runs before the HITL middleware: for a tool with ``auto_approve`` rules it
  computes the preview off the event loop (the predicate then reads it from the cache), and after an
  auto-approved call ran it adds ``auto_approved: {rule, reason, preview}`` to the ToolMessage's artifact.
- :class:`PreviewingHumanInTheLoop` is ``HumanInTheLoopMiddleware`` whose per-call interrupt value also
  carries ``preview`` when the predicate computed one (saved in the checkpoint with the interrupt).

A tool without ``auto_approve`` rules needs no preview to decide whether to ask, so its preview is not
computed before the interrupt: the runtime shows the card at once and computes the preview right after
(:meth:`ApprovalGate.preview_for`, cached per call), updating the card when it arrives (a ``card_preview``
event) — the EXPLAIN no longer delays the moment the SQL is proposed.

The predicate runs again when a run resumes and must give the same answer: verdicts are cached per tool call
id, and a call that a person already decided (a decision record with its tool call id) always interrupts, so
their answer is the one applied.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from langchain.agents.middleware import AgentMiddleware, HumanInTheLoopMiddleware
from langchain_core.messages import ToolMessage

from askdata_app.agent.interrupt_adapters import keep_interrupt_adapters

if TYPE_CHECKING:
    from collections.abc import Awaitable, Callable, Mapping

    from langchain.agents.middleware.types import ToolCallRequest
    from langgraph.types import Command
    from sqlalchemy import Engine

    from askdata_app.agent.policy import ApprovalPolicy, AutoRule
    from askdata_app.data.preview import Preview

log = logging.getLogger(__name__)

AUTO_DECISION = "auto"
AUTO_USER = "policy"
CACHE_SIZE = 2048


@dataclass(frozen=True)
class Verdict:
    """The gate's answer for one call."""

    preview: Preview | None
    rule: AutoRule | None
    """The auto-approving rule, or None (ask)."""
    reason: str
    """Why it ran without asking, or why each rule did not match."""


def auto_interrupt_id(tool_call_id: str) -> str:
    """The audit key of an auto-approval (unique per tool call, like an interrupt id)."""
    return f"auto:{tool_call_id}"[:64]


class ApprovalGate:
    """Previews and auto-approval verdicts for the gated tools of one agent."""

    def __init__(
        self,
        policy: ApprovalPolicy,
        *,
        previews: Mapping[str, Callable[[Mapping[str, Any]], Preview | None]] | None = None,
        app_engine: Engine | None = None,
    ) -> None:
        """Args:
        policy: The approval policy (its ``auto_approve`` rules).
        previews: Tool name -> a function of the call's args returning its impact preview.
        app_engine: The app database, where auto-approvals are audited (None = not audited, tests only).
        """
        self.policy = policy
        self.previews = dict(previews or {})
        self.app_engine = app_engine
        self._lock = threading.Lock()
        self._verdicts: OrderedDict[str, Verdict] = OrderedDict()
        self._auto_ran: OrderedDict[str, Verdict] = OrderedDict()

    # ---------------------------------------------------------------------------------------- verdicts
    def verdict(self, tool_call: Mapping[str, Any], thread_id: str = "") -> Verdict:
        """The preview and verdict for a call (computed once per thread and tool call id)."""
        call_id = str(tool_call.get("id") or "")
        key = f"{thread_id}\x00{call_id}" if call_id else ""
        with self._lock:
            if key and key in self._verdicts:
                return self._verdicts[key]
        name = str(tool_call.get("name", ""))
        args = dict(tool_call.get("args") or {})
        preview: Preview | None = None
        compute = self.previews.get(name)
        if compute is not None:
            try:
                preview = compute(args)
            except Exception as err:  # a preview that fails is shown as such; the call is then asked
                log.warning("impact preview of %s failed", name, exc_info=True)
                from askdata_app.data.preview import empty_preview

                preview = empty_preview(str(args.get("sql", "")), "", f"The preview failed: {err}")
        rule = self.policy.rule(name)
        chosen, misses = rule.auto_rule(args, preview) if rule else (None, [])
        reason = chosen.reason(preview) if chosen else "; ".join(misses)
        found = Verdict(preview=preview, rule=chosen, reason=reason)
        with self._lock:
            if key:
                self._verdicts[key] = found
                while len(self._verdicts) > CACHE_SIZE:
                    self._verdicts.popitem(last=False)
        return found

    def preview_for(self, tool_call: Mapping[str, Any], thread_id: str = "") -> Preview | None:
        """The impact preview of a call (for the card), or None for tools without one (computed once per
        call; blocking: call it off the event loop)."""
        if not self.has_preview(str(tool_call.get("name", ""))):
            return None
        return self.verdict(tool_call, thread_id).preview

    def has_preview(self, tool: str) -> bool:
        """Whether ``tool``'s calls get an impact preview."""
        return tool in self.previews

    def decides_on_preview(self, tool: str) -> bool:
        """Whether the ``when`` predicate of ``tool`` reads the preview (it has ``auto_approve`` rules): its
        preview must exist before the interrupt. Other tools' previews are computed after the card shows."""
        rule = self.policy.rule(tool)
        return bool(rule and rule.auto_approve)

    def cached_preview(self, tool_call: Mapping[str, Any], thread_id: str = "") -> Preview | None:
        """The call's preview if it was already computed (never computes it)."""
        call_id = str(tool_call.get("id") or "")
        if not call_id:
            return None
        with self._lock:
            found = self._verdicts.get(f"{thread_id}\x00{call_id}")
        return found.preview if found is not None else None

    def when(self, tool: str) -> Callable[[ToolCallRequest], bool] | None:
        """The ``when`` predicate for ``tool``'s ``interrupt_on`` entry (None: always interrupt)."""
        rule = self.policy.rule(tool)
        if rule is None or not rule.auto_approve:
            return None

        def predicate(request: ToolCallRequest) -> bool:
            return self._should_interrupt(request)

        return predicate

    def _should_interrupt(self, request: ToolCallRequest) -> bool:
        call = request.tool_call
        thread_id = thread_of(request)
        found = self.verdict(call, thread_id)
        if found.rule is None:
            return True
        call_id = str(call.get("id") or "")
        if self._person_decided(thread_id, call_id):
            return True  # resuming a call a person answered: their decision applies
        self._audit(request, found)
        with self._lock:
            self._auto_ran[f"{thread_id}\x00{call_id}"] = found
            while len(self._auto_ran) > CACHE_SIZE:
                self._auto_ran.popitem(last=False)
        return False

    def auto_approved(self, tool_call_id: str, thread_id: str = "") -> Verdict | None:
        """The verdict of a call that the policy let run without asking, if it was one."""
        with self._lock:
            return self._auto_ran.get(f"{thread_id}\x00{tool_call_id}")

    # ------------------------------------------------------------------------------------------- audit
    def _person_decided(self, thread_id: str, tool_call_id: str) -> bool:
        if self.app_engine is None or not tool_call_id:
            return False
        from sqlmodel import Session, select

        from askdata_app.db.models import DecisionRecord

        with Session(self.app_engine) as session:
            found = session.exec(
                select(DecisionRecord.id).where(
                    DecisionRecord.thread_id == thread_id[:64],
                    DecisionRecord.tool_call_id == tool_call_id[:128],
                    DecisionRecord.decision != AUTO_DECISION,
                )
            ).first()
        return found is not None

    def _audit(self, request: ToolCallRequest, found: Verdict) -> None:
        if self.app_engine is None or found.rule is None:
            return
        from askdata_app.db.decisions import AlreadyDecidedError, record_decision

        call = request.tool_call
        thread_id = thread_of(request)
        call_id = str(call.get("id") or "")
        with contextlib.suppress(AlreadyDecidedError):  # the same call seen again (a replay): audited once
            record_decision(
                self.app_engine,
                interrupt_id=auto_interrupt_id(call_id),
                thread_id=thread_id[:64],
                tool=str(call.get("name", ""))[:64],
                tool_call_id=call_id[:128],
                user=AUTO_USER,
                decision=AUTO_DECISION,
                proposed_args=dict(call.get("args") or {}),
                edited_args=auto_details(found),
                message=f"Ran without asking because {found.reason}.",
            )


def thread_of(request: ToolCallRequest) -> str:
    """The LangGraph thread id of a tool call request (``""`` outside a thread)."""
    config = getattr(request.runtime, "config", None) or {}
    return str((config.get("configurable") or {}).get("thread_id", ""))


def auto_details(found: Verdict) -> dict[str, Any]:
    """What an auto-approval records and shows: ``{rule, reason, preview}`` (JSON-safe)."""
    details: dict[str, Any] = json.loads(
        json.dumps(
            {"rule": found.rule.name if found.rule else "", "reason": found.reason, "preview": found.preview},
            default=str,
        )
    )
    return details


class PreviewMiddleware(AgentMiddleware):
    """Before the HITL middleware: computes the preview off the event loop, and marks auto-approved results.

    It has no side effects before calling the handler (the HITL middleware replays it on resume).
    """

    def __init__(self, gate: ApprovalGate) -> None:
        super().__init__()
        self.gate = gate

    def _gated(self, request: ToolCallRequest) -> bool:
        """Whether the verdict is needed before the call goes on: the ``when`` predicate reads it."""
        return self.gate.decides_on_preview(str(request.tool_call.get("name", "")))

    def _mark(
        self, request: ToolCallRequest, result: ToolMessage | Command[Any]
    ) -> ToolMessage | Command[Any]:
        found = self.gate.auto_approved(str(request.tool_call.get("id") or ""), thread_of(request))
        if found is None or not isinstance(result, ToolMessage):
            return result
        artifact = dict(result.artifact) if isinstance(result.artifact, dict) else {}
        if result.artifact is not None and not isinstance(result.artifact, dict):
            artifact["value"] = result.artifact
        artifact["auto_approved"] = auto_details(found)
        return result.model_copy(update={"artifact": artifact})

    def wrap_tool_call(
        self, request: ToolCallRequest, handler: Callable[[ToolCallRequest], ToolMessage | Command[Any]]
    ) -> ToolMessage | Command[Any]:
        if self._gated(request):
            self.gate.verdict(request.tool_call, thread_of(request))
        return self._mark(request, handler(request))

    async def awrap_tool_call(
        self,
        request: ToolCallRequest,
        handler: Callable[[ToolCallRequest], Awaitable[ToolMessage | Command[Any]]],
    ) -> ToolMessage | Command[Any]:
        if self._gated(request):
            await asyncio.to_thread(self.gate.verdict, request.tool_call, thread_of(request))
        return self._mark(request, await handler(request))


def memoize_decision_schemas() -> None:
    """Build each tool's HITL ``response_schema`` type once, not on every gated call.

    ``HumanInTheLoopMiddleware`` builds the answer type of every gated call afresh (two ``create_model``
    calls for the edit branch, then LangGraph's ``TypeAdapter`` of it has to generate the new models' core
    schemas): about 1.7 ms of the event loop's time before each card. The type depends only on the allowed
    decisions, the tool's name and the tool (its call schema), so it is kept per (decisions, name, tool
    object); the same type gives the same JSON schema. Installed once; if LangChain renames the function,
    nothing is changed (each call then builds its own type, as before).
    """
    from langchain.agents.middleware import human_in_the_loop as hitl

    build = getattr(hitl, "_decision_schema", None)
    if build is None or getattr(build, "askdata_memoized", False):
        return
    memo: dict[tuple[Any, ...], tuple[Any, Any]] = {}
    lock = threading.Lock()

    def decision_schema(allowed: Any, name: str, tool: Any = None) -> Any:
        key = (tuple(allowed), name, id(tool))
        found = memo.get(key)
        if found is not None and found[0] is tool:  # the same tool object, not a new one at a reused id
            return found[1]
        schema = build(allowed, name, tool)
        with lock:
            if len(memo) >= CACHE_SIZE:
                memo.clear()
            memo[key] = (tool, schema)
        return schema

    decision_schema.askdata_memoized = True  # type: ignore[attr-defined]
    hitl._decision_schema = decision_schema


class PreviewingHumanInTheLoop(HumanInTheLoopMiddleware):
    """``HumanInTheLoopMiddleware`` whose per-call interrupt value also carries the call's ``preview`` when
    the ``when`` predicate judged one.

    The value stays a ``ToolApprovalRequest`` plus one key, so it is saved with the interrupt in the
    checkpoint and a restarted server shows the same preview the predicate judged. A call whose tool has
    no ``auto_approve`` rules interrupts without it (nothing to judge): the runtime computes it after the
    card is shown.
    """

    # Per-call mode asks inside the tool-call chain; LangChain's ``after_model`` hook only serves batched mode
    # (in per-call mode it returns at once). Left undefined here, ``create_agent`` adds no graph node for
    # it: one superstep (a checkpoint and its writes) less after every model call.
    after_model = AgentMiddleware.after_model
    aafter_model = AgentMiddleware.aafter_model

    def __init__(self, gate: ApprovalGate, interrupt_on: dict[str, Any], **kwargs: Any) -> None:
        if kwargs.setdefault("interrupt_mode", "per_call") != "per_call":
            msg = "PreviewingHumanInTheLoop only runs in per_call mode (it has no after_model hook)"
            raise ValueError(msg)
        super().__init__(interrupt_on, **kwargs)
        self.gate = gate
        memoize_decision_schemas()
        keep_interrupt_adapters()

    def _tool_approval_request(self, request: ToolCallRequest, config: Any) -> Any:
        value = dict(super()._tool_approval_request(request, config))
        preview = self.gate.cached_preview(request.tool_call, thread_of(request))
        if preview is not None:
            value["preview"] = preview
        return value
