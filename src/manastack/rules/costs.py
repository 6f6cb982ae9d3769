"""The parts of a cost other than mana (CR 118, 601.2h, 602.2b): tapping the source, sacrificing,
discarding, paying life, loyalty (606.4), removing a counter from the source and putting cards opponents own from
exile into their graveyards (``exiled_cards``).

A cost is paid whole or not at all (601.2h: no partial payments), so an ability or spell whose cost
can't be paid is not a legal action (``payable``). The choices the payment needs — which card to
discard, which permanent to sacrifice — are made one at a time as it is paid (``next_choice``) and
recorded on the spell or ability as ``AdditionalCostPaid``; ``pay_parts`` then pays them all.
"""

from __future__ import annotations

from manastack.cards.schema import Cost, ObjectFilter
from manastack.rules import forage, tap_costs
from manastack.rules.events import emit, player_ref
from manastack.rules.exiled_cards import processable, put_into_graveyards
from manastack.rules.keyword_actions import discard, exile, sacrifice, tap
from manastack.rules.loyalty import loyalty_of, pay_loyalty
from manastack.rules.mana import Spent
from manastack.types.costs import AdditionalCostPaid, CostRecord
from manastack.types.decisions import Decision, DecisionKind, Prompt, object_labels
from manastack.types.events import ObjectRef
from manastack.types.state import GameState


def payable(game: GameState, player: int, cost: Cost, source: int | None, in_hand: int | None = None) -> bool:
    """Whether ``player`` can pay the life, discard and sacrifice parts now (``in_hand``: the card being
    cast, still in the hand, which can't pay its own discard cost)."""
    if cost.life and not can_pay_life(game, player, cost.life):
        return False
    if cost.loyalty is not None and cost.loyalty < 0 and (source is None or source not in game.objects or
                                                           loyalty_of(game.objects[source]) < -cost.loyalty):
        return False     # CR 606.6: a −N cost needs N loyalty counters
    if cost.discard and sum(1 for c in game.players[player].hand if c != in_hand) < cost.discard:
        return False
    if cost.forage and not forage.can_forage(game, player):
        return False          # CR 701.61a: neither three cards in the graveyard nor a Food
    if cost.remove_counter is not None and (source is None or not game.objects[source].counters.get(
            cost.remove_counter)):
        return False      # CR 601.2h: a counter that isn't there can't be removed
    if cost.process and len(processable(game, player)) < cost.process:
        return False
    if not tap_costs.payable(game, player, cost, source):
        return False          # CR 118.3: too few untapped permanents to tap
    if cost.reveal is not None and not revealable(game, player, cost.reveal, in_hand):
        return False          # CR 118.3: no such card in the hand to reveal
    return cost.sacrifice is None or len(sacrificeable(game, player, cost.sacrifice, source)) >= cost.sacrifice_count


def can_pay_life(game: GameState, player: int, amount: int) -> bool:
    """CR 119.4: a player can pay life only if their life total is at least the payment; 119.8: a player
    whose life total can't change can't pay life (other than 0)."""
    p = game.players[player]
    return amount <= 0 or (p.life >= amount and not p.life_locked)


def revealable(game: GameState, player: int, what: ObjectFilter, in_hand: int | None) -> tuple[int, ...]:
    """CR 701.20a, 601.2h: the cards in ``player``'s hand that fit (not the spell being cast itself)."""
    from manastack.rules.filters import matches

    return tuple(c for c in game.players[player].hand if c != in_hand and matches(game, game.objects[c], what, player))


def sacrificeable(game: GameState, player: int, what: ObjectFilter, source: int | None) -> tuple[int, ...]:
    """CR 701.21a: the permanents ``player`` controls that match the cost's filter."""
    from manastack.rules.filters import matches

    return tuple(o for o in game.battlefield if game.objects[o].controller == player
                 and not game.objects[o].phased_out and matches(game, game.objects[o], what, player, source))


def next_choice(game: GameState, player: int, cost: Cost, source: int | None,
                records: tuple[CostRecord, ...]) -> Decision | None:
    """CR 601.2h: the next choice the payment needs (a card to discard, then a permanent to sacrifice),
    or None when every choice is made. A choice with one option is answered by the caller."""
    discarded = _chosen(records, "discard")
    if len(discarded) < cost.discard:
        hand = tuple(c for c in game.players[player].hand if c not in discarded)
        return Decision(DecisionKind.CHOOSE_OBJECT, player, Prompt.of("cost_discard"), hand,
                        object_labels(game.objects, hand), "601.2h")
    chosen = _chosen(records, "sacrifice")
    if cost.sacrifice is not None and len(chosen) < cost.sacrifice_count:    # one at a time ("two Scions")
        options = tuple(o for o in sacrificeable(game, player, cost.sacrifice, source) if o not in chosen)
        return Decision(DecisionKind.CHOOSE_OBJECT, player, Prompt.of("cost_sacrifice"),
                        options, object_labels(game.objects, options), "601.2h")
    processed = _chosen(records, "process")
    if len(processed) < cost.process:
        cards = processable(game, player, processed)
        return Decision(DecisionKind.CHOOSE_OBJECT, player,
                        Prompt.of("cost_exiled_card"), cards,
                        object_labels(game.objects, cards), "601.2h")
    if cost.reveal is not None and not _chosen(records, "reveal"):
        cards = revealable(game, player, cost.reveal, source)
        return Decision(DecisionKind.CHOOSE_OBJECT, player, Prompt.of("cost_reveal"), cards,
                        object_labels(game.objects, cards), "601.2h")
    tapping = tap_costs.next_choice(game, player, cost, source, records)
    if tapping is not None:
        return tapping
    if cost.forage:
        return forage.next_choice(game, player, forage_picks(records))
    return None


def record_choice(game: GameState, records: tuple[CostRecord, ...], cost: Cost, option: object) -> CostRecord:
    """The record of the choice just made (the card to discard, the permanent to sacrifice, a card put from
    exile into its owner's graveyard, a permanent to tap, or a pick of foraging: its way, then the Food or a card
    to exile)."""
    if len(_chosen(records, "discard")) < cost.discard:
        return AdditionalCostPaid("discard", (_object(option),))
    if cost.sacrifice is not None and len(_chosen(records, "sacrifice")) < cost.sacrifice_count:
        return AdditionalCostPaid("sacrifice", (_object(option),))
    if len(_chosen(records, "process")) < cost.process:
        return AdditionalCostPaid("process", (_object(option),))
    if cost.reveal is not None and not _chosen(records, "reveal"):
        return AdditionalCostPaid("reveal", (_object(option),))
    if cost.tap_untapped is not None and len(tap_costs.chosen(records)) < cost.tap_untapped.count:
        return tap_costs.record(_object(option))
    if option in (forage.EXILE, forage.SACRIFICE):
        return AdditionalCostPaid(FORAGE_WAY + str(option))
    return AdditionalCostPaid("forage", (_object(option),))


FORAGE_WAY = "forage:"


def _object(option: object) -> int:
    if not isinstance(option, int):
        raise ValueError(f"expected an object, got {option!r}")
    return option


def forage_picks(records: tuple[CostRecord, ...]) -> tuple[object, ...]:
    """The picks of foraging recorded so far, in order (the way, then objects)."""
    picks: list[object] = []
    for r in records:
        if isinstance(r, AdditionalCostPaid) and r.kind.startswith(FORAGE_WAY):
            picks.append(r.kind[len(FORAGE_WAY):])
        elif isinstance(r, AdditionalCostPaid) and r.kind == "forage":
            picks += r.objects
    return tuple(picks)


SACRIFICE_ANY = "sacrifice_any"    # the records of "you may sacrifice any number of …" (601.2b)


def sacrifice_any_chosen(records: tuple[CostRecord, ...]) -> tuple[int, ...]:
    """The permanents chosen so far for a "sacrifice any number of …" additional cost."""
    return _chosen(records, SACRIFICE_ANY)


def _chosen(records: tuple[CostRecord, ...], kind: str) -> tuple[int, ...]:
    return tuple(o for r in records if isinstance(r, AdditionalCostPaid) and r.kind == kind for o in r.objects)


def pay_parts(game: GameState, player: int, cost: Cost, source: int | None,
              records: tuple[CostRecord, ...]) -> None:
    """CR 601.2h, 602.2b: pay every non-mana part: {T}, sacrifice or exile the source, sacrifice and discard
    what was chosen, pay life."""
    if cost.tap and source is not None:
        tap(game, source, rule="602.2b")
    tap_costs.pay(game, records)
    if cost.loyalty is not None and source is not None:
        pay_loyalty(game, source, cost.loyalty)
    for oid in _chosen(records, "sacrifice") + _chosen(records, SACRIFICE_ANY):
        sacrifice(game, oid)
    for oid in _chosen(records, "discard"):
        discard(game, oid)
    if cost.life:
        pay_life(game, player, cost.life)
    if cost.forage:
        forage.forage(game, player, forage_picks(records))
    if cost.remove_counter is not None and source is not None:
        from manastack.rules.counters import remove_counters

        remove_counters(game, source, cost.remove_counter, 1, rule="602.2b")
    put_into_graveyards(game, _chosen(records, "process"), rule="601.2h")
    for oid in _chosen(records, "reveal"):     # CR 701.20a: every player sees it (it stays revealed, 608.2h)
        game.lki[oid] = game.objects[oid]   # the card as revealed, read once it has left the hand (608.2h)
        emit(game, "reveal", "701.20a", player=player, objects=(oid,),
             data=(("player", player_ref(game, player)), ("card", ObjectRef(oid, game.objects[oid].card))))
    if cost.sacrifice_self and source is not None:
        sacrifice(game, source)
    if cost.exile_self and source is not None:
        game.lki[source] = game.objects[source]   # the card as it was, for "a copy of this card" (608.2h)
        exile(game, source, rule="602.2b")


def pay_life(game: GameState, player: int, amount: int) -> None:
    """CR 119.4: paying life lowers the life total by that amount: the player loses that much life."""
    p = game.players[player]
    p.life -= amount
    p.life_lost += amount        # CR 119.4: paying life is losing life
    emit(game, "life_paid", "119.4", player=player, amount=amount, data=(("player", player_ref(game, player)),))


def spent_by(cost: Cost, source: int | None, records: tuple[CostRecord, ...] = ()) -> Spent:
    """What the cost taps (the source's {T}) and sacrifices (the source, and the permanents chosen to sacrifice):
    the mana that can't pay the rest of the cost is theirs (``Spent``, CR 601.2g–h, 118.3)."""
    own = (source,) if source is not None else ()
    return Spent(own if cost.tap else (),
                 (own if cost.sacrifice_self else ()) + _chosen(records, "sacrifice") + _chosen(records, SACRIFICE_ANY))
