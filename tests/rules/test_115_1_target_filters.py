"""CR 115.1: what a target's description allows — "without flying" (702.9), "with power or toughness 4 or
greater" (208.1, read as the object is now); and CR 603.2 "whenever this or another creature with flying enters"
(Plumecreed Mentor) — this one whatever it has."""

from __future__ import annotations

from helpers import ANA, BO, cast, choose, counters, events, grant, named, pool_with, position, pt, resolve
from manastack.rules.abilities import printed
from manastack.rules.targets import candidates
from manastack.types.actions import CastSpell


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
    pool = pool_with("""
Test Groundling Mentor:
  cost: "{W}"
  types: [Creature]
  power: 1
  toughness: 1
  abilities:
    - kind: triggered
      when: {event: enters, who: self_or_another, filter: {types: [Creature], controller: you, keyword: Flying}}
      effects: [{do: gain_life, amount: 1}]
""")
    game = position(battlefield=(["Plains"], []), hand=(["Test Groundling Mentor"], []), cards=pool)
    cast(game, "Test Groundling Mentor")
    resolve(game)
    assert game.state.players[ANA].life == 21


def _repel_targets(game) -> set[str]:  # type: ignore[no-untyped-def]
    spec = printed(game.state.objects[named(game, "Repel Calamity")]).spell.targets[0]  # type: ignore[union-attr]
    return {game.state.objects[t].card for t in candidates(game.state, spec, ANA, None)}


def test_208_1_power_or_toughness_4_or_greater():
    """115.1, 208.1: Repel Calamity may target a 3/4 (toughness) or a 4/5, not a 3/3 or a 2/2."""
    game = position(battlefield=(["Plains", "Plains"], ["Veteran Guardmouse", "Leatherback Baloth", "Hill Giant",
                                                    "Grizzly Bears"]), hand=(["Repel Calamity"], []))
    assert _repel_targets(game) == {"Veteran Guardmouse", "Leatherback Baloth"}


def test_208_1_the_size_is_read_as_it_is_now():
    """208.1, 613.4c: a +1/+1 counter makes the 3/3 a 4/4, a legal target; Repel Calamity destroys it."""
    game = position(battlefield=(["Plains", "Plains"], ["Hill Giant"]), hand=(["Repel Calamity"], []))
    giant = named(game, "Hill Giant")
    assert _repel_targets(game) == set()
    counters(game, giant, "+1/+1", 1)
    assert _repel_targets(game) == {"Hill Giant"}
    cast(game, "Repel Calamity", giant)
    resolve(game)
    assert [game.state.objects[c].card for c in game.state.players[BO].graveyard] == ["Hill Giant"]


def test_115_1_an_other_target_cant_be_the_first_targets_object():
    """115.1 (unlike 115.3's repeated "target"): Mabel's Mettle's "other target creature" can't be the creature
    already chosen; with it chosen, the second target may be left out ("up to one")."""
    game = position(battlefield=(["Plains", "Plains", "Grizzly Bears"], ["Hill Giant"]), hand=(["Mabel's Mettle"], []))
    bears, giant = named(game, "Grizzly Bears"), named(game, "Hill Giant")
    game.apply(CastSpell(ANA, named(game, "Mabel's Mettle")))
    choose(game, bears)
    assert bears not in game.decision.options and set(game.decision.options) == {giant, "done"}
    choose(game, "done")
    resolve(game)
    assert pt(game, bears) == (4, 4) and pt(game, giant) == (3, 3)
