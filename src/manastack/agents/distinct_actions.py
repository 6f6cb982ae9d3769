"""The actions worth comparing at a decision, for a search agent: one of each set of interchangeable actions, and
none of the mana abilities the engine itself activates to pay costs.

* Interchangeable: two actions that differ only in which of two identical objects they use (casting one of two
  Grizzly Bears in hand, playing one of three Forests, attacking with one of two untapped, undamaged 2/2s of the
  same name) lead to games that differ only in object ids (CR 400.7 gives a card a new id whenever it moves
  anyway). Only cards in the player's own hand and permanents are compared, by what the player sees of them,
  so the grouping never depends on a hidden card.
* Engine-paid mana abilities: when the engine pays costs itself, activating such a mana ability by hand (listed
  last among the priority actions, CR 605.3a) only puts mana in the pool, which empties at the end of the step
  (CR 106.4, 500.4); a spell cast later is paid by the same ability anyway. So it is never better than the
  action it delays. Mana abilities the payment solver leaves alone (with a mana cost, or a forage cost) stay.

A search spends no playouts on a decision with a single distinct action left, and compares the rest on a larger
share of its budget.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.rules.characteristics import chars
from manastack.rules.mana import sources
from manastack.types.actions import Action, ActivateAbility, CastSpell, Choose, PlayLand
from manastack.types.enums import Zone

if TYPE_CHECKING:
    from manastack.types.state import GameState

__all__ = ["action_key", "distinct_actions"]


def distinct_actions(state: GameState, player: int, legal: list[Action]) -> dict[Action, Action]:
    """Each legal action mapped to the representative of its class (the first listed); the representatives,
    in the order of ``legal``, are the actions worth comparing. ``player`` is the one deciding."""
    paid = {(s.permanent, s.ability) for s in sources(state, player)}
    classes: dict[object, Action] = {}
    representative: dict[Action, Action] = {}
    for action in legal:
        if isinstance(action, ActivateAbility) and (action.source, action.index) in paid:
            continue
        representative[action] = classes.setdefault(action_key(state, player, action), action)
    if not representative:      # only engine-paid mana abilities (a mana payment decision): keep them all
        return {action: action for action in legal}
    return representative


def action_key(state: GameState, player: int, action: Action) -> object:
    """What the action does, with each object replaced by what ``player`` sees of it: equal for interchangeable
    actions, and the same in every determinization in which ``player`` sees the same (a search tree's edge)."""
    if isinstance(action, (PlayLand, CastSpell)):
        return type(action), _looks(state, player, action.card)
    if isinstance(action, ActivateAbility):
        return type(action), _looks(state, player, action.source), action.index
    if isinstance(action, Choose):
        option = action.option
        if isinstance(option, tuple):
            return type(action), tuple(_looks(state, player, part) for part in option)
        return type(action), _looks(state, player, option)
    return action


def _looks(state: GameState, player: int, value: object) -> object:
    """An object as ``player`` sees it: a card in their hand by its name, a permanent by everything that makes it
    play differently. Anything else keeps its id (not merged): hidden objects, objects on the stack or in exile
    (their targets or permissions belong to the object), and permanents carrying choices of their own."""
    if type(value) is not int or value not in state.objects:
        return value
    obj = state.objects[value]
    if obj.zone is Zone.HAND:
        return (obj.owner, obj.card) if obj.owner == player else value
    if obj.zone is not Zone.BATTLEFIELD or obj.face_down or obj.chosen or obj.linked or obj.phased_out:
        return value
    c = chars(state, obj)
    attached = sum(1 for o in state.battlefield if state.objects[o].attached_to == value)
    return (obj.owner, obj.controller, obj.card, obj.token, obj.tapped, obj.sick, obj.damage, obj.deathtouched,
            tuple(sorted(obj.counters.items())), obj.attached_to, attached, c.power, c.toughness, c.keywords,
            _in_combat(state, value))


def _in_combat(state: GameState, oid: int) -> object:
    """CR 506.4: whom the creature attacks (and which planeswalker), whether it is blocked and by which
    creatures, and which attacker it blocks."""
    combat = state.combat
    if combat is None:
        return None
    blocked_by = tuple(sorted(b for b, a in combat.blockers.items() if a == oid))
    return (combat.attackers.get(oid), combat.attacked.get(oid), oid in combat.blocked, blocked_by,
            combat.blockers.get(oid))
