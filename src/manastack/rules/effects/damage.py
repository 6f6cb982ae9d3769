"""Verb ``damage``: "deals N damage to <target>" / "to each creature …" (CR 120)."""


from __future__ import annotations

from manastack.cards.vocabulary.damage import Damage
from manastack.rules.damage import deal_all
from manastack.rules.division import share
from manastack.rules.effects.base import Ctx, amount, objects, players
from manastack.rules.filters import matches
from manastack.rules.targets import player_target
from manastack.rules.zones import last_known
from manastack.types.decisions import Decision
from manastack.types.objects import GameObject


def apply(ctx: Ctx, e: Damage) -> Decision | None:
    """CR 120.3: the source (the spell, the ability's source, or the object ``by`` names) deals damage to each
    thing named, all at once (one life-gaining event for lifelink, 119.9). A ``by`` object that is gone or an
    illegal target deals none (608.2b). ``divided``: each target its share (601.2d). ``remember`` keeps the
    creatures actually dealt damage. CR 616.1: where the order of the effects modifying the damage matters, the
    affected player chooses it before any of it is dealt."""
    if e.by is not None:
        named = objects(ctx, e.by)
        if not named:
            return None
        source = ctx.game.objects[named[0]]
    else:
        source = (last_known(ctx.game, ctx.source) if ctx.source is not None else ctx.obj) or ctx.obj
    if e.per_player is not None:     # CR 608.2h: counted for each player as the damage is dealt
        return _deal(ctx, source, tuple((t, _nonbasic_lands(ctx, t)) for t in _recipients(ctx, e)))
    recipients = _recipients(ctx, e)
    if e.divided:     # CR 601.2d, 608.2b: the division announced on casting; illegal targets get nothing
        return _deal(ctx, source, tuple((t, share(ctx.obj, t)) for t in recipients))
    n = amount(ctx, e.amount) * e.times
    before = {t: ctx.game.objects[t].damage for t in recipients if t in ctx.game.objects} if e.remember else {}
    asked = _deal(ctx, source, tuple((target, n) for target in recipients))
    if asked is not None:
        return asked
    if e.remember:      # the creatures actually dealt damage (none where it was prevented, 615)
        dealt = tuple(t for t, d in before.items() if t in ctx.game.objects and ctx.game.objects[t].damage > d)
        earlier = ctx.results.get(e.remember, ())     # several instructions may add to "dealt damage this way"
        ctx.results[e.remember] = (*earlier, *dealt) if isinstance(earlier, tuple) else dealt
    return None


def _deal(ctx: Ctx, source: GameObject, parts: tuple[tuple[int, int], ...]) -> Decision | None:
    """CR 616.1: ask the affected players the order of the effects where it matters, then deal it all at once."""
    return deal_all(ctx.game, ((source, parts),), ctx.answers)


def _nonbasic_lands(ctx: Ctx, target: int) -> int:
    """The number of nonbasic lands (CR 205.4: without the supertype basic) the player dealt damage controls."""
    from manastack.rules.characteristics import chars
    from manastack.rules.targets import target_player

    pid = target_player(target)
    game = ctx.game
    return sum(1 for oid in game.battlefield if game.objects[oid].controller == pid and (c := chars(
        game, game.objects[oid])).is_land and "Basic" not in c.supertypes)


def _recipients(ctx: Ctx, e: Damage) -> list[int]:
    found: list[int] = []
    if e.to:    # CR 400.7: a target that changed zones while the spell resolved is a new object, not dealt damage
        found += [t for t in ctx.targets[e.to] if t < 0 or t in ctx.game.objects] if e.to in ctx.targets \
            else objects(ctx, e.to)
    if e.to_player:
        found += [player_target(p) for p in players(ctx, e.to_player)]
    if e.each is not None:
        game = ctx.game
        found += [oid for oid in game.battlefield if matches(game, game.objects[oid], e.each, ctx.controller,
                                                              ctx.source)]
    return found

