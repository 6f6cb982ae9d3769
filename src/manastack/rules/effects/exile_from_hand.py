"""Verb ``exile_from_hand``: "target opponent reveals their hand. You choose a <filter> card from it. Exile
that card." (Cruelclaw's Heist).

CR 701.20a: the revealed hand is shown to every player; the spell's controller then chooses a fitting card
as the instruction is followed (608.2d) and it is exiled (406.2). ``remember`` keeps the exiled card (the
new object, 400.7) for the instructions that refer to it (607). With ``chooser: them`` the player exiling from
their own hand chooses (608.2d), and nothing is revealed: the choice stays hidden (400.2).
"""


from __future__ import annotations

from manastack.cards.vocabulary.exile_from_hand import ExileFromHand
from manastack.rules.effects.base import Ctx, players
from manastack.rules.events import emit, player_ref
from manastack.rules.filters import matches
from manastack.rules.keyword_actions import exile
from manastack.types.decisions import Decision, DecisionKind, Prompt, object_labels
from manastack.types.events import ObjectRef


def apply(ctx: Ctx, e: ExileFromHand) -> Decision | None:
    """Reveal (701.20a), then the controller chooses (608.2d); then exile (406.2)."""
    game = ctx.game
    found = players(ctx, e.who)
    if not found:
        return None
    pid = found[0]
    hand = game.players[pid].hand
    eligible = tuple(c for c in hand if matches(game, game.objects[c], e.filter, pid))
    if not ctx.answers and e.chooser == "them" and len(eligible) > 1:
        return Decision(DecisionKind.CHOOSE_OBJECT, pid, Prompt.of("exile_from_own_hand"), eligible,
                        object_labels(game.objects, eligible), "608.2d")
    if not ctx.answers and e.chooser == "you":
        emit(game, "reveal", "701.20a", player=pid, objects=tuple(hand),
             data=(("variant", "hand" if hand else "empty_hand"), ("player", player_ref(game, pid)),
                   ("cards", tuple(ObjectRef(c, game.objects[c].card) for c in hand))))

        if len(eligible) > 1:
            return Decision(DecisionKind.CHOOSE_OBJECT, ctx.controller, Prompt.of("exile_from_revealed_hand"), eligible,
                            object_labels(game.objects, eligible), "608.2d")
    picked = int(ctx.answers[0]) if ctx.answers else (eligible[0] if eligible else None)  # type: ignore[call-overload]
    if picked is None or picked not in eligible:
        if e.remember:
            ctx.results[e.remember] = ()
        return None
    new = exile(game, picked)
    if e.remember:
        ctx.results[e.remember] = (new,) if new is not None else ()
    return None

