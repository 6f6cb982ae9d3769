"""Verb ``grant``: "<objects> gain <keywords>" (CR 613.1f, layer 6)."""


from __future__ import annotations

from manastack.cards.vocabulary.grant import Grant
from manastack.rules.characteristics import printed_definition
from manastack.rules.continuous import add_effect
from manastack.rules.effects.base import Ctx, answer
from manastack.rules.effects.pump import affected_objects
from manastack.rules.events import emit, object_refs
from manastack.types.decisions import Decision, DecisionKind, Label, Prompt


def apply(ctx: Ctx, e: Grant) -> Decision | None:
    """CR 613.1f: ability-adding effects apply in layer 6; "your choice of" one of them is chosen as the
    instruction is followed (608.2d)."""
    affected = tuple(affected_objects(ctx, e.what, e.each))
    if not affected:
        return None
    if e.ability is not None:     # CR 613.1f: "gain '<ability>'": the spell's own granted ability, by index
        add_effect(ctx.game, ctx.source or ctx.obj.id, ctx.controller, "6", affected,
                   (("add_ability", (printed_definition(ctx.obj).name, e.ability)),), e.duration)
        emit(ctx.game, "grant", "613.1f", objects=affected,
             data=(("variant", "ability"), ("objects", object_refs(ctx.game, affected)), ("count", len(affected))))
        return None
    keywords = e.keywords
    if e.choose_one:
        chosen = answer(ctx)
        if chosen not in keywords:
            return Decision(DecisionKind.CHOOSE_KEYWORD, ctx.controller, Prompt.of("choose_ability"), keywords,
                            tuple(Label.of("keyword", keywords=k) for k in keywords), "608.2d")
        keywords = (str(chosen),)
    add_effect(ctx.game, ctx.source or ctx.obj.id, ctx.controller, "6", affected, (("add", keywords),),
               e.duration)
    emit(ctx.game, "grant", "613.1f", objects=affected,
         data=(("objects", object_refs(ctx.game, affected)), ("count", len(affected)), ("keywords", tuple(keywords))))

    return None

