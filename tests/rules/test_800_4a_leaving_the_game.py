"""CR 800.4a: when a player leaves a multiplayer game, every object they own leaves the game, the abilities
and copies they control on the stack cease to exist, and what they still control is exiled; an object
that would be created for them is not (800.4a)."""

from __future__ import annotations

from helpers import cast, events, ids, named, pass_priority, resolve_top
from manastack.cards.pool import CardPool
from manastack.game import Game
from manastack.rules import engine
from manastack.rules.targets import player_target
from manastack.rules.zones import new_card
from manastack.types.enums import Step, Zone
from manastack.types.objects import Player
from manastack.types.state import GameState

ANA, BO, CLEO = 0, 1, 2


def three_players(bo_life: int = 3, cards: CardPool | None = None) -> Game:
    """Ana (active, Mountain, Plains, Savannah Lions; Lightning Bolt and Crumb and Get It in hand), Bo (Grizzly
    Bears in play, Hill Giant in hand, Raging Goblin in the graveyard, and Cleo's Silvercoat Lion under his
    control) and Cleo, whose Shock Bo is casting at Ana."""
    state = GameState(1, cards if cards is not None else CardPool.builtin())
    state.players = [Player(0, "Ana"), Player(1, "Bo", bo_life), Player(2, "Cleo")]
    state.decks = [[], [], []]
    for pid, cards in ((ANA, ["Mountain", "Plains", "Savannah Lions"]), (BO, ["Grizzly Bears"]), (CLEO, [])):
        for name in cards:
            new_card(state, state.cards[name], pid, Zone.BATTLEFIELD)
        for _ in range(5):
            new_card(state, state.cards["Island"], pid, Zone.LIBRARY)
    new_card(state, state.cards["Silvercoat Lion"], CLEO, Zone.BATTLEFIELD).controller = BO
    new_card(state, state.cards["Hill Giant"], BO, Zone.HAND)
    new_card(state, state.cards["Raging Goblin"], BO, Zone.GRAVEYARD)
    shock = new_card(state, state.cards["Shock"], CLEO, Zone.STACK)
    shock.controller, shock.targets = BO, ((player_target(ANA),),)
    for name in ("Lightning Bolt", "Crumb and Get It"):
        new_card(state, state.cards[name], ANA, Zone.HAND)
    state.turn_number, state.step, state.phase_done = 2, Step.MAIN1, True
    engine.advance(state)
    return Game(state)


def bolt_bo(game: Game) -> None:
    cast(game, "Lightning Bolt", player_target(BO))
    resolve_top(game)
    assert game.state.players[BO].lost and not game.is_over()


def test_800_4a_every_object_the_player_owns_leaves_the_game() -> None:
    """800.4a: all objects owned by the player who left leave the game — hand, library and graveyard too,
    so no one can return a departed player's creature."""
    game = three_players()
    bolt_bo(game)
    state = game.state
    assert not [o for o in state.objects.values() if o.owner == BO]
    assert (state.players[BO].hand, state.players[BO].library, state.players[BO].graveyard) == ([], [], [])


def test_800_4a_what_they_control_but_dont_own_is_exiled() -> None:
    """800.4a: objects still controlled by the player who left are exiled — a permanent and a spell owned by
    another player."""
    game = three_players()
    bolt_bo(game)
    assert ids(game, "Silvercoat Lion", Zone.EXILE, owner=CLEO) and ids(game, "Shock", Zone.EXILE, owner=CLEO)
    assert not ids(game, "Shock", Zone.STACK)
    assert {e.rule for e in events(game, "zone_change") if e.objects[0] in game.state.exile} == {"800.4a"}


def test_800_4a_a_token_for_a_player_who_left_isnt_created() -> None:
    """800.4a: nothing is created for a player who has left — a gift promised to them makes no Food."""
    game = three_players()
    cast(game, "Crumb and Get It", named(game, "Savannah Lions"), choices=(BO,))
    bolt_bo(game)
    while game.state.stack:
        pass_priority(game)
    assert not ids(game, "Food") and not events(game, "gift")


def test_800_4a_priority_passes_to_the_next_player_when_its_holder_leaves() -> None:
    """800.4a: if the player who left had priority, it passes to the next player in turn order still in the
    game (Bo pays his last life with an ability's cost while he holds priority: Cleo, not Ana, gets it)."""
    from helpers import pool_with
    from manastack.types.actions import ActivateAbility

    cards = """
Test Bloodletter:
  cost: "{B}"
  types: [Creature]
  power: 1
  toughness: 1
  abilities:
    - {kind: activated, cost: {life: 2}, effects: [{do: draw, amount: 1}]}
"""
    game = three_players(bo_life=2, cards=pool_with(cards))
    new_card(game.state, game.state.cards["Test Bloodletter"], BO, Zone.BATTLEFIELD)
    game.state.event_seq += 1
    pass_priority(game)                                     # Ana passes: Bo has priority
    assert game.decision.player == BO
    game.apply(ActivateAbility(BO, named(game, "Test Bloodletter"), 0))
    assert game.state.players[BO].lost and not game.state.stack     # his ability ceased to exist
    assert game.decision is not None and game.decision.player == CLEO



def test_800_4a_the_last_opponent_leaving_forgets_what_was_cached_about_their_permanents() -> None:
    """800.4a, 104.2a: the last opponent's objects leave with no event (the game is over); what was worked out
    about the permanents before (the static abilities on the battlefield, 613.1) must not name one that left."""
    from helpers import position
    from manastack.rules.sba import leave_the_game
    from manastack.rules.statics import static_effects

    game = position(battlefield=(["Grizzly Bears"], ["Ygra, Eater of All"]))
    state = game.state
    assert static_effects(state)      # Ygra's "other creatures are Food artifacts", worked out in this event
    leave_the_game(state, named(game, "Ygra, Eater of All"))
    assert named(game, "Grizzly Bears") in state.objects and not static_effects(state)
