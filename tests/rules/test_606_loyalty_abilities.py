"""CR 606: loyalty abilities (``rules.loyalty``), and the planeswalker rules around them: 306.5b (entering with
loyalty), 120.3c (damage removes loyalty), 704.5i (0 loyalty)."""

from __future__ import annotations

import pytest

from helpers import ANA, BO, activate, cast, changed, named, obj, position, resolve
from manastack.cards.loader import CardFileError, parse_card_file
from manastack.cards.pool import CardPool
from manastack.cards.render import rules_text
from manastack.rules.damage import deal_damage
from manastack.types.actions import ActivateAbility
from manastack.types.enums import Step, Zone

OB, GIDEON = "Ob Nixilis Reignited", "Gideon, Ally of Zendikar"


def set_loyalty(game, oid: int, n: int) -> None:  # type: ignore[no-untyped-def]
    game.state.objects[oid].counters["loyalty"] = n
    changed(game)


def _walker(name: str = OB, loyalty: int | None = None, **kwargs: object):  # type: ignore[no-untyped-def]
    game = position(battlefield=([name], ["Grizzly Bears"]), **kwargs)  # type: ignore[arg-type]
    oid = named(game, name)
    if loyalty is not None:
        set_loyalty(game, oid, loyalty)
    return game, oid


def _loyalty_actions(game, oid):  # type: ignore[no-untyped-def]
    return [a.index for a in game.legal_actions() if isinstance(a, ActivateAbility) and a.source == oid]


def test_306_5b_a_planeswalker_enters_with_its_printed_loyalty():
    """306.5b: "This permanent enters with a number of loyalty counters on it equal to its printed loyalty"."""
    game = position(hand=([GIDEON], []), battlefield=(["Plains"] * 4, []))
    cast(game, GIDEON)
    resolve(game)
    assert obj(game, named(game, GIDEON)).counters == {"loyalty": 4}


def test_306_5b_a_planeswalker_card_needs_a_loyalty_and_only_a_planeswalker_has_one():
    """306.5b: the printed loyalty is part of a planeswalker card; loading rejects one without it."""
    with pytest.raises(CardFileError, match="loyalty"):
        list(parse_card_file("W:\n  cost: '{W}'\n  types: [Planeswalker]\n", "my.yaml"))
    with pytest.raises(CardFileError, match="loyalty"):
        list(parse_card_file("W:\n  cost: '{W}'\n  types: [Creature]\n  power: 1\n  toughness: 1\n  loyalty: 3\n",
                             "my.yaml"))


def test_606_4_plus_puts_loyalty_counters_on_as_a_cost():
    """606.4: the cost of a +N loyalty ability is to put N loyalty counters on the planeswalker (paid on
    activation, before the ability resolves)."""
    game, ob = _walker()
    activate(game, ob, 0)
    assert obj(game, ob).counters["loyalty"] == 6 and game.state.stack
    resolve(game)
    assert game.state.players[ANA].life == 19 and len(game.state.players[ANA].hand) == 1


def test_606_4_minus_removes_loyalty_counters_as_a_cost():
    """606.4: the cost of a −N loyalty ability is to remove N loyalty counters."""
    game, ob = _walker()
    bears = named(game, "Grizzly Bears")
    activate(game, ob, 1, bears)
    assert obj(game, ob).counters["loyalty"] == 2
    resolve(game)
    assert bears not in game.state.battlefield


def test_606_6_a_minus_ability_needs_that_many_loyalty_counters():
    """606.6: "An ability with a negative loyalty cost can't be activated unless the permanent has at least that
    many loyalty counters on it." Ob Nixilis with 5 may use +1 and −3, not −8."""
    game, ob = _walker()
    assert _loyalty_actions(game, ob) == [0, 1]


def test_606_3_only_one_loyalty_ability_per_planeswalker_per_turn():
    """606.3: a loyalty ability may be activated only if no player has activated a loyalty ability of that
    permanent this turn."""
    game, ob = _walker()
    activate(game, ob, 0)
    resolve(game)
    assert _loyalty_actions(game, ob) == []


def test_606_3_loyalty_abilities_only_as_a_sorcery():
    """606.3: only any time its controller could cast a sorcery: main phase, own turn, empty stack."""
    game, ob = _walker(step=Step.BEGIN_COMBAT)
    assert _loyalty_actions(game, ob) == []
    game, ob = _walker(active=BO)
    assert _loyalty_actions(game, ob) == []


def test_606_3_the_limit_is_per_turn():
    """606.3: "this turn" — the next turn the planeswalker may use a loyalty ability again."""
    game, ob = _walker()
    activate(game, ob, 0)
    resolve(game)
    game.state.loyalty_activated.clear()      # as the turn-begin step does (``turns``), checked by the scenarios
    assert _loyalty_actions(game, ob) == [0, 1]


def test_606_4_loyalty_costs_render_with_their_sign():
    """606.4: the loyalty symbol is written +N, −N or 0 before the colon."""
    lines = rules_text(CardPool.builtin()[GIDEON]).splitlines()
    assert [line.split(":")[0] for line in lines] == ["+1", "0", "\u22124"]


def test_120_3c_damage_to_a_planeswalker_removes_loyalty_counters():
    """120.3c: "Damage dealt to a planeswalker causes that many loyalty counters to be removed from that
    planeswalker." It is not marked as damage (120.3e is about creatures)."""
    game, ob = _walker()
    deal_damage(game.state, obj(game, named(game, "Grizzly Bears")), ob, 2)
    assert obj(game, ob).counters["loyalty"] == 3 and obj(game, ob).damage == 0


def test_704_5i_a_planeswalker_with_0_loyalty_goes_to_the_graveyard():
    """704.5i: "If a planeswalker has loyalty 0, it's put into its owner's graveyard." (Using −3 at 3.)"""
    game, ob = _walker(loyalty=3)
    activate(game, ob, 1, named(game, "Grizzly Bears"))
    resolve(game)
    assert named(game, OB, Zone.GRAVEYARD)


def test_120_3c_120_3e_damage_to_a_planeswalker_creature_is_marked_and_removes_loyalty():
    """120.3c and 120.3e both apply to a planeswalker that is also a creature (Gideon's ruling of 2015-08-25:
    damage that isn't prevented is marked on him and removes that many loyalty counters)."""
    game, gideon = _walker(GIDEON)
    activate(game, gideon, 0)
    resolve(game)
    game.state.effects = [e for e in game.state.effects if e.layer != "prevent"]   # as if it can't be prevented
    deal_damage(game.state, obj(game, named(game, "Grizzly Bears")), gideon, 3)
    assert obj(game, gideon).damage == 3 and obj(game, gideon).counters["loyalty"] == 2


def test_302_6_a_planeswalker_that_became_a_creature_the_turn_it_entered_cant_attack():
    """302.6 (Gideon's ruling of 2015-08-25): a Gideon that entered this turn and became a creature can't attack."""
    from helpers import advance_to
    from manastack.types.decisions import DecisionKind

    game, gideon = _walker(GIDEON)
    obj(game, gideon).sick = True
    activate(game, gideon, 0)
    resolve(game)
    advance_to(game, Step.DECLARE_ATTACKERS)
    assert game.decision is None or game.decision.kind is not DecisionKind.ATTACKERS or \
        all(o == "done" or o[0] != gideon for o in game.decision.options)

