"""Combat (CR 506–511): declaring attackers and blockers, and combat damage.

508.1 / 509.1: declarations are decisions, answered one creature at a time here, then "done"
(offered only when the whole declaration is legal: menace, 702.110b). 508.1b: each attacker attacks a player or a
planeswalker that player controls. 510.1: each attacking
creature's controller divides its damage among its blockers as they choose (the 2024 rules: no
damage assignment order); trample (702.19) lets excess go to the player. 510.4: first and double
strike make a first combat damage step.
"""

from __future__ import annotations

from itertools import product

from manastack.rules.blocking_restrictions import block_restricted
from manastack.rules.characteristics import chars, has_keyword
from manastack.rules.combat_rules import lures, must_attack
from manastack.rules.damage import deal_all
from manastack.rules.effects.cant_be_blocked import unblockable
from manastack.rules.effects.cant_block import blocking_forbidden
from manastack.rules.events import emit, object_ref, player_ref
from manastack.rules.keyword_actions import tap
from manastack.rules.targets import player_target
from manastack.types.actions import Choice, as_int
from manastack.types.decisions import Decision, DecisionKind, Label, Prompt
from manastack.types.events import ObjectRef, PlayerRef
from manastack.types.records import Combat
from manastack.types.state import GameState

DONE = "done"
MAX_DIVISIONS = 64


def can_attack(game: GameState, oid: int) -> bool:
    """CR 508.1a, 302.6, 702.3b: an untapped creature without defender that has been under its
    controller's control continuously since their turn began (or has haste)."""
    obj = game.objects[oid]
    c = chars(game, obj)
    if not c.is_creature or obj.tapped or obj.phased_out or obj.controller != game.active:
        return False
    if "Defender" in c.keywords:
        return False
    return not obj.sick or "Haste" in c.keywords


def attackers_decision(game: GameState) -> Decision | None:
    """CR 508.1: the active player declares attackers (None when no creature can attack)."""
    combat = game.combat
    assert combat is not None
    defenders = attackable(game)
    options: list[Choice] = [(oid, *d) for oid in game.battlefield if oid not in combat.attackers
                             and can_attack(game, oid) for d in defenders]
    if not options and not combat.attackers:
        return None
    if not any(must_attack(game, _pair(o)[0]) for o in options):   # CR 508.1d: requirements obeyed first
        options.append(DONE)
    labels = tuple(_pair_label(game, o, attack=True) for o in options)
    return Decision(DecisionKind.ATTACKERS, game.active, Prompt.of("declare_attackers"),
                    tuple(options), labels, "508.1a")


def attackable(game: GameState) -> list[tuple[int] | tuple[int, int]]:
    """CR 508.1a–b: what an attacking creature may attack: each opponent, as ``(player,)``, and each planeswalker
    an opponent controls, as ``(its controller, the planeswalker)`` (its controller is the defending player)."""
    from manastack.rules.loyalty import is_planeswalker

    found: list[tuple[int] | tuple[int, int]] = []
    for p in game.players:
        if p.in_game and p.id != game.active:
            found.append((p.id,))
            found += [(p.id, oid) for oid in game.battlefield if game.objects[oid].controller == p.id
                      and not game.objects[oid].phased_out and is_planeswalker(game, game.objects[oid])]
    return found


def _pair(option: object) -> tuple[int, int]:
    """A declaration option: (attacker, defending player) or (blocker, attacker); an attack on a planeswalker
    is (attacker, defending player, planeswalker), see ``attackable``."""
    if isinstance(option, tuple) and len(option) in (2, 3):
        return as_int(option[0]), as_int(option[1])
    raise TypeError(f"expected a pair, got {option!r}")


def _pair_label(game: GameState, option: object, attack: bool) -> Label:
    if option == DONE:
        return Label.of("done_declaring")
    a, b = _pair(option)
    first = object_ref(game, game.objects[a])
    if not attack:
        return Label.of("block", blocker=first, attacker=object_ref(game, game.objects[b]))
    if isinstance(option, tuple) and len(option) == 3:
        return Label.of("attack", variant="planeswalker", attacker=first, defender=player_ref(game, b),
                        planeswalker=object_ref(game, game.objects[as_int(option[2])]))
    return Label.of("attack", attacker=first, defender=player_ref(game, b))


def attacked_walker(game: GameState, attacker: int) -> ObjectRef | None:
    """The planeswalker ``attacker`` attacks (CR 508.1b), as it last existed; None if it attacks a player."""
    combat = game.combat
    assert combat is not None
    walker = combat.attacked.get(attacker)
    obj = None if walker is None else game.objects.get(walker) or game.lki.get(walker)
    return None if obj is None else object_ref(game, obj)


def declare_attacker(game: GameState, option: object) -> bool:
    """Record one attacker; True when the declaration is complete."""
    combat = game.combat
    assert combat is not None
    if option != DONE:
        oid, defender = _pair(option)
        combat.attackers[oid] = defender
        if isinstance(option, tuple) and len(option) == 3:
            combat.attacked[oid] = as_int(option[2])      # CR 508.1b: it attacks that planeswalker
        return False
    combat.declared_attackers = True
    game.pending_defenders = sorted({d for d in combat.attackers.values()},
                                    key=lambda p: (p - game.active) % len(game.players))
    for oid, defender in combat.attackers.items():
        if not has_keyword(game, game.objects[oid], "Vigilance"):
            tap(game, oid, rule="508.1f")
        walker = combat.attacked.get(oid)
        attacked = attacked_walker(game, oid)
        emit(game, "attack", "508.1", player=game.active, objects=(oid,) if walker is None else (oid, walker),
             data=(("variant", "" if attacked is None else "planeswalker"),
                   ("object", object_ref(game, game.objects[oid])), ("defender", player_ref(game, defender)),
                   ("planeswalker", attacked)))
    if len(combat.attackers) == 1:
        (alone,) = combat.attackers
        emit(game, "attacks_alone", "702.83b", player=game.active, objects=(alone,),
             data=(("object", object_ref(game, game.objects[alone])),))
    return True


def can_block(game: GameState, blocker: int, attacker: int) -> bool:
    """CR 509.1a–b: untapped creatures block; flying (702.9b) needs flying or reach; static abilities and effects
    may forbid the block (509.1b: "can't block", "can't be blocked")."""
    obj = game.objects[blocker]
    c = chars(game, obj)
    if not c.is_creature or obj.tapped or obj.phased_out or block_restricted(game, blocker, attacker):
        return False
    if game.effects and (blocking_forbidden(game, blocker) or unblockable(game, attacker)):
        return False
    a = chars(game, game.objects[attacker])
    return "Flying" not in a.keywords or bool({"Flying", "Reach"} & c.keywords)


def blockers_decision(game: GameState, defender: int) -> Decision | None:
    """CR 509.1: a defending player declares blockers for the creatures attacking them."""
    combat = game.combat
    assert combat is not None
    attacking_me = [a for a, d in combat.attackers.items() if d == defender and a in game.objects]
    mine = [o for o in game.battlefield if game.objects[o].controller == defender and o not in combat.blockers]
    declared = {b: a for b, a in combat.blockers.items() if game.objects[b].controller == defender}
    options: list[Choice] = [(b, a) for b in mine for a in attacking_me if can_block(game, b, a)
                             and _completable(game, {**declared, b: a}, [m for m in mine if m != b])]
    options, lured = _obey_lures(game, options, attacking_me)
    if not options and not any(game.objects.get(b) and game.objects[b].controller == defender
                               for b in combat.blockers):
        return None
    if _menace_satisfied(game, defender) and not lured:
        options.append(DONE)
    labels = tuple(_pair_label(game, o, attack=False) for o in options)
    return Decision(DecisionKind.BLOCKERS, defender, Prompt.of("declare_blockers"),
                    tuple(options), labels, "509.1a")


def _obey_lures(game: GameState, options: list[Choice], attacking: list[int]) -> tuple[list[Choice], bool]:
    """CR 509.1c: a creature able to block an attacker that all creatures able to block must block may only block
    one of those; while one is still free, the declaration isn't done."""
    lured = set(lures(game)) & set(attacking)
    if not lured:
        return options, False
    bound = {_pair(o)[0] for o in options if _pair(o)[1] in lured}
    kept = [o for o in options if _pair(o)[0] not in bound or _pair(o)[1] in lured]
    return kept, bool(bound)


def _completable(game: GameState, declared: dict[int, int], free: list[int]) -> bool:
    """CR 509.1c, 702.110b: whether blockers still undeclared can finish a legal declaration, so that blocking one
    at a time never leads to a dead end (a creature with menace blocked by one creature, and no one left to help)."""
    short = [a for a in set(declared.values())
             if has_keyword(game, game.objects[a], "Menace") and sum(1 for x in declared.values() if x == a) == 1]
    return _cover(game, short, free)


def _cover(game: GameState, short: list[int], free: list[int]) -> bool:
    """Each attacker in ``short`` gets one more blocker, a different one each, from ``free``."""
    if not short:
        return True
    attacker, rest = short[0], short[1:]
    return any(can_block(game, b, attacker) and _cover(game, rest, [f for f in free if f != b]) for b in free)


def _menace_satisfied(game: GameState, defender: int) -> bool:
    """CR 702.110b: a creature with menace can't be blocked except by two or more creatures."""
    combat = game.combat
    assert combat is not None
    for attacker in combat.attackers:
        n = sum(1 for b, a in combat.blockers.items() if a == attacker and game.objects[b].controller == defender)
        if n == 1 and has_keyword(game, game.objects[attacker], "Menace"):
            return False
    return True


def declare_blocker(game: GameState, option: object) -> bool:
    """Record one blocker; True when this defending player is done."""
    combat = game.combat
    assert combat is not None
    if option != DONE:
        blocker, attacker = _pair(option)
        combat.blockers[blocker] = attacker
        return False
    return True


def finish_blocks(game: GameState) -> None:
    """CR 509.1h: an attacking creature with blockers becomes blocked (and stays so, 509.1h)."""
    combat = game.combat
    assert combat is not None
    combat.declared_blockers = True
    for blocker, attacker in combat.blockers.items():
        if attacker not in combat.blocked:
            combat.blocked.append(attacker)
        emit(game, "block", "509.1", player=game.objects[blocker].controller, objects=(blocker, attacker),
             data=(("object", object_ref(game, game.objects[blocker])),
                   ("attacker", object_ref(game, game.objects[attacker]))))


def has_first_strike_step(game: GameState) -> bool:
    """CR 510.4: a first combat damage step if any attacker or blocker has first or double strike."""
    combat = game.combat
    return combat is not None and any(
        oid in game.objects and bool({"First strike", "Double strike"} & chars(game, game.objects[oid]).keywords)
        for oid in (*combat.attackers, *combat.blockers))


def deals_damage_now(game: GameState, oid: int, first_step: bool) -> bool:
    """CR 510.4: in the first step only first/double strikers; in the second, the rest and double strikers."""
    words = chars(game, game.objects[oid]).keywords
    combat = game.combat
    assert combat is not None
    if first_step:
        return bool({"First strike", "Double strike"} & words)
    return "Double strike" in words or oid not in combat.dealt_first


def division_decision(game: GameState, attacker: int, amount: int) -> Decision | None:
    """CR 510.1c–d: the attacking player divides damage among blockers (and, with trample, the player)."""
    combat = game.combat
    assert combat is not None
    blockers = [b for b, a in combat.blockers.items() if a == attacker and b in game.objects]
    trample = has_keyword(game, game.objects[attacker], "Trample")
    if len(blockers) <= 1 and not trample:
        return None
    options = _divisions(game, attacker, blockers, amount, trample)
    if len(options) == 1:
        return None
    labels = tuple(Label.of("division", shares=tuple(Label.of("share", recipient=_recipient_name(game, t), amount=n)
                                                     for t, n in o)) for o in options)
    asked = Prompt.of("divide_combat_damage", attacker=object_ref(game, game.objects[attacker]), amount=amount)
    return Decision(DecisionKind.DIVIDE, game.objects[attacker].controller, asked, tuple(options), labels, "510.1c")


def _recipient_name(game: GameState, target: int) -> ObjectRef | PlayerRef:
    return object_ref(game, game.objects[target]) if target >= 0 else player_ref(game, -1000 - target)


def _divisions(game: GameState, attacker: int, blockers: list[int], amount: int,
               trample: bool) -> list[tuple[tuple[int, int], ...]]:
    """Every legal division; with trample, the player gets damage only once each blocker has lethal
    damage assigned (702.19b; deathtouch makes 1 lethal, 702.2c)."""
    deathtouch = has_keyword(game, game.objects[attacker], "Deathtouch")
    lethal = [1 if deathtouch else max(0, (chars(game, game.objects[b]).toughness or 0) - game.objects[b].damage)
              for b in blockers]
    options = []
    for split in product(range(amount + 1), repeat=len(blockers)):
        rest = amount - sum(split)
        short = any(s < need for s, need in zip(split, lethal, strict=True))
        if rest < 0 or (rest and not trample) or (rest and short):
            continue
        entry = tuple((b, n) for b, n in zip(blockers, split, strict=True))
        if trample:
            recipient = attacked_target(game, attacker)
            if recipient is None:
                if rest:
                    continue
            else:
                entry += ((recipient, rest),)
        options.append(entry)
        if len(options) >= MAX_DIVISIONS:
            break
    return options


def attacked_target(game: GameState, attacker: int) -> int | None:
    """CR 510.1a–b: what an unblocked attacker (or trample's excess, 702.19c) deals its damage to: the player or
    planeswalker it attacks; None if that planeswalker has left the battlefield (506.4c: the creature is still
    attacking, but there is nothing to deal that damage to)."""
    combat = game.combat
    assert combat is not None
    walker = combat.attacked.get(attacker)
    if walker is None:
        return player_target(combat.attackers[attacker])
    return walker if walker in game.objects else None


def default_assignment(game: GameState, attacker: int, amount: int) -> tuple[tuple[int, int], ...]:
    """The only possible assignment: unblocked → the player; one blocker, no trample → that blocker;
    blocked but its blockers are gone → no damage (509.1h, 510.1c), or with trample all to the player (702.19e)."""
    combat = game.combat
    assert combat is not None
    blockers = [b for b, a in combat.blockers.items() if a == attacker and b in game.objects]
    recipient = attacked_target(game, attacker)
    if attacker not in combat.blocked:
        return ((recipient, amount),) if recipient is not None else ()
    if not blockers:
        trample = has_keyword(game, game.objects[attacker], "Trample")
        return ((recipient, amount),) if trample and recipient is not None else ()
    options = _divisions(game, attacker, blockers, amount, has_keyword(game, game.objects[attacker], "Trample"))
    return options[0] if options else ((blockers[0], amount),)


def deal_combat_damage(game: GameState, assignments: dict[int, tuple[tuple[int, int], ...]],
                       first_step: bool) -> Decision | None:
    """CR 510.2: all combat damage is dealt simultaneously: one damage event, and one simultaneous event
    (``zones.simultaneously``), so "whenever one or more <creatures> deal combat damage to a player" triggers once
    for it (603.2c). CR 616.1: before any of it is dealt, the affected players choose the order of the effects
    modifying it where that matters (101.4: in APNAP order); the answers so far are ``combat.orders``. Returns
    the next question, or None once the damage is dealt."""
    combat = game.combat
    assert combat is not None
    damage = [(obj, tuple((t, n) for t, n in parts if t < 0 or t in game.objects))
              for source, parts in assignments.items() if (obj := game.objects.get(source)) is not None]
    asked = deal_all(game, damage, combat.orders, combat=True, batch=True)
    if asked is not None:
        return asked
    combat.orders = []
    if first_step:
        combat.dealt_first.extend(obj.id for obj, _ in damage)
    return None


def blocker_assignment(game: GameState, blocker: int) -> tuple[tuple[int, int], ...]:
    """CR 510.1d: a blocking creature assigns its damage to the creature it blocks."""
    combat = game.combat
    assert combat is not None
    attacker = combat.blockers[blocker]
    amount = chars(game, game.objects[blocker]).power or 0
    return ((attacker, amount),) if attacker in game.objects and amount > 0 else ()


def new_combat(game: GameState) -> None:
    game.combat = Combat()
