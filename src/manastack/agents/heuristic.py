"""A rule-of-thumb agent: a sparring partner that plays like a careful beginner, not like a die.

It keeps 7-card hands with 2–4 lands, plays a land each turn and casts its spells by a plan
(:mod:`manastack.agents.heuristic_plans`): creatures in the main phase, removal on the most valuable
creature it kills (never on its own), burn at the face when that is lethal or the opponent is low (else on a
threat, or late in a turn), burn after blockers on a blocker that would eat an attacker, fights only when its
creature wins, sweepers only when they kill more of the opponent's board, pump after blockers when it wins a
fight or the game. Gifts are promised only when the promised version is worth more than the gift (Blooming
Blast's 3 face damage for a Treasure, Longstalk Brawl's counter when it decides the fight; never Scrapshooter's
card with nothing to destroy); awaken and offspring are paid when affordable (the token copy is a free extra
body). It forages whenever a card asks it to, exiling three graveyard cards (the least valuable) rather than
eating a Food when it can, and picks double strike over the other keyword of a "your choice of". In combat
(:mod:`manastack.agents.heuristic_combat`) it attacks with everything unless the crack-back could be lethal,
then it keeps just enough blockers home; it blocks to kill for free, to trade evenly or better, to soak for
free, and chump-blocks only to survive. Any decision it has no rule for is answered by a seeded random
choice, so it is always legal and reproducible; it never clones the game (about 0.03 ms a decision).

>>> from manastack import Game, RandomAgent, play
>>> from manastack.agents.heuristic import HeuristicAgent
>>> game = Game.new([["Forest"] * 20, ["Mountain"] * 20], seed=3)
>>> play(game, [HeuristicAgent(1), RandomAgent(2)]) is not None
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from manastack.agents.heuristic_combat import CombatRules
from manastack.agents.heuristic_loyalty import loyalty_choice
from manastack.agents.heuristic_plans import (
    HARMFUL,
    HELPFUL,
    PLAYER_BASE,
    Plan,
    creatures,
    damage_amount,
    favourite,
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
from manastack.cards.vocabulary.pay import Pay
from manastack.rules.abilities import body_of
from manastack.rules.characteristics import chars
from manastack.rules.resolve import instructions
from manastack.types.actions import Action, CastSpell, Choose, PassPriority, PlayLand
from manastack.types.decisions import DecisionKind, Prompt
from manastack.types.enums import CardType, Step, Zone
from manastack.types.rng import Rng

if TYPE_CHECKING:
    from manastack.game import Game
    from manastack.types.state import GameState

__all__ = ["HeuristicAgent"]


class HeuristicAgent(CombatRules):
    """Plays by a handful of rules of thumb; falls back to a seeded random legal action.

    The thresholds below were tuned on the sample decks against ``RandomAgent`` (200+ games per pairing).
    """

    #: Opponent's life at or below which every burn spell goes to the face.
    burn_face_at = 12
    #: Opponent's life at or below which every creature attacks (when the crack-back is survivable).
    all_out_attack_at = 4
    #: Burn kills creatures with at least this power (and any that would eat one of our attackers).
    threat_power = 3
    #: Keep any hand after this many mulligans (before that, only hands with 2–5 lands).
    max_mulligans = 1
    #: Chump-block when the unblocked attackers would leave us at this much life or less.
    chump_margin = 1
    #: Keep a 7-card hand with at most this many lands (measured: 4 beats 5 by ~2 points for the aggro decks).
    keep_max_lands = 4
    #: Attack only where no untapped blocker would kill the attacker and survive (False: attack anyway).
    cautious = False
    #: Keep blockers home while the opponent's creatures could deal our life minus this much.
    hold_margin = 1

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
            if plan is None and definition.keyword("gift") is None and not damage_amount(definition.spell):
                plan = self._generic_plan(state, me, action.card, definition, my_main)
            if plan is not None and (best is None or plan.value > best[0]):
                best = (plan.value, action, plan)
        if best is None:
            walker = loyalty_choice(state, legal) if my_main else None     # CR 606.3: only as a sorcery
            return walker if walker is not None else PassPriority(me)
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
        rescue = self._rescue(state, me, theirs, amount)
        if rescue is not None:
            return Plan(oid, name, rescue[0] + gift_face, bool(gift_face), {spec.name: [rescue[1]]})
        mana = untapped_lands(state, me) - mana_value(state, oid)
        kill = self._best_kill(state, me, theirs, amount, mana, oid)
        if kill is None and not face_ok:   # burn that only hits creatures: any creature it kills will do
            killable = [o for o in theirs if left(state, o) <= amount]
            kill = max(killable, key=lambda o: value(state, o)) if killable else None
        if kill is not None and not (face_ok and life <= self.burn_face_at):
            return Plan(oid, name, value(state, kill) + gift_face, bool(gift_face), {spec.name: [kill]})
        if not face_ok:
            if gift_face and theirs and (life <= self.burn_face_at or state.step is Step.END):
                target = min(theirs, key=lambda o: left(state, o))
                return Plan(oid, name, 3.0, True, {spec.name: [target]})
            return None
        combat = state.combat
        prowess = state.active == me and state.step is Step.DECLARE_BLOCKERS and combat is not None and any(
            a in state.objects and "Prowess" in keywords(state, a) and a not in combat.blocked
            for a in combat.attackers)
        late = (state.active != me and state.step is Step.END) or (state.active == me and state.step is Step.MAIN2)
        if life <= self.burn_face_at or prowess or late:
            return Plan(oid, name, float(amount), False, {spec.name: [face]})
        return None

    def _rescue(self, state: GameState, me: int, theirs: list[int], amount: int) -> tuple[float, int] | None:
        """After blockers: the opposing creature in a fight with ours that this burn kills before it kills ours
        (a blocker of our attacker on our turn, an attacker we blocked on theirs)."""
        combat = state.combat
        if state.step is not Step.DECLARE_BLOCKERS or combat is None or not combat.declared_blockers:
            return None
        best: tuple[float, int] | None = None
        for blocker, attacker in combat.blockers.items():
            if blocker not in state.objects or attacker not in state.objects:
                continue
            ours, enemy = (attacker, blocker) if state.active == me else (blocker, attacker)
            if enemy not in theirs or state.objects[ours].controller != me or left(state, enemy) > amount:
                continue
            others = [b for b, a in combat.blockers.items() if a == attacker and b != blocker]
            if not kills(state, enemy, ours) or (state.active == me and any(kills(state, b, ours) for b in others)):
                continue
            gain = value(state, enemy) + value(state, ours)
            if best is None or gain > best[0]:
                best = (gain, enemy)
        return best

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

    def _additional_cost(self, state: GameState, me: int, legal: list[Action]) -> Action | None:
        """Offspring (702.175a): offered only when the whole cost can be paid, and a 1/1 copy is worth it."""
        return Choose(me, "yes") if Choose(me, "yes") in legal else None

    def _forage(self, state: GameState, me: int, legal: list[Action]) -> Action | None:
        """CR 701.61a: keep the Food (life, and fodder for the next forage); the graveyard pays first."""
        return Choose(me, "exile") if Choose(me, "exile") in legal else None

    def _favourite(self, state: GameState, me: int, legal: list[Action]) -> Action | None:
        """A color or creature type chosen as a permanent enters: the one the player's cards share most."""
        best = favourite(state, me, [a.option for a in legal if isinstance(a, Choose)])
        return Choose(me, best) if best is not None else None  # type: ignore[arg-type]

    def _keyword(self, state: GameState, me: int, legal: list[Action]) -> Action | None:
        return next((a for a in legal if isinstance(a, Choose) and a.option == "Double strike"), None)

    def _yes_no(self, state: GameState, me: int, legal: list[Action], prompt: Prompt | None = None) -> Action | None:
        """Yes to every "you may" (CR 603.5, 118.12), foraging too (every forage payoff, a card, counters, a card
        back, is worth it); a cost paid by sacrificing only when the sacrifice is worth it."""
        if prompt is not None and prompt.kind == "pay" and _sacrifice_offered(state, me, legal):
            return Choose(me, "yes" if self._plan_sacrifice(state, me) else "no")
        for option in ("yes", True):
            if Choose(me, option) in legal:
                return Choose(me, option)
        return None

    def _replacement_order(self, state: GameState, me: int, legal: list[Action]) -> Action | None:
        """CR 616.1: the damaged player applies first the effect that leaves it the least damage (then the most
        prevention left for later)."""
        from manastack.rules.replacement_order import results_if_first

        decision = state.decision
        assert decision is not None
        results = results_if_first(state, decision)
        return Choose(me, min(results, key=lambda key: results[key]))

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


def _sacrifice_offered(state: GameState, me: int, legal: list[Action]) -> bool:
    """Whether a cost the resolving instruction offers to pay (CR 118.12: "you may sacrifice …", "unless they
    sacrifice … or …") sacrifices a permanent."""
    resolution = state.resolution
    if resolution is None:
        return False
    effect = instructions(state, state.objects[resolution.object])[resolution.step]
    if not isinstance(effect, Pay):
        return False
    return any(cost is not None and Choose(me, option) in legal and (cost.sacrifice_self or cost.sacrifice is not None)
               for option, cost in (("yes", effect.cost), ("or", effect.or_cost)))


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
    DecisionKind.ADDITIONAL_COST: HeuristicAgent._additional_cost,
    DecisionKind.FORAGE: HeuristicAgent._forage,
    DecisionKind.CHOOSE_KEYWORD: HeuristicAgent._keyword,
    DecisionKind.CHOOSE_TYPE: HeuristicAgent._favourite,
    DecisionKind.CHOOSE_COLOR: HeuristicAgent._favourite,
    DecisionKind.YES_NO: HeuristicAgent._yes_no,
    DecisionKind.X: HeuristicAgent._x,
    DecisionKind.CHOOSE_OBJECT: HeuristicAgent._choose_object,
    DecisionKind.REPLACEMENT_ORDER: HeuristicAgent._replacement_order,
}
