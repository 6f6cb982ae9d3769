"""Verb ``scry`` (CR 701.22): look at the top N cards of your library, put any number of them on the bottom in any
order and the rest on top in any order.

The looked-at cards stay hidden from the other players (CR 400.2): the questions naming them are the scrying
player's, and the event says only how many cards went where.
"""


from __future__ import annotations

from manastack.cards.vocabulary.scry import Scry
from manastack.rules.effects.base import Ctx, amount
from manastack.rules.events import emit, player_ref
from manastack.types.actions import as_int
from manastack.types.decisions import Decision, DecisionKind, Label, Prompt, object_labels
from manastack.types.events import ObjectRef

TOP, BOTTOM = "top", "bottom"


def apply(ctx: Ctx, e: Scry) -> Decision | None:
    """CR 701.22a: first, card by card, top or bottom; then, where two or more cards go to the same place, their
    order (top first); 701.22b: scry 0 is no scry at all (nothing happens, the Ugin's Insight ruling)."""
    game = ctx.game
    looked = game.players[ctx.controller].library[:max(amount(ctx, e.amount), 0)]
    if not looked:
        return None
    picks = ctx.answers[:len(looked)]
    if len(picks) < len(looked):
        card = looked[len(picks)]
        asked = Prompt.of("scry_keep", card=ObjectRef(card, game.objects[card].card))
        return Decision(DecisionKind.SCRY, ctx.controller, asked, (TOP, BOTTOM),
                        (Label.of("keep_on_top"), Label.of("put_on_bottom")), "701.22a")
    kept = [c for c, pick in zip(looked, picks, strict=True) if pick == TOP]
    bottom = [c for c, pick in zip(looked, picks, strict=True) if pick == BOTTOM]
    orders = ctx.answers[len(looked):]
    top_order, decision = _ordered(ctx, kept, orders, "top")
    if decision is not None:
        return decision
    bottom_order, decision = _ordered(ctx, bottom, orders[max(len(kept) - 1, 0):], "bottom")
    if decision is not None:
        return decision
    _put(ctx, looked, top_order, bottom_order)
    return None


def _ordered(ctx: Ctx, cards: list[int], answers: list[object], place: str) -> tuple[list[int], Decision | None]:
    """The cards going to one place, top first, as far as the answers say; the next question if they don't yet
    (one card, or the last one left, needs no question)."""
    order = [as_int(c) for c in answers[:max(len(cards) - 1, 0)]]
    if len(order) < len(cards) - 1:
        left = tuple(c for c in cards if c not in order)
        asked = Prompt.of("scry_order", variant=place if not order else f"next_{place}")
        return order, Decision(DecisionKind.SCRY, ctx.controller, asked, left,
                               object_labels(ctx.game.objects, left), "701.22a")
    return order + [c for c in cards if c not in order], None


def _put(ctx: Ctx, looked: list[int], top: list[int], bottom: list[int]) -> None:
    game = ctx.game
    library = game.players[ctx.controller].library
    library[:len(looked)] = top
    library.extend(bottom)
    emit(game, "scry", "701.22a", player=ctx.controller,
         data=(("player", player_ref(game, ctx.controller)), ("looked", len(looked)), ("top", len(top)),
               ("bottom", len(bottom))))
