"""The browser table's API: playing a game against an agent to its end, the hidden information of each seat
(CR 400.2), and bad requests answered with a 4xx that changes nothing."""

from __future__ import annotations

import json
from typing import Any

from manastack.game import Game

VS_AGENT = {"decks": ["green-stompy", "red-aggro"], "seats": ["human", "heuristic"], "seed": 3}
TWO_PEOPLE = {"decks": ["green-stompy", "red-aggro"], "seats": ["human", "human"], "seed": 4, "hotseat": False}


def open_table(client: Any, body: dict[str, Any]) -> tuple[str, dict[int, str]]:
    response = client.post("/api/tables", json=body)
    assert response.status_code == 201, response.text
    data = response.json()
    return data["table"], {s["seat"]: s["token"] for s in data["seats"]}


def view(client: Any, table: str, seat: int, token: str) -> dict[str, Any]:
    response = client.get(f"/api/tables/{table}", params={"seat": seat, "token": token})
    assert response.status_code == 200, response.text
    return response.json()


def act(client: Any, table: str, seat: int, token: str, v: dict[str, Any], index: int) -> Any:
    return client.post(f"/api/tables/{table}/act",
                       json={"seat": seat, "token": token, "version": v["version"], "action": index})


def test_a_game_against_the_agent_is_played_to_its_end(client):
    """Always the first action (keep, pass, no attackers): the agent answers on the server until the end."""
    table, tokens = open_table(client, VS_AGENT)
    v = view(client, table, 0, tokens[0])
    for _ in range(3000):
        if v["over"]:
            break
        assert v["decision"]["mine"] and v["actions"], v["decision"]
        response = act(client, table, 0, tokens[0], v, 0)
        assert response.status_code == 200, response.text
        v = response.json()
    assert v["over"] and v["outcome"]["winner"] in (0, 1)
    assert any("[104.2a]" in line for line in v["log"])


def test_the_view_shows_zones_stack_targets_and_texts(client):
    table, tokens = open_table(client, VS_AGENT)
    v = view(client, table, 0, tokens[0])
    me = v["players"][0]
    assert len(me["hand"]) == 7 and all("#" in c["label"] for c in me["hand"])
    assert all(str(c["id"]) in v["texts"] for c in me["hand"])
    assert v["decision"]["kind"] == "mulligan" and v["decision"]["mine"] and len(v["actions"]) == 2
    assert v["stack"] == [] and v["players"][1]["hand"] is None


def test_each_seat_sees_only_its_own_hand(client):
    """CR 400.2: no response to a seat names a card in the other's hand or library."""
    table, tokens = open_table(client, TWO_PEOPLE)
    seen = {seat: view(client, table, seat, tokens[seat]) for seat in (0, 1)}
    for seat, v in seen.items():
        other = 1 - seat
        assert v["players"][other]["hand"] is None and v["players"][other]["hand_count"] == 7
        own_ids = {c["id"] for c in v["players"][seat]["hand"]}
        other_ids = {c["id"] for c in seen[other]["players"][other]["hand"]}
        text = json.dumps(v)
        assert own_ids and not (other_ids & own_ids)
        for oid in other_ids:
            assert f'"id": {oid},' not in text and f"#{oid}" not in text and f'"{oid}"' not in text
        assert v["actions"] == [] or v["decision"]["player"] == seat
    red = ("Mountain", "Lightning Bolt", "Monastery Swiftspear", "Shock", "Goblin Guide", "Searing Spear")
    assert not any(name in json.dumps(seen[0]) for name in red)       # seat 1's cards are all hidden from seat 0


def test_a_seat_token_is_needed_to_see_or_act(client):
    table, tokens = open_table(client, TWO_PEOPLE)
    for params in ({"seat": 1, "token": tokens[0]}, {"seat": 0}, {"seat": 0, "token": "guess"}):
        response = client.get(f"/api/tables/{table}", params=params)
        assert response.status_code == 403 and "token" in response.json()["error"]
    before = view(client, table, 0, tokens[0])
    response = act(client, table, 0, tokens[1], before, 0)
    assert response.status_code == 403
    response = act(client, table, 1, tokens[1], before, 0)       # seat 1's own token, but seat 0 decides
    assert response.status_code == 409 and "not seat 1's decision" in response.json()["error"]
    assert view(client, table, 0, tokens[0])["version"] == before["version"]
    for path in ("events", "save"):
        assert client.get(f"/api/tables/{table}/{path}", params={"seat": 1, "token": tokens[0]}).status_code == 403


def test_bad_requests_get_a_4xx_with_a_message_and_change_nothing(client):
    table, tokens = open_table(client, VS_AGENT)
    v = view(client, table, 0, tokens[0])
    base = f"/api/tables/{table}/act"
    bad = [
        (client.get("/api/tables/nope", params={"seat": 0, "token": tokens[0]}), 404, "no table"),
        (client.post(base, content=b"{not json"), 400, "malformed JSON"),
        (client.post(base, content=b"[1, 2]"), 400, "JSON object"),
        (act(client, table, 0, tokens[0], v, 999), 400, "no action 999"),
        (client.post(base, json={"seat": 0, "token": tokens[0], "version": v["version"], "action": "x"}), 400,
         "must be int"),
        (act(client, table, 0, tokens[0], {"version": v["version"] + 5}, 0), 409, "moved on"),
        (client.post("/api/tables", json={"decks": ["nope", "red-aggro"], "seats": ["human", "random"]}), 400,
         "unknown deck"),
        (client.post("/api/tables", json={"decks": [{"text": "4 Grizzly Bars"}, "red-aggro"],
                                          "seats": ["human", "random"]}), 400, "Grizzly Bars"),
        (client.post("/api/tables", json={"save": "{}", "seats": ["human", "random"]}), 400, "not a manastack save"),
        (client.post("/api/tables", json={"decks": ["red-aggro", "red-aggro"], "seats": ["human", "robot"]}), 400,
         "unknown seat kind"),
    ]
    for response, status, words in bad:
        assert response.status_code == status and words in response.json()["error"], response.text
    after = view(client, table, 0, tokens[0])
    assert after["version"] == v["version"] and after["log"] == v["log"]


def test_undo_save_and_resume(client):
    table, tokens = open_table(client, VS_AGENT)
    first = view(client, table, 0, tokens[0])
    second = act(client, table, 0, tokens[0], first, 0).json()
    assert second["log"] != first["log"]
    undone = client.post(f"/api/tables/{table}/undo", json={"seat": 0, "token": tokens[0]}).json()
    assert undone["log"] == first["log"] and undone["players"] == first["players"]
    saved = client.get(f"/api/tables/{table}/save", params={"seat": 0, "token": tokens[0]})
    assert saved.status_code == 200 and Game.from_json(saved.text).decision is not None
    again, new_tokens = open_table(client, {"save": saved.text, "seats": ["human", "heuristic"]})
    assert view(client, again, 0, new_tokens[0])["log"] == first["log"]


def test_two_separate_players_cannot_save_or_undo(client):
    """A save holds every hidden card, so a table played from two browsers gives none; nor can one player take
    back a decision the other has seen."""
    table, tokens = open_table(client, TWO_PEOPLE)
    response = client.get(f"/api/tables/{table}/save", params={"seat": 0, "token": tokens[0]})
    assert response.status_code == 403 and "one browser" in response.json()["error"]
    v = view(client, table, 0, tokens[0])
    assert act(client, table, 0, tokens[0], v, 0).status_code == 200
    response = client.post(f"/api/tables/{table}/undo", json={"seat": 0, "token": tokens[0]})
    assert response.status_code == 403 and "one browser" in response.json()["error"]
    assert not view(client, table, 0, tokens[0])["can_undo"]


def test_the_rules_index_is_served_as_pages(client):
    page = client.get("/rules/601.2i")
    assert page.status_code == 200 and "601.2i" in page.text and "<dl>" in page.text
    assert client.get("/rules").status_code == 200
    assert client.get("/rules/999.9z").status_code == 404


def test_judge_mode_steps_through_a_scenario(client):
    scenarios = client.get("/api/scenarios").json()["scenarios"]
    assert "core/bolt_creature.yaml" in scenarios
    session = client.post("/api/judge", json={"file": "core/bolt_creature.yaml"}).json()
    assert session["done"] == 0 and session["total"] == 3
    for _ in range(session["total"] + 1):
        session = client.post(f"/api/judge/{session['id']}/step").json()
    assert session["finished"] and session["status"] == "pass" and len(session["checks"]) == 2
    assert session["actions"][0] == "{cast: Lightning Bolt, by: Ana, targets: [Grizzly Bears]}"
    assert session["checks"][0]["expectations"] == ["stack: [Lightning Bolt]"]
    assert any("[704.5g]" in line for line in session["trace"])
    assert client.post(f"/api/judge/{session['id']}/step").status_code == 409
    bad = client.post("/api/judge", json={"text": "title: x\nplayers: 3\n"})
    assert bad.status_code == 400 and "players" in bad.json()["error"]
    assert client.post("/api/judge", json={"file": "../pyproject.toml"}).status_code == 404


def test_passing_is_done_for_a_person_when_it_is_all_they_can_do_and_until_a_stop(client):
    """Views never offer a lone "Pass priority"; a pass with ``until`` goes on to a stop or another decision."""
    table, tokens = open_table(client, VS_AGENT)
    v = view(client, table, 0, tokens[0])
    v = act(client, table, 0, tokens[0], v, 0).json()          # keep
    for _ in range(200):
        if v["over"]:
            break
        assert [a["label"] for a in v["actions"]] != ["Pass priority"]
        passes = [a for a in v["actions"] if a["pass"]]
        if not passes:
            v = act(client, table, 0, tokens[0], v, 0).json()
            continue
        response = client.post(f"/api/tables/{table}/act", json={
            "seat": 0, "token": tokens[0], "version": v["version"], "action": passes[0]["index"], "until": ["main"]})
        assert response.status_code == 200, response.text
        v = response.json()
        mine_main = v["step"] in ("main1", "main2") and v["active"] == 0
        assert v["over"] or mine_main or v["decision"]["kind"] != "priority"
    bad = client.post(f"/api/tables/{table}/act", json={
        "seat": 0, "token": tokens[0], "version": v["version"], "action": 0, "until": ["lunch"]})
    assert bad.status_code in (400, 409)


def test_hot_seat_one_token_acts_for_both_seats_each_with_its_own_view(client):
    """Hot-seat: one browser holds both seats (one token); each seat's view still shows only its own hand."""
    table, tokens = open_table(client, {**TWO_PEOPLE, "hotseat": True})
    assert tokens[0] == tokens[1]
    for _ in range(2):                      # each seat keeps its opening hand in turn
        decider = view(client, table, 0, tokens[0])["decision"]["player"]
        v = view(client, table, decider, tokens[decider])
        assert v["decision"]["mine"] and v["players"][1 - decider]["hand"] is None
        assert act(client, table, decider, tokens[decider], v, 0).status_code == 200
    log = view(client, table, 1, tokens[1])["log"]
    assert sum(" keep" in line for line in log) == 2     # "You keep 7 cards.", "Player 1 keeps 7 cards."
