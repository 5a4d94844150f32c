"""Plain HTTP routes next to Reflex's websocket: downloads of exports and of result tables as CSV."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, PlainTextResponse, Response, StreamingResponse
from starlette.routing import Route

from askdata_app.agent.exports import safe_file_name
from askdata_app.settings import get_settings

CSV_CHUNK_ROWS = 5_000


async def download_export(request: Request) -> Response:
    """A file from the exports folder (names are sanitised: nothing outside the folder is reachable)."""
    name = str(request.path_params["name"])
    folder = get_settings().exports_dir.resolve()
    path = (folder / name).resolve()
    if path.parent != folder or not path.is_file() or name != safe_file_name(name, path.suffix.lstrip(".")):  # type: ignore[arg-type]
        return PlainTextResponse(
            "No such export. Ask the assistant to export the result again.", status_code=404
        )
    return FileResponse(path, filename=path.name)


async def download_result_csv(request: Request) -> Response:
    """A kept query result as CSV, streamed in chunks."""
    from askdata_app.agent.factory import get_runtime

    result_id = str(request.path_params["result_id"])
    runtime = await get_runtime()
    result = runtime.results.get(result_id)
    if result is None:
        return PlainTextResponse(
            "That result is no longer available; run the question again.", status_code=404
        )

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
    """The decisions (filtered like the audit page) as CSV."""
    import asyncio

    from askdata_app.db.decisions import list_decisions
    from askdata_app.db.engine import app_engine
    from askdata_app.state.audit import audit_row

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
        "tool",
        "decision",
        "outcome",
        "thread_id",
        "interrupt_id",
        "proposed",
        "executed",
        "message",
    ]
    writer = csv.DictWriter(buffer, fieldnames=fields, extrasaction="ignore")
    writer.writeheader()
    for record in records:
        writer.writerow(audit_row(record))
    headers = {"Content-Disposition": 'attachment; filename="askdata-decisions.csv"'}
    return Response(buffer.getvalue(), media_type="text/csv", headers=headers)


def api_app() -> Starlette:
    """The routes, mounted in front of Reflex's own ASGI app."""
    return Starlette(
        routes=[
            Route("/api/exports/{name}", download_export),
            Route("/api/results/{result_id}.csv", download_result_csv),
            Route("/api/audit.csv", download_audit_csv),
        ]
    )
