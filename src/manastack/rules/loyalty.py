"""Planeswalkers and their loyalty (CR 306, 606, 120.3c, 704.5i).

306.5b: a planeswalker enters with loyalty counters equal to its printed loyalty. 606.3: a loyalty ability is
activated only any time its controller could cast a sorcery, and only if no player has activated a loyalty
ability of that permanent this turn; 606.4: its cost puts on (+N) or removes (−N) that many loyalty counters;
606.6: a −N ability can't be activated with fewer than N counters. 120.3c: damage dealt to a planeswalker
removes that many loyalty counters; 704.5i: a planeswalker with 0 loyalty goes to its owner's graveyard.
"""

from __future__ import annotations

from manastack.cards.schema import Activated, CardDef
from manastack.rules.characteristics import chars
from manastack.rules.counters import put_counters, remove_counters
from manastack.rules.events import emit, object_ref
from manastack.types.enums import CardType
from manastack.types.objects import GameObject
from manastack.types.state import GameState

LOYALTY = "loyalty"


def loyalty_of(obj: GameObject) -> int:
    """CR 306.5c: a planeswalker's loyalty is the number of loyalty counters on it."""
    return obj.counters.get(LOYALTY, 0)


def is_planeswalker(game: GameState, obj: GameObject) -> bool:
    return CardType.PLANESWALKER in chars(game, obj).types


def starting_loyalty(definition: CardDef) -> int:
    """CR 306.5b: the loyalty counters a planeswalker enters with (its printed loyalty)."""
    return definition.loyalty or 0 if CardType.PLANESWALKER in definition.types else 0


def can_activate_loyalty(game: GameState, oid: int, ability: Activated, sorcery_time: bool) -> bool:
    """CR 606.3: only as a sorcery, and once per turn per permanent (by any player); 606.6: a −N cost needs at
    least N loyalty counters."""
    if not sorcery_time or oid in game.loyalty_activated:
        return False
    cost = ability.cost.loyalty
    return cost is None or cost >= 0 or loyalty_of(game.objects[oid]) >= -cost


def pay_loyalty(game: GameState, oid: int, cost: int) -> None:
    """CR 606.4: the cost puts on or removes that many loyalty counters; 606.3: the permanent has now had a
    loyalty ability activated this turn."""
    game.loyalty_activated.append(oid)
    if cost > 0:
        put_counters(game, oid, LOYALTY, cost, rule="606.4")
    elif cost < 0:
        remove_counters(game, oid, LOYALTY, -cost, rule="606.4")
    else:
        emit(game, "loyalty_paid", "606.4", objects=(oid,), data=(("object", object_ref(game, game.objects[oid])),))


def damage_loyalty(game: GameState, victim: GameObject, amount: int) -> None:
    """CR 120.3c: damage dealt to a planeswalker causes that many loyalty counters to be removed from it."""
    remove_counters(game, victim.id, LOYALTY, amount, rule="120.3c")


def out_of_loyalty(game: GameState, obj: GameObject) -> bool:
    """CR 704.5i: a planeswalker with loyalty 0 is put into its owner's graveyard."""
    return loyalty_of(obj) <= 0 and is_planeswalker(game, obj)
