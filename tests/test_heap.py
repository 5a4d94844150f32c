"""The worker's heap keeper: survivors are frozen on schedule and released for a full pass now and then."""

from __future__ import annotations

import asyncio
import gc

import pytest

from askdata_app.chat import heap


@pytest.fixture(autouse=True)
def _unfrozen():
    gc.unfreeze()
    yield
    gc.unfreeze()


def test_settle_freezes_what_survived() -> None:
    keep_alive = [[n] for n in range(5_000)]  # tracked objects that survive the collection
    figures = heap.settle()
    assert figures["newly_frozen"] >= len(keep_alive)
    assert gc.get_freeze_count() == figures["frozen"]


async def test_keep_freezes_survivors_then_releases_them() -> None:
    seen: list[int] = []

    async def watch() -> None:
        while True:
            seen.append(gc.get_freeze_count())
            await asyncio.sleep(0.01)

    keep_alive = [[n] for n in range(2_000)]
    watcher = asyncio.create_task(watch())
    keeper = asyncio.create_task(heap.keep(freeze_every=0.05, release_every=0.3))
    await asyncio.sleep(0.6)
    keeper.cancel()
    watcher.cancel()
    await asyncio.gather(keeper, watcher, return_exceptions=True)
    assert len(keep_alive) == 2_000
    assert max(seen) >= 2_000, "survivors were never frozen"
    first_frozen = next(n for n, count in enumerate(seen) if count >= 2_000)
    assert 0 in seen[first_frozen:], "the keeper never released the frozen objects for a full pass"
