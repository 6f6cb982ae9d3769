"""Verb ``gain_control`` (CR 613.1b, 611.2a): a control-changing effect of a resolved spell or ability, in layer 2;
``rules.control.update_control`` gives the permanent its new controller (it is then summoning sick, 302.6, and
leaves combat, 506.4) and gives it back as the effect ends (514.2)."""


from __future__ import annotations

from manastack.cards.vocabulary.gain_control import GainControl
from manastack.rules.continuous import add_effect
from manastack.rules.control import LAYER, update_control
from manastack.rules.effects.base import Ctx, objects


def apply(ctx: Ctx, e: GainControl) -> None:
    """CR 611.2c: the affected permanent is locked in as the effect begins; control changes at once (613.1b)."""
    affected = tuple(objects(ctx, e.what))
    if affected:
        add_effect(ctx.game, ctx.source or ctx.obj.id, ctx.controller, LAYER, affected,
                   (("controller", ctx.controller),), e.duration)
        update_control(ctx.game)
