"""The chat service: the one owner of every run (no Reflex here).

Each turn runs as its own asyncio task, independent of any browser tab. Any number of subscribers (tabs,
users, workers) follow a conversation: a subscriber gets a snapshot first, then every change in order.
Changes and decisions travel to the other workers through the broker; nothing polls.

    service = ChatService(runtime_for=get_runtime, broker=make_broker(redis_url))
    await service.start()                       # applies decisions a crash left unapplied
    await service.ask(thread, "revenue by store?", user="ana")
    async for change in service.subscribe(thread): ...
    await service.decide(thread, interrupt_id, decision="approve", user="bo")
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, cast

from askdata_app.agent.errors import BusyError, DecisionError, NotAllowedError
from askdata_app.auth import authorize
from askdata_app.auth.limits import check_size
from askdata_app.chat import kinds, store
from askdata_app.chat.broker import CONTROL_CHANNEL, CONVERSATION_CHANNEL, Broker, LocalBroker
from askdata_app.chat.changes import Change
from askdata_app.chat.items import apply_event, card_item
from askdata_app.chat.kinds import CardItem, ChartItem, Figures, TableItem, TypedItem, status_of, with_status

if TYPE_CHECKING:
    from askdata_app.agent.events import Event
    from askdata_app.agent.runtime import AgentRuntime
    from askdata_app.auth.principal import Principal
    from askdata_app.db.models import Conversation

log = logging.getLogger(__name__)

STREAM_BATCH_S = 0.05
"""Streamed words are sent to subscribers at most this often (the rest wait for the next batch)."""
QUICK_TOOLS = frozenset({"make_chart", "list_tables", "describe_table", "list_metrics", "list_dimensions"})
"""Tools that answer at once: their step is sent when it is done, or as running if it takes longer than
``QUICK_STEP_S`` (a running step shown for a few milliseconds is one more page update, nothing to see)."""
QUICK_STEP_S = 0.15
DECIDING_AFTER_S = 0.05
"""A card decided for a run waiting on this worker shows "deciding" only if the run has not reported the
decision within this time (it normally does within a millisecond: the card's next update is its outcome)."""
SHUTDOWN_GRACE_S = 2.0
"""How long ``shutdown`` lets runs end on their own before cancelling them (cards stay in the checkpoint)."""

RuntimeFor = Callable[[str | None], Awaitable["AgentRuntime"]]


class ChatError(Exception):
    """A request the service refuses; the message says what to do."""


@dataclass(eq=False)
class _Live:
    """What this worker knows of one conversation while someone watches it or a run of it works here."""

    thread_id: str
    source: str
    items: list[TypedItem] = field(default_factory=list)
    """The transcript: each item typed per kind (``chat/kinds.py``), in order."""
    figures: Figures = field(default_factory=dict)
    """Chart figures by result id, beside the items (never in one)."""
    streaming: str = ""
    running: bool = False
    waiting_for: str = ""
    owner: str = ""
    """Who the conversation belongs to (the asker of its cards)."""
    seq: int = 0
    queues: set[asyncio.Queue[Change | None]] = field(default_factory=set)
    task: asyncio.Task[None] | None = None
    flush: asyncio.TimerHandle | None = None
    last_flush: float = 0.0
    saving: asyncio.Future[None] | None = None
    """The write of this conversation's changed items under way (one at a time, in order)."""
    unsaved: dict[str, TypedItem] = field(default_factory=dict)
    """Items changed since the write under way took its batch, by key (first change's order)."""
    quiet: dict[str, asyncio.TimerHandle] = field(default_factory=dict)
    """Running steps of quick tools not sent yet, by item key (sent if still running when the timer fires)."""


class ChatService:
    """Owns every run of this worker; one per process."""

    def __init__(self, *, runtime_for: RuntimeFor, broker: Broker | None = None) -> None:
        self.worker_id = uuid.uuid4().hex[:12]
        self._runtime_for = runtime_for
        self.broker: Broker = broker or LocalBroker()
        self._live: dict[str, _Live] = {}
        self._outbox: asyncio.Queue[tuple[str, dict[str, Any]] | None] = asyncio.Queue()
        self._publisher: asyncio.Task[None] | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self._runtimes: dict[int, AgentRuntime] = {}
        """The runtimes this service has used (one per data source)."""
        self._opening: dict[str, asyncio.Future[_Live]] = {}
        """Conversations being loaded: a second opener waits for the same load (one live state each)."""
        self._started = False
        self._closing = False
        self._seq = 0
        """Numbers every change this worker emits (never repeats in a process, across conversations)."""

    # ------------------------------------------------------------------ life
    async def start(self) -> None:
        """Connect the broker, then apply every accepted decision a crash left unapplied."""
        if self._started:
            return
        self._started = True
        await self.broker.start(self.worker_id, self._on_message)
        self._publisher = asyncio.create_task(self._publish_loop(), name="askdata-chat-publisher")
        await self.recover()

    async def shutdown(self) -> None:
        """End every run of this worker quickly; pending cards stay in the checkpoint for the next start."""
        self._closing = True
        tasks = [t for t in self._tasks if not t.done()]
        if tasks:
            _, pending = await asyncio.wait(tasks, timeout=SHUTDOWN_GRACE_S)
            for task in pending:
                task.cancel()
            if pending:
                await asyncio.wait(pending, timeout=1.0)
        for live in self._live.values():
            for queue in live.queues:
                queue.put_nowait(None)
        if self._publisher is not None:
            self._outbox.put_nowait(None)
            with contextlib.suppress(BaseException):
                await asyncio.wait_for(self._publisher, timeout=1.0)
        await self.broker.aclose()

    async def runtime(self, source: str | None = None) -> AgentRuntime:
        """The runtime of ``source`` (decisions it records are this worker's to apply)."""
        runtime = await self._runtime_for(source)
        runtime.worker_id = self.worker_id
        self._runtimes[id(runtime)] = runtime
        return runtime

    async def recover(self, thread_id: str | None = None) -> int:
        """Apply accepted-but-unapplied decisions whose worker is gone; returns how many runs resumed."""
        from askdata_app.db.decisions import unapplied

        runtime = await self.runtime(None)
        records = await asyncio.to_thread(unapplied, runtime.app_engine, thread_id=thread_id)
        owners = {r.claimed_by for r in records if r.claimed_by and r.claimed_by != self.worker_id}
        alive = {o for o in owners if await self.broker.alive(o)}
        resumed = 0
        for thread, stream in await runtime.recover(is_alive=alive.__contains__, thread_id=thread_id):
            live = await self._open_live(thread)
            self._spawn(live, stream, turn=uuid.uuid4().hex[:8])
            resumed += 1
        return resumed

    # ------------------------------------------------------------------ reading
    async def snapshot(self, thread_id: str) -> Change:
        """The conversation as it is now (items, figures, streamed text, whether a run works)."""
        live = await self._open_live(thread_id)
        await self._take_over(live)
        change = self._snapshot(live)
        self._forget_if_idle(live)
        return change

    async def subscribe(self, thread_id: str) -> AsyncIterator[Change]:
        """The current state of ``thread_id``, then every change to it, in order, until ``shutdown``.

        Every subscriber of a conversation, on any worker, sees the same changes in the same order.
        """
        live = await self._open_live(thread_id)
        await self._take_over(live)
        queue: asyncio.Queue[Change | None] = asyncio.Queue()
        live.queues.add(queue)
        try:
            yield self._snapshot(live)
            while True:
                change = await queue.get()
                if change is None:
                    return
                yield change
        finally:
            live.queues.discard(queue)
            self._forget_if_idle(live)

    def active_runs(self) -> int:
        """How many runs this worker is driving (working or waiting on a card)."""
        return sum(not task.done() for task in self._tasks)

    def is_running(self, thread_id: str) -> bool:
        live = self._live.get(thread_id)
        return bool(live and live.running)

    # ------------------------------------------------------------------ acting
    async def ask(self, thread_id: str, question: str, *, who: Principal, source: str | None = None) -> None:
        """Start a turn: the question is recorded and shown to every subscriber; the run goes on as a task.

        Raises:
            ChatError: the conversation cannot take a question now (a run works or a card waits), it is not
                ``who``'s, or the question is too long.
        """
        question = question.strip()
        if not question:
            raise ChatError("Type a question first, for example: What is the revenue by location?")
        problem = check_size("question", question)
        if problem:
            raise ChatError(problem)
        verdict = authorize.can_ask_in(who, await self.conversation(thread_id))
        if not verdict:
            raise ChatError(verdict.reason)
        live = await self._open_live(thread_id, source=source)
        if source and not live.items:  # a conversation's first question picks its source
            live.source = source
        if not live.owner:
            live.owner = who.name
        if live.waiting_for:
            raise ChatError(f"Decide the pending card first: {live.waiting_for}.")
        if live.task is not None and not live.task.done():
            raise ChatError("The assistant is still working on the previous question. Wait for it to finish.")
        runtime = await self.runtime(live.source)
        try:
            stream = await runtime.ask(thread_id, question, user=who.name)
        except BusyError as exc:
            raise ChatError(str(exc)) from None
        turn = uuid.uuid4().hex[:8]
        item = kinds.question(f"{turn}:question", question)
        await store.save_question(thread_id, question, item, user=who.name)
        await store.set_source(thread_id, live.source)
        self._upsert(live, item)
        self._spawn(live, stream, turn=turn)

    async def decide(
        self,
        thread_id: str,
        interrupt_id: str,
        *,
        decision: str,
        values: dict[str, str] | None = None,
        message: str = "",
        who: Principal,
    ) -> None:
        """Validate, authorize, record and deliver a decision on a card, from any subscriber.

        The run waiting here resumes; a run waiting on another worker lets go (the broker tells it) and this
        worker resumes the thread from the checkpoint.

        Raises:
            NotAllowedError: ``who`` may not take this decision (the policy's deciders, four-eyes, privacy).
            DecisionError: invalid answer, already decided, expired, or nothing pending (nothing recorded).
        """
        values = values or {}
        for kind, text in [("message", message), *(("sql", v) for k, v in values.items() if k == "/sql")]:
            problem = check_size(kind, text)  # type: ignore[arg-type]
            if problem:
                raise NotAllowedError(problem)
        conversation = await self.conversation(thread_id)  # deciding needs the policy's say, not a view
        live = await self._open_live(thread_id)
        runtime = await self.runtime(live.source)
        card = await runtime.card(thread_id, interrupt_id)
        if card is not None:
            asker = conversation.user if conversation is not None else ""
            verdict = authorize.can_decide(who, runtime.policy.rule(card["tool"]), asker, decision)
            if not verdict:
                raise NotAllowedError(verdict.reason)
        result = await runtime.decide_form(
            thread_id,
            interrupt_id,
            decision=decision,
            values=values,
            message=message,
            user=who.name,
            client_address=who.client_address,
        )
        self._publish(CONTROL_CHANNEL, {"op": "decided", "interrupt_id": interrupt_id})
        if result.stream is not None:  # no run was waiting here: resume the thread ourselves
            self._mark_deciding(live, interrupt_id)
            self._spawn(live, result.stream, turn=uuid.uuid4().hex[:8])
        else:  # the run waiting here has its answer: it says so at once (one page update, not two)
            loop = asyncio.get_running_loop()
            loop.call_later(DECIDING_AFTER_S, self._mark_deciding, live, interrupt_id)

    def _mark_deciding(self, live: _Live, interrupt_id: str) -> None:
        """Show a card as being decided while it still shows pending (its run has not reported yet)."""
        key = f"card:{interrupt_id}"
        for item in live.items:
            if item["key"] == key and status_of(item) == "pending":
                self._upsert(live, with_status(item, "deciding"))

    async def stop(self, thread_id: str, *, who: Principal) -> str:
        """Stop the conversation's run: pending cards are withdrawn (audited); the chat stays usable."""
        await self.may_change(thread_id, who)
        live = await self._open_live(thread_id)
        self._publish(CONTROL_CHANNEL, {"op": "stop", "thread_id": thread_id})
        runtime = await self.runtime(live.source)
        withdrawn = await runtime.cancel(thread_id, user=who.name)
        if live.task is not None and not live.task.done():
            with contextlib.suppress(BaseException):
                await asyncio.wait_for(asyncio.shield(live.task), timeout=5)
        for item in list(live.items):
            if (item["kind"] == "card" and status_of(item) in {"pending", "deciding"}) or (
                item["kind"] == "step" and status_of(item) in {"running", "waiting"}
            ):
                self._upsert(live, with_status(item, "cancelled"))
        notice = "Stopped." + (f" {withdrawn} pending card(s) withdrawn." if withdrawn else "")
        live.streaming = ""
        await store.save_items(thread_id, live.items, live.figures)
        self._set_status(live, running=False, notice=notice)
        self._forget_if_idle(live)
        return notice

    async def page(self, thread_id: str, result_id: str, offset: int, *, who: Principal) -> None:
        """Show another page of a result table (fetched on demand) to every subscriber."""
        await self._may_view(thread_id, who)
        live = await self._open_live(thread_id)
        _own_result(live, result_id)
        runtime = await self.runtime(live.source)
        result = runtime.results.get(result_id)
        if result is None:
            raise ChatError("That result is no longer available; run the question again.")
        offset = max(0, min(int(offset), max(0, result.row_count - 1)))
        rows = await asyncio.to_thread(_formatted_page, result, offset, runtime.page_rows)
        for item in list(live.items):
            if item["key"] == f"table:{result_id}":
                paged: TableItem = {**cast("TableItem", item), "rows": rows, "offset": offset}
                self._upsert(live, paged)
        self._forget_if_idle(live)

    async def switch_chart(self, thread_id: str, result_id: str, chart: str, *, who: Principal) -> None:
        """Redraw a result's chart as another type that fits its columns (kept with the result)."""
        from askdata_app.data.charts import draw_chart

        await self._may_view(thread_id, who)
        live = await self._open_live(thread_id)
        _own_result(live, result_id)
        runtime = await self.runtime(live.source)
        result = runtime.results.get(result_id)
        if result is None:
            raise ChatError("That result is no longer available; run the question again.")
        drawn = await asyncio.to_thread(
            draw_chart, result.frame, list(result.kinds), chart, formats=result.formats()
        )
        live.figures[result_id] = drawn.figure
        self._emit(live, {"op": "figure", "result_id": result_id, "figure": drawn.figure})
        for item in list(live.items):
            if item["key"] == f"chart:{result_id}":
                redrawn: ChartItem = {
                    **cast("ChartItem", item),
                    "chart": chart,
                    "note": drawn.note,
                    "value": drawn.value,
                    "caption": drawn.caption,
                }
                self._upsert(live, redrawn)
        await store.save_items(thread_id, live.items, live.figures)
        self._forget_if_idle(live)

    async def delete(self, thread_id: str, *, who: Principal) -> None:
        """Delete a conversation; its pending cards are withdrawn (audited as cancelled)."""
        await self.may_change(thread_id, who)
        source = await store.source_of(thread_id)
        runtime = await self.runtime(source)
        await runtime.cancel(thread_id, user=who.name)
        await store.delete(thread_id)
        live = self._live.pop(thread_id, None)
        if live is not None:
            for queue in live.queues:
                queue.put_nowait(None)

    # ------------------------------------------------------------------ who may
    async def conversation(self, thread_id: str) -> Conversation | None:
        """The conversation's record (owner, sharing); None while it has no question yet."""
        from askdata_app.db.access import get_conversation

        return await asyncio.to_thread(get_conversation, store.engine(), thread_id)

    async def may_view(self, thread_id: str, who: Principal) -> bool:
        """Whether ``who`` may see ``thread_id`` (a conversation not started yet is anyone's to start)."""
        conversation = await self.conversation(thread_id)
        return conversation is None or bool(authorize.can_view_conversation(who, conversation))

    async def _may_view(self, thread_id: str, who: Principal) -> None:
        if not await self.may_view(thread_id, who):
            raise ChatError("This conversation is not yours; ask its owner to share it.")

    async def may_change(self, thread_id: str, who: Principal) -> None:
        """Raise ``ChatError`` unless ``who`` may rename, delete or stop ``thread_id`` (owner or admin)."""
        conversation = await self.conversation(thread_id)
        if conversation is None:
            return
        verdict = authorize.can_change_conversation(who, conversation)
        if not verdict:
            raise ChatError(verdict.reason)

    # ------------------------------------------------------------------ runs
    def _spawn(self, live: _Live, stream: AsyncIterator[Event], *, turn: str) -> None:
        task = asyncio.create_task(self._consume(live, stream, turn), name=f"askdata-run|{live.thread_id}")
        live.task = task
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _consume(self, live: _Live, stream: AsyncIterator[Event], turn: str) -> None:
        """Apply a run's events to the conversation, persist them, and tell every subscriber."""
        handed_off = False
        self._set_status(live, running=True)
        try:
            async for event in stream:
                if event["type"] == "run_started":
                    continue
                if event["type"] == "run_finished":
                    handed_off = event["status"] == "handed_off"
                    continue
                if event["type"] == "token":
                    live.streaming += event["text"]
                    self._schedule_stream(live)
                    continue
                if event["type"] == "card_resolved" and event["status"] == "decided_elsewhere":
                    continue  # the worker that took the decision shows it
                if event["type"] == "card":
                    event["card"]["asker"] = live.owner
                if event["type"] == "answer":
                    self._cancel_stream(live)
                    live.streaming = ""
                if event["type"] == "chart_ready" and event["figure"]:  # beside the items, by result id
                    rid = event["result_id"]
                    live.figures[rid] = event["figure"]
                    self._emit(live, {"op": "figure", "result_id": rid, "figure": event["figure"]})
                before = {id(item) for item in live.items}
                live.items = apply_event(live.items, event, turn=turn)
                changed = [item for item in live.items if id(item) not in before]
                quick = event["type"] == "tool_started" and event["tool"] in QUICK_TOOLS
                for item in changed:
                    self._announce(live, item, quick=quick)
                self._persist(live, changed)
                waiting = _waiting_text(live.items)
                if waiting != live.waiting_for:
                    self._set_status(live, running=True, waiting_for=waiting)
        except asyncio.CancelledError:
            raise
        except Exception:  # the runtime reports model and tool failures as events; this is a bug
            log.exception("a run of %s failed", live.thread_id)
        finally:
            self._cancel_stream(live)
            for key in list(live.quiet):
                self._announce_quiet(live, key)
            if live.streaming:
                live.streaming = ""
            if live.saving is not None:  # written before the run is said to be over (a tab may reload
                with contextlib.suppress(BaseException):  # the conversation from the store then)
                    await asyncio.shield(live.saving)
            if not handed_off and not self._closing:
                self._set_status(live, running=False, waiting_for=_waiting_text(live.items))
            live.task = None
            self._forget_if_idle(live)

    def _persist(self, live: _Live, items: list[TypedItem]) -> None:
        """Write ``items`` to the app database behind the run, in order: the next event does not wait for
        the commit (8-10 commits per answer were a third of Approve -> answer). Items that change while a
        write is under way are written together by the next one (the newest version of each)."""
        if not items:
            return
        for item in items:
            live.unsaved[item["key"]] = item
        if live.saving is None or live.saving.done():
            live.saving = asyncio.ensure_future(self._write_unsaved(live))

    async def _write_unsaved(self, live: _Live) -> None:
        while live.unsaved:
            batch = list(live.unsaved.values())
            live.unsaved.clear()
            try:
                await store.save_items(live.thread_id, batch, live.figures)
            except Exception:
                log.exception("could not save the items of %s", live.thread_id)

    # ------------------------------------------------------------------ state and fan-out
    async def _open_live(self, thread_id: str, *, source: str | None = None) -> _Live:
        """This worker's live state of ``thread_id`` (loaded once: concurrent openers share one load)."""
        live = self._live.get(thread_id)
        if live is not None:
            return live
        opening = self._opening.get(thread_id)
        if opening is None:
            opening = asyncio.ensure_future(self._load_live(thread_id, source=source))
            self._opening[thread_id] = opening
            opening.add_done_callback(lambda _f: self._opening.pop(thread_id, None))
        return await asyncio.shield(opening)

    async def _load_live(self, thread_id: str, *, source: str | None) -> _Live:
        saved_source = await store.source_of(thread_id)
        from askdata_app.settings import get_settings

        name = saved_source or source or get_settings().primary_source
        runtime = await self.runtime(name)
        items, figures = await store.load_items(runtime, thread_id)
        pending = await runtime.pending_cards(thread_id)
        running = runtime.is_running(thread_id)
        live_keys = {f"card:{c['interrupt_id']}" for c in pending}
        items = [
            with_status(i, "closed")
            if i["kind"] == "card"
            and status_of(i) in {"pending", "deciding"}
            and i["key"] not in live_keys
            and not running
            else i
            for i in items
        ]
        for card in pending:
            key = f"card:{card['interrupt_id']}"
            if not any(i["key"] == key for i in items):
                items.append(card_item(card))
        conversation = await self.conversation(thread_id)
        owner = conversation.user if conversation is not None else ""
        for n, item in enumerate(items):
            if item["kind"] == "card" and not cast("CardItem", item)["asker"]:
                asked: CardItem = {**cast("CardItem", item), "asker": owner}
                items[n] = asked
        live = self._live.get(thread_id)
        if live is not None:  # registered meanwhile (a recovery after a crash): keep that one
            return live
        live = _Live(
            thread_id=thread_id, source=name, items=items, figures=figures, running=running, owner=owner
        )
        live.waiting_for = _waiting_text(items)
        self._live[thread_id] = live
        return live

    async def _take_over(self, live: _Live) -> None:
        """A tab opens the conversation: apply a decision whose worker died mid-run (none here runs it)."""
        if self._started and (live.task is None or live.task.done()):
            await self.recover(live.thread_id)

    def _forget_if_idle(self, live: _Live) -> None:
        idle = not live.queues and (live.task is None or live.task.done())
        if idle and self._live.get(live.thread_id) is live:
            del self._live[live.thread_id]

    def _snapshot(self, live: _Live) -> Change:
        return {
            "thread_id": live.thread_id,
            "seq": self._seq,
            "op": "snapshot",
            "items": list(live.items),
            "figures": dict(live.figures),
            "text": live.streaming,
            "running": live.running,
            "waiting_for": live.waiting_for,
        }

    def _announce(self, live: _Live, item: TypedItem, *, quick: bool = False) -> None:
        """Send a changed item to the subscribers (a quick tool's running step only if it stays running)."""
        timer = live.quiet.pop(item["key"], None)
        if timer is not None:
            timer.cancel()
        if quick:
            loop = asyncio.get_running_loop()
            live.quiet[item["key"]] = loop.call_later(QUICK_STEP_S, self._announce_quiet, live, item["key"])
            return
        self._emit(live, {"op": "item", "item": item})

    def _announce_quiet(self, live: _Live, key: str) -> None:
        timer = live.quiet.pop(key, None)
        if timer is not None:
            timer.cancel()
        item = next((i for i in live.items if i["key"] == key), None)
        if item is not None:
            self._emit(live, {"op": "item", "item": item})

    def _upsert(self, live: _Live, item: TypedItem) -> None:
        for n, existing in enumerate(live.items):
            if existing["key"] == item["key"]:
                live.items[n] = item
                break
        else:
            live.items.append(item)
        self._emit(live, {"op": "item", "item": item})

    def _set_status(
        self, live: _Live, *, running: bool, waiting_for: str | None = None, notice: str = ""
    ) -> None:
        live.running = running
        if waiting_for is not None:
            live.waiting_for = waiting_for
        change: dict[str, Any] = {"op": "status", "running": running, "waiting_for": live.waiting_for}
        if notice:
            change["notice"] = notice
        self._emit(live, change)

    def _schedule_stream(self, live: _Live) -> None:
        now = time.monotonic()
        if now - live.last_flush >= STREAM_BATCH_S:
            self._flush_stream(live)
        elif live.flush is None:
            delay = STREAM_BATCH_S - (now - live.last_flush)
            live.flush = asyncio.get_running_loop().call_later(delay, self._flush_stream, live)

    def _flush_stream(self, live: _Live) -> None:
        live.flush = None
        live.last_flush = time.monotonic()
        self._emit(live, {"op": "stream", "text": live.streaming})

    def _cancel_stream(self, live: _Live) -> None:
        if live.flush is not None:
            live.flush.cancel()
            live.flush = None

    def _emit(self, live: _Live, change: dict[str, Any], *, publish: bool = True) -> None:
        self._seq += 1
        live.seq = self._seq
        change["thread_id"] = live.thread_id
        change["seq"] = self._seq
        for queue in live.queues:
            queue.put_nowait(change)  # type: ignore[arg-type]  # built as a dict, shaped as a Change
        if publish:
            self._publish(CONVERSATION_CHANNEL, change)

    # ------------------------------------------------------------------ between workers
    def _publish(self, channel: str, message: dict[str, Any]) -> None:
        if not isinstance(self.broker, LocalBroker):
            self._outbox.put_nowait((channel, message))

    async def _publish_loop(self) -> None:
        """Publish in the order changes were made (one sender, one queue)."""
        while True:
            entry = await self._outbox.get()
            if entry is None:
                return
            try:
                await self.broker.publish(*entry)
            except Exception:
                log.exception("could not publish a change to the other workers")

    async def _on_message(self, channel: str, message: dict[str, Any]) -> None:
        if channel == CONTROL_CHANNEL:
            await self._on_control(message)
            return
        live = self._live.get(str(message.get("thread_id", "")))
        if live is None:
            return  # nobody here watches that conversation
        op = message.get("op")
        if op == "item":
            item: TypedItem = message["item"]
            for n, existing in enumerate(live.items):
                if existing["key"] == item["key"]:
                    live.items[n] = item
                    break
            else:
                live.items.append(item)
        elif op == "figure":
            live.figures[str(message["result_id"])] = message["figure"]
        elif op == "stream":
            live.streaming = str(message.get("text", ""))
        elif op == "status":
            live.running = bool(message.get("running"))
            live.waiting_for = str(message.get("waiting_for", ""))
        change = {k: v for k, v in message.items() if k != "origin"}
        self._emit(live, change, publish=False)

    async def _on_control(self, message: dict[str, Any]) -> None:
        op = message.get("op")
        if op == "decided":
            for runtime in self._runtimes.values():
                runtime.hand_off(str(message.get("interrupt_id", "")))
        elif op == "stop":
            for runtime in self._runtimes.values():
                runtime.request_stop(str(message.get("thread_id", "")))


def _own_result(live: _Live, result_id: str) -> None:
    """Raise ``ChatError`` unless ``result_id`` is a result shown in ``live`` (may_view was for this one)."""
    keys = {f"table:{result_id}", f"chart:{result_id}"}
    if not any(item["key"] in keys for item in live.items):
        raise ChatError("That result is not in this conversation; open the conversation it belongs to.")


def _waiting_text(items: list[TypedItem]) -> str:
    from askdata_app.agent.titles import waiting_text

    pending = [
        cast("CardItem", i) for i in items if i["kind"] == "card" and status_of(i) in {"pending", "deciding"}
    ]
    if not pending:
        return ""
    last = pending[-1]
    if last["card_kind"] == "question":
        return "Waiting for your answer to the assistant's question"
    return waiting_text(last["tool"])


def _formatted_page(result: Any, offset: int, page_rows: int) -> list[list[str]]:
    """One page of a kept result, formatted like its first page (formats read from the whole result)."""
    from askdata_app.chat.items import cap_rows
    from askdata_app.data.formatting import format_page

    # the formats read the first SAMPLE rows: a result kept as Arrow is not turned into a frame for them
    formats = result.formats()
    rows = result.page(offset, page_rows)
    return cap_rows(format_page(list(result.columns), list(result.kinds), rows, formats=formats))


__all__ = ["ChatError", "ChatService", "DecisionError"]
