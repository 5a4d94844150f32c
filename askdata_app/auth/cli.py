"""``python -m askdata_app.auth``: create the first admin, add users, change roles, list accounts."""

from __future__ import annotations

import argparse
import getpass
import sys
from collections.abc import Sequence

from askdata_app.auth.accounts import (
    AccountError,
    create_account,
    list_accounts,
    set_password,
    set_role,
)
from askdata_app.auth.principal import ROLES


def _engine():  # type: ignore[no-untyped-def]
    from askdata_app.db.engine import app_engine
    from askdata_app.settings import get_settings

    settings = get_settings()
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    return app_engine(settings.resolved_app_db_url)


def _read_password(args: argparse.Namespace) -> str | None:
    if getattr(args, "no_password", False):
        return None
    if args.password_stdin:
        return sys.stdin.readline().rstrip("\r\n")
    first = getpass.getpass(f"Password for {args.name}: ")
    again = getpass.getpass("Again: ")
    if first != again:
        msg = "The two passwords differ; nothing was changed."
        raise AccountError(msg)
    return first


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m askdata_app.auth", description="Manage askdata's accounts (the app database)."
    )
    commands = parser.add_subparsers(dest="command", required=True)
    admin = commands.add_parser("create-admin", help="create an admin account (the first-run step)")
    admin.add_argument("name")
    admin.add_argument("--password-stdin", action="store_true", help="read the password from stdin")
    add = commands.add_parser("add-user", help="create an account with a role")
    add.add_argument("name")
    add.add_argument("--role", choices=ROLES, default="analyst")
    add.add_argument("--password-stdin", action="store_true", help="read the password from stdin")
    add.add_argument(
        "--no-password", action="store_true", help="no password sign-in (users named by a sign-on proxy)"
    )
    role = commands.add_parser("set-role", help="change an account's role")
    role.add_argument("name")
    role.add_argument("role", choices=ROLES)
    password = commands.add_parser("set-password", help="change a password (ends that account's sessions)")
    password.add_argument("name")
    password.add_argument("--password-stdin", action="store_true", help="read the password from stdin")
    commands.add_parser("list", help="list accounts and roles")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        engine = _engine()
        if args.command == "create-admin":
            create_account(engine, args.name, "admin", _read_password(args))
            print(f"Created admin {args.name}. Start with ASKDATA_AUTH=password and sign in.")
        elif args.command == "add-user":
            create_account(engine, args.name, args.role, _read_password(args))
            print(f"Created {args.role} {args.name}.")
        elif args.command == "set-role":
            set_role(engine, args.name, args.role)
            print(f"{args.name} is now {args.role}.")
        elif args.command == "set-password":
            set_password(engine, args.name, _read_password(args) or "")
            print(f"Changed the password of {args.name}; their sessions were ended.")
        else:
            for account in list_accounts(engine):
                sign_in = "password" if account.password_hash else "proxy only"
                print(f"{account.name}\t{account.role}\t{sign_in}")
    except AccountError as exc:
        print(f"askdata: {exc}", file=sys.stderr)
        return 1
    return 0
