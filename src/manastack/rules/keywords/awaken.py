"""Awaken (CR 702.113).

702.113a: "Awaken N—[cost]" means "You may pay [cost] rather than this spell's mana cost as you cast
it" (an alternative cost, 601.2b, 601.2f–h) and "If this spell's awaken cost was paid, put N +1/+1
counters on target land you control. That land becomes a 0/0 Elemental creature with haste. It's
still a land."
702.113b: the awaken target is chosen only if the awaken cost was paid; otherwise the spell is cast
as though it had no such target.
"""

from __future__ import annotations

from typing import Literal

from manastack.cards.schema import Body, CardDef, ObjectFilter, TargetSpec
from manastack.rules.continuous import add_effect
from manastack.rules.counters import put_counters
from manastack.rules.effects.base import Ctx, EffectBase, objects
from manastack.rules.events import emit
from manastack.types.costs import AwakenPaid
from manastack.types.enums import CardType
from manastack.types.objects import GameObject

AWAKEN_TARGET = TargetSpec(name="awaken_land", filter=ObjectFilter(types=(CardType.LAND,), controller="you"),
                           when="awaken")


class Awaken(EffectBase):
    """The awaken spell ability; engine-made from a card's ``awaken:`` field."""

    do: Literal["awaken"]
    counters: int


def was_paid(obj: GameObject) -> bool:
    return any(isinstance(r, AwakenPaid) for r in obj.costs)


def with_awaken(definition: CardDef, body: Body) -> Body:
    """CR 702.113a–b: the spell's own targets, then the awaken land (chosen only if awaken was paid)."""
    assert definition.awaken is not None
    effect = Awaken(do="awaken", counters=definition.awaken.n, **{"if": "awaken"})
    return Body(targets=(*body.targets, AWAKEN_TARGET), effects=(*body.effects, effect))


def apply(ctx: Ctx, e: Awaken) -> None:
    """CR 702.113a: N +1/+1 counters, then the land becomes a 0/0 Elemental creature with haste, still a land
    (layers 4, 6 and 7b, with no duration)."""
    for land in objects(ctx, "awaken_land"):
        put_counters(ctx.game, land, "+1/+1", e.counters, rule="702.113a")
        game = ctx.game
        source = ctx.obj.id
        add_effect(game, source, ctx.controller, "4", (land,),
                   (("add_types", ("Creature",)), ("add_subtypes", ("Elemental",))), "permanent")
        add_effect(game, source, ctx.controller, "6", (land,), (("add", ("Haste",)),), "permanent")
        add_effect(game, source, ctx.controller, "7b", (land,), (("power", 0), ("toughness", 0)), "permanent")
        emit(game, "awaken", "702.113a", "{0} becomes a 0/0 Elemental creature with haste; it's still a land.",
             (game.objects[land].card,), objects=(land,))


def render(e: Awaken) -> str:
    return (f"if the awaken cost was paid, put {e.counters} +1/+1 counters on target land you control; "
            "it becomes a 0/0 Elemental creature with haste that's still a land")
