"""The agents: the heuristic agent answers every decision legally and beats the random agent."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from helpers import ANA, BO, life, position, resolve, zone_of
from manastack import Game, play
from manastack.agents.heuristic import HeuristicAgent
from manastack.cards.pool import CardPool
from manastack.decks import load_deck
from manastack.sim import simulate
from manastack.types.actions import CastSpell, Choose, PassPriority, PlayLand
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Zone

_REPO = Path(__file__).resolve().parents[1]


SAMPLE_DECKS = _REPO / "decks"
#: The repository's copies of the bench decks (tests/test_sim.py checks them against shared/bench).
DECKS = [load_deck(SAMPLE_DECKS / f"{name}.txt", list(CardPool.builtin())).card_names()
         for name in ("green-stompy", "red-aggro")]
#: (heuristic's deck, random agent's deck): every sample deck, each pairing from both sides.
PAIRINGS = [("bloomburrow-gift", "zendikar-awaken"), ("zendikar-awaken", "bloomburrow-gift"),
            ("green-stompy", "red-aggro"), ("red-aggro", "green-stompy")]
GAMES_PER_PAIRING = 60   # 30 seeds, each played from both seats (simulate pairs them)


@pytest.mark.parametrize(("mine", "theirs"), PAIRINGS)
def test_heuristic_beats_random_on_the_sample_decks(mine: str, theirs: str) -> None:
    """The bar: 90% in every pairing (each deck against each, from both sides), with each seat pulling its weight.

    Measured over 200–400 games a pairing the rates are 95–100%, except red-aggro against green-stompy at
    about 91% (see the README), so that pairing sits close to the bar here. 60 games (30 seeds, each from
    both seats) keep the four runs under ~25 s."""
    result = simulate(SAMPLE_DECKS / f"{mine}.txt", SAMPLE_DECKS / f"{theirs}.txt", GAMES_PER_PAIRING,
                      agents=("heuristic", "random"), seed=0, progress=False)
    assert result.capped == 0
    by_seat = [0, 0]
    for game in result.games:
        if game.winner_deck == "A":
            by_seat[1 if game.swapped else 0] += 1
    rate = result.wins_a / result.n
    assert rate >= 0.9, f"heuristic ({mine}) beat random ({theirs}) in {result.wins_a}/{result.n}: {by_seat} by seat"
    assert min(by_seat) >= 0.8 * result.n / 2, f"one seat is weak: {by_seat}"


def test_heuristic_is_deterministic() -> None:
    traces = []
    for _ in range(2):
        game = Game.new(DECKS, seed=5)
        play(game, [HeuristicAgent(3), HeuristicAgent(4)])
        traces.append(game.trace())
    assert traces[0] == traces[1]
    assert traces[0][-1].endswith("]")


def test_heuristic_keeps_a_hand_with_lands_and_mulligans_one_without() -> None:
    agent = HeuristicAgent(0)
    game = Game.new([["Forest"] * 7 + ["Grizzly Bears"] * 13, ["Grizzly Bears"] * 20], seed=1)
    state = game.state
    assert game.decision is not None and game.decision.kind is DecisionKind.MULLIGAN
    me = game.decision.player
    hand = state.players[me].hand
    lands = sum(1 for oid in hand if state.objects[oid].card == "Forest")
    choice = agent.choose(game, game.legal_actions())
    assert isinstance(choice, Choose)
    assert choice.option == ("keep" if 2 <= lands <= agent.keep_max_lands else "mulligan")
    nolands = Game.new([["Grizzly Bears"] * 20, ["Grizzly Bears"] * 20], seed=1)
    assert agent.choose(nolands, nolands.legal_actions()) == Choose(nolands.decision.player, "mulligan")  # type: ignore[union-attr]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_heuristic_only_returns_legal_actions(seed: int) -> None:
    game = Game.new(DECKS, seed=seed, record=False)
    agents = [HeuristicAgent(seed), HeuristicAgent(seed + 1)]
    plays_land = False
    for _ in range(5000):
        if game.decision is None or game.is_over():
            break
        legal = game.legal_actions()
        action = agents[game.decision.player].choose(game, legal)
        assert action in legal
        plays_land |= type(action).__name__ == "PlayLand"
        game.apply(action)
    assert game.is_over()
    assert plays_land


def test_heuristic_passes_when_nothing_is_worth_doing() -> None:
    """A pump spell in the main phase, with no combat to win, is not worth a card: it passes, though it could
    cast it; and with a land in hand it plays the land first."""
    game = position(battlefield=(["Forest", "Grizzly Bears"], []), hand=(["Giant Growth"], []))
    legal = game.legal_actions()
    assert any(isinstance(a, CastSpell) for a in legal)
    assert HeuristicAgent(1).choose(game, legal) == PassPriority(ANA)
    with_land = position(battlefield=(["Forest", "Grizzly Bears"], []), hand=(["Giant Growth", "Forest"], []))
    assert isinstance(HeuristicAgent(1).choose(with_land, with_land.legal_actions()), PlayLand)


# -- rules of thumb on set positions -------------------------------------------------------------------
def _act(game: Game, agent: HeuristicAgent) -> Any:
    """The agent's answer to the pending decision, followed through the rest of a cast it starts."""
    first = agent.choose(game, game.legal_actions())
    game.apply(first)
    while game.state.casting is not None and game.decision is not None:
        game.apply(agent.choose(game, game.legal_actions()))
    return first


def test_burn_that_only_hits_creatures_is_not_aimed_at_our_own() -> None:
    game = position(battlefield=(["Mountain", "Mountain", "Goblin Guide"], []), hand=(["Blooming Blast"], []))
    assert _act(game, HeuristicAgent(0)) == PassPriority(ANA)


def test_blooming_blast_kills_their_creature_and_promises_the_gift_for_the_face_damage() -> None:
    game = position(battlefield=(["Mountain", "Mountain"], ["Grizzly Bears"]), hand=(["Blooming Blast"], []))
    assert isinstance(_act(game, HeuristicAgent(0)), CastSpell)
    resolve(game)
    assert zone_of(game, "Grizzly Bears") is Zone.GRAVEYARD
    assert life(game) == (20, 17)


def test_fights_only_when_our_creature_wins() -> None:
    losing = position(battlefield=(["Forest", "Grizzly Bears"], ["Serra Angel"]), hand=(["Longstalk Brawl"], []))
    assert _act(losing, HeuristicAgent(0)) == PassPriority(ANA)
    winning = position(battlefield=(["Forest", "Grizzly Bears"], ["Silvercoat Lion"]),
                       hand=(["Longstalk Brawl"], []))
    assert isinstance(_act(winning, HeuristicAgent(0)), CastSpell)
    resolve(winning)
    # The +1/+1 counter (the gift) is what lets the Bears survive the fight, so the gift is promised.
    assert zone_of(winning, "Silvercoat Lion") is Zone.GRAVEYARD
    assert zone_of(winning, "Grizzly Bears") is Zone.BATTLEFIELD


def test_no_gift_for_nothing_and_no_sweeper_that_hurts_us_more() -> None:
    game = position(battlefield=(["Forest"] * 3, []), hand=(["Scrapshooter"], []))
    agent = HeuristicAgent(0)
    assert isinstance(_act(game, agent), CastSpell)
    resolve(game)
    assert len(game.state.players[BO].hand) == 0   # no card given away: there was nothing to destroy
    howl = position(battlefield=(["Mountain"] * 3 + ["Grizzly Bears", "Goblin Guide"], ["Llanowar Elves"]),
                    hand=(["Wildfire Howl"], []))
    assert _act(howl, HeuristicAgent(0)) == PassPriority(ANA)


def test_attacks_through_an_empty_board_and_keeps_a_blocker_home_when_the_crack_back_is_lethal() -> None:
    game = position(battlefield=(["Grizzly Bears", "Grizzly Bears"], []))
    agent = HeuristicAgent(0)
    while game.decision is not None and game.decision.kind is not DecisionKind.ATTACKERS:
        game.apply(agent.choose(game, game.legal_actions()))
    assert isinstance(agent.choose(game, game.legal_actions()).option, tuple)  # type: ignore[union-attr]
    behind = position(battlefield=(["Grizzly Bears", "Grizzly Bears"], ["Leatherback Baloth"] * 2),
                      life=(8, 20))
    agent = HeuristicAgent(0)
    while behind.decision is not None and behind.decision.kind is not DecisionKind.ATTACKERS:
        behind.apply(agent.choose(behind, behind.legal_actions()))
    declared = 0
    while behind.decision is not None and behind.decision.kind is DecisionKind.ATTACKERS:
        action = agent.choose(behind, behind.legal_actions())
        declared += action.option != "done"  # type: ignore[union-attr]
        behind.apply(action)
    assert declared <= 1
