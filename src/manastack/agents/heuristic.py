"""A simple rule-of-thumb agent: a sparring partner that plays like a beginner, not like a die.

It keeps reasonable hands, plays a land each turn, casts its most expensive castable spell, attacks
when no untapped blocker would kill an attacker for free, blocks to trade well (or to survive), aims
burn at the best creature it kills (or at the opponent's face), promises gifts and pays awaken. Any
decision it has no rule for is answered by a seeded random choice, so it is always legal and
reproducible.

>>> from manastack import Game, RandomAgent, play
>>> from manastack.agents.heuristic import HeuristicAgent
>>> game = Game.new([["Forest"] * 20, ["Mountain"] * 20], seed=3)
>>> play(game, [HeuristicAgent(1), RandomAgent(2)]) is not None
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from manastack.rules.characteristics import chars
from manastack.types.actions import Action, CastSpell, Choose, PassPriority, PlayLand
from manastack.types.decisions import DecisionKind
from manastack.types.enums import CardType, Step, Zone
from manastack.types.rng import Rng

if TYPE_CHECKING:
    from manastack.game import Game
    from manastack.types.objects import GameObject
    from manastack.types.state import GameState

__all__ = ["HeuristicAgent"]

PLAYER_BASE = -1000  # target ids at or below this stand for players (see rules.targets.target_player)

# Effect verbs that hurt whatever they are aimed at (anything else is taken as helpful).
HARMFUL = frozenset({
    "damage", "destroy", "exile", "bounce", "counter", "tap", "sacrifice", "lose_life", "discard", "mill",
    "fight", "weaken", "minus_counters", "return_to_hand", "shrink",
})
HELPFUL = frozenset({"pump", "gain_life", "draw", "counters", "untap", "grant", "regenerate", "hexproof"})


def _player_of(option: object) -> int | None:
    return PLAYER_BASE - option if isinstance(option, int) and option <= PLAYER_BASE else None


class HeuristicAgent:
    """Plays by a handful of rules of thumb; falls back to a seeded random legal action.

    The thresholds below were tuned on the bench decks against ``RandomAgent`` (200–400 games per setting).
    """

    #: Opponent's life at or below which every burn spell goes to the face.
    burn_face_at = 8
    #: Opponent's life at or below which every creature attacks.
    all_out_attack_at = 4
    #: Burn kills creatures with at least this power (and any that would eat one of our attackers).
    threat_power = 3
    #: Keep any hand after this many mulligans (before that, only hands with 2–5 lands).
    max_mulligans = 1
    #: Chump-block when the unblocked attackers would leave us at this much life or less.
    chump_margin = 2

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed ^ 0xBEEF)

    # -- entry point ------------------------------------------------------------------------------
    def choose(self, game: Game, legal: list[Action]) -> Action:
        decision = game.decision
        if decision is None or not legal:
            raise ValueError("no decision is pending")
        state = game.state
        me = decision.player
        handler = _HANDLERS.get(decision.kind)
        choice: Any = None
        if handler is not None:
            try:
                choice = handler(self, state, me, legal)
            except (KeyError, AttributeError, TypeError, ValueError):  # a rule of thumb must never break play
                choice = None
        if choice is None or choice not in legal:
            return self._random(legal)
        return choice

    def _random(self, legal: list[Action]) -> Action:
        return legal[self.rng.below(len(legal))]

    # -- opening hand ------------------------------------------------------------------------------
    def _mulligan(self, state: GameState, me: int, legal: list[Action]) -> Action:
        player = state.players[me]
        lands = sum(1 for oid in player.hand if _is_land(state, state.objects[oid]))
        keep = 2 <= lands <= 5 or player.mulligans >= self.max_mulligans
        return Choose(me, "keep" if keep else "mulligan")

    def _bottom(self, state: GameState, me: int, legal: list[Action]) -> Action:
        hand = [a.option for a in legal if isinstance(a, Choose)]
        lands = [oid for oid in hand if _is_land(state, state.objects[oid])]  # type: ignore[index]
        spells = [oid for oid in hand if oid not in lands]
        if len(lands) > 3 or not spells:
            return Choose(me, lands[-1])
        return Choose(me, max(spells, key=lambda oid: _mana_value(state, state.objects[oid])))  # type: ignore[index]

    # -- priority ----------------------------------------------------------------------------------
    def _priority(self, state: GameState, me: int, legal: list[Action]) -> Action:
        lands = [a for a in legal if isinstance(a, PlayLand)]
        if lands:
            return lands[0]
        casts = [a for a in legal if isinstance(a, CastSpell) and self._worth_casting(state, me, a.card)]
        if casts:
            return max(casts, key=lambda a: _mana_value(state, state.objects[a.card]))
        return PassPriority(me)

    def _worth_casting(self, state: GameState, me: int, oid: int) -> bool:
        definition = chars(state, state.objects[oid]).definition
        if not definition.has_type(CardType.INSTANT) and "Flash" not in definition.keywords:
            return True  # sorcery-speed permanents and spells: cast them in the main phase
        body = definition.spell
        if body is None or not body.targets:
            return state.active != me and state.step is Step.END  # untargeted instants: at end of turn
        verbs = {getattr(e, "do", "") for e in body.effects}
        if "damage" in verbs:
            return self._burn_target(state, me, body, oid) is not None
        if verbs & HELPFUL:
            return self._pump_target(state, me) is not None
        return bool(_opposing_creatures(state, me))

    # -- targets -----------------------------------------------------------------------------------
    def _target(self, state: GameState, me: int, legal: list[Action]) -> Action | None:
        options = [a.option for a in legal if isinstance(a, Choose)]
        casting = state.casting
        body = None
        if casting is not None and casting.object in state.objects:
            source = state.objects[casting.object]
            definition = chars(state, source).definition
            body = definition.spell if not source.is_ability else None
        verbs = {getattr(e, "do", "") for e in body.effects} if body is not None else set()
        if "damage" in verbs and body is not None:
            amount = _damage_amount(body)
            kill = self._best_kill(state, me, options, amount)
            if state.players[_opponent(state, me)].life <= self.burn_face_at:
                kill = None
            if kill is not None:
                return Choose(me, kill)
            face = [o for o in options if _player_of(o) is not None and _player_of(o) != me]
            if face:
                return Choose(me, face[0])
        if verbs & HELPFUL and not verbs & HARMFUL:
            mine = [o for o in options if self._is_mine(state, me, o)]
            if mine:
                pump = self._pump_target(state, me)
                return Choose(me, pump if pump in mine else max(mine, key=lambda o: _value(state, o)))
        theirs = [o for o in options if o != "done" and not self._is_mine(state, me, o)]
        if theirs and (verbs & HARMFUL or not verbs):
            creatures = [o for o in theirs if _player_of(o) is None]
            return Choose(me, max(creatures, key=lambda o: _value(state, o)) if creatures else theirs[0])
        return None

    def _burn_target(self, state: GameState, me: int, body: Any, card: int | None = None) -> int | None:
        amount = _damage_amount(body)
        cost = _mana_value(state, state.objects[card]) if card is not None else 0
        opponent = _opponent(state, me)
        if state.players[opponent].life <= self.burn_face_at:
            return PLAYER_BASE - opponent
        kill = self._best_kill(state, me, _opposing_creatures(state, me), amount, exclude=card, spent=cost)
        if kill is not None:
            return kill
        # At the face: before combat when it pumps a prowess attacker, after our combat, at the end of the
        # opponent's turn (burn is held until then in case a creature worth killing shows up), or for the win.
        prowess = state.active == me and state.step is Step.MAIN1 and any(
            state.objects[o].controller == me and not state.objects[o].tapped
            and "Prowess" in chars(state, state.objects[o]).keywords for o in state.battlefield)
        if prowess or state.players[opponent].life <= amount or (state.active != me and state.step is Step.END) or (
                state.active == me and state.step is Step.MAIN2):
            return PLAYER_BASE - opponent
        return None

    def _best_kill(self, state: GameState, me: int, options: list[Any], amount: int, exclude: int | None = None,
                   spent: int = 0) -> int | None:
        """The most valuable opposing threat this burn kills, alone or (a creature with power 4 or more)
        together with the other burn in hand that the untapped lands can still pay for. A threat has power 3
        or more, or would block one of our creatures and survive."""
        candidates = [o for o in options if _player_of(o) is None and o != "done" and o in state.objects
                      and state.objects[o].controller != me and state.objects[o].zone is Zone.BATTLEFIELD]
        kills = [o for o in candidates if _toughness(state, o) - state.objects[o].damage <= amount]
        if not kills:
            extra = self._burn_in_hand(state, me, exclude, spent)
            kills = [o for o in candidates if _power(state, o) >= 4
                     and _toughness(state, o) - state.objects[o].damage <= amount + extra]
        mine = [o for o in state.battlefield if state.objects[o].controller == me
                and _is_creature(state, state.objects[o])]
        kills = [o for o in kills if _power(state, o) >= self.threat_power
                 or any(self._punishes(state, o, m) for m in mine)]
        return max(kills, key=lambda o: _value(state, o)) if kills else None

    def _burn_in_hand(self, state: GameState, me: int, exclude: int | None, spent: int) -> int:
        """Damage the other burn spells in hand can add this turn with the untapped lands left."""
        mana = sum(1 for o in state.battlefield if state.objects[o].controller == me and not state.objects[o].tapped
                   and _is_land(state, state.objects[o])) - spent
        spells = []
        for oid in state.players[me].hand:
            if oid == exclude:
                continue
            definition = chars(state, state.objects[oid]).definition
            if definition.spell is not None and definition.has_type(CardType.INSTANT):
                damage = _damage_amount(definition.spell)
                if damage:
                    spells.append((definition.mana_value, -damage))
        total = 0
        for cost, damage in sorted(spells):
            if cost <= mana:
                mana -= cost
                total -= damage
        return total

    def _pump_target(self, state: GameState, me: int) -> int | None:
        """A creature of ours in combat (blocked or blocking, or unblocked when attacking)."""
        combat = state.combat
        if combat is None or not combat.declared_attackers or state.step not in (
                Step.DECLARE_BLOCKERS, Step.DECLARE_ATTACKERS):
            return None
        fighting = [oid for oid in list(combat.attackers) + list(combat.blockers)
                    if oid in state.objects and state.objects[oid].controller == me
                    and state.objects[oid].zone is Zone.BATTLEFIELD]
        if not fighting or state.step is not Step.DECLARE_BLOCKERS:
            return None
        blocked = [o for o in fighting if o in combat.blocked or o in combat.blockers]
        return max(blocked or fighting, key=lambda o: _power(state, o))

    def _is_mine(self, state: GameState, me: int, option: object) -> bool:
        pid = _player_of(option)
        if pid is not None:
            return pid == me
        obj = state.objects.get(option) if isinstance(option, int) else None
        return obj is not None and obj.controller == me

    # -- combat ------------------------------------------------------------------------------------
    def _attackers(self, state: GameState, me: int, legal: list[Action]) -> Action:
        options = [a.option for a in legal if isinstance(a, Choose) and isinstance(a.option, tuple)]
        opponent = _opponent(state, me)
        blockers = [oid for oid in state.battlefield if state.objects[oid].controller != me
                    and not state.objects[oid].tapped and _is_creature(state, state.objects[oid])]
        attackers_power = sum(_power(state, o) for o, _ in options) + sum(
            _power(state, o) for o in (state.combat.attackers if state.combat else ()))
        reach = sum(_damage_amount(chars(state, state.objects[oid]).definition.spell)
                    for oid in state.players[me].hand if chars(state, state.objects[oid]).definition.spell)
        # All in when the attack plus the burn in hand should be lethal even if each blocker stops one attacker.
        stopped = sum(sorted((_power(state, o) for o, _ in options), reverse=True)[:len(blockers)])
        lethal = attackers_power + reach - stopped >= state.players[opponent].life
        crack_back = sum(_power(state, o) for o in _opposing_creatures(state, me))
        if lethal or (state.players[opponent].life <= self.all_out_attack_at and crack_back < state.players[me].life):
            for attacker, defender in options:
                if defender == opponent and _power(state, attacker) > 0:
                    return Choose(me, (attacker, defender))
        for attacker, defender in options:
            if defender != opponent or _power(state, attacker) <= 0:
                continue
            if not any(self._punishes(state, b, attacker) for b in blockers):
                return Choose(me, (attacker, defender))
        return Choose(me, "done")

    def _punishes(self, state: GameState, blocker: int, attacker: int) -> bool:
        """Whether ``blocker`` can block ``attacker``, kill it, and survive."""
        a, b = chars(state, state.objects[attacker]), chars(state, state.objects[blocker])
        if "Flying" in a.keywords and not {"Flying", "Reach"} & b.keywords:
            return False
        a_pow, a_tough = a.power or 0, (a.toughness or 0) - state.objects[attacker].damage
        b_pow, b_tough = b.power or 0, (b.toughness or 0) - state.objects[blocker].damage
        kills = b_pow >= a_tough or ("Deathtouch" in b.keywords and b_pow > 0)
        survives = a_pow < b_tough and "Deathtouch" not in a.keywords
        return kills and survives

    def _blockers(self, state: GameState, me: int, legal: list[Action]) -> Action | None:
        combat = state.combat
        options = [a.option for a in legal if isinstance(a, Choose) and isinstance(a.option, tuple)]
        done = Choose(me, "done")
        if combat is None:
            return None
        blocked = set(combat.blockers.values())
        attacking = [a for a, d in combat.attackers.items() if d == me and a in state.objects]
        unblocked_power = sum(_power(state, a) for a in attacking if a not in blocked)
        lethal = unblocked_power >= state.players[me].life - self.chump_margin
        best: tuple[float, Any] | None = None
        for blocker, attacker in options:
            if attacker in blocked:
                continue
            a_pow, a_tough = _power(state, attacker), _toughness(state, attacker) - state.objects[attacker].damage
            b_pow, b_tough = _power(state, blocker), _toughness(state, blocker) - state.objects[blocker].damage
            a_keys = chars(state, state.objects[attacker]).keywords
            b_keys = chars(state, state.objects[blocker]).keywords
            kills = b_pow >= a_tough or ("Deathtouch" in b_keys and b_pow > 0)
            dies = a_pow >= b_tough or ("Deathtouch" in a_keys and a_pow > 0)
            if "Menace" in a_keys:
                continue  # one blocker is not enough; leave menace to the fallback when forced
            if kills and not dies:
                score = 100 + _value(state, attacker)
            elif kills and _value(state, attacker) >= _value(state, blocker):
                score = 50 + _value(state, attacker) - _value(state, blocker)
            elif lethal:
                score = 10 + a_pow - _value(state, blocker) / 10
            elif not dies:
                score = 5.0  # a free block that only soaks damage
            else:
                continue
            if best is None or score > best[0]:
                best = (score, (blocker, attacker))
        if best is not None:
            return Choose(me, best[1])
        return done if done in legal else None

    def _divide(self, state: GameState, me: int, legal: list[Action]) -> Action:
        def kills(option: Any) -> tuple[int, int]:
            dead = sum(1 for oid, amount in option if oid in state.objects and amount > 0
                       and amount >= _toughness(state, oid) - state.objects[oid].damage)
            return dead, -len(option)

        return max((a for a in legal if isinstance(a, Choose)), key=lambda a: kills(a.option))

    # -- other choices -----------------------------------------------------------------------------
    def _gift(self, state: GameState, me: int, legal: list[Action]) -> Action:
        promises = [a for a in legal if isinstance(a, Choose) and a.option != "no"]
        return promises[0] if promises else Choose(me, "no")

    def _alternative(self, state: GameState, me: int, legal: list[Action]) -> Action | None:
        return Choose(me, "awaken") if Choose(me, "awaken") in legal else None

    def _yes_no(self, state: GameState, me: int, legal: list[Action]) -> Action | None:
        for option in ("yes", True):
            if Choose(me, option) in legal:
                return Choose(me, option)
        return None

    def _x(self, state: GameState, me: int, legal: list[Action]) -> Action:
        return max((a for a in legal if isinstance(a, Choose)), key=lambda a: a.option)  # type: ignore[arg-type,return-value]

    def _choose_object(self, state: GameState, me: int, legal: list[Action]) -> Action | None:
        objects = [a.option for a in legal if isinstance(a, Choose) and isinstance(a.option, int)
                   and a.option in state.objects]
        if not objects:
            return None
        mine = [o for o in objects if state.objects[o].controller == me or state.objects[o].owner == me]
        theirs = [o for o in objects if o not in mine]
        if theirs and not mine:
            return Choose(me, max(theirs, key=lambda o: _value(state, o)))
        pool = mine or objects
        on_field = sum(1 for oid in state.battlefield if state.objects[oid].controller == me
                       and _is_land(state, state.objects[oid]))
        in_hand = [o for o in pool if state.objects[o].zone is Zone.HAND]
        if in_hand:  # discarding: spare lands once there are enough on the battlefield
            lands = [o for o in in_hand if _is_land(state, state.objects[o])]
            if lands and on_field >= 4:
                return Choose(me, lands[0])
            spells = [o for o in in_hand if o not in lands] or lands
            return Choose(me, max(spells, key=lambda o: _mana_value(state, state.objects[o])))
        return Choose(me, min(pool, key=lambda o: _value(state, o)))


_HANDLERS: dict[DecisionKind, Any] = {
    DecisionKind.MULLIGAN: HeuristicAgent._mulligan,
    DecisionKind.BOTTOM: HeuristicAgent._bottom,
    DecisionKind.PRIORITY: HeuristicAgent._priority,
    DecisionKind.TARGET: HeuristicAgent._target,
    DecisionKind.ATTACKERS: HeuristicAgent._attackers,
    DecisionKind.BLOCKERS: HeuristicAgent._blockers,
    DecisionKind.DIVIDE: HeuristicAgent._divide,
    DecisionKind.GIFT: HeuristicAgent._gift,
    DecisionKind.ALTERNATIVE_COST: HeuristicAgent._alternative,
    DecisionKind.YES_NO: HeuristicAgent._yes_no,
    DecisionKind.X: HeuristicAgent._x,
    DecisionKind.CHOOSE_OBJECT: HeuristicAgent._choose_object,
}


# -- small helpers over the game state ---------------------------------------------------------------
def _opponent(state: GameState, me: int) -> int:
    for p in state.players:
        if p.id != me and p.in_game:
            return p.id
    return (me + 1) % len(state.players)


def _is_land(state: GameState, obj: GameObject) -> bool:
    return chars(state, obj).is_land


def _is_creature(state: GameState, obj: GameObject) -> bool:
    return chars(state, obj).is_creature


def _mana_value(state: GameState, obj: GameObject) -> int:
    return chars(state, obj).definition.mana_value


def _power(state: GameState, oid: int) -> int:
    return chars(state, state.objects[oid]).power or 0


def _toughness(state: GameState, oid: int) -> int:
    return chars(state, state.objects[oid]).toughness or 0


def _value(state: GameState, oid: object) -> float:
    """How much an object is worth keeping (players are worth the most)."""
    if not isinstance(oid, int) or oid not in state.objects:
        return 1000.0
    c = chars(state, state.objects[oid])
    return (c.power or 0) * 2 + (c.toughness or 0) + c.definition.mana_value + len(c.keywords) * 0.5


def _damage_amount(body: Any) -> int:
    total = 0
    for effect in body.effects:
        if getattr(effect, "do", "") == "damage" and isinstance(getattr(effect, "amount", None), int):
            total += effect.amount
    return total


def _opposing_creatures(state: GameState, me: int) -> list[int]:
    return [oid for oid in state.battlefield if state.objects[oid].controller != me
            and _is_creature(state, state.objects[oid])]
