"""Plain HTTP routes next to Reflex's websocket: downloads of exports and of result tables as CSV.

Every route checks who is asking (``request_principal``: the session cookie, the sign-on proxy's header or
loopback) and whether they may see the conversation the file belongs to; the audit CSV is for approvers
and admins. Unknown and forbidden look the same (404), so ids cannot be probed.
"""

from __future__ import annotations

import asyncio
import csv
import io
import re
from collections.abc import Iterator

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, PlainTextResponse, Response, StreamingResponse
from starlette.routing import Route

from askdata_app.auth.authorize import can_read_audit
from askdata_app.auth.principal import Principal
from askdata_app.auth.sessions import COOKIE_NAME
from askdata_app.settings import get_settings

CSV_CHUNK_ROWS = 5_000
SIGN_IN_FIRST = "Sign in first: open the app's page and sign in, then download again."
NO_EXPORT = "No such export. Ask the assistant to export the result again."
NO_RESULT = "That result is no longer available; run the question again."


def _engine():  # type: ignore[no-untyped-def]
    from askdata_app.db.engine import app_engine

    return app_engine(get_settings().resolved_app_db_url)


def request_principal(request: Request) -> Principal | None:
    """Who sent ``request`` (None = nobody signed in)."""
    from askdata_app.auth.modes import resolve_principal

    return resolve_principal(
        get_settings(),
        _engine(),
        peer=request.client.host if request.client else "",
        headers={k.lower(): v for k, v in request.headers.items()},
        session_token=request.cookies.get(COOKIE_NAME, ""),
    )


async def _visible(request: Request, owner_lookup, token: str) -> Principal | Response:  # type: ignore[no-untyped-def]
    """The principal when they may see the conversation that ``token`` belongs to, else the refusal."""
    from askdata_app.auth.authorize import can_view_conversation

    principal = await asyncio.to_thread(request_principal, request)
    if principal is None:
        return PlainTextResponse(SIGN_IN_FIRST, status_code=401)
    conversation = await asyncio.to_thread(owner_lookup, _engine(), token)
    if conversation is None or not can_view_conversation(principal, conversation):
        return PlainTextResponse(NO_EXPORT if owner_lookup.__name__.endswith("export") else NO_RESULT, 404)
    return principal


async def download_export(request: Request) -> Response:
    """A file from the exports folder, for whoever may see the conversation that made it."""
    from askdata_app.db.access import conversation_of_export

    name = str(request.path_params["name"])
    folder = get_settings().exports_dir.resolve()
    path = (folder / name).resolve()
    if path.parent != folder or not path.is_file() or not _SAFE_NAME.fullmatch(name):
        return PlainTextResponse(NO_EXPORT, status_code=404)
    allowed = await _visible(request, conversation_of_export, name)
    if isinstance(allowed, Response):
        return allowed
    return FileResponse(path, filename=path.name)


async def download_result_csv(request: Request) -> Response:
    """A kept query result as CSV, streamed in chunks."""
    from askdata_app.agent.factory import get_runtime
    from askdata_app.db.access import conversation_of_result

    result_id = str(request.path_params["result_id"])
    allowed = await _visible(request, conversation_of_result, result_id)
    if isinstance(allowed, Response):
        return allowed
    runtime = await get_runtime()
    result = runtime.results.get(result_id)
    if result is None:
        return PlainTextResponse(NO_RESULT, status_code=404)

    def rows() -> Iterator[str]:
        buffer = io.StringIO()
        writer = csv.writer(buffer)
        writer.writerow(result.columns)
        frame = result.frame
        for start in range(0, len(frame), CSV_CHUNK_ROWS):
            writer.writerows(frame.iloc[start : start + CSV_CHUNK_ROWS].itertuples(index=False, name=None))
            yield buffer.getvalue()
            buffer.seek(0)
            buffer.truncate()
        if buffer.getvalue():
            yield buffer.getvalue()

    headers = {"Content-Disposition": f'attachment; filename="{result_id}.csv"'}
    return StreamingResponse(rows(), media_type="text/csv", headers=headers)


async def download_audit_csv(request: Request) -> Response:
    """The decisions (filtered like the audit page) as CSV: approvers and admins only."""
    from askdata_app.db.decisions import list_decisions
    from askdata_app.db.engine import app_engine
    from askdata_app.state.audit import audit_row

    principal = await asyncio.to_thread(request_principal, request)
    if principal is None:
        return PlainTextResponse(SIGN_IN_FIRST, status_code=401)
    verdict = can_read_audit(principal)
    if not verdict:
        return PlainTextResponse(verdict.reason, status_code=403)
    params = request.query_params
    records = await asyncio.to_thread(
        list_decisions,
        app_engine(get_settings().resolved_app_db_url),
        tool=params.get("tool") or None,
        decision=params.get("decision") or None,
        user=params.get("user") or None,
        limit=100_000,
    )
    buffer = io.StringIO()
    fields = [
        "decided_at",
        "user",
        "client_address",
        "tool",
        "decision",
        "outcome",
        "thread_id",
        "interrupt_id",
        "proposed",
        "executed",
        "message",
        "diff",
    ]
    writer = csv.DictWriter(buffer, fieldnames=fields, extrasaction="ignore")
    writer.writeheader()
    for record in records:
        writer.writerow({**audit_row(record), "client_address": record.client_address})
    headers = {"Content-Disposition": 'attachment; filename="askdata-decisions.csv"'}
    return Response(buffer.getvalue(), media_type="text/csv", headers=headers)


_SAFE_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*")


def api_app() -> Starlette:
    """The routes, mounted in front of Reflex's own ASGI app."""
    return Starlette(
        routes=[
            Route("/api/exports/{name}", download_export),
            Route("/api/results/{result_id}.csv", download_result_csv),
            Route("/api/audit.csv", download_audit_csv),
        ]
    )
