"""Verb ``damage``: "deals N damage to <target>" / "to each creature …" (CR 120)."""


from __future__ import annotations

from manastack.cards.vocabulary.damage import Damage
from manastack.rules.damage import deal_damage_at_once
from manastack.rules.effects.base import Ctx, amount, objects, players
from manastack.rules.filters import matches
from manastack.rules.targets import player_target
from manastack.rules.zones import last_known


def apply(ctx: Ctx, e: Damage) -> None:
    """CR 120.3: the source (the spell, or the ability's source, or the object ``by`` names) deals damage to each
    thing named, all at once (one life-gaining event for lifelink, 119.9). A ``by`` source that is gone or an
    illegal target deals none (608.2b)."""
    if e.by is not None:
        found = objects(ctx, e.by)
        if not found:
            return
        source = ctx.game.objects[found[0]]
    else:
        known = last_known(ctx.game, ctx.source) if ctx.source is not None else ctx.obj
        source = known or ctx.obj
    n = amount(ctx, e.amount)
    deal_damage_at_once(ctx.game, source, tuple((target, n) for target in _recipients(ctx, e)))


def _recipients(ctx: Ctx, e: Damage) -> list[int]:
    found: list[int] = []
    if e.to:
        found += list(ctx.targets.get(e.to, ())) if e.to in ctx.targets else objects(ctx, e.to)
    if e.to_player:
        found += [player_target(p) for p in players(ctx, e.to_player)]
    if e.each is not None:
        game = ctx.game
        found += [oid for oid in game.battlefield if matches(game, game.objects[oid], e.each, ctx.controller,
                                                              ctx.source)]
    return found

