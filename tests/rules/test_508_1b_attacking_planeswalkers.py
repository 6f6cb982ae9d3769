"""CR 508.1b: each attacking creature attacks a player or a planeswalker an opponent controls; 510.1: an
unblocked creature deals its combat damage to the planeswalker it attacks (120.3c: removing loyalty)."""

from __future__ import annotations

from helpers import ANA, BO, advance_to, choose, named, obj, pass_priority, position
from manastack.sentences import option_text
from manastack.types.decisions import DecisionKind
from manastack.types.enums import Step

OB = "Ob Nixilis Reignited"


def _declaring():  # type: ignore[no-untyped-def]
    game = position(battlefield=(["Grizzly Bears"], [OB]))
    advance_to(game, Step.DECLARE_ATTACKERS)
    return game


def test_508_1b_the_declaration_offers_each_opponent_and_each_planeswalker_they_control():
    """508.1b: "the active player chooses which player or planeswalker each attacking creature attacks"."""
    game = _declaring()
    bears, ob = named(game, "Grizzly Bears"), named(game, OB)
    assert game.decision is not None and game.decision.kind is DecisionKind.ATTACKERS
    assert set(game.decision.options) == {(bears, BO), (bears, BO, ob), "done"}
    assert "Ob Nixilis Reignited (Bo's planeswalker)" in option_text(game.decision, (bears, BO, ob))


def test_508_1b_510_1a_an_unblocked_creature_damages_the_planeswalker_it_attacks():
    """510.1a with 120.3c: the unblocked attacker's damage goes to the planeswalker, not to its controller."""
    game = _declaring()
    bears, ob = named(game, "Grizzly Bears"), named(game, OB)
    choose(game, (bears, BO, ob))
    choose(game, "done")
    assert game.state.combat is not None and game.state.combat.attacked == {bears: ob}
    while game.state.step is not Step.END_COMBAT:
        if game.decision is not None and game.decision.kind is DecisionKind.BLOCKERS:
            choose(game, "done")
        else:
            pass_priority(game)
    assert obj(game, ob).counters["loyalty"] == 3
    assert game.state.players[BO].life == 20 and game.state.players[ANA].life == 20
