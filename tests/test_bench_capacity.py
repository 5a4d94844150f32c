"""bench/capacity.py's browserless tabs against the real app: three tabs, three cards, one decision each."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bench._app import start_backend
from bench.capacity import WAIT_QUESTION, Pool, decision_rows, integrity, settle_decisions

pytestmark = pytest.mark.slow

TABS = 3


async def test_three_tabs_hold_three_cards_and_each_approval_is_one_applied_decision(tmp_path: Path) -> None:
    loop = asyncio.get_running_loop()
    app = await loop.run_in_executor(None, lambda: start_backend(tmp_path, tmp_path / "app.log"))
    pool = Pool(app.url)
    try:
        await pool.connect(TABS, timeout=60)
        assert all(c.loaded for c in pool.clients), "a tab did not finish its page load"
        await asyncio.gather(*(c.ask(WAIT_QUESTION) for c in pool.clients))
        await asyncio.gather(*(c.until_card(60) for c in pool.clients))
        cards = [c.pending_card() for c in pool.clients]
        ids = {card["interrupt_id"] for card in cards if card}
        assert len(ids) == TABS, f"expected {TABS} distinct pending cards, got {cards}"
        assert decision_rows(tmp_path) == [], "a decision was recorded before anyone clicked"

        await asyncio.gather(
            *(c.approve(card["interrupt_id"]) for c, card in zip(pool.clients, cards, strict=True) if card)
        )
        await asyncio.gather(*(c.until_answer(60) for c in pool.clients))
        await settle_decisions(tmp_path, timeout=30)

        rows = decision_rows(tmp_path)
        assert sorted(r[0] for r in rows) == sorted(ids), "not exactly one decision per approved card"
        assert {(r[1], r[2]) for r in rows} == {("approve", "applied")}, rows
        figures = integrity(tmp_path, TABS, pool.clients)
        assert figures["lost"] == 0 and figures["doubled"] == 0, figures
        assert figures["parquet_results"] == TABS, figures
    finally:
        await pool.close()
        await loop.run_in_executor(None, app.stop)
