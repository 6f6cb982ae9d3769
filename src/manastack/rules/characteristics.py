"""Characteristics through the layer system (CR 613), cached until the next event.

An object's characteristics start from its definition (or what it copies, layer 1, or the
face-down 2/2 of CR 708.2), then continuous effects apply layer by layer in timestamp order:
type (4), color (5), abilities (6), power/toughness (7a–7d).
"""

from __future__ import annotations

from manastack.cards.face_down import face_down_definition
from manastack.cards.memo import PerDefinition
from manastack.cards.schema import CardDef
from manastack.types.creature_types import CREATURE_TYPES
from manastack.types.enums import CardType, Color, Zone
from manastack.types.objects import GameObject
from manastack.types.records import ContinuousEffect
from manastack.types.state import GameState


class Chars:
    """The current characteristics of one object."""

    __slots__ = ("colors", "definition", "granted", "granted_mana", "granted_ward", "keywords", "name", "power",
                 "subtypes", "supertypes", "toughness", "types")

    def __init__(self, definition: CardDef) -> None:
        base = _PRINTED.get(id(definition))
        if base is None:
            base = _PRINTED.put(definition, (frozenset(definition.types), _subtypes(definition),
                                             frozenset(definition.supertypes), definition.color_set,
                                             frozenset(definition.keywords)))
        self.definition = definition
        self.name = definition.name
        self.types, self.subtypes, self.supertypes, self.colors, self.keywords = base
        self.power = definition.power
        self.toughness = definition.toughness
        self.granted_mana: tuple = ()    # mana abilities granted by effects (layer 6), after the printed ones
        self.granted: tuple[tuple[str, int], ...] = ()   # activated abilities granted (613.1f): (card, index)
        self.granted_ward: tuple = ()    # ward costs granted by effects (layer 6, CR 702.21a): "have ward {1}"

    @property
    def is_creature(self) -> bool:
        return CardType.CREATURE in self.types

    @property
    def is_land(self) -> bool:
        return CardType.LAND in self.types


_PRINTED: PerDefinition[tuple] = PerDefinition()   # printed characteristics as sets, made once per definition


def _subtypes(definition: CardDef) -> frozenset[str]:
    """The printed subtypes, and every creature type if a characteristic-defining ability says so (changeling,
    CR 702.73a, 604.3: in every zone, before any effect applies)."""
    from manastack.rules.keywords.registry import every_creature_type  # keywords read characteristics too

    printed = frozenset(definition.subtypes)
    return printed | CREATURE_TYPES if every_creature_type(definition) else printed
def printed_definition(obj: GameObject) -> CardDef:
    """The definition an object uses: its card, or what it copies — a copy of a face-down permanent copies the
    face-down values (CR 707.2, 708.2a: its ``copy_of`` is ``face_down_definition()``). Face-down objects
    themselves have no abilities, checked where used."""
    return obj.copy_of or obj.definition


def definition_of(obj: GameObject) -> CardDef:
    """CR 708.2, 707.2: what the object is printed as: face-down 2/2, a copy's original (with the copy effect's
    exceptions, 707.9b), or its card."""
    if obj.face_down:
        return face_down_definition()
    if obj.chosen and "copy_except" in obj.chosen:
        from manastack.rules.copiable import with_exceptions

        return with_exceptions(printed_definition(obj), obj.chosen["copy_except"])  # type: ignore[arg-type]
    return printed_definition(obj)


LOST_KEY = -100    # the event cache's key for the objects that lost all abilities


def lost_abilities(game: GameState, obj: GameObject) -> bool:
    """CR 613.1f: a resolved spell or ability, or a static ability, made the object lose all abilities — its
    printed triggered, activated, static and mana abilities are gone too (its keywords are removed in layer 6;
    abilities granted by the same or later effects stay, 613.7). Worked out once per event."""
    lost = game.cache.get(LOST_KEY) if game.cache_seq == game.event_seq else None    # (a hot path: inlined)
    if lost is None:
        from manastack.rules.statics import losing_abilities

        cache = event_cache(game)
        lost = frozenset(o for e in game.effects if e.layer == "6" and e.get("lose_all") for o in e.affected)
        lost = cache[LOST_KEY] = lost | losing_abilities(game, lost)    # and those of static abilities (604.1)
    return bool(lost) and obj.id in lost  # type: ignore[operator]


def remember_leaving(game: GameState, oid: int) -> None:
    """CR 603.10a, 608.2h: keep the characteristics of a permanent as it leaves the battlefield (the effects of
    static abilities included: a creature Ygra makes a Food dies as a Food). Permanents leaving at the same time
    (``game.batch``) are all remembered as they were before the first of them left (``forget_staying`` drops
    those that stayed)."""
    if game.batch:
        return          # remembered when the first of them left
    for other in (oid,) if game.batch is None else game.battlefield:
        c = chars(game, game.objects[other])
        game.lki_chars[other] = (tuple(sorted(c.types)), tuple(sorted(c.subtypes)), tuple(sorted(c.supertypes)),
                                 tuple(sorted(c.colors)), tuple(sorted(c.keywords)), c.power, c.toughness, c.granted)


def forget_staying(game: GameState) -> None:
    """After a simultaneous move: only the permanents that left are remembered (``remember_leaving``)."""
    for oid in [o for o in game.lki_chars if o in game.objects]:
        del game.lki_chars[oid]


def _as_it_was(obj: GameObject, last: tuple) -> Chars:  # type: ignore[type-arg]
    result = Chars(definition_of(obj))
    types, subtypes, supertypes, colors, keywords, result.power, result.toughness, result.granted = last
    result.types, result.subtypes, result.supertypes = frozenset(types), frozenset(subtypes), frozenset(supertypes)
    result.colors, result.keywords = frozenset(colors), frozenset(keywords)
    return result


LASTING_KEY = -99    # the event cache's slot for ``lasting_cache``, kept when the rest is emptied


def event_cache(game: GameState) -> dict[int, object]:
    """A cache valid until the next event (every change is an event): characteristics by object id, and
    under negative keys other per-event facts (active effects, mana sources)."""
    if game.cache_seq != game.event_seq:
        lasting = game.cache.get(LASTING_KEY)
        game.cache.clear()
        if lasting is not None:
            game.cache[LASTING_KEY] = lasting
        game.cache_seq = game.event_seq
    return game.cache


def lasting_cache(game: GameState) -> dict[int, object]:
    """Facts kept from one event to the next, each stored with what it was worked out from and used only while that
    is unchanged (``graveyard_cards``). A clone or a loaded game starts without them, like the event cache."""
    cache = event_cache(game)
    lasting = cache.get(LASTING_KEY)
    if lasting is None:
        lasting = cache[LASTING_KEY] = {}
    return lasting  # type: ignore[return-value]


def chars(game: GameState, obj: GameObject) -> Chars:
    """CR 613.1: the object's characteristics after every continuous effect, cached per event."""
    cached = event_cache(game).get(obj.id)
    if cached is not None and cached[0] is obj:  # type: ignore[index]
        return cached[1]  # type: ignore[index]
    if obj.id not in game.objects and obj.id in game.lki_chars and obj.zone is Zone.BATTLEFIELD:
        result = _as_it_was(obj, game.lki_chars[obj.id])   # CR 603.10a, 608.2h: a permanent that left, as it was
        game.cache[obj.id] = (obj, result)
        return result
    result = Chars(definition_of(obj))
    if result.definition.pt_equal_to is not None:
        result.power = result.toughness = _defined_pt(game, obj, result.definition.pt_equal_to)
    if obj.zone is Zone.BATTLEFIELD:
        _apply_layers(game, obj, result)
    elif result.power is None and result.is_creature:
        _defined_power(game, obj, result)
    game.cache[obj.id] = (obj, result)
    return result


def _defined_pt(game: GameState, obj: GameObject, what: str) -> int:
    """CR 604.3, 613.4a: a characteristic-defining ability ("power and toughness are each equal to the number of
    lands you control") works in every zone and applies in layer 7a, before other P/T effects. The object itself
    isn't counted through its own characteristics (it would depend on itself)."""
    kind = PT_COUNTED[what]
    others = sum(1 for oid in game.battlefield if oid != obj.id and game.objects[oid].controller == obj.controller
                 and not game.objects[oid].phased_out and _counted(_type_line(game, game.objects[oid]), kind))
    return others + (1 if obj.zone is Zone.BATTLEFIELD and _counted(definition_of(obj), kind) else 0)


def _type_line(game: GameState, obj: GameObject) -> Chars:
    """CR 613.1d: an object's types are settled in layer 4, before any power and toughness (layer 7). Counting
    creatures for a P/T-defining ability reads only that far, so two such creatures don't each wait for the
    other's power."""
    cached = event_cache(game).get(obj.id)
    if cached is not None and cached[0] is obj:  # type: ignore[index]
        return cached[1]  # type: ignore[index]
    result = Chars(definition_of(obj))
    types = sorted((e for e in active_effects(game) if e.layer == "4" and obj.id in e.affected), key=_layer_order)
    for effect in types:
        _change_types(effect, result)
    return result


PT_COUNTED: dict[str, CardType | str] = {"lands": CardType.LAND, "creatures": CardType.CREATURE, "Islands": "Island"}


def _counted(c: Chars | CardDef, kind: CardType | str) -> bool:
    """A card type, or a subtype (an Island: after type-changing effects, such as a flood counter's)."""
    return kind in c.types if isinstance(kind, CardType) else kind in c.subtypes


def _defined_power(game: GameState, obj: GameObject, result: Chars) -> None:
    """CR 604.3: a characteristic-defining ability sets the power of a creature card in any zone (the "*" of a
    card like Vile Aggregate); on the battlefield it is a layer 7a effect (``statics``)."""
    from manastack.rules.characteristic_defining import defined_power, power_filter

    counted = power_filter(result.definition)
    if counted is not None:
        result.power = defined_power(game, obj, counted)


# CR 122.1b: a keyword counter gives its permanent that keyword
KEYWORD_COUNTERS = {"flying": "Flying", "indestructible": "Indestructible"}


def _apply_layers(game: GameState, obj: GameObject, result: Chars) -> None:
    if obj.counters and any(kind in KEYWORD_COUNTERS for kind in obj.counters):   # CR 122.1b, 613.1f (layer 6)
        result.keywords = result.keywords | {KEYWORD_COUNTERS[k] for k in obj.counters if k in KEYWORD_COUNTERS}
    effects = [e for e in active_effects(game) if obj.id in e.affected and e.layer in LAYER_RANK]
    if effects:
        effects.sort(key=_layer_order)
        for effect in effects:
            LAYER_APPLIERS[effect.layer](effect, result)
    plus = obj.counters.get("+1/+1", 0) - obj.counters.get("-1/-1", 0) if obj.counters else 0
    if plus and result.power is not None and result.toughness is not None:
        result.power += plus           # CR 613.4c: counters apply in layer 7c
        result.toughness += plus
    for effect in effects:
        if effect.layer == "7d":
            result.power, result.toughness = result.toughness, result.power


LAYER_RANK = {"4": 4, "5": 5, "6": 6, "7a": 7.1, "7b": 7.2, "7c": 7.3, "7d": 7.4}


def _layer_order(effect: ContinuousEffect) -> tuple[float, int]:
    """CR 613.7: within a layer, effects apply in timestamp order."""
    return (LAYER_RANK[effect.layer], effect.timestamp)


def active_effects(game: GameState) -> list[ContinuousEffect]:
    """Continuous effects from resolved spells and abilities plus those of static abilities (CR 611.3),
    computed once per event (kept in the characteristics cache under the key -1)."""
    cache = event_cache(game)
    cached = cache.get(-1)
    if cached is None:
        from manastack.rules.statics import static_effects  # (here: an import costs as much as a cache hit)

        cached = game.effects + static_effects(game)
        cache[-1] = cached
    return cached  # type: ignore[return-value]


def _change_types(effect: ContinuousEffect, c: Chars) -> None:
    replaced = effect.get("set_types")
    if replaced is not None:    # CR 205.1a: the new card types replace the old; 205.3d: their subtypes go too
        c.types = frozenset(CardType(t) for t in replaced)  # type: ignore[attr-defined]
        c.subtypes = frozenset(effect.words("set_subtypes"))
        return
    c.types = c.types | frozenset(CardType(t) for t in effect.words("add_types"))
    c.subtypes = c.subtypes | frozenset(effect.words("add_subtypes"))


def _set_colors(effect: ContinuousEffect, c: Chars) -> None:
    c.colors = frozenset(Color(x) for x in effect.words("colors"))


def _change_abilities(effect: ContinuousEffect, c: Chars) -> None:
    if effect.get("lose_all"):   # CR 613.1f: "loses all abilities" — what it had until now (613.7: timestamps)
        c.keywords, c.granted_mana, c.granted, c.granted_ward = frozenset(), (), (), ()
    c.keywords = (c.keywords | frozenset(effect.words("add"))) - frozenset(effect.words("remove"))
    granted = effect.get("add_mana")
    if granted:
        c.granted_mana = (*c.granted_mana, *granted)  # type: ignore[misc]
    ability = effect.get("add_ability")      # CR 613.1f: (the granting card's name, the ability's index there)
    if ability:
        c.granted = (*c.granted, tuple(ability))  # type: ignore[arg-type]
    ward = effect.get("add_ward")
    if ward is not None:
        c.granted_ward = (*c.granted_ward, ward)


def _define_power(effect: ContinuousEffect, c: Chars) -> None:
    """CR 613.4a: a characteristic-defining ability's power, before 7b–7d."""
    c.power = effect.number("power")


def _set_base_pt(effect: ContinuousEffect, c: Chars) -> None:
    """CR 613.4b: set base power and toughness, or only one of them ("have base toughness 1")."""
    power, toughness = effect.get("power"), effect.get("toughness")
    if isinstance(power, int):
        c.power = power
    if isinstance(toughness, int):
        c.toughness = toughness


def _modify_pt(effect: ContinuousEffect, c: Chars) -> None:
    if c.power is not None and c.toughness is not None:
        c.power += effect.number("power")
        c.toughness += effect.number("toughness")


def _switch_pt(effect: ContinuousEffect, c: Chars) -> None:
    """CR 613.4d: switching happens after counters; done in ``_apply_layers``."""


LAYER_APPLIERS = {
    "4": _change_types, "5": _set_colors, "6": _change_abilities, "7a": _define_power, "7b": _set_base_pt,
    "7c": _modify_pt, "7d": _switch_pt,
}


def has_keyword(game: GameState, obj: GameObject, keyword: str) -> bool:
    return keyword in chars(game, obj).keywords


def power(game: GameState, obj: GameObject) -> int:
    return chars(game, obj).power or 0


def toughness(game: GameState, obj: GameObject) -> int:
    return chars(game, obj).toughness or 0


def is_creature(game: GameState, obj: GameObject) -> bool:
    return chars(game, obj).is_creature


def object_name(obj: GameObject) -> str:
    """The object's name (CR 201.2): a copy is named what it copies (707.2); where it has no name — face down, or
    a copy of a face-down permanent (708.2a) — the name of its card identifies it. No continuous effect changes a
    name, so layer 1 decides it."""
    copy = obj.copy_of
    if copy is None or obj.face_down or copy is face_down_definition():
        return obj.card
    return copy.name


def name_of(game: GameState, obj: GameObject) -> str:
    """The name shown in the trace: a copy's copied name; face-down permanents have none (CR 708.2a)."""
    return "a face-down creature" if obj.face_down else object_name(obj)
