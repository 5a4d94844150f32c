"""The built-in offline analyst as a LangChain chat model: deterministic, no key, real tool calls.

It reads the conversation the way an LLM would and decides the next step: look up the schema, propose
SQL through ``run_sql`` (so the approval card appears), chart the result, answer with the numbers, or
ask back through ``ask_user``. The question → SQL work is the planner's (``offline.planner``).
"""

from __future__ import annotations

import json
import re
import uuid
from collections.abc import Iterator
from typing import Any

from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, AIMessageChunk, BaseMessage, HumanMessage, ToolMessage
from langchain_core.outputs import ChatGeneration, ChatGenerationChunk, ChatResult
from pydantic import ConfigDict, PrivateAttr

from askdata_app.agent.offline.metricplan import metric_request, request_args
from askdata_app.agent.offline.restyle import QUERY_TOOLS, restyle_answer, restyle_call

REJECT_MARKER = "with reason:"
PLAN_CACHE = 64
"""Plans kept per analyst (one per recent question in its context)."""
QUERY_TOOL = "query_metrics"
DID_NOT_RUN = (
    "Understood, I did not run that query. Tell me what to change (for example a period, a store or a "
    "measure) and I will draft a new one."
)
SAME_AGAIN = (
    "I could not turn your message into a different query than the one you rejected. Could you rephrase "
    "what you want changed?"
)
QUERY_FAILED = (
    "The query did not run: {error} You can edit the SQL on the next card or rephrase the question."
)


_EXPORT_FORMATS = {"csv": "csv", "excel": "xlsx", "xlsx": "xlsx", "parquet": "parquet"}
_EXPORT_TAIL = re.compile(
    r"[\s,.;]*(?:and\s+)?(?:please\s+)?(?:export|download|save)\b(?:\s+(?:it|this|that|them|the result))?"
    r"(?:\s+(?:as|to|in(?:to)?)\s+(?:an?\s+)?(?:csv|excel|xlsx|parquet)(?:\s+file)?)?[\s.!?]*$",
    re.IGNORECASE,
)
_EXPORT_HEAD = re.compile(
    r"^\s*(?:please\s+)?(?:export|download|save)\s+(?!(?:for|as to|in respect of|that|where)\b)",
    re.IGNORECASE,
)
"""'Export the revenue by store as CSV'; not a lawyer's "Save for the Chicago location, ..." (all but it)."""
_EXPORT_FORMAT_TAIL = re.compile(
    r"\s+(?:as|to|in(?:to)?)\s+(?:an?\s+)?(csv|excel|xlsx|parquet)(?:\s+file)?[\s.!?]*$", re.IGNORECASE
)


def export_request(question: str) -> tuple[str | None, str]:
    """Whether the question asks for a file export: ``(format or None, the question without that part)``."""
    text = question.strip()
    fmt_match = re.search(r"\b(csv|excel|xlsx|parquet)\b", text, re.IGNORECASE)
    fmt = _EXPORT_FORMATS[fmt_match.group(1).lower()] if fmt_match else "csv"
    if _EXPORT_HEAD.search(text):
        return fmt, _EXPORT_FORMAT_TAIL.sub("", _EXPORT_HEAD.sub("", text))
    tail = _EXPORT_TAIL.search(text)
    if tail and tail.group(0).strip(" ,.;!?"):
        return fmt, text[: tail.start()]
    return None, text


class OfflineAnalyst(BaseChatModel):
    """A deterministic chat model that drives askdata's tools from a semantic-layer planner."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    planner: Any
    """An ``offline.planner.Planner`` (or anything with ``plan`` and ``summarize``)."""
    results: Any = None
    """The runtime's ``ResultStore``: the analyst reads the whole result, not only the preview."""
    metrics: Any = None
    """The source's ``metric_tools.MetricService`` when ``query_metrics`` is there: a plan that is exactly
    a metric query is then asked through it (see ``metricplan``); otherwise the analyst runs SQL."""
    max_summary_rows: int = 10_000
    disable_streaming: bool = True
    """The analyst has its whole answer at once: the run gets it as one message (one update to the page),
    not word by word (a stream update, then the answer replacing it). ``stream()`` still yields words."""
    _plans: dict[tuple[str, tuple[str, ...], tuple[str, ...]], Any] = PrivateAttr(default_factory=dict)
    """The newest plans by (question, context, refinements): a turn reads its plan up to three times (to
    propose, to chart, to answer) and the planner is deterministic, so it plans once."""

    @property
    def _llm_type(self) -> str:
        return "askdata-offline-analyst"

    def bind_tools(self, tools: Any, **kwargs: Any) -> OfflineAnalyst:
        """The analyst knows askdata's tools by name; binding changes nothing."""
        return self

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        return ChatResult(generations=[ChatGeneration(message=self.next_message(messages))])

    def _stream(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> Iterator[ChatGenerationChunk]:
        message = self.next_message(messages)
        if message.tool_calls:
            tool_chunk = AIMessageChunk(
                content="",
                tool_call_chunks=[
                    {
                        "name": c["name"],
                        "args": json.dumps(c["args"]),
                        "id": c["id"],
                        "index": i,
                        "type": "tool_call_chunk",
                    }
                    for i, c in enumerate(message.tool_calls)
                ],
            )
            yield ChatGenerationChunk(message=tool_chunk)
            return
        words = str(message.content).split(" ")
        for i, word in enumerate(words):
            piece = word if i == len(words) - 1 else word + " "
            chunk = ChatGenerationChunk(message=AIMessageChunk(content=piece))
            if run_manager is not None:
                run_manager.on_llm_new_token(piece, chunk=chunk)
            yield chunk

    # ------------------------------------------------------------------ the analyst's reasoning
    def next_message(self, messages: list[BaseMessage]) -> AIMessage:
        """The next step, from the conversation so far."""
        turn_start = max((i for i, m in enumerate(messages) if isinstance(m, HumanMessage)), default=-1)
        if turn_start < 0:
            return AIMessage(
                "Ask me a question about the data, for example: What is the revenue by location?"
            )
        export_format, question = export_request(_text(messages[turn_start]))
        context = [_text(m) for m in messages[:turn_start] if isinstance(m, HumanMessage)]
        turn = messages[turn_start + 1 :]
        refinements = _refinements(turn)
        last = turn[-1] if turn else None
        if not isinstance(last, ToolMessage):
            restyle = restyle_call(question, messages[:turn_start])  # "as a bar chart": no new query
            return _call("make_chart", restyle) if restyle else _call("list_tables", {})
        if last.name in QUERY_TOOLS:
            return self._after_sql(last, question, context, refinements, turn)
        if last.name == "make_chart" and export_format and not _called(turn, "export_result"):
            return self._export(export_format, question, context, refinements, turn)
        if last.name in {"make_chart", "export_result"}:
            return self._answer(question, context, refinements, turn)
        return self._propose(question, context, refinements, turn)

    def _plan(self, question: str, context: list[str], refinements: list[str]) -> Any:
        key = (question, tuple(context), tuple(refinements))
        plan = self._plans.get(key)
        if plan is None:
            plan = self.planner.plan(question, context=context, refinements=refinements)
            if len(self._plans) >= PLAN_CACHE:
                self._plans.clear()  # bounded; a turn's three reads come close together
            self._plans[key] = plan
        return plan

    def _propose(
        self, question: str, context: list[str], refinements: list[str], turn: list[BaseMessage]
    ) -> AIMessage:
        plan = self._plan(question, context, refinements)
        kind = type(plan).__name__
        if kind == "AskPlan":
            args: dict[str, Any] = {"question": plan.question}
            if plan.choices:
                args["choices"] = list(plan.choices)
            return _call("ask_user", args)
        if kind == "UnknownPlan":
            if getattr(plan, "choices", ()):  # the rest was understood: ask about the unknown words
                return _call("ask_user", {"question": plan.message, "choices": list(plan.choices)})
            knows = bool(self.planner.catalog.quantities)  # with nothing to compute, asking cannot help
            if knows and not _called(turn, "ask_user"):  # say what it knows, wait for the person's wording
                return _call("ask_user", {"question": plan.message})
            return AIMessage(plan.message)  # asked once this turn already: no second question
        rejected = _rejected_sql(turn)
        if plan.sql in rejected:
            return AIMessage(SAME_AGAIN)
        mapped = self._metric_call(plan)
        if mapped is not None:
            return AIMessage(SAME_AGAIN) if _args_key(mapped) in rejected else _call(QUERY_TOOL, mapped)
        return _call("run_sql", {"sql": plan.sql})

    def _metric_call(self, plan: Any) -> dict[str, Any] | None:
        """The ``query_metrics`` arguments of a plan that is exactly a metric query, else None."""
        got = self._metric_request(plan)
        return request_args(got[0]) if got is not None else None

    def _metric_request(self, plan: Any) -> tuple[Any, tuple[str, ...]] | None:
        shape = getattr(plan, "metric", None)
        if shape is None or self.metrics is None:
            return None
        try:
            return metric_request(shape, self.metrics.engine.dimensions)
        except Exception:  # an unknown metric or a broken engine: plain SQL then
            return None

    def _from_plan(self, message: ToolMessage, plan: Any, turn: list[BaseMessage]) -> dict[str, str] | None:
        """When ``message`` is the result of this plan's own query (its SQL, or its metric request not
        edited): the plan's column name for each result column (the identity for SQL); else None."""
        if type(plan).__name__ != "SqlPlan":
            return None
        if message.name == "run_sql":
            return {} if str(_preview(message).get("sql", "")).strip() == plan.sql.strip() else None
        got = self._metric_request(plan)
        call = _tool_call(turn, message.tool_call_id)
        if got is None or call is None or _args_key(request_args(got[0])) != _args_key(call):
            return None
        artifact = message.artifact if isinstance(message.artifact, dict) else {}
        if artifact.get("edited_sql", True):
            return None  # the person edited the SQL on the card (or the tool did not say)
        return dict(zip(got[1], plan.metric.columns, strict=True))

    def _after_sql(
        self,
        last: ToolMessage,
        question: str,
        context: list[str],
        refinements: list[str],
        turn: list[BaseMessage],
    ) -> AIMessage:
        if last.status == "error":
            decision = (last.additional_kwargs.get("lc_data") or {}).get("decision")
            if decision == "reject":
                if REJECT_MARKER not in _text(last):
                    return AIMessage(DID_NOT_RUN)
                return self._propose(question, context, refinements, turn)
            return AIMessage(QUERY_FAILED.format(error=_text(last).removeprefix("The query did not run: ")))
        preview = _preview(last)
        plan = self._plan(question, context, refinements)
        names = self._from_plan(last, plan, turn)
        args: dict[str, Any] = {"result_id": preview.get("result_id", ""), "chart": "auto"}
        if names is not None:
            back = {v: k for k, v in names.items()}
            x, y = (back.get(c, c) if c is not None else None for c in (plan.x, plan.y))
            args.update({"chart": plan.chart, "x": x, "y": y, "title": plan.title})
        return _call("make_chart", args)

    def _export(
        self, fmt: str, question: str, context: list[str], refinements: list[str], turn: list[BaseMessage]
    ) -> AIMessage:
        sql_message = _last_sql_result(turn)
        preview = _preview(sql_message) if sql_message is not None else {}
        plan = self._plan(question, context, refinements)
        title = str(getattr(plan, "title", "") or "result")
        stem = re.sub(r"[^a-z0-9]+", "_", title.lower()).strip("_") or "result"
        args = {
            "result_id": preview.get("result_id", ""),
            "format": fmt,
            "file_name": stem,
            "max_rows": 100_000,
            "include_header": True,
        }
        return _call("export_result", args)

    def _answer(
        self, question: str, context: list[str], refinements: list[str], turn: list[BaseMessage]
    ) -> AIMessage:
        restyled = restyle_answer(question, turn)
        if restyled is not None:
            return AIMessage(restyled)
        sql_message = _last_sql_result(turn)
        exported = next(
            (m for m in reversed(turn) if isinstance(m, ToolMessage) and m.name == "export_result"), None
        )
        note = f"\n\n{_text(exported)}" if exported is not None else ""
        if sql_message is None:
            return AIMessage("I made the chart, but I have no query result to describe.")
        preview = _preview(sql_message)
        columns = list(preview.get("columns", []))
        rows = [tuple(r) for r in preview.get("rows", [])]
        row_count = int(preview.get("row_count", len(rows)))
        full = self.results.get(str(preview.get("result_id", ""))) if self.results is not None else None
        if full is not None and row_count <= self.max_summary_rows:
            rows = list(full.frame.itertuples(index=False, name=None))
        plan = self._plan(question, context, refinements)
        names = self._from_plan(sql_message, plan, turn)
        if names is not None:
            columns = [names.get(c, c) for c in columns]
            summary = self.planner.summarize(plan, columns, rows, row_count)
            understood = str(getattr(plan, "understood", "")).strip()
            read = f"\n\n*I read the question as: {understood}.*" if understood else ""
            return AIMessage(f"{summary}{read}{note}")
        return AIMessage(
            f"Your edited query returned {row_count:,} row{'s' if row_count != 1 else ''} "
            f"with columns {', '.join(columns)}; the chart and table are above.{note}"
        )


def _called(turn: list[BaseMessage], tool: str) -> bool:
    return any(isinstance(m, ToolMessage) and m.name == tool for m in turn)


def _last_sql_result(turn: list[BaseMessage]) -> ToolMessage | None:
    for message in reversed(turn):
        if isinstance(message, ToolMessage) and message.name in QUERY_TOOLS and message.status != "error":
            return message
    return None


def _tool_call(turn: list[BaseMessage], call_id: str) -> dict[str, Any] | None:
    """The arguments of the tool call ``call_id`` (as the person approved or edited them)."""
    for message in reversed(turn):
        if isinstance(message, AIMessage):
            for call in message.tool_calls:
                if call["id"] == call_id:
                    return dict(call["args"])
    return None


def _args_key(args: dict[str, Any]) -> str:
    """A query_metrics request's identity: its arguments without the compiled ``sql``."""
    return json.dumps(
        {k: v for k, v in args.items() if k != "sql" and v not in (None, [], "")}, sort_keys=True
    )


def _call(name: str, args: dict[str, Any]) -> AIMessage:
    return AIMessage(
        content="", tool_calls=[{"name": name, "args": args, "id": f"call_{uuid.uuid4().hex[:16]}"}]
    )


def _text(message: BaseMessage) -> str:
    content = message.content
    if isinstance(content, str):
        return content
    return "".join(b if isinstance(b, str) else str(b.get("text", "")) for b in content)


def _refinements(turn: list[BaseMessage]) -> list[str]:
    """What the person added to this question: answers to ask_user, reasons given for rejections."""
    found = []
    for message in turn:
        if not isinstance(message, ToolMessage):
            continue
        decision = (message.additional_kwargs.get("lc_data") or {}).get("decision")
        text = _text(message)
        if decision == "respond" and text.strip():
            found.append(text.strip())
        elif decision == "reject" and REJECT_MARKER in text:
            found.append(text.split(REJECT_MARKER, 1)[1].strip())
    return found


def _rejected_sql(turn: list[BaseMessage]) -> set[str]:
    """SQL (and metric requests, by ``_args_key``) the person rejected in this turn (so the analyst does
    not propose them again)."""
    calls = {}
    for message in turn:
        if isinstance(message, AIMessage):
            for call in message.tool_calls:
                if call["name"] == "run_sql":
                    calls[call["id"]] = str(call["args"].get("sql", ""))
                elif call["name"] == QUERY_TOOL:
                    calls[call["id"]] = _args_key(dict(call["args"]))
    return {
        calls[m.tool_call_id]
        for m in turn
        if isinstance(m, ToolMessage)
        and m.tool_call_id in calls
        and (m.additional_kwargs.get("lc_data") or {}).get("decision") == "reject"
    }


def _preview(message: ToolMessage) -> dict[str, Any]:
    """The JSON preview run_sql returned (after any notice the middleware put in front of it)."""
    text = _text(message)
    decoder = json.JSONDecoder()
    start = text.find("{")
    while start >= 0:
        try:
            data, _ = decoder.raw_decode(text, start)
        except ValueError:
            data = None
        if isinstance(data, dict) and "columns" in data:
            return data
        start = text.find("{", start + 1)
    return {}
