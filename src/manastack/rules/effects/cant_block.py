"""Verb ``cant_block`` (CR 509.1b): a continuous effect of a resolved spell or ability (611.2a) restricting
which creatures can block, or (``be_blocked``) which attackers can be blocked, until the turn ends (514.2);
``combat.can_block`` honours it (``blocking_forbidden``).
"""


from __future__ import annotations

from manastack.cards.vocabulary.cant_block import CantBlock
from manastack.rules.characteristics import name_of
from manastack.rules.continuous import add_effect
from manastack.rules.effects.base import Ctx, objects
from manastack.rules.events import emit
from manastack.types.state import GameState

LAYER = "cant_block"


def apply(ctx: Ctx, e: CantBlock) -> None:
    """CR 611.2c: the affected creatures are locked in as the effect begins."""
    affected = tuple(objects(ctx, e.what))
    if affected:
        add_effect(ctx.game, ctx.source or ctx.obj.id, ctx.controller, LAYER, affected,
                   (("be_blocked", e.be_blocked),), "end_of_turn")
        names = ", ".join(name_of(ctx.game, ctx.game.objects[o]) for o in affected)
        emit(ctx.game, "cant_block", "509.1b", "{0} can't be blocked this turn." if e.be_blocked else
             "{0} can't block this turn.", (names,), objects=affected)


def blocking_forbidden(game: GameState, blocker: int, attacker: int) -> bool:
    """CR 509.1b: an effect says this creature can't block, or that the attacker can't be blocked."""
    return any(e.layer == LAYER and ((blocker in e.affected and not e.get("be_blocked"))
                                     or (attacker in e.affected and e.get("be_blocked"))) for e in game.effects)
