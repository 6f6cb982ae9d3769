"""The browser table in Spanish and Italian: a table opened in a language (or a request asking for one) gets
its trace, prompts and page in it, a bad language is a 400 naming the parameter that changes nothing, and what
each seat may see is the same in every language (CR 400.2)."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")

from manastack.sentences import Naming
from manastack.sentences.catalog import STEPS
from manastack.types.enums import Step

from .test_api import TWO_PEOPLE, VS_AGENT, open_table, view


def spanish_table(client: Any, body: dict[str, Any] = VS_AGENT) -> tuple[str, dict[int, str]]:
    return open_table(client, {**body, "lang": "es"})


def test_a_table_opened_in_spanish_shows_the_spanish_trace_and_prompt(client):
    table, tokens = spanish_table(client)
    v = view(client, table, 0, tokens[0])
    assert v["lang"] == "es"
    assert any(re.match(r"Player 1 baraja su biblioteca\. \[103\.3\]", line) for line in v["log"]), v["log"][:3]
    assert v["decision"]["prompt"] == "¿Te quedas con esta mano de 7 cartas?"       # CR 103.5: the mulligan
    assert "Quedarse con la mano" in [action["label"] for action in v["actions"]]   # its options too
    assert v["step_name"] == Naming("es").text(STEPS[Step(v["step"])])
    english = client.get(f"/api/tables/{table}", params={"seat": 0, "token": tokens[0], "lang": "en"}).json()
    assert english["log"][0].startswith("You shuffle your library.") and len(english["log"]) == len(v["log"])
    assert english["decision"]["prompt"] != v["decision"]["prompt"]


def test_a_request_asks_for_italian_and_acting_keeps_the_language(client):
    table, tokens = open_table(client, VS_AGENT)
    italian = client.get(f"/api/tables/{table}", params={"seat": 0, "token": tokens[0], "lang": "it"}).json()
    assert italian["lang"] == "it" and "mescola il proprio grimorio" in italian["log"][0], italian["log"][0]
    answer = client.post(f"/api/tables/{table}/act", json={"seat": 0, "token": tokens[0], "lang": "it",
                                                           "version": italian["version"], "action": 0})
    assert answer.status_code == 200 and answer.json()["lang"] == "it"
    assert view(client, table, 0, tokens[0])["lang"] == "en"       # the table's own language is unchanged


@pytest.mark.parametrize("lang", ["fr", "", 3])
def test_a_bad_language_is_a_400_naming_the_parameter_and_changes_nothing(client, lang):
    table, tokens = open_table(client, VS_AGENT)
    v = view(client, table, 0, tokens[0])
    bad = [client.post(f"/api/tables/{table}/act", json={"seat": 0, "token": tokens[0], "version": v["version"],
                                                         "action": 0, "lang": lang}),
           client.post(f"/api/tables/{table}/undo", json={"seat": 0, "token": tokens[0], "lang": lang}),
           client.post("/api/tables", json={**VS_AGENT, "lang": lang})]
    if isinstance(lang, str):
        bad += [client.get(f"/api/tables/{table}", params={"seat": 0, "token": tokens[0], "lang": lang}),
                client.get("/", params={"lang": lang}), client.get("/rules", params={"lang": lang})]
    for response in bad:
        if lang == "":                      # an empty parameter is no choice: the default language
            assert response.status_code in (200, 201, 409), response.text
            continue
        assert response.status_code == 400, response.text
        assert "'lang'" in response.json()["error"], response.text
    if lang != "":
        after = view(client, table, 0, tokens[0])
        assert after["version"] == v["version"] and after["log"] == v["log"]


def test_the_page_is_written_in_the_language_asked_for_or_the_tables(client):
    page = client.get("/", params={"lang": "es"})
    assert page.status_code == 200 and '<html lang="es">' in page.text and "nueva partida" in page.text
    words = json.loads(re.search(r'<script type="application/json" id="words">(.*?)</script>', page.text).group(1))
    assert words["lang"] == "es" and words["words"]["Undo"] == "Deshacer" and words["counters"]["stun"]
    assert '<html lang="en">' in client.get("/").text and "new game" in client.get("/").text
    table, _ = open_table(client, {**VS_AGENT, "lang": "it"})
    assert '<html lang="it">' in client.get("/", params={"table": table}).text
    assert client.get("/api/words", params={"lang": "it"}).json()["words"]["Log"] == "Registro"


def test_the_rules_pages_in_italian(client):
    page = client.get("/rules/601.2i", params={"lang": "it"})
    assert page.status_code == 200 and '<html lang="it">' in page.text
    assert "tutte le regole" in page.text and "<dt>moduli</dt>" in page.text and 'href="/rules?lang=it"' in page.text
    assert "La magia risulta lanciata" in page.text       # the rule's summary, in Italian too


def test_judge_mode_in_spanish(client):
    session = client.post("/api/judge", json={"file": "core/bolt_creature.yaml", "lang": "es"}).json()
    for _ in range(session["total"] + 1):
        session = client.post(f"/api/judge/{session['id']}/step").json()
    assert session["status"] == "pass" and any("[704.5g]" in line for line in session["trace"])
    assert any("lanza Lightning Bolt" in line for line in session["trace"]), session["trace"]
    assert session["checks"][-1]["step"] is None and session["checks"][0]["step"] == 2
    english = client.get(f"/api/judge/{session['id']}", params={"lang": "en"}).json()
    assert any("casts Lightning Bolt" in line for line in english["trace"])
    assert client.post(f"/api/judge/{session['id']}/step", json={}).status_code == 409
    assert client.get(f"/api/judge/{session['id']}", params={"lang": "xx"}).status_code == 400


def _unlabeled(action: dict[str, Any]) -> dict[str, Any]:
    """An action of a seat's view without its words (the label is in the view's language)."""
    return {key: value for key, value in action.items() if key != "label"}


@pytest.mark.parametrize("lang", ["es", "it"])
def test_each_seat_sees_the_same_things_in_every_language(client, lang):
    """CR 400.2: a translated view names no card of the other seat's hand, and differs from the English view
    only in its words (a card's text too: its name and cost line is the same)."""
    table, tokens = open_table(client, TWO_PEOPLE)
    for seat in (0, 1):
        english = view(client, table, seat, tokens[seat])
        other = client.get(f"/api/tables/{table}", params={"seat": seat, "token": tokens[seat], "lang": lang}).json()
        assert other["players"] == english["players"] and [_unlabeled(a) for a in other["actions"]] == \
            [_unlabeled(a) for a in english["actions"]]
        assert other["battlefield"] == english["battlefield"] and other["texts"].keys() == english["texts"].keys()
        assert all(other["texts"][oid].split("\n")[0] == text.split("\n")[0] for oid, text in english["texts"].items())
        assert len(other["log"]) == len(english["log"]) and other["log"] != english["log"]
        hidden = {c["name"] for c in view(client, table, 1 - seat, tokens[1 - seat])["players"][1 - seat]["hand"]}
        own = {c["name"] for c in english["players"][seat]["hand"]}
        assert not any(name in json.dumps(other) for name in hidden - own)
