"""Verb ``bounce``: "return <target> to its owner's hand" (CR 400.7)."""


from __future__ import annotations

from manastack.cards.vocabulary.bounce import Bounce
from manastack.rules.effects.base import Ctx, objects
from manastack.rules.zones import cease_to_exist, move
from manastack.types.decisions import Decision, DecisionKind
from manastack.types.enums import Zone

TOP, BOTTOM = "top", "bottom"


def apply(ctx: Ctx, e: Bounce) -> Decision | None:
    """Return each named object to its owner's hand (or the top of their library; or, the owner choosing for
    each, its top or bottom, asked before anything moves)."""
    named = objects(ctx, e.what)
    if e.to == "library_top_or_bottom" and len(ctx.answers) < len(named):
        obj = ctx.game.objects[named[len(ctx.answers)]]
        return Decision(DecisionKind.MODE, obj.owner, f"Put {obj.card} on the top or the bottom of your library?",
                        (TOP, BOTTOM), ("Top", "Bottom"), "608.2c")
    for k, oid in enumerate(named):
        obj = ctx.game.objects[oid]
        if obj.zone is Zone.STACK and obj.is_copy:
            cease_to_exist(ctx.game, oid, "707.10a")
            continue
        zone = Zone.HAND if e.to == "hand" else Zone.LIBRARY
        top = e.to != "library_top_or_bottom" or ctx.answers[k] == TOP
        move(ctx.game, oid, zone, top=top, rule="400.7", why="returns to its owner's " + (
            "hand" if e.to == "hand" else "library, on top" if top else "library, on the bottom"))
    return None
