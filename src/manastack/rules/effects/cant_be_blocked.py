"""Verb ``cant_be_blocked`` (CR 509.1b): a continuous effect of a resolved spell or ability (611.2a) that no
creature can block the affected creatures, until the turn ends (514.2); ``combat.can_block`` honours it
(``unblockable``)."""


from __future__ import annotations

from manastack.cards.vocabulary.cant_be_blocked import CantBeBlocked
from manastack.rules.characteristics import name_of
from manastack.rules.continuous import add_effect
from manastack.rules.effects.base import Ctx, objects
from manastack.rules.events import emit
from manastack.types.state import GameState

LAYER = "cant_be_blocked"


def apply(ctx: Ctx, e: CantBeBlocked) -> None:
    """CR 611.2c: the affected creatures are locked in as the effect begins."""
    affected = tuple(objects(ctx, e.what))
    if affected:
        add_effect(ctx.game, ctx.source or ctx.obj.id, ctx.controller, LAYER, affected, (), "end_of_turn")
        names = ", ".join(name_of(ctx.game, ctx.game.objects[o]) for o in affected)
        emit(ctx.game, "cant_be_blocked", "509.1b", "{0} can't be blocked this turn.", (names,), objects=affected)


def unblockable(game: GameState, oid: int) -> bool:
    """CR 509.1b: an effect says this creature can't be blocked."""
    return any(e.layer == LAYER and oid in e.affected for e in game.effects)
