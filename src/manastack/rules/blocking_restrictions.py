"""Restrictions on blocking from static abilities (CR 509.1b).

509.1b: the defending player checks each creature they control to see whether it's affected by any
restrictions (effects that say a creature can't block, or that it can't block unless some condition is
met). A restriction may sit on the blocker ("This creature can't block": Starscape Cleric) or on the
attacker ("This creature can't be blocked by creatures with power 2 or less": Rust-Shield Rampager); the
attacker's is read with the blocker as it is now (its power as the block is declared — ruling 2024-07-26:
lowering a blocker's power afterwards doesn't undo the block). Which definitions have such abilities is
worked out once per definition, so a creature without any costs the blockers check one lookup. A restriction
"as long as" a condition (611.3a: Nightwhorl Hermit's threshold) exists only while that holds, and none exists on
a permanent that lost all abilities (613.1f).
"""

from __future__ import annotations

from manastack.cards.memo import PerDefinition
from manastack.cards.schema import CardDef, ObjectFilter, Static
from manastack.rules.characteristics import event_cache, lost_abilities, printed_definition
from manastack.rules.filters import matches
from manastack.types.objects import GameObject
from manastack.types.state import GameState

Restriction = tuple[ObjectFilter, str]      # can't be blocked by creatures that fit, while the condition holds
Restrictions = tuple[tuple[str, ...], tuple[Restriction, ...]]   # (can't block while these hold, …)
_OF: PerDefinition[Restrictions] = PerDefinition()
SOURCES_KEY = -5091   # the event cache's slot for the permanents whose abilities stop others blocking


def block_restricted(game: GameState, blocker: int, attacker: int) -> bool:
    """CR 509.1b: whether a static ability forbids ``blocker`` from blocking ``attacker``."""
    b, a = game.objects[blocker], game.objects[attacker]
    cant_block = _restrictions(printed_definition(b))[0]
    if cant_block and any(_holds(game, b, c) for c in cant_block) and not lost_abilities(game, b):
        return True
    if any(matches(game, b, f, game.objects[oid].controller, oid) for oid, f in _others_forbidding(game)):
        return True       # "Your opponents can't block with creatures with even mana values" (Void Winnower)
    by = _restrictions(printed_definition(a))[1]
    return bool(by) and not lost_abilities(game, a) and \
        any(_holds(game, a, c) and matches(game, b, f, a.controller, attacker) for f, c in by)


def _others_forbidding(game: GameState) -> list[tuple[int, ObjectFilter]]:
    """Permanents with "<filter> can't block" (``cant_block`` with ``affects: filter``), once per event."""
    cache = event_cache(game)
    found = cache.get(SOURCES_KEY)
    if found is None:
        found = [(oid, a.filter) for oid in game.battlefield if not (o := game.objects[oid]).phased_out
                 and not o.face_down and not lost_abilities(game, o) for a in printed_definition(o).abilities
                 if isinstance(a, Static) and a.cant_block and a.affects == "filter" and _holds(game, o, a.condition)]
        cache[SOURCES_KEY] = found
    return found  # type: ignore[return-value]


def _holds(game: GameState, source: GameObject, condition: str) -> bool:
    if condition == "always":
        return True
    from manastack.rules.conditions import holds

    return holds(game, source, condition)


def _restrictions(definition: CardDef) -> Restrictions:
    known = _OF.get(id(definition))
    if known is not None:
        return known
    statics = [s for s in definition.abilities if isinstance(s, Static)]
    return _OF.put(definition, (tuple(s.condition for s in statics if s.cant_block and s.affects == "self"),
                                tuple((s.unblockable_by, s.condition) for s in statics
                                      if s.unblockable_by is not None)))
