"""Damage and life (CR 119, 120): dealing damage, lifelink, deathtouch, gaining and losing life."""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import nullcontext

from manastack.rules.characteristics import chars, is_creature
from manastack.rules.counter_prevention import Shields
from manastack.rules.effects.prevent_combat import prevents as prevents_combat
from manastack.rules.events import emit, note, object_ref, player_ref
from manastack.rules.loyalty import damage_loyalty, is_planeswalker
from manastack.rules.replacement_order import (
    ALL,
    BONUS,
    COUNTER,
    SHIELD,
    Damage,
    Orders,
    full_orders,
    may_meet,
    modifiers,
    note_choices,
    plan,
    protected,
)
from manastack.rules.statics import rule_applies
from manastack.rules.targets import target_player
from manastack.rules.zones import simultaneously
from manastack.types.decisions import Decision
from manastack.types.events import ObjectRef, PlayerRef
from manastack.types.objects import GameObject
from manastack.types.state import GameState

Planned = tuple[Orders, Shields]     # the orders chosen for one damage event, and its counter shields


def deal_damage(game: GameState, source: GameObject, target: int, amount: int, *, combat: bool = False,
                lifelink: bool = True, shields: Shields | None = None, order: tuple[str, ...] | None = None) -> int:
    """CR 120.3: damage to a player is life loss, to a creature marks damage, to a planeswalker removes loyalty
    counters (120.3c); lifelink (702.15b) and
    deathtouch (702.2b) apply (``lifelink=False``: the caller gains the life, see ``deal_damage_at_once``).
    ``shields``: the counter-spending prevention of this damage event (``rules.counter_prevention``; by default,
    this damage alone is the event). ``order``: the order of the replacement and prevention effects the affected
    player chose (CR 616.1, ``rules.replacement_order``); by default, prevention first. Returns the damage dealt
    (0 if prevented)."""
    if amount <= 0:
        return 0
    shields = shields if shields is not None else Shields.for_targets(game, (target,))
    amount = _modified(game, source, target, amount, combat, shields, order)
    if amount <= 0:
        return 0
    words = chars(game, source).keywords
    pid = target_player(target)
    rule = "510.2" if combat else "120.3"
    if pid is not None:
        _damage_player(game, source, pid, amount, rule)
    else:
        victim = game.objects[target]
        walker = is_planeswalker(game, victim)
        if not walker or is_creature(game, victim):    # CR 120.3e: damage to a creature is marked on it
            victim.damage += amount
            if target not in game.damaged:
                game.damaged.append(target)
            if "Deathtouch" in words:
                victim.deathtouched = True
        emit(game, "damage", rule, player=victim.controller, objects=(victim.id, source.id), amount=amount,
             data=(("combat", combat), ("source", object_ref(game, source)), ("target", object_ref(game, victim))))
        if walker:
            damage_loyalty(game, victim, amount)
    if lifelink and "Lifelink" in words:
        gain_life(game, source.controller, amount, rule="702.15b")
    return amount


def deal_damage_at_once(game: GameState, source: GameObject, parts: tuple[tuple[int, int], ...], *,
                        combat: bool = False, shields: Shields | None = None,
                        orders: dict[int, tuple[str, ...]] | None = None) -> int:
    """CR 510.2, 119.9: a source dealing damage to several things at the same time causes one life-gaining
    event through lifelink (702.15b): its controller gains the total once, so "whenever you gain life" triggers
    once. ``shields``: those of the whole damage event (several sources at once, 510.2); ``orders``: the order of
    the effects chosen for each recipient (CR 616.1). Returns the total."""
    lifelink = "Lifelink" in chars(game, source).keywords
    shields = shields if shields is not None else Shields.for_targets(game, (t for t, _ in parts))
    orders = orders or {}
    total = sum(deal_damage(game, source, target, n, combat=combat, lifelink=False, shields=shields,
                            order=orders.get(target)) for target, n in parts)
    if lifelink:
        gain_life(game, source.controller, total, rule="702.15b")
    return total


def deal_all(game: GameState, damage: Sequence[Damage], answers: Sequence[object], *, combat: bool = False,
             batch: bool = False) -> Decision | None:
    """Damage dealt at the same time: one spell's or ability's (120.3), a fight's (701.14a), a combat damage
    step's (510.2): ``ask_orders``, then ``deal_planned``. Returns the next question, or None once it is dealt."""
    planned = ask_orders(game, damage, answers, combat=combat)
    if isinstance(planned, Decision):
        return planned
    deal_planned(game, damage, planned, combat=combat, batch=batch)
    return None


def ask_orders(game: GameState, damage: Sequence[Damage], answers: Sequence[object], *,
               combat: bool = False) -> Decision | Planned:
    """CR 616.1, 101.4: the affected players choose the order of the effects modifying damage dealt at the same
    time where that matters, every question before any of it is dealt (``answers``: those given so far, in the
    order asked). Returns the next question, or the chosen orders with the shields of the whole event. Changes
    nothing."""
    shields = Shields.for_targets(game, {t for _, parts in damage for t, _ in parts})
    if not may_meet(game, shields):      # the common case: nothing to ask, nothing built
        return {}, shields
    orders = plan(game, damage, combat, answers, shields)
    return orders if isinstance(orders, Decision) else (orders, shields)


def deal_planned(game: GameState, damage: Sequence[Damage], planned: Planned, *, combat: bool = False,
                 batch: bool = False) -> None:
    """The choices are noted (616.1), then each source deals its damage (``deal_damage_at_once``) in the chosen
    orders. ``batch``: one simultaneous event for the triggers (``zones.simultaneously``)."""
    orders, shields = planned
    note_choices(game, orders)
    with simultaneously(game) if batch else nullcontext():
        for source, parts in damage:
            deal_damage_at_once(game, source, parts, combat=combat, shields=shields,
                                orders=full_orders(orders, source.id))


def _damage_player(game: GameState, source: GameObject, pid: int, amount: int, rule: str) -> None:
    emit(game, "damage", rule, player=pid, objects=(source.id,), amount=amount,
         data=(("combat", rule == "510.2"), ("source", object_ref(game, source)), ("to_player", True),
               ("target", player_ref(game, pid))))
    lose_life(game, pid, amount, rule="120.3a")


def _modified(game: GameState, source: GameObject, target: int, amount: int, combat: bool, shields: Shields,
              order: tuple[str, ...] | None) -> int:
    """CR 615, 614.1a, 616.1: the prevention effects ("prevent the next N damage", "… all damage", protection from
    everything 702.16e, a counter shield 615.5) and damage increases, in ``order``, each once (616.2); once all the
    damage is prevented, nothing more applies (616.1e). Damage that can't be prevented (615.12) still spends a
    counter shield's counter (615.5 ruling)."""
    if target in shields.protected and rule_applies(game, "damage_cant_be_prevented"):
        shields.applies(game, target, amount, False)
    mods = dict(modifiers(game, source, target, amount, combat, shields))
    for key in order if order is not None else tuple(mods):
        if amount <= 0:
            return 0
        if key in mods:
            amount = _apply(game, source, target, amount, key, mods[key], shields, combat)
    return amount


def _apply(game: GameState, source: GameObject, target: int, amount: int, key: str, value: int,
           shields: Shields, combat: bool) -> int:
    if key == BONUS:      # CR 614.1a
        note(game, "replaced", "614.1a", objects=(source.id,), amount=value,
             data=(("variant", "more_damage"), ("source", object_ref(game, source))))
        return amount + value
    if key == COUNTER:      # CR 615.5
        return shields.applies(game, target, amount, True)
    if key == ALL:
        if protected(game, target):
            return 0      # CR 702.16e: protection from everything
        if combat and prevents_combat(game, source):     # CR 615.1a: "… combat damage … by creatures X controls"
            emit(game, "prevented", "615.1a", objects=(source.id,),
                 data=(("variant", "combat"), ("source", object_ref(game, source))))
            return 0
        emit(game, "prevented", "615.1a", amount=amount,      # CR 615.1a: "prevent all damage that would be dealt to …"
             data=(("variant", "to"), ("target", _recipient(game, target))))
        return 0
    effect = next(e for e in game.effects if e.id == int(key[len(SHIELD):]))
    prevented = min(value, amount)       # CR 615.7: the shield is used up as it prevents damage
    game.effects.remove(effect)
    if value > prevented:
        game.effects.append(_shrunk(effect, value - prevented))
    emit(game, "prevented", "615.7", amount=prevented, data=(("variant", "amount"),))
    return amount - prevented


def _recipient(game: GameState, target: int) -> PlayerRef | ObjectRef:
    pid = target_player(target)
    return player_ref(game, pid) if pid is not None else object_ref(game, game.objects[target])


def _shrunk(effect, left: int):  # type: ignore[no-untyped-def]
    new = effect.copy()
    new.change = (("amount", left),)
    return new


def gain_life(game: GameState, pid: int, amount: int, rule: str = "119.3") -> None:
    """CR 119.3: gain life (not if the player's life total can't change, 119.7, or players can't gain life, 101.2)."""
    player = game.players[pid]
    if amount <= 0 or player.life_locked:
        return
    if rule_applies(game, "players_cant_gain_life"):
        note(game, "cant_gain", "101.2", player=pid, data=(("player", player_ref(game, pid)),))
        return
    player.life += amount
    player.life_gained += amount
    emit(game, "life_gained", rule, player=pid, amount=amount,
         data=(("player", player_ref(game, pid)), ("life", player.life)))


def lose_life(game: GameState, pid: int, amount: int, rule: str = "119.3") -> None:
    """CR 119.3: lose life (not if the player's life total can't change, 119.7)."""
    player = game.players[pid]
    if amount <= 0 or player.life_locked:
        return
    player.life -= amount
    player.life_lost += amount
    emit(game, "life_lost", rule, player=pid, amount=amount,
         data=(("player", player_ref(game, pid)), ("life", player.life)))


def lethal_damage(game: GameState, creature: GameObject) -> int:
    """CR 120.4a (702.19c): damage still needed to destroy a creature (1 if its source has deathtouch)."""
    if not is_creature(game, creature):
        return 0
    return max(0, (chars(game, creature).toughness or 0) - creature.damage)
