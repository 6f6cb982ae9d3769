"""The mana spent to cast a spell (CR 601.2h), and the two ability words that read it (CR 207.2c).

601.2h: the total cost is paid; the mana paid is recorded on the spell, one letter per mana. A spell cast
without paying its mana cost, or a copy (707.10: a copy isn't cast), has none spent.

Converge counts the colors among that mana (105.1: white, blue, black, red and green; colorless mana,
106.1b, is no color). Expend N triggers as a player spends their Nth total mana to cast spells during a
turn: only mana spent on spells counts, never on abilities, and each N is crossed at most once a turn.
"""

from __future__ import annotations

from manastack.rules.abilities import printed, triggered_abilities
from manastack.rules.events import emit, player_ref
from manastack.types.objects import GameObject
from manastack.types.state import GameState

COLORS = frozenset("WUBRG")


def record_spent(game: GameState, player: int, spell: GameObject, spent: tuple[str, ...]) -> None:
    """CR 601.2h: remember on the spell the mana paid for it, and count it toward the turn's total."""
    spell.mana_spent = spent
    if not spent:
        return
    you = game.players[player]
    before = you.spent_on_spells
    you.spent_on_spells = before + len(spent)
    for n in sorted(_watched(game, player)):
        if before < n <= you.spent_on_spells:
            emit(game, "expend", "207.2c", player=player, amount=n, data=(("player", player_ref(game, player)),))


def colors_spent(obj: GameObject) -> int:
    """Converge (CR 207.2c): the number of colors of mana spent to cast ``obj`` (105.1)."""
    return len(COLORS.intersection(obj.mana_spent))


def _watched(game: GameState, player: int) -> set[int]:
    """The N of the "whenever you expend N" abilities of the player's permanents: an event is emitted only
    for a threshold someone watches (the trace says nothing of the others)."""
    found: set[int] = set()
    for oid in game.battlefield:
        obj = game.objects[oid]
        if obj.controller != player or obj.face_down or obj.phased_out:
            continue
        for _, ability in triggered_abilities(printed(obj)):
            if ability.when.event == "expend" and ability.when.amount:
                found.add(ability.when.amount)
    return found
