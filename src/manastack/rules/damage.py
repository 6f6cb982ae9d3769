"""Damage and life (CR 119, 120): dealing damage, lifelink, deathtouch, gaining and losing life."""

from __future__ import annotations

from manastack.rules.characteristics import chars, is_creature, name_of
from manastack.rules.events import emit
from manastack.rules.statics import player_keywords
from manastack.rules.targets import target_player
from manastack.types.objects import GameObject
from manastack.types.state import GameState


def deal_damage(game: GameState, source: GameObject, target: int, amount: int, *, combat: bool = False,
                lifelink: bool = True) -> int:
    """CR 120.3: damage to a player is life loss, to a creature marks damage; lifelink (702.15b) and
    deathtouch (702.2b) apply (``lifelink=False``: the caller gains the life, see ``deal_damage_at_once``).
    Returns the damage dealt (0 if prevented)."""
    if amount <= 0:
        return 0
    if combat and _combat_prevented(game, source):
        return 0
    amount = _after_prevention(game, target, amount)
    if amount <= 0:
        return 0
    words = chars(game, source).keywords
    pid = target_player(target)
    rule = "510.2" if combat else "120.3"
    if pid is not None:
        _damage_player(game, source, pid, amount, rule)
    else:
        victim = game.objects[target]
        victim.damage += amount
        if "Deathtouch" in words:
            victim.deathtouched = True
        emit(game, "damage", rule, "{0} deals {1} damage to {2}.",
             (name_of(game, source), str(amount), name_of(game, victim)),
             player=victim.controller, objects=(victim.id, source.id), amount=amount,
             data=(("combat", combat), ("source", source.id)))
    if lifelink and "Lifelink" in words:
        gain_life(game, source.controller, amount, rule="702.15b")
    return amount


def deal_damage_at_once(game: GameState, source: GameObject, parts: tuple[tuple[int, int], ...], *,
                        combat: bool = False) -> int:
    """CR 510.2, 119.9: a source dealing damage to several things at the same time causes one life-gaining
    event through lifelink (702.15b): its controller gains the total once, so "whenever you gain life" triggers
    once. Returns the total damage dealt."""
    lifelink = "Lifelink" in chars(game, source).keywords
    total = sum(deal_damage(game, source, target, n, combat=combat, lifelink=False) for target, n in parts)
    if lifelink:
        gain_life(game, source.controller, total, rule="702.15b")
    return total


def _combat_prevented(game: GameState, source: GameObject) -> bool:
    """CR 615.1: "prevent all combat damage that would be dealt by creatures [a player] controls"."""
    from manastack.rules.effects.prevent_combat import prevents

    if not prevents(game, source):
        return False
    emit(game, "prevented", "615.1a", "Combat damage from {0} is prevented.", (name_of(game, source),),
         objects=(source.id,))
    return True


def _damage_player(game: GameState, source: GameObject, pid: int, amount: int, rule: str) -> None:
    player = game.players[pid]
    emit(game, "damage", rule, "{0} deals {1} damage to {2}.", (name_of(game, source), str(amount), player.name),
         player=pid, objects=(source.id,), amount=amount, data=(("combat", rule == "510.2"), ("source", source.id),
                                                                ("to_player", True)))
    lose_life(game, pid, amount, rule="120.3a")


def _after_prevention(game: GameState, target: int, amount: int) -> int:
    """CR 615: prevention shields ("prevent the next N damage") and protection from everything (702.16e)."""
    pid = target_player(target)
    if pid is not None and "Protection from everything" in player_keywords(game, pid):
        return 0
    if pid is None and "Protection from everything" in chars(game, game.objects[target]).keywords:
        return 0
    for effect in list(game.effects):
        if effect.layer == "prevent" and target in effect.affected:
            shield = effect.number("amount")
            prevented = min(shield, amount)
            amount -= prevented
            game.effects.remove(effect)
            if shield > prevented:
                game.effects.append(_shrunk(effect, shield - prevented))
            emit(game, "prevented", "615.7", "{0} damage is prevented.", (str(prevented),), amount=prevented)
    return amount


def _shrunk(effect, left: int):  # type: ignore[no-untyped-def]
    new = effect.copy()
    new.change = (("amount", left),)
    return new


def gain_life(game: GameState, pid: int, amount: int, rule: str = "119.3") -> None:
    """CR 119.3: gain life (not if the player's life total can't change, 119.7)."""
    player = game.players[pid]
    if amount <= 0 or player.life_locked:
        return
    player.life += amount
    player.gained_this_turn += amount
    emit(game, "life_gained", rule, "{0} gains {1} life ({2}).", (player.name, str(amount), str(player.life)),
         player=pid, amount=amount)


def lose_life(game: GameState, pid: int, amount: int, rule: str = "119.3") -> None:
    """CR 119.3: lose life (not if the player's life total can't change, 119.7)."""
    player = game.players[pid]
    if amount <= 0 or player.life_locked:
        return
    player.life -= amount
    player.lost_this_turn += amount
    emit(game, "life_lost", rule, "{0} loses {1} life ({2}).", (player.name, str(amount), str(player.life)),
         player=pid, amount=amount)


def lethal_damage(game: GameState, creature: GameObject) -> int:
    """CR 120.4a (702.19c): damage still needed to destroy a creature (1 if its source has deathtouch)."""
    if not is_creature(game, creature):
        return 0
    return max(0, (chars(game, creature).toughness or 0) - creature.damage)
