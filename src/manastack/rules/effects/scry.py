"""Verb ``scry``: look at the top N cards, put any on the bottom (CR 701.22)."""


from __future__ import annotations

from manastack.cards.vocabulary.scry import Scry
from manastack.rules.effects.base import Ctx, amount
from manastack.rules.events import emit, player_ref
from manastack.types.decisions import Decision, DecisionKind, Label, Prompt
from manastack.types.events import ObjectRef


def apply(ctx: Ctx, e: Scry) -> Decision | None:
    """CR 701.22a: for each card looked at, the player chooses top or bottom (asked card by card); 701.22b: scry
    0 is no scry at all (nothing happens, the Ugin's Insight ruling)."""
    game = ctx.game
    player = game.players[ctx.controller]
    n = amount(ctx, e.amount)
    if n <= 0:
        return None
    looked = player.library[:n]
    if len(ctx.answers) < len(looked):
        card = looked[len(ctx.answers)]
        asked = Prompt.of("scry_keep", card=ObjectRef(card, game.objects[card].card))
        return Decision(DecisionKind.SCRY, ctx.controller, asked, ("top", "bottom"),
                        (Label.of("keep_on_top"), Label.of("put_on_bottom")), "701.22a")
    bottom = [c for c, a in zip(looked, ctx.answers, strict=False) if a == "bottom"]
    top = [c for c in looked if c not in bottom]
    player.library[:len(looked)] = top
    player.library.extend(bottom)
    emit(game, "scry", "701.22a", player=ctx.controller,
         data=(("player", player_ref(game, ctx.controller)), ("looked", len(looked)), ("top", len(top)),
               ("bottom", len(bottom))))
    return None

