"""Forage, a keyword action (CR 701.61).

701.61a: To forage means "Exile three cards from your graveyard or sacrifice a Food." A player who can do
neither can't forage (ruling 2024-07-26: with fewer than three cards in the graveyard and no Food, you
can't choose to forage), so a cost that includes foraging can't be paid then (601.2h, 118.3).

Foraging is asked as a series of picks, the same as a cost's other choices: the way (only when both are
possible), then the Food to sacrifice or the three cards to exile, one at a time. ``next_choice`` gives the
next question for the picks made so far and ``forage`` carries them out; picks are plain values (a way,
object ids), so a half-made choice is data (architecture §1). Each forage is an event, which "whenever you
forage" abilities trigger on (Corpseberry Cultivator).
"""

from __future__ import annotations

from manastack.rules.characteristics import chars
from manastack.rules.events import emit, player_ref
from manastack.rules.keyword_actions import exile, sacrifice
from manastack.types.decisions import Decision, DecisionKind, Label, Prompt, object_labels
from manastack.types.state import GameState

EXILE, SACRIFICE = "exile", "sacrifice"
CARDS = 3
RULE = "701.61a"


def foods(game: GameState, player: int) -> tuple[int, ...]:
    """The Foods ``player`` controls (any Food artifact, token or not; ruling 2024-11-08)."""
    return tuple(o for o in game.battlefield if game.objects[o].controller == player
                 and not game.objects[o].phased_out and "Food" in chars(game, game.objects[o]).subtypes)


def ways(game: GameState, player: int) -> tuple[str, ...]:
    """The ways ``player`` can forage now: exile three cards from their graveyard, sacrifice a Food."""
    found = (EXILE,) if len(game.players[player].graveyard) >= CARDS else ()
    return found + ((SACRIFICE,) if foods(game, player) else ())


def can_forage(game: GameState, player: int) -> bool:
    return bool(ways(game, player))


def _split(game: GameState, player: int, picks: tuple[object, ...]) -> tuple[str | None, tuple[object, ...]]:
    """The way chosen (None: not yet) and the objects picked after it."""
    possible = ways(game, player)
    if len(possible) == 1:
        return possible[0], picks
    return (str(picks[0]), picks[1:]) if picks else (None, ())


def next_choice(game: GameState, player: int, picks: tuple[object, ...]) -> Decision | None:
    """CR 701.61a: the next question of foraging given the picks so far, or None when every choice is made."""
    way, chosen = _split(game, player, picks)
    if way is None:
        labels = (Label.of("exile_three"), Label.of("sacrifice_food"))
        return Decision(DecisionKind.FORAGE, player, Prompt.of("forage_way"), (EXILE, SACRIFICE), labels, RULE)
    if way == SACRIFICE:
        if chosen:
            return None
        options = foods(game, player)
        return Decision(DecisionKind.CHOOSE_OBJECT, player, Prompt.of("forage_food"), options,
                        object_labels(game.objects, options), RULE)
    if len(chosen) >= CARDS:
        return None
    left = tuple(c for c in game.players[player].graveyard if c not in chosen)
    return Decision(DecisionKind.CHOOSE_OBJECT, player, Prompt.of("forage_exile"), left,
                    object_labels(game.objects, left), RULE)


def forage(game: GameState, player: int, picks: tuple[object, ...]) -> None:
    """CR 701.61a: exile the three cards or sacrifice the Food picked; then the player has foraged."""
    way, chosen = _split(game, player, picks)
    for oid in chosen:
        assert isinstance(oid, int)
        if way == SACRIFICE:
            sacrifice(game, oid)
        else:
            exile(game, oid, rule=RULE)
    emit(game, "forage", RULE, player=player, data=(("player", player_ref(game, player)),))
