"""Verb ``cant_block`` (CR 509.1b): a continuous effect of a resolved spell or ability (611.2a) restricting
which creatures can block, until the turn ends (514.2); ``combat.can_block`` honours it (``blocking_forbidden``).
"""


from __future__ import annotations

from manastack.cards.vocabulary.cant_block import CantBlock
from manastack.rules.continuous import add_effect
from manastack.rules.effects.base import Ctx, objects
from manastack.rules.events import emit, object_refs
from manastack.types.state import GameState

LAYER = "cant_block"


def apply(ctx: Ctx, e: CantBlock) -> None:
    restrict_this_turn(ctx, e.what, LAYER)


def restrict_this_turn(ctx: Ctx, what: str, layer: str) -> None:
    """CR 509.1b, 611.2c: a blocking restriction until end of turn on the named creatures, locked in as the
    effect begins (the event's variant is the layer's name)."""
    affected = tuple(objects(ctx, what))
    if affected:
        add_effect(ctx.game, ctx.source or ctx.obj.id, ctx.controller, layer, affected, (), "end_of_turn")
        emit(ctx.game, "block_restriction", "509.1b", objects=affected,
             data=(("variant", layer), ("objects", object_refs(ctx.game, affected))))



def restricted(game: GameState, layer: str, oid: int) -> bool:
    return any(e.layer == layer and oid in e.affected for e in game.effects)


def blocking_forbidden(game: GameState, oid: int) -> bool:
    """CR 509.1b: an effect says this creature can't block."""
    return restricted(game, LAYER, oid)
