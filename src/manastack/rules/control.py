"""Control of permanents (CR 108.4, 110.2) and control-changing effects (CR 613.1b, layer 2).

``GameObject.controller`` is the controller a permanent has now. The controller it would have without any
control-changing effect (the player it entered under, CR 110.2) is its base: while an effect overrides it,
the base is kept as ``chosen["base_controller"]``. Whenever the game is about to check state-based actions
(so after every event that could change which effects apply: an Aura entering or leaving, a spell's effect
beginning or ending), ``update_control`` recomputes every permanent's controller from its base and the
layer-2 effects that apply to it, in timestamp order (613.7) — deterministically, so the result never
depends on the order effects began in. A change of control makes the permanent summoning sick again
(302.6) and removes it from combat (506.4).

A phased-out permanent keeps its controller: it is treated as though it doesn't exist (702.26b).
Dependencies between control effects (613.8) are not modelled.
"""

from __future__ import annotations

from manastack.cards.memo import PerDefinition
from manastack.cards.schema import Static
from manastack.rules.characteristics import printed_definition
from manastack.rules.events import emit, object_ref, player_ref
from manastack.types.objects import GameObject
from manastack.types.records import ContinuousEffect
from manastack.types.state import GameState

LAYER = "2"


def control_effects(game: GameState) -> list[ContinuousEffect]:
    """CR 613.1b, 613.7: the control-changing effects now, from resolved spells and static abilities, by
    timestamp."""
    found = [e for e in game.effects if e.layer == LAYER]
    if any(_may_control(game.objects[oid]) for oid in game.battlefield):
        from manastack.rules.statics import static_effects  # only then (a hot path: an import isn't free)

        found += [e for e in static_effects(game) if e.layer == LAYER]
    found.sort(key=lambda e: e.timestamp)
    return found


_HAS_CONTROL: PerDefinition[bool] = PerDefinition()


def _may_control(obj: GameObject) -> bool:
    """Whether the permanent has a static ability that changes control (worked out once per definition)."""
    if obj.face_down:
        return False
    definition = printed_definition(obj)
    known = _HAS_CONTROL.get(id(definition))
    if known is None:
        known = _HAS_CONTROL.put(definition, any(isinstance(a, Static) and a.control for a in definition.abilities))
    return known


def base_controller(obj: GameObject) -> int:
    """CR 110.2: the controller without control-changing effects."""
    base = obj.chosen.get("base_controller") if obj.chosen else None
    return obj.controller if base is None else int(base)  # type: ignore[call-overload]


def update_control(game: GameState) -> bool:
    """CR 613.1b: apply layer 2 to every permanent; True if any permanent changed controller."""
    effects = control_effects(game)
    if not effects and not any(game.objects[o].chosen and "base_controller" in game.objects[o].chosen
                               for o in game.battlefield):
        return False
    changed = False
    for oid in list(game.battlefield):
        obj = game.objects[oid]
        if obj.phased_out:
            continue
        base = base_controller(obj)
        wanted = base
        for effect in effects:
            if oid in effect.affected:
                wanted = int(effect.get("controller", base))  # type: ignore[call-overload]
        if wanted != obj.controller:
            _change(game, obj, base, wanted)
            changed = True
    return changed


def _change(game: GameState, obj: GameObject, base: int, wanted: int) -> None:
    chosen = {k: v for k, v in (obj.chosen or {}).items() if k != "base_controller"}
    if wanted != base:
        chosen["base_controller"] = base
    obj.chosen = chosen          # a new dict: clones of the game share the old one
    obj.controller = wanted
    obj.sick = True              # CR 302.6: not controlled continuously since the turn began
    combat = game.combat
    if combat is not None and (obj.id in combat.attackers or obj.id in combat.blockers):
        combat.attackers.pop(obj.id, None)      # CR 506.4: it is removed from combat
        combat.attacked.pop(obj.id, None)
        combat.blockers.pop(obj.id, None)
    emit(game, "control_change", "613.1b", player=wanted, objects=(obj.id,),
         data=(("player", player_ref(game, wanted)), ("object", object_ref(game, obj))))
