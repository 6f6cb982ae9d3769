"""State-based actions (CR 704), checked whenever a player would receive priority (704.3)."""

from __future__ import annotations

from manastack.rules.characteristics import chars, remember_leaving
from manastack.rules.events import Facts, emit, object_ref, player_ref
from manastack.rules.loyalty import out_of_loyalty
from manastack.rules.replacement import regenerates
from manastack.rules.zones import cease_to_exist, move, simultaneously
from manastack.types.actions import as_int
from manastack.types.decisions import Decision, DecisionKind, Label, Prompt
from manastack.types.enums import CardType, Zone
from manastack.types.events import ObjectRef
from manastack.types.state import GameState


def check(game: GameState) -> bool:
    """CR 704.3: perform every applicable state-based action at once; True if any was performed."""
    performed = _players(game)
    with simultaneously(game):
        performed |= _objects(game)
    if performed:
        end_if_over(game)
    return performed


def _players(game: GameState) -> bool:
    """CR 704.5a–c: life 0 or less, drawing from an empty library, ten poison counters."""
    losers = []
    for p in game.players:
        if not p.in_game:
            continue
        if p.life <= 0:
            losers.append((p, "704.5a", "life"))
        elif p.drew_from_empty:
            losers.append((p, "704.5b", "empty_library"))
        elif p.poison >= 10:
            losers.append((p, "704.5c", "poison"))
    for p, rule, why in losers:
        lose(game, p.id, rule, why)
    return bool(losers)


def lose(game: GameState, pid: int, rule: str, why: str, facts: Facts = ()) -> None:
    """CR 104.3, 800.4a: the player loses and leaves the game; ``why`` is the reason's sentence (with ``facts``).
    Their objects leave only if the game goes on (800.4a is about a multiplayer game): when the last opponent loses,
    the game is over (104.2a) and the final position keeps every card where it was."""
    p = game.players[pid]
    p.lost = True
    emit(game, "lost", rule, player=pid, data=(("variant", why), ("player", player_ref(game, pid)), *facts))
    if sum(1 for other in game.players if other.in_game) > 1:
        leave_game(game, pid)


def leave_game(game: GameState, pid: int) -> None:
    """CR 800.4a: everything the player owns leaves the game and effects giving them control end; then the
    abilities and copies they control on the stack cease to exist; then what they still control is exiled.
    Their waiting triggers and extra turns go too (nothing is created for them: ``zones.create_token``)."""
    from manastack.rules.control import update_control

    owned = [oid for oid, obj in game.objects.items() if obj.owner == pid]
    for oid in owned:
        if oid in game.objects:      # one may have moved meanwhile (610.3: returned from exile)
            leave_the_game(game, oid)
    if owned:
        emit(game, "left_game", "800.4a", player=pid, data=(("player", player_ref(game, pid)),))
    game.effects = [e for e in game.effects if not (e.layer == "2" and e.get("controller", None) == pid)]
    update_control(game)
    for oid in [o for o in game.stack if game.objects[o].controller == pid]:
        obj = game.objects[oid]
        if obj.is_ability or obj.is_copy:
            leave_the_game(game, oid)
            emit(game, "ceased", "800.4a", objects=(oid,),
                 data=(("object", ObjectRef(oid, obj.source_name or obj.card)),))
    for oid in [o for o in (*game.battlefield, *game.stack) if game.objects[o].controller == pid]:
        move(game, oid, Zone.EXILE, rule="800.4a", why="exiled_left_game")
    game.triggers = [t for t in game.triggers if t.controller != pid]
    game.ordering = [t for t in game.ordering if t.controller != pid]
    game.delayed = [d for d in game.delayed if d.controller != pid]
    game.extra_turns = [t for t in game.extra_turns if t != pid]
    game.pending_defenders = [d for d in game.pending_defenders if d != pid]
    game.event_seq += 1


def leave_the_game(game: GameState, oid: int) -> None:
    """CR 800.4a: the object leaves the game (a permanent or spell is remembered as it last existed, 608.2h)."""
    if game.objects[oid].zone is Zone.BATTLEFIELD:
        remember_leaving(game, oid)
    obj = game.objects.pop(oid)
    game.zone_list(obj.zone, obj.owner).remove(oid)
    game.cache.clear()    # it is gone before the event that says so (none if the game ends): no cached fact may name it
    if obj.zone in (Zone.BATTLEFIELD, Zone.STACK):
        game.lki[oid] = obj
    if obj.zone is Zone.BATTLEFIELD:
        from manastack.rules.until_leaves import source_left

        source_left(game, oid)     # CR 610.3 with 800.4a (Stasis Snare's ruling): the exiled card returns


def _objects(game: GameState) -> bool:
    doomed = []     # CR 704.3: every creature is checked before any of them moves (a dying lord's bonus counts)
    for oid in list(game.battlefield):
        obj = game.objects.get(oid)
        if obj is None or obj.phased_out:
            continue
        rule = _dies_because(game, oid)
        if rule:
            doomed.append((oid, rule))
    for oid, rule in doomed:
        if oid in game.objects and not (rule in DESTROYED and regenerates(game, game.objects[oid])):
            move(game, oid, Zone.GRAVEYARD, rule=rule, why=DEATH_WORDS[rule])
    performed = bool(doomed)
    performed |= _counters_annihilate(game) | _legend_rule(game) | _tokens_gone(game) | _unattached(game)
    return performed


DESTROYED = frozenset({"704.5g", "704.5h"})   # destruction, which regeneration replaces (CR 701.19a)
DEATH_WORDS = {    # the zone change's sentence, by the rule that puts the permanent into the graveyard
    "704.5f": "sba_toughness", "704.5g": "sba_lethal", "704.5h": "sba_deathtouch", "704.5i": "sba_loyalty",
    "704.5m": "sba_attached",
}


def _dies_because(game: GameState, oid: int) -> str:
    obj = game.objects[oid]
    c = chars(game, obj)
    if CardType.PLANESWALKER in c.types and out_of_loyalty(game, obj):
        return "704.5i"
    if CardType.CREATURE not in c.types:
        return "704.5m" if _illegal_aura(game, oid) else ""
    toughness = c.toughness or 0
    if toughness <= 0:
        return "704.5f"
    if "Indestructible" in c.keywords:
        return ""
    if obj.damage >= toughness:
        return "704.5g"
    if obj.deathtouched and obj.damage > 0:
        return "704.5h"
    return ""


def _illegal_aura(game: GameState, oid: int) -> bool:
    """CR 704.5m: an Aura attached to an illegal object or to nothing."""
    obj = game.objects[oid]
    if "Aura" not in chars(game, obj).subtypes:
        return False
    from manastack.rules.keywords.enchant import illegal_attachment

    return illegal_attachment(game, obj)     # also an object it can't enchant (303.4d), e.g. no longer a creature


def _unattached(game: GameState) -> bool:
    """CR 704.5n: an Equipment attached to an illegal permanent becomes unattached."""
    done = False
    for oid in game.battlefield:
        obj = game.objects[oid]
        if obj.attached_to is not None and not obj.phased_out and "Equipment" in chars(game, obj).subtypes:
            host = game.objects.get(obj.attached_to)
            if host is None or not chars(game, host).is_creature:
                obj.attached_to = None
                emit(game, "unattached", "704.5n", objects=(oid,), data=(("object", object_ref(game, obj)),))
                done = True
    return done


def _counters_annihilate(game: GameState) -> bool:
    """CR 704.5q: +1/+1 and -1/-1 counters on the same permanent are removed in pairs."""
    done = False
    for oid in game.battlefield:
        obj = game.objects[oid]
        plus, minus = obj.counters.get("+1/+1", 0), obj.counters.get("-1/-1", 0)
        if plus and minus:
            n = min(plus, minus)
            for kind, have in (("+1/+1", plus), ("-1/-1", minus)):
                if have == n:
                    del obj.counters[kind]
                else:
                    obj.counters[kind] = have - n
            emit(game, "annihilate", "704.5q", objects=(oid,), amount=n, data=(("object", object_ref(game, obj)),))
            done = True
    return done


def _legend_rule(game: GameState) -> bool:
    """CR 704.5j: if a player controls two or more legendary permanents with the same name, that player chooses
    one of them, and the rest go to their owners' graveyards (asked as a decision, one name at a time)."""
    groups: dict[tuple[int, str], list[int]] = {}
    for oid in game.battlefield:
        obj = game.objects[oid]
        c = chars(game, obj)
        if "Legendary" in c.supertypes and not obj.phased_out:   # CR 702.26b
            groups.setdefault((obj.controller, c.name), []).append(oid)
    for (player, name), ids in groups.items():
        if len(ids) > 1 and game.decision is None:
            game.decision = Decision(DecisionKind.CHOOSE_OBJECT, player, Prompt.of("legend_rule", name=name),
                                     tuple(ids), tuple(Label.of("legend", object=ObjectRef(o, name), number=i + 1)
                                                       for i, o in enumerate(ids)), "704.5j")
            game.context = "legend_rule"
            return True
    return False


def keep_legend(game: GameState, option: object) -> None:
    """CR 704.5j: the chosen permanent stays; the others with its name go to the graveyard."""
    decision = game.decision
    assert decision is not None
    game.decision = None
    for oid in decision.options:
        if oid != option and oid in game.objects:
            move(game, as_int(oid), Zone.GRAVEYARD, rule="704.5j",
                 why="legend_rule")


def _tokens_gone(game: GameState) -> bool:
    """CR 704.5d, 704.5e: tokens off the battlefield and spell copies off the stack cease to exist."""
    gone = [oid for oid in game.ceasing if oid in game.objects]
    game.ceasing = []
    for oid in gone:
        cease_to_exist(game, oid, "704.5d" if game.objects[oid].token else "704.5e")
    return bool(gone)


def end_if_over(game: GameState) -> None:
    """CR 104.2a: a player still in the game when all their opponents have left wins."""
    remaining = [p for p in game.players if p.in_game]
    if len(remaining) <= 1 and not game.game_over:
        game.game_over = True
        game.decision = None
        if remaining:
            game.winner = remaining[0].id
            remaining[0].won = True
            emit(game, "won", "104.2a", player=remaining[0].id, data=(("player", player_ref(game, remaining[0].id)),))
        else:
            emit(game, "draw", "104.4a")
