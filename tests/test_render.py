"""Rules text rendered from card definitions says what the definition makes the engine do."""

from __future__ import annotations

from manastack.cards.pool import CardPool
from manastack.cards.render import rules_text
from manastack.cards.schema import CardDef


def card(name: str) -> CardDef:
    return CardPool.builtin()[name]


def test_a_cast_trigger_names_the_kind_of_spell_it_watches() -> None:
    """CR 601.2i: "whenever you cast a noncreature spell" is not "whenever you cast a spell"."""
    assert "Whenever you cast a noncreature spell, untap this." in rules_text(card("Kindlespark Duo"))
    assert "Whenever you cast an instant or sorcery spell," in rules_text(card("Stormsplitter"))
    assert "Whenever a player casts a spell," in rules_text(card("Standstill"))


def test_a_sorcery_speed_ability_says_so() -> None:
    """CR 602.5d: "Activate only as a sorcery."."""
    assert rules_text(card("Brave-Kin Duo")).endswith("until end of turn. Activate only as a sorcery.")
    assert "Activate only as a sorcery" not in rules_text(card("Warren Elder"))


def test_exiling_the_card_from_a_graveyard_is_part_of_the_cost() -> None:
    """CR 602.1a, 118: the cost before the colon includes exiling the card itself (Bonebind Orator)."""
    assert rules_text(card("Bonebind Orator")).startswith("{3}{B}, Exile this from your graveyard: ")


def test_an_before_a_capitalised_vowel() -> None:
    """"an Ally", "an Eldrazi Scion token": the article follows the sound of the word, capitalised or not."""
    assert "Whenever an Ally permanent you control enters" in rules_text(card("Kor Entanglers"))
    assert "create an Eldrazi Scion token" in rules_text(card("Carrier Thrall"))


def test_put_on_top_of_a_library() -> None:
    """A card is put on top of a library, not into it."""
    assert "on top of its owner's library" in rules_text(card("Mortuary Mire"))


def test_a_search_names_the_supertype_it_asks_for() -> None:
    """CR 205.4a: "a basic land card" is not "a land card" (Pilgrim's Eye finds only basic lands)."""
    assert "search your library for a basic land card, put it into your hand" in rules_text(card("Pilgrim's Eye"))
    assert "for a land card, put it into your hand" in rules_text(card("Sylvan Scrying"))


def test_damage_to_players_names_them_as_a_subject() -> None:
    """CR 120.3: "deals 1 damage to each opponent" (Tunneling Geopede), "to its controller" (Blooming Blast)."""
    assert "deal 1 damage to each opponent." in rules_text(card("Tunneling Geopede"))
    assert "deal 3 damage to its controller" in rules_text(card("Blooming Blast"))


def test_a_sacrifice_cost_is_written_once() -> None:
    """CR 602.1a, 118: each part of the cost is said once: "{2}{R}, Sacrifice another colorless creature: "."""
    assert rules_text(card("Barrage Tyrant")).count("Sacrifice") == 1
    assert "{U}{B}{R}, Sacrifice a Snail" in rules_text(card("Wick, the Whorled Mind"))


def test_one_or_more_triggers_read_by_their_event() -> None:
    """CR 603.2c: "whenever one or more … enter / leave the battlefield without dying" and "whenever you sacrifice
    one or more Foods" each name their own event."""
    questcaller = rules_text(card("Valley Questcaller"))
    assert questcaller.startswith("Whenever one or more other ") and " you control enter, scry 1." in questcaller
    assert "Whenever one or more other creatures you control leave the battlefield without dying" in \
        rules_text(card("Dour Port-Mage"))
    assert "Whenever you sacrifice one or more Foods" in rules_text(card("Camellia, the Seedmiser"))


def test_static_restrictions_join_the_other_parts_of_the_ability() -> None:
    """CR 509.1b, 611.3a: "As long as …, this gets +1/+0 and can't be blocked." (Nightwhorl Hermit)."""
    assert "As long as seven or more cards are in your graveyard, this gets +1/+0 and can't be blocked." in \
        rules_text(card("Nightwhorl Hermit"))
    assert "This can't be blocked by creatures with power 2 or greater." in rules_text(card("Azure Beastbinder"))
