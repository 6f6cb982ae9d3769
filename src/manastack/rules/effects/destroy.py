"""Verb ``destroy``: "destroy <target>" / "destroy all <filter>" (CR 701.8)."""


from __future__ import annotations

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.destroy import Destroy
from manastack.rules.characteristics import name_of
from manastack.rules.effects.base import Ctx, answer, objects
from manastack.rules.filters import matches
from manastack.rules.keyword_actions import destroy as destroy_permanent
from manastack.rules.zones import simultaneously
from manastack.types.decisions import Decision, DecisionKind, Label, Prompt
from manastack.types.enums import CardType


def apply(ctx: Ctx, e: Destroy) -> Decision | None:
    """CR 701.8a; destroying "all" is simultaneous, so look-back triggers see every creature (603.10a)."""
    game = ctx.game
    if e.chosen_type:
        kind = answer(ctx)
        if kind is None:     # CR 608.2d: the type is chosen as the instruction is followed (asked like a mode)
            names = tuple(t.value for t in e.chosen_type)
            return Decision(DecisionKind.MODE, ctx.controller, Prompt.of("choose_card_type", source=ctx.ref),
                            names, tuple(Label.of("card_type", type=n) for n in names), "608.2d")
        e = e.model_copy(update={"each": ObjectFilter(types=(CardType(kind),))})
    ids = objects(ctx, e.what) if e.what else []
    if e.each is not None:
        ids += [oid for oid in game.battlefield if matches(game, game.objects[oid], e.each, ctx.controller,
                                                            ctx.source)]
    destroyed = []
    with simultaneously(game):
        for oid in ids:
            before = game.objects[oid]
            if destroy_permanent(game, oid):
                destroyed.append((name_of(game, before), before.owner, before.controller))
    if e.remember:
        ctx.results[e.remember] = _graveyard_ids(game, destroyed)
    return None


def _graveyard_ids(game, destroyed):  # type: ignore[no-untyped-def]
    """The new objects (CR 400.7) of the destroyed cards, found as the last cards put in each graveyard."""
    found: list[int] = []
    for p in game.players:
        mine = [d for d in destroyed if d[1] == p.id]
        found += p.graveyard[len(p.graveyard) - len(mine):] if mine else []
    return tuple(found)

