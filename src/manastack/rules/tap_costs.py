"""A cost of tapping other permanents: "Tap two untapped tokens you control", "Tap another untapped Ally you
control" (CR 118.3, 602.2b, 601.2h); and tapping creatures rather than paying mana: "For each mana in this
ability's activation cost, you may tap an untapped creature you control rather than pay that mana" (Heirloom
Epic; like convoke, 702.51a, for an ability: chosen as the cost is paid, 601.2h, before the mana).

CR 118.3: a player can pay a cost only with resources they have: the permanents tapped must be untapped ones
they control that match the cost's description. CR 302.6 restricts only a creature's own {T} abilities, so a
creature tapped to pay another permanent's cost may have come under its controller's control this turn (the
rulings of Baylen, the Haymaker and Tangle Tumbler say so). The permanents are chosen one at a time as the
cost is paid (601.2h) and recorded as ``AdditionalCostPaid("tap", …)``; ``pay`` then taps them all.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from manastack.cards.parts import Cost
from manastack.rules.events import emit, object_ref
from manastack.types.actions import Choice
from manastack.types.costs import AdditionalCostPaid, CostRecord
from manastack.types.decisions import Decision, DecisionKind, Label, Prompt, object_labels
from manastack.types.mana import ManaCost
from manastack.types.state import GameState

if TYPE_CHECKING:
    from manastack.rules.mana import Spent

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
    return Decision(DecisionKind.CHOOSE_OBJECT, player, Prompt.of("cost_tap"),
                    options, object_labels(game.objects, options), "601.2h")


def record(option: int) -> AdditionalCostPaid:
    return AdditionalCostPaid(KIND, (option,))


def pay(game: GameState, records: tuple[CostRecord, ...]) -> None:
    """CR 602.2b, 118.3: tap the permanents chosen."""
    pay_tapping(game, chosen(records))


def pay_tapping(game: GameState, permanents: tuple[int, ...]) -> None:
    """CR 118.3: tap each permanent to pay the cost."""
    for oid in permanents:
        obj = game.objects[oid]
        obj.tapped = True
        emit(game, "tapped", "118.3", objects=(oid,), data=(("variant", "cost"), ("object", object_ref(game, obj))))


# -- "you may tap an untapped creature you control rather than pay that mana" (Heirloom Epic) ------------------
INSTEAD, INSTEAD_DONE = "tap_instead", "tap_instead_done"
ONE_GENERIC = ManaCost(generic=1)     # what each creature tapped this way pays instead
DONE = "done"


def instead_payable(game: GameState, player: int, mana: ManaCost, without: Spent) -> bool:
    """CR 601.2h, 118.3: whether the mana can be paid with some creatures tapped instead of some of it (a quick
    check for ``legal_actions``: tapping creatures with no mana ability for the generic mana)."""
    from manastack.rules.mana import can_pay

    return can_pay(game, player, reduced(mana, len(_creatures(game, player, mana_free=True))), without)


def reduced(mana: ManaCost, tapped: int) -> ManaCost:
    """The mana left to pay with ``tapped`` creatures tapped rather than paying a generic mana each."""
    if not tapped:
        return mana
    left = replace(mana, generic=max(0, mana.generic - tapped), text="")
    return replace(left, text=left.render())


def tapped_instead(records: tuple[CostRecord, ...]) -> tuple[int, ...]:
    return tuple(o for r in records if isinstance(r, AdditionalCostPaid) and r.kind == INSTEAD for o in r.objects)


def instead_choice(game: GameState, player: int, mana: ManaCost, without: Spent,
                   records: tuple[CostRecord, ...]) -> Decision | None:
    """CR 601.2h: the next creature to tap rather than pay a mana, or ``done``; only choices after which the rest
    can still be paid are offered (a cast never dead-ends), and no more creatures than there is mana."""
    picked = tapped_instead(records)
    if any(isinstance(r, AdditionalCostPaid) and r.kind == INSTEAD_DONE for r in records) or \
            len(picked) >= mana.generic:
        return None
    creatures = [o for o in _creatures(game, player, picked)
                 if _completable(game, player, mana, without, (*picked, o), more=True)]
    labels = list(object_labels(game.objects, creatures))
    options: list[Choice] = list(creatures)
    if _completable(game, player, mana, without, picked, more=False):
        options.append(DONE)
        labels.append(Label.of("rest_with_mana"))
    return Decision(DecisionKind.CHOOSE_OBJECT, player, Prompt.of("tap_instead_of_mana"),
                    tuple(options), tuple(labels), "601.2h")


def _creatures(game: GameState, player: int, chosen: tuple[int, ...] = (), mana_free: bool = False) -> tuple[int, ...]:
    """Untapped creatures ``player`` controls, not chosen yet; ``mana_free``: only those with no mana ability of
    their own (tapping one of them never takes mana away from the rest of the payment)."""
    from manastack.rules.characteristics import is_creature
    from manastack.rules.mana import mana_abilities

    return tuple(o for o in game.battlefield if _untapped_yours(game, o, player) and o not in chosen
                 and is_creature(game, game.objects[o]) and not (mana_free and mana_abilities(game, o)))


def _completable(game: GameState, player: int, mana: ManaCost, without: Spent, creatures: tuple[int, ...],
                 more: bool) -> bool:
    """Whether the payment can be finished once ``creatures`` are tapped (they can't make mana then): by mana
    alone, or, with ``more``, also tapping further creatures that have no mana ability."""
    trial = game.clone()
    for oid in creatures:
        trial.objects[oid].tapped = True
    trial.event_seq += 1
    rest = reduced(mana, len(creatures))
    if more:
        return instead_payable(trial, player, rest, without)
    from manastack.rules.mana import can_pay

    return can_pay(trial, player, rest, without)


def record_instead(option: object) -> AdditionalCostPaid:
    if option == DONE:
        return AdditionalCostPaid(INSTEAD_DONE)
    if not isinstance(option, int):
        raise ValueError(f"expected a creature or 'done', got {option!r}")
    return AdditionalCostPaid(INSTEAD, (option,))


def pay_instead(game: GameState, records: tuple[CostRecord, ...]) -> None:
    """CR 601.2h: tap the creatures chosen rather than paying mana, a generic mana each."""
    for oid in tapped_instead(records):
        game.objects[oid].tapped = True
        emit(game, "tapped", "601.2h", objects=(oid,),
             data=(("variant", "instead_of_mana"), ("object", object_ref(game, game.objects[oid])),
                   ("cost", ONE_GENERIC.render())))
