"""CR 406.3: "the defending player exiles the top twenty cards of their library" — face up, and with fewer cards
there, all of them; nobody loses for it (704.5b: only drawing from an empty library does)."""

from __future__ import annotations

from helpers import BO, advance_to, attack, named, position, resolve
from manastack.types.enums import Step


def _exiled(game) -> list[int]:  # type: ignore[no-untyped-def]
    return [o for o in game.state.exile if game.state.objects[o].owner == BO]


def test_406_3_the_defending_player_exiles_the_top_cards():
    """406.3: Ulamog attacks Bo, whose five-card library goes to exile; Bo is still in the game."""
    game = position(battlefield=(["Ulamog, the Ceaseless Hunger"], []),
                    library=(["Island"] * 5, ["Forest", "Island", "Plains", "Swamp", "Mountain"]))
    attack(game, named(game, "Ulamog, the Ceaseless Hunger"))
    resolve(game)
    bo = game.state.players[BO]
    assert bo.library == [] and len(_exiled(game)) == 5 and not bo.lost
    advance_to(game, Step.END_COMBAT)
    assert bo.life == 10


def test_406_3_only_the_top_cards():
    """406.3: with more than twenty cards, the rest stay in the library, in order."""
    game = position(battlefield=(["Ulamog, the Ceaseless Hunger"], []), library=(["Island"] * 5, ["Island"] * 22))
    attack(game, named(game, "Ulamog, the Ceaseless Hunger"))
    resolve(game)
    assert len(game.state.players[BO].library) == 2 and len(_exiled(game)) == 20
