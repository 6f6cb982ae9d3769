"""CR 207.2c (converge, an ability word) with 601.2h: the mana spent to cast a spell is recorded on it, and
converge counts the colors of that mana (105.1; colorless mana is no color). A copy (707.10) had none spent."""

from __future__ import annotations

from helpers import cast, events, named, obj, pass_priority, position, resolve, resolve_top
from manastack.rules.mana_spent import colors_spent
from manastack.types.enums import Zone


def test_601_2h_the_mana_paid_is_recorded_on_the_spell():
    """601.2h: the total cost is paid; the spell remembers the mana spent on it, one letter per mana."""
    game = position(battlefield=(["Mountain", "Forest", "Island"], []), hand=(["Radiant Flames"], []))
    spell = cast(game, "Radiant Flames")
    assert sorted(obj(game, spell).mana_spent) == ["G", "R", "U"]
    assert colors_spent(obj(game, spell)) == 3


def test_207_2c_converge_is_the_number_of_colors_spent():
    """207.2c: "converge — X is the number of colors of mana spent to cast this spell": three colors, 3."""
    game = position(battlefield=(["Mountain", "Forest", "Island", "Leatherback Baloth"], ["Grizzly Bears"]),
                    hand=(["Radiant Flames"], []))
    cast(game, "Radiant Flames")
    resolve(game)
    assert obj(game, named(game, "Leatherback Baloth")).damage == 3
    assert named(game, "Grizzly Bears", Zone.GRAVEYARD)
    assert [e.rule for e in events(game, "converge")] == ["207.2c"]


def test_207_2c_mana_of_one_color_counts_once():
    """207.2c: three red mana is one color."""
    game = position(battlefield=(["Mountain"] * 3, ["Grizzly Bears"]), hand=(["Radiant Flames"], []))
    cast(game, "Radiant Flames")
    resolve(game)
    assert obj(game, named(game, "Grizzly Bears")).damage == 1


def test_105_1_colorless_mana_is_no_color():
    """105.1, 106.1b: the {C}{C} from Sol Ring adds no color: Unified Front paid with {W}{C}{C}{W} makes one."""
    game = position(battlefield=(["Plains", "Plains", "Sol Ring"], []), hand=(["Unified Front"], []))
    cast(game, "Unified Front")
    resolve(game)
    assert len([o for o in game.state.objects.values() if o.card == "Kor Ally"]) == 1


def test_707_10_a_copy_had_no_mana_spent_on_it():
    """707.10 (rulings): a copy isn't cast, so no mana was spent on it: its converge is 0, while the copied
    spell keeps its own. Infuse with the Elements paid with green only puts one counter; the copy none."""
    game = position(battlefield=(["Forest"] * 4 + ["Island", "Island", "Grizzly Bears"], []),
                    hand=(["Infuse with the Elements", "Twincast"], []))
    bears = named(game, "Grizzly Bears")
    infuse = cast(game, "Infuse with the Elements", bears)
    cast(game, "Twincast", infuse)
    pass_priority(game)
    pass_priority(game)          # Twincast resolves: the copy is put on the stack
    resolve(game, "no")          # keep the copy's target
    assert obj(game, bears).counters == {"+1/+1": 1}
    notes = [e.get("colors") for e in events(game, "converge")]
    assert notes == [0, 1]   # the copy resolves first


def test_601_2h_a_spell_with_no_mana_paid_has_none_spent():
    """601.2h: with nothing to pay (X = 0), no mana is spent: the record is empty."""
    game = position(hand=(["Endless One"], []))
    spell = cast(game, "Endless One", choices=(0,))
    assert obj(game, spell).mana_spent == ()
    resolve_top(game)
    assert named(game, "Endless One", Zone.GRAVEYARD)

