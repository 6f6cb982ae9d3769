"""Fixtures for the browser table: the app served by uvicorn on a free port, and a small HTTP client for it."""

from __future__ import annotations

import json
import socket
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

try:
    import starlette  # noqa: F401
    import uvicorn
except ImportError:                    # without the web extra only the CLI's own checks run
    collect_ignore_glob = ["test_api.py", "test_browser.py"]

ROOT = Path(__file__).resolve().parents[2]


class Response:
    def __init__(self, status_code: int, body: bytes) -> None:
        self.status_code = status_code
        self.text = body.decode("utf-8")

    def json(self) -> Any:
        return json.loads(self.text)


class Client:
    """Requests to the served app, answering 4xx and 5xx as responses (not exceptions)."""

    __test__ = False     # not a test class

    def __init__(self, base: str) -> None:
        self.base = base

    def get(self, path: str, params: dict[str, Any] | None = None) -> Response:
        query = f"?{urllib.parse.urlencode(params)}" if params else ""
        return self._send(urllib.request.Request(self.base + path + query))

    def post(self, path: str, json: Any = None, content: bytes | None = None) -> Response:
        import json as json_module

        body = content if content is not None else json_module.dumps(json if json is not None else {}).encode()
        return self._send(urllib.request.Request(self.base + path, body, {"Content-Type": "application/json"}))

    @staticmethod
    def _send(request: urllib.request.Request) -> Response:
        try:
            with urllib.request.urlopen(request, timeout=60) as answer:
                return Response(answer.status, answer.read())
        except urllib.error.HTTPError as error:
            return Response(error.code, error.read())


@pytest.fixture
def client(served: str) -> Client:
    return Client(served)


@pytest.fixture(scope="module")
def served() -> Iterator[str]:
    """The app served by uvicorn on 127.0.0.1 and a free port; yields its address."""
    from manastack.web.app import create_app

    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    from manastack.cli import DEMO_DECKS

    config = uvicorn.Config(create_app(ROOT / "decks", ROOT / "scenarios", DEMO_DECKS), log_level="warning",
                            timeout_graceful_shutdown=1)
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    while not server.started:
        time.sleep(0.05)
    yield f"http://127.0.0.1:{sock.getsockname()[1]}"
    server.should_exit = True
    thread.join(timeout=10)
