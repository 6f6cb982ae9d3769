"""CR 615.5: a prevention effect with an additional effect — "prevent that damage and remove a +1/+1 counter"
(Undergrowth Champion, ``rules.counter_prevention``)."""

from __future__ import annotations

from helpers import counters, named, position
from manastack.rules.damage import deal_damage, deal_damage_at_once


def _champion(n: int):  # type: ignore[no-untyped-def]
    game = position(battlefield=(["Undergrowth Champion"], ["Hill Giant", "Grizzly Bears"]))
    champion = named(game, "Undergrowth Champion")
    if n:
        counters(game, champion, "+1/+1", n)
    return game, champion


def test_615_5_damage_is_prevented_and_a_counter_removed():
    """615.5: with a +1/+1 counter, the damage is prevented and one counter removed."""
    game, champion = _champion(2)
    giant = game.state.objects[named(game, "Hill Giant")]
    assert deal_damage(game.state, giant, champion, 3) == 0
    assert game.state.objects[champion].counters == {"+1/+1": 1} and game.state.objects[champion].damage == 0


def test_615_5_without_a_counter_damage_is_dealt():
    """615.5: "while it has a +1/+1 counter on it": with none, the damage is dealt."""
    game, champion = _champion(0)
    giant = game.state.objects[named(game, "Hill Giant")]
    assert deal_damage(game.state, giant, champion, 1) == 1


def test_615_5_one_counter_for_one_damage_event():
    """615.5, 510.2 (ruling): damage from one source to it twice in one event removes a single counter; two
    separate events remove two."""
    game, champion = _champion(2)
    giant = game.state.objects[named(game, "Hill Giant")]
    deal_damage_at_once(game.state, giant, ((champion, 1), (champion, 2)))
    assert game.state.objects[champion].counters == {"+1/+1": 1}
    deal_damage(game.state, giant, champion, 1)
    assert game.state.objects[champion].counters == {}
