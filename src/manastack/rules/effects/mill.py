"""Verb ``mill`` (CR 701.17): a player puts the top N cards of their library into their graveyard."""


from __future__ import annotations

from manastack.cards.vocabulary.mill import Mill
from manastack.rules.effects.base import Ctx, amount, answer, players
from manastack.rules.events import note, player_ref
from manastack.rules.keyword_actions import mill
from manastack.types.decisions import Decision, DecisionKind, Label, Prompt


def apply(ctx: Ctx, e: Mill) -> Decision | None:
    """CR 701.17a; "you may mill" is a choice made on resolution (608.2d), not offered when the library has too
    few cards (701.17b); ``remember`` keeps the milled cards."""
    game = ctx.game
    who = players(ctx, e.who)
    count = amount(ctx, e.amount)
    if not who:
        return None
    if e.optional and len(game.players[who[0]].library) < count:    # CR 701.17b: can't choose to mill more
        note(game, "cant_mill", "701.17b", player=who[0], data=(("player", player_ref(game, who[0])),))
        return None
    if e.optional and answer(ctx) is None:
        return Decision(DecisionKind.YES_NO, who[0], Prompt.of("mill", count=count), ("yes", "no"),
                        (Label.of("mill"), Label.of("dont_mill")), "608.2d")
    milled: list[int] = []
    if e.optional and answer(ctx) == "no":
        note(game, "declined", "608.2d", player=who[0],
             data=(("variant", "mill"), ("player", player_ref(game, who[0]))))
    else:
        for pid in who:
            milled += mill(game, pid, count)
    if e.remember:
        ctx.results[e.remember] = tuple(milled)
    return None
