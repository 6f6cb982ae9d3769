"""Verb ``scry``: look at the top N cards, put any on the bottom (CR 701.22)."""


from __future__ import annotations

from manastack.cards.vocabulary.scry import Scry
from manastack.rules.effects.base import Ctx
from manastack.rules.events import emit, player_ref
from manastack.types.decisions import Decision, DecisionKind


def apply(ctx: Ctx, e: Scry) -> Decision | None:
    """CR 701.22a: for each card looked at, the player chooses top or bottom (asked card by card)."""
    game = ctx.game
    player = game.players[ctx.controller]
    looked = player.library[:e.amount]
    if len(ctx.answers) < len(looked):
        card = looked[len(ctx.answers)]
        return Decision(DecisionKind.SCRY, ctx.controller, f"Scry: keep {game.objects[card].card} on top?",
                        ("top", "bottom"), ("Keep on top", "Put on the bottom"), "701.22a")
    bottom = [c for c, a in zip(looked, ctx.answers, strict=False) if a == "bottom"]
    top = [c for c in looked if c not in bottom]
    player.library[:len(looked)] = top
    player.library.extend(bottom)
    emit(game, "scry", "701.22a", player=ctx.controller,
         data=(("player", player_ref(game, ctx.controller)), ("looked", len(looked)), ("top", len(top)),
               ("bottom", len(bottom))))
    return None

