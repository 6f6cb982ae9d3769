"""CR 608.2h: "put its counters on target creature" after the object has died reads its last known information:
the same number of each kind of counter it had is put on the target (none is moved)."""

from __future__ import annotations

from helpers import cast, counters, named, position, resolve
from manastack.types.enums import Zone


def test_608_2h_each_kind_of_counter_it_had_is_put_on_the_target():
    """608.2h: Essence Channeler with two +1/+1 counters and a stun counter dies; Grizzly Bears gets the same."""
    game = position(battlefield=(["Essence Channeler", "Grizzly Bears"], ["Mountain", "Mountain"]),
                    hand=([], ["Lightning Bolt"]), active=1)
    channeler = named(game, "Essence Channeler")
    counters(game, channeler, "+1/+1", 2)
    counters(game, channeler, "stun", 1)
    cast(game, "Lightning Bolt", channeler)    # 3 damage to a 4/3: it dies
    resolve(game)
    bears = game.state.objects[named(game, "Grizzly Bears")]
    assert bears.counters == {"+1/+1": 2, "stun": 1}
    assert game.state.objects[named(game, "Essence Channeler")].zone is Zone.GRAVEYARD
