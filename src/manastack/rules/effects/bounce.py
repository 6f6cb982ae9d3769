"""Verb ``bounce``: "return <target> to its owner's hand" (CR 400.7)."""


from __future__ import annotations

from manastack.cards.vocabulary.bounce import Bounce
from manastack.rules.effects.base import Ctx, objects
from manastack.rules.zones import cease_to_exist, move, simultaneously
from manastack.types.enums import Zone


def apply(ctx: Ctx, e: Bounce) -> None:
    """Return each named object to its owner's hand (or the top of their library), all at once (603.10a)."""
    with simultaneously(ctx.game):
        for oid in objects(ctx, e.what):
            obj = ctx.game.objects[oid]
            if obj.zone is Zone.STACK and obj.is_copy:
                cease_to_exist(ctx.game, oid, "707.10a")
                continue
            zone = Zone.HAND if e.to == "hand" else Zone.LIBRARY
            move(ctx.game, oid, zone, top=True, rule="400.7", why="returns to its owner's " + (
                "hand" if e.to == "hand" else "library, on top"))

