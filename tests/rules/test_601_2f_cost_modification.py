"""CR 601.2f: the total cost is the mana cost plus increases, minus reductions (``rules.cost_modification``)."""

from __future__ import annotations

import pytest

from helpers import ANA, cast, named, obj, pool_with, position, resolve
from manastack.cards.loader import CardFileError, parse_card_file
from manastack.cards.pool import CardPool
from manastack.cards.render import rules_text
from manastack.rules.cost_modification import total_cost
from manastack.types.actions import CastSpell
from manastack.types.mana import ManaCost

TAX = """
Spell Tax:
  cost: "{W}"
  types: [Enchantment]
  abilities:
    - {kind: cost, generic: 2, who: opponents, spells: {types: [Sorcery]}}
Tiny Sorcery:
  cost: "{U}"
  types: [Sorcery]
  spell:
    effects: [{do: draw, amount: 1}]
"""


def _cost(game, name: str, player: int = ANA) -> ManaCost:  # type: ignore[no-untyped-def]
    spell = obj(game, named(game, name))
    return total_cost(game.state, player, spell, spell.definition.cost)


def test_601_2f_a_reduction_lowers_only_the_generic_part():
    """601.2f (Stormcatch Mentor's ruling): "The cost reduction applies only to generic mana": Shock still costs
    {R}, Divination {1}{U}."""
    game = position(battlefield=(["Stormcatch Mentor"], []), hand=(["Shock", "Divination"], []))
    assert _cost(game, "Shock").render() == "{R}"
    assert _cost(game, "Divination").render() == "{1}{U}"


def test_601_2f_a_spells_own_reduction_counts_each_object():
    """601.2f: "This spell costs {1} less to cast for each Lizard you control" — two Lizards, {2} less."""
    game = position(battlefield=(["Agate-Blade Assassin", "Ravine Raider"], ["Agate-Blade Assassin"]),
                    hand=(["Scales of Shale"], []))
    assert _cost(game, "Scales of Shale").render() == "{B}"


def test_601_2f_a_condition_decides_whether_the_reduction_applies():
    """601.2f: "This spell costs {1} less to cast if you control an Otter"."""
    with_otter = position(battlefield=(["Lightshell Duo"], []), hand=(["Pearl of Wisdom"], []))
    without = position(battlefield=([], ["Lightshell Duo"]), hand=(["Pearl of Wisdom"], []))
    assert _cost(with_otter, "Pearl of Wisdom").render() == "{1}{U}"
    assert _cost(without, "Pearl of Wisdom").render() == "{2}{U}"


def test_601_2f_increases_apply_before_reductions():
    """601.2f: increases are added, then reductions taken off: a {U} sorcery taxed {2} and reduced {1} costs
    {1}{U} (reduced first, the {1} would be lost against its empty generic part); Shock, an instant, is not
    taxed and its {R} can't be reduced."""
    game = position(battlefield=(["Stormcatch Mentor"], ["Spell Tax"]), hand=(["Tiny Sorcery", "Divination",
                                                                               "Shock"], []),
                    cards=pool_with(TAX))
    assert _cost(game, "Tiny Sorcery").render() == "{1}{U}"
    assert _cost(game, "Divination").render() == "{3}{U}"      # {2}{U} +2 −1
    assert _cost(game, "Shock").render() == "{R}"


def test_601_2f_an_affordable_reduced_spell_is_a_legal_action():
    """601.2f with 117.1: a spell that can be cast only thanks to its reduction is offered (8 mana value, 4 mana)."""
    game = position(battlefield=(["Swamp"] * 4, []), hand=(["Huskburster Swarm"], []),
                    graveyard=(["Grizzly Bears", "Hill Giant", "Wind Drake"], []), exile=(["Serra Angel"], []))
    swarm = named(game, "Huskburster Swarm")
    assert CastSpell(ANA, swarm) in game.legal_actions()
    cast(game, swarm)
    resolve(game)
    assert obj(game, named(game, "Huskburster Swarm")).zone.value == "battlefield"


def test_601_2f_the_mana_value_does_not_change():
    """601.2f (ruling): the reduction changes only the total cost paid, not the spell's mana cost or mana value."""
    assert CardPool.builtin()["Huskburster Swarm"].mana_value == 8


def test_601_2f_cost_changes_render_as_printed():
    """The rendered text says the change as printed, the spell's own one first."""
    assert rules_text(CardPool.builtin()["Scales of Shale"]).splitlines()[0] == \
        "This spell costs {1} less to cast for each Lizard you control."
    assert "Instant and sorcery spells you cast cost {1} less to cast." in \
        rules_text(CardPool.builtin()["Stormcatch Mentor"])
    assert "Sorcery spells your opponents cast cost {2} more to cast." in rules_text(pool_with(TAX)["Spell Tax"])


def test_601_2f_a_change_of_nothing_is_refused():
    with pytest.raises(CardFileError, match="changes nothing"):
        list(parse_card_file("X:\n  cost: '{W}'\n  types: [Enchantment]\n  abilities:\n"
                             "    - {kind: cost, generic: 0}\n", "my.yaml"))



def _downdraft_targets(islands: int) -> set[str]:
    from manastack.types.decisions import DecisionKind

    game = position(hand=(["Dire Downdraft"], []), battlefield=(["Island"] * islands, ["Serra Angel", "Hill Giant"]),
                    tapped=("Hill Giant",))
    game.apply(CastSpell(ANA, named(game, "Dire Downdraft")))
    assert game.decision is not None and game.decision.kind is DecisionKind.TARGET
    return {game.state.objects[o].card for o in game.decision.options if isinstance(o, int)}


def test_601_2f_a_reduction_for_a_target_limits_the_targets_when_it_is_needed():
    """601.2f with 601.2c: "costs {1} less if it targets an attacking or tapped creature" — with three Islands only
    the tapped creature may be chosen (another target would leave the cost unpayable); with four, either."""
    assert _downdraft_targets(3) == {"Hill Giant"}
    assert _downdraft_targets(4) == {"Hill Giant", "Serra Angel"}


def test_601_2f_colorless_spells_cost_less():
    """601.2f, 105.2c: "colorless spells you cast cost {1} less" (Herald of Kozilek) reduces a devoid spell's cost
    (702.114a) and leaves a colored one's alone."""
    from helpers import named, position
    from manastack.rules.cost_modification import total_cost

    game = position(battlefield=(["Herald of Kozilek"], []), hand=(["Culling Drone", "Grizzly Bears"], []))
    state = game.state
    drone, bears = (state.objects[named(game, n)] for n in ("Culling Drone", "Grizzly Bears"))
    assert total_cost(state, 0, drone, drone.definition.cost).render() == "{B}"
    assert total_cost(state, 0, bears, bears.definition.cost).render() == "{1}{G}"


def test_613_1f_a_mentor_without_abilities_reduces_nothing():
    """613.1f, 601.2f: once Stormcatch Mentor loses all abilities, its reduction is gone: Divination costs {2}{U}
    again (read after the change, not remembered from before)."""
    from manastack.rules.continuous import add_effect

    game = position(battlefield=(["Stormcatch Mentor"], []), hand=(["Divination"], []))
    assert _cost(game, "Divination").render() == "{1}{U}"
    mentor = named(game, "Stormcatch Mentor")
    add_effect(game.state, mentor, ANA, "6", (mentor,), (("lose_all", True),), "end_of_turn")
    assert _cost(game, "Divination").render() == "{2}{U}"


CREATURE_TAX = """
Creature Tax:
  cost: "{W}"
  types: [Enchantment]
  abilities:
    - {kind: cost, generic: 1, spells: {types: [Creature]}}
"""


def test_601_2f_a_colorless_spell_taxed_then_reduced():
    """601.2f (Herald of Kozilek's ruling): increases apply before reductions: Blisterpod ({G}, devoid), taxed {1}
    and reduced {1}, costs {G}; the reduction can't touch its {G} (reduced first, it would cost {1}{G})."""
    game = position(battlefield=(["Herald of Kozilek", "Creature Tax"], []), hand=(["Blisterpod"], []),
                    cards=pool_with(CREATURE_TAX))
    assert _cost(game, "Blisterpod").render() == "{G}"


def test_601_2f_a_reduction_applies_to_an_alternative_cost():
    """601.2f (Herald of Kozilek's ruling): the reduction applies to an alternative cost: a face-down spell is
    colorless (708.2a), so Exalted Angel cast face down (702.37c) costs {2} instead of {3}."""
    game = position(battlefield=(["Herald of Kozilek", "Plains", "Plains"], []), hand=(["Exalted Angel"], []))
    game.apply(CastSpell(ANA, named(game, "Exalted Angel")))
    spell = obj(game, game.state.stack[-1])
    assert spell.face_down and spell.card == "Exalted Angel"
    assert all(obj(game, o).tapped for o in game.state.battlefield if obj(game, o).card == "Plains")
