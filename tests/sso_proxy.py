"""A stand-in for a sign-on proxy (oauth2-proxy, Authelia): it forwards GET requests to the app from its own
source address, drops any ``X-Forwarded-User`` the client sent and sets it from ``X-Proxy-Login`` (the
"signed-in" user). Run: ``python tests/sso_proxy.py LISTEN_PORT UPSTREAM_PORT SOURCE_ADDRESS``."""

from __future__ import annotations

import http.client
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

LISTEN, UPSTREAM, SOURCE = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]


class Forward(BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        headers = {k: v for k, v in self.headers.items() if k.lower() not in ("x-forwarded-user", "host")}
        login = headers.pop("X-Proxy-Login", "")
        if login:
            headers["X-Forwarded-User"] = login
        headers["X-Forwarded-For"] = self.client_address[0]
        conn = http.client.HTTPConnection("127.0.0.1", UPSTREAM, timeout=30, source_address=(SOURCE, 0))
        conn.request("GET", self.path, headers=headers)
        resp = conn.getresponse()
        body = resp.read()
        self.send_response(resp.status)
        for key, value in resp.getheaders():
            if key.lower() not in ("transfer-encoding", "content-length", "connection"):
                self.send_header(key, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


ThreadingHTTPServer(("127.0.0.1", LISTEN), Forward).serve_forever()
