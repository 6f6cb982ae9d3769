"""Reading a definition's abilities, printed and keyword-made (CR 113, 702.174b, 702.113a)."""

from __future__ import annotations

from manastack.cards.memo import PerDefinition
from manastack.cards.schema import Activated, Body, CardDef, Triggered
from manastack.rules.characteristics import printed_definition
from manastack.types.objects import GameObject
from manastack.types.state import GameState

EMPTY = Body()


printed = printed_definition   # the definition an object uses for its abilities (a hot path: no extra call)


def ability_at(definition: CardDef, index: int) -> object:
    """Ability number ``index`` in printed order; past the printed ones, the keyword-made ones."""
    if index < len(definition.abilities):
        return definition.abilities[index]
    return keyword_triggers(definition)[index - len(definition.abilities)]


_KEYWORD_MADE: PerDefinition[list[Triggered | Activated]] = PerDefinition()


def keyword_triggers(definition: CardDef) -> list[Triggered | Activated]:
    """Abilities that keywords stand for, numbered after the printed ones: gift on a permanent (CR 702.174b),
    prowess (702.108a), exalted (702.83a) — triggered — and equip (702.6a), activated. Made once per card."""
    known = _KEYWORD_MADE.get(id(definition))
    return known if known is not None else _KEYWORD_MADE.put(definition, _make_keyword_abilities(definition))


def _make_keyword_abilities(definition: CardDef) -> list[Triggered | Activated]:
    from manastack.rules.keywords.gift import gift_trigger
    from manastack.rules.keywords.prowess import prowess_trigger

    found: list[Triggered | Activated] = []
    if definition.gift and not definition.spell and not definition.modes:
        found.append(gift_trigger(definition))
    if "Prowess" in definition.keywords:
        found.append(prowess_trigger())
    if "Exalted" in definition.keywords:
        from manastack.rules.keywords.exalted import EXALTED

        found.append(EXALTED)
    if definition.equip is not None:
        from manastack.rules.keywords.equip import equip_ability

        found.append(equip_ability(definition))
    if definition.embalm is not None:
        from manastack.rules.keywords.embalm import embalm_ability

        found.append(embalm_ability(definition))
    return found


def all_abilities(definition: CardDef) -> list[object]:
    """Every ability in index order: the printed ones, then the keyword-made ones (see ``ability_at``)."""
    return [*definition.abilities, *keyword_triggers(definition)]


_TRIGGERED: PerDefinition[list[tuple[int, Triggered]]] = PerDefinition()


def triggered_abilities(definition: CardDef) -> list[tuple[int, Triggered]]:
    """Every triggered ability that triggers on its own, with its index (printed first, then keyword-made),
    worked out once. Delayed (603.7) and reflexive (603.12) ones are made by instructions instead."""
    known = _TRIGGERED.get(id(definition))
    if known is not None:
        return known
    found = [(i, a) for i, a in enumerate(definition.abilities) if isinstance(a, Triggered) and not a.linked]
    base = len(definition.abilities)
    found += [(base + i, t) for i, t in enumerate(keyword_triggers(definition)) if isinstance(t, Triggered)]
    return _TRIGGERED.put(definition, found)


def body_of(game: GameState, obj: GameObject) -> Body:
    """What a stack object does when it resolves: a spell's text (mode, awaken) or its ability's."""
    definition = printed(obj)
    if obj.face_down:
        return EMPTY      # CR 708.2: a face-down spell or permanent has no text
    if obj.is_ability:
        ability = ability_at(definition, obj.ability_index)
        return ability if isinstance(ability, Body) else EMPTY
    body = spell_body(definition, obj.modes)
    if definition.awaken is not None:
        from manastack.rules.keywords.awaken import with_awaken

        body = with_awaken(definition, body)
    return body


def spell_body(definition: CardDef, modes: tuple[int, ...]) -> Body:
    """CR 700.2: a modal spell does what its chosen modes say, in printed order."""
    if definition.modes:
        chosen = [definition.modes[m] for m in sorted(modes)]
        return Body(targets=tuple(t for m in chosen for t in m.targets),
                    effects=tuple(e for m in chosen for e in m.effects))
    if definition.aura is not None and definition.spell is None:
        from manastack.rules.keywords.enchant import aura_spell_body

        return aura_spell_body(definition)    # CR 303.4a: an Aura spell targets what it will enchant
    return definition.spell or EMPTY
