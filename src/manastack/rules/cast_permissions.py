"""Permissions to cast a card from exile (CR 601.3) — "you may cast that card for as long as it remains
exiled, and mana of any type can be spent to cast it" (Cruelclaw's Heist).

601.3: a player can begin to cast a spell only if a rule or effect allows it; here the effect of a resolved
spell allows one player to cast one exiled card. The permission is a continuous effect record in
``game.effects`` (layer ``may_cast``) naming the card, the player, and whether mana of any type can be spent
(609.4b). It is linked to the spell that exiled the card (607.2a: it refers only to the card that spell
exiled): once the card leaves exile it is a new object (400.7) and the permission no longer applies to it.
Casting it still follows the timing rules of its type (307.1, 117.1a) and "can't cast" effects (101.2).
As the card goes to the stack, the permission to spend any type of mana moves with it (``chosen``).
"""

from __future__ import annotations

from manastack.rules.continuous import add_effect
from manastack.rules.events import emit
from manastack.types.enums import Zone
from manastack.types.mana import ManaCost
from manastack.types.objects import GameObject
from manastack.types.records import ContinuousEffect
from manastack.types.state import GameState

LAYER = "may_cast"
ANY_TYPE = "mana_any_type"


def grant(game: GameState, card: int, player: int, source: int, any_mana: bool, play: bool = False,
          duration: str = "permanent") -> None:
    """CR 601.3, 607.2a: ``player`` may cast the exiled ``card`` as long as it remains exiled (``play``: or play
    it, a land included, 305.1; ``duration`` ``until_end_of_your_next_turn``: until then, 611.2b)."""
    change = (("player", player), ("any_mana", any_mana), ("play", play), ("since", game.turn_number))
    add_effect(game, source, player, LAYER, (card,), change, duration)
    verb = "play" if play else "cast"
    emit(game, "may_cast", "601.3", "{0} may " + verb + " {1} from exile" + (
        ", spending mana as though it were mana of any type." if any_mana else "."),
         (game.players[player].name, game.objects[card].card), player=player, objects=(card,))


def may_play_land(game: GameState, player: int, oid: int) -> bool:
    """CR 305.1, 601.3: a permission to *play* the exiled card lets ``player`` play it as a land."""
    effect = permission(game, player, oid)
    return effect is not None and bool(effect.get("play"))


def permission(game: GameState, player: int, oid: int) -> ContinuousEffect | None:
    """The permission letting ``player`` cast the exiled card ``oid`` now, if any."""
    obj = game.objects.get(oid)
    if obj is None or obj.zone is not Zone.EXILE:
        return None
    for effect in game.effects:
        if effect.layer == LAYER and oid in effect.affected and effect.get("player") == player:
            return effect
    return None


def castable_from_exile(game: GameState, player: int) -> list[int]:
    """The exiled cards ``player`` has permission to cast, in exile order."""
    if not any(e.layer == LAYER for e in game.effects):
        return []
    return [oid for oid in game.exile if permission(game, player, oid) is not None]


def carry_to_stack(game: GameState, player: int, card: int) -> bool:
    """Before the card moves to the stack (601.2a): whether mana of any type can be spent on it."""
    effect = permission(game, player, card)
    return bool(effect is not None and effect.get("any_mana"))


def spendable_cost(game: GameState, player: int, obj: GameObject, cost: ManaCost) -> ManaCost:
    """CR 609.4b: if mana of any type can be spent to cast ``obj`` (an exiled card ``player`` has that
    permission for, or the spell cast with it), each symbol can be paid with any type of mana: all generic."""
    if obj.zone is Zone.STACK:
        any_type = bool(obj.chosen and obj.chosen.get(ANY_TYPE))
    else:
        any_type = obj.zone is Zone.EXILE and carry_to_stack(game, player, obj.id)
    if not any_type:
        return cost
    return ManaCost(generic=cost.mana_value, x_count=cost.x_count, text=cost.text)
