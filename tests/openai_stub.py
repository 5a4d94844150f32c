"""A local server speaking the OpenAI chat-completions wire protocol (JSON and SSE streaming, tool calls).

It stands in for a hosted LLM: the only stand-in the project allows. Its replies are scripted by a
function of the request, so tests can drive the real ``langchain-openai`` client through askdata's agent.
"""

from __future__ import annotations

import json
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

Reply = dict[str, Any]
"""``{"content": str}``, ``{"tool_calls": [{"name", "arguments": dict}]}`` or
``{"error": (status, message)}``;
an optional ``"delay_s"`` makes the reply slow."""


class StubState:
    """What the stub received, for assertions."""

    def __init__(self) -> None:
        self.requests: list[dict[str, Any]] = []


def _chunks(reply: Reply, model: str) -> Iterator[dict[str, Any]]:
    base = {
        "id": f"chatcmpl-{uuid.uuid4().hex[:8]}",
        "object": "chat.completion.chunk",
        "created": int(time.time()),
        "model": model,
    }
    yield {
        **base,
        "choices": [{"index": 0, "delta": {"role": "assistant", "content": ""}, "finish_reason": None}],
    }
    if "tool_calls" in reply:
        for i, call in enumerate(reply["tool_calls"]):
            args = json.dumps(call["arguments"])
            head = {
                "index": i,
                "id": f"call_{uuid.uuid4().hex[:12]}",
                "type": "function",
                "function": {"name": call["name"], "arguments": ""},
            }
            yield {**base, "choices": [{"index": 0, "delta": {"tool_calls": [head]}, "finish_reason": None}]}
            for start in range(0, len(args), 16):
                piece = {"index": i, "function": {"arguments": args[start : start + 16]}}
                yield {
                    **base,
                    "choices": [{"index": 0, "delta": {"tool_calls": [piece]}, "finish_reason": None}],
                }
        yield {**base, "choices": [{"index": 0, "delta": {}, "finish_reason": "tool_calls"}]}
        return
    words = str(reply.get("content", "")).split(" ")
    for i, word in enumerate(words):
        text = word if i == len(words) - 1 else word + " "
        yield {**base, "choices": [{"index": 0, "delta": {"content": text}, "finish_reason": None}]}
    yield {**base, "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]}


def _completion(reply: Reply, model: str) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": reply.get("content")}
    finish = "stop"
    if "tool_calls" in reply:
        message["content"] = None
        message["tool_calls"] = [
            {
                "id": f"call_{uuid.uuid4().hex[:12]}",
                "type": "function",
                "function": {"name": c["name"], "arguments": json.dumps(c["arguments"])},
            }
            for c in reply["tool_calls"]
        ]
        finish = "tool_calls"
    return {
        "id": f"chatcmpl-{uuid.uuid4().hex[:8]}",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": model,
        "choices": [{"index": 0, "message": message, "finish_reason": finish}],
        "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
    }


def _handler(script: Callable[[dict[str, Any]], Reply], state: StubState) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args: Any) -> None:
            return

        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length", "0"))
            body = json.loads(self.rfile.read(length) or b"{}")
            if not self.path.endswith("/chat/completions"):
                self._json(404, {"error": {"message": "not found", "type": "invalid_request_error"}})
                return
            if self.headers.get("Authorization") != "Bearer sk-test":
                self._json(
                    401,
                    {
                        "error": {
                            "message": "Incorrect API key provided",
                            "type": "invalid_request_error",
                            "code": "invalid_api_key",
                        }
                    },
                )
                return
            state.requests.append(body)
            reply = script(body)
            if reply.get("delay_s"):
                time.sleep(float(reply["delay_s"]))
            if "error" in reply:
                status, message = reply["error"]
                self._json(status, {"error": {"message": message, "type": "server_error"}})
                return
            model = str(body.get("model", "stub"))
            if body.get("stream"):
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.send_header("Cache-Control", "no-cache")
                self.send_header("Connection", "close")
                self.end_headers()
                for chunk in _chunks(reply, model):
                    self.wfile.write(f"data: {json.dumps(chunk)}\n\n".encode())
                    self.wfile.flush()
                self.wfile.write(b"data: [DONE]\n\n")
                self.wfile.flush()
                self.close_connection = True
            else:
                self._json(200, _completion(reply, model))

        def _json(self, status: int, payload: dict[str, Any]) -> None:
            data = json.dumps(payload).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

    return Handler


@contextmanager
def openai_stub(script: Callable[[dict[str, Any]], Reply]) -> Iterator[tuple[str, StubState]]:
    """Serve the stub on a free loopback port; yields ``(base_url, state)``."""
    state = StubState()
    server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(script, state))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1", state
    finally:
        server.shutdown()
        server.server_close()
