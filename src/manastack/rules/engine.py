"""The engine's two entry points: ``legal_actions`` and ``apply`` (architecture §1).

``apply`` validates an action against the pending decision (an illegal one raises
``IllegalActionError`` before anything changes), performs it, then ``advance`` runs the rules
forward — resolving, state-based actions, triggers, steps — until some player must decide.
"""

from __future__ import annotations

from collections.abc import Callable

from manastack.rules import as_enters_choice, casting, combat, resolve, sba, stack_triggers, turns
from manastack.rules.control import update_control
from manastack.rules.events import emit, object_ref, player_ref
from manastack.rules.keyword_actions import discard
from manastack.rules.opening import answer_bottom, answer_mulligan, answer_opening_hand
from manastack.rules.priority import next_player, players_in_game, priority_actions
from manastack.rules.triggers import check_state_triggers
from manastack.rules.zones import move
from manastack.types.actions import (
    Action,
    ActivateAbility,
    CastSpell,
    Choose,
    PassPriority,
    PlayLand,
    TurnFaceUp,
    as_int,
)
from manastack.types.decisions import Decision, DecisionKind, Prompt
from manastack.types.enums import Step, Zone
from manastack.types.explained import Explained
from manastack.types.markers import N_
from manastack.types.state import GameState


class IllegalActionError(Explained, ValueError):
    """An action that the pending decision doesn't allow; the game is unchanged (its message: ``Explained``)."""


def legal_actions(game: GameState) -> list[Action]:
    """Every action the deciding player may take now, in a deterministic order."""
    decision = game.decision
    if decision is None or game.game_over:
        return []
    if decision.kind is DecisionKind.PRIORITY:
        return priority_actions(game, decision.player)
    return [Choose(decision.player, option) for option in decision.options]


def apply(game: GameState, action: Action, stop: Callable[[GameState], bool] | None = None) -> None:
    """Validate ``action`` against the pending decision, perform it and advance to the next decision
    (or until ``stop`` holds: see ``advance``)."""
    _validate(game, action)
    decision = game.decision
    assert decision is not None
    if decision.kind is DecisionKind.PRIORITY:
        game.decision = None
        _priority_action(game, action)
    else:
        assert isinstance(action, Choose)
        HANDLERS[game.context](game, action.option)
    advance(game, stop)


ACTION_KINDS = (PassPriority, PlayLand, CastSpell, ActivateAbility, TurnFaceUp, Choose)


def _validate(game: GameState, action: Action) -> None:
    """Everything is checked before anything changes: the kind of action, the exact type of every field (True is
    not the object id 1), whose decision it is, and that the rules allow it now."""
    decision = game.decision
    if game.game_over:
        raise IllegalActionError(N_("the game is over (CR 104): no more actions"))
    if decision is None:
        raise IllegalActionError(N_("no decision is pending"))
    if type(action) not in ACTION_KINDS:
        raise IllegalActionError(N_("{action!r} is not an action"), action=action)
    if not _whole_numbers(action):
        raise IllegalActionError(N_("{action!r}: players, objects and ability numbers are whole numbers"),
                                 action=action)
    if action.player != decision.player:
        raise IllegalActionError(N_("it is {player}'s decision ({prompt}), not player {given}'s"),
                                 player=game.players[decision.player].name, prompt=decision.prompt,
                                 given=getattr(action, "player", "?"))
    if not is_legal(game, action):
        raise _not_legal(game, action, decision)


def _not_legal(game: GameState, action: Action, decision: Decision) -> IllegalActionError:
    """The error of an action the decision doesn't allow: what was asked, its rule, and (some of) what is legal."""
    actions = legal_actions(game)
    legal = tuple(str(a) for a in actions[:12])
    if len(actions) > 12:
        return IllegalActionError(N_("{action} is not legal now: {prompt} [{rule}]; legal: {legal} … ({count} in all)"),
                                  action=action, prompt=decision.prompt, rule=decision.rule or "117", legal=legal,
                                  count=len(actions))
    return IllegalActionError(N_("{action} is not legal now: {prompt} [{rule}]; legal: {legal}"),
                              action=action, prompt=decision.prompt, rule=decision.rule or "117", legal=legal)


def _whole_numbers(action: Action) -> bool:
    if type(action.player) is not int:
        return False
    if isinstance(action, ActivateAbility):
        return type(action.source) is int and type(action.index) is int
    if isinstance(action, (PlayLand, CastSpell)):
        return type(action.card) is int
    return not isinstance(action, TurnFaceUp) or type(action.permanent) is int


def is_legal(game: GameState, action: Action) -> bool:
    """Whether ``action`` answers the pending decision (checked without listing every alternative)."""
    decision = game.decision
    assert decision is not None
    if decision.kind is not DecisionKind.PRIORITY:
        return isinstance(action, Choose) and any(_same(action.option, o) for o in decision.options)
    if isinstance(action, PassPriority):
        return True
    if isinstance(action, ActivateAbility) and action.source in game.objects and \
            is_mana_ability(game, action.source, action.index):
        return _can_activate_mana_now(game, action)
    if isinstance(action, (PlayLand, CastSpell)):
        player = game.players[action.player]
        return (action.card in player.hand or action.card in game.exile or action.card in player.graveyard
                or player.library[:1] == [action.card]) and action in priority_actions(game, action.player)
        # exile: a permission (601.3); flashback (702.34a); the top of the library (601.3, Glarb)
    return action in priority_actions(game, decision.player)


def _same(given: object, option: object) -> bool:
    """An answer is one of the listed options, value and type alike (``True`` doesn't answer with ``1``)."""
    if type(given) is not type(option):
        return False
    if isinstance(option, tuple) and isinstance(given, tuple):
        return len(given) == len(option) and all(_same(g, o) for g, o in zip(given, option, strict=True))
    return given == option


def _priority_action(game: GameState, action: Action) -> None:
    """CR 117.3c: after acting, the same player receives priority; passing moves it on (117.3d)."""
    if isinstance(action, PassPriority):
        _pass(game, action.player)
        return
    game.passes = 0
    if isinstance(action, PlayLand):
        play_land(game, action.player, action.card)
    elif isinstance(action, CastSpell):
        casting.begin_cast(game, action.player, action.card)
    elif isinstance(action, ActivateAbility):
        if is_mana_ability(game, action.source, action.index):
            _activate_mana_ability(game, action)
        else:
            casting.begin_activation(game, action.player, action.source, action.index)
    elif isinstance(action, TurnFaceUp):
        turn_face_up(game, action.player, action.permanent)


def _pass(game: GameState, player: int) -> None:
    """CR 117.4: when all players pass in succession, the top object resolves or the step ends."""
    game.passes += 1
    if game.passes < players_in_game(game):
        game.priority = next_player(game, player)
        return
    game.passes = 0
    if game.stack:
        resolve.begin_resolution(game)
        game.priority = game.active     # CR 117.3b: after resolution the active player receives priority
    else:
        turns.end_step(game)


def play_land(game: GameState, player: int, card: int) -> None:
    """CR 305.1: playing a land puts it onto the battlefield; a special action (116.2a)."""
    game.players[player].lands_played += 1
    move(game, card, Zone.BATTLEFIELD, controller=player, rule="305.1", why="played")


def turn_face_up(game: GameState, player: int, oid: int) -> None:
    """CR 702.37e, 116.2b: pay the morph cost and turn the permanent face up (it doesn't use the stack)."""
    from manastack.rules.abilities import printed
    from manastack.rules.keywords.registry import face_up_cost
    from manastack.rules.mana import pay

    obj = game.objects[oid]
    cost = face_up_cost(printed(obj))
    assert cost is not None
    pay(game, player, cost, "morph")
    obj.face_down = False
    emit(game, "turned_face_up", "702.37e", player=player, objects=(oid,),
         data=(("player", player_ref(game, player)), ("object", object_ref(game, obj))))


def is_mana_ability(game: GameState, source: int, index: int) -> bool:
    from manastack.rules.mana import mana_abilities

    return any(i == index for i, _ in mana_abilities(game, source))


def _can_activate_mana_now(game: GameState, action: ActivateAbility) -> bool:
    """CR 605.3a: a player with priority may activate a mana ability of a permanent they control whose cost
    can be paid (listed among the legal actions only for agents that pay explicitly)."""
    from manastack.rules.mana import can_activate_mana, mana_abilities

    obj = game.objects.get(action.source)
    if obj is None or obj.zone is not Zone.BATTLEFIELD or obj.controller != action.player:
        return False
    return any(i == action.index and can_activate_mana(game, action.source, i, spec)
               for i, spec in mana_abilities(game, action.source))


def _activate_mana_ability(game: GameState, action: ActivateAbility) -> None:
    """CR 605.3a: a mana ability doesn't use the stack; one with a choice of colors asks which first."""
    from manastack.rules import mana_activation
    from manastack.rules.mana_payment import activate, color_decision

    if mana_activation.needs_choices(game, action.source, action.index):    # forage, a color for each mana
        mana_activation.begin(game, action.player, action.source, action.index)
        return
    decision = color_decision(game, action.player, action.source, action.index)
    if len(decision.options) == 1:
        activate(game, action.player, decision.options[0])  # type: ignore[arg-type]
        return
    game.decision = decision
    game.context = "mana_color"


def _answer_mana_color(game: GameState, option: object) -> None:
    from manastack.rules.mana_payment import activate

    player = game.decision.player  # type: ignore[union-attr]
    game.decision = None
    activate(game, player, option)  # type: ignore[arg-type]


def _answer_mana_activation(game: GameState, option: object) -> None:
    from manastack.rules.mana_activation import answer

    answer(game, option)


def _answer_attackers(game: GameState, option: object) -> None:
    game.decision = None
    if combat.declare_attacker(game, option):
        game.phase_done = True


def _answer_blockers(game: GameState, option: object) -> None:
    game.decision = None
    if combat.declare_blocker(game, option):
        game.pending_defenders.pop(0)


def _answer_discard(game: GameState, option: object) -> None:
    game.decision = None
    discard(game, as_int(option), rule="514.1")     # CR 514.1: a turn-based action


HANDLERS = {
    "casting": casting.answer_cast,
    "resolution": resolve.answer_resolution,
    "trigger_order": stack_triggers.answer_order,
    "trigger_targets": stack_triggers.answer_trigger_target,
    "trigger_mode": stack_triggers.answer_trigger_mode,
    "attackers": _answer_attackers,
    "blockers": _answer_blockers,
    "divide": turns.answer_division,
    "combat_order": turns.answer_combat_order,
    "cleanup_discard": _answer_discard,
    "mulligan": answer_mulligan,
    "bottom": answer_bottom,
    "opening_hand": answer_opening_hand,
    "mana_color": _answer_mana_color,
    "mana_activation": _answer_mana_activation,
    "as_enters_choice": as_enters_choice.answer,
    "legend_rule": sba.keep_legend,
}


def advance(game: GameState, stop: Callable[[GameState], bool] | None = None) -> None:
    """Run the rules until a player must decide or the game is over, or until ``stop(game)`` holds
    (the judge stops right after the untap and cleanup turn-based actions; call ``advance`` again to go on)."""
    while game.decision is None and not game.game_over:
        if stop is not None and stop(game):
            return
        if game.casting is not None:
            raise RuntimeError("a cast is under way without a pending decision")
        if game.resolution is not None:
            resolve.continue_resolution(game)
        elif game.unchosen and _ask_as_enters_choice(game):
            continue
        elif not game.phase_done:
            turns.turn_based_actions(game)
        elif game.step is Step.UNTAP:
            turns.end_step(game)
        elif _state_checks(game):
            _cleanup_priority(game)
            continue
        elif game.triggers or game.ordering:
            _cleanup_priority(game)
            stack_triggers.put_waiting_triggers(game)
        elif game.step is Step.CLEANUP and not game.stack and game.passes == 0 and game.priority is None:
            turns.end_step(game)      # CR 514.3: normally no player receives priority in cleanup
        else:
            _give_priority(game)


def _ask_as_enters_choice(game: GameState) -> bool:
    """CR 614.12: a permanent that entered makes its "as this enters, choose …" choice before anything else."""
    from manastack.rules.as_enters_choice import next_choice

    decision = next_choice(game)
    if decision is None:
        return False
    game.decision = decision
    game.context = "as_enters_choice"
    return True


def _cleanup_priority(game: GameState) -> None:
    """CR 514.3a: if state-based actions are performed or abilities trigger during the cleanup step, players
    receive priority in it (and another cleanup step follows, see ``turns.end_step``)."""
    if game.step is Step.CLEANUP and game.priority is None:
        game.priority = game.active


def _state_checks(game: GameState) -> bool:
    """CR 117.5, 704.3, 603.8: before a player receives priority, state-based actions, then state triggers.
    Nothing can become true without an event, so a check that found nothing stands until the next one."""
    if game.sba_seq == game.event_seq:
        return False
    if update_control(game) or sba.check(game) or check_state_triggers(game):   # layer 2 first (CR 613.1b)
        return True
    game.sba_seq = game.event_seq
    return False


def _give_priority(game: GameState) -> None:
    """CR 117.3: the player with priority may act; 800.4a: if they left the game, the next player in turn
    order still in it receives priority."""
    if game.priority is None:
        game.priority = game.active if game.players[game.active].in_game else next_player(game, game.active)
    elif not game.players[game.priority].in_game:
        game.priority = next_player(game, game.priority)
    game.decision = Decision(DecisionKind.PRIORITY, game.priority, Prompt.of("priority"), rule="117.3")
    game.context = "priority"
