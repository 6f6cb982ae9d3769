"""CR 614.1c, 614.12: "this enters with N +1/+1 counters on it" is a replacement effect of the permanent's own
static ability: the counters are on it as it enters (never put on afterwards), N being a number, X
(107.3) or converge (207.2c); a permanent that wasn't cast had X 0 and no mana spent."""

from __future__ import annotations

from helpers import cast, events, named, obj, position, pt, resolve
from manastack.rules.zones import move
from manastack.types.enums import Zone


def test_614_1c_the_counters_are_on_it_as_it_enters():
    """614.1c: Endless One cast with X = 3 enters with three counters: its entering event already shows
    them, and no counters are put on it afterwards."""
    game = position(battlefield=(["Forest"] * 3, []), hand=(["Endless One"], []))
    cast(game, "Endless One", choices=(3,))
    resolve(game)
    one = named(game, "Endless One")
    assert obj(game, one).counters == {"+1/+1": 3} and pt(game, one) == (3, 3)
    assert not events(game, "counters")
    kinds = [e.kind for e in game.events]
    assert kinds.index("replaced") < max(i for i, e in enumerate(game.events) if e.kind == "zone_change")


def test_614_1c_converge_counts_the_colors_spent_to_cast_it():
    """614.1c with 207.2c: Woodland Wanderer paid with four colors enters with four counters."""
    game = position(battlefield=(["Forest", "Plains", "Island", "Swamp"], []), hand=(["Woodland Wanderer"], []))
    cast(game, "Woodland Wanderer")
    resolve(game)
    assert obj(game, named(game, "Woodland Wanderer")).counters == {"+1/+1": 4}


def test_614_1c_a_permanent_not_cast_has_x_zero():
    """107.3 with 614.1c: put onto the battlefield without being cast, Endless One's X is 0: it enters with
    no counters (and dies as a 0/0, 704.5f)."""
    game = position(hand=(["Endless One", "Tajuru Stalwart"], []))
    move(game.state, named(game, "Endless One", Zone.HAND), Zone.BATTLEFIELD)
    move(game.state, named(game, "Tajuru Stalwart", Zone.HAND), Zone.BATTLEFIELD)
    assert obj(game, named(game, "Endless One")).counters == {}
    assert obj(game, named(game, "Tajuru Stalwart")).counters == {}


def test_122_6_counters_an_effect_gives_are_on_it_as_it_enters():
    """122.6: a permanent an effect puts onto the battlefield "with a counter on it" has it as it enters."""
    game = position(hand=(["Grizzly Bears"], []))
    new = move(game.state, named(game, "Grizzly Bears", Zone.HAND), Zone.BATTLEFIELD, counters={"+1/+1": 1})
    assert new is not None and new.counters == {"+1/+1": 1}
    assert [e.rule for e in game.events if e.kind == "enters_with"] == ["122.6"]


def test_614_1c_counters_go_with_the_replacement_only():
    """614.1c: the card format accepts ``counters`` only on an "enters with counters" replacement of the
    permanent itself or of others it names by a filter ("other creatures you control enter with …"); a typo must
    not load and do nothing."""
    import pytest
    from pydantic import ValidationError

    from manastack.cards.schema import Static

    with pytest.raises(ValidationError):
        Static(affects="self", counters=2)
    with pytest.raises(ValidationError):
        Static(affects="attached", replacement="enters_with_counters", counters=2)
    assert Static(affects="self", replacement="enters_with_counters", counters="converge").counters == "converge"


def test_614_1c_enters_with_counters_of_another_kind():
    """614.1c, 207.2c: "enters with a crystal counter on it for each color of mana spent to cast it" (Prism Array):
    five colors, five crystal counters; ``counter_kind`` goes only with the replacement."""
    import pytest
    from pydantic import ValidationError

    from manastack.cards.schema import Static

    game = position(battlefield=(["Plains", "Island", "Swamp", "Mountain", "Forest"], []), hand=(["Prism Array"], []))
    cast(game, "Prism Array")
    resolve(game)
    assert game.state.objects[named(game, "Prism Array")].counters == {"crystal": 5}
    with pytest.raises(ValidationError):
        Static(affects="self", counter_kind="crystal")
