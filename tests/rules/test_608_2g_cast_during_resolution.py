"""CR 608.2g: a spell cast while another spell or ability resolves goes through 601.2 in full right then, its
timing permissions ignored; 118.9: "without paying its mana cost" is an alternative cost (118.9a: the only one
applied); 107.3b: its X is 0; 614.1a: "if that spell would be put into your graveyard, exile it instead"."""

from __future__ import annotations

from helpers import ANA, P1, cast, choose, ids, life, named, pool_with, position, resolve_top
from manastack.game import Game
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Zone

CARDS = pool_with("""
Test Recaster:
  cost: "{U}"
  types: [Creature]
  power: 1
  toughness: 1
  abilities:
    - kind: triggered
      when: {event: enters}
      targets: [{zone: graveyard, filter: {types: [Instant, Sorcery], controller: you}}]
      effects: [{do: cast, what: target, exile_instead: true}]
Test Discard Recaster:
  cost: "{U}"
  types: [Creature]
  power: 1
  toughness: 1
  abilities:
    - kind: triggered
      when: {event: enters}
      targets: [{zone: graveyard, filter: {types: [Instant, Sorcery], controller: you}}]
      effects: [{do: cast, what: target, how: discard}]
Test X Blast:
  cost: "{X}{R}"
  types: [Sorcery]
  spell:
    targets: [{kind: any}]
    effects: [{do: damage, amount: x, to: target}]
""")


def _enter(game: Game, recaster: str = "Test Recaster") -> None:
    """Ana casts the recaster; its enters trigger targets the one instant or sorcery card in her graveyard."""
    cast(game, recaster)
    resolve_top(game)
    card = next(c for c in game.state.players[ANA].graveyard)
    while game.decision is not None and game.decision.kind is DecisionKind.TARGET:
        choose(game, card)
    resolve_top(game)


def test_608_2g_a_sorcery_is_cast_while_the_ability_resolves():
    """608.2g: the sorcery is cast with the ability still on the stack (its timing is ignored) and no mana paid
    (118.9); it resolves after the ability has finished."""
    game = position(battlefield=(["Island"], []), hand=(["Test Recaster"], []), graveyard=(["Divination"], []),
                    cards=CARDS)
    _enter(game)
    assert game.decision.rule == "608.2g"
    choose(game, "yes")
    stack = [game.state.objects[o].card for o in game.state.stack]
    assert stack == ["Divination"]       # the ability finished resolving; Divination is cast and waits
    assert game.state.players[ANA].pool == [0, 0, 0, 0, 0, 0]
    hand = len(game.state.players[ANA].hand)
    resolve_top(game)
    assert len(game.state.players[ANA].hand) == hand + 2
    assert [game.state.objects[o].card for o in game.state.exile] == ["Divination"]   # 614.1a


def test_608_2g_declining_leaves_the_card_where_it_is():
    """608.2d, 608.2g: "you may cast": Ana chooses not to; the card stays in her graveyard."""
    game = position(battlefield=(["Island"], []), hand=(["Test Recaster"], []), graveyard=(["Divination"], []),
                    cards=CARDS)
    _enter(game)
    choose(game, "no")
    assert not game.state.stack
    assert ids(game, "Divination", Zone.GRAVEYARD)


def test_107_3b_x_is_zero_when_cast_without_paying():
    """107.3b: cast without paying its mana cost, the only legal value of X is 0: no X is asked."""
    game = position(battlefield=(["Island"], []), hand=(["Test Recaster"], []), graveyard=(["Test X Blast"], []),
                    cards=CARDS)
    _enter(game)
    choose(game, "yes")
    assert game.decision.kind is DecisionKind.TARGET
    choose(game, P1)
    spell = game.state.objects[game.state.stack[-1]]
    assert spell.card == "Test X Blast" and spell.x == 0
    resolve_top(game)
    assert life(game) == (20, 20)


def test_118_9a_no_other_alternative_cost_is_offered():
    """118.9a: cast without paying its mana cost, a flashback card is offered no flashback cost."""
    game = position(battlefield=(["Island"], []), hand=(["Test Recaster"], []),
                    graveyard=(["Otterball Antics"], []), cards=CARDS)
    _enter(game)
    choose(game, "yes")
    assert game.decision is None or game.decision.kind is not DecisionKind.ALTERNATIVE_COST
    assert [game.state.objects[o].card for o in game.state.stack] == ["Otterball Antics"]


def test_608_2g_no_legal_target_no_cast():
    """601.2c: a spell whose targets can't be chosen can't be cast: no question is asked."""
    game = position(battlefield=(["Island"], []), hand=(["Test Recaster"], []), graveyard=(["Naturalize"], []),
                    cards=CARDS)
    _enter(game)
    assert game.decision.kind is DecisionKind.PRIORITY and not game.state.stack
    assert ids(game, "Naturalize", Zone.GRAVEYARD)


def test_614_1a_exiled_only_instead_of_a_graveyard():
    """614.1a (ruling): put into its owner's hand instead of a graveyard, the spell isn't exiled."""
    from manastack.rules.zones import move

    game = position(battlefield=(["Island"], []), hand=(["Test Recaster"], []), graveyard=(["Divination"], []),
                    cards=CARDS)
    _enter(game)
    choose(game, "yes")
    move(game.state, game.state.stack[-1], Zone.HAND)
    assert ids(game, "Divination", Zone.HAND)


def test_118_9_by_discarding_a_card_rather_than_paying():
    """118.9, 601.2h: "by discarding a card rather than paying its mana cost": the discard is paid as the cost."""
    game = position(battlefield=(["Island"], []), hand=(["Test Discard Recaster", "Grizzly Bears"], []),
                    graveyard=(["Divination"], []), cards=CARDS)
    _enter(game, "Test Discard Recaster")
    choose(game, "yes")
    assert ids(game, "Grizzly Bears", Zone.GRAVEYARD)
    assert [game.state.objects[o].card for o in game.state.stack] == ["Divination"]


def test_118_9_no_card_to_discard_no_cast():
    """601.2h: with no card in hand to discard, the cost can't be paid: the spell can't be cast."""
    game = position(battlefield=(["Island"], []), hand=(["Test Discard Recaster"], []),
                    graveyard=(["Divination"], []), cards=CARDS)
    _enter(game, "Test Discard Recaster")
    assert not game.state.stack and ids(game, "Divination", Zone.GRAVEYARD)
    assert named(game, "Test Discard Recaster", Zone.BATTLEFIELD)
