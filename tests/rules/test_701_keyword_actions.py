"""CR 701: keyword actions — discard (701.9), destroy (701.8), sacrifice (701.21), exile (406.2)."""

from __future__ import annotations

from helpers import ANA, BO, P1, cast, choose, grant, ids, named, obj, pass_priority, position, resolve
from manastack.rules.keyword_actions import exile
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Zone


def test_701_9b_the_discarding_player_chooses_the_cards() -> None:
    """701.9b: Mind Rot: the target player discards two cards of their choice."""
    game = position(battlefield=(["Swamp"] * 3, []), hand=(["Mind Rot"], ["Shock", "Forest", "Hill Giant"]))
    cast(game, "Mind Rot", P1)
    pass_priority(game)
    pass_priority(game)
    d = game.decision
    assert d.kind is DecisionKind.CHOOSE_OBJECT and d.player == BO and len(d.options) == 3
    choose(game, named(game, "Shock"))
    d = game.decision
    assert d.player == BO and named(game, "Shock") not in d.options and len(d.options) == 2
    choose(game, named(game, "Hill Giant"))
    assert [obj(game, c).card for c in game.state.players[BO].hand] == ["Forest"]
    assert sorted(obj(game, c).card for c in game.state.players[BO].graveyard) == ["Hill Giant", "Shock"]
    assert game.decision.kind is DecisionKind.PRIORITY


def test_701_9b_with_no_more_cards_than_required_all_are_discarded_without_a_choice() -> None:
    """701.9b: a player asked to discard two cards with two or fewer in hand discards their whole hand."""
    for hand in (["Shock", "Forest"], ["Shock"], []):
        game = position(battlefield=(["Swamp"] * 3, []), hand=(["Mind Rot"], hand))
        cast(game, "Mind Rot", P1)
        resolve(game)
        assert game.state.players[BO].hand == []
        assert len(game.state.players[BO].graveyard) == len(hand)
        assert game.decision.kind is DecisionKind.PRIORITY


def test_701_9a_a_discarded_card_goes_to_its_owners_graveyard() -> None:
    """701.9a: to discard a card is to move it from its owner's hand to that player's graveyard."""
    game = position(battlefield=(["Swamp"] * 3, []), hand=(["Mind Rot", "Shock"], ["Forest"]))
    cast(game, "Mind Rot", P1)
    resolve(game)
    assert obj(game, named(game, "Forest")).zone is Zone.GRAVEYARD
    assert obj(game, named(game, "Shock")).zone is Zone.HAND            # the caster's own hand is untouched


def test_701_8a_destroy_moves_to_the_graveyard_unless_indestructible() -> None:
    """701.8a, 702.12b: destroying a permanent moves it to its owner's graveyard; indestructible ones stay."""
    game = position(battlefield=(["Plains"] * 4, ["Grizzly Bears", "Hill Giant"]), hand=(["Wrath of God"], []))
    grant(game, named(game, "Hill Giant"), "Indestructible")
    cast(game, "Wrath of God")
    resolve(game)
    assert obj(game, named(game, "Grizzly Bears")).zone is Zone.GRAVEYARD
    assert obj(game, named(game, "Hill Giant")).zone is Zone.BATTLEFIELD


def test_406_2_exile_makes_a_new_object_in_exile() -> None:
    """406.2, 400.7: an exiled object is a new object in the exile zone."""
    game = position(battlefield=(["Grizzly Bears"], []))
    bears = named(game, "Grizzly Bears")
    new = exile(game.state, bears)
    assert new is not None and new != bears
    assert obj(game, new).zone is Zone.EXILE and game.state.exile == [new]


def test_111_7_an_exiled_token_ceases_to_exist() -> None:
    """111.7, 704.5d: a token that leaves the battlefield ceases to exist at the next state-based action check."""
    from manastack.rules.zones import create_token

    game = position()
    token = create_token(game.state, game.state.cards["Fish"], ANA)
    exile(game.state, token.id)
    pass_priority(game)
    assert not [o for o in game.state.objects.values() if o.card == "Fish"]
    assert game.state.exile == []


def test_701_21a_sacrifice_strip_mine_destroys_a_land() -> None:
    """701.21a, 602.2: Strip Mine is sacrificed as a cost; its ability destroys target land."""
    from helpers import activate

    game = position(battlefield=(["Strip Mine"], ["Forest"]))
    activate(game, named(game, "Strip Mine"), 1, named(game, "Forest"))
    assert obj(game, named(game, "Strip Mine")).zone is Zone.GRAVEYARD
    resolve(game)
    assert obj(game, named(game, "Forest")).zone is Zone.GRAVEYARD
    assert ids(game, "Forest", Zone.BATTLEFIELD) == []
