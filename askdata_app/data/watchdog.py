"""One timer thread for every query deadline, instead of a new ``threading.Timer`` thread per query.

Starting a thread waits until it runs (0.1 ms on a quiet machine, milliseconds on a loaded one), on the
path of every DuckDB query. Here a deadline is a heap entry: :meth:`Watchdog.schedule` pushes it and wakes
the one daemon thread only when the new deadline is the earliest; :meth:`Alarm.cancel` marks it, and the
thread drops marked entries when they come due. Actions run on that thread, one at a time: keep them short
(an interrupt).
"""

from __future__ import annotations

import heapq
import itertools
import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

_log = logging.getLogger(__name__)


@dataclass(order=True)
class Alarm:
    """One scheduled call; ``cancel()`` stops it if it has not run yet."""

    due: float
    seq: int
    action: Callable[[], None] = field(compare=False)
    cancelled: bool = field(default=False, compare=False)

    def cancel(self) -> None:
        """The call will not run (a no-op once it has run)."""
        self.cancelled = True


class Watchdog:
    """A heap of alarms and the daemon thread that fires them (started on first use)."""

    def __init__(self, name: str = "askdata-deadlines") -> None:
        self._name = name
        self._heap: list[Alarm] = []
        self._ready = threading.Condition()
        self._seq = itertools.count()
        self._thread: threading.Thread | None = None

    def schedule(self, delay_s: float, action: Callable[[], None]) -> Alarm:
        """Call ``action`` on the watchdog thread in ``delay_s`` seconds, unless cancelled before."""
        alarm = Alarm(time.monotonic() + delay_s, next(self._seq), action)
        with self._ready:
            heapq.heappush(self._heap, alarm)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name=self._name, daemon=True)
                self._thread.start()
            elif self._heap[0] is alarm:  # earlier than what the thread sleeps towards
                self._ready.notify()
        return alarm

    def pending(self) -> int:
        """Alarms not yet fired nor cancelled (for tests)."""
        with self._ready:
            return sum(1 for a in self._heap if not a.cancelled)

    def _run(self) -> None:
        while True:
            with self._ready:
                while self._heap and self._heap[0].cancelled:
                    heapq.heappop(self._heap)
                if not self._heap:
                    self._ready.wait()
                    continue
                wait = self._heap[0].due - time.monotonic()
                if wait > 0:
                    self._ready.wait(wait)
                    continue
                alarm = heapq.heappop(self._heap)
            if not alarm.cancelled:
                try:
                    alarm.action()
                except Exception:  # one failing action must not stop every later deadline
                    _log.exception("a deadline action failed")


DEADLINES = Watchdog()
"""The process's one deadline thread (:class:`~askdata_app.data.readonly.Deadline` uses it)."""
