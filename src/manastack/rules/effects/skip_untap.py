"""Verb ``skip_next_untap``: "<permanent> doesn't untap during its controller's next untap step" (CR 502.3).

The effect waits for the next untap step of whoever controls the permanent then: in that step the
permanent doesn't untap, and the effect is used up (whether or not the permanent was tapped).
"""


from __future__ import annotations

from manastack.cards.vocabulary.skip_untap import SkipNextUntap
from manastack.rules.continuous import add_effect
from manastack.rules.effects.base import Ctx, objects
from manastack.rules.events import emit, object_ref
from manastack.types.state import GameState

LAYER = "skip_untap"


def apply(ctx: Ctx, e: SkipNextUntap) -> None:
    """CR 502.3: an effect that keeps a permanent from untapping; it lasts until it has applied once."""
    game = ctx.game
    for oid in objects(ctx, e.what):
        add_effect(game, ctx.source or ctx.obj.id, ctx.controller, LAYER, (oid,), (), "permanent")


def skips_untap(game: GameState, oid: int) -> bool:
    """In the untap step of ``oid``'s controller: whether it stays tapped; the effects on it are used up."""
    mine = [effect for effect in game.effects if effect.layer == LAYER and oid in effect.affected]
    if not mine:
        return False
    game.effects = [effect for effect in game.effects if effect not in mine]
    obj = game.objects[oid]
    if obj.tapped:
        emit(game, "doesnt_untap", "502.3", player=obj.controller, objects=(oid,),
             data=(("object", object_ref(game, obj)),))
    return True

