"""Conditions an instruction or target depends on: costs paid while casting, results on resolution."""

from __future__ import annotations

from manastack.rules.keywords.awaken import was_paid
from manastack.rules.keywords.gift import is_promised
from manastack.types.objects import GameObject
from manastack.types.state import GameState


def holds(game: GameState, obj: GameObject, condition: str, results: dict[str, object] | None = None) -> bool:
    """Whether ``condition`` holds for a spell or ability: ``gift`` (702.174b), ``awaken`` (702.113a),
    ``paid``/``not_paid`` (118.12), ``always``."""
    if condition == "always":
        return True
    negate = condition.startswith("not_")
    name = condition[4:] if negate else condition
    if name == "gift":
        value = is_promised(game, obj)
    elif name == "awaken":
        value = was_paid(obj)
    else:
        value = bool((results or {}).get(name, False))
    return value != negate
