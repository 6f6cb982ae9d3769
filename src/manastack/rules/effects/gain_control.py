"""Verb ``gain_control``: the resolving spell's controller gains control of the objects named (CR 613.1b, layer 2),
until end of turn or for good. ``control.update_control`` applies it before state-based actions are checked;
the permanent is summoning sick under its new controller unless it has haste (302.6)."""


from __future__ import annotations

from manastack.cards.vocabulary.gain_control import GainControl
from manastack.rules.continuous import add_effect
from manastack.rules.control import LAYER, update_control
from manastack.rules.effects.base import Ctx, objects


def apply(ctx: Ctx, e: GainControl) -> None:
    """CR 613.1b, 611.2c: the affected permanents are locked in as the effect begins."""
    affected = tuple(o for o in objects(ctx, e.what) if o in ctx.game.battlefield)
    if affected:
        source = ctx.source if ctx.source is not None else ctx.obj.id
        add_effect(ctx.game, source, ctx.controller, LAYER, affected, (("controller", ctx.controller),), e.duration)
        update_control(ctx.game)     # at once: the instructions after it see the new controller (608.2c)
