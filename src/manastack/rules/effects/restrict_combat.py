"""Verb ``restrict_combat``: "<creature> can't block this turn" / "can't be blocked this turn" (CR 509.1b).

The effect is a combat rule (``rules.combat_rules``) on the objects named, until end of turn (CR 611.2a, 514.2).
A creature already blocked stays blocked (509.1h: the Coralhelm Guide ruling), as blocks aren't declared again.
"""


from __future__ import annotations

from manastack.cards.vocabulary.restrict_combat import WORDS, RestrictCombat
from manastack.rules.characteristics import name_of
from manastack.rules.combat_rules import LAYER
from manastack.rules.continuous import add_effect
from manastack.rules.effects.base import Ctx, objects
from manastack.rules.events import emit


def apply(ctx: Ctx, e: RestrictCombat) -> None:
    """CR 509.1b, 611.2c: the restriction applies to the objects named as the instruction is followed."""
    for oid in objects(ctx, e.what):
        add_effect(ctx.game, ctx.source or ctx.obj.id, ctx.controller, LAYER, (oid,), (("rule", e.rule),),
                   "end_of_turn")
        emit(ctx.game, "combat_rule", "509.1b", "{0} " + WORDS[e.rule] + ".",
             (name_of(ctx.game, ctx.game.objects[oid]),), player=ctx.controller, objects=(oid,))
