"""Verb ``attach``: "attach <Equipment or Aura> to <object>" (CR 701.3).

701.3a: attaching puts an Aura or Equipment onto an object; it can't be attached to an object it couldn't
enchant or equip (an Equipment: a creature, 301.5c; an Aura: what its enchant ability allows, 303.4a).
701.3b: if it can't be attached, or is already attached to that object, nothing happens.
701.3c: attached to a new object, it becomes unattached from the old one.
613.7e: it receives a new timestamp when it becomes attached.
"""


from __future__ import annotations

from manastack.cards.vocabulary.attach import Attach
from manastack.rules.effects.base import Ctx, objects
from manastack.rules.events import emit, object_ref
from manastack.types.enums import Zone
from manastack.types.objects import GameObject
from manastack.types.state import GameState


def apply(ctx: Ctx, e: Attach) -> None:
    """CR 701.3a: attach each named Equipment or Aura to the (first) named object."""
    hosts = objects(ctx, e.to)
    if not hosts:
        return
    for oid in objects(ctx, e.what):
        attach(ctx.game, oid, hosts[0])


def can_attach(game: GameState, obj: GameObject, host: GameObject) -> bool:
    """CR 701.3a, 301.5c, 303.4a, 303.4d: whether ``obj`` could equip or enchant ``host`` (never itself)."""
    from manastack.rules.characteristics import chars
    from manastack.rules.filters import matches

    if obj.id == host.id or host.zone is not Zone.BATTLEFIELD or host.phased_out:
        return False
    c = chars(game, obj)
    if "Equipment" in c.subtypes:
        return chars(game, host).is_creature and not c.is_creature        # CR 301.5c
    if "Aura" in c.subtypes:
        from manastack.rules.keywords.enchant import enchant_filter

        enchant = enchant_filter(c.definition)
        if enchant is None or c.is_creature:                              # CR 303.4d
            return False
        return matches(game, host, enchant, obj.controller, obj.id) and \
            "Protection from everything" not in chars(game, host).keywords   # CR 702.16c
    return False


def attach(game: GameState, oid: int, host_id: int, rule: str = "701.3a") -> bool:
    """CR 701.3a–c, 613.7e: attach ``oid`` to ``host_id``; False if nothing happened."""
    obj, host = game.objects.get(oid), game.objects.get(host_id)
    if obj is None or host is None or obj.zone is not Zone.BATTLEFIELD:
        return False
    if obj.attached_to == host_id or not can_attach(game, obj, host):
        emit(game, "attach_fails", "701.3b", objects=(oid,), data=(("object", object_ref(game, obj)),))
        return False
    obj.attached_to = host_id
    obj.timestamp = game.new_timestamp()      # CR 613.7e
    emit(game, "attached", rule, player=obj.controller, objects=(oid, host_id),
         data=(("object", object_ref(game, obj)), ("host", object_ref(game, host))))
    return True

