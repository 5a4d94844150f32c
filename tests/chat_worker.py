"""A second worker for the multi-worker tests: it follows a conversation another worker started, decides
its card through its own chat service (Redis broker), reports what it saw, and can be killed mid-run."""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path

from tests.agent_harness import close_connections, make_runtime, principals

ANA, BO = principals()


async def main(tmp: str, demo_db: str, redis_url: str, namespace: str, thread: str, mode: str) -> None:
    from langchain_core.messages import AIMessage

    from askdata_app.chat.broker import RedisBroker
    from askdata_app.chat.service import ChatService

    runtime, _, _ = await make_runtime(Path(tmp), Path(demo_db), [AIMessage("Answered on worker B.")])

    async def runtime_for(_source: str | None):  # type: ignore[no-untyped-def]
        return runtime

    service = ChatService(runtime_for=runtime_for, broker=RedisBroker(redis_url, namespace=namespace))
    await service.start()
    print(json.dumps({"worker": service.worker_id}), flush=True)
    items: dict[str, dict[str, object]] = {}
    decided = False
    running = True
    async for change in service.subscribe(thread):
        if "running" in change:
            running = bool(change["running"])
        for item in change.get("items", []) + ([change["item"]] if "item" in change else []):
            items[str(item["key"])] = dict(item)
        pending = [i for i in items.values() if i["kind"] == "card" and i["status"] == "pending"]
        if pending and not decided:
            decided = True
            await service.decide(thread, str(pending[0]["interrupt_id"]), decision="approve", who=BO)
            print("APPROVED", flush=True)
        done = [i for i in items.values() if i["kind"] == "assistant" and i["status"] == "done"]
        if done and not running and mode == "finish":
            print(json.dumps({"answer": done[-1]["text"]}), flush=True)
            break
    await service.shutdown()
    await close_connections()


if __name__ == "__main__":
    asyncio.run(main(*sys.argv[1:7]))
