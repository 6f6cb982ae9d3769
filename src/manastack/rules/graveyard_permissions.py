"""Permissions to cast spells from a graveyard that an effect gives for a while, with an additional cost (CR 601.3,
118.8): "until end of turn, you may cast creature spells from your graveyard by foraging in addition to paying their
other costs. If you cast a spell this way, that creature enters with a finality counter on it" (Osteomancer Adept).

601.3: the resolved ability's continuous effect (layer ``may_cast_graveyard`` in ``game.effects``, 611.2a) lets one
player begin to cast the graveyard cards that fit its filter, until it ends (``end_of_turn``: the cleanup step,
514.2). A land card is never cast (305.1; ruling 2024-07-26: Dryad Arbor can't be cast this way). The timing rules
of the card's type still apply (307.1, 117.1a). 118.8, 601.2f: foraging (701.61a) is added to the spell's costs and
paid with them (601.2h); the card is on the stack by then (601.2a), so it can't be one of the three cards exiled,
and a player who couldn't forage then can't begin to cast it that way. 122.6, 614.1c: a permanent spell cast this
way enters with the counters the effect names (``ENTERS_WITH``, carried on the spell).
"""

from __future__ import annotations

from manastack.cards.parts import ObjectFilter
from manastack.rules import forage
from manastack.rules.continuous import add_effect
from manastack.rules.events import emit, player_ref
from manastack.rules.filters import matches
from manastack.types.enums import CardType
from manastack.types.events import Quoted
from manastack.types.records import ContinuousEffect
from manastack.types.state import GameState

LAYER = "may_cast_graveyard"
ENTERS_WITH = "enters_with_counters"   # on a spell cast this way: the counters it enters the battlefield with
BY_FORAGING = "cast_by_foraging"       # on a spell cast this way: foraging is one of its costs


def grant(game: GameState, player: int, source: int, what: ObjectFilter, counters: dict[str, int],
          duration: str, words: str) -> None:
    """CR 601.3, 611.2a: from now until ``duration`` ends, ``player`` may cast the graveyard cards that fit ``what``
    by foraging in addition to their other costs (118.8)."""
    add_effect(game, source, player, LAYER, (), (("player", player), ("filter", what),
                                                 ("counters", tuple(counters.items()))), duration)
    emit(game, "may_cast", "601.3", player=player,
         data=(("variant", "graveyard_foraging"), ("player", player_ref(game, player)), ("spells", Quoted(words))))


def _permissions(game: GameState, player: int) -> list[ContinuousEffect]:
    return [e for e in game.effects if e.layer == LAYER and e.get("player") == player]


def permission_for(game: GameState, player: int, card: int) -> ContinuousEffect | None:
    """The effect letting ``player`` cast the graveyard card ``card`` this way, if any (the earliest one)."""
    obj = game.objects.get(card)
    if obj is None or card not in game.players[player].graveyard or CardType.LAND in obj.definition.types:
        return None
    for effect in _permissions(game, player):
        flt = effect.get("filter")
        if isinstance(flt, ObjectFilter) and matches(game, obj, flt, player, effect.source):
            return effect
    return None


def castable(game: GameState, player: int) -> list[int]:
    """CR 601.3, 701.61a: the graveyard cards ``player`` may begin to cast this way now — those they could
    forage for once the card is on the stack (three other cards in the graveyard, or a Food)."""
    if not game.effects or not _permissions(game, player):
        return []
    graveyard = game.players[player].graveyard
    can_forage = len(graveyard) > forage.CARDS or bool(forage.foods(game, player))
    return [c for c in graveyard if can_forage and permission_for(game, player, c) is not None]


def chosen_on_cast(game: GameState, player: int, card: int) -> dict[str, object]:
    """Before the card moves to the stack (601.2a): what the spell carries if it is cast this way."""
    effect = permission_for(game, player, card)
    if effect is None:
        return {}
    return {BY_FORAGING: True, ENTERS_WITH: effect.get("counters")}


def entering_counters(chosen: dict[str, object] | None) -> dict[str, int] | None:
    """CR 122.6: the counters a permanent spell cast this way enters with."""
    counters = chosen.get(ENTERS_WITH) if chosen else None
    return dict(counters) if isinstance(counters, tuple) else None
