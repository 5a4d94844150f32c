"""Identity without a server: argon2 hashing, expiring sessions, logout, sign-in modes, authorization
rules, size limits and the start-up check (real SQLite app databases)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path

import pytest

from askdata_app.agent.policy import ApprovalPolicy
from askdata_app.auth.accounts import AccountError, check_login, create_account, set_password, set_role
from askdata_app.auth.authorize import (
    can_ask_in,
    can_change_conversation,
    can_decide,
    can_read_audit,
    can_view_conversation,
    card_notice,
    who_may_decide,
)
from askdata_app.auth.limits import check_size
from askdata_app.auth.modes import own_origins, resolve_principal, startup_problem
from askdata_app.auth.passwords import hash_password, verify_password
from askdata_app.auth.principal import Principal
from askdata_app.auth.sessions import create_session, end_session, principal_for_token, purge_expired
from askdata_app.db.engine import app_engine
from askdata_app.db.models import Conversation, utcnow
from askdata_app.settings import Settings


@pytest.fixture
def engine(tmp_path: Path):  # type: ignore[no-untyped-def]
    return app_engine(f"sqlite:///{tmp_path / 'app.db'}")


def test_passwords_are_argon2_hashes_that_verify_only_the_right_password() -> None:
    hashed = hash_password("correct horse")
    assert hashed.startswith("$argon2id$") and "correct horse" not in hashed
    assert verify_password("correct horse", hashed)
    assert not verify_password("correct hors", hashed)
    assert not verify_password("anything", None)
    assert hash_password("correct horse") != hashed  # salted
    with pytest.raises(ValueError, match="at least 8"):
        hash_password("short")


def test_login_checks_the_password_and_the_stored_hash_is_not_the_password(engine) -> None:  # type: ignore[no-untyped-def]
    create_account(engine, "ana", "analyst", "ana-password")
    assert check_login(engine, "ana", "ana-password") is not None
    assert check_login(engine, "ana", "wrong-password") is None
    assert check_login(engine, "nobody", "ana-password") is None
    with pytest.raises(AccountError, match="already exists"):
        create_account(engine, "ana", "admin", "other-password")
    with pytest.raises(AccountError, match="Unknown role"):
        create_account(engine, "bob", "superuser", "bob-password")


def test_sessions_expire_and_logout_ends_them(engine) -> None:  # type: ignore[no-untyped-def]
    create_account(engine, "ana", "approver", "ana-password")
    token = create_session(engine, "ana", hours=1, client_address="10.0.0.7")
    who = principal_for_token(engine, token, client_address="10.0.0.7")
    assert who == Principal("ana", "approver", "10.0.0.7")
    later = utcnow() + timedelta(hours=1, seconds=1)
    assert principal_for_token(engine, token, now=later) is None, "expired"
    assert principal_for_token(engine, token) is None, "an expired session is deleted, not revived"

    token2 = create_session(engine, "ana", hours=1)
    assert principal_for_token(engine, token2) is not None
    end_session(engine, token2)
    assert principal_for_token(engine, token2) is None, "logout ends the session at once"
    assert principal_for_token(engine, "made-up-token") is None
    assert principal_for_token(engine, "") is None


def test_role_changes_apply_at_once_and_a_new_password_ends_sessions(engine) -> None:  # type: ignore[no-untyped-def]
    create_account(engine, "ana", "analyst", "ana-password")
    token = create_session(engine, "ana", hours=1)
    set_role(engine, "ana", "admin")
    who = principal_for_token(engine, token)
    assert who is not None and who.role == "admin"
    set_password(engine, "ana", "new-password-1")
    assert principal_for_token(engine, token) is None
    assert purge_expired(engine, now=utcnow() + timedelta(days=1)) == 0


def _settings(**values) -> Settings:  # type: ignore[no-untyped-def]
    return Settings(_env_file=None, **values)  # type: ignore[call-arg]


def test_default_is_loopback_without_sign_in_and_exposure_needs_it() -> None:
    assert startup_problem(_settings()) is None
    problem = startup_problem(_settings(host="0.0.0.0"))
    assert problem is not None and "ASKDATA_AUTH=password" in problem and "ASKDATA_GUEST_MODE" in problem
    assert startup_problem(_settings(host="192.168.1.4")) is not None
    assert startup_problem(_settings(host="0.0.0.0", auth="password")) is None
    assert startup_problem(_settings(host="0.0.0.0", guest_mode=True)) is None
    assert startup_problem(_settings(host="::1")) is None
    missing = startup_problem(_settings(host="0.0.0.0", auth="trusted-header"))
    assert missing is not None and "ASKDATA_TRUSTED_PROXIES" in missing


def test_who_a_request_is_in_each_mode(engine) -> None:  # type: ignore[no-untyped-def]
    create_account(engine, "boss", "admin", None)
    none = _settings()
    assert resolve_principal(none, engine, peer="127.0.0.1", headers={}, session_token="") == Principal(
        "local", "admin", "127.0.0.1"
    )
    assert resolve_principal(none, engine, peer="10.1.2.3", headers={}, session_token="") is None

    guests = _settings(guest_mode=True)
    guest = resolve_principal(guests, engine, peer="10.1.2.3", headers={}, session_token="")
    assert guest is not None and guest.is_guest and guest.client_address == "10.1.2.3"
    assert guest.role == "analyst"

    proxied = _settings(auth="trusted-header", trusted_proxies="10.9.0.0/24", auth_header="X-Forwarded-User")
    via_proxy = resolve_principal(
        proxied, engine, peer="10.9.0.5", headers={"x-forwarded-user": "boss"}, session_token=""
    )
    assert via_proxy is not None and via_proxy.name == "boss" and via_proxy.role == "admin"
    someone = resolve_principal(
        proxied, engine, peer="10.9.0.5", headers={"x-forwarded-user": "newcomer"}, session_token=""
    )
    assert someone is not None and someone.role == "analyst", "unknown proxy users are analysts"
    assert (
        resolve_principal(
            proxied, engine, peer="10.1.2.3", headers={"x-forwarded-user": "boss"}, session_token=""
        )
        is None
    ), "the header from a non-proxy address is ignored"
    assert resolve_principal(proxied, engine, peer="127.0.0.1", headers={}, session_token="") is None

    password = _settings(auth="password")
    assert resolve_principal(password, engine, peer="127.0.0.1", headers={}, session_token="") is None


def test_allowed_origins_default_to_the_apps_own() -> None:
    own = own_origins(_settings(port=4123))
    assert "http://127.0.0.1:4123" in own and "http://localhost:4123" in own
    assert not any("evil" in o for o in own)
    assert own_origins(_settings(allowed_origins="https://askdata.example.com/, http://x:1")) == [
        "https://askdata.example.com",
        "http://x:1",
    ]


@dataclass
class Conv:
    user: str
    shared: bool = False


ANA = Principal("ana", "analyst")
ALI = Principal("ali", "analyst")
VAL = Principal("val", "approver")
ADA = Principal("ada", "admin")


def test_conversations_belong_to_their_owner() -> None:
    mine, shared = Conv("ana"), Conv("ana", shared=True)
    assert can_view_conversation(ANA, mine) and can_view_conversation(ADA, mine)
    assert not can_view_conversation(ALI, mine) and not can_view_conversation(VAL, mine)
    assert can_view_conversation(ALI, shared), "shared = readable by everyone signed in"
    assert not can_change_conversation(ALI, shared), "... but read-only"
    assert can_change_conversation(ANA, mine) and can_change_conversation(ADA, mine)
    assert not can_view_conversation(None, shared)
    assert can_ask_in(ANA, mine) and can_ask_in(ANA, None)
    assert not can_ask_in(ADA, mine), "an admin reads others' chats but does not ask in them"
    assert not can_read_audit(ANA) and can_read_audit(VAL) and can_read_audit(ADA)
    assert not can_read_audit(None)


def test_who_may_decide_follows_the_rule() -> None:
    rule = ApprovalPolicy.default().rule("run_sql")
    # default rule (no deciders in the policy object yet): asker, approvers, admins
    assert can_decide(ANA, rule, "ana") and can_decide(VAL, rule, "ana") and can_decide(ADA, rule, "ana")
    allowed, reason = can_decide(ALI, rule, "ana")
    assert not allowed and "ali" in reason and "approvers" in reason

    @dataclass(frozen=True)
    class FourEyes:
        allowed_decisions: tuple[str, ...] = ("approve", "edit", "reject")
        deciders: tuple[str, ...] = ("approver", "admin")
        self_approval: bool = False
        question: bool = False

    four = FourEyes()
    assert can_decide(VAL, four, "ana")
    refused = can_decide(VAL, four, "val", "approve")
    assert not refused and "Four-eyes" in refused.reason
    assert not can_decide(ADA, four, "ada", "edit")
    assert can_decide(VAL, four, "val", "reject"), "rejecting one's own call stays allowed"
    assert not can_decide(ANA, four, "ana", "approve") and not can_decide(ANA, four, "ana", "reject")
    assert "four-eyes" in who_may_decide(four)
    assert card_notice(ANA, four, "ana")["read_only"] is True
    notice = card_notice(VAL, four, "val")
    assert notice["read_only"] is False and "Four-eyes" in notice["reason"]
    assert card_notice(ADA, four, "ana") == {
        "deciders": who_may_decide(four),
        "read_only": False,
        "reason": "",
    }

    question = ApprovalPolicy.default().rule("ask_user")
    assert can_decide(ANA, question, "ana", "respond") and not can_decide(ALI, question, "ana", "respond")
    assert not can_decide(None, rule, "ana")


def test_size_limits_say_what_to_do() -> None:
    settings = _settings()
    assert check_size("question", "What is the revenue by location?", settings) is None
    message = check_size("question", "x" * 500_000, settings)
    assert message is not None and "500 KB" in message and "20 KB" in message and "kept" in message
    assert check_size("sql", "SELECT 1 " * 20_000, settings) is not None
    assert check_size("sql", "SELECT 1", settings) is None
    assert check_size("message", "é" * 10_001, settings) is not None, "counted in bytes"


def test_conversation_model_defaults(engine) -> None:  # type: ignore[no-untyped-def]
    assert Conversation(id="c").shared is False


def test_the_sign_in_gate_lets_only_bookkeeping_and_sign_in_through() -> None:
    from askdata_app.state.auth import AuthState
    from askdata_app.state.cards import CardsState
    from askdata_app.state.composer import ComposerState
    from askdata_app.state.gate import needs_sign_in, open_states
    from askdata_app.state.inbox import InboxState

    names = open_states()
    assert not needs_sign_in(f"{AuthState.get_full_name()}.login", names)
    assert not needs_sign_in("reflex___state____state.hydrate", names)
    assert needs_sign_in(f"{ComposerState.get_full_name()}.send", names)
    assert needs_sign_in(f"{CardsState.get_full_name()}.submit_card", names)
    assert needs_sign_in(f"{InboxState.get_full_name()}.approve", names)
