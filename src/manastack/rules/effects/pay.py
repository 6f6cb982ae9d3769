"""Verb ``pay``: a cost paid on resolution — "[do something]. If you do, …", "… unless [a player] pays"
(CR 118.12).

The result recorded under ``remember`` (default ``paid``) is whether the player *chose* to pay an
optional cost, or *started* paying a mandatory one — not what the payment achieved (118.12).
A cost the player can't pay is not asked (scenario format) and counts as not paid.
"""


from __future__ import annotations

from manastack.cards.schema import Cost
from manastack.cards.vocabulary.pay import Pay, describe_cost, worded
from manastack.rules import forage
from manastack.rules.costs import can_pay_life, pay_life, sacrificeable
from manastack.rules.effects.base import Ctx, answer, players
from manastack.rules.events import note, player_ref
from manastack.rules.exiled_cards import processable, put_into_graveyards
from manastack.rules.keyword_actions import discard, sacrifice
from manastack.rules.mana import can_pay, pay
from manastack.rules.zones import simultaneously
from manastack.types.actions import as_int
from manastack.types.decisions import Decision, DecisionKind, Label, Prompt, object_labels
from manastack.types.enums import Zone
from manastack.types.events import Quoted


def apply(ctx: Ctx, e: Pay) -> Decision | None:
    """CR 118.12: ask (if optional and payable), then pay; remember the choice. With ``or_cost`` the player
    chooses which of the two costs to pay, or neither ("unless they sacrifice … or discard …")."""
    pid = (players(ctx, e.who) or [ctx.controller])[0]
    offered = tuple((o, c) for o, c in (("yes", e.cost), ("or", e.or_cost))
                    if c is not None and can_pay_cost(ctx, c, pid))
    if not offered:
        ctx.results[e.remember] = False
        note(ctx.game, "cant_pay", "118.12", player=pid, data=(("player", player_ref(ctx.game, pid)),))
        return None
    if e.optional and answer(ctx) is None:
        labels = (Label.of("pay"),) if len(offered) == 1 else tuple(
            Label.of("pay", variant="cost", cost=Quoted(describe_cost(c))) for _, c in offered)
        question = _question(tuple(c for _, c in offered))
        return Decision(DecisionKind.YES_NO, pid, question, (*(o for o, _ in offered), "no"),
                        (*labels, Label.of("dont_pay")), "118.12")
    picked = answer(ctx) if e.optional else "yes"
    cost = next((c for o, c in offered if o == picked), None)
    ctx.results[e.remember] = cost is not None
    if cost is not None:
        asked = _forage(ctx, e, pid) if cost.forage else _sacrifice_and_discard(ctx, e, cost, pid)
        if asked is not None:
            return asked
        _pay(ctx, cost, pid)
    note(ctx.game, "paid_choice", "118.12", player=pid,
         data=(("variant", worded("paid" if cost is not None else "declined", cost or e.cost)),
               ("player", player_ref(ctx.game, pid)),
               ("cost", Quoted(describe_cost(cost or e.cost)))))

    return None


def _question(costs: tuple[Cost, ...]) -> Prompt:
    """CR 118.12: "Pay {2}?" for a cost that starts with mana; otherwise the card's words for the cost ask it
    ("Discard a card?", "Sacrifice a Food or discard a card?")."""
    variant = worded("one" if len(costs) == 1 else "either", costs[0])
    first = Quoted(describe_cost(costs[0]), capitalized=variant.endswith("_act"))
    return Prompt.of("pay", variant=variant, cost=first, or_cost=Quoted(describe_cost(costs[-1])))


def _sacrifice_and_discard(ctx: Ctx, e: Pay, cost: Cost, pid: int) -> Decision | None:
    """The choices of the cost (the next question, if one is left), then the sacrifice and the discards."""
    picked = _choose(ctx, cost, int(e.optional), pid)
    if isinstance(picked, Decision):
        return picked
    victims, discards, processed = picked
    if victims:
        ctx.results[e.remember + "_objects"] = victims
        with simultaneously(ctx.game):   # CR 701.21a: "sacrifice three …" sacrifices them at the same time
            for victim in victims:
                sacrifice(ctx.game, victim)
    for card in discards:
        discard(ctx.game, card)
    put_into_graveyards(ctx.game, processed, rule="118.12")
    return None


Picked = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]   # sacrificed, discarded, put from exile


def _choose(ctx: Ctx, cost: Cost, first: int, pid: int) -> Decision | Picked:
    """The permanent to sacrifice (701.21a), then the cards to discard one at a time (701.9b), then the exiled
    cards to put into graveyards, all chosen before anything is paid; answers follow the yes/no of an optional
    cost (``first``: how many answers that took)."""
    game = ctx.game
    victims: tuple[int, ...] = ()
    if cost.sacrifice is not None:   # "sacrifice three other nonland permanents": one at a time, each different
        while len(victims) < cost.sacrifice_count:
            can = tuple(o for o in _sacrificeable(ctx, cost, pid) if o not in victims)
            picked = answer(ctx, first)
            if picked not in can:
                return Decision(DecisionKind.CHOOSE_OBJECT, pid, Prompt.of("sacrifice_choose"), can,
                                object_labels(game.objects, can), "701.21a")
            victims, first = (*victims, as_int(picked)), first + 1
    chosen = tuple(as_int(a) for a in ctx.answers[first:first + cost.discard])
    if len(chosen) < cost.discard:
        hand = tuple(c for c in game.players[pid].hand if c not in chosen)
        return Decision(DecisionKind.CHOOSE_OBJECT, pid, Prompt.of("discard_choose"), hand,
                        object_labels(game.objects, hand), "701.9b")
    first += cost.discard
    processed = tuple(as_int(a) for a in ctx.answers[first:first + cost.process])
    if len(processed) < cost.process:
        cards = processable(game, pid, processed)
        return Decision(DecisionKind.CHOOSE_OBJECT, pid, Prompt.of("pay_process"), cards,
                        object_labels(game.objects, cards), "118.12")
    return victims, chosen, processed


def _forage(ctx: Ctx, e: Pay, pid: int) -> Decision | None:
    """CR 701.61a: the picks of foraging (after the yes of an optional cost), then the forage itself."""
    picks = tuple(ctx.answers[int(e.optional):])
    asked = forage.next_choice(ctx.game, pid, picks)
    if asked is None:
        forage.forage(ctx.game, pid, picks)
    return asked


def can_pay_cost(ctx: Ctx, cost: Cost, pid: int) -> bool:
    """Whether ``pid`` can pay the whole cost now (a sacrificed source must still be on the battlefield)."""
    game = ctx.game
    if cost.sacrifice_self:
        src = game.objects.get(ctx.source) if ctx.source is not None else None
        if src is None or src.zone is not Zone.BATTLEFIELD or src.controller != pid:
            return False
    if cost.mana.mana_value and not can_pay(game, pid, cost.mana):
        return False
    if cost.sacrifice is not None and len(_sacrificeable(ctx, cost, pid)) < cost.sacrifice_count:
        return False
    if cost.discard and len(game.players[pid].hand) < cost.discard:
        return False
    if cost.forage and not forage.can_forage(game, pid):
        return False          # ruling 2024-07-26: you can't choose to forage then
    if cost.process and len(processable(game, pid)) < cost.process:
        return False
    return can_pay_life(game, pid, cost.life)


def _sacrificeable(ctx: Ctx, cost: Cost, pid: int) -> tuple[int, ...]:
    assert cost.sacrifice is not None
    return sacrificeable(ctx.game, pid, cost.sacrifice, ctx.source)


def _pay(ctx: Ctx, cost: Cost, pid: int) -> None:
    game = ctx.game
    if cost.mana.mana_value:
        pay(game, pid, cost.mana, ctx.name)
    if cost.sacrifice_self and ctx.source is not None:
        sacrifice(game, ctx.source)
    if cost.life:
        pay_life(game, pid, cost.life)



