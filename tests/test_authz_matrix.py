"""The authorization matrix of the chat: people × roles × every operation a chat state handler performs
through the chat service (ask, decide, stop, delete, rename, page, switch a chart, open). Each allowed cell
works and has its effect; each refused cell is refused with nothing recorded. The real runtime (scripted fake
model), the real demo DuckDB file and the real SQLite app database.

And the Reflex side: with the SignInGate, every event handler of every state outside the few sign-in and
bookkeeping states needs a signed-in person (a new handler cannot slip through unchecked).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest
from langchain_core.messages import AIMessage

from askdata_app.agent.errors import DecisionError
from askdata_app.agent.policy import ApprovalPolicy
from askdata_app.auth.principal import Principal, guest_principal
from askdata_app.chat.service import ChatError, ChatService
from tests.agent_harness import call, close_connections, make_runtime
from tests.test_chat_service import Follower, _answered

SQL = "SELECT location_name, COUNT(*) AS n FROM locations GROUP BY 1 ORDER BY 1"
EDITED = "SELECT location_name, COUNT(*) AS n FROM locations GROUP BY 1 ORDER BY 1 DESC"

PEOPLE: dict[str, Principal | None] = {
    "ana": Principal("ana", "analyst", "10.0.0.1"),  # the owner, who asks
    "carl": Principal("carl", "analyst", "10.0.0.3"),  # another analyst
    "bo": Principal("bo", "approver", "10.0.0.2"),
    "root": Principal("root", "admin", "10.0.0.4"),
    "guest": guest_principal("10.0.0.9"),
    "nobody": None,  # a handler reached with nobody signed in
}
OTHERS = ("carl", "bo", "root", "guest", "nobody")
FOUR_EYES = (
    "tools:\n  run_sql: {decisions: [approve, edit, reject], deciders: [asker, approver, admin],"
    " self_approval: false}\n"
)


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    from askdata_app.settings import get_settings

    monkeypatch.setenv("ASKDATA_DATA_DIR", str(tmp_path))
    get_settings.cache_clear()
    yield
    get_settings.cache_clear()


@pytest.fixture(autouse=True)
async def _close() -> AsyncIterator[None]:
    yield
    await close_connections()


def _engine(tmp: Path) -> Any:
    from askdata_app.db.engine import app_engine

    return app_engine(f"sqlite:///{tmp / 'app.db'}")


def _decisions(tmp: Path) -> list[Any]:
    from askdata_app.db.decisions import list_decisions

    return list_decisions(_engine(tmp))


async def _service(tmp: Path, demo: Path, *, four_eyes: bool = False, turns: int = 1) -> ChatService:
    policy = None
    if four_eyes:
        (tmp / "policy.yaml").write_text(FOUR_EYES)
        policy = ApprovalPolicy.load(tmp / "policy.yaml")
    responses: list[AIMessage] = []
    for n in range(turns):
        responses += [call("run_sql", {"sql": SQL}, f"c{n}"), AIMessage(f"Four stores ({n}).")]
    runtime, _, _ = await make_runtime(tmp, demo, responses, policy=policy)

    async def runtime_for(_source: str | None):  # type: ignore[no-untyped-def]
        return runtime

    service = ChatService(runtime_for=runtime_for)
    await service.start()
    return service


async def _pending(service: ChatService, thread: str = "t1") -> tuple[Follower, dict[str, Any]]:
    """``ana`` asks in ``thread``; returns a follower of it and the pending card."""
    tab = Follower(service, thread)
    await service.ask(thread, "orders per store?", who=PEOPLE["ana"])  # type: ignore[arg-type]
    await tab.until(lambda f: f.pending_card() is not None)
    card = tab.pending_card()
    assert card is not None
    return tab, card


async def _answered_turn(service: ChatService, *, shared: bool, tmp: Path) -> Follower:
    """``ana``'s conversation ``t1`` after one approved turn (a table and a chart), shared or not."""
    from askdata_app.db.access import set_shared

    tab, card = await _pending(service)
    await service.decide("t1", card["interrupt_id"], decision="approve", who=PEOPLE["ana"])  # type: ignore[arg-type]
    await tab.until(lambda f: _answered(f) and not f.running)
    if shared:
        assert set_shared(_engine(tmp), PEOPLE["ana"], "t1", True) is None  # type: ignore[arg-type]
    return tab


# ---------------------------------------------------------------------------------------------- ask
@pytest.mark.parametrize("name", list(PEOPLE))
async def test_ask_in_a_new_conversation(tmp_path: Path, demo_db_path: Path, name: str) -> None:
    """Anyone signed in (a guest too) may start a conversation, which becomes theirs; nobody may not."""
    service = await _service(tmp_path, demo_db_path)
    who = PEOPLE[name]
    if who is None:
        with pytest.raises(ChatError, match="Sign in"):
            await service.ask("t9", "orders per store?", who=who)  # type: ignore[arg-type]
        assert await service.conversation("t9") is None
        return
    tab = Follower(service, "t9")
    await service.ask("t9", "orders per store?", who=who)
    await tab.until(lambda f: f.pending_card() is not None)
    conversation = await service.conversation("t9")
    assert conversation is not None and conversation.user == who.name
    card = tab.pending_card()
    assert card is not None and card["asker"] == who.name
    tab.stop()


@pytest.mark.parametrize("shared", [False, True], ids=["unshared", "shared"])
@pytest.mark.parametrize("name", ["ana", *OTHERS])
async def test_ask_in_an_existing_conversation(
    tmp_path: Path, demo_db_path: Path, name: str, shared: bool
) -> None:
    """Only the owner asks in a conversation: never someone else, even an admin, even when it is shared."""
    service = await _service(tmp_path, demo_db_path, turns=2)
    tab = await _answered_turn(service, shared=shared, tmp=tmp_path)
    questions = [k for k in tab.order if tab.items[k]["kind"] == "user"]
    who = PEOPLE[name]
    if name == "ana":
        await service.ask("t1", "and again?", who=who)  # type: ignore[arg-type]
        await tab.until(lambda f: f.pending_card() is not None)
        assert len([k for k in tab.order if tab.items[k]["kind"] == "user"]) == len(questions) + 1
    else:
        with pytest.raises(ChatError, match=r"someone else's|Sign in"):
            await service.ask("t1", "let me ask here too", who=who)  # type: ignore[arg-type]
        snapshot = await service.snapshot("t1")
        assert [i["key"] for i in snapshot["items"] if i["kind"] == "user"] == questions
        assert not snapshot["running"]
    tab.stop()


# ---------------------------------------------------------------------------------------------- decide
def _decide_cells() -> list[Any]:
    cells = []
    for four_eyes in (False, True):
        for decision in ("approve", "edit", "reject"):
            for name in PEOPLE:
                allowed = name in {"ana", "bo", "root"}
                if four_eyes and name == "ana" and decision != "reject":
                    allowed = False  # four-eyes: the asker may reject, never approve or edit, their own
                policy = "four-eyes" if four_eyes else "default"
                cells.append(
                    pytest.param(four_eyes, decision, name, allowed, id=f"{policy}-{decision}-{name}")
                )
    return cells


@pytest.mark.parametrize(("four_eyes", "decision", "name", "allowed"), _decide_cells())
async def test_decide_a_card(
    tmp_path: Path, demo_db_path: Path, four_eyes: bool, decision: str, name: str, allowed: bool
) -> None:
    service = await _service(tmp_path, demo_db_path, four_eyes=four_eyes)
    tab, card = await _pending(service)
    who = PEOPLE[name]
    values = {"/sql": EDITED} if decision == "edit" else {}
    message = "only 2019 please" if decision == "reject" else ""
    iid = card["interrupt_id"]
    if not allowed:
        reason = "Four-eyes" if name == "ana" else "may not decide" if who is not None else "Sign in"
        with pytest.raises(DecisionError, match=reason):
            await service.decide("t1", iid, decision=decision, values=values, message=message, who=who)  # type: ignore[arg-type]
        assert _decisions(tmp_path) == [], "a refused decision records nothing"
        snapshot = await service.snapshot("t1")
        [still] = [i for i in snapshot["items"] if i["kind"] == "card"]
        assert still["status"] == "pending", "the card waits for someone who may decide"
        tab.stop()
        return
    assert who is not None
    await service.decide("t1", iid, decision=decision, values=values, message=message, who=who)
    await tab.until(lambda f: _answered(f) and not f.running)
    [record] = _decisions(tmp_path)
    assert (record.user, record.client_address, record.decision) == (who.name, who.client_address, decision)
    if decision == "edit":
        assert record.edited_args == {"sql": EDITED}
    if decision == "reject":
        assert record.message == message
    status = {"approve": "approved", "edit": "edited", "reject": "rejected"}[decision]
    assert [tab.items[k]["status"] for k in tab.order if tab.items[k]["kind"] == "card"] == [status]
    assert ("table" in tab.kinds()) == (decision != "reject"), "the query ran only when approved or edited"
    tab.stop()


# ---------------------------------------------------------------------------------------------- change
@pytest.mark.parametrize("shared", [False, True], ids=["unshared", "shared"])
@pytest.mark.parametrize("name", ["ana", *OTHERS])
@pytest.mark.parametrize("operation", ["stop", "delete", "rename"])
async def test_stop_delete_rename(
    tmp_path: Path, demo_db_path: Path, operation: str, name: str, shared: bool
) -> None:
    """The owner and admins stop, delete and rename a conversation; sharing it opens none of that."""
    from askdata_app.chat import store
    from askdata_app.db.access import set_shared

    service = await _service(tmp_path, demo_db_path)
    tab, _card = await _pending(service)
    if shared:
        assert set_shared(_engine(tmp_path), PEOPLE["ana"], "t1", True) is None  # type: ignore[arg-type]
    title = (await service.conversation("t1")).title  # type: ignore[union-attr]
    who = PEOPLE[name]
    allowed = name in {"ana", "root"}

    async def act() -> None:
        if operation == "stop":
            notice = await service.stop("t1", who=who)  # type: ignore[arg-type]
            assert "1 pending card" in notice
        elif operation == "delete":
            await service.delete("t1", who=who)  # type: ignore[arg-type]
        else:  # what SidebarState.rename does
            await service.may_change("t1", who)  # type: ignore[arg-type]
            assert await store.rename("t1", "Store counts")

    if not allowed:
        with pytest.raises(ChatError, match=r"owner|Sign in"):
            await act()
        conversation = await service.conversation("t1")
        assert conversation is not None and conversation.title == title
        snapshot = await service.snapshot("t1")
        assert [i["status"] for i in snapshot["items"] if i["kind"] == "card"] == ["pending"]
        assert _decisions(tmp_path) == []
        tab.stop()
        return
    await act()
    conversation = await service.conversation("t1")
    if operation == "delete":
        assert conversation is None
    elif operation == "rename":
        assert conversation is not None and conversation.title == "Store counts"
    else:
        await tab.until(lambda f: not f.running and f.pending_card() is None)
        [record] = _decisions(tmp_path)
        assert (record.user, record.decision) == (who.name, "cancel")  # type: ignore[union-attr]
    tab.stop()


# ---------------------------------------------------------------------------------------------- view
def _view_cells() -> list[Any]:
    cells = []
    for shared in (False, True):
        for name in PEOPLE:
            allowed = name in {"ana", "root"} or (shared and name != "nobody")
            cells.append(
                pytest.param(shared, name, allowed, id=f"{'shared' if shared else 'unshared'}-{name}")
            )
    return cells


@pytest.mark.parametrize(("shared", "name", "allowed"), _view_cells())
async def test_open_page_and_switch_chart(
    tmp_path: Path, demo_db_path: Path, shared: bool, name: str, allowed: bool
) -> None:
    """Whoever may see a conversation opens it, pages its tables and draws their charts (everyone watching
    sees the same); the others get the refusal and nothing changes."""
    service = await _service(tmp_path, demo_db_path)
    tab = await _answered_turn(service, shared=shared, tmp=tmp_path)
    [table] = [tab.items[k] for k in tab.order if tab.items[k]["kind"] == "table"]
    rid = table["result_id"]
    assert table["offset"] == 0 and rid not in tab.figures
    who = PEOPLE[name]
    assert await service.may_view("t1", who) is allowed  # type: ignore[arg-type]
    if not allowed:
        for act in (
            service.page("t1", rid, 2, who=who),  # type: ignore[arg-type]
            service.switch_chart("t1", rid, "pie", who=who),  # type: ignore[arg-type]
        ):
            with pytest.raises(ChatError, match="not yours"):
                await act
        snapshot = await service.snapshot("t1")
        [still] = [i for i in snapshot["items"] if i["key"] == table["key"]]
        assert still["offset"] == 0 and rid not in snapshot["figures"]
        tab.stop()
        return
    await service.page("t1", rid, 2, who=who)  # type: ignore[arg-type]
    await tab.until(lambda f: f.items[table["key"]]["offset"] == 2)
    assert tab.items[table["key"]]["rows"] == table["rows"][2:], "the page starts at the third row"
    await service.switch_chart("t1", rid, "pie", who=who)  # type: ignore[arg-type]
    await tab.until(lambda f: rid in f.figures)
    assert (await service.snapshot("t1"))["figures"][rid] == tab.figures[rid], "kept with the conversation"
    tab.stop()


async def test_a_result_of_another_conversation_cannot_be_paged_or_drawn_from_ones_own(
    tmp_path: Path, demo_db_path: Path
) -> None:
    """Naming another conversation's result id in one's own conversation shows none of its rows or chart."""
    service = await _service(tmp_path, demo_db_path, turns=2)
    tab = await _answered_turn(service, shared=False, tmp=tmp_path)
    [rid] = [tab.items[k]["result_id"] for k in tab.order if tab.items[k]["kind"] == "table"]
    carl = PEOPLE["carl"]
    own = Follower(service, "t-carl")
    await service.ask("t-carl", "orders per store?", who=carl)  # type: ignore[arg-type]
    await own.until(lambda f: f.pending_card() is not None)
    for act in (
        service.page("t-carl", rid, 1, who=carl),  # type: ignore[arg-type]
        service.switch_chart("t-carl", rid, "pie", who=carl),  # type: ignore[arg-type]
    ):
        with pytest.raises(ChatError, match="not in this conversation"):
            await act
    snapshot = await service.snapshot("t-carl")
    assert rid not in snapshot["figures"]
    assert all(i.get("result_id") != rid for i in snapshot["items"])
    tab.stop()
    own.stop()


# ---------------------------------------------------------------------------------------------- Reflex
def _all_states() -> list[Any]:
    from reflex.state import State

    import askdata_app.askdata_app  # noqa: F401  (defines every page and state)

    found, todo = [], [State]
    while todo:
        state = todo.pop()
        found.append(state)
        todo.extend(state.get_substates())
    return found


OPEN_HANDLERS = {
    # sign-in itself; ``setvar`` sets only AuthState's own fields (the principal is resolved again from the
    # session token, the proxy header or loopback on every event, never from a field a client can set)
    "AuthState": {"setvar", "require", "load_login", "login", "logout"},
}


def test_every_chat_handler_needs_sign_in() -> None:
    """Through the SignInGate, no event of a chat substate (nor the inbox, sharing, audit...) runs for
    nobody: only the sign-in state and Reflex's own bookkeeping states are open."""
    from reflex.state import State

    from askdata_app.state.cards import CardsState
    from askdata_app.state.chat import ChatState
    from askdata_app.state.composer import ComposerState
    from askdata_app.state.gate import needs_sign_in, open_states
    from askdata_app.state.inbox import InboxState
    from askdata_app.state.sidebar import SidebarState
    from askdata_app.state.transcript import TranscriptState

    open_names = open_states()
    states = _all_states()
    for chat in (TranscriptState, ComposerState, CardsState, SidebarState, InboxState):
        assert chat in states, chat
        assert chat.event_handlers, f"{chat.__name__} has no handlers?"
    assert {s for s in states if issubclass(s, ChatState) and s is not ChatState} >= {
        TranscriptState,
        ComposerState,
        CardsState,
        SidebarState,
    }
    checked = 0
    for state in states:
        for handler in state.event_handlers:
            event = f"{state.get_full_name()}.{handler}"
            if state.__name__ in OPEN_HANDLERS and handler in OPEN_HANDLERS[state.__name__]:
                assert not needs_sign_in(event, open_names), event
                continue
            if state.get_full_name() in open_names:
                assert state.__module__.startswith("reflex"), f"{event} runs before sign-in"
                continue
            assert needs_sign_in(event, open_names), f"{event} would run for nobody"
            checked += 1
    assert checked >= 25, checked
    assert {s.__name__ for s in states if s.get_full_name() in open_names} == {
        State.__name__,
        "OnLoadInternalState",
        "UpdateVarsInternalState",
        "FrontendEventExceptionState",
        "AuthState",
    }
    for handler in ("send", "stop", "approve", "submit_card", "rename", "delete_conversation", "page_table"):
        assert any(handler in s.event_handlers for s in states if s.get_full_name() not in open_names)
