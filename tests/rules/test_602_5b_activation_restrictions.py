"""CR 602.5b: an activated ability may say "Activate only if <condition>", "only once each turn" or "only once" —
the ability can't be activated otherwise (Hired Claw: "only if an opponent lost life this turn and only once each
turn"; Thought Shucker: "only if seven or more cards are in your graveyard and only once")."""

from __future__ import annotations

from helpers import ANA, P1, activate, cast, counters, named, position, resolve
from manastack.game import Game
from manastack.types.actions import ActivateAbility


def _claw_actions(game):   # type: ignore[no-untyped-def]
    claw = named(game, "Hired Claw")
    return [a for a in game.legal_actions() if isinstance(a, ActivateAbility) and a.source == claw]


def test_602_5b_not_before_an_opponent_lost_life():
    """602.5b: with no life lost by an opponent this turn, the ability can't be activated."""
    game = position(battlefield=(["Hired Claw"] + ["Mountain"] * 4, []))
    assert _claw_actions(game) == []


def test_602_5b_once_an_opponent_lost_life_only_once_each_turn():
    """602.5b: after Shock, it can be activated once; not a second time this turn."""
    game = position(battlefield=(["Hired Claw"] + ["Mountain"] * 5, []), hand=(["Shock"], []))
    cast(game, "Shock", P1)
    resolve(game)
    assert len(_claw_actions(game)) == 1
    activate(game, named(game, "Hired Claw"), 1)
    resolve(game)
    assert _claw_actions(game) == []


def test_602_5b_an_opponent_paying_life_is_losing_life():
    """119.4, 602.5b: paying life is losing life: it counts for "an opponent lost life this turn"."""
    from manastack.rules.costs import pay_life

    game = position(battlefield=(["Hired Claw"] + ["Mountain"] * 2, []))
    pay_life(game.state, 1, 2)
    game.state.event_seq += 1
    assert len(_claw_actions(game)) == 1


SEVEN = ["Shock"] * 7


def _shucker(graveyard: list[str]) -> Game:
    return position(battlefield=(["Thought Shucker", "Island", "Island", "Island", "Island"], []),
                    graveyard=(graveyard, []))


def _can_activate(game: Game) -> bool:
    shucker = named(game, "Thought Shucker")
    return any(isinstance(a, ActivateAbility) and a.source == shucker for a in game.legal_actions())


def test_602_5b_activate_only_if_the_condition_holds():
    """602.5b: with six cards in Ana's graveyard the ability can't be activated; with seven it can."""
    assert not _can_activate(_shucker(SEVEN[:6]))
    assert _can_activate(_shucker(SEVEN))


def test_602_5b_activate_only_once():
    """602.5b: once activated (and resolved), "only once" forbids a second activation."""
    game = _shucker(SEVEN)
    activate(game, named(game, "Thought Shucker"), 0)
    resolve(game)
    assert len(game.state.players[ANA].hand) == 1
    assert not _can_activate(game)


def test_602_5b_activate_only_if_this_creatures_power_is_3_or_greater():
    """602.5b: Kitsa's copy ability needs power 3 — with a 1/3 Kitsa and a spell of Ana's on the stack, it can't
    be activated; with two +1/+1 counters it can."""
    for extra, allowed in ((0, False), (2, True)):
        game = position(battlefield=(["Kitsa, Otterball Elite", "Mountain", "Island", "Island"], []),
                        hand=(["Shock"], []))
        kitsa = named(game, "Kitsa, Otterball Elite")
        counters(game, kitsa, "+1/+1", extra)
        cast(game, "Shock", P1)
        legal = [a for a in game.legal_actions() if isinstance(a, ActivateAbility) and a.source == kitsa]
        assert [a.index for a in legal] == ([0, 1] if allowed else [0])
