"""Restrictions on blocking from static abilities (CR 509.1b).

509.1b: the defending player checks each creature they control to see whether it's affected by any
restrictions (effects that say a creature can't block, or that it can't block unless some condition is
met). A restriction may sit on the blocker ("This creature can't block": Starscape Cleric) or on the
attacker ("This creature can't be blocked by creatures with power 2 or less": Rust-Shield Rampager); the
attacker's is read with the blocker as it is now (its power as the block is declared — ruling 2024-07-26:
lowering a blocker's power afterwards doesn't undo the block). Which definitions have such abilities is
worked out once per definition, so a creature without any costs the blockers check one lookup.
"""

from __future__ import annotations

from manastack.cards.memo import PerDefinition
from manastack.cards.schema import CardDef, ObjectFilter, Static
from manastack.rules.characteristics import printed_definition
from manastack.rules.filters import matches
from manastack.types.state import GameState

Restrictions = tuple[bool, tuple[ObjectFilter, ...]]     # (can't block, can't be blocked by these)
_OF: PerDefinition[Restrictions] = PerDefinition()


def block_restricted(game: GameState, blocker: int, attacker: int) -> bool:
    """CR 509.1b: whether a static ability forbids ``blocker`` from blocking ``attacker``."""
    b, a = game.objects[blocker], game.objects[attacker]
    if _restrictions(printed_definition(b))[0]:
        return True
    return any(matches(game, b, f, a.controller, attacker) for f in _restrictions(printed_definition(a))[1])


def _restrictions(definition: CardDef) -> Restrictions:
    known = _OF.get(id(definition))
    if known is not None:
        return known
    statics = [s for s in definition.abilities if isinstance(s, Static)]
    return _OF.put(definition, (any(s.cant_block for s in statics),
                                tuple(s.unblockable_by for s in statics if s.unblockable_by is not None)))
