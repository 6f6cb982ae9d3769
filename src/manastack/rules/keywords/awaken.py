"""Awaken (CR 702.113).

702.113a: "Awaken N—[cost]" means "You may pay [cost] rather than this spell's mana cost as you cast
it" (an alternative cost, 601.2b, 601.2f–h) and "If this spell's awaken cost was paid, put N +1/+1
counters on target land you control. That land becomes a 0/0 Elemental creature with haste. It's
still a land."
702.113b: the awaken target is chosen only if the awaken cost was paid; otherwise the spell is cast
as though it had no such target.
"""

from __future__ import annotations

from manastack.cards.keywords import CardKeyword, declare
from manastack.cards.parts import Mana, Strict
from manastack.cards.schema import Body, CardDef, ObjectFilter, TargetSpec
from manastack.cards.vocabulary.awaken import Awaken
from manastack.rules.counters import put_counters
from manastack.rules.effects.base import Ctx, objects
from manastack.rules.effects.become import become
from manastack.rules.events import emit, note, player_ref
from manastack.rules.keywords.base import AlternativeCost, Keyword
from manastack.types.costs import AwakenPaid
from manastack.types.decisions import Label
from manastack.types.enums import CardType
from manastack.types.events import ObjectRef
from manastack.types.objects import GameObject
from manastack.types.records import Casting
from manastack.types.state import GameState


class AwakenSpec(Strict):
    """CR 702.113a: Awaken N—[cost], written ``awaken: {n: 3, cost: "{5}{B}{B}"}``."""

    n: int
    cost: Mana


def _label(awaken: AwakenSpec) -> str:
    return f"Awaken {awaken.n}—{awaken.cost.render()}"


CARD = CardKeyword(name="awaken", rule="702.113a", field="awaken", annotation=AwakenSpec, text=_label,
                   condition=True)
declare(CARD)    # now, not only from the registry: the awaken target below is written with its condition word
AWAKEN_TARGET = TargetSpec(name="awaken_land", filter=ObjectFilter(types=(CardType.LAND,), controller="you"),
                           when="awaken")


def was_paid(obj: GameObject, costs: tuple[object, ...] | None = None) -> bool:
    return any(isinstance(r, AwakenPaid) for r in (obj.costs if costs is None else costs))


def with_awaken(definition: CardDef, awaken: AwakenSpec, body: Body) -> Body:
    """CR 702.113a–b: the spell's own targets, then the awaken land (chosen only if awaken was paid)."""
    effect = Awaken(do="awaken", counters=awaken.n, **{"if": "awaken"})
    return Body(targets=(*body.targets, AWAKEN_TARGET), effects=(*body.effects, effect))


def apply(ctx: Ctx, e: Awaken) -> None:
    """CR 702.113a: N +1/+1 counters, then the land becomes a 0/0 Elemental creature with haste, still a land."""
    keyword = e.what == AWAKEN_TARGET.name
    for land in objects(ctx, e.what):
        awaken_land(ctx.game, ctx.obj.id, ctx.controller, land, e.counters, rule="702.113a" if keyword else "613.1d")


def awaken_land(game: GameState, source: int, controller: int, land: int, n: int, rule: str = "702.113a") -> None:
    """CR 702.113a: put ``n`` +1/+1 counters on ``land``; it becomes a 0/0 Elemental creature with haste that's
    still a land: layers 4, 6 and 7b (CR 613.1d, 613.1f, 613.4b), with no duration (it stays a creature). Shared
    by the awaken spell ability and cards that do the same without the keyword (Cyclone Sire)."""
    put_counters(game, land, "+1/+1", n, rule="702.113a" if rule == "702.113a" else "122.1")
    become(game, source, controller, (land,), types=(CardType.CREATURE.value,), subtypes=("Elemental",),
           keywords=("Haste",), power=0, toughness=0, duration="permanent")
    emit(game, "awaken", rule, objects=(land,), data=(("object", ObjectRef(land, game.objects[land].card)),))


def choose_awaken(game: GameState, casting: Casting, awaken: AwakenSpec) -> None:
    """CR 601.2b, 702.113a: the caster announces the awaken cost (recorded on the spell)."""
    casting.costs += (AwakenPaid(awaken.n),)
    note(game, "awaken_chosen", "702.113a", player=casting.player, data=(("player", player_ref(game, casting.player)),))


KEYWORD = Keyword(
    CARD,
    spell_body=with_awaken,
    paid=lambda game, obj: was_paid(obj),
    cost_record=AwakenPaid,
    alternative=AlternativeCost("awaken", cost=lambda awaken: awaken.cost, choose=choose_awaken,
                                label=lambda a: Label.of("awaken", n=a.n, cost=a.cost.render()),
                                chosen=was_paid, flag="awaken"),
)
