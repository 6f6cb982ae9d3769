"""Verb ``prevent_combat_damage``: "prevent all combat damage that would be dealt this turn by creatures
<player> controls" (CR 615.1, 510.2).

The effect names a player, not a set of creatures: it is a prevention effect, not one that changes
characteristics, so it applies to whatever creatures that player controls when combat damage would be
dealt (CR 611.2c covers only characteristic-changing effects). It lasts until end of turn (514.2).
"""


from __future__ import annotations

from manastack.cards.vocabulary.prevent_combat import PreventCombatDamage
from manastack.rules.continuous import add_effect
from manastack.rules.effects.base import Ctx, players
from manastack.rules.events import emit, player_ref
from manastack.types.objects import GameObject
from manastack.types.state import GameState

LAYER = "prevent_combat"


def apply(ctx: Ctx, e: PreventCombatDamage) -> None:
    """CR 615.1a: create the prevention effect for each named player, until end of turn."""
    game = ctx.game
    for pid in players(ctx, e.by):
        add_effect(game, ctx.source or ctx.obj.id, ctx.controller, LAYER, (), (("player", pid),), "end_of_turn")
        emit(game, "prevention", "615.1a", player=pid, data=(("player", player_ref(game, pid)),))


def prevents(game: GameState, source: GameObject) -> bool:
    """CR 615.1: whether combat damage from ``source`` is prevented (a creature whose controller is named
    by such an effect now)."""
    from manastack.rules.characteristics import chars

    return any(effect.layer == LAYER and effect.get("player") == source.controller for effect in game.effects) \
        and chars(game, source).is_creature

