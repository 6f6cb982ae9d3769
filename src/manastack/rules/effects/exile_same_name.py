"""Verb ``exile_same_name``: search a player's graveyard, hand and library for any number of cards with the same
name as an object and exile them, then that player shuffles (CR 701.23a, 701.23b, 701.24a).

The resolving spell's controller chooses the cards one at a time (608.2d), then says done; the name is the object's
as it last existed (608.2h). Only the searcher is asked, and the question lists only the cards with that name.
"""


from __future__ import annotations

from manastack.cards.vocabulary.exile_same_name import ExileSameName
from manastack.rules.characteristics import object_name
from manastack.rules.effects.base import Ctx, players
from manastack.rules.events import emit, player_ref
from manastack.rules.keyword_actions import exile
from manastack.rules.zones import last_known
from manastack.types.actions import as_int
from manastack.types.decisions import Decision, DecisionKind, Label, Prompt
from manastack.types.events import ObjectRef

DONE = "done"
SEARCHED = "_searched"     # the resolution's record of whose zones are searched for which name


def apply(ctx: Ctx, e: ExileSameName) -> Decision | None:
    """CR 701.23b: any number, chosen one at a time; then exile them (406.2) and shuffle (701.24a)."""
    game = ctx.game
    searched = ctx.results.get(SEARCHED) if ctx.answers else None
    if not isinstance(searched, tuple):      # the first time: the player and the name, kept while choosing
        named = [k for t in ctx.targets.get(e.name_of, ()) if (k := last_known(game, t)) is not None]
        found = players(ctx, e.who)
        if not named or not found:
            return None
        searched = ctx.results[SEARCHED] = (found[0], object_name(named[0]))
    pid, name = searched
    p = game.players[pid]
    chosen = [as_int(a) for a in ctx.answers if a != DONE]
    if not ctx.answers or ctx.answers[-1] != DONE:
        left = tuple(c for c in (*p.graveyard, *p.hand, *p.library)
                     if c not in chosen and object_name(game.objects[c]) == name)
        if left:
            labels = tuple(Label.of("in_zone", object=ObjectRef(c, name), zone=game.objects[c].zone) for c in left)
            return Decision(DecisionKind.CHOOSE_OBJECT, ctx.controller, Prompt.of("exile_same_name", name=name),
                            (*left, DONE), (*labels, Label.of("done")), "701.23b")
    for card in chosen:
        exile(game, card)
    game.rng.shuffle(p.library)
    emit(game, "shuffle", "701.24a", player=pid, data=(("player", player_ref(game, pid)),))

    return None
