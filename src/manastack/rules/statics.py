"""Static abilities (CR 604, 611.3): continuous effects that exist while their source is on the battlefield.

They are not stored: each time characteristics are computed, every permanent's static abilities
are read and turned into effects with the source's timestamp (CR 613.7a).
"""

from __future__ import annotations

from manastack.cards.schema import Static
from manastack.rules.characteristics import printed_definition
from manastack.rules.class_levels import has_ability
from manastack.rules.conditions import holds
from manastack.types.enums import Zone
from manastack.types.records import ContinuousEffect
from manastack.types.state import GameState


def static_effects(game: GameState) -> list[ContinuousEffect]:
    """The continuous effects generated now by static abilities of permanents (CR 611.3a)."""
    effects: list[ContinuousEffect] = []
    for oid in game.battlefield:
        source = game.objects[oid]
        if source.face_down or source.phased_out:
            continue
        for ability in printed_definition(source).abilities:
            if isinstance(ability, Static) and (ability.keywords or ability.power or ability.toughness
                                                or ability.grants_mana or ability.remove_keywords
                                                or ability.control) and has_ability(source, ability) \
                    and (ability.condition == "always" or holds(game, source, ability.condition)):
                affected = _affected(game, ability, oid)
                if affected:
                    effects.extend(_effects_of(ability, oid, source.controller, source.timestamp, affected))
    return effects


def _affected(game: GameState, ability: Static, source_id: int) -> tuple[int, ...]:
    from manastack.rules.filters import matches

    source = game.objects[source_id]
    if ability.affects == "self":
        return (source_id,)
    if ability.affects == "attached":
        return (source.attached_to,) if source.attached_to in game.objects else ()
    if ability.affects == "filter":
        return tuple(oid for oid in game.battlefield
                     if matches(game, game.objects[oid], ability.filter, source.controller, source_id,
                                layered=False))
    return ()


def _effects_of(ability: Static, source: int, controller: int, timestamp: int,
                affected: tuple[int, ...]) -> list[ContinuousEffect]:
    out = []
    if ability.keywords or ability.remove_keywords:   # CR 613.1f: "has …" / "loses …"
        out.append(ContinuousEffect(-source, source, controller, timestamp, "6", affected,
                                    (("add", ability.keywords), ("remove", ability.remove_keywords)), "static"))
    if ability.control:         # CR 613.1b: control-changing effects apply in layer 2 (see rules.control)
        out.append(ContinuousEffect(-source, source, controller, timestamp, "2", affected,
                                    (("controller", controller),), "static"))
    if ability.grants_mana:     # CR 613.1f, 605.1a: granting a mana ability is an ability-adding effect
        out.append(ContinuousEffect(-source, source, controller, timestamp, "6", affected,
                                    (("add_mana", ability.grants_mana),), "static"))
    if ability.power or ability.toughness:
        out.append(ContinuousEffect(-source, source, controller, timestamp, "7c", affected,
                                    (("power", ability.power), ("toughness", ability.toughness)), "static"))
    return out


def player_keywords(game: GameState, player: int) -> frozenset[str]:
    """Abilities a player has from static abilities (e.g. hexproof, CR 702.11d) and from effects."""
    words = set(game.players[player].keywords)
    for effect in game.effects:     # CR 611.2: from resolved spells (Dawn's Truce), see effects.grant_player
        if effect.layer == "player" and effect.get("player") == player:
            words.update(effect.get("add", ()))  # type: ignore[arg-type]
    for oid in game.battlefield:
        source = game.objects[oid]
        if source.controller != player or source.face_down or source.phased_out:
            continue
        for ability in printed_definition(source).abilities:
            if isinstance(ability, Static) and ability.affects == "you" and has_ability(source, ability):
                words.update(ability.player_keywords)
    return frozenset(words)


def extra_land_plays(game: GameState, player: int) -> int:
    """CR 305.2: the additional lands ``player`` may play this turn, from their permanents' static abilities
    (only on their own turns: the abilities say "on each of your turns"; cumulative, ruling)."""
    if game.active != player:
        return 0
    extra = 0
    for oid in game.battlefield:
        source = game.objects[oid]
        if source.controller != player or source.face_down or source.phased_out:
            continue
        for ability in printed_definition(source).abilities:
            if isinstance(ability, Static) and ability.extra_lands and has_ability(source, ability):
                extra += ability.extra_lands
    return extra


def in_play(game: GameState, oid: int) -> bool:
    obj = game.objects.get(oid)
    return obj is not None and obj.zone is Zone.BATTLEFIELD and not obj.phased_out
