"""Rules text rendered from card definitions reads as English: articles and library positions."""

from __future__ import annotations

from manastack.cards.database import card
from manastack.cards.render import rules_text


def test_an_before_a_capitalised_vowel() -> None:
    """"an Ally", "an Eldrazi Scion token": the article follows the sound of the word, capitalised or not."""
    assert "Whenever an Ally permanent you control enters" in rules_text(card("Kor Entanglers"))
    assert "create an Eldrazi Scion token" in rules_text(card("Carrier Thrall"))


def test_put_on_top_of_a_library() -> None:
    """A card is put on top of a library, not into it."""
    assert "on top of its owner's library" in rules_text(card("Mortuary Mire"))
