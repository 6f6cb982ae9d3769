"""Loading fails on any word, value or reference the engine does not implement, naming the file and line,
the card, the field, and the word probably meant."""

from __future__ import annotations

import pytest

from manastack.cards.loader import CardFileError, parse_card_file

HEAD = "Test Spell:\n  cost: '{R}'\n  types: [Instant]\n"


def error(text: str) -> str:
    with pytest.raises(CardFileError) as err:
        list(parse_card_file(text, "my.yaml"))
    return str(err.value)


def spell(*effects: str, targets: str = "[{kind: any}]") -> str:
    lines = "".join(f"      - {e}\n" for e in effects)
    return HEAD + f"  spell:\n    targets: {targets}\n    effects:\n{lines}"


def test_an_unknown_verb_is_located_and_a_close_one_suggested():
    message = error(spell("{do: damgae, amount: 3, to: target}"))
    assert message.startswith("my.yaml:7: card 'Test Spell': spell.effects.0: ")
    assert "'damgae'" in message and "did you mean 'damage'?" in message


def test_an_object_reference_that_names_no_target():
    message = error(spell("{do: damage, amount: 3, to: targte}"))
    assert message.startswith("my.yaml:7: card 'Test Spell': spell.effects.0.to: ")
    assert "'targte' names no object on this card; did you mean 'target'?" in message


def test_a_misspelt_player_reference():
    message = error(spell("{do: draw, who: yuo}", targets="[]"))
    assert message.startswith("my.yaml:7: card 'Test Spell': spell.effects.0.who: ")
    assert "'yuo' names no player on this card; did you mean 'you'?" in message


def test_a_player_reference_form_that_does_not_exist():
    message = error(spell("{do: draw, who: 'owners:target'}"))
    assert message.startswith("my.yaml:7: card 'Test Spell': spell.effects.0.who: ")
    assert "unknown player reference form 'owners:'; did you mean 'owner:'?" in message


def test_an_amount_that_is_neither_a_number_nor_a_remembered_count():
    message = error(spell('{do: damage, amount: "xx", to: target}'))
    assert message.startswith("my.yaml:7: card 'Test Spell': spell.effects.0.amount: ")
    assert "'xx' names no remembered count on this card" in message


def test_an_amount_form_that_does_not_exist():
    message = error(spell('{do: damage, amount: "devotion:P", to: target}'))
    assert "spell.effects.0.amount: unknown devotion color 'P'" in message


def test_an_unknown_trigger_event():
    text = HEAD.replace("Instant", "Creature") + (
        "  power: 1\n  toughness: 1\n  abilities:\n"
        "    - kind: triggered\n"
        "      when: {event: attack}\n"
        "      effects: [{do: gain_life, amount: 1}]\n")
    message = error(text)
    assert message.startswith("my.yaml:8: card 'Test Spell': abilities.0.when.event: ")
    assert "did you mean 'attacks'?" in message


def test_an_unknown_condition_and_one_nothing_sets():
    message = error(spell("{do: damage, amount: 3, to: target, if: gfit}"))
    assert message.startswith("my.yaml:7: card 'Test Spell': spell.effects.0.if: unknown condition 'gfit'; "
                              "did you mean 'gift'?")
    assert "kicked" not in message     # no card can be kicked: the word is not offered
    assert "unknown condition 'kicked'" in error(spell("{do: damage, amount: 3, to: target, if: kicked}"))


def test_a_result_condition_that_nothing_remembers():
    message = error(spell("{do: damage, amount: 3, to: target, if: 'result:paid'}"))
    assert "spell.effects.0.if: 'paid' names no remembered result on this card" in message


def test_an_unknown_filter_field_suggests_the_field_meant():
    message = error(spell("{do: destroy, each: {tpyes: [Creature]}}", targets="[]"))
    assert message.startswith("my.yaml:7: card 'Test Spell': spell.effects.0.each.tpyes: ")
    assert "did you mean 'types'?" in message


def test_an_unknown_field_of_a_verb_suggests_the_field_meant():
    message = error(spell("{do: damage, amount: 3, too: target}"))
    assert message.startswith("my.yaml:7: card 'Test Spell': spell.effects.0.too: ")
    assert "did you mean 'to'?" in message


def test_an_unknown_cost_field():
    text = HEAD.replace("Instant", "Artifact") + (
        "  abilities:\n"
        "    - kind: activated\n"
        "      cost: {tapp: true}\n"
        "      effects: [{do: draw}]\n")
    message = error(text)
    assert message.startswith("my.yaml:6: card 'Test Spell': abilities.0.cost.tapp: ")
    assert "did you mean 'tap'?" in message


def test_an_unknown_duration():
    message = error(spell("{do: grant, what: target, keywords: [Flying], duration: end_of_trun}",
                          targets="[{filter: {types: [Creature]}}]"))
    assert message.startswith("my.yaml:7: card 'Test Spell': spell.effects.0.duration: ")
    assert "did you mean 'end_of_turn'?" in message


def test_a_misspelt_keyword():
    message = error(spell("{do: grant, what: target, keywords: [Flyng]}", targets="[]"))
    assert message.startswith("my.yaml:7: card 'Test Spell': spell.effects.0.keywords: ")
    assert "unknown keyword 'Flyng'; did you mean 'Flying'?" in message


def test_a_counter_kind_the_rules_do_not_read():
    message = error(spell('{do: add_counters, what: target, kind: "+1/+2"}'))
    assert "spell.effects.0.kind: " in message and "did you mean '+1/+1'?" in message


def test_a_value_of_the_wrong_type():
    message = error(HEAD.replace("Instant", "Creature") + "  power: two\n  toughness: 2\n")
    assert message.startswith("my.yaml:4: card 'Test Spell': power: ")
    assert "valid integer" in message


def test_a_prevention_shield_must_name_an_object_of_the_card():
    """A prevention names a target or another object reference ("prevent all damage … to him", CR 615.1a)."""
    message = error(spell("{do: prevent, amount: 3, to: thsi}"))
    assert "spell.effects.0.to: 'thsi' names no object on this card" in message


def test_a_line_points_into_the_right_card_of_a_file():
    text = "Fine Bolt:\n  cost: '{R}'\n  types: [Instant]\n" + spell("{do: damage, amount: 3, to: targte}")
    assert error(text).startswith("my.yaml:10: card 'Test Spell': spell.effects.0.to: ")
