"""Verb ``cant_be_blocked`` (CR 509.1b): a continuous effect of a resolved spell or ability (611.2a) restricting
which creatures can be blocked, until the turn ends (514.2); ``combat.can_block`` honours it (``unblockable``).
A creature already blocked stays blocked (509.1h: the Coralhelm Guide ruling): blocks aren't declared again.
"""


from __future__ import annotations

from manastack.cards.vocabulary.cant_be_blocked import CantBeBlocked
from manastack.rules.effects.base import Ctx
from manastack.rules.effects.cant_block import restrict_this_turn, restricted
from manastack.types.state import GameState

LAYER = "cant_be_blocked"


def apply(ctx: Ctx, e: CantBeBlocked) -> None:
    restrict_this_turn(ctx, e.what, LAYER)



def unblockable(game: GameState, oid: int) -> bool:
    """CR 509.1b: an effect says this creature can't be blocked."""
    return restricted(game, LAYER, oid)
