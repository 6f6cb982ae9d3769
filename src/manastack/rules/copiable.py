"""Copiable values (CR 707.2) and copy exceptions (CR 707.9b).

A copy takes the copiable values of the object it copies: its printed characteristics as modified by
other copy effects (what that object itself copies) and by the exceptions of those copy effects. Here an
object's copiable values are the definition it copies (``copy_of``, else its card) plus the
exceptions recorded on it as ``chosen["copy_except"]``: "except it's 1/1" (Coiling Rebirth), "except it's a
white Zombie with no mana cost" (embalm, 702.128a). A copy of such a copy keeps them (707.9b).
"""

from __future__ import annotations

from manastack.cards.memo import PerDefinition
from manastack.cards.schema import CardDef
from manastack.rules.characteristics import face_down_definition
from manastack.types.objects import GameObject

Exception = tuple[tuple[str, object], ...]   # sorted (field, value) pairs of the CardDef to replace
_EXCEPTED: PerDefinition[dict[Exception, CardDef]] = PerDefinition()


CopyValues = tuple[CardDef, dict[str, object]]   # what a copy copies (``copy_of``) and its ``chosen`` exceptions


def copiable_values(obj: GameObject, exception: dict[str, object] | None = None) -> CopyValues:
    """CR 707.2, 707.9b: what a copy of ``obj`` copies, and the exceptions it keeps; ``exception`` holds new
    exceptions the copy effect itself makes (they override older ones for the same characteristic). A
    face-down permanent's copiable values are its face-down ones (707.2, 708.2a): a nameless 2/2 creature —
    the copy learns nothing of the hidden card."""
    hidden = obj.face_down
    kept = obj.chosen.get("copy_except", ()) if obj.chosen and not hidden else ()
    merged: dict[str, object] = dict(kept)  # type: ignore[arg-type,call-overload]
    merged.update(exception or {})
    chosen: dict[str, object] = {"copy_except": tuple(sorted(merged.items()))} if merged else {}
    return (face_down_definition() if hidden else obj.copy_of or obj.definition), chosen


def with_exceptions(definition: CardDef, exception: Exception) -> CardDef:
    """The definition with the excepted characteristics replaced (CR 707.9b), made once per definition."""
    made = _EXCEPTED.get(id(definition))
    if made is None:
        made = _EXCEPTED.put(definition, {})
    found = made.get(exception)
    if found is None:
        update = dict(exception)
        if "add_subtypes" in update:   # "it's a Zombie in addition to its other types" (702.128a)
            added = update.pop("add_subtypes")
            extra = tuple(str(t) for t in added) if isinstance(added, tuple) else ()
            update["subtypes"] = (*definition.subtypes, *(t for t in extra if t not in definition.subtypes))
        if "add_keywords" in update:   # "and it has flying" (Mockingbird)
            added = update.pop("add_keywords")
            extra = tuple(str(k) for k in added) if isinstance(added, tuple) else ()
            update["keywords"] = (*definition.keywords, *(k for k in extra if k not in definition.keywords))
        found = made[exception] = definition.model_copy(update=update)
    return found
