"""The one deadline thread: alarms fire in due order, cancelled ones never, a failing one stops nothing."""

from __future__ import annotations

import threading

from askdata_app.data.watchdog import Watchdog


def test_alarms_fire_in_due_order_and_cancelled_ones_never() -> None:
    dog = Watchdog(name="test-deadlines")
    fired: list[str] = []
    done = threading.Event()
    dog.schedule(0.30, lambda: (fired.append("late"), done.set()))
    dropped = dog.schedule(0.10, lambda: fired.append("cancelled"))
    dog.schedule(0.05, lambda: fired.append("early"))  # earlier than what the thread sleeps towards
    dropped.cancel()
    assert done.wait(5)
    assert fired == ["early", "late"]
    assert dog.pending() == 0


def test_a_failing_action_does_not_stop_later_alarms() -> None:
    dog = Watchdog(name="test-deadlines")
    done = threading.Event()

    def boom() -> None:
        raise RuntimeError("boom")

    dog.schedule(0.01, boom)
    dog.schedule(0.05, done.set)
    assert done.wait(5)


def test_one_thread_serves_every_alarm() -> None:
    dog = Watchdog(name="test-deadlines-count")
    alarms = [dog.schedule(60, lambda: None) for _ in range(200)]
    assert dog.pending() == 200
    named = [t for t in threading.enumerate() if t.name == "test-deadlines-count"]
    assert len(named) == 1
    for alarm in alarms:
        alarm.cancel()
    assert dog.pending() == 0
