"""CR 614.1a, 700.4: a static ability "If a creature an opponent controls would die, exile it instead" (Vren, the
Relentless), and the count of creatures opponents controlled that were exiled this turn, with Vren's rulings
(2024-07-26)."""

from __future__ import annotations

from helpers import ANA, BO, named, obj, position
from manastack.rules.effects.base import amount
from manastack.rules.keyword_actions import destroy, discard, exile
from manastack.rules.zones import simultaneously
from manastack.types.enums import Zone

VREN = "Vren, the Relentless"


def _game(mine=("Grizzly Bears",), theirs=("Grizzly Bears", "Savannah Lions"), hand=()):  # type: ignore[no-untyped-def]
    return position(battlefield=([VREN, *mine], list(theirs)), hand=((), list(hand)))


def _exiled_count(game) -> int:  # type: ignore[no-untyped-def]
    from manastack.rules.effects.base import Ctx

    return amount(Ctx(game.state, obj(game, named(game, VREN)), {}, {}, []), "opponents_creatures_exiled")


def test_614_1a_an_opponents_creature_is_exiled_instead_of_dying() -> None:
    """614.1a, 700.4: a creature an opponent controls that would die is exiled instead; the player's own creature
    still dies."""
    game = _game()
    destroy(game.state, named(game, "Grizzly Bears", owner=BO))
    destroy(game.state, named(game, "Grizzly Bears", owner=ANA))
    assert named(game, "Grizzly Bears", Zone.EXILE, owner=BO) and named(game, "Grizzly Bears", Zone.GRAVEYARD, ANA)


def test_614_1a_a_discarded_creature_card_still_goes_to_the_graveyard() -> None:
    """Ruling: cards going to the graveyard other than by dying (discarded, milled) aren't exiled (700.4: dying is
    from the battlefield)."""
    game = _game(hand=["Grizzly Bears"])
    discard(game.state, named(game, "Grizzly Bears", Zone.HAND, BO))
    assert named(game, "Grizzly Bears", Zone.GRAVEYARD, BO)


def test_603_10a_vren_leaving_at_the_same_time_still_exiles() -> None:
    """Ruling: if Vren leaves the battlefield at the same time as creatures an opponent controls would die, those
    creatures are still exiled."""
    game = _game()
    with simultaneously(game.state):
        destroy(game.state, named(game, VREN))
        destroy(game.state, named(game, "Savannah Lions"))
    assert named(game, "Savannah Lions", Zone.EXILE) and named(game, VREN, Zone.GRAVEYARD)


def test_614_1a_without_vren_creatures_die() -> None:
    """614.1a: the replacement applies only while its source is on the battlefield."""
    game = _game()
    destroy(game.state, named(game, VREN))
    destroy(game.state, named(game, "Savannah Lions"))
    assert named(game, "Savannah Lions", Zone.GRAVEYARD)


def test_the_count_includes_creatures_exiled_any_way_and_only_opponents() -> None:
    """Vren's last ability counts creatures opponents controlled exiled this turn — by its replacement or by any
    other exile, tokens included (ruling) — but not the player's own."""
    game = _game()
    destroy(game.state, named(game, "Grizzly Bears", owner=BO))
    exile(game.state, named(game, "Savannah Lions"))
    exile(game.state, named(game, "Grizzly Bears", owner=ANA))
    assert _exiled_count(game) == 2


def test_the_count_is_this_turns() -> None:
    """"This turn": the record is emptied as the next turn begins."""
    from manastack.rules.turns import next_turn

    game = _game()
    exile(game.state, named(game, "Savannah Lions"))
    next_turn(game.state)
    assert _exiled_count(game) == 0


def test_613_1f_702_26b_vren_without_abilities_or_phased_out_exiles_nothing() -> None:
    """613.1f, 702.26b: once Vren loses all abilities, or phases out, its replacement no longer applies: the first
    creature is exiled, the one that dies after the change goes to the graveyard (read again, never remembered)."""
    from manastack.rules.continuous import add_effect
    from manastack.rules.keywords.phasing import phase_out

    for change in ("lose_all", "phase_out"):
        game = _game()
        destroy(game.state, named(game, "Grizzly Bears", owner=BO))
        vren = named(game, VREN)
        if change == "lose_all":
            add_effect(game.state, vren, BO, "6", (vren,), (("lose_all", True),), "end_of_turn")
        else:
            phase_out(game.state, [vren])
        destroy(game.state, named(game, "Savannah Lions"))
        assert named(game, "Grizzly Bears", Zone.EXILE, owner=BO) and named(game, "Savannah Lions", Zone.GRAVEYARD)


def test_613_1b_vren_under_a_new_controller_exiles_its_new_opponents_creatures() -> None:
    """613.1b, 614.1a: "an opponent" is read from Vren's controller now: after Bo gains control of it, Ana's
    creature is exiled and Bo's dies."""
    from manastack.rules.continuous import add_effect
    from manastack.rules.control import update_control

    game = _game()
    destroy(game.state, named(game, "Savannah Lions"))
    vren = named(game, VREN)
    add_effect(game.state, vren, BO, "2", (vren,), (("controller", BO),), "end_of_turn")
    update_control(game.state)
    destroy(game.state, named(game, "Grizzly Bears", owner=BO))
    destroy(game.state, named(game, "Grizzly Bears", owner=ANA))
    assert named(game, "Savannah Lions", Zone.EXILE) and named(game, "Grizzly Bears", Zone.GRAVEYARD, BO)
    assert named(game, "Grizzly Bears", Zone.EXILE, owner=ANA)
