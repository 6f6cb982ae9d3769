"""A cost of tapping other permanents: "Tap two untapped tokens you control", "Tap another untapped Ally you
control" (CR 118.3, 602.2b, 601.2h).

CR 118.3: a player can pay a cost only with resources they have: the permanents tapped must be untapped ones
they control that match the cost's description. CR 302.6 restricts only a creature's own {T} abilities, so a
creature tapped to pay another permanent's cost may have come under its controller's control this turn (the
rulings of Baylen, the Haymaker and Tangle Tumbler say so). The permanents are chosen one at a time as the
cost is paid (601.2h) and recorded as ``AdditionalCostPaid("tap", …)``; ``pay`` then taps them all.
"""

from __future__ import annotations

from manastack.cards.parts import Cost
from manastack.rules.events import emit
from manastack.types.costs import AdditionalCostPaid, CostRecord
from manastack.types.decisions import Decision, DecisionKind
from manastack.types.state import GameState

KIND = "tap"


def tappable(game: GameState, player: int, cost: Cost, source: int | None,
             chosen: tuple[int, ...] = ()) -> tuple[int, ...]:
    """CR 118.3: the untapped permanents ``player`` controls that match the cost and aren't chosen yet; the
    source itself can't be one when the cost also has {T} (it will be tapped by that part, 602.2b)."""
    from manastack.rules.filters import matches

    part = cost.tap_untapped
    if part is None:
        return ()
    return tuple(o for o in game.battlefield if _untapped_yours(game, o, player) and o not in chosen
                 and not (cost.tap and o == source) and matches(game, game.objects[o], part.what, player, source))


def _untapped_yours(game: GameState, oid: int, player: int) -> bool:
    obj = game.objects[oid]
    return obj.controller == player and not obj.tapped and not obj.phased_out


def payable(game: GameState, player: int, cost: Cost, source: int | None) -> bool:
    """CR 601.2h: enough matching untapped permanents to tap."""
    return cost.tap_untapped is None or len(tappable(game, player, cost, source)) >= cost.tap_untapped.count


def chosen(records: tuple[CostRecord, ...]) -> tuple[int, ...]:
    return tuple(o for r in records if isinstance(r, AdditionalCostPaid) and r.kind == KIND for o in r.objects)


def next_choice(game: GameState, player: int, cost: Cost, source: int | None,
                records: tuple[CostRecord, ...]) -> Decision | None:
    """CR 601.2h: the next permanent to tap, or None when all are chosen."""
    picked = chosen(records)
    if cost.tap_untapped is None or len(picked) >= cost.tap_untapped.count:
        return None
    options = tappable(game, player, cost, source, picked)
    return Decision(DecisionKind.CHOOSE_OBJECT, player, "Choose an untapped permanent to tap to pay the cost",
                    options, tuple(game.objects[o].card for o in options), "601.2h")


def record(option: int) -> AdditionalCostPaid:
    return AdditionalCostPaid(KIND, (option,))


def pay(game: GameState, records: tuple[CostRecord, ...]) -> None:
    """CR 602.2b, 118.3: tap the permanents chosen."""
    pay_tapping(game, chosen(records))


def pay_tapping(game: GameState, permanents: tuple[int, ...]) -> None:
    """CR 118.3: tap each permanent to pay the cost."""
    from manastack.rules.characteristics import name_of

    for oid in permanents:
        obj = game.objects[oid]
        obj.tapped = True
        emit(game, "tapped", "118.3", "{0} becomes tapped to pay a cost.", (name_of(game, obj),), objects=(oid,))
