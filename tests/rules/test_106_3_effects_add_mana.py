"""CR 106.3, 106.1b: an effect adds mana to its controller's pool — "{R} or {G} for each Raccoon you control",
a color chosen for each — at the beginning of the first main phase (505.1); it empties as the step ends (106.4)."""

from __future__ import annotations

from helpers import advance_to, choose, pass_priority, pool_with, position
from manastack.types.enums import Step

CARDS = """
Raccoon Fund:
  types: [Enchantment]
  abilities:
    - kind: triggered
      when: {event: main1}
      effects: [{do: add_mana, mana: RG, one_of: true, amount: "count:Creature"}]
"""


def test_106_3_one_mana_per_creature_each_color_chosen():
    """106.3, 106.1b: two creatures: Ana chooses {R} then {G}; both are in her pool."""
    game = position(battlefield=(["Raccoon Fund", "Grizzly Bears", "Hill Giant"], []), cards=pool_with(CARDS),
                    step=Step.DRAW)
    advance_to(game, Step.MAIN1)
    pass_priority(game)
    pass_priority(game)
    choose(game, "R")
    choose(game, "G")
    pool = game.state.players[0].pool
    assert (pool[3], pool[4]) == (1, 1)
    advance_to(game, Step.BEGIN_COMBAT)
    assert sum(game.state.players[0].pool) == 0


def test_106_3_no_creature_no_mana():
    """106.3: "for each" of none adds nothing (and asks nothing)."""
    game = position(battlefield=(["Raccoon Fund"], []), cards=pool_with(CARDS), step=Step.DRAW)
    advance_to(game, Step.MAIN1)
    pass_priority(game)
    pass_priority(game)
    assert sum(game.state.players[0].pool) == 0 and game.state.stack == []
