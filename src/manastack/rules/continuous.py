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


WHILE_COUNTER = "while_counter:"   # the duration "for as long as it has a <kind> counter on it", with the kind


def end_while_counter(game: GameState, oid: int, kind: str) -> None:
    """CR 611.2b: an effect lasting "for as long as it has a <kind> counter on it" ends with the last one."""
    duration = WHILE_COUNTER + kind
    kept = [e for e in game.effects if not (e.duration == duration and oid in e.affected)]
    if len(kept) != len(game.effects):
        game.effects = kept
        game.event_seq += 1     # characteristics change: invalidate the cache


def end_turn_effects(game: GameState) -> None:
    """CR 514.2: "until end of turn" effects end in the cleanup step."""
    kept = [e for e in game.effects if e.duration != "end_of_turn"]
    if len(kept) != len(game.effects):
        game.effects = kept
        emit(game, "effects_end", "514.2")


def end_until_next_turn(game: GameState, player: int) -> None:
    """CR 611.2b: effects lasting "until your next turn" end as that player's turn begins; those lasting "until
    the end of your next turn" now last until the end of this one (514.2)."""
    for e in game.effects:
        if e.duration == "end_of_your_next_turn" and e.controller == player:
            e.duration = "end_of_turn"
    kept = [e for e in game.effects if not (e.duration == "until_your_next_turn" and e.controller == player)]
    if len(kept) != len(game.effects):
        game.effects = kept
        game.event_seq += 1
    for p in game.players:
        if p.id == player:
            p.life_locked = False


def end_at_end_step(game: GameState, player: int) -> None:
    """CR 611.2b: effects lasting "until your next end step" end as that player's end step begins."""
    kept = [e for e in game.effects if not (e.duration == "until_your_next_end_step" and e.controller == player)]
    if len(kept) != len(game.effects):
        game.effects = kept
        game.event_seq += 1


def prune(game: GameState) -> None:
    """Effects whose affected objects have all left the battlefield no longer do anything (CR 400.7);
    effects that affect no particular object (replacement effects, rules for players) stay."""
    alive = [e for e in game.effects if not e.affected or any(a in game.objects for a in e.affected)]
    if len(alive) != len(game.effects):
        game.effects = alive
