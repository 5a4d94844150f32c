"""The in-process agent runtime: runs turns as streams of events and waits on one future per interrupt.

Futures are the fast path; the checkpoint is the truth. A run that reaches an interrupt registers an
``asyncio.Future`` under the interrupt id and waits; ``decide`` validates an answer against that
interrupt's response schema, records it (the record is unique per interrupt: the arbiter), and resolves
the future. When there is no future to resolve (a restart, another worker), ``decide`` hands back a
stream that resumes the thread from the checkpoint itself.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
import uuid
from collections.abc import AsyncGenerator, AsyncIterator, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, cast

from langchain_core.messages import HumanMessage
from langgraph.types import Command

from askdata_app.agent import stream as ev
from askdata_app.agent.card_extras import pending_preview_view, preview_view
from askdata_app.agent.cards import CardForm, answer_from_form, form_from_schema, validate_answer
from askdata_app.agent.errors import (
    EMPTY_QUESTION,
    EXPIRED_MESSAGE,
    NOT_PENDING,
    RUN_IN_PROGRESS,
    STOPPED,
    WAITING_FOR_DECISION,
    AlreadyDecided,
    BusyError,
    DecisionError,
    ExpiredError,
    InvalidAnswerError,
    NotPendingError,
)
from askdata_app.agent.events import Card, CardResolved, CardStatus, Event
from askdata_app.agent.policy import ApprovalPolicy
from askdata_app.agent.stopping import HandedOffError, StoppedError, close_dangling_calls, until_stopped
from askdata_app.db.cards import first_seen
from askdata_app.db.decisions import (
    AlreadyDecidedError,
    claim,
    decision_for,
    mark_outcome,
    record_decision,
    unapplied,
)

if TYPE_CHECKING:
    from langchain_core.runnables import RunnableConfig
    from langgraph.types import Interrupt
    from sqlalchemy import Engine

    from askdata_app.agent.approval_gate import ApprovalGate
    from askdata_app.agent.graph import AgentGraph
    from askdata_app.agent.results import ResultStore


@dataclass
class _Pending:
    card: Card
    schema: dict[str, Any]
    future: asyncio.Future[dict[str, Any]]
    preview_due: bool = False
    """The card shows "estimating"; ``_drive`` computes the preview right after yielding it."""


@dataclass
class DecideResult:
    """What ``decide`` did. ``stream`` is set when no run was waiting: iterate it to resume the thread."""

    interrupt_id: str
    decision: str
    stream: AsyncIterator[Event] | None = None


@dataclass
class AgentRuntime:
    """Runs the LangChain agent in-process. One per worker process."""

    agent: AgentGraph
    app_engine: Engine
    results: ResultStore
    policy: ApprovalPolicy = field(default_factory=ApprovalPolicy.default)
    clock: Callable[[], float] = time.time
    page_rows: int = 50
    suggestions: list[str] = field(default_factory=list)
    """Example questions for an empty chat (from the semantic model)."""
    worker_id: str = field(default_factory=lambda: uuid.uuid4().hex[:12])
    """This process's id: the decisions it records are applied by it (others take over when it is gone)."""
    gate: ApprovalGate | None = None
    """The agent's approval gate: computes the impact previews the interrupts do not carry (tools without
    ``auto_approve`` rules interrupt before their preview exists; their card shows it when it arrives)."""
    _pending: dict[str, _Pending] = field(default_factory=dict)
    _active: set[str] = field(default_factory=set)
    _deciding: set[str] = field(default_factory=set)
    _stops: dict[str, asyncio.Future[bool]] = field(default_factory=dict)
    _ended: dict[str, asyncio.Future[None]] = field(default_factory=dict)

    # ----------------------------------------------------------------- asking
    async def ask(self, thread_id: str, question: str, *, user: str = "anonymous") -> AsyncIterator[Event]:
        """Run one question on ``thread_id``; yields events until the turn ends.

        The stream pauses at each interrupt (after yielding its card) until ``decide`` resolves it.
        Raises ``BusyError`` (before yielding anything) if the thread cannot take a question now.
        """
        question = question.strip()
        if not question:
            raise BusyError(EMPTY_QUESTION)
        await self._check_free(thread_id)
        return self._drive(thread_id, {"messages": [HumanMessage(question)]}, user=user)

    async def _check_free(self, thread_id: str) -> None:
        if thread_id in self._active:
            raise BusyError(RUN_IN_PROGRESS)
        waiting = await self.pending_cards(thread_id)
        if waiting:
            what = ", ".join(f"'{c['tool']}'" for c in waiting)
            raise BusyError(WAITING_FOR_DECISION.format(what=what))

    def is_running(self, thread_id: str) -> bool:
        """Whether a run of ``thread_id`` is streaming in this process."""
        return thread_id in self._active

    async def _drive(
        self, thread_id: str, first_input: Any, *, user: str, applying: list[str] | None = None
    ) -> AsyncIterator[Event]:
        """Run the graph from ``first_input``; ``applying`` lists the accepted decisions this input applies
        (marked ``applied`` once the graph has moved past them, ``failed`` with the reason if it crashes)."""
        cfg = _config(thread_id)
        applying = list(applying or [])
        self._active.add(thread_id)
        loop = asyncio.get_running_loop()
        stop: asyncio.Future[bool] = loop.create_future()
        self._stops[thread_id] = stop
        ended: asyncio.Future[None] = loop.create_future()
        self._ended[thread_id] = ended
        translator = ev.Translator(self.results, page_rows=self.page_rows)
        yield {"type": "run_started", "thread_id": thread_id}
        run_input: Any = first_input
        waiting: list[_Pending] = []
        try:
            while True:
                try:
                    stream = self.agent.astream(run_input, cfg, stream_mode=["updates", "messages"])
                    async for mode, part in until_stopped(stream, stop):
                        for event in translator.translate(mode, part):
                            yield event
                except StoppedError:
                    await self._close_intents(applying, "failed", STOPPED)
                    yield {"type": "run_finished", "status": "cancelled", "detail": STOPPED}
                    return
                except Exception as exc:  # a model or tool crash: say so, keep the thread usable
                    await self._close_intents(applying, "failed", ev.describe_failure(exc))
                    yield {"type": "error", "message": ev.describe_failure(exc)}
                    yield {"type": "run_finished", "status": "error", "detail": str(exc)}
                    return
                await self._close_intents(applying, "applied")
                applying = []
                snapshot = await self.agent.aget_state(cfg)
                if not snapshot.interrupts:
                    yield {"type": "run_finished", "status": "done"}
                    return
                waiting = []
                for interrupt in snapshot.interrupts:
                    pending = self._pending.get(interrupt.id)
                    if pending is None:
                        pending = await self._register(thread_id, interrupt)
                        yield {"type": "card", "card": pending.card}
                    waiting.append(pending)
                # a run may wait for hours: it keeps its cards, not the graph's state (every message of the
                # thread, in the checkpoint already) nor the finished stream and its last update
                snapshot = stream = part = event = None  # type: ignore[assignment]
                async with contextlib.aclosing(self._fill_previews(waiting, stop)) as filling:
                    async for filled in filling:
                        yield filled
                try:
                    recorded = await self._recorded_answer(waiting)
                    interrupt_id, answer = recorded or await self._wait_first(waiting, user=user, stop=stop)
                except StoppedError:
                    for pending in waiting:
                        yield {
                            "type": "card_resolved",
                            "interrupt_id": pending.card["interrupt_id"],
                            "status": "cancelled",
                            "detail": STOPPED,
                        }
                    yield {"type": "run_finished", "status": "cancelled", "detail": STOPPED}
                    return
                except HandedOffError as handed:
                    yield {
                        "type": "card_resolved",
                        "interrupt_id": handed.interrupt_id,
                        "status": "decided_elsewhere",
                        "detail": "Decided in another window or by another server; the run continues there.",
                    }
                    yield {"type": "run_finished", "status": "handed_off"}
                    return
                status: CardStatus = _status_of(answer)
                expired = answer.pop("_expired", False)
                resolved_event: CardResolved = {
                    "type": "card_resolved",
                    "interrupt_id": interrupt_id,
                    "status": "expired" if expired else status,
                    "detail": str(answer.get("message", "")),
                }
                if answer.get("type") == "edit":
                    resolved_event["edited_args"] = dict(answer.get("edited_action", {}).get("args", {}))
                yield resolved_event
                run_input = Command(resume={interrupt_id: _decision_of(answer)})
                if not expired:
                    applying = [interrupt_id]
        finally:
            self._active.discard(thread_id)
            if self._stops.get(thread_id) is stop:
                del self._stops[thread_id]
            if self._ended.get(thread_id) is ended:
                del self._ended[thread_id]
            if not ended.done():
                ended.set_result(None)
            for key in [k for k, p in self._pending.items() if p.card["thread_id"] == thread_id]:
                pending = self._pending.pop(key)
                if not pending.future.done():
                    pending.future.cancel()

    # ----------------------------------------------------------------- cards
    async def _register(self, thread_id: str, interrupt: Interrupt) -> _Pending:
        card, schema = await self._card_for(thread_id, interrupt, preview_now=False)
        pending = _Pending(
            card=card,
            schema=schema,
            future=asyncio.get_running_loop().create_future(),
            preview_due=self._preview_later(interrupt),
        )
        self._pending[interrupt.id] = pending
        return pending

    def _preview_later(self, interrupt: Interrupt) -> bool:
        """Whether the interrupt has no preview yet although its tool gets one (computed after the card)."""
        value = interrupt.value if isinstance(interrupt.value, dict) else {}
        return (
            self.gate is not None
            and value.get("preview") is None
            and self.gate.has_preview(str(value.get("name", "")))
        )

    async def _preview_of(self, card: Card) -> dict[str, Any]:
        """The card's preview view, computed off the event loop (the gate keeps it per call)."""
        assert self.gate is not None
        call = {"name": card["tool"], "args": card["args"], "id": card["tool_call_id"]}
        try:
            found = await asyncio.to_thread(self.gate.preview_for, call, card["thread_id"])
        except Exception as err:  # the gate reports preview failures itself; this is anything else
            from askdata_app.data.preview import empty_preview

            found = empty_preview(str(card["args"].get("sql", "")), "", f"The preview failed: {err}")
        return dict(preview_view(found))

    async def _fill_previews(
        self, waiting: list[_Pending], stop: asyncio.Future[bool]
    ) -> AsyncGenerator[Event, None]:
        """Compute the previews of cards just shown without one; yield a ``card_preview`` for each as it
        arrives. Stops early (dropping the rest) once a card is decided or the run is stopped: the preview is
        for the decision only."""
        due = [p for p in waiting if p.preview_due]
        for pending in due:
            pending.preview_due = False
        decided = [p.future for p in waiting] + [stop]
        if not due or any(f.done() for f in decided):
            return
        tasks = {asyncio.ensure_future(self._preview_of(p.card)): p for p in due}
        try:
            while tasks:
                done, _ = await asyncio.wait([*tasks, *decided], return_when=asyncio.FIRST_COMPLETED)
                for task in [t for t in done if t in tasks]:
                    pending = tasks.pop(task)
                    pending.card["preview"] = task.result()
                    yield {
                        "type": "card_preview",
                        "interrupt_id": pending.card["interrupt_id"],
                        "preview": pending.card["preview"],
                    }
                if any(f.done() for f in decided):
                    return
        finally:
            for task in tasks:
                task.cancel()

    async def _card_for(
        self, thread_id: str, interrupt: Interrupt, *, preview_now: bool = True
    ) -> tuple[Card, dict[str, Any]]:
        """The card of a pending interrupt. A preview the interrupt lacks is computed here (``preview_now``)
        or shown as being computed (``_drive`` computes it right after yielding the card)."""
        value: dict[str, Any] = (
            interrupt.value if isinstance(interrupt.value, dict) else {"description": str(interrupt.value)}
        )
        tool = str(value.get("name", "ask_user"))
        args = dict(value.get("args", {}))
        schema = dict(getattr(interrupt, "response_schema", None) or {})
        rule = self.policy.rule(tool)
        timeout_s = rule.timeout_s if rule else self.policy.timeout_for(tool)
        record = await asyncio.to_thread(
            first_seen,
            self.app_engine,
            interrupt_id=interrupt.id,
            thread_id=thread_id,
            tool=tool,
            now=self.clock(),
            timeout_s=timeout_s,
        )
        question = bool(rule and rule.question)
        description = str(value.get("description", ""))
        form = form_from_schema(schema, tool=tool, proposed_args=args, description=description)
        card: Card = {
            "interrupt_id": interrupt.id,
            "thread_id": thread_id,
            "kind": "question" if question else "approval",
            "tool": tool,
            "tool_call_id": str(value.get("tool_call_id", "")),
            "title": ev.card_title(tool, question=question),
            "description": str(args.get("question", description))
            if question
            else _approval_text(tool, description),
            "args": args,
            "form": dict(form),
            "created_at": record.created_at,
            "expires_at": record.expires_at,
            "status": "pending",
            "deciders": list(getattr(rule, "deciders", ()) or ()),
            "self_approval": bool(getattr(rule, "self_approval", True)),
            "preview": dict(preview_view(value.get("preview"))),
        }
        if self._preview_later(interrupt):
            card["preview"] = await self._preview_of(card) if preview_now else dict(pending_preview_view())
        return card, schema

    async def pending_cards(self, thread_id: str) -> list[Card]:
        """The cards still waiting on ``thread_id``, read from the checkpoint (survives restarts)."""
        snapshot = await self.agent.aget_state(_config(thread_id))
        cards = []
        for interrupt in snapshot.interrupts:
            pending = self._pending.get(interrupt.id)
            cards.append(pending.card if pending else (await self._card_for(thread_id, interrupt))[0])
        return cards

    async def card(self, thread_id: str, interrupt_id: str) -> Card | None:
        """The pending card ``interrupt_id`` of ``thread_id`` (None when nothing such waits)."""
        found = await self._find(thread_id, interrupt_id)
        return found[0] if found else None

    async def _find(self, thread_id: str, interrupt_id: str) -> tuple[Card, dict[str, Any]] | None:
        pending = self._pending.get(interrupt_id)
        if pending is not None and pending.card["thread_id"] == thread_id:
            return pending.card, pending.schema
        snapshot = await self.agent.aget_state(_config(thread_id))
        for interrupt in snapshot.interrupts:
            if interrupt.id == interrupt_id:
                return await self._card_for(thread_id, interrupt)
        return None

    # ----------------------------------------------------------------- deciding
    async def decide(
        self,
        thread_id: str,
        interrupt_id: str,
        answer: dict[str, Any],
        *,
        user: str = "anonymous",
        client_address: str = "",
    ) -> DecideResult:
        """Validate, record and deliver a person's answer to one interrupt.

        Raises:
            InvalidAnswerError: the answer does not fit the response schema (nothing recorded).
            AlreadyDecided: another answer to this interrupt was accepted first.
            ExpiredError: the card's time ran out (it is rejected as expired).
            NotPendingError: no such interrupt is waiting on this thread.
        """
        found = await self._find(thread_id, interrupt_id)
        if found is None:
            existing = await asyncio.to_thread(decision_for, self.app_engine, interrupt_id)
            if existing is not None:
                raise AlreadyDecided(
                    f"This request was already decided ({existing.decision} by {existing.user})."
                )
            raise NotPendingError(NOT_PENDING)
        card, schema = found
        problems = validate_answer(answer, schema)
        if problems:
            raise InvalidAnswerError(problems)
        if card["expires_at"] is not None and self.clock() >= card["expires_at"]:
            pending = self._pending.get(interrupt_id)
            if pending is None:  # nobody waits: expire it here and resume with the rejection
                expiry = await self._expire(card, schema)
                if expiry is not None:
                    resolved: Event = {
                        "type": "card_resolved",
                        "interrupt_id": interrupt_id,
                        "status": "expired",
                        "detail": "No decision in time; the call was not run.",
                    }
                    stream = _after(resolved, self._drive(thread_id, expiry, user=user))
                    return DecideResult(interrupt_id, "expire", stream)
            raise ExpiredError("This request expired before your answer arrived; the call was not run.")
        edited = answer.get("edited_action", {}).get("args") if answer.get("type") == "edit" else None
        self._deciding.add(interrupt_id)
        try:
            await asyncio.to_thread(
                record_decision,
                self.app_engine,
                interrupt_id=interrupt_id,
                thread_id=thread_id,
                tool=card["tool"],
                tool_call_id=card["tool_call_id"],
                user=user,
                decision=answer["type"],
                proposed_args=card["args"],
                edited_args=edited,
                message=_message_text(answer.get("message")),
                answer=dict(answer),
                claimed_by=self.worker_id,
                client_address=client_address,
            )
        except AlreadyDecidedError as exc:
            self._deciding.discard(interrupt_id)
            raise AlreadyDecided(str(exc)) from None
        pending = self._pending.get(interrupt_id)
        self._deciding.discard(interrupt_id)
        if pending is not None and not pending.future.done():
            pending.future.set_result(_decision_of(answer))
            return DecideResult(interrupt_id, answer["type"])
        resume: Command[Any] = Command(resume={interrupt_id: _decision_of(answer)})
        decided: CardResolved = {
            "type": "card_resolved",
            "interrupt_id": interrupt_id,
            "status": _status_of(answer),
            "detail": str(answer.get("message", "")),
        }
        if edited is not None:
            decided["edited_args"] = dict(edited)
        return DecideResult(
            interrupt_id,
            answer["type"],
            _after(decided, self._drive(thread_id, resume, user=user, applying=[interrupt_id])),
        )

    async def decide_form(
        self,
        thread_id: str,
        interrupt_id: str,
        *,
        decision: str,
        values: dict[str, str] | None = None,
        message: str = "",
        user: str = "anonymous",
        client_address: str = "",
    ) -> DecideResult:
        """``decide`` with an answer built from a card's form (UI strings turned back into JSON types)."""
        found = await self._find(thread_id, interrupt_id)
        if found is None:
            return await self.decide(
                thread_id, interrupt_id, {"type": decision}, user=user, client_address=client_address
            )
        card, schema = found
        try:
            answer = answer_from_form(
                cast("CardForm", card["form"]),
                schema,
                decision=decision,
                values=dict(values or {}),
                message=message,
            )
        except ValueError as exc:
            raise InvalidAnswerError([str(exc)]) from exc
        return await self.decide(thread_id, interrupt_id, answer, user=user, client_address=client_address)

    async def _wait_first(
        self, waiting: list[_Pending], *, user: str, stop: asyncio.Future[bool] | None = None
    ) -> tuple[str, dict[str, Any]]:
        """The first answer to any of ``waiting``: a future resolved by ``decide``, or the earliest expiry.

        Nothing is polled: the wait ends on a future (a click here), on ``hand_off`` (a decision recorded
        by another worker, delivered by the broker), on Stop, or on the earliest card's deadline timer.
        """
        while True:
            if stop is not None and stop.done():
                raise StoppedError
            futures: dict[asyncio.Future[Any], _Pending | None] = {p.future: p for p in waiting}
            if stop is not None:
                futures[stop] = None
            deadlines = [p.card["expires_at"] for p in waiting if p.card["expires_at"] is not None]
            timeout = max(0.0, min(deadlines) - self.clock()) if deadlines else None
            done, _ = await asyncio.wait(futures, timeout=timeout, return_when=asyncio.FIRST_COMPLETED)
            for fut in done:
                pending = futures[fut]
                if pending is None:
                    raise StoppedError
                return pending.card["interrupt_id"], fut.result()  # HandedOffError propagates from here
            for pending in waiting:
                expires = pending.card["expires_at"]
                if expires is not None and self.clock() >= expires:
                    answer = await self._expire_answer(pending.card, pending.schema)
                    if answer is not None:
                        answer["_expired"] = True
                        return pending.card["interrupt_id"], answer
                    if pending.future.done():
                        return pending.card["interrupt_id"], pending.future.result()

    def hand_off(self, interrupt_id: str) -> bool:
        """Another worker recorded a decision on ``interrupt_id`` and resumes the thread itself: the run
        waiting here lets go (it ends with ``handed_off``). Returns whether a run here was waiting."""
        pending = self._pending.get(interrupt_id)
        if pending is None or pending.future.done() or interrupt_id in self._deciding:
            return False
        pending.future.set_exception(HandedOffError(interrupt_id))
        return True

    async def _recorded_answer(self, waiting: list[_Pending]) -> tuple[str, dict[str, Any]] | None:
        """An accepted, unapplied decision already recorded for one of ``waiting`` (recorded before a crash,
        and claimed by this worker): it is applied now instead of waiting for a click that already came."""
        ids = {p.card["interrupt_id"] for p in waiting}
        thread_id = waiting[0].card["thread_id"] if waiting else ""
        records = await asyncio.to_thread(unapplied, self.app_engine, thread_id=thread_id)
        for record in records:
            if record.interrupt_id in ids and record.answer and record.claimed_by == self.worker_id:
                return record.interrupt_id, dict(record.answer)
        return None

    async def _close_intents(self, interrupt_ids: list[str], outcome: str, detail: str | None = None) -> None:
        if interrupt_ids:
            await asyncio.to_thread(mark_outcome, self.app_engine, interrupt_ids, outcome, detail)

    # ----------------------------------------------------------------- recovery
    async def recover(
        self, *, is_alive: Callable[[str], bool], thread_id: str | None = None
    ) -> list[tuple[str, AsyncIterator[Event]]]:
        """Apply accepted-but-unapplied decisions whose worker is gone (this one after a restart included).

        Each is claimed first (compare-and-set on the record: one worker wins), then applied from the
        checkpoint: the interrupt still pending -> resume with the recorded answer; already consumed but the
        graph has work left (the process died mid-tool) -> continue the graph; nothing left -> applied.

        Returns:
            ``(thread_id, stream)`` pairs: iterate each stream to run the resumed turn.
        """
        records = await asyncio.to_thread(unapplied, self.app_engine, thread_id=thread_id)
        by_thread: dict[str, list[Any]] = {}
        for record in records:
            owner = record.claimed_by
            if owner == self.worker_id or (owner and is_alive(owner)):
                continue
            if record.thread_id in self._active:
                continue
            won = await asyncio.to_thread(
                claim, self.app_engine, record.interrupt_id, previous=owner, worker=self.worker_id
            )
            if won:
                by_thread.setdefault(record.thread_id, []).append(record)
        streams: list[tuple[str, AsyncIterator[Event]]] = []
        for thread, claimed in by_thread.items():
            snapshot = await self.agent.aget_state(_config(thread))
            pending_ids = {i.id for i in snapshot.interrupts}
            first = claimed[0]
            if first.interrupt_id in pending_ids and first.answer:
                resume: Any = Command(resume={first.interrupt_id: _decision_of(dict(first.answer))})
                applying = [first.interrupt_id]
            elif snapshot.next:
                resume, applying = (
                    None,
                    [r.interrupt_id for r in claimed if r.interrupt_id not in pending_ids],
                )
            else:
                await self._close_intents(
                    [r.interrupt_id for r in claimed if r.interrupt_id not in pending_ids], "applied"
                )
                continue
            user = first.user
            streams.append((thread, self._drive(thread, resume, user=user, applying=applying)))
        return streams

    async def _expire_answer(self, card: Card, schema: dict[str, Any]) -> dict[str, Any] | None:
        """Record the expiry and return the failing-closed answer (None if someone decided first)."""
        rule = self.policy.rule(card["tool"])
        minutes = round((rule.timeout_s if rule else 0) / 60, 1)
        message = EXPIRED_MESSAGE.format(minutes=f"{minutes:g}")
        allowed = [d["type"] for d in form_from_schema(schema, tool=card["tool"])["decisions"]]
        if "reject" in allowed:
            answer: dict[str, Any] = {"type": "reject", "message": message}
        elif "respond" in allowed:
            answer = {"type": "respond", "message": f"(No answer: {message})"}
        else:
            return None
        try:
            await asyncio.to_thread(
                record_decision,
                self.app_engine,
                interrupt_id=card["interrupt_id"],
                thread_id=card["thread_id"],
                tool=card["tool"],
                tool_call_id=card["tool_call_id"],
                user="system",
                decision="expire",
                proposed_args=card["args"],
                message=message,
                outcome="expired",
            )
        except AlreadyDecidedError:
            return None
        return answer

    async def _expire(self, card: Card, schema: dict[str, Any]) -> Command[Any] | None:
        answer = await self._expire_answer(card, schema)
        return None if answer is None else Command(resume={card["interrupt_id"]: answer})

    # ----------------------------------------------------------------- stopping
    def request_stop(self, thread_id: str) -> bool:
        """Ask the run of ``thread_id`` in this process to stop (Stop pressed on another worker)."""
        stop = self._stops.get(thread_id)
        if stop is None or stop.done():
            return False
        stop.set_result(True)
        return True

    async def cancel(self, thread_id: str, *, user: str = "anonymous") -> int:
        """Stop ``thread_id``'s run: withdraw pending cards (audited as cancelled); the thread stays usable.

        Returns:
            How many pending cards were withdrawn.
        """
        stop = self._stops.get(thread_id)
        if stop is not None and not stop.done():
            stop.set_result(True)
        ended = self._ended.get(thread_id)
        if ended is not None:  # the run ends at its next step (its stream's reader consumes it)
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(asyncio.shield(ended), timeout=5)
        cfg = _config(thread_id)
        snapshot = await self.agent.aget_state(cfg)
        withdrawn = 0
        for interrupt in snapshot.interrupts:
            value = interrupt.value if isinstance(interrupt.value, dict) else {}
            try:
                await asyncio.to_thread(
                    record_decision,
                    self.app_engine,
                    interrupt_id=interrupt.id,
                    thread_id=thread_id,
                    tool=str(value.get("name", "")),
                    tool_call_id=str(value.get("tool_call_id", "")),
                    user=user,
                    decision="cancel",
                    proposed_args=dict(value.get("args", {})),
                    message=STOPPED,
                    outcome="cancelled",
                )
                withdrawn += 1
            except AlreadyDecidedError:
                continue
        await close_dangling_calls(self.agent, cfg, snapshot.values.get("messages", []))
        return withdrawn

    async def aclose(self) -> None:
        """Cancel waiting futures (runs end; the checkpoint keeps the cards); close the checkpointer."""
        for pending in self._pending.values():
            if not pending.future.done():
                pending.future.cancel()
        conn = getattr(getattr(self.agent, "checkpointer", None), "conn", None)
        if conn is not None and hasattr(conn, "close"):
            with contextlib.suppress(Exception):
                await conn.close()


async def _after(first: Event, stream: AsyncIterator[Event]) -> AsyncIterator[Event]:
    """``first``, then the events of ``stream`` (a resume from the checkpoint starts by closing its card)."""
    yield first
    async for event in stream:
        yield event


def _approval_text(tool: str, description: str) -> str:
    """The card's explanation: a tool's own description (query_metrics: the request in words and its SQL),
    else the plain-words text for the tool (never the middleware's default meant for the model)."""
    from askdata_app.agent.titles import approval_text

    if description and not description.startswith(DEFAULT_DESCRIPTION_PREFIX):
        return description
    return approval_text(tool)


def _config(thread_id: str) -> RunnableConfig:
    return {"configurable": {"thread_id": thread_id}}


DEFAULT_DESCRIPTION_PREFIX = "Tool execution requires approval"
"""How HumanInTheLoopMiddleware's own description starts (text meant for the model, not the person)."""

_STATUS: dict[str, CardStatus] = {
    "approve": "approved",
    "edit": "edited",
    "reject": "rejected",
    "respond": "responded",
}


def _status_of(answer: dict[str, Any]) -> CardStatus:
    return _STATUS.get(str(answer.get("type")), "approved")


_DECISION_KEYS = {
    "approve": ("type",),
    "edit": ("type", "edited_action"),
    "reject": ("type", "message"),
    "respond": ("type", "message"),
}


def _decision_of(answer: dict[str, Any]) -> dict[str, Any]:
    """The parts of an accepted answer its decision uses, for the run (and its checkpoint).

    A schema may let other keys through (``{"type": "reject", "edited_action": ...}``); they are kept in the
    decision's record but not handed to the run: a value there the checkpoint cannot hold (an integer past 64
    bits) ended the run with an error after the answer had been accepted.
    """
    keys = _DECISION_KEYS.get(str(answer.get("type")))
    return dict(answer) if keys is None else {k: answer[k] for k in keys if k in answer}


def _message_text(message: Any) -> str | None:
    """The decision's message as text for the record (schemas may allow other JSON there)."""
    if message is None or isinstance(message, str):
        return message
    return json.dumps(message, default=str)


__all__ = [
    "AgentRuntime",
    "AlreadyDecided",
    "BusyError",
    "DecideResult",
    "DecisionError",
    "ExpiredError",
    "InvalidAnswerError",
    "NotPendingError",
]
