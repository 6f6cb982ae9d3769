"""Declaring attackers and blockers (spec ``scenario-format.md``: ``attack``, ``block``, "Advancing"; CR 508.1,
509.1). An attacker attacks a player, named, or a planeswalker, by object reference (508.1b).
Each pair is one option of the engine's declaration; ``done`` ends it.
"""

from __future__ import annotations

from manastack.judge import explain
from manastack.judge.driving import Driver
from manastack.judge.references import player_id
from manastack.judge.schema import Attack, Block
from manastack.judge.trace import AUTO, judge_note
from manastack.types import actions as ea
from manastack.types.decisions import Decision, DecisionKind
from manastack.types.explained import Explained
from manastack.types.markers import N_


def declare_none(runner: Driver, decision: Decision) -> None:
    """Spec "Advancing": passing through a declaration, the judge declares no attackers or blockers."""
    if "done" not in decision.options:
        raise runner.error(N_("can't declare nothing here: {decision}"),
                           decision=explain.show_decision(runner.state, decision))
    what = "no_attackers" if decision.kind is DecisionKind.ATTACKERS else "no_blockers"
    judge_note(runner.state, AUTO, decision.rule, (("variant", what),), decision.player)
    runner.apply(ea.Choose(decision.player, "done"))


def attack(runner: Driver, action: Attack) -> None:
    """``attack: {attacker: defender}`` answers the declaration of attackers (CR 508.1)."""
    state = runner.state
    pid = runner.player(action.by) if action.by else state.active
    decision = state.decision
    if decision is None or decision.kind is not DecisionKind.ATTACKERS:
        combat = state.combat
        if combat is not None and combat.declared_attackers and not combat.attackers:
            if not action.assignments:
                return   # no creature could attack: the engine declared none
            oid = runner.find(action.assignments[0][0], runner.zone_ids(pid, "battlefield"), "attack")
            raise runner.error(N_("no creature could attack, so no declaration was asked: {why}"),
                               why=explain.why_not_attack(state, oid))
        raise runner.error(N_("no declaration of attackers is pending (write {syntax} first); now: {legal}"),
                           syntax="{advance: declare_attackers}", legal=explain.legal_now(state))
    if decision.player != pid:
        raise runner.error(N_("{player} declares attackers, not {other}"), player=state.players[decision.player].name,
                           other=action.by)
    for attacker, defender in action.assignments:
        oid = runner.find(attacker, runner.zone_ids(pid, "battlefield"), "attack")
        option = _attack_option(runner, oid, defender)
        if option not in state.decision.options:  # type: ignore[union-attr]
            raise runner.error(N_("{attacker} can't attack {defender}: {why}"), attacker=attacker, defender=defender,
                               why=explain.why_not_attack(state, oid))
        runner.choose(pid, option)
    _done(runner, pid, "attackers")


def _attack_option(runner: Driver, oid: int, defender: str) -> tuple[int, ...]:
    """CR 508.1b: the defender is a player (by name) or a planeswalker an opponent controls (by reference)."""
    state = runner.state
    target = player_id(state, defender)
    if target is not None:
        return (oid, target)
    walkers = [o[2] for o in state.decision.options  # type: ignore[union-attr]
               if isinstance(o, tuple) and len(o) == 3 and o[0] == oid]
    walker = runner.find(defender, walkers,
                         Explained(N_("attack: a player or a planeswalker an opponent controls (CR 508.1b)")))
    return (oid, state.objects[walker].controller, walker)


def block(runner: Driver, action: Block) -> None:
    """``block: {blocker: attacker}`` answers a defending player's declaration of blockers (CR 509.1)."""
    state = runner.state
    pid = runner.player(action.by)
    decision = state.decision
    if decision is None or decision.kind is not DecisionKind.BLOCKERS or decision.player != pid:
        combat = state.combat
        if not action.assignments and combat is not None and combat.declared_attackers:
            return   # nothing could block: the engine declared no blockers
        raise runner.error(N_("no declaration of blockers by {player} is pending (write {syntax} first); now: "
                              "{legal}"), player=action.by, syntax="{advance: declare_blockers}",
                           legal=explain.legal_now(state))
    attackers = list(state.combat.attackers) if state.combat else []
    for blocker, attacker in action.assignments:
        b = runner.find(blocker, runner.zone_ids(pid, "battlefield"), "block")
        a = runner.find(attacker, attackers, Explained(N_("block: attacking creatures")))
        option = (b, a)
        if option not in state.decision.options:  # type: ignore[union-attr]
            raise runner.error(N_("{blocker} can't block {attacker}: it must be an untapped creature, and a creature "
                                  "with flying can be blocked only by flying or reach (CR 509.1a, 702.9b)"),
                               blocker=blocker, attacker=attacker)
        runner.choose(pid, option)
    _done(runner, pid, "blockers")


def _done(runner: Driver, pid: int, what: str) -> None:
    """End the declaration, which CR 508.1c and 509.1c check as a whole."""
    decision = runner.state.decision
    kind = DecisionKind.ATTACKERS if what == "attackers" else DecisionKind.BLOCKERS
    if decision is None or decision.kind is not kind or decision.player != pid:
        return
    if "done" not in decision.options:
        shown = explain.show_decision(runner.state, decision)
        if kind is DecisionKind.ATTACKERS:
            raise runner.error(N_("this declaration of attackers is not legal as a whole (e.g. menace, "
                                  "CR 702.110b); {decision}"), decision=shown)
        raise runner.error(N_("this declaration of blockers is not legal as a whole (e.g. menace, CR 702.110b); "
                              "{decision}"), decision=shown)
    runner.choose(pid, "done")


