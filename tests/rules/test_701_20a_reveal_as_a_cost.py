"""CR 601.2b, 601.2h, 701.20a: "As an additional cost to cast this spell, reveal a colorless creature card from your
hand" (Titan's Presence), and the power of the revealed card as it is in the hand (608.2h)."""

from __future__ import annotations

from helpers import choose, named, position, resolve
from manastack.types.actions import CastSpell
from manastack.types.decisions import DecisionKind


def _presence(hand: list[str]):  # type: ignore[no-untyped-def]
    return position(battlefield=(["Plains"] * 3, ["Hill Giant"]), hand=(["Titan's Presence", *hand], []))


def _castable(game) -> bool:  # type: ignore[no-untyped-def]
    return CastSpell(0, named(game, "Titan's Presence")) in game.legal_actions()


def test_601_2h_no_colorless_creature_card_no_cast():
    """601.2h, 118.3: with no colorless creature card in hand, the cost can't be paid: the spell isn't offered."""
    assert not _castable(_presence(["Grizzly Bears"]))
    assert _castable(_presence(["Grizzly Bears", "Eldrazi Devastator"]))


def test_601_2h_the_caster_chooses_which_card_to_reveal():
    """601.2h: with two colorless creature cards, the caster chooses one; the exile depends on its power."""
    game = _presence(["Kozilek's Sentinel", "Eldrazi Devastator"])
    game.apply(CastSpell(0, named(game, "Titan's Presence")))
    choose(game, named(game, "Hill Giant"))
    assert game.decision.kind is DecisionKind.CHOOSE_OBJECT and len(game.decision.options) == 2
    choose(game, named(game, "Kozilek's Sentinel"))
    resolve(game)
    assert named(game, "Hill Giant") in game.state.battlefield      # power 3 > 1: no effect


def test_701_20a_the_revealed_card_stays_in_hand():
    """701.20a: revealing doesn't move the card; a big enough revealed card exiles the target."""
    game = _presence(["Eldrazi Devastator"])
    game.apply(CastSpell(0, named(game, "Titan's Presence")))
    choose(game, named(game, "Hill Giant"))
    resolve(game)
    assert game.state.objects[named(game, "Eldrazi Devastator")].zone.value == "hand"
    assert game.state.objects[named(game, "Hill Giant")].zone.value == "exile"
