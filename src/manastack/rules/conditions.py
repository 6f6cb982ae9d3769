"""Conditions an instruction, target or triggered ability depends on (vocabulary in ``cards.schema``).

A static ability's condition is read while the continuous effects of static abilities are being worked out, so
it must not read characteristics those effects change (CR 613.8): "you control ten or more lands" counts the
permanents that are lands by their printed types and the type-changing effects of resolved spells (layer 4).

Costs chosen while casting (gift promised, 702.174b; awaken paid, 702.113a), results of earlier
instructions ("if you do", 118.12), and facts of the game ("if you control a Bird", "if you have 40
or more life" — an intervening "if", 603.4; "when you control no other creatures" — a state
trigger, 603.8).
"""

from __future__ import annotations

from manastack.rules.characteristics import Chars, chars, name_of, power
from manastack.rules.keywords.registry import named
from manastack.types.enums import CardType, Zone
from manastack.types.objects import GameObject
from manastack.types.state import GameState

THRESHOLD = 7


def holds(game: GameState, obj: GameObject, condition: str, results: dict[str, object] | None = None) -> bool:
    """Whether ``condition`` holds for a spell, ability or permanent ``obj`` (its controller is "you")."""
    if condition == "always":
        return True
    if "|" in condition:
        return any(holds(game, obj, part, results) for part in condition.split("|"))
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
    if name == "opponent_lost_life":   # CR 119.3: lost life this turn, whatever it gained (the rulings)
        return any(p.life_lost > 0 for p in game.players if p.id != obj.controller)
    if name == "other_colorless_creature":
        return _other_colorless_creature(game, obj)
    if name == "your_turn":    # CR 102.1: the active player's turn
        return game.active == obj.controller
    if name == "another_creature_entered":
        return any(c == obj.controller and oid != obj.id for oid, c in game.creatures_entered)
    if name.startswith("creature_entered:"):
        return _creature_entered(game, obj.controller, name.split(":", 1)[1].split("/"))
    if name == "threshold":    # the ability word threshold (CR 207.2c): seven or more cards in your graveyard
        return len(game.players[obj.controller].graveyard) >= THRESHOLD
    if name.startswith("controls:"):
        return controls(game, obj.controller, name.split(":", 1)[1])
    if name.startswith("resolution:"):    # CR 608.2: this resolution counts as one of the times
        if not obj.is_ability or obj.source is None:
            return False
        return game.abilities_resolved.count((obj.source, obj.ability_index)) == int(name.split(":", 1)[1])
    if name.startswith("result_is:"):
        return _result_is(game, results, *name.split(":")[1:3])
    if name.startswith("you_control:"):
        return any(o.controller == obj.controller for o in _named(game, obj, name.split(":", 1)[1], results))
    if name.startswith("lands_at_least:"):   # "as long as you control ten or more lands"
        from manastack.rules.filters import _base_chars  # layer 4 of resolved effects only: see the docstring

        lands = sum(1 for o in game.battlefield if game.objects[o].controller == obj.controller
                    and not game.objects[o].phased_out and _base_chars(game, game.objects[o]).is_land)
        return lands >= int(name.split(":", 1)[1])
    if name.startswith("exiled_types_at_least:"):    # CR 607.2a: "among cards exiled with <this>" (205.2a types)
        from manastack.rules.effects.exile import exiled_with

        types = {t for card in exiled_with(game, obj) for t in card.definition.types}
        return len(types) >= int(name.split(":", 1)[1])
    if name.startswith("controls_another:"):
        kind = name.split(":", 1)[1]
        return any(o != obj.source and o != obj.id and game.objects[o].controller == obj.controller
                   and kind in chars(game, game.objects[o]).subtypes for o in game.battlefield)
    if name.startswith("token:"):     # "if that creature is a token" (CR 111.1), read as it is now
        return any(o.token for o in _named(game, obj, name.split(":", 1)[1], results))
    if name.startswith("opponent_more:"):
        return opponent_has_more(game, obj.controller, name.split(":", 1)[1])
    if name == "sacrificed_food":   # "if you've sacrificed a Food this turn"
        return game.players[obj.controller].sacrificed_food > 0
    if name.startswith("left_graveyard_at_least:"):   # "if N or more cards left your graveyard this turn"
        return game.players[obj.controller].left_graveyard >= int(name.split(":", 1)[1])
    if name == "your_turn":
        return game.active == obj.controller
    if name.startswith(("lost_life:", "life_changed:", "gained_life:", "gained_and_lost_life:")):
        return _life_changed(game, obj, name)
    if name.startswith(("power_at_most:", "power_at_least:")):
        return _power_compared(game, obj, name, results)
    if name.startswith("cast_from:"):   # CR 601.2a: the zone the spell was cast from (a copy wasn't cast)
        return bool(obj.chosen) and not obj.is_copy and obj.chosen.get("cast_from") == name.split(":", 1)[1]
    if name.startswith("first_cast_this_turn:"):
        return first_of_kind(game, obj, tuple(name.split(":", 1)[1].split("/")))
    if name.startswith("at_least:"):
        _, number, ref = name.split(":", 2)
        found = results.get(ref, ())
        return len(found) >= int(number) if isinstance(found, tuple) else int(found) >= int(number)  # type: ignore
    if name.startswith("subtype:"):
        return _has_subtype(game, obj, name, results)
    if name.startswith("controls_at_least:"):     # "if you control six or more lands", "two or more basic lands"
        n, kind = name.split(":", 2)[1:]
        return count_of_kind(game, obj.controller, kind) >= int(n)
    if name.startswith("active_hand_at_most:"):   # "if that player has one or fewer cards in hand"
        return len(game.players[game.active].hand) <= int(name.split(":", 1)[1])
    if name.startswith("total_power_at_least:"):
        return total_power(game, obj.controller) >= int(name.split(":", 1)[1])
    if name.startswith("controls_power:"):
        return controls_power(game, obj.controller, int(name.split(":", 1)[1]))
    if name.startswith("life_at_least:"):
        return game.players[obj.controller].life >= int(name.split(":", 1)[1])
    key = name.split(":", 1)[1] if name.startswith("result:") else name
    return bool(results.get(key, False))


def _creature_entered(game: GameState, player: int, kinds: list[str]) -> bool:
    """"If a Bird, Frog, Otter, or Rat entered the battlefield under your control this turn": a creature of one
    of those subtypes, as it is now or as it last existed (CR 608.2h) if it has left since."""
    from manastack.rules.zones import last_known

    for oid, controller in game.creatures_entered:
        known = last_known(game, oid) if controller == player else None
        if known is not None and any(k in chars(game, known).subtypes for k in kinds):
            return True
    return False


def _other_colorless_creature(game: GameState, obj: GameObject) -> bool:
    """CR 105.2c: "you control another colorless creature" — other than the source, also while its ability
    resolves (603.4: the intervening "if" is checked again then)."""
    source = obj.source if obj.is_ability else obj.id
    for oid in game.battlefield:
        other = game.objects[oid]
        if oid != source and other.controller == obj.controller and not other.phased_out:
            c = chars(game, other)
            if c.is_creature and not c.colors:
                return True
    return False


def _named(game: GameState, obj: GameObject, ref: str, results: dict[str, object]) -> list[GameObject]:
    """The permanents a target (or an earlier instruction) of the resolving spell or ability names, as they are
    now (CR 608.2c): "if you control that creature", "if that creature is a token"."""
    found = [game.objects.get(t) for t in _named_ids(game, obj, ref, results)]
    return [o for o in found if o is not None and o.zone is Zone.BATTLEFIELD]


def _result_is(game: GameState, results: dict[str, object], name: str, subtype: str) -> bool:
    """"If you returned a Squirrel card this way": an object an earlier instruction remembered has the subtype
    (read as it is now, or as it last existed, 608.2h)."""
    from manastack.rules.zones import last_known

    found = results.get(name)
    if not isinstance(found, tuple):
        return False
    return any(isinstance(o, int) and (known := last_known(game, o)) is not None
               and subtype in chars(game, known).subtypes for o in found)


def _life_changed(game: GameState, obj: GameObject, name: str) -> bool:
    """CR 119.3, 119.4: "if you lost life this turn" / "if you gained life", "gained and lost", "gained or lost
    life this turn" asks whether it happened, not how the life total changed (gaining 2 and losing 2 still counts)."""
    form, who = name.split(":", 1)
    found = [obj.controller] if who == "you" else _player_targets(game, obj, who)
    players = [game.players[p] for p in found]
    if form == "lost_life":
        return any(p.life_lost > 0 for p in players)
    if form == "gained_life":
        return any(p.life_gained > 0 for p in players)
    if form == "gained_and_lost_life":
        return any(p.life_lost > 0 and p.life_gained > 0 for p in players)
    return any(p.life_lost > 0 or p.life_gained > 0 for p in players)


def _power_compared(game: GameState, obj: GameObject, name: str, results: dict[str, object]) -> bool:
    """CR 608.2c, 608.2h: "if that creature's power is 2 or less" — as it is now, or, if it has left the battlefield,
    as it last existed there ("if that creature had power 2 or less")."""
    from manastack.rules.zones import last_known

    form, number, ref = name.split(":", 2)
    found = [o for t in _named_ids(game, obj, ref, results) if (o := last_known(game, t)) is not None]
    limit = _revealed_power(game, obj) if number == "revealed" else int(number)
    if limit is None:
        return False
    if form == "power_at_most":
        return any(power(game, o) <= limit for o in found)
    return any(power(game, o) >= limit for o in found)


def _revealed_power(game: GameState, obj: GameObject) -> int | None:
    """The power of the card revealed to pay the spell's cost (Titan's Presence): as it is in the hand, or as it
    last existed there if it has left (ruling of 2015-08-25; 608.2h)."""
    from manastack.rules.zones import last_known
    from manastack.types.costs import AdditionalCostPaid

    for record in obj.costs:
        if isinstance(record, AdditionalCostPaid) and record.kind == "reveal":
            card = last_known(game, record.objects[0])
            return power(game, card) if card is not None else None
    return None


def _has_subtype(game: GameState, obj: GameObject, name: str, results: dict[str, object]) -> bool:
    """"If that creature is a Bird, Frog, Otter, or Rat" (or "if it's a creature": a card type) — read as the object
    is now (a token that ceased to exist, or a card that left, is none); ``trigger``, the object the ability
    triggered on ("if that land is a Plains"), is read as it is now or, if it has left the battlefield, as it
    last existed there (CR 608.2h; the Battle for Zendikar landfall rulings)."""
    _, kinds, ref = name.split(":", 2)
    wanted = set(kinds.split("/"))
    if ref == "trigger":
        from manastack.rules.zones import last_known

        oid = obj.trigger_event.get("object")
        found = [last_known(game, oid) if isinstance(oid, int) else None]
    else:
        found = [game.objects.get(t) for t in _named_ids(game, obj, ref, results)]
    return any(o is not None and wanted & {*chars(game, o).subtypes, *(t.value for t in chars(game, o).types)}
               for o in found)


def _named_ids(game: GameState, obj: GameObject, ref: str, results: dict[str, object]) -> list[int]:
    """The object ids a reference names: ``this``, remembered by an earlier instruction, or a target's."""
    if ref == "this":
        return [obj.source] if obj.is_ability and obj.source is not None else [obj.id]
    chosen: object = results.get(ref)
    if not isinstance(chosen, tuple):
        from manastack.rules.abilities import body_of

        slots = [i for i, spec in enumerate(body_of(game, obj).targets) if spec.name == ref]
        chosen = tuple(t for i in slots if i < len(obj.targets) for t in obj.targets[i])
    return [t for t in chosen if isinstance(t, int) and t >= 0]


def _player_targets(game: GameState, obj: GameObject, ref: str) -> list[int]:
    from manastack.rules.abilities import body_of
    from manastack.rules.targets import target_player

    slots = [i for i, spec in enumerate(body_of(game, obj).targets) if spec.name == ref]
    chosen = [t for i in slots if i < len(obj.targets) for t in obj.targets[i]]
    return [p for t in chosen if (p := target_player(t)) is not None]


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


def count_of_kind(game: GameState, player: int, kind: str) -> int:
    """How many permanents of that card type, subtype or supertype (``Basic`` lands) ``player`` controls."""
    return sum(1 for oid in game.battlefield if (o := game.objects[oid]).controller == player
               and not o.phased_out and _is_kind(chars(game, o), kind))


def _is_kind(c: Chars, kind: str) -> bool:
    return kind in c.subtypes or kind in c.supertypes or any(t.value == kind for t in c.types)


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


def controls(game: GameState, player: int, kind: str) -> bool:
    """Whether ``player`` controls a permanent of that card type or subtype, or (``token``) a token (CR 111.1)."""
    for oid in game.battlefield:
        obj = game.objects[oid]
        if obj.controller == player and not obj.phased_out:
            if kind == "token":      # being a token is no characteristic (CR 111.1): no layers needed
                if obj.token:
                    return True
                continue
            c = chars(game, obj)
            if kind in c.subtypes or any(t.value == kind for t in c.types):
                return True
    return False


def first_of_kind(game: GameState, obj: GameObject, kinds: tuple[str, ...]) -> bool:
    """CR 603.4, 601.2i: "if it's the first instant spell, the first sorcery spell, or the first Otter spell other
    than <this> you've cast this turn" — the spell whose casting triggered the ability (the ``cast_before``-th spell
    cast this turn) is, for one of ``kinds`` (a card type or a subtype), the first of that kind its caster cast this
    turn, not counting spells with the source's name. Checked as the spell becomes cast (``obj`` the source: the
    spell is the last one cast) and as the ability resolves (``obj`` the ability)."""
    index = obj.trigger_event.get("cast_before") if obj.is_ability else len(game.spells_cast) - 1
    if not isinstance(index, int) or not 0 <= index < len(game.spells_cast):
        return False
    own = obj.source_name if obj.is_ability else name_of(game, obj)

    def kinds_of(i: int) -> set[str]:
        name, subtypes = game.spell_names_cast[i]
        found = {t.value for t in game.spell_types_cast[i]} | set(subtypes)
        return found - set(subtypes) if name == own else found    # "other than Alania": its subtypes don't count

    player = game.spells_cast[index]
    return any(kind in kinds_of(index) and not any(game.spells_cast[i] == player and kind in kinds_of(i)
                                                   for i in range(index)) for kind in kinds)
