"""Observations: a player's view of the game, hidden information kept hidden (CR 400.2: others' hands and
libraries — the top card only to a player who may look at it, CR 401.2; CR 708.5: face-down spells and permanents
others control; the prompt of another player's decision, which may name cards only they see, e.g. a scry,
CR 701.22a)."""

from __future__ import annotations

from typing import Any

from manastack.cards.face_down import FACE_DOWN_VALUES as FACE_DOWN
from manastack.cards.phrases import restriction_words
from manastack.rules.characteristics import chars, object_name
from manastack.rules.mana_restrictions import restriction_filter
from manastack.rules.statics import player_keywords
from manastack.sentences import prompt_text
from manastack.types.state import GameState


def observe(game: GameState, viewer: int) -> dict[str, Any]:
    """A JSON-ready view: own hand by name, others' hands and every library as counts."""
    players = []
    for p in game.players:
        players.append({
            "id": p.id, "name": p.name, "life": p.life, "poison": p.poison, "lost": p.lost,
            "library": len(p.library), "hand_count": len(p.hand),
            "hand": [_card(game, o) for o in p.hand] if p.id == viewer else None,
            "top": _top(game, viewer) if p.id == viewer else None,     # the top card, if they may look at it
            "graveyard": [_card(game, o) for o in p.graveyard], "pool": list(p.pool),
            "restricted_mana": [[letter, "spend only to cast " + restriction_words(restriction_filter(f))]
                                for letter, f in p.restricted_mana],    # CR 106.6
            "keywords": sorted(player_keywords(game, p.id)),     # hexproof, protection (CR 702.11d, 702.16j)
        })
    return {
        "viewer": viewer, "turn": game.turn_number, "active": game.active, "step": game.step.value,
        "players": players,
        "battlefield": [_permanent(game, o, viewer) for o in game.battlefield],
        "stack": [_card(game, o, viewer) for o in game.stack],
        "exile": [_card(game, o, viewer) for o in game.exile],
        "command": [_card(game, o, viewer) for o in game.command],     # emblems (CR 114)
        "decision": _decision(game, viewer),
    }


def _top(game: GameState, viewer: int) -> dict[str, Any] | None:
    """CR 401.2, 400.2: a static ability ("you may look at the top card of your library any time") shows the top
    card of the viewer's own library to them, and to nobody else."""
    from manastack.rules.play_from_library import may_look_at_top

    library = game.players[viewer].library
    return _card(game, library[0]) if library and may_look_at_top(game, viewer) else None


def _decision(game: GameState, viewer: int) -> dict[str, Any] | None:
    """Whose decision the game waits for; its prompt only for that player, since it may name cards only they
    are looking at (scry, surveil: CR 400.2, 701.22a, 701.25a)."""
    decision = game.decision
    if decision is None:
        return None
    prompt = prompt_text(decision.prompt) if decision.player == viewer else None
    return {"kind": decision.kind.value, "player": decision.player, "prompt": prompt}


def _card(game: GameState, oid: int, viewer: int | None = None) -> dict[str, Any]:
    obj = game.objects[oid]
    name = FACE_DOWN if obj.face_down and obj.controller != viewer else obj.source_name or obj.card
    return {"id": oid, "name": name, "owner": obj.owner, "controller": obj.controller}


def _permanent(game: GameState, oid: int, viewer: int) -> dict[str, Any]:
    obj = game.objects[oid]
    c = chars(game, obj)
    hidden = obj.face_down and obj.controller != viewer
    return {
        "id": oid, "name": FACE_DOWN if hidden else object_name(obj), "controller": obj.controller,
        "tapped": obj.tapped, "counters": dict(obj.counters), "damage": obj.damage,
        "power": c.power, "toughness": c.toughness, "types": sorted(t.value for t in c.types),
        "keywords": sorted(c.keywords), "token": obj.token, "face_down": obj.face_down,
    }
