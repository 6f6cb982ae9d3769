"""Static abilities that forbid casting some spells (CR 101.2, 601.2e).

601.2e: "The game checks to see if the proposed spell can legally be cast. If the proposed spell is illegal, the
game returns to the moment before the casting of that spell was proposed." A "can't cast" effect wins over any
permission (101.2). A static ability ``cant_cast: <filter>`` ("Your opponents can't cast spells with even mana
values": Void Winnower) forbids each spell that fits its filter, seen from its controller. The spell's mana value
is the one it would have on the stack (202.3e: with the X chosen; 708.2: 0 face down), so a spell with {X} is
legal for some values of X and not others (Void Winnower's ruling of 2015-08-25): the legal actions offer the
card while some X is allowed, and the X announced (601.2b) is one of those.
"""

from __future__ import annotations

from manastack.cards.face_down import face_down_definition
from manastack.cards.schema import ObjectFilter, Static
from manastack.rules.characteristics import chars, event_cache, lost_abilities, printed_definition
from manastack.rules.filters import mana_value, matches
from manastack.types.objects import GameObject
from manastack.types.state import GameState

SOURCES_KEY = -6012   # the event cache's slot for the permanents with "can't cast" abilities
Forbidding = tuple[int, ObjectFilter]     # (the permanent, the spells it forbids)
CAST_FILTER_FIELDS = frozenset({"controller", "types", "even_mana_value"})   # what ``cant_cast`` may name
MAX_X = 20            # the highest X a cast offers (``rules.casting``)


def _forbidding(game: GameState) -> list[Forbidding]:
    """Every "can't cast" ability working now, found once per event (a hot path: legal actions)."""
    cache = event_cache(game)
    found = cache.get(SOURCES_KEY)
    if found is None:
        found = [(oid, a.cant_cast) for oid in game.battlefield
                 if not (o := game.objects[oid]).phased_out and not o.face_down
                 for a in printed_definition(o).abilities if isinstance(a, Static) and a.cant_cast is not None]
        cache[SOURCES_KEY] = found
    return found  # type: ignore[return-value]


def forbidden(game: GameState, spell: GameObject, x: int | None = None, face_down: bool = False) -> bool:
    """CR 601.2e, 101.2: whether a static ability forbids casting ``spell`` (a card about to be cast or on the stack)
    with X = ``x`` (its own X if None), face down (708.2: a 2/2 creature with no mana cost) or not."""
    return any(_forbids(game, oid, flt, spell, x, face_down) for oid, flt in _forbidding(game))


def _forbids(game: GameState, oid: int, flt: ObjectFilter, spell: GameObject, x: int | None,
             face_down: bool) -> bool:
    """The filter's mana value, types and controller, read from the spell as it would be on the stack."""
    source = game.objects[oid]
    if lost_abilities(game, source):      # CR 613.1f: a permanent that lost its abilities forbids nothing
        return False
    definition = face_down_definition() if face_down else chars(game, spell).definition
    if flt.even_mana_value is not None:
        value = 0 if face_down else mana_value(spell, chars(game, spell), x)
        if (value % 2 == 0) != flt.even_mana_value:
            return False
    if flt.types and not any(t in definition.types for t in flt.types):
        return False
    return matches(game, spell, ObjectFilter(controller=flt.controller), source.controller, oid)


def castable_some_way(game: GameState, spell: GameObject, has_x: bool, face_down: bool = False) -> bool:
    """Whether some value of X (only X = 0 without {X}) lets the spell be cast (CR 601.2e)."""
    if not _forbidding(game):
        return True      # the common case: no "can't cast" ability works now (legal actions ask for every card)
    values = range(MAX_X + 1) if has_x else (0,)
    return any(not forbidden(game, spell, x, face_down) for x in values)
