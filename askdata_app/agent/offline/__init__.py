"""The offline analyst's brain: a deterministic question-to-SQL planner grounded in a semantic layer.

Pure Python and sqlglot; no LangChain and no Reflex. The lead's chat-model wrapper (``chat_model.py``)
turns the planner's plans into tool calls.
"""

from __future__ import annotations

from askdata_app.agent.offline.planner import Planner
from askdata_app.agent.offline.plans import AskPlan, Plan, SqlPlan, UnknownPlan

__all__ = ["AskPlan", "Plan", "Planner", "SqlPlan", "UnknownPlan"]
