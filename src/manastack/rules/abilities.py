"""Reading a definition's abilities, printed and keyword-made (CR 113, 702.174b, 702.113a)."""

from __future__ import annotations

from manastack.cards.memo import PerDefinition
from manastack.cards.schema import Activated, Body, CardDef, Mode, Triggered
from manastack.rules.characteristics import printed_definition
from manastack.rules.keywords.registry import CACHES, KEYWORDS, keywords_of
from manastack.types.objects import GameObject
from manastack.types.state import GameState

EMPTY = Body()


printed = printed_definition   # the definition an object uses for its abilities (a hot path: no extra call)


GRANTED_BASE = 2000   # abilities of keywords granted to a spell are numbered from here (see ``granted_index``)
GRANTED_ACTIVATED = 3000   # activated abilities an effect grants a permanent (613.1f), in ``Chars.granted`` order


def ability_at(definition: CardDef, index: int) -> object:
    """Ability number ``index`` in printed order; past the printed ones, the keyword-made ones; from
    ``GRANTED_BASE``, those of a keyword an effect grants (storm, 702.40a)."""
    if index < len(definition.abilities):
        return definition.abilities[index]
    if index >= GRANTED_BASE:
        keyword = KEYWORDS[(index - GRANTED_BASE) // 10]
        assert keyword.abilities is not None
        return keyword.abilities(definition, True)[(index - GRANTED_BASE) % 10]
    return keyword_triggers(definition)[index - len(definition.abilities)]


def granted_abilities(game: GameState, obj: GameObject) -> list[tuple[int, CardDef, int]]:
    """CR 613.1f: the activated abilities effects grant ``obj`` now: (its action number, the granting card's
    definition, the ability's index there)."""
    from manastack.rules.characteristics import chars

    found = []
    for j, (name, index) in enumerate(chars(game, obj).granted):
        definition = game.cards.find(name)
        found.append((GRANTED_ACTIVATED + j, definition, index))
    return found


def granted_index(keyword_position: int, ability: int) -> int:
    """The number of a granted keyword's ability: its keyword's place in the registry, then its own place."""
    return GRANTED_BASE + 10 * keyword_position + ability


_KEYWORD_MADE: PerDefinition[list[Triggered | Activated]] = PerDefinition()


def keyword_triggers(definition: CardDef) -> list[Triggered | Activated]:
    """Abilities that keywords stand for, numbered after the printed ones in registry order (gift on a permanent,
    CR 702.174b; prowess, 702.108a; equip, 702.6a …). Made once per card."""
    known = _KEYWORD_MADE.get(id(definition))
    return known if known is not None else _KEYWORD_MADE.put(definition, _make_keyword_abilities(definition))


def _make_keyword_abilities(definition: CardDef) -> list[Triggered | Activated]:
    found: list[Triggered | Activated] = []
    for keyword, value in keywords_of(definition):
        if keyword.abilities is not None:
            found += keyword.abilities(definition, value)
    return found


def all_abilities(definition: CardDef) -> list[object]:
    """Every ability in index order: the printed ones, then the keyword-made ones (see ``ability_at``)."""
    return [*definition.abilities, *keyword_triggers(definition)]


_TRIGGERED: PerDefinition[list[tuple[int, Triggered]]] = PerDefinition()
_FROM_GRAVEYARD: PerDefinition[bool] = PerDefinition()
_ACTIVATED: PerDefinition[bool] = PerDefinition()
CACHES += [_KEYWORD_MADE, _TRIGGERED, _FROM_GRAVEYARD, _ACTIVATED]


def has_activated(definition: CardDef) -> bool:
    """Whether the definition has an activated ability of its own, printed or keyword-made (worked out once: most
    cards have none, and legal actions ask for every permanent and every card in a graveyard)."""
    known = _ACTIVATED.get(id(definition))
    if known is None:
        known = _ACTIVATED.put(definition, any(isinstance(a, Activated) for a in all_abilities(definition)))
    return known


def works_from_graveyard(definition: CardDef) -> bool:
    """CR 113.6: whether the card has a triggered ability that works while it's in a graveyard (worked out once)."""
    known = _FROM_GRAVEYARD.get(id(definition))
    if known is None:
        known = _FROM_GRAVEYARD.put(definition, any(a.from_zone == "graveyard" for _, a in
                                                    triggered_abilities(definition)))
    return known


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
    """What a stack object does when it resolves: a spell's text (modes, keywords) or its ability's."""
    definition = printed(obj)
    if obj.face_down:
        return EMPTY      # CR 708.2: a face-down spell or permanent has no text
    if obj.is_ability:
        ability = ability_at(definition, obj.ability_index)
        if isinstance(ability, Triggered) and ability.modes:     # CR 700.2b: what its chosen mode says
            return ability.modes[obj.modes[0]] if obj.modes else EMPTY
        return ability if isinstance(ability, Body) else EMPTY
    return spell_body(definition, obj.modes)


def spell_body(definition: CardDef, modes: tuple[int, ...]) -> Body:
    """CR 700.2: a modal spell does what its chosen modes say, in printed order; then what its keywords add
    (an Aura spell's target, 303.4a; the awaken target and land, 702.113a)."""
    if definition.pawprints:
        from manastack.rules.pawprints import body as pawprint_body

        body = pawprint_body(definition, modes)    # CR 700.2d: a mode chosen twice, with its own targets
    else:
        body = _modes_body(definition.modes, modes) if definition.modes else definition.spell or EMPTY
    for keyword, value in keywords_of(definition):
        if keyword.spell_body is not None:
            body = keyword.spell_body(definition, value, body)
    return body


def _modes_body(modes: tuple[Mode, ...], chosen: tuple[int, ...]) -> Body:
    """CR 700.2: the chosen modes' targets and instructions, in printed order."""
    picked = [modes[m] for m in sorted(chosen)]
    return Body(targets=tuple(t for m in picked for t in m.targets),
                effects=tuple(e for m in picked for e in m.effects))
