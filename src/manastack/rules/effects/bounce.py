"""Verb ``bounce``: "return <target> to its owner's hand" (CR 400.7)."""


from __future__ import annotations

from manastack.cards.vocabulary.bounce import Bounce
from manastack.rules.effects.base import Ctx, objects
from manastack.rules.filters import matches
from manastack.rules.zones import cease_to_exist, move
from manastack.types.enums import Zone


def apply(ctx: Ctx, e: Bounce) -> None:
    """Return each named object (or each permanent that fits ``each``) to its owner's hand (or the top of their
    library)."""
    game = ctx.game
    if e.what is not None:
        named = objects(ctx, e.what)
    else:
        assert e.each is not None
        named = [o for o in game.battlefield if matches(game, game.objects[o], e.each, ctx.controller, ctx.source)]
    for oid in named:
        obj = ctx.game.objects[oid]
        if obj.zone is Zone.STACK and obj.is_copy:
            cease_to_exist(ctx.game, oid, "707.10a")
            continue
        zone = Zone.HAND if e.to == "hand" else Zone.LIBRARY
        move(ctx.game, oid, zone, top=True, rule="400.7", why="returns to its owner's " + (
            "hand" if e.to == "hand" else "library, on top"))

