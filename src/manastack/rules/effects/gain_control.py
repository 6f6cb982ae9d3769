"""Verb ``gain_control``: the resolving spell's controller gains control of the objects named (CR 613.1b, layer 2),
until end of turn or for good. ``control.update_control`` applies it before state-based actions are checked;
the permanent is summoning sick under its new controller unless it has haste (302.6). "If its power is less than
or equal to X" is checked as the instruction is followed; later changes to its power don't matter (the Exert
Influence rulings)."""


from __future__ import annotations

from manastack.cards.vocabulary.gain_control import GainControl
from manastack.rules.characteristics import chars
from manastack.rules.continuous import add_effect
from manastack.rules.control import LAYER, update_control
from manastack.rules.effects.base import Ctx, amount, objects
from manastack.rules.events import note, object_ref


def apply(ctx: Ctx, e: GainControl) -> None:
    """CR 613.1b, 611.2c: the affected permanents are locked in as the effect begins."""
    affected = tuple(o for o in objects(ctx, e.what) if o in ctx.game.battlefield and _small_enough(ctx, e, o))
    if affected:
        source = ctx.source if ctx.source is not None else ctx.obj.id
        add_effect(ctx.game, source, ctx.controller, LAYER, affected, (("controller", ctx.controller),), e.duration)
        update_control(ctx.game)     # at once: the instructions after it see the new controller (608.2c)


def _small_enough(ctx: Ctx, e: GainControl, oid: int) -> bool:
    """CR 608.2c: "if its power is less than or equal to X" — X and the power read as the instruction is followed."""
    if e.max_power is None:
        return True
    game, limit = ctx.game, amount(ctx, e.max_power)
    obj = game.objects[oid]
    power = chars(game, obj).power or 0
    if power <= limit:
        return True
    note(game, "too_big", "608.2c", player=ctx.controller, objects=(oid,),
         data=(("object", object_ref(game, obj)), ("power", power), ("limit", limit)))

    return False
