"""Static abilities (CR 604, 611.3): continuous effects that exist while their source is on the battlefield.

They are not stored: each time characteristics are computed, every permanent's static abilities
are read and turned into effects with the source's timestamp (CR 613.7a).
"""

from __future__ import annotations

from collections.abc import Callable

from manastack.cards.memo import PerDefinition
from manastack.cards.schema import CardDef, CostChange, Static
from manastack.rules.characteristic_defining import defined_power
from manastack.rules.characteristics import event_cache, lost_abilities, printed_definition
from manastack.rules.class_levels import has_ability
from manastack.types.enums import Zone
from manastack.types.objects import GameObject
from manastack.types.records import ContinuousEffect
from manastack.types.state import GameState


def static_effects(game: GameState) -> list[ContinuousEffect]:
    """The continuous effects generated now by static abilities of permanents (CR 611.3a); one with a condition
    ("as long as you control a token") only while it holds."""
    effects: list[ContinuousEffect] = []
    emblems = [o for o in game.command if not lost_abilities(game, game.objects[o])]   # CR 114.4: they work there
    for oid in [*static_holders(game), *emblems] if emblems else static_holders(game):
        source = game.objects[oid]
        for ability in statics_of(printed_definition(source)):
            if (ability.keywords or ability.power or ability.toughness or ability.grants_mana
                    or ability.remove_keywords or ability.grants_ability is not None or ability.control
                    or ability.base_toughness is not None or ability.grants_ward is not None or ability.types
                    or ability.colors is not None or ability.lose_abilities) \
                    and _applies(game, ability, source):
                affected = _affected(game, ability, oid)
                if affected:
                    effects.extend(_effects_of(ability, oid, source.controller, source.timestamp, affected,
                                               _times(game, ability, source)))
                    if ability.grants_ability is not None:    # CR 613.1f: "equipped creature has '…'"
                        effects.append(ContinuousEffect(-oid, oid, source.controller, source.timestamp, "6", affected,
                                                        (("add_ability", (printed_definition(source).name,
                                                                          ability.grants_ability)),), "static"))
            if ability.power_count is not None:    # CR 604.3, 613.4a
                n = defined_power(game, source, ability.power_count)
                effects.append(ContinuousEffect(-oid, oid, source.controller, source.timestamp, "7a", (oid,),
                                                (("power", n),), "static"))
    return effects


_LOSING: PerDefinition[tuple[Static, ...]] = PerDefinition()


def losing_abilities(game: GameState, lost: frozenset[int]) -> frozenset[int]:
    """CR 613.1f: the permanents a static ability makes lose all their abilities ("enchanted permanent … loses
    all other abilities"); ``lost``: those a resolved effect made lose theirs, whose own such abilities do nothing
    (read once per event by ``characteristics.lost_abilities``)."""
    found: set[int] = set()
    for oid in game.battlefield:
        source = game.objects[oid]
        if source.attached_to is None:
            continue        # only an Aura or Equipment has such an ability (``Static``: affects attached)
        definition = printed_definition(source)
        losing = _LOSING.get(id(definition))
        if losing is None:
            losing = _LOSING.put(definition, tuple(a for a in definition.abilities
                                                   if isinstance(a, Static) and a.lose_abilities))
        if losing and oid not in lost and not source.face_down and not source.phased_out:
            found.update(o for a in losing if _applies(game, a, source) for o in _affected(game, a, oid))
    return frozenset(found)


RETYPED_KEY = -205    # the event cache's key for the permanents an Aura gives new card types


def retyped(game: GameState) -> dict[int, Static]:
    """CR 205.1a, 613.8a: the permanents an Aura's (or Equipment's) static ability gives new card types in place of
    the old ("enchanted permanent is a … Food artifact and loses all other card types"), with the latest such
    ability. Other static abilities read these types while finding what they apply to: "other creatures are Food
    artifacts" depends on that effect (it changes whether the creature is one) and applies after it, whatever
    the timestamps. Worked out once per event."""
    cache = event_cache(game)
    known = cache.get(RETYPED_KEY)
    if known is not None:
        return known  # type: ignore[return-value]
    found: dict[int, tuple[int, Static]] = {}
    for oid in game.battlefield:
        source = game.objects[oid]
        for ability in _retyping(printed_definition(source)):
            host = source.attached_to
            if host is not None and not source.face_down and not source.phased_out and \
                    _applies(game, ability, source) and found.get(host, (-1,))[0] < source.timestamp:
                found[host] = (source.timestamp, ability)
    result = cache[RETYPED_KEY] = {host: ability for host, (_, ability) in found.items()}
    return result


_RETYPING: PerDefinition[tuple[Static, ...]] = PerDefinition()


def _retyping(definition: CardDef) -> tuple[Static, ...]:
    known = _RETYPING.get(id(definition))
    if known is None:
        known = _RETYPING.put(definition, tuple(a for a in definition.abilities if isinstance(a, Static)
                                                and a.other_types == "lost" and a.affects == "attached"))
    return known


def _applies(game: GameState, ability: Static, source: GameObject) -> bool:
    """CR 611.3a: "as long as <condition>" — the effect exists only while the condition holds (it never reads
    characteristics, see ``Static``: no loop). CR 716.2: a Class's level-N ability only from level N on."""
    if not has_ability(source, ability):
        return False
    if ability.condition == "always":
        return True
    from manastack.rules.conditions import holds

    return holds(game, source, ability.condition)


_STATICS: PerDefinition[tuple[Static, ...]] = PerDefinition()
_HOLDS: PerDefinition[bool] = PerDefinition()
HOLDERS_KEY = -604    # the event cache's slot for ``static_holders`` (StaticKind slots are listed where made)


def statics_of(definition: CardDef) -> tuple[Static, ...]:
    """The definition's static abilities, found once."""
    known = _STATICS.get(id(definition))
    if known is None:
        known = _STATICS.put(definition, tuple(a for a in definition.abilities if isinstance(a, Static)))
    return known


def _holds_statics(definition: CardDef) -> bool:
    """Whether the definition has a static ability: a ``Static`` or a cost change (601.2f), found once."""
    known = _HOLDS.get(id(definition))
    if known is None:
        known = _HOLDS.put(definition, any(isinstance(a, (Static, CostChange)) for a in definition.abilities))
    return known


def static_holders(game: GameState) -> list[int]:
    """CR 604.1: the permanents on the battlefield with printed static abilities that work now, worked out once per
    event: not phased out (702.26b), not face down (708.2), and not having lost all abilities (613.1f). Each of
    those changes, like a permanent entering or leaving, is an event and empties the event cache, so the list is
    never stale; the hot paths visit these few instead of every permanent."""
    cache = event_cache(game)
    found = cache.get(HOLDERS_KEY)
    if found is None:
        found = cache[HOLDERS_KEY] = [oid for oid in game.battlefield if _holds_statics(printed_definition(
            o := game.objects[oid])) and not o.phased_out and not o.face_down and not lost_abilities(game, o)]
    return found  # type: ignore[return-value]


class StaticKind:
    """One kind of static ability (those ``test`` accepts: "you may cast … as though they had flash"): which of a
    definition's static abilities are of it, found once per definition, and the permanents with one that works
    now (among ``static_holders``), once per event in the event cache's slot ``key`` (a unique negative number)."""

    __slots__ = ("_key", "_of", "_test")

    def __init__(self, key: int, test: Callable[[Static], object]) -> None:
        self._key = key
        self._test = test
        self._of: PerDefinition[tuple[Static, ...]] = PerDefinition()

    def of(self, definition: CardDef) -> tuple[Static, ...]:
        """The definition's static abilities of this kind."""
        known = self._of.get(id(definition))
        if known is None:
            known = self._of.put(definition, tuple(a for a in statics_of(definition) if self._test(a)))
        return known

    def holders(self, game: GameState) -> list[int]:
        """The permanents on the battlefield with a working static ability of this kind (see ``static_holders``)."""
        cache = event_cache(game)
        found = cache.get(self._key)
        if found is None:
            found = cache[self._key] = [o for o in static_holders(game) if self.of(printed_definition(game.objects[o]))]
        return found  # type: ignore[return-value]

    def applying(self, game: GameState, player: int) -> list[tuple[int, Static]]:
        """The abilities of this kind that apply now (CR 604.1, 611.3a) of the permanents ``player`` controls, with
        their sources — the permissions they give their controller read them."""
        return [(oid, a) for oid in self.holders(game) if (source := game.objects[oid]).controller == player
                for a in self.of(printed_definition(source)) if _applies(game, a, source)]


FLASH = StaticKind(-7028, lambda a: a.flash_for is not None)    # CR 702.8a: "as though they had flash"


def as_though_flash(game: GameState, player: int, card: GameObject) -> bool:
    """CR 702.8a, 117.1a: a static ability of a permanent ``player`` controls lets them cast this spell as though it had
    flash ("you may cast noncreature spells as though they had flash")."""
    applying = FLASH.applying(game, player)
    if not applying:
        return False     # the common case, before an import (not free: legal actions ask for every card)
    from manastack.rules.filters import matches

    return any(ability.flash_for is not None and matches(game, card, ability.flash_for, player, oid)
               for oid, ability in applying)


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


def _times(game: GameState, ability: Static, source: GameObject) -> int:
    """CR 611.3a: "for each other Rat you control" — counted now, from printed characteristics (no loop, 613.8)."""
    if ability.for_each is None:
        return 1
    from manastack.rules.filters import matches

    return sum(1 for o in game.battlefield if matches(game, game.objects[o], ability.for_each, source.controller,
                                                       source.id, layered=False))


def _what_it_is(ability: Static, source: int, controller: int, timestamp: int,
                affected: tuple[int, ...]) -> list[ContinuousEffect]:
    """CR 613.6: one ability changing several characteristics makes an effect in each layer, with its timestamp:
    types (4; 205.1a: "loses all other card types" sets them, 205.1b: "in addition" adds them), colors (5),
    and "loses all other abilities" (6) before the ability it grants (its own: ``grants_ability``, 613.7)."""
    out = []
    if ability.types:
        types = tuple(t.value for t in ability.types)
        change = (("set_types", types), ("set_subtypes", ability.subtypes)) if ability.other_types == "lost" \
            else (("add_types", types), ("add_subtypes", ability.subtypes))
        out.append(ContinuousEffect(-source, source, controller, timestamp, "4", affected, change, "static"))
    if ability.colors is not None:
        out.append(ContinuousEffect(-source, source, controller, timestamp, "5", affected,
                                    (("colors", tuple(c.value for c in ability.colors)),), "static"))
    if ability.lose_abilities:
        out.append(ContinuousEffect(-source, source, controller, timestamp, "6", affected, (("lose_all", True),),
                                    "static"))
    return out


def _effects_of(ability: Static, source: int, controller: int, timestamp: int,
                affected: tuple[int, ...], times: int = 1) -> list[ContinuousEffect]:
    out = _what_it_is(ability, source, controller, timestamp, affected) \
        if ability.types or ability.colors is not None or ability.lose_abilities else []
    if ability.keywords or ability.remove_keywords:   # CR 613.1f: "has …" / "loses …"
        out.append(ContinuousEffect(-source, source, controller, timestamp, "6", affected,
                                    (("add", ability.keywords), ("remove", ability.remove_keywords)), "static"))
    if ability.control:         # CR 613.1b: control-changing effects apply in layer 2 (see rules.control)
        out.append(ContinuousEffect(-source, source, controller, timestamp, "2", affected,
                                    (("controller", controller),), "static"))
    if ability.grants_ward is not None:     # CR 613.1f, 702.21a: "other Frogs you control have ward {1}"
        out.append(ContinuousEffect(-source, source, controller, timestamp, "6", affected,
                                    (("add_ward", ability.grants_ward),), "static"))
    if ability.grants_mana:     # CR 613.1f, 605.1a: granting a mana ability is an ability-adding effect
        out.append(ContinuousEffect(-source, source, controller, timestamp, "6", affected,
                                    (("add_mana", ability.grants_mana),), "static"))
    if ability.base_toughness is not None:     # CR 613.4b: setting base toughness only, in layer 7b
        out.append(ContinuousEffect(-source, source, controller, timestamp, "7b", affected,
                                    (("toughness", ability.base_toughness),), "static"))
    if (ability.power or ability.toughness) and times:
        out.append(ContinuousEffect(-source, source, controller, timestamp, "7c", affected,
                                    (("power", ability.power * times), ("toughness", ability.toughness * times)),
                                    "static"))
    return out


def player_keywords(game: GameState, player: int) -> frozenset[str]:
    """Abilities a player has from static abilities (e.g. hexproof, CR 702.11d) and from effects."""
    words = set(game.players[player].keywords)
    for effect in game.effects:     # CR 611.2: from resolved spells (Dawn's Truce), see effects.grant_player
        if effect.layer == "player" and effect.get("player") == player:
            words.update(effect.get("add", ()))  # type: ignore[arg-type]
    for oid in game.battlefield:
        source = game.objects[oid]
        if source.controller != player or source.face_down or source.phased_out or lost_abilities(game, source):
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
        if source.controller != player or source.face_down or source.phased_out or lost_abilities(game, source):
            continue
        for ability in printed_definition(source).abilities:
            if isinstance(ability, Static) and ability.extra_lands and has_ability(source, ability):
                extra += ability.extra_lands
    return extra


def in_play(game: GameState, oid: int) -> bool:
    obj = game.objects.get(oid)
    return obj is not None and obj.zone is Zone.BATTLEFIELD and not obj.phased_out


_RULES: PerDefinition[frozenset[str]] = PerDefinition()
RULES_KEY = -615    # the event cache's key for the active rule words (LOST_KEY is -100, SOURCES_KEY -601)


def _rule_words(definition: CardDef) -> frozenset[str]:
    """The rule-changing and damage-replacing words of a definition's static abilities (worked out once)."""
    known = _RULES.get(id(definition))
    if known is None:
        known = _RULES.put(definition, frozenset(
            w for a in definition.abilities if isinstance(a, Static) for w in (a.rule, a.replacement) if w))
    return known


def rule_applies(game: GameState, rule: str, controller: int | None = None) -> bool:
    """Whether a permanent's static ability (one ``controller`` controls, if given) says so now: "players can't
    gain life" (CR 101.2: "can't" wins), "damage can't be prevented" (615.12), "if a card or token would be put
    into your graveyard from anywhere, exile it instead" (614.1a), "during your turn, you may cast instant and
    sorcery spells from your graveyard …" (601.3)."""
    active = _active_rules(game)
    if not active:
        return False
    return any(word == rule and (controller is None or who == controller) for word, who in active)


def _active_rules(game: GameState) -> frozenset[tuple[str, int]]:
    """(word, controller) of every rule-changing or damage-replacing static ability that works now (of the
    ``static_holders``: one that lost all abilities has none, 613.1f), worked out once per event (kept in the event
    cache under ``RULES_KEY``)."""
    cache = event_cache(game)
    known = cache.get(RULES_KEY)
    if known is None:
        holders = [game.objects[oid] for oid in static_holders(game)]
        known = cache[RULES_KEY] = frozenset((word, obj.controller) for obj in holders
                                             for word in _rule_words(printed_definition(obj)))
    return known  # type: ignore[return-value]


BONUSES = {"damage_plus_one": 1, "noncombat_damage_plus_two": 2}    # the damage each replacement adds


def damage_bonus(game: GameState, source: GameObject, target: int, combat: bool) -> int:
    """CR 614.1a: "if a Lizard, Mouse, Otter, or Raccoon you control would deal damage to a permanent or player,
    it deals that much damage plus 1 instead" (Valley Flamecaller); "if a source you control would deal noncombat
    damage to an opponent or a permanent an opponent controls, it deals that much damage plus 2 instead" (Artist's
    Talent, level 3: 716.2): the sum for each such ability whose filter the source fits (its controller being the
    ability's)."""
    if not any(rule_applies(game, word) for word in BONUSES):
        return 0
    bonus = 0
    for oid in game.battlefield:
        holder = game.objects[oid]
        if holder.face_down or holder.phased_out or not BONUSES.keys() & _rule_words(printed_definition(holder)):
            continue
        for ability in printed_definition(holder).abilities:
            if isinstance(ability, Static) and ability.replacement in BONUSES and has_ability(holder, ability) and \
                    _bonus_applies(game, ability, holder, source, target, combat):
                bonus += BONUSES[ability.replacement]
    return bonus


def _bonus_applies(game: GameState, ability: Static, holder: GameObject, source: GameObject, target: int,
                   combat: bool) -> bool:
    """The source fits the filter; "noncombat damage to an opponent or a permanent an opponent controls"."""
    from manastack.rules.filters import matches
    from manastack.rules.targets import target_player

    if not matches(game, source, ability.filter, holder.controller, holder.id):
        return False
    if ability.replacement != "noncombat_damage_plus_two":
        return True
    pid = target_player(target)
    victim = pid if pid is not None else game.objects[target].controller
    return not combat and victim != holder.controller
