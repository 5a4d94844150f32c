"""Keep the garbage collector's full passes short on a busy worker (no Reflex here).

A worker's heap is mostly long-lived: the imported libraries (Reflex, LangChain, MetricFlow, pandas), the
agent graph, the offline analyst's index of the data and, on a busy worker, every waiting run and every
tab's state. CPython's full (generation 2) collection walks every tracked object each time: measured with
1,000 waiting runs on one worker (``bench/capacity.py``, 2 loaded cores), one full pass took 0.4-1.0 s, and
the whole event loop stops that long, so an unlucky click waited for it (the slow tail of Approve -> answer).

``gc.freeze`` moves every tracked object into a permanent generation that collections skip. So:

- ``settle`` once the worker is warm: collect, then freeze what survived (about 380,000 objects here);
- ``keep`` then freezes every ``FREEZE_EVERY_S`` seconds what has survived so long (waiting runs, tabs), so a
  full pass walks only what was made since; every ``RELEASE_EVERY_S`` it unfreezes everything once, so the
  next full pass also frees cycles among objects that have died since (frozen objects are still freed by
  reference counting; only cyclic garbage waits for a release).
"""

from __future__ import annotations

import asyncio
import gc
import logging
import time

log = logging.getLogger(__name__)

FREEZE_EVERY_S = 60.0
RELEASE_EVERY_S = 1800.0


def settle() -> dict[str, float]:
    """Collect once, then freeze what survived; returns the object counts and the time it took."""
    started = time.perf_counter()
    gc.collect()
    frozen_before = gc.get_freeze_count()
    gc.freeze()
    figures = {
        "frozen": float(gc.get_freeze_count()),
        "newly_frozen": float(gc.get_freeze_count() - frozen_before),
        "seconds": time.perf_counter() - started,
    }
    log.info("heap settled: %(newly_frozen).0f objects frozen in %(seconds).3f s", figures)
    return figures


async def keep(freeze_every: float = FREEZE_EVERY_S, release_every: float = RELEASE_EVERY_S) -> None:
    """Until cancelled: freeze survivors every ``freeze_every`` s, release them every ``release_every``."""
    released_at = time.monotonic()
    while True:
        await asyncio.sleep(freeze_every)
        if time.monotonic() - released_at >= release_every:
            gc.unfreeze()  # the next full pass walks (and frees) everything once
            released_at = time.monotonic()
            continue
        gc.freeze()
