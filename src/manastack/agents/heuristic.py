"""A rule-of-thumb agent: a sparring partner that plays like a careful beginner, not like a die.

It keeps hands with 2–5 lands, plays a land each turn and casts its spells by a plan: creatures in the main
phase, removal on the most valuable creature it kills, burn at the face only when the opponent is low (or
late, when nothing is worth killing), fights only when its creature wins, sweepers only when they kill more
of the opponent's board, pump after blockers when it wins a fight or the game. Gifts are promised only when
the promised version is worth more than the gift (:mod:`manastack.agents.heuristic_plans`); awaken is paid
when affordable. It attacks when no blocker eats an attacker for free (everything when that is lethal),
keeps blockers home when the crack-back would be lethal, and blocks to trade well, for free, or to survive.
Any decision it has no rule for is answered by a seeded random choice, so it is always legal and
reproducible.

>>> from manastack import Game, RandomAgent, play
>>> from manastack.agents.heuristic import HeuristicAgent
>>> game = Game.new([["Forest"] * 20, ["Mountain"] * 20], seed=3)
>>> play(game, [HeuristicAgent(1), RandomAgent(2)]) is not None
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from manastack.agents.heuristic_plans import (
    HARMFUL,
    HELPFUL,
    PLAYER_BASE,
    Plan,
    creatures,
    damage_amount,
    is_creature,
    is_land,
    keywords,
    kills,
    lands_on_field,
    left,
    mana_value,
    opponent,
    plan_spell,
    player_of,
    power,
    reach_in_hand,
    untapped_lands,
    value,
    verbs_of,
)
from manastack.rules.abilities import body_of
from manastack.rules.characteristics import chars
from manastack.types.actions import Action, CastSpell, Choose, PassPriority, PlayLand
from manastack.types.decisions import DecisionKind
from manastack.types.enums import CardType, Step, Zone
from manastack.types.rng import Rng

if TYPE_CHECKING:
    from manastack.game import Game
    from manastack.types.state import GameState

__all__ = ["HeuristicAgent"]


class HeuristicAgent:
    """Plays by a handful of rules of thumb; falls back to a seeded random legal action.

    The thresholds below were tuned on the sample decks against ``RandomAgent`` (200+ games per pairing).
    """

    #: Opponent's life at or below which every burn spell goes to the face.
    burn_face_at = 8
    #: Opponent's life at or below which every creature attacks (when the crack-back is survivable).
    all_out_attack_at = 4
    #: Burn kills creatures with at least this power (and any that would eat one of our attackers).
    threat_power = 3
    #: Keep any hand after this many mulligans (before that, only hands with 2–5 lands).
    max_mulligans = 1
    #: Chump-block when the unblocked attackers would leave us at this much life or less.
    chump_margin = 1
    reckless = 0
    keep_max_lands = 5

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed ^ 0xBEEF)
        self._plan: Plan | None = None
        self._attack: tuple[int, set[int]] | None = None   # (turn, attackers chosen for it)
        self._sacrifice: tuple[int, Any] | None = None     # (creature to sacrifice, what its damage should hit)

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
                choice = handler(self, state, me, legal) if decision.kind is not DecisionKind.YES_NO else \
                    self._yes_no(state, me, legal, decision.prompt)
            except (KeyError, AttributeError, TypeError, ValueError, IndexError, StopIteration):
                choice = None  # a rule of thumb must never break play
        if choice is None or choice not in legal:
            return self._random(legal)
        return choice

    def _random(self, legal: list[Action]) -> Action:
        return legal[self.rng.below(len(legal))]

    # -- opening hand ------------------------------------------------------------------------------
    def _mulligan(self, state: GameState, me: int, legal: list[Action]) -> Action:
        player = state.players[me]
        lands = sum(1 for oid in player.hand if is_land(state, oid))
        keep = 2 <= lands <= self.keep_max_lands or player.mulligans >= self.max_mulligans
        return Choose(me, "keep" if keep else "mulligan")

    def _bottom(self, state: GameState, me: int, legal: list[Action]) -> Action:
        hand = [a.option for a in legal if isinstance(a, Choose)]
        lands = [oid for oid in hand if is_land(state, oid)]  # type: ignore[arg-type]
        spells = [oid for oid in hand if oid not in lands]
        if len(lands) > 3 or not spells:
            return Choose(me, lands[-1])
        return Choose(me, max(spells, key=lambda oid: mana_value(state, oid)))  # type: ignore[arg-type]

    # -- priority ----------------------------------------------------------------------------------
    def _priority(self, state: GameState, me: int, legal: list[Action]) -> Action:
        self._plan = None
        lands = [a for a in legal if isinstance(a, PlayLand)]
        if lands:
            return lands[0]
        best: tuple[float, Action, Plan | None] | None = None
        my_main = state.active == me and state.step in (Step.MAIN1, Step.MAIN2) and not state.stack
        for action in legal:
            if not isinstance(action, CastSpell):
                continue
            definition = chars(state, state.objects[action.card]).definition
            if not (definition.has_type(CardType.INSTANT) or definition.has_type(CardType.SORCERY)):
                if my_main or "Flash" in definition.keywords:   # permanents: biggest first, in the main phase
                    score = 10.0 + definition.mana_value + (1 if "Haste" in definition.keywords else 0)
                    if best is None or score > best[0]:
                        best = (score, action, None)
                continue
            plan = plan_spell(self, state, me, action.card)
            if plan is None and definition.gift is None and not damage_amount(definition.spell):
                plan = self._generic_plan(state, me, action.card, definition, my_main)
            if plan is not None and (best is None or plan.value > best[0]):
                best = (plan.value, action, plan)
        if best is None:
            return PassPriority(me)
        self._plan = best[2]
        return best[1]

    def _generic_plan(self, state: GameState, me: int, oid: int, definition: Any, my_main: bool) -> Plan | None:
        """Spells without a specific plan: harmful ones need an opposing target, pump needs a fight."""
        body = definition.spell
        verbs = verbs_of(body)
        instant = definition.has_type(CardType.INSTANT) or "Flash" in definition.keywords
        if not body.targets:
            if instant and not (state.active != me and state.step is Step.END):
                return None
            return Plan(oid, definition.name, 1.0) if (my_main or instant) else None
        opp = opponent(state, me)
        if verbs & HELPFUL and not verbs & HARMFUL:
            target = self._pump_target(state, me)
            return None if target is None else Plan(oid, definition.name, 6.0, False,
                                                    {body.targets[0].name: [target]})
        theirs = creatures(state, opp)
        if not theirs:
            return None
        return Plan(oid, definition.name, 2.0 + max(value(state, o) for o in theirs) / 10)

    def plan_burn(self, state: GameState, me: int, oid: int, name: str, body: Any, has_gift: bool) -> Plan | None:
        """Burn: the face when lethal or the opponent is low; the best threat it kills; otherwise the face
        late in a turn (after our combat, at the end of theirs), or never when it can only hit creatures."""
        spec = body.targets[0]
        amount = damage_amount(body)
        opp = opponent(state, me)
        life = state.players[opp].life
        face_ok = spec.kind in ("any", "player")
        face = PLAYER_BASE - opp
        if face_ok and life <= amount:
            return Plan(oid, name, 1000.0, False, {spec.name: [face]})
        theirs = [o for o in creatures(state, opp)
                  if "Hexproof" not in keywords(state, o) and "Shroud" not in keywords(state, o)]
        gift_face = 3 if has_gift else 0   # Blooming Blast: the promised version also hits the controller
        if gift_face and theirs and life <= gift_face:
            return Plan(oid, name, 1000.0, True, {spec.name: [theirs[0]]})
        mana = untapped_lands(state, me) - mana_value(state, oid)
        kill = self._best_kill(state, me, theirs, amount, mana, oid)
        if kill is not None and not (face_ok and life <= self.burn_face_at):
            return Plan(oid, name, value(state, kill) + gift_face, bool(gift_face), {spec.name: [kill]})
        if not face_ok:
            if gift_face and theirs and (life <= self.burn_face_at or state.step is Step.END):
                target = min(theirs, key=lambda o: left(state, o))
                return Plan(oid, name, 3.0, True, {spec.name: [target]})
            return None
        prowess = state.active == me and state.step is Step.MAIN1 and any(
            not state.objects[o].tapped and "Prowess" in keywords(state, o) for o in creatures(state, me))
        late = (state.active != me and state.step is Step.END) or (state.active == me and state.step is Step.MAIN2)
        if life <= self.burn_face_at or prowess or late:
            return Plan(oid, name, float(amount), False, {spec.name: [face]})
        return None

    def _best_kill(self, state: GameState, me: int, theirs: list[int], amount: int, mana: int,
                   exclude: int | None) -> int | None:
        """The most valuable threat this burn kills, alone or (a creature with power 4 or more) with the other
        burn in hand that the untapped lands can still pay for. A threat has power ``threat_power`` or more,
        or would block one of our creatures and survive."""
        killable = [o for o in theirs if left(state, o) <= amount]
        if not killable:
            extra = reach_in_hand(state, me, mana, exclude)
            killable = [o for o in theirs if power(state, o) >= 4 and left(state, o) <= amount + extra]
        mine = creatures(state, me)
        threats = [o for o in killable if power(state, o) >= self.threat_power
                   or any(self._punishes(state, o, m) for m in mine)]
        return max(threats, key=lambda o: value(state, o)) if threats else None

    def _pump_target(self, state: GameState, me: int) -> int | None:
        """A creature of ours whose fight a pump turns around (after blockers), or an unblocked attacker."""
        combat = state.combat
        if combat is None or state.step is not Step.DECLARE_BLOCKERS or not combat.declared_blockers:
            return None
        best: tuple[float, int] | None = None
        for blocker, attacker in combat.blockers.items():
            if blocker not in state.objects or attacker not in state.objects:
                continue
            mine, theirs = (blocker, attacker) if state.objects[blocker].controller == me else (attacker, blocker)
            if state.objects[mine].controller != me or state.objects[theirs].controller == me:
                continue
            gain = 0.0
            if kills(state, theirs, mine) and not kills(state, theirs, mine, -3):
                gain += value(state, mine)
            if not kills(state, mine, theirs) and kills(state, mine, theirs, 3):
                gain += value(state, theirs)
            if gain and (best is None or gain > best[0]):
                best = (gain, mine)
        if best is None:
            opp = opponent(state, me)
            unblocked = [a for a, d in combat.attackers.items() if a in state.objects
                         and state.objects[a].controller == me and a not in combat.blocked]
            total = sum(power(state, a) for a in unblocked)
            if unblocked and total + 3 >= state.players[opp].life:
                return unblocked[0]
            return None
        return best[1]

    # -- targets -----------------------------------------------------------------------------------
    def _target(self, state: GameState, me: int, legal: list[Action]) -> Action | None:
        options = [a.option for a in legal if isinstance(a, Choose)]
        casting = state.casting
        if casting is None or casting.object not in state.objects:
            return None
        source = state.objects[casting.object]
        body = body_of(state, source)
        spec = body.targets[casting.slot] if casting.slot < len(body.targets) else None
        plan = self._plan
        if plan is not None and spec is not None and not source.is_ability and source.card == plan.name:
            for wanted in plan.targets.get(spec.name, []):
                if wanted in options:
                    return Choose(me, wanted)
            if spec.name in plan.targets and "done" in options:
                return Choose(me, "done")
        if spec is not None and spec.name.startswith("awaken"):
            lands = [o for o in options if isinstance(o, int) and o in state.objects
                     and state.objects[o].controller == me]
            if lands:   # the awakened land: one already a creature gets bigger, else an untapped one
                return Choose(me, max(lands, key=lambda o: (is_creature(state, o), not state.objects[o].tapped)))
        verbs = verbs_of(body)
        opp = opponent(state, me)
        if self._sacrifice is not None and source.is_ability and self._sacrifice[1] in options:
            target = self._sacrifice[1]
            self._sacrifice = None
            return Choose(me, target)
        if verbs & HELPFUL and not verbs & HARMFUL:
            mine = [o for o in options if self._is_mine(state, me, o)]
            if mine:
                return Choose(me, max(mine, key=lambda o: value(state, o) if player_of(o) is None else 0))
        theirs = [o for o in options if o != "done" and not self._is_mine(state, me, o)]
        if theirs:
            objects = [o for o in theirs if player_of(o) is None]
            if ("damage" in verbs and not objects) or (PLAYER_BASE - opp in theirs and "damage" in verbs
                                                      and state.players[opp].life <= self.burn_face_at):
                return Choose(me, PLAYER_BASE - opp if PLAYER_BASE - opp in theirs else theirs[0])
            return Choose(me, max(objects, key=lambda o: value(state, o)) if objects else theirs[0])
        if "done" in options:
            return Choose(me, "done")
        if verbs & HARMFUL:   # forced onto our own: the least valuable
            return Choose(me, min((o for o in options if o != "done"), key=lambda o: value(state, o)))
        return None

    def _is_mine(self, state: GameState, me: int, option: object) -> bool:
        pid = player_of(option)
        if pid is not None:
            return pid == me
        obj = state.objects.get(option) if isinstance(option, int) else None
        return obj is not None and (obj.controller == me if obj.zone is Zone.BATTLEFIELD else obj.owner == me)

    # -- combat ------------------------------------------------------------------------------------
    def _attackers(self, state: GameState, me: int, legal: list[Action]) -> Action:
        options = [a.option for a in legal if isinstance(a, Choose) and isinstance(a.option, tuple)]
        if self._attack is None or self._attack[0] != state.turn_number:
            self._attack = (state.turn_number, self._plan_attack(state, me, options))
        chosen = self._attack[1]
        for option in options:
            if option[0] in chosen:
                return Choose(me, option)
        return Choose(me, "done")

    def _plan_attack(self, state: GameState, me: int, options: list[tuple[int, int]]) -> set[int]:
        opp = opponent(state, me)
        candidates = [a for a, d in options if d == opp and power(state, a) > 0]
        if not candidates:
            return set()
        blockers = [o for o in creatures(state, opp) if not state.objects[o].tapped]
        my_life, opp_life = state.players[me].life, state.players[opp].life
        total = sum(power(state, a) for a in candidates)
        reach = reach_in_hand(state, me, untapped_lands(state, me))
        stopped = sum(sorted((power(state, a) for a in candidates), reverse=True)[:len(blockers)])
        crack_back = sorted((power(state, o) for o in creatures(state, opp)), reverse=True)
        if total + reach - stopped >= opp_life:
            return set(candidates)
        if opp_life <= self.all_out_attack_at and sum(crack_back) < my_life:
            return set(candidates)
        safe = [a for a in candidates if self.reckless or not any(self._punishes(state, b, a) for b in blockers)]
        # Keep blockers home when the crack-back could kill us: each one stops the biggest attacker left.
        home = [o for o in creatures(state, me) if o not in candidates and not state.objects[o].tapped]
        vigilant = {a for a in safe if "Vigilance" in keywords(state, a)}
        needed = 0
        while sum(crack_back[needed + len(home) + len(vigilant):]) >= my_life - 1 and \
                needed < len(safe) - len(vigilant):
            needed += 1
        if needed:
            keep = sorted((a for a in safe if a not in vigilant),
                          key=lambda a: (left(state, a), power(state, a)), reverse=True)[:needed]
            safe = [a for a in safe if a not in keep]
        return set(safe)

    def _punishes(self, state: GameState, blocker: int, attacker: int) -> bool:
        """Whether ``blocker`` can block ``attacker``, kill it, and survive."""
        a_keys, b_keys = keywords(state, attacker), keywords(state, blocker)
        if "Flying" in a_keys and not {"Flying", "Reach"} & b_keys:
            return False
        if "First strike" in b_keys and "First strike" not in a_keys and kills(state, blocker, attacker):
            return True
        if "First strike" in a_keys and "First strike" not in b_keys and kills(state, attacker, blocker):
            return False
        return kills(state, blocker, attacker) and not kills(state, attacker, blocker)

    def _blockers(self, state: GameState, me: int, legal: list[Action]) -> Action | None:
        combat = state.combat
        options = [a.option for a in legal if isinstance(a, Choose) and isinstance(a.option, tuple)]
        done = Choose(me, "done")
        if combat is None:
            return None
        blocked = set(combat.blockers.values())
        attacking = [a for a, d in combat.attackers.items() if d == me and a in state.objects]
        unblocked_power = sum(power(state, a) for a in attacking if a not in blocked)
        lethal = unblocked_power >= state.players[me].life - self.chump_margin
        best: tuple[float, Any] | None = None
        for blocker, attacker in options:
            if attacker in blocked:
                continue
            a_keys = keywords(state, attacker)
            if "Menace" in a_keys:
                continue  # one blocker is not enough; leave menace to the fallback when forced
            b_keys = keywords(state, blocker)
            kill, dies = kills(state, blocker, attacker), kills(state, attacker, blocker)
            if "First strike" in b_keys and "First strike" not in a_keys and kill:
                dies = False
            if "First strike" in a_keys and "First strike" not in b_keys and dies:
                kill = False
            a_val, b_val = value(state, attacker), value(state, blocker)
            if kill and not dies:
                score = 100 + a_val
            elif kill and a_val >= b_val - 1:
                score = 50 + a_val - b_val
            elif lethal:
                score = 10 + power(state, attacker) - b_val / 10
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
        def score(option: Any) -> tuple[float, int]:
            dead = sum(value(state, oid) for oid, amount in option if oid in state.objects and amount > 0
                       and amount >= left(state, oid))
            return dead, -len(option)

        return max((a for a in legal if isinstance(a, Choose)), key=lambda a: score(a.option))

    # -- other choices -----------------------------------------------------------------------------
    def _gift(self, state: GameState, me: int, legal: list[Action]) -> Action:
        casting = state.casting
        plan = self._plan
        promise = False
        if plan is not None and casting is not None and casting.object in state.objects \
                and state.objects[casting.object].card == plan.name:
            promise = plan.gift
        promises = [a for a in legal if isinstance(a, Choose) and a.option != "no"]
        if promise and promises:
            return promises[0]
        return Choose(me, "no") if Choose(me, "no") in legal else promises[0]

    def _alternative(self, state: GameState, me: int, legal: list[Action]) -> Action | None:
        return Choose(me, "awaken") if Choose(me, "awaken") in legal else Choose(me, "mana_cost")

    def _yes_no(self, state: GameState, me: int, legal: list[Action], prompt: str = "") -> Action | None:
        if "sacrifice" in prompt.lower():
            return Choose(me, "yes" if self._plan_sacrifice(state, me) else "no")
        for option in ("yes", True):
            if Choose(me, option) in legal:
                return Choose(me, option)
        return None

    def _plan_sacrifice(self, state: GameState, me: int) -> bool:
        """Sacrifice a creature to deal damage equal to its power: for lethal, or to kill something worth
        more than it (the newest creature, the one asking, is never the one sacrificed)."""
        self._sacrifice = None
        opp = opponent(state, me)
        mine = sorted(creatures(state, me), key=lambda o: state.objects[o].timestamp)[:-1]
        best: tuple[float, int, Any] | None = None
        for m in mine:
            p = power(state, m)
            if p >= state.players[opp].life:
                best = (1000.0, m, PLAYER_BASE - opp)
                break
            for t in creatures(state, opp):
                gain = value(state, t) - value(state, m) - 2
                if p >= left(state, t) and gain > 0 and (best is None or gain > best[0]):
                    best = (gain, m, t)
        if best is None:
            return False
        self._sacrifice = (best[1], best[2])
        return True

    def _x(self, state: GameState, me: int, legal: list[Action]) -> Action:
        return max((a for a in legal if isinstance(a, Choose)), key=lambda a: a.option)  # type: ignore[arg-type,return-value]

    def _choose_object(self, state: GameState, me: int, legal: list[Action]) -> Action | None:
        objects = [a.option for a in legal if isinstance(a, Choose) and isinstance(a.option, int)
                   and a.option in state.objects]
        if not objects:
            return None
        if self._sacrifice is not None and self._sacrifice[0] in objects:
            return Choose(me, self._sacrifice[0])
        mine = [o for o in objects if state.objects[o].controller == me or state.objects[o].owner == me]
        theirs = [o for o in objects if o not in mine]
        if theirs and not mine:
            return Choose(me, max(theirs, key=lambda o: value(state, o)))
        pool = mine or objects
        in_hand = [o for o in pool if state.objects[o].zone is Zone.HAND]
        if in_hand:  # discarding: spare lands once there are enough on the battlefield
            lands = [o for o in in_hand if is_land(state, o)]
            if lands and lands_on_field(state, me) >= 4:
                return Choose(me, lands[0])
            spells = [o for o in in_hand if o not in lands] or lands
            return Choose(me, max(spells, key=lambda o: mana_value(state, o)))
        return Choose(me, min(pool, key=lambda o: value(state, o)))


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
