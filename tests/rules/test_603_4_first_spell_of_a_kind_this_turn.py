"""CR 603.4, 601.2i: "whenever you cast a spell, if it's the first instant spell, the first sorcery spell, or the
first Otter spell other than Alania you've cast this turn" — an intervening "if" about the spell just cast."""

from __future__ import annotations

from helpers import ANA, P1, add_mana, cast, choose, events, position, resolve
from manastack.game import Game

ALANIA = "Alania, Divergent Storm"


def _triggers(game: Game) -> int:
    return len(events(game, "triggered"))


def test_603_4_the_first_instant_triggers_the_second_does_not():
    """603.4: the first instant spell this turn triggers it; the next instant doesn't (it isn't the first)."""
    game = position(battlefield=([ALANIA], []), hand=(["Shock", "Lightning Bolt"], []))
    add_mana(game, ANA, "RR")
    cast(game, "Shock", P1, P1)
    assert _triggers(game) == 1
    resolve(game, "no")
    cast(game, "Lightning Bolt", P1)
    assert _triggers(game) == 1


def test_603_4_an_otter_spell_named_alania_does_not_count():
    """603.4: "the first Otter spell other than Alania": casting Alania (an Otter) doesn't trigger it, and the next
    Otter spell is still the first one that counts."""
    game = position(battlefield=([ALANIA], []), hand=([ALANIA, "Daring Waverider"], []))
    add_mana(game, ANA, "UUUUURRUUUUUU")
    cast(game, ALANIA)
    assert _triggers(game) == 0
    resolve(game)
    choose(game, game.decision.options[0])     # the legend rule (704.5j): keep one
    cast(game, "Daring Waverider", P1)
    assert _triggers(game) == 1


def test_603_4_a_creature_that_is_not_an_otter_does_not_trigger():
    """603.4: Grizzly Bears is neither an instant, a sorcery nor an Otter."""
    game = position(battlefield=([ALANIA], []), hand=(["Grizzly Bears"], []))
    add_mana(game, ANA, "GG")
    cast(game, "Grizzly Bears")
    assert _triggers(game) == 0
