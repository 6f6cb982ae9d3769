"""CR 614.1a, 122.6: "if you would put one or more counters on a permanent or player, put twice that many … instead"
(Innkeeper's Talent, level 3: 716.2) — counters you put, and those a permanent you control enters with; not the
counters an opponent puts. CR 702.21a, 613.1f: "permanents you control with counters on them have ward {1}"."""

from __future__ import annotations

from helpers import ANA, BO, named, obj, position
from manastack.rules.characteristics import chars
from manastack.rules.class_levels import become_level
from manastack.rules.counters import put_counters


def _talent(level: int):  # type: ignore[no-untyped-def]
    game = position(battlefield=(["Innkeeper's Talent", "Grizzly Bears", "Savannah Lions"], ["Hill Giant"]))
    if level > 1:
        become_level(game.state, obj(game, named(game, "Innkeeper's Talent")), level)
    return game


def test_614_1a_counters_you_put_are_doubled_on_any_permanent():
    """614.1a: Ana puts one +1/+1 counter on Grizzly Bears (2), three on Bo's Hill Giant (6)."""
    game = _talent(3)
    put_counters(game.state, named(game, "Grizzly Bears"), "+1/+1", 1, by=ANA)
    put_counters(game.state, named(game, "Hill Giant"), "+1/+1", 3, by=ANA)
    assert obj(game, named(game, "Grizzly Bears")).counters == {"+1/+1": 2}
    assert obj(game, named(game, "Hill Giant")).counters == {"+1/+1": 6}


def test_614_1a_counters_an_opponent_puts_and_below_level_3_are_not_doubled():
    """614.1a: "if you would put": Bo's counter on Ana's Bears stays one; at level 2 Ana's stays one (716.2)."""
    game = _talent(3)
    put_counters(game.state, named(game, "Grizzly Bears"), "+1/+1", 1, by=BO)
    assert obj(game, named(game, "Grizzly Bears")).counters == {"+1/+1": 1}
    game = _talent(2)
    put_counters(game.state, named(game, "Grizzly Bears"), "+1/+1", 1, by=ANA)
    assert obj(game, named(game, "Grizzly Bears")).counters == {"+1/+1": 1}


def test_702_21a_only_permanents_with_counters_have_ward_from_level_2():
    """613.1f, 716.2: at level 2 Grizzly Bears, with a counter, has ward {1}; Savannah Lions, without, doesn't;
    at level 1 neither has."""
    for level, warded in ((1, False), (2, True)):
        game = _talent(level)
        put_counters(game.state, named(game, "Grizzly Bears"), "+1/+1", 1, by=ANA)
        state = game.state
        assert bool(chars(state, obj(game, named(game, "Grizzly Bears"))).granted_ward) is warded
        assert not chars(state, obj(game, named(game, "Savannah Lions"))).granted_ward


def test_122_6_a_permanent_you_control_entering_with_counters_gets_twice_as_many():
    """122.6, 614.1a (the ruling): no player is named for the counters Endless One enters with, so its controller
    Ana puts them: cast with X = 2, it enters with four +1/+1 counters."""
    from helpers import cast, resolve

    game = position(battlefield=(["Innkeeper's Talent", "Forest", "Forest"], []), hand=(["Endless One"], []))
    become_level(game.state, obj(game, named(game, "Innkeeper's Talent")), 3)
    cast(game, "Endless One", choices=[2])
    resolve(game)
    assert obj(game, named(game, "Endless One")).counters == {"+1/+1": 4}


def test_616_1_each_doubling_applies_once_more():
    """616.1 (the ruling: Ana, controlling the permanent, orders the effects that modify the counters put on it):
    with two Innkeeper's Talents at level 3 one counter becomes four, whichever doubling applies first."""
    game = position(battlefield=(["Innkeeper's Talent", "Innkeeper's Talent", "Grizzly Bears"], []))
    for talent in [o for o in game.state.battlefield if game.state.objects[o].card == "Innkeeper's Talent"]:
        become_level(game.state, obj(game, talent), 3)
    put_counters(game.state, named(game, "Grizzly Bears"), "+1/+1", 1, by=ANA)
    assert obj(game, named(game, "Grizzly Bears")).counters == {"+1/+1": 4}
