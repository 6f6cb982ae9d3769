"""Verb ``pay``: a cost paid on resolution — "[do something]. If you do, …", "… unless [a player] pays"
(CR 118.12).

The result recorded under ``remember`` (default ``paid``) is whether the player *chose* to pay an
optional cost, or *started* paying a mandatory one — not what the payment achieved (118.12).
A cost the player can't pay is not asked (scenario format) and counts as not paid.
"""


from __future__ import annotations

from manastack.cards.schema import Cost
from manastack.cards.vocabulary.pay import Pay, describe_cost
from manastack.rules.costs import can_pay_life, pay_life, sacrificeable
from manastack.rules.effects.base import Ctx, answer, players
from manastack.rules.events import note
from manastack.rules.keyword_actions import sacrifice
from manastack.rules.mana import can_pay, pay
from manastack.types.decisions import Decision, DecisionKind
from manastack.types.enums import Zone


def apply(ctx: Ctx, e: Pay) -> Decision | None:
    """CR 118.12: ask (if optional and payable), then pay; remember the choice."""
    pid = (players(ctx, e.who) or [ctx.controller])[0]
    if not can_pay_cost(ctx, e.cost, pid):
        ctx.results[e.remember] = False
        note(ctx.game, "cant_pay", "118.12", "{0} can't pay the cost.", (ctx.game.players[pid].name,), player=pid)
        return None
    if e.optional and answer(ctx) is None:
        return Decision(DecisionKind.YES_NO, pid, f"Pay {describe_cost(e.cost)}?", ("yes", "no"),
                        ("Pay", "Don't pay"), "118.12")
    chose = not e.optional or answer(ctx) == "yes"
    ctx.results[e.remember] = chose
    if chose and e.cost.sacrifice is not None:
        victims = _sacrificeable(ctx, e.cost, pid)
        picked = answer(ctx, 1 if e.optional else 0)
        if picked not in victims:
            return Decision(DecisionKind.CHOOSE_OBJECT, pid, "Choose a permanent to sacrifice", victims,
                            tuple(ctx.game.objects[o].card for o in victims), "701.21a")
        ctx.results[e.remember + "_objects"] = (picked,)
        sacrifice(ctx.game, int(picked))  # type: ignore[arg-type]
    if chose:
        _pay(ctx, e.cost, pid)
    note(ctx.game, "paid_choice", "118.12", "{0} " + ("pays" if chose else "doesn't pay") + " {1}.",
         (ctx.game.players[pid].name, describe_cost(e.cost)), player=pid)
    return None


def can_pay_cost(ctx: Ctx, cost: Cost, pid: int) -> bool:
    """Whether ``pid`` can pay the whole cost now (a sacrificed source must still be on the battlefield)."""
    game = ctx.game
    if cost.sacrifice_self:
        src = game.objects.get(ctx.source) if ctx.source is not None else None
        if src is None or src.zone is not Zone.BATTLEFIELD or src.controller != pid:
            return False
    if cost.mana.mana_value and not can_pay(game, pid, cost.mana):
        return False
    if cost.sacrifice is not None and not _sacrificeable(ctx, cost, pid):
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



