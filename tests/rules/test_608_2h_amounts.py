"""CR 608.2h, 120.3: numbers an instruction works out as it is followed — "+X/+0, where X is this creature's
power" (Brambleguard Captain), "the number of creatures you control" (Treeguard Duo), "damage equal to its
power" as the source last existed (Heartfire Hero) — and damage dealt by another object than the spell
("then it deals damage equal to its power", Rabid Gnaw)."""

from __future__ import annotations

from helpers import ANA, advance_to, cast, choose, events, named, position, pt, resolve
from manastack.types.enums import Step, Zone
from manastack.types.events import ref_id


def test_608_2h_x_is_worked_out_once_as_the_ability_resolves():
    """608.2h (Brambleguard Captain's ruling): the bonus is the Captain's power then; pumping the Captain later
    doesn't change it."""
    game = position(battlefield=(["Brambleguard Captain", "Grizzly Bears", "Forest"], []),
                    hand=(["Giant Growth"], []))
    advance_to(game, Step.BEGIN_COMBAT)
    choose(game, named(game, "Grizzly Bears"))
    resolve(game)
    assert pt(game, named(game, "Grizzly Bears")) == (4, 2)
    cast(game, "Giant Growth", named(game, "Brambleguard Captain"))
    resolve(game)
    assert pt(game, named(game, "Grizzly Bears")) == (4, 2)


def test_608_2h_the_number_of_creatures_you_control_counts_only_yours_now():
    """608.2h: Treeguard Duo counts the creatures its controller controls as the ability resolves (itself
    included, the opponent's not)."""
    game = position(battlefield=(["Grizzly Bears"] + ["Forest"] * 4, ["Hill Giant", "Hill Giant"]),
                    hand=(["Treeguard Duo"], []))
    cast(game, "Treeguard Duo")
    resolve(game)
    assert pt(game, named(game, "Grizzly Bears")) == (4, 4)


def test_608_2h_power_of_the_source_as_it_last_existed():
    """608.2h, 603.10a: Heartfire Hero dies with a +1/+1 counter: it deals 2 damage, its last known power."""
    game = position(battlefield=(["Heartfire Hero", "Forest", "Swamp", "Swamp", "Swamp"], []),
                    hand=(["Giant Growth", "Murder"], []))
    cast(game, "Giant Growth", named(game, "Heartfire Hero"))
    resolve(game)
    cast(game, "Murder", named(game, "Heartfire Hero"))
    resolve(game)
    assert game.state.players[1].life == 15
    assert events(game, "damage")[-1].rule == "120.3"


def test_120_3_the_target_creature_is_the_source_of_the_damage():
    """120.3: Rabid Gnaw's damage is dealt by Ana's creature: with deathtouch (702.2b) it destroys a larger
    creature."""
    game = position(battlefield=(["Daggerfang Duo", "Mountain", "Mountain"], ["Leatherback Baloth"]),
                    hand=(["Rabid Gnaw"], []))
    cast(game, "Rabid Gnaw", named(game, "Daggerfang Duo"), named(game, "Leatherback Baloth"))
    resolve(game)
    damage = events(game, "damage")[-1]
    assert ref_id(damage.get("source")) == named(game, "Daggerfang Duo")
    assert named(game, "Leatherback Baloth", Zone.GRAVEYARD)
    assert game.state.players[ANA].life == 20
