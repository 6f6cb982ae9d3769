"""Verb ``draw``: "<player> draws N cards" (CR 121); "you may have <player> draw …" is asked first (608.2d)."""


from __future__ import annotations

from manastack.cards.vocabulary.draw import Draw
from manastack.rules.effects.base import Ctx, amount, answer, players
from manastack.rules.events import player_ref
from manastack.rules.keyword_actions import draw as draw_cards
from manastack.types.decisions import YES_OR_NO, Decision, DecisionKind, Prompt


def apply(ctx: Ctx, e: Draw) -> Decision | None:
    """CR 121.1: each named player draws; with ``optional``, only if the controller chooses so (608.2d)."""
    if e.optional:
        chose = answer(ctx)
        if chose is None:
            drawers = tuple(player_ref(ctx.game, p) for p in players(ctx, e.who))
            asked = Prompt.of("draw", variant="you" if e.who == "you" else "players", drawers=drawers)
            return Decision(DecisionKind.YES_NO, ctx.controller, asked, ("yes", "no"), YES_OR_NO, "608.2d")
        ctx.results[e.remember] = chose == "yes"
        if chose != "yes":
            return None
    for pid in players(ctx, e.who):
        draw_cards(ctx.game, pid, amount(ctx, e.amount))
    return None
