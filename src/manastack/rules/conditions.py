"""Conditions an instruction, target or triggered ability depends on (vocabulary in ``cards.schema``).

Costs chosen while casting (gift promised, 702.174b; awaken paid, 702.113a), results of earlier
instructions ("if you do", 118.12), and facts of the game ("if you control a Bird", "if you have 40
or more life" — an intervening "if", 603.4; "when you control no other creatures" — a state
trigger, 603.8).
"""

from __future__ import annotations

from manastack.rules.characteristics import chars
from manastack.rules.keywords.registry import named
from manastack.types.enums import CardType, Zone
from manastack.types.objects import GameObject
from manastack.types.state import GameState

THRESHOLD = 7
LIFE_THIS_TURN = {     # CR 119.3: "if you gained life this turn", "if an opponent lost life this turn" …
    "gained_life": lambda game, you: game.players[you].gained_this_turn > 0,
    "lost_life": lambda game, you: game.players[you].lost_this_turn > 0,
    "gained_and_lost_life": lambda game, you: game.players[you].gained_this_turn > 0
    and game.players[you].lost_this_turn > 0,
    "gained_or_lost_life": lambda game, you: game.players[you].gained_this_turn > 0
    or game.players[you].lost_this_turn > 0,
    "opponent_lost_life": lambda game, you: any(p.lost_this_turn > 0 for p in game.players if p.id != you),
}


def holds(game: GameState, obj: GameObject, condition: str, results: dict[str, object] | None = None) -> bool:
    """Whether ``condition`` holds for a spell, ability or permanent ``obj`` (its controller is "you")."""
    if condition == "always":
        return True
    negate = condition.startswith("not_")
    name = condition[4:] if negate else condition
    return _value(game, obj, name, results or {}) != negate


def _value(game: GameState, obj: GameObject, name: str, results: dict[str, object]) -> bool:
    keyword = named(name)
    if keyword is not None and keyword.paid is not None:
        return keyword.paid(game, obj)     # "if the gift was promised" (702.174b), "if awaken was paid"
    if name == "no_other_creatures":
        return not any(o != obj.id and game.objects[o].controller == obj.controller
                       and chars(game, game.objects[o]).is_creature for o in game.battlefield)
    if name == "your_turn":    # CR 500: "during your turn"
        return game.active == obj.controller
    if name in LIFE_THIS_TURN:
        return LIFE_THIS_TURN[name](game, obj.controller)
    if name == "threshold":    # the ability word threshold (CR 207.2c): seven or more cards in your graveyard
        return len(game.players[obj.controller].graveyard) >= THRESHOLD
    if name.startswith("controls:"):
        return controls(game, obj.controller, name.split(":", 1)[1])
    if name.startswith("resolution:"):    # CR 608.2: this resolution counts as one of the times
        if not obj.is_ability or obj.source is None:
            return False
        return game.abilities_resolved.count((obj.source, obj.ability_index)) == int(name.split(":", 1)[1])
    if name.startswith("you_control:"):
        return _you_control(game, obj, name.split(":", 1)[1], results)
    if name.startswith("opponent_more:"):
        return opponent_has_more(game, obj.controller, name.split(":", 1)[1])
    if name.startswith("active_hand_at_most:"):   # "if that player has one or fewer cards in hand"
        return len(game.players[game.active].hand) <= int(name.split(":", 1)[1])
    if name.startswith("total_power_at_least:"):
        return total_power(game, obj.controller) >= int(name.split(":", 1)[1])
    if name.startswith("lands_at_least:"):
        return _quantity(game, obj.controller, "lands") >= int(name.split(":", 1)[1])
    if name.startswith("controls_power:"):
        return controls_power(game, obj.controller, int(name.split(":", 1)[1]))
    if name.startswith("life_at_least:"):
        return game.players[obj.controller].life >= int(name.split(":", 1)[1])
    key = name.split(":", 1)[1] if name.startswith("result:") else name
    return bool(results.get(key, False))


def _you_control(game: GameState, obj: GameObject, ref: str, results: dict[str, object]) -> bool:
    """"If you control that creature": the object a target (or an earlier instruction) names is on the battlefield
    under the controller of the resolving spell or ability (CR 608.2c, read as it is now)."""
    from manastack.rules.abilities import body_of

    chosen: object = results.get(ref)
    if not isinstance(chosen, tuple):
        slots = [i for i, spec in enumerate(body_of(game, obj).targets) if spec.name == ref]
        chosen = tuple(t for i in slots if i < len(obj.targets) for t in obj.targets[i])
    found = [game.objects.get(t) for t in chosen if isinstance(t, int)]
    return any(o is not None and o.zone is Zone.BATTLEFIELD and o.controller == obj.controller for o in found)


def opponent_has_more(game: GameState, player: int, what: str) -> bool:
    """Whether at least one opponent has more lands, life, creatures or cards in hand than ``player`` (each
    opponent is compared on its own, as Beza, the Bounding Spring's rulings say)."""
    mine = _quantity(game, player, what)
    return any(_quantity(game, p.id, what) > mine for p in game.players if p.id != player and p.in_game)


def _quantity(game: GameState, player: int, what: str) -> int:
    if what == "life":
        return game.players[player].life
    if what == "hand":
        return len(game.players[player].hand)
    kind = CardType.LAND if what == "lands" else CardType.CREATURE
    return sum(1 for o in game.battlefield if game.objects[o].controller == player and not game.objects[o].phased_out
               and kind in chars(game, game.objects[o]).types)


def total_power(game: GameState, player: int) -> int:
    """CR 208.1: the total power of the creatures ``player`` controls (negative powers count as they are)."""
    total = 0
    for oid in game.battlefield:
        obj = game.objects[oid]
        if obj.controller == player and not obj.phased_out:
            c = chars(game, obj)
            total += (c.power or 0) if c.is_creature else 0
    return total


def controls_power(game: GameState, player: int, n: int) -> bool:
    """Whether ``player`` controls a creature with power ``n`` or greater (CR 208.1: its power now)."""
    for oid in game.battlefield:
        obj = game.objects[oid]
        if obj.controller == player and not obj.phased_out:
            c = chars(game, obj)
            if c.is_creature and c.power is not None and c.power >= n:
                return True
    return False


def count_controlled(game: GameState, player: int, kind: str) -> int:
    """The number of permanents of that card type or subtype ``player`` controls ("for each Raccoon you control")."""
    total = 0
    for oid in game.battlefield:
        obj = game.objects[oid]
        if obj.controller == player and not obj.phased_out:
            c = chars(game, obj)
            total += kind in c.subtypes or any(t.value == kind for t in c.types)
    return total


def controls(game: GameState, player: int, kind: str) -> bool:
    """Whether ``player`` controls a permanent of that card type or subtype, or (``token``) a token (CR 111.1)."""
    for oid in game.battlefield:
        obj = game.objects[oid]
        if obj.controller == player and not obj.phased_out:
            if kind == "token" and obj.token:
                return True
            c = chars(game, obj)
            if kind in c.subtypes or any(t.value == kind for t in c.types):
                return True
    return False
