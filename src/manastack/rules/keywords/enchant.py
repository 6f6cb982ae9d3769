"""Enchant and Aura spells (CR 702.5, 303.4).

702.5a, 303.4a: an Aura spell requires a target, defined by its enchant ability (a definition's ``aura:``
filter); it is chosen as the spell is cast (601.2c). 608.3: on resolution the target is checked again; if
it is illegal the spell doesn't resolve (608.2b), otherwise the Aura enters attached to it (303.4b).
704.5m: an Aura attached to an illegal object or to nothing goes to its owner's graveyard.
Not modelled: an Aura put onto the battlefield other than by resolving (303.4f: its controller chooses
what it enchants) — it enters unattached and the state-based action puts it into the graveyard.
"""

from __future__ import annotations

from manastack.cards.keywords import CardKeyword
from manastack.cards.memo import PerDefinition
from manastack.cards.phrases import describe_filter
from manastack.cards.schema import Body, CardDef, ObjectFilter, TargetSpec
from manastack.rules.keywords.base import Keyword
from manastack.types.objects import GameObject
from manastack.types.state import GameState

ENCHANT = "enchant"
FIELD = "aura"
_BODIES: PerDefinition[Body] = PerDefinition()


def enchant_filter(definition: CardDef) -> ObjectFilter | None:
    """CR 702.5a: what the Aura can enchant (its ``aura:`` field), or None if it has no enchant ability."""
    value = definition.keyword(FIELD)
    return value if isinstance(value, ObjectFilter) else None


def aura_spell_body(definition: CardDef, enchant: ObjectFilter, body: Body) -> Body:
    """CR 303.4a: the target an Aura spell asks for, named ``enchant`` (an Aura with spell text of its own
    keeps it)."""
    if definition.spell is not None or definition.modes:
        return body
    found = _BODIES.get(id(definition))
    if found is None:
        found = _BODIES.put(definition, Body(targets=(TargetSpec(name=ENCHANT, filter=enchant),)))
    return found


def enchant_target(spell: GameObject) -> int | None:
    """The object an Aura spell targets (read before it leaves the stack)."""
    from manastack.rules.abilities import printed

    if enchant_filter(printed(spell)) is None or spell.face_down or not spell.targets or not spell.targets[0]:
        return None
    return spell.targets[0][0]


def enter_attached(game: GameState, aura: GameObject, target: int | None) -> None:
    """CR 303.4b, 608.3: the resolved Aura spell is on the battlefield attached to the object it targeted."""
    from manastack.rules.effects.attach import attach

    if target is not None and target in game.objects:
        attach(game, aura.id, target, rule="303.4b")


def illegal_attachment(game: GameState, aura: GameObject) -> bool:
    """CR 704.5m, 303.4d: attached to nothing, to an object that's gone, or to one it can't enchant."""
    from manastack.rules.effects.attach import can_attach

    host = game.objects.get(aura.attached_to) if aura.attached_to is not None else None
    if host is None or host.zone.value != "battlefield":
        return True
    return not can_attach(game, aura, host)


KEYWORD = Keyword(
    CardKeyword(name="enchant", rule="702.5", field=FIELD, annotation=ObjectFilter,
                text=lambda enchant: f"Enchant {describe_filter(enchant)}", before=True),
    spell_body=aura_spell_body,
)
