"""Playing the top card of one's library (Glarb, Calamity's Augur): "You may look at the top card of your library
any time. You may play lands and cast spells with mana value 4 or greater from the top of your library."

401.2: a library is a hidden zone; the static ability lets its controller (only them: 400.2) look at its top card
whenever they want (the observation shows it to them alone). 601.3: a player may begin to cast a spell only if a rule
or effect allows it from that zone; the permission is for the card on top as it is now, and all timing rules still
apply (117.1a, 307.1; the Glarb ruling). A land is played, not cast: in a main phase of its owner's turn with an
empty stack, within their land plays (305.1, 305.2). The permission's filter reads the card's own mana value (202.3;
the card is in the library, so X is 0 there).
"""

from __future__ import annotations

from manastack.rules.filters import matches
from manastack.rules.statics import StaticKind
from manastack.types.state import GameState

TOP = StaticKind(-4012, lambda a: a.look_at_top or a.play_from_top is not None)   # about the top of the library


def may_look_at_top(game: GameState, player: int) -> bool:
    """CR 401.2, 400.2: whether a static ability lets ``player`` look at the top card of their library now."""
    return any(a.look_at_top for _, a in TOP.applying(game, player))


def playable_top(game: GameState, player: int) -> int | None:
    """CR 601.3, 305.1: the top card of ``player``'s library, if a static ability they control lets them play it
    (a land) or cast it (a spell that fits its filter); timing is checked by the caller."""
    library = game.players[player].library
    if not library:
        return None
    top = library[0]
    for oid, ability in TOP.applying(game, player):
        if ability.play_from_top is not None and matches(game, game.objects[top], ability.play_from_top, player, oid):
            return top
    return None
