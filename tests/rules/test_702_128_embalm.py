"""CR 702.128: embalm — a keyword module (``rules.keywords.embalm``) that stands for an activated ability that
works from the graveyard."""

from __future__ import annotations

from helpers import named, pass_priority, position
from manastack.cards.pool import CardPool
from manastack.cards.render import rules_text
from manastack.rules.abilities import all_abilities
from manastack.types.actions import ActivateAbility
from manastack.types.enums import Step, Zone

card = CardPool.builtin().__getitem__


def pass_both(game):
    pass_priority(game)
    pass_priority(game)


def test_702_128a_embalm_makes_a_white_zombie_token_copy_from_the_graveyard():
    """702.128a (Heart-Piercer Manticore): embalm exiles the card from the graveyard at sorcery speed and creates a
    token copy that is a white Zombie with no mana cost — whose enters ability triggers as the card's would."""
    from helpers import activate


    game = position(battlefield=(["Mountain"] * 6, []), graveyard=(["Heart-Piercer Manticore"], []))
    card = named(game, "Heart-Piercer Manticore", Zone.GRAVEYARD)
    activate(game, card, 2)      # the printed abilities are 0 and 1; embalm is made from the keyword
    pass_both(game)
    token = next(o for o in game.state.objects.values() if o.token and o.zone is Zone.BATTLEFIELD)
    c = game.characteristics(token.id)
    assert c.name == "Heart-Piercer Manticore" and (c.power, c.toughness) == (4, 3)
    assert [x.value for x in c.colors] == ["white"] and "Zombie" in c.subtypes and c.definition.cost is None
    assert named(game, "Heart-Piercer Manticore", Zone.EXILE)
    assert len(game.state.stack) == 1    # its enters ability triggered


def test_702_128a_embalm_is_written_as_a_field_and_printed_after_the_abilities():
    """702.128a: "Embalm [cost]" — the card's ``embalm:`` field; the ability is numbered after the printed ones."""
    manticore = card("Heart-Piercer Manticore")
    assert [getattr(a, "label", "") for a in all_abilities(manticore)][len(manticore.abilities):] == ["embalm"]
    assert rules_text(manticore).splitlines()[-1].startswith("Embalm {5}{R} (")


def test_702_128a_embalm_only_as_a_sorcery():
    """702.128a: "Activate only as a sorcery.\""""
    game = position(battlefield=(["Mountain"] * 6, []), graveyard=(["Heart-Piercer Manticore"], []),
                    step=Step.BEGIN_COMBAT)
    card_id = named(game, "Heart-Piercer Manticore", Zone.GRAVEYARD)
    assert not any(isinstance(a, ActivateAbility) and a.source == card_id for a in game.legal_actions())
