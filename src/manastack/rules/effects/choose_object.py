"""Verb ``choose_object``: the controller chooses a permanent as the instruction is followed (CR 608.2d)."""

from __future__ import annotations

from manastack.cards.vocabulary.choose_object import ChooseObject
from manastack.rules.effects.base import Ctx, answer, objects
from manastack.rules.events import object_refs
from manastack.rules.filters import matches
from manastack.rules.forced import take_only_option
from manastack.types.decisions import Decision, DecisionKind, Prompt, ref_labels


def apply(ctx: Ctx, e: ChooseObject) -> Decision | None:
    """CR 608.2d: the choice is made on resolution among the permanents that fit now (not a target: hexproof
    doesn't stop it); with none, nothing is chosen and the instructions about it do nothing."""
    game = ctx.game
    pool = objects(ctx, e.among) if e.among is not None else game.battlefield
    eligible = tuple(o for o in pool if matches(game, game.objects[o], e.filter, ctx.controller, ctx.source))
    if not eligible:
        ctx.results[e.remember] = ()
        return None
    chosen = answer(ctx)
    if chosen not in eligible:
        asked = Decision(DecisionKind.CHOOSE_OBJECT, ctx.controller,
                         Prompt.of("choose_object", variant="among" if e.among is not None else "permanent",
                                   source=ctx.ref), eligible,
                         ref_labels(object_refs(game, eligible)), "608.2d")
        if len(eligible) > 1:
            return asked
        chosen = take_only_option(game, asked)
    assert isinstance(chosen, int)
    ctx.results[e.remember] = (chosen,)
    return None
