"""Verb ``exile``: "exile <objects>" (CR 406)."""


from __future__ import annotations

from manastack.cards.vocabulary.exile import Exile
from manastack.rules.effects.base import Ctx, objects
from manastack.rules.events import note
from manastack.rules.keyword_actions import exile
from manastack.rules.until_leaves import link, source_on_battlefield
from manastack.types.enums import Zone
from manastack.types.objects import GameObject
from manastack.types.state import GameState

EXILED_WITH = "exiled_with"


def apply(ctx: Ctx, e: Exile) -> None:
    """CR 406.2: exiled objects become new objects; ``remember`` keeps them for later instructions (607);
    ``until_leaves``: they return when the source leaves the battlefield, and aren't exiled if it already has
    (610.3a, 610.3c)."""
    if e.until_leaves and not source_on_battlefield(ctx.game, ctx.source):
        note(ctx.game, "not_exiled", "610.3c", "{0} has left the battlefield: nothing is exiled.", (ctx.name,),
             player=ctx.controller)
        return
    new_ids = [n for oid in objects(ctx, e.what) if (n := exile(ctx.game, oid)) is not None]
    if e.until_leaves and ctx.source is not None:
        link(ctx.game, ctx.source, ctx.controller, tuple(new_ids))
    if e.remember:
        ctx.results[e.remember] = tuple(new_ids)
    source = ctx.game.objects.get(ctx.source) if ctx.source is not None else None
    if e.link and source is not None and source.zone is Zone.BATTLEFIELD:
        link_exiled(source, new_ids)


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

