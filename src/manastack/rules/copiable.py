"""Copiable values (CR 707.2) and copy exceptions (CR 707.9b).

A copy takes the copiable values of the object it copies: its printed characteristics as modified by
other copy effects (what that object itself copies) and by the exceptions of those copy effects. Here an
object's copiable values are the name of the definition it copies (``copy_of``, else its card) plus the
exceptions recorded on it as ``chosen["copy_pt"]`` ("except it's 1/1", Coiling Rebirth): a copy of such a
copy is 1/1 too (707.9b).
"""

from __future__ import annotations

from manastack.cards.schema import CardDef
from manastack.types.objects import GameObject

_EXCEPTED: dict[tuple[str, int, int], tuple[CardDef, CardDef]] = {}


def copiable_values(obj: GameObject, power_toughness: tuple[int, int] | None = None) -> tuple[str, dict[str, object]]:
    """CR 707.2, 707.9b: what a copy of ``obj`` copies, and the exceptions it keeps; ``power_toughness`` is a
    new exception the copy effect itself makes (it overrides an older one)."""
    chosen: dict[str, object] = {}
    if obj.chosen and "copy_pt" in obj.chosen:
        chosen["copy_pt"] = obj.chosen["copy_pt"]
    if power_toughness is not None:
        chosen["copy_pt"] = tuple(power_toughness)
    return obj.copy_of or obj.card, chosen


def with_exceptions(definition: CardDef, power_toughness: tuple[int, int]) -> CardDef:
    """The definition with its base power and toughness replaced (CR 707.9b), made once per definition."""
    power, toughness = power_toughness
    key = (definition.name, power, toughness)
    found = _EXCEPTED.get(key)
    if found is None or found[0] is not definition:
        found = (definition, definition.model_copy(update={"power": power, "toughness": toughness}))
        _EXCEPTED[key] = found
    return found[1]
