"""Fixtures for the browser table: the app in-process (API tests) and served on a free port (browser tests)."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("starlette")
pytest.importorskip("httpx")

from starlette.testclient import TestClient

from manastack.web.app import create_app

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def client() -> Iterator[TestClient]:
    with TestClient(create_app(ROOT / "decks", ROOT / "scenarios")) as c:
        yield c


@pytest.fixture(scope="module")
def served() -> Iterator[str]:
    """The app served by uvicorn on 127.0.0.1 and a free port; yields its address."""
    uvicorn = pytest.importorskip("uvicorn")
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    config = uvicorn.Config(create_app(ROOT / "decks", ROOT / "scenarios"), log_level="warning",
                            timeout_graceful_shutdown=1)
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    while not server.started:
        time.sleep(0.05)
    yield f"http://127.0.0.1:{sock.getsockname()[1]}"
    server.should_exit = True
    thread.join(timeout=10)
