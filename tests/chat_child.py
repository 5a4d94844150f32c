"""Child of the crash test: starts a turn whose approved query is slow, approves it, waits to be killed."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

from tests.agent_harness import call, make_runtime, principals

ANA, BO = principals()

SLOW_SQL = (  # ~10 s on DuckDB here: a hash DuckDB cannot prune with column statistics
    "SELECT COUNT(*) AS n FROM (SELECT order_id FROM orders LIMIT 40000) a "
    "CROSS JOIN (SELECT order_id FROM orders LIMIT 40000) b WHERE hash(a.order_id, b.order_id) % 1000003 = 7"
)


async def main(tmp: str, demo_db: str) -> None:
    from langchain_core.messages import AIMessage

    from askdata_app.chat.service import ChatService

    runtime, _, _ = await make_runtime(
        Path(tmp), Path(demo_db), [call("run_sql", {"sql": SLOW_SQL}, "c1"), AIMessage("done")]
    )

    async def runtime_for(_source: str | None):  # type: ignore[no-untyped-def]
        return runtime

    service = ChatService(runtime_for=runtime_for)
    await service.start()
    await service.ask("crash-1", "count the impossible pairs", who=ANA)
    async for change in service.subscribe("crash-1"):
        items = change.get("items", []) + ([change["item"]] if "item" in change else [])
        cards = [i for i in items if i["kind"] == "card" and i["status"] == "pending"]
        if cards:
            await service.decide("crash-1", cards[0]["interrupt_id"], decision="approve", who=BO)
            print("APPROVED", flush=True)
            break
    await asyncio.sleep(3600)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2]))
