"""Verb ``sacrifice``: "<player> sacrifices a <filter>" — the player chooses which (CR 701.21)."""


from __future__ import annotations

from manastack.cards.vocabulary.sacrifice import Sacrifice
from manastack.rules.characteristics import power
from manastack.rules.effects.base import Ctx, answer, objects, players
from manastack.rules.events import object_refs
from manastack.rules.filters import matches
from manastack.rules.forced import take_only_option
from manastack.rules.keyword_actions import sacrifice
from manastack.rules.zones import simultaneously
from manastack.types.decisions import Decision, DecisionKind, Prompt, ref_labels
from manastack.types.enums import Zone
from manastack.types.state import GameState


def apply(ctx: Ctx, e: Sacrifice) -> Decision | None:
    """CR 701.21a: a player can sacrifice only a permanent they control; they choose among the eligible."""
    game = ctx.game
    if e.what is not None:     # "sacrifice this creature": only if you still control it (701.21a)
        for oid in objects(ctx, e.what):
            if game.objects[oid].controller == ctx.controller and game.objects[oid].zone is Zone.BATTLEFIELD:
                sacrifice(game, oid)
        return None
    n = len(game.players)
    choosers = sorted(players(ctx, e.who), key=lambda p: (p - game.active) % n)   # APNAP order (CR 101.4)
    chosen: list[int] = []
    for pid in choosers:
        eligible = _eligible(game, pid, e)
        if not eligible:
            continue
        pick = answer(ctx, len(chosen))
        if pick not in eligible:
            asked = Decision(DecisionKind.CHOOSE_OBJECT, pid, Prompt.of("sacrifice_choose"), tuple(eligible),
                             ref_labels(object_refs(game, eligible)), "701.21a")
            if len(eligible) > 1:
                return asked
            pick = take_only_option(game, asked)
            ctx.answers.append(pick)    # the forced choice is an answer too: asked again, it isn't noted twice
        chosen.append(pick)  # type: ignore[arg-type]
    with simultaneously(game):   # CR 101.4 (ruling): each chooses in turn, then all are sacrificed at once
        for oid in chosen:
            sacrifice(game, oid)
    return None


def _eligible(game: GameState, pid: int, e: Sacrifice) -> list[int]:
    eligible = [oid for oid in game.battlefield if game.objects[oid].controller == pid
                and matches(game, game.objects[oid], e.filter, pid)]
    if e.greatest_power and eligible:
        best = max(power(game, game.objects[o]) for o in eligible)
        eligible = [o for o in eligible if power(game, game.objects[o]) == best]
    return eligible

