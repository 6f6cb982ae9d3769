"""CR 614.12: "As this enters, choose a color / a creature type" — the choice is made as the permanent enters,
remembered on it, and read by its other abilities."""

from __future__ import annotations

from helpers import ANA, cast, choose, counters, named, obj, position, pt, resolve
from manastack.agents.heuristic import HeuristicAgent
from manastack.rules.mana import sources
from manastack.types.actions import PlayLand
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Zone


def test_614_12_a_played_land_chooses_its_color_before_anyone_has_priority() -> None:
    """614.12: playing Uncharted Haven asks its controller for a color before priority; it remembers it, and
    its mana ability adds that color."""
    game = position(hand=(["Uncharted Haven"], []))
    game.apply(PlayLand(ANA, named(game, "Uncharted Haven", Zone.HAND)))
    decision = game.decision
    assert decision is not None and decision.kind is DecisionKind.CHOOSE_COLOR and decision.rule == "614.12"
    assert decision.options == ("W", "U", "B", "R", "G")
    choose(game, "U")
    haven = obj(game, named(game, "Uncharted Haven"))
    assert haven.chosen["color"] == "U" and haven.tapped
    haven.tapped = False
    counters(game, haven.id, "+1/+1", 0)    # a new event: the rules look again
    assert [s.letters for s in sources(game.state, ANA)] == [frozenset("U")]
    assert game.decision is not None and game.decision.kind is DecisionKind.PRIORITY


def test_614_12_without_a_chosen_color_the_haven_makes_no_mana() -> None:
    """Uncharted Haven's ruling: on the battlefield without a chosen color, its mana ability makes no mana."""
    game = position(battlefield=(["Uncharted Haven"], []))
    assert sources(game.state, ANA) == []


def test_614_12_a_creature_type_is_chosen_among_the_creature_types_only() -> None:
    """614.12 (Patchwork Banner's ruling): an existing creature type must be chosen; card types can't."""
    game = position(battlefield=(["Forest"] * 3, []), hand=(["Patchwork Banner"], []))
    cast(game, "Patchwork Banner")
    resolve(game)
    decision = game.decision
    assert decision is not None and decision.kind is DecisionKind.CHOOSE_TYPE
    assert "Frog" in decision.options and "Artifact" not in decision.options and "Treasure" not in decision.options


def test_614_12_creatures_of_the_chosen_type_get_the_bonus_also_later() -> None:
    """Patchwork Banner: creatures you control of the chosen type get +1/+1, including one that enters later;
    others don't."""
    game = position(battlefield=(["Forest"] * 5, []), hand=(["Patchwork Banner", "Pond Prophet"], []),
                    library=(["Island"] * 5, ["Island"] * 5))
    cast(game, "Patchwork Banner")
    resolve(game)
    choose(game, "Frog")
    cast(game, "Pond Prophet")
    resolve(game)
    assert pt(game, named(game, "Pond Prophet")) == (2, 2)


def test_614_12_the_heuristic_agent_chooses_what_its_cards_share() -> None:
    """The heuristic agent names the creature type most of its own cards have (Frog: a Frog Advisor and a Frog
    Druid)."""
    game = position(battlefield=(["Forest"] * 3, ["Grizzly Bears"]),
                    hand=(["Patchwork Banner", "Pond Prophet", "Clement, the Worrywort"], []))
    cast(game, "Patchwork Banner")
    resolve(game)
    action = HeuristicAgent().choose(game, game.legal_actions())
    assert action.option == "Frog"  # type: ignore[union-attr]
