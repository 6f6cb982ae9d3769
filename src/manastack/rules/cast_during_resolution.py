"""Casting a spell while another spell or ability resolves (CR 608.2g), "without paying its mana cost" (118.9).

608.2g: an effect that instructs or allows a player to cast a spell during resolution has them put it on the
stack and go through 601.2a–i in full — modes, targets, costs, payment — right then; no player receives priority
after it's cast, and the resolving object then goes on resolving. The cast card's timing permissions (307.1,
117.1a) play no part: it's the effect that allows it. "Can't cast" effects (101.2) still stop it.

118.9: "without paying its mana cost" and "by discarding a card rather than paying its mana cost" are alternative
costs. 118.9a: only one alternative cost can be applied, so no other (flashback, awaken …) is offered then.
601.2f: additional costs are still added and cost increases still apply; 107.3b: with no mana cost paid, the only
legal value of X is 0. 601.2h: a discard cost is paid with the others.

The way is kept on the spell (``GameObject.chosen``, key ``WITHOUT_PAYING``: ``free`` or ``discard``), so
``rules.casting`` asks no alternative-cost question and locks in the right total cost.
"""

from __future__ import annotations

from typing import Literal

from manastack.cards.schema import Cost
from manastack.rules import additional_costs
from manastack.rules.abilities import printed
from manastack.rules.cost_modification import total_cost
from manastack.rules.costs import payable
from manastack.rules.mana import can_pay
from manastack.types.enums import CardType
from manastack.types.mana import FREE
from manastack.types.objects import GameObject
from manastack.types.state import GameState

WITHOUT_PAYING = "without_paying"     # ``GameObject.chosen`` key: the alternative cost (118.9) the effect allows
Way = Literal["free", "discard"]
DISCARD_A_CARD = Cost(discard=1)      # "by discarding a card rather than paying its mana cost"


def way_of(obj: GameObject) -> str | None:
    """The alternative cost a spell is being cast with under an effect's permission, if any (118.9)."""
    way = obj.chosen.get(WITHOUT_PAYING) if obj.chosen else None
    return way if isinstance(way, str) else None


def alternative_parts(obj: GameObject, extra: Cost | None) -> Cost | None:
    """CR 601.2h: the non-mana parts paid for the spell — its additional cost ``extra``, plus the discard the
    alternative cost asks for (118.9)."""
    if way_of(obj) != "discard":
        return extra
    if extra is None:
        return DISCARD_A_CARD
    return extra.model_copy(update={"discard": extra.discard + 1})


def castable(game: GameState, player: int, card: int, way: Way) -> bool:
    """CR 608.2g, 601.2: whether ``player`` can cast ``card`` now this way, every step completed: it isn't a land
    (lands are played, never cast, 305.1), no "can't cast" effect stops it (101.2), its costs can be paid (601.2h;
    118.9 with its mana cost not paid, 601.2f with additional costs and increases) and its targets chosen (601.2c)."""
    from manastack.rules.casting import targets_possible

    obj = game.objects[card]
    definition = printed(obj)
    if CardType.LAND in definition.types or game.players[player].cant_cast:
        return False
    if way == "discard" and not payable(game, player, DISCARD_A_CARD, card, in_hand=card):
        return False
    if definition.additional_cost_or is not None:
        if not additional_costs.payable_ways(game, player, definition, card, FREE):
            return False
    elif definition.additional_cost is not None and not payable(game, player, definition.additional_cost, card,
                                                                in_hand=card):
        return False
    extra = definition.additional_cost.mana if definition.additional_cost_or is None and \
        definition.additional_cost is not None else FREE
    if not can_pay(game, player, total_cost(game, player, obj, extra)):
        return False
    modes = range(len(definition.modes)) if definition.modes else (None,)
    return any(targets_possible(game, player, definition, () if m is None else (m,), frozenset()) for m in modes)
