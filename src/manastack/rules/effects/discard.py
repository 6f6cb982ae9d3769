"""Verb ``discard``: "<player> discards N cards" — the discarding player chooses (CR 701.9), or the hand is
revealed and the controller of the effect chooses (701.9b, 701.20a)."""


from __future__ import annotations

from manastack.cards.vocabulary.discard import Discard
from manastack.rules.effects.base import Ctx, amount, answer, players
from manastack.rules.events import emit, note, player_ref
from manastack.rules.filters import matches
from manastack.rules.forced import take_only_option
from manastack.rules.keyword_actions import discard
from manastack.types.actions import as_int
from manastack.types.decisions import Decision, DecisionKind, Label, Prompt, object_labels
from manastack.types.events import ObjectRef

DONE = "done"


def apply(ctx: Ctx, e: Discard) -> Decision | None:
    """CR 701.9b: each player chooses the cards, one at a time here; all are then discarded together. With
    ``unless``, a player whose first card fits it may stop there (118.12a: "unless they discard a nonland card";
    ruling: they may still discard the full number)."""
    if e.all:
        return _discard_hand(ctx, e)
    if e.chooser == "you":
        return _chosen_from_revealed(ctx, e)
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
            return Decision(DecisionKind.CHOOSE_OBJECT, pid, Prompt.of("discard_choose"), options,
                            (*object_labels(game.objects, left), *((Label.of("stop_discarding"),) if may_stop else ())),
                            "701.9b")
        picks += mine
    for card in forced:     # noted once every player's question is answered (apply runs again after each)
        take_only_option(game, Decision(DecisionKind.CHOOSE_OBJECT, game.objects[card].owner,
                                        Prompt.of("discard_choose"), (card,), object_labels(game.objects, (card,)),
                                        "701.9b"))
    for oid in picks:
        if oid in game.objects:
            discard(game, oid)
    return None



def _discard_hand(ctx: Ctx, e: Discard) -> Decision | None:
    """CR 701.9a: "discard your hand": every card in it, at once; "you may" is asked on resolution (608.2d)."""
    game = ctx.game
    who = players(ctx, e.who)
    if e.optional and who and answer(ctx) is None:
        return Decision(DecisionKind.YES_NO, who[0], Prompt.of("discard_hand"), ("yes", "no"),
                        (Label.of("discard_hand"), Label.of("dont_discard")), "608.2d")
    if e.optional and answer(ctx) == "no":
        note(game, "declined", "608.2d", player=who[0],
             data=(("variant", "discard_hand"), ("player", player_ref(game, who[0]))))
    else:
        for pid in who:
            for oid in list(game.players[pid].hand):
                discard(game, oid, rule="701.9a")
    if e.remember:
        ctx.results[e.remember] = not e.optional or answer(ctx) == "yes"
    return None


def _chosen_from_revealed(ctx: Ctx, e: Discard) -> Decision | None:
    """CR 701.20a, 701.9b: the hand is revealed (once, as the first question is asked, or at once if none is), then
    the effect's controller chooses the cards that fit ``filter``; if there are no more than it may take, all go."""
    game = ctx.game
    picks = [as_int(a) for a in ctx.answers]
    for pid in players(ctx, e.who):
        hand = game.players[pid].hand
        if not picks:
            emit(game, "reveal", "701.20a", player=pid, objects=tuple(hand),
                 data=(("variant", "hand" if hand else "empty_hand"), ("player", player_ref(game, pid)),
                       ("cards", tuple(ObjectRef(c, game.objects[c].card) for c in hand))))

        fits = [c for c in hand if c not in picks and
                (e.filter is None or matches(game, game.objects[c], e.filter, ctx.controller, ctx.source))]
        owed = min(amount(ctx, e.amount), len(fits) + len(picks))
        if len(picks) < owed and len(fits) > owed - len(picks):
            return Decision(DecisionKind.CHOOSE_OBJECT, ctx.controller, Prompt.of("discard_choose_theirs"),
                            tuple(fits), object_labels(game.objects, fits), "701.9b")
        picks += fits if len(picks) < owed else []
    for oid in picks:
        if oid in game.objects:
            discard(game, oid)
    return None
