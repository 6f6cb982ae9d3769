"""A printed additional cost with two ways to pay it: "As an additional cost to cast this spell, forage or pay
{B}" (CR 601.2b, 118.8).

601.2b: the caster announces how they will pay the costs; with two ways the choice is announced then, and it
fixes both the non-mana part paid in 601.2h (foraging) and the mana added to the total cost in 601.2f
(the {B}). A way is offered only if it can be paid along with the rest of the cost (601.2h: no partial
payments), so a cast never dead-ends. The choice is a cost record on the spell (``AdditionalCostPaid``).
"""

from __future__ import annotations

from manastack.cards.schema import CardDef, Cost
from manastack.rules.costs import payable
from manastack.rules.mana import can_pay
from manastack.types.costs import AdditionalCostPaid, CostRecord
from manastack.types.mana import ManaCost
from manastack.types.state import GameState

CHOSEN = "additional:"


def way_name(cost: Cost) -> str:
    """The option naming a way to pay: ``forage``, ``mana`` (a mana payment only), else ``cost``."""
    if cost.forage:
        return "forage"
    return "mana" if cost.parts() == {"mana"} else "cost"


def ways(definition: CardDef) -> tuple[Cost, ...]:
    """The ways to pay the printed additional cost: one, or two when it reads "X or Y"."""
    if definition.additional_cost is None:
        return ()
    extra = definition.additional_cost_or
    return (definition.additional_cost,) if extra is None else (definition.additional_cost, extra)


def payable_ways(game: GameState, player: int, definition: CardDef, card: int, base: ManaCost) -> tuple[str, ...]:
    """CR 601.2b, 601.2h: the ways that can be paid now together with the mana cost ``base``."""
    return tuple(way_name(c) for c in ways(definition) if payable(game, player, c, card, in_hand=card)
                 and can_pay(game, player, base.plus(c.mana), spell=card))


def chosen(definition: CardDef, costs: tuple[CostRecord, ...]) -> Cost | None:
    """The additional cost being paid: the way announced, or the only one."""
    options = ways(definition)
    if len(options) < 2:
        return options[0] if options else None
    for record in costs:
        if isinstance(record, AdditionalCostPaid) and record.kind.startswith(CHOSEN):
            return next(c for c in options if way_name(c) == record.kind[len(CHOSEN):])
    return None


def record(option: object) -> AdditionalCostPaid:
    return AdditionalCostPaid(CHOSEN + str(option))
