"""Restrictions and requirements on attacking and blocking (CR 508.1c–d, 509.1b–c).

Restrictions take choices away: "can't block" (509.1b), "can't be blocked [by Eldrazi Scions]" (509.1b).
Requirements must be obeyed as far as possible without breaking a restriction: "attacks each combat if able"
(508.1d), "all creatures able to block it do so" (509.1c) — so "done" isn't offered while one more could
still be obeyed. They come from static abilities (``combat`` on a ``Static``) and from resolved instructions
(``restrict_combat``: "target creature can't block this turn", effects in the layer ``combat_rule``).
"""

from __future__ import annotations

from manastack.cards.schema import Static
from manastack.rules.characteristics import definition_of, event_cache
from manastack.rules.conditions import holds
from manastack.rules.filters import matches
from manastack.types.state import GameState

LAYER = "combat_rule"
CACHE_KEY = -2     # in the per-event cache, beside the characteristics (``characteristics.event_cache``)

Rule = tuple[int, str, Static | None]    # (object, rule, the static ability or None for a resolved effect)


def _rules(game: GameState) -> list[Rule]:
    """Every combat rule in force now, worked out once per event (a hot path: blocks are checked pairwise)."""
    cache = event_cache(game)
    known = cache.get(CACHE_KEY)
    if known is not None:
        return known  # type: ignore[return-value]
    found: list[Rule] = [(oid, str(e.get("rule")), None) for e in game.effects if e.layer == LAYER
                         for oid in e.affected if oid in game.objects]
    for oid in game.battlefield:
        obj = game.objects[oid]
        if obj.phased_out or obj.face_down:
            continue
        for ability in definition_of(obj).abilities:
            if isinstance(ability, Static) and ability.combat is not None:
                found.append((oid, ability.combat, ability))
    cache[CACHE_KEY] = found
    return found


def block_forbidden(game: GameState, blocker: int, attacker: int) -> bool:
    """CR 509.1b: a restriction forbids ``blocker`` blocking ``attacker``."""
    for oid, rule, ability in _rules(game):
        if rule == "cant_block" and oid == blocker:
            return True
        if rule == "cant_be_blocked" and oid == attacker:
            if ability is None or ability.by is None:
                return True
            you = game.objects[attacker].controller
            if matches(game, game.objects[blocker], ability.by, you, attacker):
                return True
    return False


def must_attack(game: GameState, oid: int) -> bool:
    """CR 508.1d: "attacks each combat if able [unless you control another Ally]" — the condition is checked as
    attackers are declared (the Reckless Cohort rulings)."""
    return any(o == oid and rule == "attacks_each_combat" and
               (ability is None or not holds(game, game.objects[oid], ability.unless))
               for o, rule, ability in _rules(game))


def lures(game: GameState) -> list[int]:
    """CR 509.1c: attacking creatures that every creature able to block them must block."""
    combat = game.combat
    return [oid for oid, rule, _ in _rules(game) if rule == "blocked_by_all"
            and combat is not None and oid in combat.attackers]
