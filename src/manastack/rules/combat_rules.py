"""Restrictions on blocking from resolved instructions (CR 509.1b): ``restrict_combat`` — "target creature can't
be blocked this turn" (Long River Lurker) — makes an effect in the layer ``combat_rule`` on the objects named,
until end of turn (611.2a, 514.2)."""

from __future__ import annotations

from manastack.types.state import GameState

LAYER = "combat_rule"


def block_forbidden(game: GameState, blocker: int, attacker: int) -> bool:
    """CR 509.1b: a restriction from a resolved instruction forbids ``blocker`` blocking ``attacker``."""
    for effect in game.effects:
        if effect.layer != LAYER:
            continue
        rule = effect.get("rule")
        if (rule == "cant_block" and blocker in effect.affected) or \
                (rule == "cant_be_blocked" and attacker in effect.affected):
            return True
    return False
