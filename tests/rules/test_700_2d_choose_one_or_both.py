"""CR 700.2d: "choose one or both" — a modal spell whose controller chooses one mode or more, each at most once
(Brutal Expulsion); and CR 115.1: "target spell or creature"."""

from __future__ import annotations

import pytest

from helpers import cast, choose, named, position, resolve, zone_of
from manastack.cards.loader import parse_card_file
from manastack.types.actions import CastSpell
from manastack.types.decisions import DecisionKind, target_name
from manastack.types.enums import Zone


def _expulsion():  # type: ignore[no-untyped-def]
    game = position(battlefield=(["Island", "Island", "Mountain", "Mountain"], ["Grizzly Bears"]),
                    hand=(["Brutal Expulsion"], []))
    game.apply(CastSpell(0, named(game, "Brutal Expulsion")))
    return game


def test_700_2d_the_first_mode_then_another_or_done():
    """700.2d: after one mode is chosen, the caster may choose the other or stop; the first choice has no "done"."""
    game = _expulsion()
    assert game.decision.kind is DecisionKind.MODE and game.decision.options == (0, 1)
    choose(game, 0)
    assert game.decision.kind is DecisionKind.MODE and game.decision.options == (1, "done")


def test_700_2d_no_mode_is_chosen_twice():
    """700.2d: with both modes chosen (or the last mode chosen first) no further mode is asked; targets follow."""
    game = _expulsion()
    choose(game, 1)
    assert game.decision.kind is DecisionKind.TARGET


def test_700_2d_both_modes_mean_both_targets():
    """700.2d, 601.2c: both modes: the spell has the targets of both, in printed order."""
    game = _expulsion()
    choose(game, 0)
    choose(game, 1)
    assert game.decision.kind is DecisionKind.TARGET and game.decision.prompt.get("target") == target_name("returned")


def test_115_1_target_spell_or_creature_includes_spells():
    """115.1: "target spell or creature": a spell on the stack is a legal target (not the Expulsion itself)."""
    game = position(battlefield=(["Island", "Island", "Mountain", "Mountain"], ["Forest", "Forest"]),
                    hand=(["Brutal Expulsion"], ["Grizzly Bears"]), active=1)
    game.apply(CastSpell(1, named(game, "Grizzly Bears")))
    while game.decision.player != 0:
        game.apply(game.legal_actions()[-1] if game.decision.kind is not DecisionKind.PRIORITY
                   else next(a for a in game.legal_actions() if type(a).__name__ == "PassPriority"))
    expulsion = named(game, "Brutal Expulsion")
    game.apply(CastSpell(0, expulsion))      # no creature or planeswalker: the first mode alone is possible
    bears = named(game, "Grizzly Bears")
    assert bears in game.decision.options and expulsion not in game.decision.options


def test_700_2d_mode_counts_are_checked_on_loading():
    """700.2d: 1 <= min_modes <= max_modes <= the number of modes; counts only for a modal spell."""
    with pytest.raises(ValueError, match="min_modes"):
        list(parse_card_file("X:\n  types: [Instant]\n  max_modes: 3\n  modes: [{effects: []}, {effects: []}]\n",
                             "x.yaml"))


def test_115_5_a_spell_is_no_target_for_itself():
    """115.5: a spell can't target itself: with no other spell and no creature (only a planeswalker), the first mode
    is not offered, so the second is taken alone and its target asked."""
    game = position(battlefield=(["Island", "Island", "Mountain", "Mountain"], ["Gideon, Ally of Zendikar"]),
                    hand=(["Brutal Expulsion"], []))
    game.apply(CastSpell(0, named(game, "Brutal Expulsion")))
    assert game.decision.kind is DecisionKind.TARGET and game.decision.prompt.get("target") == target_name("damaged")


def test_400_7_both_modes_on_one_creature_the_returned_card_is_dealt_no_damage():
    """400.7, 608.2c: both modes on one creature: returned to its owner's hand by the first, it is a new object the
    second mode's damage can't find; the spell finishes resolving and the card stays in its owner's hand."""
    game = position(battlefield=(["Island", "Island", "Mountain", "Mountain"], ["Grizzly Bears"]),
                    hand=(["Brutal Expulsion"], []))
    bears = named(game, "Grizzly Bears")
    cast(game, "Brutal Expulsion", bears, bears, choices=(0, 1))
    resolve(game)
    assert not game.state.stack
    assert zone_of(game, "Grizzly Bears") is Zone.HAND
    assert named(game, "Brutal Expulsion", Zone.GRAVEYARD) is not None
