"""CR 701.26: tap and untap — the ``tap`` and ``untap`` instructions."""

from __future__ import annotations

from helpers import cast, named, obj, pool_with, position, resolve

SECOND_WIND = """
Second Wind:
  cost: "{G}"
  types: [Instant]
  spell:
    targets: [{filter: {types: [Creature]}}]
    effects: [{do: untap, what: target}]
"""
CARDS = pool_with(SECOND_WIND)


def test_701_26b_untap_rotates_a_tapped_permanent_upright():
    """701.26b: to untap a permanent, rotate it back to the upright position."""
    game = position(cards=CARDS, battlefield=(["Forest", "Grizzly Bears"], []), hand=(["Second Wind"], []),
                    tapped=["Grizzly Bears"])
    bears = named(game, "Grizzly Bears")
    cast(game, "Second Wind", bears)
    resolve(game)
    assert not obj(game, bears).tapped
    assert [e.rule for e in game.state.events if e.kind == "untapped"] == ["701.26b"]
