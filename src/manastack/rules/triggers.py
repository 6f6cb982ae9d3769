"""Triggered abilities (CR 603).

603.2: events are matched as they happen (``detect``) and matching abilities wait in
``game.triggers``; 603.3: the next time a player would receive priority they are put on the stack
in APNAP order, each player ordering their own (603.3b) and choosing targets then (603.3d).
603.4: an intervening "if" is checked on the event and again on resolution. 603.6/603.10:
leaves-the-battlefield abilities look back in time, seeing the objects as they last existed.
603.7: delayed triggers. 603.8: state triggers.
"""

from __future__ import annotations

from manastack.cards.schema import CardDef, Trigger, Triggered
from manastack.rules.abilities import ability_at, printed, triggered_abilities, works_from_graveyard
from manastack.rules.characteristics import chars, lost_abilities, name_of
from manastack.rules.class_levels import has_ability
from manastack.rules.emblems import with_emblems
from manastack.rules.events import note, object_ref
from manastack.rules.filters import matches
from manastack.rules.graveyard_cards import GraveyardCards
from manastack.rules.keyword_actions import DRAWS
from manastack.types.enums import Step, Zone
from manastack.types.events import Event, ref_id
from manastack.types.objects import GameObject
from manastack.types.records import PendingTrigger
from manastack.types.state import GameState

WATCHED = frozenset({"zone_change", "cast", "step_begin", "attack", "attacks_alone", "gift_given",
                     "turned_face_up", "lost", "damage", "block", "life_gained", "tapped", "mana", "targeted",
                     "expend", "forage", "counters", "life_lost", "life_paid", "class_level"})


def detect(game: GameState, event: Event) -> None:
    """CR 603.2: every triggered ability whose trigger event matches triggers now."""
    if event.kind not in WATCHED:
        return
    for source in _sources(game, event):
        zone = "graveyard" if source.zone is Zone.GRAVEYARD else "battlefield"
        for index, ability in triggered_abilities(printed(source)):
            if ability.from_zone == zone and has_ability(source, ability) and \
                    _triggers(game, ability, source, index, event):    # CR 716.2: a level-N ability below N
                _trigger(game, source, index, event)
        if event.kind == "targeted" and source.zone is Zone.BATTLEFIELD:
            _granted_ward(game, source, event)
    if event.kind == "cast" and event.objects[0] in game.objects:   # "when you cast this spell" (601.2i)
        from manastack.rules.spell_keywords import granted_cast_triggers

        spell = game.objects[event.objects[0]]
        for index in granted_cast_triggers(game, spell):
            _trigger(game, spell, index, event)
    if game.delayed:
        from manastack.rules.effects.delayed import detect_delayed

        detect_delayed(game, event)


def _first_this_turn(game: GameState, source: int, index: int) -> bool:
    """CR 603.2: "this ability triggers only once each turn" is part of the trigger condition: once it has
    triggered this turn (``game.once_used``, emptied as a turn begins), matching events don't trigger it."""
    if (source, index) in game.once_used:
        return False
    game.once_used.append((source, index))
    return True


def _triggers(game: GameState, ability: Triggered, source: GameObject, index: int, event: Event) -> bool:
    """CR 603.2, 603.4: the event matches, an intervening "if" holds, it isn't the same simultaneous event seen
    again ("one or more"), and a once-each-turn limit doesn't stop it."""
    if not (_matches(game, ability.when, source, event) and _condition_on_event(game, source, ability)):
        return False
    if _same_event_seen(game, ability.when, source.id, index, event):
        return False
    return not ability.once_each_turn or _first_this_turn(game, source.id, index)


def _batch(game: GameState, event: Event) -> int:
    """The simultaneous event this one is part of: the current batch (``zones.simultaneously``), else itself."""
    return game.batch_seq if game.batch is not None else -event.seq


def _same_event_seen(game: GameState, when: Trigger, source: int, index: int, event: Event) -> bool:
    """CR 603.2c: "whenever one or more <objects> enter (leave)" triggers once for all the objects that do so at
    the same time: not again while it waits, triggered by that same simultaneous event. "… deal combat damage to
    a player" (510.2: one event per combat damage step) triggers once for each player dealt damage."""
    if not when.one_or_more or game.batch is None:
        return False
    any_player = when.event != "combat_damage_to_player"
    return any(t.source == source and t.ability_index == index and t.event.get("batch") == game.batch_seq
               and (any_player or t.event.get("player") == event.player) for t in (*game.triggers, *game.ordering))


def _granted_ward(game: GameState, source: GameObject, event: Event) -> None:
    """CR 702.21a, 613.1f: ward an effect gives the permanent ("other Frogs you control have ward {1}") triggers
    like its own; each instance separately (702.21b)."""
    granted = chars(game, source).granted_ward
    if not granted:
        return
    from manastack.rules.keywords.ward import granted_ward

    for cost in granted:
        definition = granted_ward(cost)
        if _triggers(game, definition.abilities[0], source, 0, event):  # type: ignore[arg-type]
            _trigger(game, source, 0, event, definition)


def _trigger(game: GameState, source: GameObject, index: int, event: Event, definition: CardDef | None = None) -> None:
    game.triggers.append(PendingTrigger(source.id, definition or printed(source), index, source.controller,
                                        name_of(game, source), {**_event_facts(event), "batch": _batch(game, event)}))
    note(game, "triggered", "603.2", player=source.controller, objects=(source.id,),
         data=(("source", object_ref(game, source)),))


def _sources(game: GameState, event: Event) -> list[GameObject]:
    """Permanents on the battlefield (and emblems, CR 114.4) with triggered abilities — for "targeted" all of them:
    the ward an effect gives (702.21a) isn't among a card's own; for a permanent leaving it, CR 603.10a: look back in
    time."""
    ward = event.kind == "targeted"
    found = [obj for obj in map(game.objects.__getitem__, with_emblems(game))
             if (ward or triggered_abilities(printed(obj))) and not obj.phased_out and not obj.face_down
             and not lost_abilities(game, obj)]
    if event.kind == "cast":     # "when you cast this spell": the spell's own ability, from the stack (601.2i)
        spell = game.objects.get(event.objects[0])
        if spell is not None and not spell.face_down and not spell.is_ability:
            found.append(spell)
    if event.kind == "zone_change" and event.get("from") is Zone.BATTLEFIELD:
        old = game.lki.get(event.objects[1]) if len(event.objects) > 1 else None
        if old is not None and not old.face_down:
            found.append(old)
        if game.batch:   # CR 603.10a: others that left in the same event are seen too
            found += [game.lki[o] for o in game.batch if o != event.objects[1] and not game.lki[o].face_down]
    for p in game.players:
        cards = FROM_GRAVEYARD.of(game, p.id)
        if cards:
            found += map(game.objects.__getitem__, cards)
    return found


FROM_GRAVEYARD = GraveyardCards(-1136, works_from_graveyard)   # CR 113.6: triggered abilities that work there


def _event_facts(event: Event) -> dict[str, object]:
    facts: dict[str, object] = {"kind": event.kind, "amount": event.amount, **dict(event.data),
                                "player": event.player}    # the id, over the reference its sentence names
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
    if when.who == "linked":     # "whenever that creature …": checked against the delayed ability's objects
        return True
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
    if when.from_battlefield and event.get("from") is not Zone.BATTLEFIELD:
        return False        # "whenever a Food is put into a graveyard from the battlefield"
    old = game.lki.get(event.objects[1]) if event.get("from") is Zone.BATTLEFIELD else None
    return _who_matches(game, when, source, old or game.objects.get(event.objects[0]))


def _on_leave(game: GameState, when: Trigger, source: GameObject, event: Event) -> bool:
    """CR 603.6c: leaves-the-battlefield abilities."""
    if event.kind != "zone_change" or event.get("from") is not Zone.BATTLEFIELD:
        return False
    return _who_matches(game, when, source, game.lki.get(event.objects[1]))


def _on_leave_without_dying(game: GameState, when: Trigger, source: GameObject, event: Event) -> bool:
    """CR 603.6c, 603.10a, 700.4: "leaves the battlefield without dying": to any zone but a graveyard (a
    creature put into a graveyard from the battlefield dies), looking back in time."""
    return event.get("to") is not Zone.GRAVEYARD and _on_leave(game, when, source, event)


def _on_counters_put(game: GameState, when: Trigger, source: GameObject, event: Event) -> bool:
    """CR 122.1, 603.2: "whenever you put one or more +1/+1 counters on a creature you control": once for each
    placing of counters on one permanent, by the player who put them (``by`` in the event)."""
    if event.kind != "counters" or event.get("kind") != "+1/+1":
        return False
    if not _player_matches(when.by, source.controller, event.get("by")):  # type: ignore[arg-type]
        return False
    return _who_matches(game, when, source, game.objects.get(event.objects[0]))


def _on_cast(game: GameState, when: Trigger, source: GameObject, event: Event) -> bool:
    """CR 601.2i: "whenever a player casts a spell" (a permanent's ability); "when you cast this spell" (``who:
    self``) is the spell's own ability, triggering as it becomes cast — the only ability that works on the stack."""
    if event.kind != "cast":
        return False
    if when.who == "self":
        return event.objects[0] == source.id
    if source.id in game.stack:     # a permanent's, an emblem's (114.4) or a delayed one's; not a spell's own
        return False
    spell = game.objects.get(event.objects[0])
    if spell is None or not _player_matches(when.who, source.controller, event.player):
        return False
    if when.nth_spell is not None and game.spells_cast.count(event.player or 0) != when.nth_spell:
        return False     # "their second spell each turn": this spell is the Nth that player cast this turn
    if when.targets_only_self and not targets_only(spell, source.id):
        return False
    return matches(game, spell, when.filter, source.controller, source.id)


def targets_only(spell: GameObject, oid: int) -> bool:
    """CR 115.1: "a spell that targets only <it>": it has targets, and every one of them is that object (the
    Zada ruling: several targets, all of them Zada, count)."""
    chosen = [t for ts in spell.targets for t in ts]
    return bool(chosen) and all(t == oid for t in chosen)


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


def _on_attack_with(game: GameState, when: Trigger, source: GameObject, event: Event) -> bool:
    """CR 508.1, 603.2c: "whenever you attack [with one or more <filter>]" triggers once as attackers are
    declared: on the attack of the first declared attacker that fits (attacks are announced in order)."""
    if event.kind != "attack" or not _player_matches(when.who, source.controller, event.player):
        return False
    attacker = game.objects.get(event.objects[0])
    if attacker is None or not matches(game, attacker, when.filter, source.controller, source.id):
        return False
    assert game.combat is not None
    for earlier in game.combat.attackers:
        if earlier == attacker.id:
            return True
        if matches(game, game.objects[earlier], when.filter, source.controller, source.id):
            return False
    return True


def _on_block(game: GameState, when: Trigger, source: GameObject, event: Event) -> bool:
    """CR 509.3a: "whenever [a creature] blocks" triggers when it's declared as a blocker."""
    return event.kind == "block" and _who_matches(game, when, source, game.objects.get(event.objects[0]))


def _on_becomes_blocked(game: GameState, when: Trigger, source: GameObject, event: Event) -> bool:
    """CR 509.3c-d: "whenever [a creature] becomes blocked by one or more <filter> creatures" triggers once, as
    blockers are declared, if at least one of its blockers fits: on the block event of the first that fits
    (blocks are announced in order, 509.1)."""
    if event.kind != "block" or game.combat is None:
        return False
    blocker, attacker = event.objects[0], event.objects[1]
    if not _who_matches(game, when, source, game.objects.get(attacker)):
        return False
    fits = [b for b, a in game.combat.blockers.items() if a == attacker and b in game.objects
            and matches(game, game.objects[b], when.filter, source.controller, source.id)]
    return bool(fits) and fits[0] == blocker


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


def _on_deals_combat_damage(game: GameState, when: Trigger, source: GameObject, event: Event) -> bool:
    """CR 510.2, 603.2: "whenever [a creature] deals combat damage" (to a player, planeswalker or creature)."""
    if event.kind != "damage" or not event.get("combat"):
        return False
    dealer = ref_id(event.get("source"))
    return isinstance(dealer, int) and _who_matches(game, when, source, game.objects.get(dealer))


def _on_combat_damage_to_player(game: GameState, when: Trigger, source: GameObject, event: Event) -> bool:
    """CR 510.2, 603.2: "whenever [a creature] deals combat damage to a player" triggers on the combat damage
    event; the damaged player is the event's player ("that player")."""
    if event.kind != "damage" or not event.get("to_player") or not event.get("combat"):
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


def _on_life_lost(game: GameState, when: Trigger, source: GameObject, event: Event) -> bool:
    """CR 119.3, 119.4, 120.3a: "whenever you lose life" — by any means: damage, an effect, paying life."""
    return event.kind in ("life_lost", "life_paid") and _player_matches(when.who, source.controller, event.player)


def _on_life_changed(game: GameState, when: Trigger, source: GameObject, event: Event) -> bool:
    """CR 119.3, 119.9: "whenever you gain or lose life": once for each life-gaining or life-losing event."""
    return _on_life(game, when, source, event) or _on_life_lost(game, when, source, event)


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


def _on_forage(game: GameState, when: Trigger, source: GameObject, event: Event) -> bool:
    """CR 701.61a: "whenever you forage" triggers each time the player forages."""
    return event.kind == "forage" and _player_matches(when.who, source.controller, event.player)


def _on_sacrifice(game: GameState, when: Trigger, source: GameObject, event: Event) -> bool:
    """CR 701.21a: "whenever you sacrifice a [permanent]" — the permanent as it last existed on the battlefield
    (603.10a), sacrificed by its controller; ``who: self``: "when you sacrifice this" (a cost or an instruction,
    a leaves-the-battlefield ability, 603.6c)."""
    if event.kind != "zone_change" or event.rule != "701.21a" or event.get("from") is not Zone.BATTLEFIELD:
        return False
    old = game.lki.get(event.objects[1])
    if old is None or not _sacrificed_fits(game, when, source, old):
        return False
    if when.one_or_more and game.batch:   # CR 603.2c: once for the whole event, on its first such permanent
        earlier = game.batch[:game.batch.index(old.id)] if old.id in game.batch else []
        return not any(_sacrificed_fits(game, when, source, game.lki[o]) for o in earlier)
    return True


def _sacrificed_fits(game: GameState, when: Trigger, source: GameObject, old: GameObject) -> bool:
    if when.who == "self":
        return old.id == source.id
    return _player_matches(when.who, source.controller, old.controller) and \
        matches(game, old, when.filter, source.controller, source.id)


def _on_draw(game: GameState, when: Trigger, source: GameObject, event: Event) -> bool:
    """CR 121.1, 603.2: "whenever a player draws a card" triggers once for each card drawn."""
    return event.kind == "zone_change" and event.get("variant") == DRAWS and \
        _player_matches(when.who, source.controller, event.player)


def _on_level(game: GameState, when: Trigger, source: GameObject, event: Event) -> bool:
    """CR 603.2, 716.2a: "when this Class becomes level N" triggers as its level becomes N."""
    return event.kind == "class_level" and event.objects[0] == source.id and event.amount == when.amount


MATCHERS = {
    "enters": _on_enter, "dies": _on_die, "leaves": _on_leave, "put_into_graveyard": _on_graveyard,
    "becomes_blocked": _on_becomes_blocked,
    "cast": _on_cast, "blocks": _on_block, "becomes_tapped": _on_tapped, "dealt_damage": _on_dealt_damage,
    "upkeep": _step_matcher(Step.UPKEEP), "end_step": _step_matcher(Step.END),
    "begin_combat": _step_matcher(Step.BEGIN_COMBAT), "attack_with": _on_attack_with,
    "leaves_without_dying": _on_leave_without_dying, "counters_put": _on_counters_put,
    "draw_step": _step_matcher(Step.DRAW), "attacks": _on_attack, "attacks_alone": _on_attacks_alone,
    "main2": _step_matcher(Step.MAIN2), "main1": _step_matcher(Step.MAIN1),
    "gift_given": _on_gift,
    "turned_face_up": _on_face_up, "loses_game": _on_lose, "life_gained": _on_life,
    "becomes_target": _on_targeted, "expend": _on_expend, "draws": _on_draw,
    "forage": _on_forage, "sacrifices": _on_sacrifice, "combat_damage_to_player": _on_combat_damage_to_player,
    "life_lost": _on_life_lost, "life_changed": _on_life_changed, "becomes_level": _on_level,
    "deals_combat_damage": _on_deals_combat_damage,
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
    fired = False
    for oid in game.battlefield:
        source = game.objects[oid]
        if source.face_down or source.phased_out:
            continue
        for index, ability in triggered_abilities(printed(source)):
            key = (oid, index)
            if ability.when.event != "state" or key in game.state_triggered or not has_ability(source, ability):
                continue
            from manastack.rules.conditions import holds  # only for a state trigger (an import isn't free)

            if holds(game, source, ability.when.condition):
                game.state_triggered.append(key)
                game.triggers.append(PendingTrigger(oid, printed(source), index, source.controller,
                                                    name_of(game, source), {"kind": "state"}))
                note(game, "triggered", "603.8", player=source.controller, objects=(oid,),
                     data=(("variant", "state"), ("source", object_ref(game, source))))
                fired = True
    return fired
