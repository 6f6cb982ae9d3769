"""CR 401.5, 701.20a: looking at the top N cards of your library, taking some (revealing them if told) and putting
the rest on the bottom in the order the player chooses; "you may look … If you do" (118.12)."""

from __future__ import annotations

from helpers import ANA, cast, choose, named, play_land, position, resolve_top
from manastack.rules.effects.look_at_top_order import DONE
from manastack.types.enums import Zone

LIBRARY = ["Shock", "Grizzly Bears", "Opt", "Counterspell", "Island"]


def _seek():  # type: ignore[no-untyped-def]
    game = position(battlefield=(["Forest", "Forest"], []), hand=(["Seek the Wilds"], []), library=(LIBRARY, []))
    cast(game, "Seek the Wilds")
    resolve_top(game)
    return game


def test_401_5_only_cards_that_fit_may_be_taken():
    """401.5: Seek the Wilds offers only the creature or land card among the top four (or none)."""
    game = _seek()
    assert set(game.decision.options) == {named(game, "Grizzly Bears"), DONE}


def test_401_5_the_rest_go_to_the_bottom_in_the_chosen_order():
    """401.5: the three others go to the bottom, the first chosen first; the fifth card is now on top."""
    game = _seek()
    choose(game, named(game, "Grizzly Bears"))
    choose(game, named(game, "Counterspell"))
    choose(game, named(game, "Shock"))
    library = [game.state.objects[c].card for c in game.state.players[ANA].library]
    assert library == ["Island", "Counterspell", "Shock", "Opt"]
    assert game.state.objects[named(game, "Grizzly Bears")].zone is Zone.HAND


def test_701_20a_a_revealed_card_is_named_to_everyone():
    """701.20a: the card taken is revealed (a public event naming it)."""
    game = _seek()
    choose(game, named(game, "Grizzly Bears"))
    choose(game, named(game, "Shock"))
    choose(game, named(game, "Opt"))
    assert any(e.kind == "reveal" and "Grizzly Bears" in [c.name for c in e.get("cards")] for e in game.state.events)



def test_401_5_put_one_into_your_hand_is_required():
    """401.5: Anticipate's "put one of them into your hand": "done" isn't offered before one is taken."""
    game = position(battlefield=(["Island", "Island"], []), hand=(["Anticipate"], []), library=(LIBRARY, []))
    cast(game, "Anticipate")
    resolve_top(game)
    assert DONE not in game.decision.options and len(game.decision.options) == 3


def test_118_12_you_may_look_declined_leaves_the_library_alone():
    """118.12: Fertile Thicket's "you may look": declining, the library keeps its order."""
    game = position(hand=(["Fertile Thicket"], []), library=(LIBRARY, []))
    play_land(game, "Fertile Thicket")
    resolve_top(game)
    choose(game, "no")
    assert [game.state.objects[c].card for c in game.state.players[ANA].library] == LIBRARY
