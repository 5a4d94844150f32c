"""Child of the restart test: asks several questions, prints each pending card, waits to be killed."""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path

from askdata_app.agent.factory import build_runtime
from askdata_app.settings import Settings

QUESTIONS = ["What is the revenue by location?", "orders by month", "revenue by product"]


async def main(data_dir: str, demo_db: str) -> None:
    settings = Settings(data_dir=Path(data_dir), data_url=f"duckdb:///{demo_db}")
    runtime = await build_runtime(settings)
    streams = []
    for i, question in enumerate(QUESTIONS):
        thread = f"restart-{i}"
        stream = await runtime.ask(thread, question)
        async for event in stream:
            if event["type"] == "card":
                print(
                    json.dumps({"thread": thread, "interrupt_id": event["card"]["interrupt_id"]}), flush=True
                )
                break
        streams.append(stream)
    print("READY", flush=True)
    await asyncio.sleep(3600)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2]))
