"""Verb ``become``: "<object> becomes a P/T [colors] [subtypes] creature with [abilities] … It's still a land."
(CR 611.2, 613.1d–f, 613.4b, 205.1b).

One instruction makes up to four continuous effects with the same timestamp, one per layer it touches
(CR 613.6: an effect that changes several characteristics applies in each of those layers): types and
subtypes are *added* in layer 4 ("it's still a land", 205.1b keeps the old types), colors are *set* in
layer 5 (105.3), abilities are added in layer 6, base power and toughness are set in layer 7b. Counters
and pumps still apply on top (7c). Later "becomes" effects win in the layers they share (613.7).
``become`` is the shared function: the ``become`` verb (manlands) and the awaken animation (702.113a)
both call it.
"""


from __future__ import annotations

from manastack.cards.parts import ManaAbilitySpec
from manastack.cards.vocabulary.become import Become, describe
from manastack.rules.continuous import WHILE_COUNTER, add_effect
from manastack.rules.effects.base import Ctx, objects
from manastack.rules.events import emit, note, object_refs
from manastack.types.events import Quoted
from manastack.types.state import GameState


def become(game: GameState, source: int, controller: int, affected: tuple[int, ...], *,
           types: tuple[str, ...] = (), subtypes: tuple[str, ...] = (), colors: tuple[str, ...] | None = None,
           keywords: tuple[str, ...] = (), power: int | None = None, toughness: int | None = None,
           duration: str = "end_of_turn") -> None:
    """CR 611.2a, 611.2c, 613.6: lock in ``affected`` and add one effect per layer changed, all created at
    once (they get consecutive timestamps, in layer order, so their relative order never matters)."""
    if not affected:
        return
    names = object_refs(game, affected)
    if types or subtypes:
        add_effect(game, source, controller, "4", affected,
                   (("add_types", tuple(types)), ("add_subtypes", tuple(subtypes))), duration)
        note(game, "layer", "613.1d", data=(("variant", "4"), ("objects", names), ("types", (*types, *subtypes))))
    mana = tuple(ManaAbilitySpec(add=BASIC_LAND_MANA[s]) for s in subtypes if s in BASIC_LAND_MANA)
    if mana:
        add_effect(game, source, controller, "6", affected, (("add_mana", mana),), duration)
        note(game, "layer", "305.6", data=(("variant", "basic_land_mana"), ("objects", names)))

    if colors is not None:
        add_effect(game, source, controller, "5", affected, (("colors", tuple(colors)),), duration)
        note(game, "layer", "613.1e", data=(("variant", "5" if colors else "5_colorless"), ("objects", names),
                                            ("colors", tuple(colors))))
    if keywords:
        add_effect(game, source, controller, "6", affected, (("add", tuple(keywords)),), duration)
        note(game, "layer", "613.1f", data=(("variant", "6"), ("objects", names),
                                            ("keywords", tuple(k.lower() for k in keywords))))
    if power is not None and toughness is not None:
        add_effect(game, source, controller, "7b", affected, (("power", power), ("toughness", toughness)),
                   duration)
        note(game, "layer", "613.4b", data=(("variant", "7b"), ("objects", names), ("power", power),
                                            ("toughness", toughness)))


BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}   # CR 305.6


def apply(ctx: Ctx, e: Become) -> None:
    """CR 611.2c: the objects that become something are locked in as the effect begins; "for as long as it has a
    flood counter on it" lasts until the last such counter is removed (611.2b, ``counters.remove_counters``)."""
    affected = tuple(objects(ctx, e.what))
    if not affected:
        return
    game = ctx.game
    become(game, ctx.source or ctx.obj.id, ctx.controller, affected, types=tuple(t.value for t in e.types),
           subtypes=e.subtypes, colors=None if e.colors is None else tuple(c.value for c in e.colors),
           keywords=e.keywords, power=e.power, toughness=e.toughness,
           duration=e.duration if e.while_counter is None else WHILE_COUNTER + e.while_counter)
    emit(game, "become", "613.1d", objects=affected,
         data=(("objects", object_refs(game, affected)), ("what", Quoted(describe(e)))))



