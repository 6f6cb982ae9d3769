"""CR 603.2, 603.2b: trigger conditions — "this ability triggers only once each turn" (Harnesser of Storms) and
"at the beginning of combat on your turn" (Brambleguard Captain)."""

from __future__ import annotations

from helpers import P1, advance_to, cast, events, named, pass_priority, pool_with, position, resolve
from manastack.types.enums import Step


def _triggers(game, name: str) -> int:   # type: ignore[no-untyped-def]
    return sum(1 for e in events(game, "triggered") if e.get("source").name == name)


def test_603_2_only_once_each_turn_ignores_later_matching_events_that_turn():
    """603.2: the second noncreature spell of the turn doesn't trigger Harnesser of Storms again."""
    game = position(battlefield=(["Harnesser of Storms"] + ["Mountain"] * 2, []), hand=(["Shock", "Shock"], []))
    cast(game, "Shock", P1)
    resolve(game, "no")
    cast(game, "Shock", P1)
    resolve(game)
    assert _triggers(game, "Harnesser of Storms") == 1


def test_603_2_only_once_each_turn_triggers_again_next_turn():
    """603.2: the limit is per turn: on the opponent's turn the ability may trigger once more (an instant)."""
    game = position(battlefield=(["Harnesser of Storms"] + ["Mountain"] * 2, []), hand=(["Shock", "Shock"], []))
    cast(game, "Shock", P1)
    resolve(game, "no")
    advance_to(game, Step.UPKEEP, turn=4)
    while game.decision.player != 0:
        pass_priority(game)
    cast(game, "Shock", P1)
    resolve(game, "no")
    assert _triggers(game, "Harnesser of Storms") == 2


def test_603_2_a_creature_spell_that_is_not_an_otter_does_not_trigger_it():
    """603.2: "noncreature or Otter spell": Grizzly Bears is neither."""
    game = position(battlefield=(["Harnesser of Storms"] + ["Forest"] * 2, []), hand=(["Grizzly Bears"], []))
    cast(game, "Grizzly Bears")
    resolve(game)
    assert _triggers(game, "Harnesser of Storms") == 0


def test_603_2b_beginning_of_combat_on_your_turn_only():
    """603.2b: Brambleguard Captain triggers as combat begins on its controller's turn, not the opponent's."""
    game = position(battlefield=(["Brambleguard Captain", "Grizzly Bears"], ["Hill Giant"]), active=1)
    advance_to(game, Step.MAIN2, turn=3)
    assert _triggers(game, "Brambleguard Captain") == 0
    advance_to(game, Step.BEGIN_COMBAT, turn=4)
    assert _triggers(game, "Brambleguard Captain") == 1
    assert events(game, "triggered")[-1].rule == "603.2"
    assert named(game, "Grizzly Bears")


WATCHER = """
Token Watcher:
  types: [Enchantment]
  abilities:
    - kind: triggered
      when: {event: enters, who: any, filter: {token: true, controller: you}}
      once_each_turn: true
      effects: [{do: gain_life, amount: 1}]
"""


def test_603_2_three_tokens_at_once_trigger_it_once():
    """603.2: Hop to It's three Rabbits enter; the ability triggers for the first only."""
    game = position(battlefield=(["Token Watcher", "Plains", "Plains", "Plains"], []), hand=(["Hop to It"], []),
                    cards=pool_with(WATCHER))
    cast(game, "Hop to It")
    resolve(game)
    assert game.state.players[0].life == 21


def test_603_2_once_each_turn_tokens_trigger_again_next_turn():
    """603.2: "each turn": on a later turn it triggers again."""
    game = position(battlefield=(["Token Watcher"] + ["Plains"] * 3, []), hand=(["Hop to It", "Hop to It"], []),
                    cards=pool_with(WATCHER))
    cast(game, "Hop to It")
    resolve(game)
    advance_to(game, Step.MAIN1, turn=5)
    cast(game, "Hop to It")
    resolve(game)
    assert game.state.players[0].life == 22


def test_603_2_the_rules_text_says_so():
    """603.2: the restriction is printed after the ability."""
    from manastack.cards.render import rules_text

    assert rules_text(pool_with(WATCHER)["Token Watcher"]).endswith("This ability triggers only once each turn.")
