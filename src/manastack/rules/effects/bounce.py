"""Verb ``bounce``: "return <target> to its owner's hand" (CR 400.7), or one permanent chosen on resolution
(608.2d: "return another creature you control to its owner's hand"); or its owner puts it on the top or bottom
of their library, their choice (608.2c). A copy of a spell returned so goes there too, and ceases to exist the
next time state-based actions are checked (707.10a, 704.5e; Brutal Expulsion's ruling of 2015-08-25)."""


from __future__ import annotations

from manastack.cards.vocabulary.bounce import Bounce
from manastack.rules.effects.base import Ctx, answer, choose_permanent, fitting_permanents, objects
from manastack.rules.filters import matches
from manastack.rules.zones import move, simultaneously
from manastack.types.decisions import Decision, DecisionKind, Label, Prompt
from manastack.types.enums import Zone
from manastack.types.events import ObjectRef

TOP, BOTTOM = "top", "bottom"


def apply(ctx: Ctx, e: Bounce) -> Decision | None:
    """Return each named (or the chosen) object to its owner's hand (or the top of their library; or, the owner
    choosing for each, its top or bottom, asked before anything moves), all at once (603.10a)."""
    if e.each is not None:      # "return each nonland, nontoken permanent …" (608.2c: those that fit now)
        named: list[int] | Decision = [o for o in ctx.game.battlefield
                                       if matches(ctx.game, ctx.game.objects[o], e.each, ctx.controller, ctx.source)]
    else:
        named = _chosen(ctx, e) if e.choose is not None else objects(ctx, e.what or "")
    if isinstance(named, Decision):
        return named
    if e.optional and named and e.what is not None and answer(ctx) is None:
        return Decision(DecisionKind.YES_NO, ctx.controller, Prompt.of("bounce_it"), ("yes", "no"),
                        (Label.of("return_it"), Label.of("dont_return_it")), "608.2d")
    if e.optional and e.what is not None and answer(ctx) == "no":
        named = []
    if e.to == "library_top_or_bottom" and len(ctx.answers) < len(named):
        obj = ctx.game.objects[named[len(ctx.answers)]]
        asked = Prompt.of("bounce_top_or_bottom", card=ObjectRef(obj.id, obj.card))
        return Decision(DecisionKind.MODE, obj.owner, asked, (TOP, BOTTOM),
                        (Label.of("top"), Label.of("bottom")), "608.2c")
    returned = []
    with simultaneously(ctx.game):
        for k, oid in enumerate(named):
            zone = Zone.HAND if e.to == "hand" else Zone.LIBRARY
            top = e.to != "library_top_or_bottom" or ctx.answers[k] == TOP
            new = move(ctx.game, oid, zone, top=top, rule="400.7", why="returns_to_hand" if e.to == "hand" else
                       "returns_to_library_top" if top else "returns_to_library_bottom")
            returned += [new.id] if new is not None else []
    if e.remember:
        ctx.results[e.remember] = tuple(returned)
    return None


def _chosen(ctx: Ctx, e: Bounce) -> list[int] | Decision:
    """CR 608.2d: the controller chooses one permanent that fits (none: nothing is returned); "you may return a
    land you control" asks yes or no first, then which one."""
    assert e.choose is not None
    if not fitting_permanents(ctx, e.choose):
        return []
    if e.optional:
        if answer(ctx) is None:
            return Decision(DecisionKind.YES_NO, ctx.controller, Prompt.of("bounce_any"),
                            ("yes", "no"), (Label.of("return_one"), Label.of("dont_return_any")), "608.2d")
        if answer(ctx) == "no":
            return []
    return choose_permanent(ctx, e.choose, Prompt.of("bounce_choose"), 1 if e.optional else 0)
