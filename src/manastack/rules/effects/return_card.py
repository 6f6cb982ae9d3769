"""Verb ``return_card``: "return <card> from a graveyard (or exile) to the battlefield / hand" (CR 400.7).

``filter`` keeps only the named cards that fit ("a creature card put into your graveyard this way"),
``choose`` returns only that many of them, chosen as the instruction is followed (608.2d), and
``counters`` makes the card enter with counters on it (122.6: "with a +1/+1 counter on it"): they are on
it as it enters, so its "enters" abilities see them.
"""


from __future__ import annotations

from manastack.cards.vocabulary.return_card import ReturnCard
from manastack.rules.effects.base import Ctx, objects
from manastack.rules.filters import matches
from manastack.rules.zones import move
from manastack.types.decisions import Decision, DecisionKind
from manastack.types.enums import Zone


def apply(ctx: Ctx, e: ReturnCard) -> Decision | None:
    """Put each named card onto the battlefield under its new controller, or into its owner's hand."""
    moved = []
    chosen = _chosen(ctx, e)
    if isinstance(chosen, Decision):
        return chosen
    for oid in chosen:
        if e.to == "battlefield":
            controller = ctx.controller if e.under == "you" else ctx.game.objects[oid].owner
            new = move(ctx.game, oid, Zone.BATTLEFIELD, controller=controller, rule="400.7",
                       why="is put onto the battlefield", counters={str(k): n for k, n in e.counters.items()})
        else:
            new = move(ctx.game, oid, Zone.HAND, rule="400.7", why="returns to its owner's hand")
        if new is not None:
            moved.append(new.id)
    if e.remember:
        ctx.results[e.remember] = tuple(moved)
    return None


def _chosen(ctx: Ctx, e: ReturnCard) -> list[int] | Decision:
    """The named cards that fit ``filter``; with ``choose``, the ones the controller picks (CR 608.2d)."""
    game = ctx.game
    found = objects(ctx, e.what)
    if e.filter is not None:
        found = [o for o in found if matches(game, game.objects[o], e.filter, ctx.controller, ctx.source)]
    if not e.choose or len(found) <= e.choose:
        return found
    picked = [int(a) for a in ctx.answers if a in found]  # type: ignore[call-overload]
    if len(picked) < e.choose:
        options = tuple(o for o in found if o not in picked)
        return Decision(DecisionKind.CHOOSE_OBJECT, ctx.controller, "Choose a card to return", options,
                        tuple(game.objects[o].card for o in options), "608.2d")
    return picked

