"""``manastack serve``: its options are documented, it binds to 127.0.0.1 by default and prints the address."""

from __future__ import annotations

import os
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest
from click.testing import CliRunner

from manastack.cli import cli

ROOT = Path(__file__).resolve().parents[2]


def test_serve_help_documents_the_options():
    result = CliRunner().invoke(cli, ["serve", "--help"])
    assert result.exit_code == 0
    for option in ("--host", "--port", "--decks", "--scenarios", "127.0.0.1", "--lang", "MANASTACK_LANG"):
        assert option in result.output


@pytest.mark.parametrize(("args", "lang"), [((), "en"), (("--lang", "it"), "it")])
def test_serve_prints_the_local_address_and_serves_the_page(args: tuple[str, ...], lang: str):
    """The page is written in ``--lang`` (English by default)."""
    pytest.importorskip("uvicorn")
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src"), "MANASTACK_LANG": ""}
    process = subprocess.Popen([sys.executable, "-m", "manastack.cli", "serve", "--port", "0", *args], cwd=ROOT,
                               env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert process.stdout is not None
        line = process.stdout.readline()
        opening = {"en": "manastack: the table is at http://127.0.0.1:", "it": "manastack: il tavolo è su http://127.0.0.1:"}
        assert line.startswith(opening[lang]), line      # the address in the language of the pages
        address = line[line.index("http://"):].split()[0]
        with urllib.request.urlopen(address, timeout=10) as page:
            text = page.read().decode("utf-8")
            assert '<script type="module" src="/static/app.js">' in text and f'<html lang="{lang}">' in text
    finally:
        process.terminate()
        process.wait(timeout=10)


def test_serve_refuses_an_address_it_cannot_bind():
    """An address this machine does not have is bad input (exit 2, one line), not a traceback."""
    pytest.importorskip("uvicorn")
    result = CliRunner().invoke(cli, ["serve", "--host", "203.0.113.7", "--port", "1"])
    assert result.exit_code == 2 and "cannot listen on 203.0.113.7:1" in result.output
