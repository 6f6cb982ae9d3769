"""Verb ``exile``: "exile <objects>" (CR 406), maybe "until this leaves the battlefield" (CR 610.3), or "<player>
exiles a <filter> they control", chosen by that player (608.2d)."""


from __future__ import annotations

from manastack.cards.vocabulary.exile import Exile
from manastack.rules.effects.base import Ctx, players
from manastack.rules.effects.pump import affected_objects
from manastack.rules.events import note, object_refs, source_ref
from manastack.rules.filters import matches
from manastack.rules.forced import take_only_option
from manastack.rules.keyword_actions import exile
from manastack.rules.until_leaves import link, source_on_battlefield
from manastack.rules.zones import simultaneously
from manastack.types.actions import as_int
from manastack.types.decisions import Decision, DecisionKind, Prompt, ref_labels
from manastack.types.enums import Zone
from manastack.types.objects import GameObject
from manastack.types.state import GameState

EXILED_WITH = "exiled_with"


def apply(ctx: Ctx, e: Exile) -> Decision | None:
    """CR 406.2: exiled objects become new objects; ``remember`` keeps them for later instructions (607);
    ``until_leaves``: they return when the source leaves the battlefield (610.3), and aren't exiled if it already
    has (610.3a)."""
    if e.who is not None:
        return _chosen(ctx, e)
    if e.until_leaves and not source_on_battlefield(ctx.game, ctx.source):
        note(ctx.game, "not_exiled", "610.3a", player=ctx.controller,
             data=(("source", source_ref(ctx.game, ctx.obj)),))

        return None
    with simultaneously(ctx.game):   # CR 603.10a: exiled at the same time
        found = affected_objects(ctx, e.what, e.each)
        new_ids = [n for oid in found if (n := exile(ctx.game, oid)) is not None]
    if e.until_leaves and ctx.source is not None:
        link(ctx.game, ctx.source, ctx.controller, tuple(new_ids))
    if e.remember:
        ctx.results[e.remember] = tuple(new_ids)
    source = ctx.game.objects.get(ctx.source) if ctx.source is not None else None
    if e.link and source is not None and source.zone is Zone.BATTLEFIELD:
        link_exiled(source, new_ids)
    return None


def link_exiled(source: GameObject, cards: list[int]) -> None:
    """CR 607.2a: remember on the source the cards exiled with it (a new dict: clones share the old one). A new
    object the source becomes (400.7) has none."""
    before = source.chosen.get(EXILED_WITH, ()) if source.chosen else ()
    source.chosen = {**(source.chosen or {}), EXILED_WITH: (*before, *cards)}  # type: ignore[misc]


def exiled_with(game: GameState, source: GameObject) -> list[GameObject]:
    """The cards exiled with ``source`` that are still in exile."""
    linked = source.chosen.get(EXILED_WITH, ()) if source.chosen else ()
    return [game.objects[o] for o in linked if o in game.objects  # type: ignore[attr-defined]
            and game.objects[o].zone is Zone.EXILE]


def _chosen(ctx: Ctx, e: Exile) -> Decision | None:
    """CR 608.2d: each named player chooses ``amount`` permanents they control that fit, one at a time (all of
    them if they have no more); all are exiled together once every choice is made."""
    game = ctx.game
    picks = [as_int(a) for a in ctx.answers]
    chosen: list[int] = []
    for pid in players(ctx, e.who or "you"):
        eligible = [o for o in game.battlefield if game.objects[o].controller == pid
                    and matches(game, game.objects[o], e.filter, pid)]
        mine = [o for o in picks if o in eligible][:e.amount]
        while len(mine) < e.amount and len(mine) < len(eligible):
            left = tuple(o for o in eligible if o not in mine)
            asked = Decision(DecisionKind.CHOOSE_OBJECT, pid, Prompt.of("exile_choose_permanent"), left,
                             ref_labels(object_refs(game, left)), "608.2d")
            if len(left) > e.amount - len(mine):
                return asked
            mine.append(as_int(take_only_option(game, asked)))    # no choice left: each remaining one goes
        chosen += mine
    with simultaneously(game):   # CR 603.10a: exiled at the same time
        new_ids = [n for oid in chosen if (n := exile(game, oid)) is not None]
    if e.remember:
        ctx.results[e.remember] = tuple(new_ids)
    return None
