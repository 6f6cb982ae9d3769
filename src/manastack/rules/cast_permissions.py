"""Permissions to cast or play a card from exile (CR 601.3, 305.1, 116.2a) — "you may cast that card for as
long as it remains exiled, and mana of any type can be spent to cast it" (Cruelclaw's Heist), "until end of
turn, you may play that card" (Emberheart Challenger), "until the end of your next turn" (Alania's Pathmaker),
"until your next end step" (Dragonhawk, Fate's Tempest).

601.3: a player can begin to cast a spell only if a rule or effect allows it; here the effect of a resolved
spell or ability allows one player to cast one exiled card. "Play" also allows playing it if it is a land
(a special action, 116.2a), still only in a main phase of their own turn with an empty stack and within their
land plays (305.1, 305.2). The permission is a continuous effect record in ``game.effects`` (layer
``may_cast``) naming the card, the player, whether mana of any type can be spent (609.4b) and whether lands
may be played. It is linked to what exiled the card (607.2a): once the card leaves exile it is a new object
(400.7) and the permission no longer applies to it. It lasts as long as it says (611.2a, 611.2b):
``permanent`` (as long as the card remains exiled), ``end_of_turn`` (514.2), ``end_of_your_next_turn``
(it becomes "until end of turn" as that player's next turn begins, ``continuous.end_until_next_turn``) or
``until_your_next_end_step`` (it ends as that player's next end step begins, ``continuous.end_at_end_step``).
Casting it still follows the timing rules of its type (307.1, 117.1a) and "can't cast" effects (101.2).
As the card goes to the stack, the permission to spend any type of mana moves with it (``chosen``).
"""

from __future__ import annotations

from manastack.rules.continuous import add_effect
from manastack.rules.events import emit, player_ref
from manastack.rules.statics import rule_applies
from manastack.types.enums import CardType, Zone
from manastack.types.events import ObjectRef
from manastack.types.mana import ManaCost
from manastack.types.objects import GameObject
from manastack.types.records import ContinuousEffect
from manastack.types.state import GameState

LAYER = "may_cast"
ANY_TYPE = "mana_any_type"


def grant(game: GameState, card: int, player: int, source: int, any_mana: bool, play: bool = False,
          duration: str = "permanent") -> None:
    """CR 601.3, 607.2a, 611.2a: ``player`` may cast (``play``: or play, if a land) the exiled ``card``, for as
    long as ``duration`` says and the card remains exiled."""
    add_effect(game, source, player, LAYER, (card,), (("player", player), ("any_mana", any_mana), ("play", play)),
               duration)
    variant = ("play" if play else "cast") + ("" if duration == "permanent" else "_" + duration) \
        + ("_any_mana" if any_mana else "")
    rule = "611.2b" if duration in ("end_of_your_next_turn", "until_your_next_end_step") else "601.3"
    emit(game, "may_cast", rule, player=player, objects=(card,),
         data=(("variant", variant), ("player", player_ref(game, player)),
               ("card", ObjectRef(card, game.objects[card].card))))


def permission(game: GameState, player: int, oid: int) -> ContinuousEffect | None:
    """The permission letting ``player`` cast (or play) the exiled card ``oid`` now, if any."""
    obj = game.objects.get(oid)
    if obj is None or obj.zone is not Zone.EXILE:
        return None
    for effect in game.effects:
        if effect.layer == LAYER and oid in effect.affected and effect.get("player") == player:
            return effect
    return None


def castable_from_exile(game: GameState, player: int) -> list[int]:
    """The exiled nonland cards ``player`` has permission to cast, in exile order (a land isn't cast but played,
    CR 305.1: ``playable_lands_from_exile``)."""
    if not any(e.layer == LAYER for e in game.effects):
        return []
    return [oid for oid in game.exile if permission(game, player, oid) is not None
            and CardType.LAND not in game.objects[oid].definition.types]


def playable_lands_from_exile(game: GameState, player: int) -> list[int]:
    """CR 305.1, 116.2a: the exiled land cards an effect lets ``player`` play, in exile order."""
    if not any(e.layer == LAYER for e in game.effects):
        return []
    found = []
    for oid in game.exile:
        effect = permission(game, player, oid)
        if effect is not None and effect.get("play") and CardType.LAND in game.objects[oid].definition.types:
            found.append(oid)
    return found


GRAVEYARD_LIFE = "graveyard_life"     # the life a spell cast from a graveyard this way costs in addition
GRAVEYARD_RULE = "cast_instants_and_sorceries_from_graveyard"


def castable_by_graveyard_rule(game: GameState, player: int) -> list[int]:
    """CR 601.3, 118.8: "during your turn, you may cast instant and sorcery spells from your graveyard by paying
    1 life in addition to their other costs" (Festival of Embers, a static ability of a permanent ``player``
    controls): the instant and sorcery cards in their graveyard, in graveyard order."""
    if game.active != player or not game.players[player].graveyard or not rule_applies(game, GRAVEYARD_RULE, player):
        return []
    return [oid for oid in game.players[player].graveyard
            if {CardType.INSTANT, CardType.SORCERY} & set(game.objects[oid].definition.types)]


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
