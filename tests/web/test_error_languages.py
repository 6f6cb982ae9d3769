"""A bad request's error, in the request's language (``?lang=`` or a ``lang`` field), else the table's, else the
server's (``serve --lang``): the 4xx status and the facts (seats, versions, names) are the same in every language,
and the English is what it was."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")

from .test_api import VS_AGENT, open_table, view


def error(response: Any, status: int) -> str:
    assert response.status_code == status, response.text
    return str(response.json()["error"])


def test_a_wrong_token_reads_in_the_table_language_or_the_request_one(client):
    """TableError: a table opened in Spanish answers in Spanish; ``?lang=it`` in Italian; an English table as
    before."""
    spanish, _ = open_table(client, {**VS_AGENT, "lang": "es"})
    asked = {"seat": 0, "token": "nope"}
    assert error(client.get(f"/api/tables/{spanish}", params=asked), 403) == "código incorrecto para el asiento 0"
    italian = client.get(f"/api/tables/{spanish}", params={**asked, "lang": "it"})
    assert error(italian, 403) == "codice errato per il posto 0"
    english, _ = open_table(client, VS_AGENT)
    assert error(client.get(f"/api/tables/{english}", params=asked), 403) == "wrong token for seat 0"


def test_an_old_version_reads_in_the_language_of_the_body(client):
    """The ``lang`` field of a JSON body is the language of the error the request meets; the numbers stay."""
    table, tokens = open_table(client, VS_AGENT)
    version = view(client, table, 0, tokens[0])["version"]
    stale = {"seat": 0, "token": tokens[0], "version": version + 5, "action": 0}
    italian = client.post(f"/api/tables/{table}/act", json={**stale, "lang": "it"})
    assert error(italian, 409) == (f"la partita è andata avanti (versione {version}, hai inviato {version + 5}): "
                                   "ricarica la vista")
    english = client.post(f"/api/tables/{table}/act", json=stale)
    assert error(english, 409) == f"the game has moved on (version {version}, you sent {version + 5}): reload the view"


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "the pasted deck:1: unknown card 'Shokc'; did you mean: Shock?"),
    ("es", "el mazo pegado:1: carta desconocida 'Shokc'; ¿quisiste decir: Shock?"),
    ("it", "il mazzo incollato:1: carta sconosciuta 'Shokc'; intendevi: Shock?")])
def test_a_pasted_deck_error_reads_in_the_language_of_the_new_table(client, lang: str, expected: str):
    """DeckError reported by the table (a 400): the deck's line and the card stay."""
    body = {**VS_AGENT, "decks": [{"text": "4 Shokc\n20 Mountain"}, "red-aggro"], "lang": lang}
    assert error(client.post("/api/tables", json=body), 400) == expected


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "not a manastack save: not a manastack save (format "),
    ("es", "no es una partida guardada de manastack: no es una partida guardada de manastack (se esperaba el "),
    ("it", "non è un salvataggio di manastack: non è un salvataggio di manastack (atteso il formato ")])
def test_a_corrupt_save_reads_in_the_language_of_the_resumed_table(client, lang: str, expected: str):
    """CorruptSaveError reported by the table when a save is resumed."""
    body = {"save": '{"format": 0}', "seats": ["human", "heuristic"], "lang": lang}
    assert error(client.post("/api/tables", json=body), 400).startswith(expected)


def test_a_misspelt_language_is_written_in_the_table_language(client):
    """UnknownLanguage reported by a table opened in Italian: the bad code is no language, so the table's is used."""
    table, tokens = open_table(client, {**VS_AGENT, "lang": "it"})
    bad = client.get(f"/api/tables/{table}", params={"seat": 0, "token": tokens[0], "lang": "fr"})
    assert error(bad, 400) == "'lang': lingua sconosciuta 'fr': scegli una tra en, es, it"
    assert error(client.get("/", params={"lang": "fr"}), 400) == "'lang': unknown language 'fr': choose one of en, " \
                                                                 "es, it"


def test_a_server_in_spanish_writes_its_errors_in_spanish():
    """``serve --lang es``: a request that names no language and no table gets the server's language; one that
    names a language gets it."""
    from starlette.requests import Request

    from manastack.web.app import Server
    from manastack.web.decks import DeckBox
    from manastack.web.tables import TableError

    server = Server(DeckBox(None), None, "es")

    def answer(query: bytes) -> Any:
        request = Request({"type": "http", "method": "GET", "path": "/api/tables/nope", "query_string": query,
                           "headers": [], "path_params": {"table": "nope"}})
        try:
            server.tables.get("nope")
        except TableError as exc:
            response = asyncio.run(server.error(request, exc))
        return json.loads(bytes(response.body))["error"], response.status_code

    assert answer(b"") == ("no hay ninguna mesa 'nope'", 404)
    assert answer(b"lang=it") == ("nessun tavolo 'nope'", 404)
    assert answer(b"lang=fr") == ("no hay ninguna mesa 'nope'", 404)


def test_a_malformed_scenario_keeps_its_file_and_line_in_the_session_language(client):
    """A scenario error the judge mode reports (a 400): the file and line stay, the words are the language's."""
    body = {"text": "title: x\nbogus: 1\n", "name": "mine.yaml"}
    spanish = error(client.post("/api/judge", json={**body, "lang": "es"}), 400)
    assert spanish == ("mine.yaml:2: clave de scenario desconocido: 'bogus' (se esperaba uno de: title, rules, seed, "
                       "players, turn, actions, expect, cards)")
    assert error(client.post("/api/judge", json=body), 400).startswith("mine.yaml:2: unknown scenario key 'bogus'")
