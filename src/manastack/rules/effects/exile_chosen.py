"""Verb ``exile_chosen``: a player exiles N permanents they control, chosen by that player as the instruction is
followed (CR 608.2d, 406.2); every choice is asked before any permanent moves, and they are exiled together."""


from __future__ import annotations

from manastack.cards.vocabulary.exile_chosen import ExileChosen
from manastack.rules.characteristics import name_of
from manastack.rules.effects.base import Ctx, players
from manastack.rules.filters import matches
from manastack.rules.keyword_actions import exile
from manastack.rules.zones import simultaneously
from manastack.types.decisions import Decision, DecisionKind


def apply(ctx: Ctx, e: ExileChosen) -> Decision | None:
    game = ctx.game
    who = players(ctx, e.who)
    if not who:
        return None
    pid = who[0]
    eligible = [o for o in game.battlefield if game.objects[o].controller == pid
                and matches(game, game.objects[o], e.filter, pid)]
    if len(eligible) <= e.amount:
        chosen = eligible
    else:
        chosen = [a for a in ctx.answers if isinstance(a, int) and a in eligible]
        if len(chosen) < e.amount:
            left = tuple(o for o in eligible if o not in chosen)
            return Decision(DecisionKind.CHOOSE_OBJECT, pid, f"Choose a permanent to exile ({len(chosen) + 1} of "
                            f"{e.amount})", left, tuple(name_of(game, game.objects[o]) for o in left), "608.2d")
    with simultaneously(game):
        for oid in chosen:
            exile(game, oid)
    return None
