"""Verb ``exile_from_graveyard``: a player chooses a card in their own graveyard and exiles it (CR 608.2d: the
player the instruction names makes the choice as it resolves; 406.2)."""


from __future__ import annotations

from manastack.cards.vocabulary.exile_from_graveyard import ExileFromGraveyard
from manastack.rules.effects.base import Ctx, answer, players
from manastack.rules.events import note, player_ref
from manastack.rules.keyword_actions import exile
from manastack.types.actions import as_int
from manastack.types.decisions import Decision, DecisionKind, Prompt, object_labels


def apply(ctx: Ctx, e: ExileFromGraveyard) -> Decision | None:
    """CR 608.2d: the named player chooses; an empty graveyard means there is nothing to exile."""
    game = ctx.game
    found = players(ctx, e.who)
    if not found:
        return None
    pid = found[0]
    graveyard = tuple(game.players[pid].graveyard)
    if not graveyard:
        note(game, "graveyard_empty", "608.2d", player=pid, data=(("player", player_ref(game, pid)),))

        return None
    picked = answer(ctx)
    if picked is None or picked not in graveyard:
        return Decision(DecisionKind.CHOOSE_OBJECT, pid, Prompt.of("exile_from_graveyard"), graveyard,
                        object_labels(game.objects, graveyard), "608.2d")
    exile(game, as_int(picked))
    return None
