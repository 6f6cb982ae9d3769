"""Continuous effects from resolving spells and abilities (CR 611.2) and when they end (CR 514.2, 611.2b)."""

from __future__ import annotations

from manastack.rules.events import emit
from manastack.types.records import ContinuousEffect
from manastack.types.state import GameState


def add_effect(game: GameState, source: int, controller: int, layer: str, affected: tuple[int, ...],
               change: tuple[tuple[str, object], ...], duration: str) -> ContinuousEffect:
    """CR 611.2a, 611.2c: the affected set is locked in when the effect begins; it gets a timestamp."""
    effect = ContinuousEffect(game.new_id(), source, controller, game.new_timestamp(), layer, affected, change,
                              duration)
    game.effects.append(effect)
    game.event_seq += 1   # characteristics change: invalidate the cache
    return effect


def end_turn_effects(game: GameState) -> None:
    """CR 514.2: "until end of turn" effects end in the cleanup step, and those lasting "until the end of your
    next turn" in the cleanup step of their controller's next turn (611.2b)."""
    kept = [e for e in game.effects if e.duration != "end_of_turn" and not (
        e.duration == "until_end_of_your_next_turn" and e.controller == game.active
        and game.turn_number > e.number("since"))]
    if len(kept) != len(game.effects):
        game.effects = kept
        emit(game, "effects_end", "514.2", "\"Until end of turn\" effects end.")


def end_until_next_turn(game: GameState, player: int) -> None:
    """CR 611.2b: effects lasting "until your next turn" end as that player's turn begins."""
    kept = [e for e in game.effects if not (e.duration == "until_your_next_turn" and e.controller == player)]
    if len(kept) != len(game.effects):
        game.effects = kept
        game.event_seq += 1
    for p in game.players:
        if p.id == player:
            p.life_locked = False


def prune(game: GameState) -> None:
    """Effects whose affected objects have all left the battlefield no longer do anything (CR 400.7);
    effects that affect no particular object (replacement effects, rules for players) stay."""
    alive = [e for e in game.effects if not e.affected or any(a in game.objects for a in e.affected)]
    if len(alive) != len(game.effects):
        game.effects = alive
