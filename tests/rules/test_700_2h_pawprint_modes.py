"""CR 700.2h: "choose up to N {P} worth of modes"; 700.2d: the same mode may be chosen more than once."""

from __future__ import annotations

import pytest

from helpers import cast, choose, named, pool_with, position, resolve
from manastack.cards.pool import CardPool
from manastack.rules.abilities import spell_body
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Zone

SEASON = "Season of the Burrow"


def _game(**kw):  # type: ignore[no-untyped-def]
    kw.setdefault("battlefield", (["Plains"] * 5, ["Hill Giant", "Grizzly Bears"]))
    return position(library=(["Island"] * 5, ["Island"] * 5), hand=([SEASON], []), **kw)


def _start(game):  # type: ignore[no-untyped-def]
    from manastack.types.actions import CastSpell

    game.apply(CastSpell(0, named(game, SEASON, Zone.HAND)))


def test_700_2h_modes_are_chosen_while_pawprints_are_left():
    """700.2h: after {P}{P}{P} and {P}{P}, five are spent: nothing more is asked."""
    game = _game(graveyard=(["Grizzly Bears"], []))
    _start(game)
    assert game.decision.kind is DecisionKind.MODE and game.decision.options == (0, 1, 2, "done")
    choose(game, 2)
    assert game.decision.options == (0, 1, "done")     # two left: the three-pawprint mode doesn't fit
    choose(game, 1)
    assert game.decision.kind is DecisionKind.TARGET
    assert game.state.objects[game.state.stack[-1]].modes == (2, 1)


def test_700_2h_no_mode_at_all_may_be_chosen():
    """700.2h ("up to"; ruling: you could even choose no modes at all): the spell does nothing."""
    game = _game()
    cast(game, SEASON, choices=["done"])
    resolve(game)
    assert game.state.players[1].hand == [] and len(game.state.battlefield) == 7


def test_700_2h_a_mode_without_a_legal_target_is_not_offered():
    """700.2h, 601.2c (ruling: a mode that requires a target can be chosen only if there's a legal target)."""
    game = _game()
    _start(game)
    assert 2 not in game.decision.options      # no permanent card in Ana's graveyard


def test_700_2d_the_same_mode_twice_each_with_its_own_target():
    """700.2d: the two-pawprint mode chosen twice exiles two permanents; Bo draws for each."""
    game = _game()
    giant, bears = named(game, "Hill Giant"), named(game, "Grizzly Bears")
    cast(game, SEASON, giant, bears, choices=[1, 1, "done"])
    resolve(game)
    assert {game.state.objects[o].card for o in game.state.players[1].hand} == {"Island"}
    assert len(game.state.players[1].hand) == 2
    assert all(game.state.objects[o].zone is Zone.BATTLEFIELD for o in game.state.battlefield)
    assert not any(game.state.objects[o].card in ("Hill Giant", "Grizzly Bears") for o in game.state.battlefield)


def test_700_2d_a_repeated_mode_may_choose_the_same_target_again():
    """700.2d (ruling: each time you select that mode, you can choose the same target)."""
    game = _game(battlefield=(["Plains"] * 5, ["Hill Giant"]))
    giant = named(game, "Hill Giant")
    cast(game, SEASON, giant, giant, choices=[1, 1])
    spell = game.state.objects[game.state.stack[-1]]
    assert spell.targets == ((giant,), (giant,))


def test_700_2a_the_modes_are_followed_in_printed_order():
    """700.2a, 608.2c (ruling: no matter the order chosen, the instructions are followed as written)."""
    definition = CardPool.builtin()[SEASON]
    effects = [e.do for e in spell_body(definition, (2, 0, 0)).effects]
    assert effects == ["create_token", "create_token", "return_card"]


def test_700_2h_pawprints_need_modes_with_a_cost():
    """700.2h: a pawprint budget goes with modes that each cost {P}; a mode's {P} needs the budget."""
    with pytest.raises(Exception, match="pawprints"):
        pool_with("X:\n  types: [Sorcery]\n  pawprints: 3\n  modes: [{effects: [{do: draw}]}]\n")
    with pytest.raises(Exception, match="pawprints"):
        pool_with("X:\n  types: [Sorcery]\n  modes: [{pawprints: 1, effects: [{do: draw}]}]\n")
