"""CR 702.8a, 117.1a: "you may cast noncreature spells as though they had flash" lets its controller cast those
spells any time they could cast an instant — and no others."""

from __future__ import annotations

from helpers import ANA, BO, ids, pass_priority, position
from manastack.game import Game
from manastack.types.actions import CastSpell
from manastack.types.enums import Zone


def _castable(game: Game, name: str, player: int = ANA) -> bool:
    cards = ids(game, name, Zone.HAND, player)
    return any(isinstance(a, CastSpell) and a.card in cards for a in game.legal_actions())


def _bos_turn(floodcaller: bool) -> Game:
    """Bo's main phase, Bo has passed priority to Ana."""
    mine = ["Swamp", "Swamp", "Forest", "Forest"] + (["Valley Floodcaller"] if floodcaller else [])
    game = position(battlefield=(mine, ["Hill Giant", "Swamp", "Swamp"]), hand=(["Fell", "Grizzly Bears"], ["Fell"]),
                    active=BO)
    pass_priority(game)
    return game


def test_702_8a_a_sorcery_cast_as_though_it_had_flash():
    """702.8a: with Valley Floodcaller, Ana may cast Fell in Bo's turn; without it she may not."""
    assert _castable(_bos_turn(True), "Fell")
    assert not _castable(_bos_turn(False), "Fell")


def test_702_8a_only_the_spells_named():
    """702.8a: a creature spell (Grizzly Bears) still waits for Ana's main phase."""
    assert not _castable(_bos_turn(True), "Grizzly Bears")
