"""Verb ``gain_control``: the resolving spell's controller gains control of a permanent indefinitely (CR 613.1b:
a layer-2 effect, applied by ``rules.control``; 611.2a). "If its power is less than or equal to X" is checked as
the spell resolves; once control is gained, later changes to its power don't matter (the Exert Influence
rulings)."""


from __future__ import annotations

from manastack.cards.vocabulary.gain_control import GainControl
from manastack.rules.characteristics import chars, name_of
from manastack.rules.continuous import add_effect
from manastack.rules.control import LAYER
from manastack.rules.effects.base import Ctx, amount, objects
from manastack.rules.events import note


def apply(ctx: Ctx, e: GainControl) -> None:
    """CR 613.1b: a control-changing effect, with the spell's timestamp (613.7)."""
    game = ctx.game
    limit = amount(ctx, e.max_power) if e.max_power is not None else None
    for oid in objects(ctx, e.what):
        obj = game.objects[oid]
        power = chars(game, obj).power or 0
        if limit is not None and power > limit:
            note(game, "too_big", "608.2c", "{0}'s power {1} is greater than {2}: no control changes.",
                 (name_of(game, obj), str(power), str(limit)), player=ctx.controller, objects=(oid,))
            continue
        # the change itself happens as layer 2 is applied, with its own event (``rules.control.update_control``)
        add_effect(game, ctx.source or ctx.obj.id, ctx.controller, LAYER, (oid,), (("controller", ctx.controller),),
                   "permanent")
