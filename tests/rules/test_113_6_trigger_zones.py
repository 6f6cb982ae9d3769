"""CR 113.6j–k: a triggered ability that can't trigger from the battlefield triggers from the zone it names —
Akoum Firebird's landfall ("return it from your graveyard") from the graveyard only; "when you cast this
spell" from the stack."""

from __future__ import annotations

import pytest

from helpers import ANA, cast, named, play_land, pool_with, position, resolve
from manastack.cards.loader import CardFileError
from manastack.types.enums import Zone

CAST_TRIGGER = """
Herald Spawn:
  cost: "{1}"
  types: [Creature]
  subtypes: [Eldrazi]
  power: 1
  toughness: 1
  abilities:
    - {kind: triggered, from_zone: stack, when: {event: cast}, effects: [{do: gain_life, amount: 3}]}
"""


def test_113_6k_the_firebird_triggers_from_the_graveyard():
    """113.6k: Akoum Firebird in Ana's graveyard: a land entering triggers it; paying returns it."""
    game = position(battlefield=(["Mountain"] * 6, []), hand=(["Mountain"], []), graveyard=(["Akoum Firebird"], []))
    play_land(game, "Mountain")
    assert len(game.state.stack) == 1
    resolve(game, "yes")
    assert game.state.objects[named(game, "Akoum Firebird")].zone is Zone.BATTLEFIELD


def test_113_6k_not_from_the_battlefield():
    """113.6k: Akoum Firebird on the battlefield: its landfall doesn't trigger."""
    game = position(battlefield=(["Akoum Firebird"], []), hand=(["Mountain"], []))
    play_land(game, "Mountain")
    assert not game.state.stack


def test_113_6j_when_you_cast_this_spell_triggers_from_the_stack():
    """113.6j, 601.2i: casting it triggers its own ability, above the spell; it resolves first."""
    game = position(battlefield=(["Island"], []), hand=(["Herald Spawn"], []), cards=pool_with(CAST_TRIGGER))
    cast(game, "Herald Spawn")
    assert len(game.state.stack) == 2
    resolve(game)
    assert game.state.players[ANA].life == 23


def test_113_6j_only_a_cast_trigger_of_this_spell_works_from_the_stack():
    """113.6j: another trigger event written to work from the stack doesn't load."""
    with pytest.raises(CardFileError, match="stack"):
        pool_with(CAST_TRIGGER.replace("{event: cast}", "{event: enters}"))



