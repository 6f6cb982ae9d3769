"""Verb ``surveil`` (CR 701.25): look at the top N cards of your library, put any number of them into your
graveyard and the rest on top of your library in any order.

The looked-at cards stay hidden from the other players (CR 400.2): the questions naming them are the
surveilling player's (an observation shows another player's prompt to no one else), and the event says only how
many cards went where; the cards put into the graveyard are public once there.
"""


from __future__ import annotations

from manastack.cards.vocabulary.surveil import Surveil
from manastack.rules.effects.base import Ctx, amount
from manastack.rules.events import emit, player_ref
from manastack.rules.zones import move
from manastack.types.actions import as_int
from manastack.types.decisions import Decision, DecisionKind, Label, Prompt, object_labels
from manastack.types.enums import Zone
from manastack.types.events import ObjectRef

TOP, GRAVEYARD = "top", "graveyard"


def apply(ctx: Ctx, e: Surveil) -> Decision | None:
    """CR 701.25a: first, card by card, top or graveyard; then, if two or more stay, which goes on top first."""
    game = ctx.game
    player = game.players[ctx.controller]
    looked = player.library[:max(amount(ctx, e.amount), 0)]
    if not looked:      # CR 701.25b: surveil 0 (or an empty library) is no surveil event
        return None
    picks = ctx.answers[:len(looked)]
    if len(picks) < len(looked):
        card = looked[len(picks)]
        asked = Prompt.of("surveil_graveyard", card=ObjectRef(card, game.objects[card].card))
        return Decision(DecisionKind.SURVEIL, ctx.controller, asked,
                        (TOP, GRAVEYARD), (Label.of("surveil_top"), Label.of("surveil_graveyard")), "701.25a")
    kept = [c for c, pick in zip(looked, picks, strict=True) if pick == TOP]
    order = [as_int(c) for c in ctx.answers[len(looked):]]
    if len(order) < len(kept) - 1:
        left = tuple(c for c in kept if c not in order)
        asked = Prompt.of("surveil_order", variant="next" if order else "top")
        return Decision(DecisionKind.SURVEIL, ctx.controller, asked, left,
                        object_labels(game.objects, left), "701.25a")
    _put(ctx, looked, order + [c for c in kept if c not in order])
    return None


def _put(ctx: Ctx, looked: list[int], top: list[int]) -> None:
    """The cards not kept go to the graveyard, the kept ones on top in the chosen order (top first)."""
    game = ctx.game
    player = game.players[ctx.controller]
    binned = [c for c in looked if c not in top]
    player.library[:len(looked)] = top + binned
    for card in binned:
        move(game, card, Zone.GRAVEYARD, rule="701.25a", why="surveiled")
    emit(game, "surveil", "701.25a", player=ctx.controller, amount=len(looked),
         data=(("player", player_ref(game, ctx.controller)), ("looked", len(looked)), ("binned", len(binned)),
               ("kept", len(top))))
