"""Verb ``discard``: "<player> discards N cards" — the discarding player chooses (CR 701.9)."""


from __future__ import annotations

from manastack.cards.vocabulary.discard import Discard
from manastack.rules.effects.base import Ctx, amount, players
from manastack.rules.filters import matches
from manastack.rules.forced import take_only_option
from manastack.rules.keyword_actions import discard
from manastack.types.actions import as_int
from manastack.types.decisions import Decision, DecisionKind

DONE = "done"


def apply(ctx: Ctx, e: Discard) -> Decision | None:
    """CR 701.9b: each player chooses the cards, one at a time here; all are then discarded together. With
    ``unless``, a player whose first card fits it may stop there (118.12a: "unless they discard a nonland card";
    ruling: they may still discard the full number)."""
    game = ctx.game
    answers, used = list(ctx.answers), 0
    picks: list[int] = []
    forced: list[int] = []
    for pid in players(ctx, e.who):
        hand = list(game.players[pid].hand)
        owed = min(amount(ctx, e.amount), len(hand))
        mine: list[int] = []
        while len(mine) < owed:
            if used < len(answers):
                used += 1
                if answers[used - 1] == DONE:
                    break
                mine.append(as_int(answers[used - 1]))
                continue
            left = [c for c in hand if c not in mine]
            may_stop = e.unless is not None and len(mine) == 1 and matches(game, game.objects[mine[0]], e.unless,
                                                                          pid)
            one_will_do = e.unless is not None and not mine and owed > 1 and any(
                matches(game, game.objects[c], e.unless, pid) for c in left)    # a real choice: one or all
            if len(left) <= owed - len(mine) and not may_stop and not one_will_do:
                forced += left     # every card left must go: each choice is forced
                mine += left
                break
            options = (*left, *((DONE,) if may_stop else ()))
            return Decision(DecisionKind.CHOOSE_OBJECT, pid, "Choose a card to discard", options,
                            tuple("Stop: no more" if c == DONE else game.objects[c].card for c in options),
                            "701.9b")
        picks += mine
    for card in forced:     # noted once every player's question is answered (apply runs again after each)
        take_only_option(game, Decision(DecisionKind.CHOOSE_OBJECT, game.objects[card].owner,
                                        "Choose a card to discard", (card,), (game.objects[card].card,), "701.9b"))
    for oid in picks:
        if oid in game.objects:
            discard(game, oid)
    return None
