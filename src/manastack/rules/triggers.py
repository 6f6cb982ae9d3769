"""Triggered abilities (CR 603).

603.2: events are matched as they happen (``detect``) and matching abilities wait in
``game.triggers``; 603.3: the next time a player would receive priority they are put on the stack
in APNAP order, each player ordering their own (603.3b) and choosing targets then (603.3d).
603.4: an intervening "if" is checked on the event and again on resolution. 603.6/603.10:
leaves-the-battlefield abilities look back in time, seeing the objects as they last existed.
603.7: delayed triggers. 603.8: state triggers.
"""

from __future__ import annotations

from manastack.cards.schema import Trigger, Triggered
from manastack.rules.abilities import ability_at, printed, triggered_abilities
from manastack.rules.characteristics import chars, name_of
from manastack.rules.class_levels import has_ability
from manastack.rules.events import note
from manastack.rules.filters import matches
from manastack.types.enums import Step, Zone
from manastack.types.events import Event
from manastack.types.objects import GameObject
from manastack.types.records import PendingTrigger
from manastack.types.state import GameState

WATCHED = frozenset({"zone_change", "cast", "step_begin", "attack", "attacks_alone", "gift_given",
                     "turned_face_up", "lost", "damage", "block", "life_gained", "tapped", "mana", "targeted",
                     "expend", "class_level"})


def detect(game: GameState, event: Event) -> None:
    """CR 603.2: every triggered ability whose trigger event matches triggers now."""
    if event.kind not in WATCHED:
        return
    for source in _sources(game, event):
        for index, ability in triggered_abilities(printed(source)):
            if not has_ability(source, ability):   # CR 716.2: a Class's level-N ability, below level N
                continue
            if _matches(game, ability.when, source, event) and _condition_on_event(game, source, ability):
                if ability.once_each_turn and not _first_this_turn(game, source, index):
                    continue
                facts = _event_facts(event)
                if ability.when.one_or_more and _batched(game, source, index, facts):
                    continue
                game.triggers.append(PendingTrigger(
                    source.id, printed(source), index, source.controller, name_of(game, source), facts))
                note(game, "triggered", "603.2", "{0}'s ability triggers and waits to be put on the stack.",
                     (name_of(game, source),), player=source.controller, objects=(source.id,))
    if game.delayed:
        from manastack.rules.effects.delayed import detect_delayed

        detect_delayed(game, event)


def _batched(game: GameState, source: GameObject, index: int, facts: dict[str, object]) -> bool:
    """CR 603.2c: "whenever one or more … enter" triggers once for the objects that enter together — those put
    onto the battlefield by one instruction of a resolving spell or ability (or by one event otherwise). True if
    it already triggered for this batch (``facts`` gets the batch's key)."""
    res = game.resolution
    key = f"{res.object}:{res.step}" if res is not None else f"event:{game.event_seq}"
    facts["batch"] = key
    return any(t.source == source.id and t.ability_index == index and t.event.get("batch") == key
               for t in game.triggers)


def _first_this_turn(game: GameState, source: GameObject, index: int) -> bool:
    """CR 603.2: "this ability triggers only once each turn" — True (and remembered on the permanent, a new
    object after a zone change, 400.7) the first time it triggers this turn."""
    key = f"triggered_turn:{index}"
    if source.chosen.get(key) == game.turn_number:
        return False
    source.chosen = {**source.chosen, key: game.turn_number}
    return True


def _sources(game: GameState, event: Event) -> list[GameObject]:
    """Permanents on the battlefield; for a permanent leaving it, CR 603.10a: look back in time."""
    found = [game.objects[o] for o in game.battlefield if not game.objects[o].phased_out
             and not game.objects[o].face_down]
    if event.kind == "zone_change" and event.get("from") is Zone.BATTLEFIELD:
        old = game.lki.get(event.objects[1]) if len(event.objects) > 1 else None
        if old is not None and not old.face_down:
            found.append(old)
        if game.batch:   # CR 603.10a: others that left in the same event are seen too
            found += [game.lki[o] for o in game.batch if o != event.objects[1] and not game.lki[o].face_down]
    return found


def _event_facts(event: Event) -> dict[str, object]:
    facts: dict[str, object] = {"kind": event.kind, "player": event.player, **dict(event.data)}
    if event.objects:
        facts["object"] = event.objects[0]
    if len(event.objects) > 1:
        facts["old"] = event.objects[1]
    return facts


def _matches(game: GameState, when: Trigger, source: GameObject, event: Event) -> bool:
    """The event matches; "whenever … while <condition>" also needs the condition as the event happens (it is
    part of the trigger event, CR 603.2, and not checked again on resolution, unlike an intervening if)."""
    matcher = MATCHERS.get(when.event)
    if matcher is None or not matcher(game, when, source, event):
        return False
    if when.condition == "always":
        return True
    from manastack.rules.conditions import holds

    return holds(game, source, when.condition)


def _who_matches(game: GameState, when: Trigger, source: GameObject, obj: GameObject | None) -> bool:
    if obj is None:
        return False
    if when.who == "self":
        return obj.id == source.id
    if when.who == "another" and obj.id == source.id:
        return False
    if when.who == "self_or_another" and obj.id == source.id:   # "this or another <filter>": this, always
        return True
    if when.who == "attached":   # "whenever enchanted/equipped creature …" (CR 303.4b, 301.5a)
        return obj.id == source.attached_to
    return matches(game, obj, when.filter, source.controller, source.id)


def _on_enter(game: GameState, when: Trigger, source: GameObject, event: Event) -> bool:
    """CR 603.6a: "enters" abilities trigger when a permanent enters the battlefield."""
    if event.kind != "zone_change" or event.get("to") is not Zone.BATTLEFIELD:
        return False
    return _who_matches(game, when, source, game.objects.get(event.objects[0]))


def _on_die(game: GameState, when: Trigger, source: GameObject, event: Event) -> bool:
    """CR 700.4: "dies" means put into a graveyard from the battlefield (a creature's, unless stated)."""
    if event.kind != "zone_change" or event.get("from") is not Zone.BATTLEFIELD or \
            event.get("to") is not Zone.GRAVEYARD:
        return False
    old = game.lki.get(event.objects[1])
    return old is not None and chars(game, old).is_creature and _who_matches(game, when, source, old)


def _on_graveyard(game: GameState, when: Trigger, source: GameObject, event: Event) -> bool:
    """CR 603.6c, 603.10a: "is put into a graveyard from anywhere" triggers on the zone change, looking back
    at the object as it last existed (from the battlefield: its last known information)."""
    if event.kind != "zone_change" or event.get("to") is not Zone.GRAVEYARD:
        return False
    old = game.lki.get(event.objects[1]) if event.get("from") is Zone.BATTLEFIELD else None
    return _who_matches(game, when, source, old or game.objects.get(event.objects[0]))


def _on_sacrificed(game: GameState, when: Trigger, source: GameObject, event: Event) -> bool:
    """CR 701.21a, 603.6c: "when you sacrifice [this]" — it left the battlefield by being sacrificed (a cost
    or an instruction); a leaves-the-battlefield ability, so it looks back in time (603.10a)."""
    if event.kind != "zone_change" or event.get("from") is not Zone.BATTLEFIELD or event.rule != "701.21a":
        return False
    return _who_matches(game, when, source, game.lki.get(event.objects[1]))


def _on_leave(game: GameState, when: Trigger, source: GameObject, event: Event) -> bool:
    """CR 603.6c: leaves-the-battlefield abilities."""
    if event.kind != "zone_change" or event.get("from") is not Zone.BATTLEFIELD:
        return False
    return _who_matches(game, when, source, game.lki.get(event.objects[1]))


def _on_cast(game: GameState, when: Trigger, source: GameObject, event: Event) -> bool:
    """CR 601.2i: "whenever a player casts a spell"."""
    if event.kind != "cast":
        return False
    spell = game.objects.get(event.objects[0])
    if spell is None or not _player_matches(when.who, source.controller, event.player):
        return False
    return matches(game, spell, when.filter, source.controller, source.id)


def _player_matches(who: str, you: int, player: int | None) -> bool:
    if who == "you":
        return player == you
    if who == "opponent":
        return player is not None and player != you
    return True


def _step_matcher(step: Step):  # type: ignore[no-untyped-def]
    def matcher(game: GameState, when: Trigger, source: GameObject, event: Event) -> bool:
        """CR 603.2b: "at the beginning of [step]" triggers as the step begins."""
        if event.kind != "step_begin" or event.get("step") is not step:
            return False
        return _player_matches(when.step_owner, source.controller, event.player)
    return matcher


def _on_attack(game: GameState, when: Trigger, source: GameObject, event: Event) -> bool:
    """CR 508.3a: "whenever [a creature] attacks" triggers when it's declared as an attacker."""
    return event.kind == "attack" and _who_matches(game, when, source, game.objects.get(event.objects[0]))


def _on_block(game: GameState, when: Trigger, source: GameObject, event: Event) -> bool:
    """CR 509.3a: "whenever [a creature] blocks" triggers when it's declared as a blocker."""
    return event.kind == "block" and _who_matches(game, when, source, game.objects.get(event.objects[0]))


def _on_tapped(game: GameState, when: Trigger, source: GameObject, event: Event) -> bool:
    """CR 603.2, 701.26a: "whenever [a permanent] becomes tapped" — by any means, a mana ability's
    {T} cost included (605.3a)."""
    tapped = event.kind == "tapped" or (event.kind == "mana" and event.get("tapped") is True)
    return tapped and _who_matches(game, when, source, game.objects.get(event.objects[0]))


def _on_dealt_damage(game: GameState, when: Trigger, source: GameObject, event: Event) -> bool:
    """CR 603.2, 120.3: "whenever [a creature] is dealt damage" triggers on each damage event it's dealt."""
    if event.kind != "damage" or event.get("to_player"):
        return False
    return _who_matches(game, when, source, game.objects.get(event.objects[0]))


def _on_attacks_alone(game: GameState, when: Trigger, source: GameObject, event: Event) -> bool:
    """CR 702.83b: exalted watches for a creature its controller controls attacking alone."""
    return event.kind == "attacks_alone" and _player_matches(when.who, source.controller, event.player)


def _on_gift(game: GameState, when: Trigger, source: GameObject, event: Event) -> bool:
    """CR 702.174c: "whenever you give a gift"."""
    return event.kind == "gift_given" and _player_matches(when.who, source.controller, event.player)


def _on_face_up(game: GameState, when: Trigger, source: GameObject, event: Event) -> bool:
    """CR 702.37e, 708.8: "when this is turned face up"."""
    return event.kind == "turned_face_up" and event.objects[0] == source.id


def _on_lose(game: GameState, when: Trigger, source: GameObject, event: Event) -> bool:
    """CR 603.9: "when a player loses the game"."""
    return event.kind == "lost" and _player_matches(when.who, source.controller, event.player)


def _on_life(game: GameState, when: Trigger, source: GameObject, event: Event) -> bool:
    return event.kind == "life_gained" and _player_matches(when.who, source.controller, event.player)


def _on_targeted(game: GameState, when: Trigger, source: GameObject, event: Event) -> bool:
    """CR 603.2e: "whenever [a permanent] becomes the target of a spell or ability [``by`` controls]"; valiant
    (an ability word, 207.2c) adds "for the first time each turn" (``first_each_turn``)."""
    if event.kind != "targeted" or not _player_matches(when.by, source.controller, event.player):
        return False
    if when.first_each_turn and event.get("first") is not True:
        return False
    return _who_matches(game, when, source, game.objects.get(event.objects[0]))


def _on_expend(game: GameState, when: Trigger, source: GameObject, event: Event) -> bool:
    """CR 207.2c (expend): "whenever you expend N" triggers as you spend your Nth total mana on spells
    this turn (the event names the N crossed)."""
    return event.kind == "expend" and event.amount == when.amount and \
        _player_matches(when.who, source.controller, event.player)


def _on_you_attack(game: GameState, when: Trigger, source: GameObject, event: Event) -> bool:
    """CR 508.3a: "whenever you attack" triggers once when its controller declares one or more attackers: on
    the first of the attack events of the declaration."""
    if event.kind != "attack" or event.player != source.controller or game.combat is None:
        return False
    return event.objects[0] == next(iter(game.combat.attackers), None)


def _on_combat_damage_player(game: GameState, when: Trigger, source: GameObject, event: Event) -> bool:
    """CR 510.2, 603.2: "whenever [a creature] deals combat damage to a player" triggers on each such damage
    event (one for each creature, as combat damage is dealt)."""
    if event.kind != "damage" or not event.get("to_player") or not event.get("combat"):
        return False
    return _who_matches(game, when, source, game.objects.get(event.objects[0]))


def _on_level(game: GameState, when: Trigger, source: GameObject, event: Event) -> bool:
    """CR 603.2, 716.2a: "when this Class becomes level N" triggers as its level becomes N."""
    return event.kind == "class_level" and event.objects[0] == source.id and event.amount == when.amount


MATCHERS = {
    "enters": _on_enter, "dies": _on_die, "leaves": _on_leave, "put_into_graveyard": _on_graveyard,
    "cast": _on_cast, "blocks": _on_block, "becomes_tapped": _on_tapped, "dealt_damage": _on_dealt_damage,
    "upkeep": _step_matcher(Step.UPKEEP), "end_step": _step_matcher(Step.END),
    "draw_step": _step_matcher(Step.DRAW), "attacks": _on_attack, "attacks_alone": _on_attacks_alone,
    "begin_combat": _step_matcher(Step.BEGIN_COMBAT), "main2": _step_matcher(Step.MAIN2),
    "main1": _step_matcher(Step.MAIN1),
    "gift_given": _on_gift,
    "turned_face_up": _on_face_up, "loses_game": _on_lose, "life_gained": _on_life,
    "becomes_target": _on_targeted, "expend": _on_expend, "becomes_level": _on_level,
    "you_attack": _on_you_attack, "combat_damage_player": _on_combat_damage_player,
    "sacrificed": _on_sacrificed,
}


def _condition_on_event(game: GameState, source: GameObject, ability: Triggered) -> bool:
    """CR 603.4: an intervening "if" must hold when the event happens, or the ability doesn't trigger."""
    if ability.intervening_if == "always":
        return True
    from manastack.rules.conditions import holds

    return holds(game, source, ability.intervening_if)


def ability_of(trigger: PendingTrigger) -> Triggered:
    ability = ability_at(trigger.definition, trigger.ability_index)
    assert isinstance(ability, Triggered)
    return ability


def check_state_triggers(game: GameState) -> bool:
    """CR 603.8: a state trigger triggers as soon as its condition is true, and not again until the ability
    has left the stack (``game.state_triggered`` holds those on the stack or waiting)."""
    from manastack.rules.conditions import holds

    fired = False
    for oid in game.battlefield:
        source = game.objects[oid]
        if source.face_down or source.phased_out:
            continue
        for index, ability in triggered_abilities(printed(source)):
            key = (oid, index)
            if ability.when.event != "state" or key in game.state_triggered or not has_ability(source, ability):
                continue
            if holds(game, source, ability.when.condition):
                game.state_triggered.append(key)
                game.triggers.append(PendingTrigger(oid, printed(source), index, source.controller,
                                                    name_of(game, source), {"kind": "state"}))
                note(game, "triggered", "603.8", "{0}'s state trigger triggers.", (name_of(game, source),),
                     player=source.controller, objects=(oid,))
                fired = True
    return fired
