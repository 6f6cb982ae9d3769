"""CR 608.2h: "if that land is a Forest" reads the land the ability triggered on as the ability resolves — as it
last existed on the battlefield if it has left; "for each creature you control" and "if you control N or more
lands" are read as the instruction is followed."""

from __future__ import annotations

import pytest

from helpers import life, named, play_land, pool_with, position, resolve
from manastack.cards.loader import CardFileError
from manastack.cards.render import rules_text
from manastack.rules.zones import move
from manastack.types.enums import Zone

COUNTING = """
Tally Priest:
  cost: "{W}"
  types: [Instant]
  spell:
    effects:
      - {do: gain_life, amount: "count:creatures:2"}
      - {do: gain_life, amount: 100, if: "controls_at_least:3:Land"}
      - {do: gain_life, amount: 1000, if: "controls_at_least:2:Basic"}
"""


def test_608_2h_that_land_is_read_as_the_ability_resolves():
    """608.2h: a Forest gives Oran-Rief Hydra two counters, an Island one."""
    for land, n in (("Forest", 2), ("Island", 1)):
        game = position(battlefield=(["Oran-Rief Hydra"], []), hand=([land], []))
        play_land(game, land)
        resolve(game)
        assert game.state.objects[named(game, "Oran-Rief Hydra")].counters == {"+1/+1": n}


def test_608_2h_a_land_that_has_left_is_read_as_it_last_existed():
    """608.2h: the Forest leaving the battlefield before the ability resolves still counts as a Forest."""
    game = position(battlefield=(["Oran-Rief Hydra"], []), hand=(["Forest"], []))
    play_land(game, "Forest")
    move(game.state, named(game, "Forest"), Zone.GRAVEYARD, rule="701.8a", why="destroyed")
    resolve(game)
    assert game.state.objects[named(game, "Oran-Rief Hydra")].counters == {"+1/+1": 2}


def test_608_2h_for_each_counts_the_permanents_you_control_now():
    """608.2h: "2 life for each creature you control" counts Ana's creatures, not Bo's, as it resolves; "N or more
    lands" and "basic lands" count Ana's lands of that kind."""
    from helpers import cast

    game = position(battlefield=(["Plains", "Grizzly Bears", "Grizzly Bears"], ["Grizzly Bears", "Plains"]),
                    hand=(["Tally Priest"], []), cards=pool_with(COUNTING))
    cast(game, "Tally Priest")
    resolve(game)
    assert life(game) == (24, 20)


def test_608_2h_count_and_threshold_words():
    """The count and the condition render as the printed words, and malformed forms don't load."""
    text = rules_text(pool_with(COUNTING)["Tally Priest"])
    assert "2 life for each creature you control" in text and "If you control three or more lands" in text
    assert "two or more basic lands" in text
    for bad in ('"count:"', '"count:creatures:two"', '"controls_at_least:Land"'):
        with pytest.raises(CardFileError):
            pool_with(COUNTING.replace('"count:creatures:2"', bad).replace('"controls_at_least:3:Land"', bad))



