"""Object filters: "creature an opponent controls", "nonland permanent", "tapped creature" (CR 109.2, 115.1)."""

from __future__ import annotations

from manastack.cards.parts import field_keyword_names
from manastack.cards.schema import ObjectFilter
from manastack.rules.as_enters_choice import chosen_type
from manastack.rules.characteristics import Chars, chars, definition_of
from manastack.types.enums import CardType, Zone
from manastack.types.objects import GameObject
from manastack.types.state import GameState


def matches(game: GameState, obj: GameObject, flt: ObjectFilter, you: int, source: int | None = None,
            layered: bool = True, chosen: int | None = None, x: int | None = None) -> bool:
    """Whether ``obj`` fits every condition of ``flt``, from the point of view of player ``you``.

    ``layered=False`` reads characteristics without static abilities (used while static abilities
    themselves are being evaluated, to avoid a loop; CR 613.8 dependencies are not modelled). ``x``: the value
    of X its mana value is read with (202.3e: a spell being cast with that X; by default its own, see
    :func:`mana_value`).
    """
    if obj.phased_out:
        return False          # CR 702.26b: a phased-out permanent is treated as though it doesn't exist
    c = chars(game, obj) if layered else _base_chars(game, obj)
    if flt.types and not any(t in c.types for t in flt.types):
        return False
    if flt.all_types and not all(t in c.types for t in flt.all_types):
        return False
    if flt.not_types and any(t in c.types for t in flt.not_types):
        return False
    if flt.subtypes and not any(s in c.subtypes for s in flt.subtypes):
        return False
    if flt.all_subtypes and not all(s in c.subtypes for s in flt.all_subtypes):
        return False
    if flt.supertypes and not any(s in c.supertypes for s in flt.supertypes):
        return False
    if flt.not_supertypes and any(s in c.supertypes for s in flt.not_supertypes):
        return False
    if flt.not_colors and any(col in c.colors for col in flt.not_colors):
        return False
    if flt.colorless is not None and (not c.colors) != flt.colorless:
        return False          # CR 105.2c: an object with no color is colorless
    return _status_matches(game, obj, flt, you, source, c, chosen, x)


def _status_matches(game: GameState, obj: GameObject, flt: ObjectFilter, you: int, source: int | None,
                    c: Chars, chosen: int | None, x: int | None) -> bool:
    if flt.controller == "you" and obj.controller != you:
        return False
    if flt.controller == "opponent" and obj.controller == you:
        return False
    if flt.controller == "chosen" and obj.controller != chosen:
        return False
    if flt.tapped is not None and obj.tapped != flt.tapped:
        return False
    if flt.token is not None and obj.token != flt.token:
        return False
    if flt.with_counter is not None and not obj.counters.get(flt.with_counter):
        return False
    if flt.with_counters is not None and any(obj.counters.values()) != flt.with_counters:
        return False
    if flt.face_down is not None and obj.face_down != flt.face_down:
        return False
    if flt.another and obj.id == source:
        return False
    if flt.max_mana_value is not None and mana_value(obj, c, x) > flt.max_mana_value:
        return False
    if flt.min_mana_value is not None and mana_value(obj, c, x) < flt.min_mana_value:
        return False
    if flt.of_chosen_type and chosen_type(game, source) not in c.subtypes:
        return False          # CR 614.12: the creature type the source chose as it entered
    if flt.x_in_cost is not None and bool(c.definition.cost and c.definition.cost.x_count) != flt.x_in_cost:
        return False
    if flt.even_mana_value is not None and (mana_value(obj, c, x) % 2 == 0) != flt.even_mana_value:
        return False
    if flt.keyword is not None and not _has_printed_keyword(c, flt.keyword):
        return False
    if flt.not_keyword is not None and _has_printed_keyword(c, flt.not_keyword):
        return False
    if flt.entered_this_turn is not None and \
            (obj.entered_turn == game.turn_number and obj.zone is Zone.BATTLEFIELD) != flt.entered_this_turn:
        return False
    if flt.lesser_mana_value and not _less_than_trigger(game, obj, c, source):
        return False
    if flt.mana_value_counters is not None and \
            c.definition.mana_value != _counters_on_source(game, source, flt.mana_value_counters):
        return False
    if flt.dealt_damage_this_turn is not None and (obj.id in game.damaged) != flt.dealt_damage_this_turn:
        return False
    if (flt.min_power is not None or flt.min_toughness is not None or flt.max_power is not None) \
            and not _big_enough(c, flt):
        return False
    if flt.toughness_over_power is not None and \
            ((c.toughness or 0) > (c.power or 0) and c.toughness is not None) != flt.toughness_over_power:
        return False       # CR 208.1: as they are now (an "enters" trigger: as it enters, with counters)
    if flt.any_of and not any(matches(game, obj, alt, you, source, chosen=chosen, x=x) for alt in flt.any_of):
        return False
    if flt.equipped is not None and _equipped(game, obj) != flt.equipped:
        return False
    if flt.attacking is not None:
        attacking = game.combat is not None and obj.id in game.combat.attackers
        if attacking != flt.attacking:
            return False
    if flt.blocking is not None:
        blocking = game.combat is not None and obj.id in game.combat.blockers
        if blocking != flt.blocking:
            return False
    if flt.in_combat is not None:      # CR 506.4: attacking or blocking
        combat = game.combat
        if (combat is not None and (obj.id in combat.attackers or obj.id in combat.blockers)) != flt.in_combat:
            return False
    return True


def mana_value(obj: GameObject, c: Chars, x: int | None = None) -> int:
    """CR 202.3: the mana value; 202.3e: on the stack X is the value chosen (``x``: the value being considered
    while it is cast), 0 elsewhere; 708.2: a face-down object has none (its characteristics have no cost)."""
    cost = c.definition.cost
    if cost is None:
        return 0
    if x is None:
        x = obj.x if obj.zone is Zone.STACK else 0
    return cost.mana_value + x * cost.x_count


def _less_than_trigger(game: GameState, obj: GameObject, c: Chars, source: int | None) -> bool:
    """CR 608.2h: "another target creature card with lesser mana value" — less than the creature whose dying
    triggered the ability (``source`` is the ability), as it last existed; never that card itself (603.10a).
    For an enters trigger ("return target creature you control with lesser mana value"), less than the
    creature that entered, as it is now (or last existed)."""
    from manastack.rules.zones import last_known

    ability = game.objects.get(source) if source is not None else None
    facts = ability.trigger_event if ability is not None and ability.is_ability else {}
    old, card = facts.get("old"), facts.get("object")
    if facts.get("to") is Zone.BATTLEFIELD:
        than = last_known(game, card) if isinstance(card, int) else None
    else:
        than = game.lki.get(old) if isinstance(old, int) else None
    if than is None or obj.id == card:
        return False
    return c.definition.mana_value < definition_of(than).mana_value


def _equipped(game: GameState, obj: GameObject) -> bool:
    """CR 301.5a: a creature is equipped if an Equipment is attached to it (whoever controls the Equipment). Read
    from the Equipment's definition: static abilities ask this while the layers are being worked out."""
    return any(game.objects[o].attached_to == obj.id and "Equipment" in definition_of(game.objects[o]).subtypes
               for o in game.battlefield)


def _counters_on_source(game: GameState, source: int | None, kind: str) -> int:
    """CR 122.1, 608.2h: the number of ``kind`` counters on the source of the ability ``source`` (Wishing Well's
    coin counters), as it is now or as it last existed."""
    ability = game.objects.get(source) if source is not None else None
    oid = ability.source if ability is not None and ability.is_ability else source
    found = (game.objects.get(oid) or game.lki.get(oid)) if oid is not None else None
    return found.counters.get(kind, 0) if found is not None else 0


def _big_enough(c: Chars, flt: ObjectFilter) -> bool:
    """CR 208.1: power and toughness as they are now (an object without them has neither)."""
    if flt.min_power is not None and (c.power is None or c.power < flt.min_power):
        return False
    if flt.max_power is not None and (c.power is None or c.power > flt.max_power):
        return False
    return flt.min_toughness is None or (c.toughness is not None and c.toughness >= flt.min_toughness)


def _has_printed_keyword(c: Chars, keyword: str) -> bool:
    field = field_keyword_names().get(keyword)
    if field is not None:
        return c.definition.keyword(field) is not None    # a keyword written as its own field (awaken)
    return keyword in c.keywords


def _base_chars(game: GameState, obj: GameObject) -> Chars:
    """The types static abilities see while finding what they apply to: printed, changed by resolved effects,
    and replaced by an Aura's "is a … and loses all other card types" (613.8a: applied first, ``retyped``)."""
    from manastack.rules.statics import retyped

    c = Chars(definition_of(obj))
    for effect in game.effects:
        if obj.id in effect.affected and effect.layer == "4":
            c.types = c.types | frozenset(CardType(t) for t in effect.get("add_types", ()))  # type: ignore
    ability = retyped(game).get(obj.id) if obj.zone is Zone.BATTLEFIELD else None
    if ability is not None:
        c.types, c.subtypes = frozenset(ability.types), frozenset(ability.subtypes)
    return c


def is_permanent_card(game: GameState, obj: GameObject) -> bool:
    """CR 110.4a: a permanent card is an artifact, creature, enchantment, land, planeswalker or battle card."""
    return chars(game, obj).types.isdisjoint({CardType.INSTANT, CardType.SORCERY})
