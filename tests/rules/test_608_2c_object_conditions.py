"""CR 608.2c, 608.2h: instructions that depend on an object — "if that creature had power 2 or less" (its last
known information), "if that creature is a Bird, Frog, Otter, or Rat" (as it is now) — and amounts counted as the
ability resolves ("the number of other Squirrels, Bats, Lizards, and Rats you control")."""

from __future__ import annotations

from helpers import ANA, cast, named, position, resolve
from manastack.rules.conditions import holds
from manastack.rules.effects.base import Ctx, amount


def test_608_2h_power_is_read_as_the_object_last_existed():
    """608.2h: Driftgloom Coyote reads the exiled creature's power as it was on the battlefield: Grizzly Bears (2)
    gives a counter, Hill Giant (3) doesn't."""
    for victim, counters in (("Grizzly Bears", {"+1/+1": 1}), ("Hill Giant", {})):
        game = position(battlefield=(["Plains"] * 5, [victim]), hand=(["Driftgloom Coyote"], []))
        cast(game, "Driftgloom Coyote")
        resolve(game)
        assert game.state.objects[named(game, "Driftgloom Coyote")].counters == counters


def test_608_2c_the_creature_type_is_read_after_it_returns():
    """608.2c: Splash Portal draws for a Rat (Mindwhisker), not for a Bear."""
    for creature, drawn in (("Mindwhisker", 1), ("Grizzly Bears", 0)):
        game = position(battlefield=(["Island", creature], []), hand=(["Splash Portal"], []))
        cast(game, "Splash Portal", named(game, creature))
        resolve(game)
        assert len(game.state.players[ANA].hand) == drawn


def test_608_2c_others_counts_other_permanents_of_those_subtypes_you_control():
    """608.2c: a Rat and a Bat of Ana's count; Valley Rotcaller itself, her Bear and Bo's Rat don't."""
    game = position(battlefield=(["Valley Rotcaller", "Mindwhisker", "Star Charter", "Grizzly Bears"],
                                 ["Shoreline Looter"]))
    rotcaller = game.state.objects[named(game, "Valley Rotcaller")]
    ctx = Ctx(game.state, rotcaller, {}, {}, [])
    assert amount(ctx, "others:Squirrel/Bat/Lizard/Rat") == 2
    assert amount(ctx, "others:Bear") == 1


def test_608_2c_power_at_least_reads_this_creature():
    """602.5b, 608.2c: "this creature's power is 3 or greater" reads the permanent itself."""
    game = position(battlefield=(["Hill Giant", "Grizzly Bears"], []))
    giant, bears = (game.state.objects[named(game, n)] for n in ("Hill Giant", "Grizzly Bears"))
    assert holds(game.state, giant, "power_at_least:3:this")
    assert not holds(game.state, bears, "power_at_least:3:this")


def test_608_2c_greatest_mana_value_among_cards_in_your_graveyard():
    """608.2c, 202.3: X is the greatest mana value in Ana's graveyard (Serra Angel, 5); an empty graveyard is 0."""
    game = position(graveyard=(["Shock", "Serra Angel", "Island"], ["Leatherback Baloth"]),
                    battlefield=(["Grizzly Bears"], []))
    bears = game.state.objects[named(game, "Grizzly Bears")]
    assert amount(Ctx(game.state, bears, {}, {}, []), "greatest_mana_value:graveyard") == 5
    empty = position(battlefield=(["Grizzly Bears"], []))
    ctx = Ctx(empty.state, empty.state.objects[named(empty, "Grizzly Bears")], {}, {}, [])
    assert amount(ctx, "greatest_mana_value:graveyard") == 0


def test_603_12_if_you_milled_three_counts_the_cards_milled():
    """603.12, 701.17a: "when you do" after "mill three cards" needs three cards milled: two are not enough."""
    game = position(battlefield=(["Grizzly Bears"], []))
    bears = game.state.objects[named(game, "Grizzly Bears")]
    assert holds(game.state, bears, "at_least:3:milled", {"milled": (1, 2, 3)})
    assert not holds(game.state, bears, "at_least:3:milled", {"milled": (1, 2)})
