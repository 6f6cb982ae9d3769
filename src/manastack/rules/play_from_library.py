"""Playing the top card of one's library (Glarb, Calamity's Augur): "You may look at the top card of your library
any time. You may play lands and cast spells with mana value 4 or greater from the top of your library."

401.2: a library is a hidden zone; the static ability lets its controller (only them: 400.2) look at its top card
whenever they want (the observation shows it to them alone). 601.3: a player may begin to cast a spell only if a rule
or effect allows it from that zone; the permission is for the card on top as it is now, and all timing rules still
apply (117.1a, 307.1; the Glarb ruling). A land is played, not cast: in a main phase of its owner's turn with an
empty stack, within their land plays (305.1, 305.2). The permission's filter is about the spell being cast: a card
with {X} in its mana cost may be cast from there only with an X that gives it a mana value the filter allows (202.3e:
on the stack X is the value chosen; the Glarb ruling), so such a card is offered when some X does, and the X the
caster announces is limited to those values (601.2b, :func:`top_allows_x`).
"""

from __future__ import annotations

from manastack.rules.cast_during_resolution import WITHOUT_PAYING
from manastack.rules.casting_restrictions import MAX_X
from manastack.rules.characteristics import chars
from manastack.rules.filters import matches
from manastack.rules.statics import StaticKind
from manastack.rules.zones import CAST_FROM
from manastack.types.objects import GameObject
from manastack.types.state import GameState

TOP = StaticKind(-4012, lambda a: a.look_at_top or a.play_from_top is not None)   # about the top of the library


def may_look_at_top(game: GameState, player: int) -> bool:
    """CR 401.2, 400.2: whether a static ability lets ``player`` look at the top card of their library now; not
    while they are still casting the spell they took from there (the Glarb ruling: the new top card stays unseen
    until the spell is cast, 601.2i)."""
    if not any(a.look_at_top for _, a in TOP.applying(game, player)):
        return False
    casting = game.casting
    if casting is None or casting.player != player:
        return True
    spell = game.objects.get(casting.object)
    return spell is None or not spell.chosen or spell.chosen.get(CAST_FROM) != "library"


def playable_top(game: GameState, player: int) -> int | None:
    """CR 601.3, 305.1: the top card of ``player``'s library, if a static ability they control lets them play it
    (a land) or cast it (a spell that fits its filter); timing is checked by the caller."""
    library = game.players[player].library
    if not library:
        return None
    top = library[0]
    card = game.objects[top]
    cost = chars(game, card).definition.cost
    values: tuple[int | None, ...] | range = range(MAX_X + 1) if cost is not None and cost.x_count else (None,)
    for oid, ability in TOP.applying(game, player):
        if ability.play_from_top is not None and \
                any(matches(game, card, ability.play_from_top, player, oid, x=x) for x in values):
            return top
    return None


def cast_from_top(spell: GameObject) -> bool:
    """Whether ``spell`` is being cast from the top of the library by a static ability's permission (one cast by an
    effect during a resolution has that effect's own permission, 608.2g)."""
    chosen = spell.chosen
    return bool(chosen) and chosen.get(CAST_FROM) == "library" and WITHOUT_PAYING not in chosen


def top_allows_x(game: GameState, player: int, card: GameObject, x: int) -> bool:
    """CR 601.3, 202.3e (the Glarb ruling): whether a static ability ``player`` controls lets them cast ``card``
    from the top of their library with X = ``x`` (its mana value read with that X)."""
    return any(ability.play_from_top is not None and matches(game, card, ability.play_from_top, player, oid, x=x)
               for oid, ability in TOP.applying(game, player))
