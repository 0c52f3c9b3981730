#!/usr/bin/env python3
"""An HTTP/2 + TLS stand-in of TVmaze for tests and the bench: hypercorn (h2 by ALPN, TLS 1.3) with a certificate
from a test authority. Prints its port, then serves:

- /_h2/client: what the client advertised on its connection so far, as JSON: {"initialWindowSize": the last
  SETTINGS_INITIAL_WINDOW_SIZE or null, "initialWindowSizeAtFirstRequest": the same when the first request came,
  "connectionWindowIncrements": the sum of its WINDOW_UPDATEs on stream 0};
- /_h2/bytes?n=N: N bytes;
- anything else: handed to the fixture server at 127.0.0.1:UPSTREAM over HTTP/1.1 (404 without --upstream).

Usage: h2-standin.py --cert server.pem --key server.key [--upstream PORT]
Needs hypercorn (scripts/setup --test installs it into .build/venv).
"""
import argparse
import asyncio
import http.client
import json
import socket
import urllib.parse

import h2.connection
import h2.events
import h2.settings
from hypercorn.asyncio import serve
from hypercorn.config import Config

HOP = {"connection", "transfer-encoding", "keep-alive", "host"}
CLIENTS = {}  # H2Connection id → what its client advertised
LATEST = [None]


def record(receive_data):
    """Wraps H2Connection.receive_data to note the client's window settings and connection window updates."""
    def wrapper(self, data):
        events = receive_data(self, data)
        seen = CLIENTS.setdefault(id(self), {"initialWindowSize": None, "initialWindowSizeAtFirstRequest": None,
                                             "connectionWindowIncrements": 0, "requests": 0})
        LATEST[0] = seen
        for event in events:
            if isinstance(event, h2.events.RemoteSettingsChanged):
                changed = event.changed_settings.get(h2.settings.SettingCodes.INITIAL_WINDOW_SIZE)
                if changed is not None:
                    seen["initialWindowSize"] = changed.new_value
            elif isinstance(event, h2.events.WindowUpdated) and event.stream_id == 0:
                seen["connectionWindowIncrements"] += event.delta
            elif isinstance(event, h2.events.RequestReceived):
                if seen["requests"] == 0:
                    seen["initialWindowSizeAtFirstRequest"] = seen["initialWindowSize"]
                seen["requests"] += 1
        return events
    return wrapper


h2.connection.H2Connection.receive_data = record(h2.connection.H2Connection.receive_data)


def forward(upstream, method, target, headers):
    connection = http.client.HTTPConnection("127.0.0.1", upstream)
    try:
        connection.request(method, target, headers={k: v for k, v in headers if k.lower() not in HOP})
        response = connection.getresponse()
        return response.status, [(k.lower().encode(), v.encode()) for k, v in response.getheaders()
                                 if k.lower() not in HOP], response.read()
    finally:
        connection.close()


def application(upstream):
    async def app(scope, receive, send):
        if scope["type"] != "http":
            if (await receive())["type"] == "lifespan.startup":
                await send({"type": "lifespan.startup.complete"})
            return
        path, query = scope["path"], urllib.parse.parse_qs(scope["query_string"].decode())
        if path == "/_h2/client":
            status, headers, body = 200, [(b"content-type", b"application/json")], json.dumps(LATEST[0]).encode()
        elif path == "/_h2/bytes":
            status, headers, body = 200, [], b"x" * int(query.get("n", ["0"])[0])
        elif upstream:
            target = scope["raw_path"].decode() + (("?" + scope["query_string"].decode()) if scope["query_string"]
                                                   else "")
            request_headers = [(k.decode(), v.decode()) for k, v in scope["headers"]]
            status, headers, body = await asyncio.to_thread(forward, upstream, scope["method"], target,
                                                            request_headers)
        else:
            status, headers, body = 404, [], b""
        await send({"type": "http.response.start", "status": status, "headers": headers})
        await send({"type": "http.response.body", "body": body})
    return app


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cert", required=True)
    parser.add_argument("--key", required=True)
    parser.add_argument("--upstream", type=int)
    options = parser.parse_args()
    probe = socket.socket()
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
    probe.close()
    config = Config()
    config.bind = [f"127.0.0.1:{port}"]
    config.certfile, config.keyfile = options.cert, options.key
    config.alpn_protocols = ["h2", "http/1.1"]
    config.accesslog = config.errorlog = None
    print(port, flush=True)
    asyncio.run(serve(application(options.upstream), config))


if __name__ == "__main__":
    main()
