"""The heuristic agent pays offspring when it can afford it (CR 702.175a), forages when a card asks it to and pays
with its graveyard before its Food (CR 701.61a), and plays a game of offspring and forage cards legally."""

from __future__ import annotations

from helpers import ANA, add_mana, named, obj, position
from manastack import Game, play
from manastack.agents.heuristic import HeuristicAgent
from manastack.agents.random_agent import RandomAgent
from manastack.types.actions import CastSpell, Choose, PassPriority
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Zone


def _decide(game) -> Choose:  # type: ignore[no-untyped-def]
    action = HeuristicAgent(1).choose(game, game.legal_actions())
    assert isinstance(action, Choose)
    return action


def test_offspring_is_paid_when_affordable() -> None:
    """702.175a: with {3}{W} available, Intrepid Rabbit is cast with its offspring cost."""
    game = position(hand=(["Intrepid Rabbit"], []))
    add_mana(game, ANA, "WWWW")
    game.apply(CastSpell(ANA, named(game, "Intrepid Rabbit")))
    assert game.decision.kind is DecisionKind.ADDITIONAL_COST
    assert _decide(game).option == "yes"


def test_forage_is_chosen_and_paid_with_the_graveyard_first() -> None:
    """701.61a, 118.12: Treetop Sentries' "you may forage" is taken, and with three graveyard cards and a Food
    the agent exiles the cards and keeps the Food."""
    game = position(battlefield=(["Food"], []), hand=(["Treetop Sentries"], []),
                    graveyard=(["Shock", "Opt", "Murder"], []))
    add_mana(game, ANA, "GGGG")
    agent = HeuristicAgent(1)
    game.apply(CastSpell(ANA, named(game, "Treetop Sentries")))
    for _ in range(40):
        d = game.decision
        if d is None or (d.kind is DecisionKind.PRIORITY and not game.state.stack):
            break
        if d.kind is DecisionKind.FORAGE:
            assert agent.choose(game, game.legal_actions()) == Choose(ANA, "exile")
        if d.kind is DecisionKind.PRIORITY:
            game.apply(PassPriority(d.player))    # let the spell and its ability resolve
        else:
            game.apply(agent.choose(game, game.legal_actions()))
    assert obj(game, named(game, "Food")).zone is Zone.BATTLEFIELD
    assert len(game.state.exile) == 3 and len(game.state.players[ANA].hand) == 1


def test_a_game_of_offspring_and_forage_cards_is_played_to_the_end() -> None:
    """Every decision of these cards (offspring, forage ways, choices of keyword, looks at the library) is
    answered legally, game after game."""
    deck = ["Forest"] * 9 + ["Island"] * 8 + ["Bushy Bodyguard", "Curious Forager", "Treetop Sentries",
                                               "Corpseberry Cultivator", "Thundertrap Trainer", "Splash Lasher",
                                               "Finch Formation", "Tender Wildguide", "Rust-Shield Rampager",
                                               "Honored Dreyleader", "Cache Grab", "Pawpatch Recruit"] * 2
    for seed in range(3):
        game = Game.new([deck, deck], seed=seed)
        assert play(game, [HeuristicAgent(seed), RandomAgent(seed + 1)]) is not None
