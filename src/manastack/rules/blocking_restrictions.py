"""Restrictions on blocking from static abilities (CR 509.1b).

509.1b: the defending player checks each creature they control to see whether it's affected by any
restrictions (effects that say a creature can't block, or that it can't block unless some condition is
met). A restriction may sit on the blocker ("This creature can't block": Starscape Cleric) or on the
attacker ("This creature can't be blocked by creatures with power 2 or less": Rust-Shield Rampager); the
attacker's is read with the blocker as it is now (its power as the block is declared — ruling 2024-07-26:
lowering a blocker's power afterwards doesn't undo the block).
"""

from __future__ import annotations

from manastack.cards.schema import Static
from manastack.rules.characteristics import printed_definition
from manastack.rules.filters import matches
from manastack.types.state import GameState


def block_restricted(game: GameState, blocker: int, attacker: int) -> bool:
    """CR 509.1b: whether a static ability forbids ``blocker`` from blocking ``attacker``."""
    b, a = game.objects[blocker], game.objects[attacker]
    if any(isinstance(s, Static) and s.cant_block for s in printed_definition(b).abilities):
        return True
    return any(isinstance(s, Static) and s.unblockable_by is not None
               and matches(game, b, s.unblockable_by, a.controller, attacker)
               for s in printed_definition(a).abilities)
