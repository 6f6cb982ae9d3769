"""CR 115.1, 702.9: a target "without flying" — the filter excludes objects that have the keyword; and CR 603.2
"whenever this or another creature with flying enters" (Plumecreed Mentor) — this one whatever it has."""

from __future__ import annotations

from helpers import ANA, cast, events, extra_cards, grant, named, position, resolve


def test_115_1_a_target_without_flying_excludes_fliers():
    """115.1: Pileated Provisioner's target: a creature Ana controls without flying — not a flier, not Bo's."""
    game = position(battlefield=(["Plains"] * 5 + ["Grizzly Bears", "Wind Drake"], ["Hill Giant"]),
                    hand=(["Pileated Provisioner"], []))
    cast(game, "Pileated Provisioner")
    resolve(game)
    bears = named(game, "Grizzly Bears")
    assert game.state.objects[bears].counters == {"+1/+1": 1}       # the only legal target, chosen alone
    assert not game.state.objects[named(game, "Wind Drake")].counters


def test_115_1_a_creature_that_gained_flying_is_not_without_flying():
    """115.1, 613.1f: the filter reads current characteristics: Bears given flying can't be chosen."""
    game = position(battlefield=(["Plains"] * 5 + ["Grizzly Bears"], []), hand=(["Pileated Provisioner"], []))
    grant(game, named(game, "Grizzly Bears"), "Flying")
    cast(game, "Pileated Provisioner")
    resolve(game)
    assert [e.rule for e in events(game, "no_target")] == ["603.3d"]


def test_603_2_this_or_another_creature_with_flying_enters():
    """603.2: Plumecreed Mentor triggers for itself and for another flier of Ana's entering."""
    game = position(battlefield=(["Plains"] * 3 + ["Island"] * 3 + ["Grizzly Bears"], []),
                    hand=(["Plumecreed Mentor", "Wind Drake"], []))
    cast(game, "Plumecreed Mentor")
    resolve(game)
    bears = game.state.objects[named(game, "Grizzly Bears")]
    assert bears.counters == {"+1/+1": 1}
    cast(game, "Wind Drake")
    resolve(game)
    assert bears.counters == {"+1/+1": 2}


def test_603_2_this_triggers_even_without_the_filtered_keyword():
    """603.2: "this or another creature with flying": the Mentor's own entering counts even if it had no flying."""
    with extra_cards("""
Test Groundling Mentor:
  cost: "{W}"
  types: [Creature]
  power: 1
  toughness: 1
  abilities:
    - kind: triggered
      when: {event: enters, who: self_or_another, filter: {types: [Creature], controller: you, keyword: Flying}}
      effects: [{do: gain_life, amount: 1}]
"""):
        game = position(battlefield=(["Plains"], []), hand=(["Test Groundling Mentor"], []))
        cast(game, "Test Groundling Mentor")
        resolve(game)
        assert game.state.players[ANA].life == 21
