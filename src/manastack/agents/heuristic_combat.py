"""Combat rules of thumb for the heuristic agent (see :mod:`manastack.agents.heuristic`): which creatures
attack, which block, and how a multi-blocked attacker divides its damage (CR 508, 509, 510.1c).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from manastack.agents.heuristic_loyalty import attack_target
from manastack.agents.heuristic_plans import (
    creatures,
    instant_burn,
    keywords,
    kills,
    left,
    opponent,
    power,
    reach_in_hand,
    untapped_lands,
    value,
)
from manastack.types.actions import Action, Choose

if TYPE_CHECKING:
    from manastack.types.state import GameState


class CombatRules:
    """Attacking and blocking; mixed into ``HeuristicAgent``, whose thresholds it reads."""

    all_out_attack_at: int
    chump_margin: int
    hold_margin: int
    cautious: bool
    _attack: tuple[int, set[int]] | None

    def _attackers(self, state: GameState, me: int, legal: list[Action]) -> Action:
        options = [a.option for a in legal if isinstance(a, Choose) and isinstance(a.option, tuple)]
        if self._attack is None or self._attack[0] != state.turn_number:
            self._attack = (state.turn_number, self._plan_attack(state, me, options))
        chosen = self._attack[1]
        opp = opponent(state, me)
        lethal = sum(power(state, a) for a in chosen) >= state.players[opp].life
        for option in options:
            if option[0] in chosen:
                return Choose(me, attack_target(state, option[0], options, lethal))
        done = Choose(me, "done")
        return done if done in legal else Choose(me, options[0])    # CR 508.1d: a creature that must attack

    def _plan_attack(self, state: GameState, me: int, options: list[tuple[int, ...]]) -> set[int]:
        opp = opponent(state, me)
        candidates = [o[0] for o in options if len(o) == 2 and o[1] == opp and power(state, o[0]) > 0]
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
        # A random-ish defender blocks only some of the time, so attacking even into a blocker that would eat the
        # attacker pays (measured: +5 points against RandomAgent); ``cautious`` attacks only where no blocker does.
        safe = [a for a in candidates if not self.cautious or not any(self._punishes(state, b, a) for b in blockers)]
        # Keep blockers home when the crack-back could kill us: each one stops the biggest attacker left.
        home = [o for o in creatures(state, me) if o not in candidates and not state.objects[o].tapped]
        vigilant = {a for a in safe if "Vigilance" in keywords(state, a)}
        needed = 0
        while sum(crack_back[needed + len(home) + len(vigilant):]) >= my_life - self.hold_margin and \
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
        # Burn in hand (castable now) can finish the attacker after blocks, saving the blocker (the agent's
        # burn plan does that on the opponent's declare-blockers step); count on it for one block only.
        burn = 0 if combat.blockers else instant_burn(state, me)
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
            if dies and burn >= left(state, attacker):
                kill, dies = True, False
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

