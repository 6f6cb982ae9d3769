"""Turn structure (CR 500–514): steps in order, their turn-based actions, and the next turn.

Each step first performs its turn-based actions (``game.phase_done`` is False until they are done;
some are decisions: attackers, blockers, dividing damage, discarding to hand size), then players
receive priority (except in untap and, normally, cleanup: 502.4, 514.3).
"""

from __future__ import annotations

from manastack.rules import combat
from manastack.rules.continuous import end_at_end_step, end_turn_effects, end_until_next_turn, prune
from manastack.rules.effects.skip_untap import skips_untap
from manastack.rules.events import emit, object_refs, player_ref
from manastack.rules.keyword_actions import draw, untap
from manastack.rules.keywords.registry import untap_step_actions
from manastack.rules.mana import empty_pools
from manastack.types.decisions import Decision, DecisionKind, Prompt, object_labels
from manastack.types.enums import STEP_ORDER, Step
from manastack.types.state import GameState

MAX_HAND_SIZE = 7
STEP_RULES = {
    Step.UNTAP: "502.1", Step.UPKEEP: "503.1", Step.DRAW: "504.1", Step.MAIN1: "505.1",
    Step.BEGIN_COMBAT: "507.1", Step.DECLARE_ATTACKERS: "508.1", Step.DECLARE_BLOCKERS: "509.1",
    Step.COMBAT_DAMAGE: "510.1", Step.END_COMBAT: "511.1", Step.MAIN2: "505.1", Step.END: "513.1",
    Step.CLEANUP: "514.1",
}


def begin_step(game: GameState, step: Step) -> None:
    """CR 500.1: a new step begins; "at the beginning of" abilities trigger (603.2b)."""
    game.step = step
    game.phase_done = False
    game.priority = None
    game.passes = 0
    emit(game, "step_begin", STEP_RULES[step], player=game.active,
         data=(("step", step), ("player", player_ref(game, game.active)), ("turn", game.turn_number)))


def turn_based_actions(game: GameState) -> None:
    """Perform the current step's turn-based actions; a decision may interrupt (then called again)."""
    TBA[game.step](game)


def _untap_step(game: GameState) -> None:
    """CR 502.2–502.3: effects "until your next turn" end; the active player untaps their permanents."""
    end_until_next_turn(game, game.active)
    untap_step_actions(game, game.active)     # CR 502.1: phasing happens before untapping
    for oid in game.battlefield:
        obj = game.objects[oid]
        if obj.controller == game.active and not obj.phased_out:
            obj.sick = False        # CR 302.6: controlled continuously since the turn began
            if skips_untap(game, oid):
                continue            # CR 502.3: an effect keeps it from untapping
            if obj.tapped and not obj.counters.get("stun"):
                untap(game, oid, rule="502.3")
            elif obj.tapped:
                _remove_stun(game, oid)
    game.phase_done = True


def _remove_stun(game: GameState, oid: int) -> None:
    """CR 122.1d: if a permanent with a stun counter would become untapped, remove a stun counter instead."""
    from manastack.rules.counters import remove_counters

    remove_counters(game, oid, "stun", 1, rule="122.1d")


def _draw_step(game: GameState) -> None:
    """CR 504.1, 103.8a: the active player draws, except the starting player on the first turn of a
    two-player game."""
    skip = game.turn_number == 1 and game.active == game.starting_player and len(game.players) == 2
    if skip:
        emit(game, "skip_draw", "103.8a", data=(("player", player_ref(game, game.active)),))
    else:
        draw(game, game.active, 1, rule="504.1")
    game.phase_done = True


def _nothing(game: GameState) -> None:
    game.phase_done = True


def _end_step(game: GameState) -> None:
    """CR 513.1, 611.2b: as the end step begins, effects "until your next end step" of its player end."""
    end_at_end_step(game, game.active)
    game.phase_done = True


def _begin_combat(game: GameState) -> None:
    """CR 507.1: the combat phase begins."""
    combat.new_combat(game)
    game.phase_done = True


def _declare_attackers(game: GameState) -> None:
    """CR 508.1: the active player declares attackers (a decision)."""
    decision = combat.attackers_decision(game)
    if decision is None:
        assert game.combat is not None
        game.combat.declared_attackers = True
        game.phase_done = True
        return
    game.decision = decision
    game.context = "attackers"


def _declare_blockers(game: GameState) -> None:
    """CR 509.1: each defending player, in APNAP order, declares blockers."""
    assert game.combat is not None
    while game.pending_defenders:
        decision = combat.blockers_decision(game, game.pending_defenders[0])
        if decision is not None:
            game.decision = decision
            game.context = "blockers"
            return
        game.pending_defenders.pop(0)
    combat.finish_blocks(game)
    game.phase_done = True


def _combat_damage(game: GameState) -> None:
    """CR 510.1–510.2: assign combat damage (dividing where needed), then deal it all at once; before it is dealt,
    the affected players choose the order of the effects modifying it where that matters (616.1, a decision)."""
    state = game.combat
    assert state is not None
    first_step = combat.has_first_strike_step(game) and not state.first_strike_done
    for attacker in [a for a in state.attackers if a in game.objects]:
        if attacker in game.assigned or not combat.deals_damage_now(game, attacker, first_step):
            continue
        amount = max(0, _power(game, attacker))
        decision = combat.division_decision(game, attacker, amount) if attacker in state.blocked else None
        if decision is not None:
            game.decision = decision
            game.context = "divide"
            game.assigned[-attacker - 1] = ()   # marks whose division is being asked
            return
        game.assigned[attacker] = combat.default_assignment(game, attacker, amount)
    for blocker in [b for b in state.blockers if b in game.objects]:
        if combat.deals_damage_now(game, blocker, first_step):
            game.assigned[blocker] = combat.blocker_assignment(game, blocker)
    assigned = {k: v for k, v in game.assigned.items() if k >= 0}
    decision = combat.deal_combat_damage(game, assigned, first_step)
    if decision is not None:
        game.decision = decision
        game.context = "combat_order"
        return
    game.assigned = {}
    if first_step:
        state.first_strike_done = True
    else:
        state.regular_done = True
    game.phase_done = True


def _power(game: GameState, oid: int) -> int:
    from manastack.rules.characteristics import power

    return power(game, game.objects[oid])


def answer_division(game: GameState, option: object) -> None:
    """Record the attacking player's division (CR 510.1c) and go on assigning."""
    pending = next(k for k in game.assigned if k < 0)
    del game.assigned[pending]
    game.assigned[-pending - 1] = option  # type: ignore[assignment]
    game.decision = None


def answer_combat_order(game: GameState, option: object) -> None:
    """Record the affected player's choice of the effect to apply first (CR 616.1) and go on (the next question,
    or the damage)."""
    assert game.combat is not None
    game.combat.orders.append(option)
    game.decision = None


def _end_combat(game: GameState) -> None:
    game.phase_done = True


def _cleanup(game: GameState) -> None:
    """CR 514.1–514.2: discard to maximum hand size, then remove damage and end "this turn" effects."""
    player = game.players[game.active]
    if len(player.hand) > MAX_HAND_SIZE:
        game.decision = Decision(DecisionKind.CHOOSE_OBJECT, game.active, Prompt.of("cleanup_discard"),
                                 tuple(player.hand), object_labels(game.objects, player.hand), "514.1")
        game.context = "cleanup_discard"
        return
    _remove_damage(game)
    end_turn_effects(game)
    for p in game.players:
        p.kept_mana = (0,) * 6        # CR 514.2: "until end of turn" ends: this mana empties as cleanup ends
    prune(game)
    for p in game.players:
        p.cant_cast = False
    game.phase_done = True


def _remove_damage(game: GameState) -> None:
    """CR 514.2: all damage marked on permanents is removed (one event, only if some permanent had damage)."""

    damaged = [oid for oid in game.battlefield if game.objects[oid].damage or game.objects[oid].deathtouched]
    for oid in damaged:
        game.objects[oid].damage = 0
        game.objects[oid].deathtouched = False
    if damaged:
        emit(game, "damage_removed", "514.2", objects=tuple(damaged), data=(("objects", object_refs(game, damaged)),))


TBA = {
    Step.UNTAP: _untap_step, Step.UPKEEP: _nothing, Step.DRAW: _draw_step, Step.MAIN1: _nothing,
    Step.BEGIN_COMBAT: _begin_combat, Step.DECLARE_ATTACKERS: _declare_attackers,
    Step.DECLARE_BLOCKERS: _declare_blockers, Step.COMBAT_DAMAGE: _combat_damage, Step.END_COMBAT: _end_combat,
    Step.MAIN2: _nothing, Step.END: _end_step, Step.CLEANUP: _cleanup,
}


def end_step(game: GameState) -> None:
    """CR 500.4: mana empties; then the next step (508.8: no attackers skips blockers and damage)."""
    empty_pools(game)
    step = game.step
    state = game.combat
    if step is Step.COMBAT_DAMAGE and state is not None and state.first_strike_done and not state.regular_done:
        begin_step(game, Step.COMBAT_DAMAGE)   # CR 510.4: the second combat damage step
        return
    if step is Step.END_COMBAT:
        game.combat = None                     # CR 511.3: creatures stop being attacking/blocking
    if step is Step.CLEANUP:
        if game.priority is not None:
            begin_step(game, Step.CLEANUP)     # CR 514.3a: players received priority: another cleanup step
        else:
            next_turn(game)
        return
    following = STEP_ORDER[STEP_ORDER.index(step) + 1]
    if step is Step.DECLARE_ATTACKERS and state is not None and not state.attackers:
        following = Step.END_COMBAT
    begin_step(game, following)


def next_turn(game: GameState) -> None:
    """CR 500.7, 101.4: extra turns first (the most recent first), else the next player in turn order."""
    if game.extra_turns:
        game.active = game.extra_turns.pop(0)
    else:
        n = len(game.players)
        nxt = (game.last_normal + 1) % n
        while not game.players[nxt].in_game:
            nxt = (nxt + 1) % n
        game.active = game.last_normal = nxt
    game.turn_number += 1
    game.spells_cast = []
    game.spell_types_cast = []
    game.died = []
    game.spell_names_cast = []
    game.targeted = []
    game.damaged = []
    game.abilities_resolved = []
    game.once_used = []
    game.loyalty_activated = []      # CR 606.3: "this turn"
    game.creatures_entered = []
    game.creatures_exiled = []
    for p in game.players:
        p.lands_played = 0
        p.spent_on_spells = 0
        p.left_graveyard = p.sacrificed_food = p.life_lost = p.life_gained = 0
    emit(game, "turn_begin", "500.1", player=game.active,
         data=(("turn", game.turn_number), ("player", player_ref(game, game.active))))
    begin_step(game, Step.UNTAP)
