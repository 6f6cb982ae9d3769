"""The order of replacement and prevention effects on one damage event (CR 616).

CR 616.1: when two or more replacement and/or prevention effects would modify how damage is dealt, the affected
player (or the controller of the affected permanent) chooses one of them to apply; 616.1e: then the process is
repeated with whatever still applies to the modified event; 616.2: each effect applies to an event at most once.

The effects that can meet on damage: prevention shields "prevent the next N damage" (615.7), prevention of all of
it ("prevent all damage that would be dealt to …" 615.1a, "prevent all combat damage that would be dealt by
creatures … controls" 615.1a, protection from everything 702.16e; they all prevent everything, so they are one
modifier here), a +1/+1-counter shield (615.5: it prevents all of it too, but removes a
counter, once per damage event: whether it applies before or after a prevention of all of it changes whether the
counter is spent), and the damage increases (614.1a: Valley Flamecaller, Artist's Talent; they add up, so they are
one modifier here: their order among themselves changes nothing). Once all the damage is prevented nothing else
applies (the Artist's Talent and Valley Flamecaller rulings: the increase no longer applies).

The question is asked only when the order can change the result (the damage dealt, what is left of a shield, or
whether a counter is spent); otherwise the engine's fixed order stands and nothing is asked. Planning is pure: all
the questions of one damage event (one spell's damage, a fight 701.14a, a combat damage step 510.2) are asked
before any of it is dealt, in APNAP order of the players choosing (101.4), and the answers are replayed.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import permutations

from manastack.rules.characteristics import chars
from manastack.rules.counter_prevention import Shields
from manastack.rules.effects.prevent_combat import LAYER as PREVENT_COMBAT
from manastack.rules.effects.prevent_combat import prevents as prevents_combat
from manastack.rules.events import note, object_ref, player_ref
from manastack.rules.statics import BONUSES, damage_bonus, player_keywords, rule_applies
from manastack.rules.targets import player_target, target_player
from manastack.rules.zones import last_known
from manastack.types.decisions import Decision, DecisionKind, Label, Prompt
from manastack.types.events import ObjectRef, PlayerRef
from manastack.types.objects import GameObject
from manastack.types.state import GameState

BONUS = "bonus"       # CR 614.1a: "it deals that much damage plus N instead"
ALL = "all"           # CR 615.1a: all of the damage is prevented
SHIELD = "shield:"    # CR 615.7: "prevent the next N damage", followed by the effect's id
COUNTER = "counter"   # CR 615.5: "prevent that damage and remove a +1/+1 counter from it"
PROTECTION = "Protection from everything"
Modifier = tuple[str, int]    # (key, amount): the bonus, the shield's amount left, the counters the counter shield
#                              can still remove in this event (1 or 0), or 0 for ALL
Damage = tuple[GameObject, tuple[tuple[int, int], ...]]     # a source and what it deals to whom
Order = tuple[tuple[str, ...], tuple[str, ...]]      # the effects chosen in order, then the rest in the fixed order
Orders = dict[int, dict[int, Order]]                 # source -> recipient -> order, where a question was asked


def modifiers(game: GameState, source: GameObject, target: int, amount: int, combat: bool,
              shields: Shields) -> list[Modifier]:
    """The effects that would modify ``amount`` damage from ``source`` to ``target``, in the engine's fixed order:
    prevention first (of all combat damage by the source's controller's creatures, the counter shield,
    protection, then the effects by timestamp), the increase last. CR 615.12: none prevents damage that can't be
    prevented."""
    found: list[Modifier] = []
    if amount > 0 and not (game.battlefield and rule_applies(game, "damage_cant_be_prevented")):   # CR 615.12
        if combat and prevents_combat(game, source):
            found.append((ALL, 0))
        if target in shields.protected:
            found.append((COUNTER, 0 if target in shields.spent else 1))
        if protected(game, target) and (ALL, 0) not in found:
            found.append((ALL, 0))
        for effect in game.effects:
            if effect.layer != "prevent" or target not in effect.affected:
                continue
            if effect.get("colorless", False) and chars(game, source).colors:
                continue      # CR 105.2c: a source with a color isn't colorless
            if not effect.get("all", False):
                found.append((f"{SHIELD}{effect.id}", effect.number("amount")))
            elif (ALL, 0) not in found:
                found.append((ALL, 0))
    bonus = damage_bonus(game, source, target, combat) if amount > 0 else 0
    if bonus:
        found.append((BONUS, bonus))
    return found


def protected(game: GameState, target: int) -> bool:
    """CR 702.16e: protection from everything prevents all damage."""
    pid = target_player(target)
    if pid is not None:
        return PROTECTION in player_keywords(game, pid)
    return PROTECTION in chars(game, game.objects[target]).keywords


def step(amount: int, mod: Modifier) -> tuple[int, int]:
    """One modifier applied: the damage left and the modifier's amount left (a shield's; CR 615.7)."""
    key, value = mod
    if key == BONUS:
        return amount + value, value
    if key in (ALL, COUNTER):
        return 0, 0
    prevented = min(value, amount)
    return amount - prevented, value - prevented


def _outcome(amount: int, order: tuple[Modifier, ...]) -> tuple[int, tuple[Modifier, ...]]:
    """CR 616.1e, 616.2: the damage dealt and the shields left after applying ``order`` (each once); once no
    damage would be dealt, nothing more applies."""
    left = []
    for mod in order:
        if amount <= 0:
            left.append(mod)
            continue
        amount, rest = step(amount, mod)
        left.append((mod[0], rest))
    return amount, tuple(sorted(m for m in left if m[0].startswith(SHIELD) or m[0] == COUNTER))


def order_matters(amount: int, mods: list[Modifier]) -> bool:
    """Whether two orders of ``mods`` give different results (damage dealt or shields left)."""
    if len(mods) < 2 or amount <= 0:
        return False
    return len({_outcome(amount, order) for order in permutations(mods)}) > 1


def affected_player(game: GameState, target: int) -> int:
    """CR 616.1: the affected player, or the controller of the affected permanent."""
    pid = target_player(target)
    return pid if pid is not None else game.objects[target].controller


def may_meet(game: GameState, shields: Shields) -> bool:
    """Whether two effects can meet on any damage now (cheap, for the common case where none can): protection
    alone is one effect, so without a counter shield, a prevention effect and a damage increase nothing is asked."""
    return bool(shields.protected) or any(e.layer in ("prevent", PREVENT_COMBAT) for e in game.effects) or \
        any(rule_applies(game, word) for word in BONUSES)


def plan(game: GameState, damage: Sequence[Damage], combat: bool, answers: Sequence[object],
         shields: Shields) -> Decision | Orders:
    """CR 616.1: for each source and recipient whose order matters, the effects chosen in order, then the rest in
    the fixed order, from ``answers`` (one per question, in the order asked); the next question if one is
    unanswered. CR 101.4: the questions of damage dealt at the same time go in APNAP order of the players who
    choose. What one source's damage uses up of a shield (615.7) or of a counter shield (spent once per event,
    615.5) is used up for the next. Changes nothing (the caller first checks ``may_meet``)."""
    orders: Orders = {}
    left: dict[tuple[int, str], int] = {}      # (recipient, shield): what the damage planned so far leaves of it
    asked = 0
    for source, target, amount in _apnap(game, damage):
        mods = [(k, left.get((target, k), v)) for k, v in modifiers(game, source, target, amount, combat, shields)]
        mods = [m for m in mods if m[1] or not m[0].startswith(SHIELD)]
        applied: list[Modifier] = []
        start = amount
        while order_matters(amount, mods):      # CR 616.1e: again, with what still applies
            if asked >= len(answers):
                return _question(game, source, target, amount, mods, combat)
            pick = next(m for m in mods if m[0] == answers[asked])
            asked += 1
            applied.append(pick)
            mods.remove(pick)                   # CR 616.2: it applies only once
            amount = step(amount, pick)[0]
        if applied:
            orders.setdefault(source.id, {})[target] = (tuple(m[0] for m in applied), tuple(m[0] for m in mods))
        left.update(((target, key), value) for key, value in _outcome(start, (*applied, *mods))[1])
    return orders


def _apnap(game: GameState, damage: Sequence[Damage]) -> list[tuple[GameObject, int, int]]:
    """Each (source, recipient, amount), the active player's questions first, then the others' in turn order."""
    n = len(game.players)
    parts = [(source, target, amount) for source, deals in damage for target, amount in deals]
    return sorted(parts, key=lambda p: (affected_player(game, p[1]) - game.active) % n)


def full_orders(orders: Orders, source: int) -> dict[int, tuple[str, ...]]:
    """The whole order of the effects for each recipient of ``source``'s damage where one was chosen."""
    return {t: (*chosen, *rest) for t, (chosen, rest) in orders.get(source, {}).items()}


def _question(game: GameState, source: GameObject, target: int, amount: int, mods: list[Modifier],
              combat: bool) -> Decision:
    pid = target_player(target)
    recipient = player_ref(game, pid) if pid is not None else object_ref(game, game.objects[target])
    prompt = Prompt.of("replacement_order", variant="combat" if combat else "", source=object_ref(game, source),
                       target=recipient, amount=amount)
    return Decision(DecisionKind.REPLACEMENT_ORDER, affected_player(game, target), prompt,
                    tuple(m[0] for m in mods), tuple(label(game, m) for m in mods), "616.1")


def label(game: GameState, mod: Modifier) -> Label:
    """An option: the effect to apply first, a shield by its source's name."""
    key, value = mod
    if key.startswith(SHIELD):
        effect = next(e for e in game.effects if e.id == int(key[len(SHIELD):]))
        found = last_known(game, effect.source)
        source = ObjectRef(effect.source, found.card if found is not None else "")
        return Label.of("prevention_shield", source=source, amount=value)
    if key == COUNTER:
        return Label.of("prevention_counter")
    return Label.of("damage_bonus", amount=value) if key == BONUS else Label.of("prevent_all")


def note_choices(game: GameState, orders: Orders) -> None:
    """CR 616.1, 616.1e: each affected player's choices, in the order asked (for each recipient, the first among
    all, then among the rest)."""
    for chosen_by_target in orders.values():
        for target, (chosen, _) in chosen_by_target.items():
            pid = affected_player(game, target)
            for i, key in enumerate(chosen):
                variant = key if key in (BONUS, ALL, COUNTER) else "shield"
                note(game, "replacement_order", "616.1e" if i else "616.1", player=pid,
                     data=(("variant", variant), ("player", player_ref(game, pid))))


def results_if_first(game: GameState, decision: Decision) -> dict[str, tuple[int, int]]:
    """For each option of a ``replacement_order`` question: the least damage the affected player can still end
    up dealt if it applies first, and the most shield (or counter) left then (what a player protecting itself
    weighs). The effects are those offered, with the amounts their options name (what earlier damage of the same
    event leaves of a shield, ``plan``)."""
    source, recipient, amount = (decision.prompt.get(k) for k in ("source", "target", "amount"))
    assert isinstance(source, ObjectRef) and isinstance(amount, int)
    target = player_target(recipient.id) if isinstance(recipient, PlayerRef) else getattr(recipient, "id", 0)
    obj = last_known(game, source.id)
    assert obj is not None
    combat = decision.prompt.get("variant") == "combat"
    offered = dict(zip(decision.options, decision.labels, strict=True))
    mods = [(k, _amount(offered[k], v)) for k, v in
            modifiers(game, obj, target, amount, combat, Shields.for_targets(game, (target,))) if k in offered]
    found: dict[str, tuple[int, int]] = {}
    for first in mods:
        rest = [m for m in mods if m is not first]
        outcomes = [_outcome(amount, (first, *order)) for order in permutations(rest)]
        found[first[0]] = min((dealt, -sum(v for _, v in left)) for dealt, left in outcomes)
    return found


def _amount(label: Label, value: int) -> int:
    named = label.get("amount", value)
    return named if isinstance(named, int) else value
