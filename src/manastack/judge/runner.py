"""Playing a scenario's actions (spec ``scenario-format.md``, "Actions", "Advancing", "Forced decisions").

:class:`Runner` drives the engine: priority actions are checked against ``engine.legal_actions`` (an illegal one is
error 2 naming the file, the action's index, its YAML line, the rule and the legal alternatives), decisions are
answered from the action's options (``cast``) or by ``choose`` (``judge.answers``), and forced decisions are taken
automatically and shown in the trace. Expectations are evaluated by ``judge.expect``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from manastack.judge import answers, declare, explain
from manastack.judge.expect import evaluate
from manastack.judge.references import (
    Where,
    option_label,
    player_id,
    reference,
    reference_label,
    resolve_object,
)
from manastack.judge.schema import (
    Action,
    Activate,
    Advance,
    Attack,
    BadReference,
    Block,
    Cast,
    Choose,
    ExpectStep,
    Pass,
    Play,
    Resolve,
    Scenario,
    TurnFaceUp,
)
from manastack.judge.trace import CHOICE, PASS, judge_note, privacy
from manastack.judge.yaml_lines import ScenarioError
from manastack.rules import engine
from manastack.rules.cast_permissions import playable_lands_from_exile
from manastack.rules.forced import FORCED
from manastack.rules.play_from_library import playable_top
from manastack.rules.priority import players_in_game
from manastack.types import actions as ea
from manastack.types.actions import Choice
from manastack.types.decisions import Decision, DecisionKind, Label, Prompt
from manastack.types.enums import Step, Zone
from manastack.types.events import Event, ObjectRef
from manastack.types.explained import Explained
from manastack.types.markers import N_
from manastack.types.state import GameState

MAX_PASSES = 2000   # a guard against advancing forever
# Decisions whose answer the engine itself puts in the trace (702.113a, 702.174a, 702.175a, 508.1, 509.1).
UNNOTED = frozenset({DecisionKind.ALTERNATIVE_COST, DecisionKind.GIFT, DecisionKind.ADDITIONAL_COST,
                     DecisionKind.ATTACKERS, DecisionKind.BLOCKERS})
# Decisions whose options are numbers, not objects: a mode's index or X is never an object id (700.2a, 107.3a).
NUMBERED = frozenset({DecisionKind.MODE, DecisionKind.X})


class Runner:
    """Plays one scenario on a state built by ``judge.setup``; collects expectation failures."""

    def __init__(self, scenario: Scenario, state: GameState) -> None:
        self.scenario = scenario
        self.state = state
        self.failures: list[Explained] = []   # reports: each reads in any language
        self.auto: list[tuple[Decision, object]] = []    # (decision, option) taken automatically since last action
        self.pending_order: list[str] = []               # rest of a {choose: {order}} interrupted by a target
        self.order_player: int | None = None             # whose triggers those are
        self.action: Action | None = None
        self.window_start = 0                            # events since the last action other than choose
        self.stack_was_empty = True                      # before resuming for the current action

    # -- the whole scenario -----------------------------------------------------------------------
    def run(self) -> None:
        """Every action in order, then the final expectations (spec "Expectations")."""
        for action in self.scenario.actions:
            self.step(action)
        self.action = None
        self.failures += evaluate(self.state, self.scenario.file, self.scenario.expect)

    def step(self, action: Action) -> None:
        """One action (spec "Actions")."""
        self.action = action
        if isinstance(action, ExpectStep):
            self.failures += evaluate(self.state, self.scenario.file, action.expectations, action.index)
            return
        if self.state.game_over:
            raise self.error(N_("the game is over (CR 104): only expect may follow"))
        if not isinstance(action, Choose):
            self.auto = []
            self.window_start = len(self.state.events)
        self.stack_was_empty = not self.state.stack
        self.resume()
        answers.take_forced(self, action)
        HANDLERS[type(action)](self, action)

    def resume(self) -> None:
        """Go on after an ``advance`` that stopped right after untap or cleanup turn-based actions."""
        if self.state.decision is None and not self.state.game_over:
            engine.advance(self.state)

    # -- helpers ----------------------------------------------------------------------------------
    def error(self, message: str | Explained, **facts: object) -> ScenarioError:
        """Error 2 at the current action (spec "Exit codes"): a template marked ``N_`` and its facts, or an
        ``Explained`` error."""
        action = self.action
        line = getattr(action, "line", 0) or None
        index = getattr(action, "index", 0) or None
        return ScenarioError(self.scenario.file, line, index, message, **facts)

    def player(self, name: str) -> int:
        pid = player_id(self.state, name)
        if pid is None:
            raise self.error(N_("unknown player {name!r}; players: {players}"), name=name,
                             players=tuple(p.name for p in self.state.players))
        return pid

    def find(self, text: str, candidates: list[int], where: Where) -> int:
        try:
            return resolve_object(self.state, text, candidates, where)
        except BadReference as exc:
            raise self.error(exc) from None

    def apply(self, engine_action: ea.Action, stop: Callable[[GameState], bool] | None = None) -> None:
        """Apply one engine action; an illegal one is error 2 listing what is legal."""
        seen = len(self.state.events)
        try:
            engine.apply(self.state, engine_action, stop)
        except engine.IllegalActionError as exc:
            raise self.error(N_("{problem}; legal now: {legal}"), problem=exc,
                             legal=explain.legal_now(self.state)) from None
        self.auto += [(_forced_decision(e), e.get("option")) for e in self.state.events[seen:] if e.kind == FORCED]

    def choose(self, pid: int, option: object) -> None:
        """Answer the pending decision with ``option``, noting the choice in the trace (its rule)."""
        decision = self.state.decision
        if decision is not None and decision.kind not in UNNOTED and option in decision.options:
            label: Label | str = decision.label_at(option) or repr(option)   # the view writes a Label's words
            if decision.kind is DecisionKind.TRIGGER_ORDER and isinstance(option, int):
                label = _trigger_label(self.state, option, label)
            elif decision.kind not in NUMBERED and isinstance(option, int) and option in self.state.objects:
                label = reference_label(self.state, option)   # as a scenario would name it
            elif label == repr(option) and decision.kind not in NUMBERED:   # X = 3 is not object 3
                label = option_label(self.state, option)
            judge_note(self.state, CHOICE, decision.rule or "117",
                       (("prompt", decision.prompt), ("label", label)), pid,
                       **privacy(self.state, decision, option))
        self.apply(ea.Choose(pid, option))  # type: ignore[arg-type]

    def pass_priority(self, pid: int, stop: Callable[[GameState], bool] | None = None) -> None:
        """CR 117.3d: ``pid`` passes priority (shown in the verbose trace)."""
        judge_note(self.state, PASS, "117.3d", (), pid)
        self.apply(ea.PassPriority(pid), stop)

    def priority_for(self, pid: int) -> None:
        """Spec "Actions": players pass in turn order until ``pid`` receives priority, unless that would let
        the top of the stack resolve or the step end (error 2)."""
        state = self.state
        while True:
            decision = state.decision
            if decision is None or decision.kind is not DecisionKind.PRIORITY:
                legal = explain.legal_now(state) if decision else Explained(N_("no decision is pending"))
                raise self.error(N_("{player} can't act now: {legal}"), player=state.players[pid].name, legal=legal)
            if decision.player == pid:
                return
            if state.passes + 1 >= players_in_game(state):
                what = (Explained(N_("{spell} would resolve"), spell=answers.stack_name(state, state.stack[-1]))
                        if state.stack else Explained(N_("the {step} step would end"), step=state.step))
                raise self.error(N_("{holder} holds priority; if players passed until {player} received it, {what} "
                                    "(CR 117.4): write the passes or resolve explicitly"),
                                 holder=state.players[decision.player].name, player=state.players[pid].name, what=what)
            self.pass_priority(decision.player)

    def zone_ids(self, pid: int, zone: str) -> list[int]:
        """The objects in one of ``pid``'s zones (battlefield: controlled; exile: owned)."""
        state = self.state
        if zone == "battlefield":
            return [o for o in state.battlefield if state.objects[o].controller == pid]
        if zone == "exile":
            return [o for o in state.exile if state.objects[o].owner == pid]
        return list(state.zone_list(Zone(zone), pid))

    def check_legal(self, engine_action: ea.Action, why: Explained) -> None:
        if engine_action not in engine.legal_actions(self.state):
            raise self.error(N_("{problem}; legal now: {legal}"), problem=why, legal=explain.legal_now(self.state))


def _forced_decision(event: Event) -> Decision:
    """The one-option decision the engine took by itself (``rules.forced``), as the judge matches a choose."""
    label = event.get("label")
    option: Choice = event.get("option")  # type: ignore[assignment]
    prompt = event.get("prompt")
    assert isinstance(prompt, Prompt)
    labels = (label,) if isinstance(label, Label) else ()
    return Decision(DecisionKind(event.get("kind")), event.player or 0, prompt, (option,), labels, event.rule)


def _trigger_label(state: GameState, index: int, label: Label | str) -> Label | str:
    """Which source's triggered ability goes on the stack next (CR 603.3b), its source as a reference."""
    source = state.ordering[index].source
    if source in state.objects and isinstance(label, Label):
        return Label.of("ability_of", object=ObjectRef(source, reference(state, source)), text=label.get("text"))
    return label


# -- priority actions --------------------------------------------------------------------------------
def _play(runner: Runner, action: Play) -> None:
    """CR 305.1: play a land from the hand, or from exile or the top of the library where an effect allows it
    (Alania's Pathmaker, Glarb)."""
    pid = runner.player(action.by)
    runner.priority_for(pid)
    top = playable_top(runner.state, pid)
    places = runner.zone_ids(pid, "hand") + playable_lands_from_exile(runner.state, pid)
    places += [top] if top is not None else []
    oid = runner.find(action.card, places, Explained(N_("play: {player}'s hand"), player=action.by))
    move = ea.PlayLand(pid, oid)
    runner.check_legal(move, Explained(N_("{player} can't play {card}: {why}"), player=action.by, card=action.card,
                                       why=explain.why_not_play(runner.state, pid, oid)))
    runner.apply(move)


def _cast(runner: Runner, action: Cast) -> None:
    """CR 601.2: cast a spell, answering its questions from the action's options."""
    pid = runner.player(action.by)
    runner.priority_for(pid)
    zone = action.from_zone
    # exile is shared: a card another player owns may be castable there (CR 601.3, e.g. Cruelclaw's Heist)
    places = list(runner.state.exile) if zone == "exile" else runner.zone_ids(pid, zone)
    oid = runner.find(action.card, places, Explained(N_("cast: {player}'s {zone}"), player=action.by, zone=Zone(zone)))
    move = ea.CastSpell(pid, oid)
    if move not in ea_legal(runner):
        why = (explain.why_not_cast(runner.state, pid, oid) if zone == "hand"
               else Explained(N_("nothing allows casting it from the {zone} (CR 601.3)"), zone=Zone(zone)))
        runner.check_legal(move, Explained(N_("{player} can't cast {card}: {why}"), player=action.by, card=action.card,
                                           why=why))
    before = set(runner.state.stack)
    runner.apply(move)
    answers.answer_casting(runner, action, pid, before)


def _activate(runner: Runner, action: Activate) -> None:
    """CR 602.2: activate ability number ``ability`` (printed order, mana abilities counted)."""
    pid = runner.player(action.by)
    runner.priority_for(pid)
    zones = (action.from_zone,) if action.from_zone else ("battlefield", "hand", "graveyard", "exile")
    candidates = [o for z in zones for o in runner.zone_ids(pid, z)]
    oid = runner.find(action.card, candidates, Explained(N_("activate: {player}'s objects"), player=action.by))
    index = answers.check_ability_index(runner, oid, action.ability)
    move = ea.ActivateAbility(pid, oid, index)
    if not engine.is_legal(runner.state, move):
        why = explain.why_not_activate(runner.state, pid, oid, index)
        runner.check_legal(move, Explained(N_("{player} can't activate ability {number} of {card}: {why}"),
                                           player=action.by, number=action.ability, card=action.card, why=why))
    before = set(runner.state.stack)
    runner.apply(move)
    answers.answer_casting(runner, action, pid, before)


def _turn_face_up(runner: Runner, action: TurnFaceUp) -> None:
    """CR 702.37e, 116.2b: turn a face-down permanent face up by paying its morph cost."""
    pid = runner.player(action.by)
    runner.priority_for(pid)
    faces = [o for o in runner.zone_ids(pid, "battlefield") if runner.state.objects[o].face_down]
    oid = runner.find(action.card, faces, Explained(N_("turn_face_up: {player}'s face-down permanents"),
                                                    player=action.by))
    runner.check_legal(ea.TurnFaceUp(pid, oid), Explained(N_("{player} can't turn {card} face up: it has no morph "
                                                             "cost or the cost can't be paid (CR 702.37e)"),
                                                          player=action.by, card=action.card))
    runner.apply(ea.TurnFaceUp(pid, oid))


def ea_legal(runner: Runner) -> list[ea.Action]:
    return engine.legal_actions(runner.state)


def _pass(runner: Runner, action: Pass) -> None:
    """CR 117.3d: the named player passes priority once."""
    pid = runner.player(action.player)
    decision = runner.state.decision
    if decision is None or decision.kind is not DecisionKind.PRIORITY or decision.player != pid:
        raise runner.error(N_("{player} can't pass priority now: {legal}"), player=action.player,
                           legal=explain.legal_now(runner.state))
    runner.pass_priority(pid)


# -- resolving and advancing -------------------------------------------------------------------------
def _resolve(runner: Runner, action: Resolve) -> None:
    """``resolve: top`` (CR 117.4, 608) or ``resolve: all`` (until the stack is empty)."""
    state = runner.state
    if not state.stack:
        if action.what == "all":
            return
        raise runner.error(N_("resolve: top, but the stack is empty"))
    for _ in range(MAX_PASSES):
        if not state.stack or state.game_over or not _at_priority(state):
            return
        top = state.stack[-1]
        while top in state.stack and _at_priority(state) and not state.game_over:
            runner.pass_priority(state.decision.player)  # type: ignore[union-attr]
        if action.what == "top":
            return
    raise runner.error(N_("resolve: all never emptied the stack (a loop?)"))


def _at_priority(state: GameState) -> bool:
    return state.decision is not None and state.decision.kind is DecisionKind.PRIORITY


def _advance(runner: Runner, action: Advance) -> None:
    """Spec "Advancing": pass until the named step has begun and its turn-based actions are done."""
    state = runner.state
    if state.stack and runner.stack_was_empty:
        return   # resuming from untap or cleanup put a triggered ability on the stack: advancing stops there
    if state.stack:
        raise runner.error(N_("advance needs an empty stack; on it: {stack} (resolve it first)"),
                           stack=tuple(answers.stack_name(state, o) for o in reversed(state.stack)))
    target = Step.UPKEEP if action.step == "next_turn" else Step(action.step)
    start_turn, start_events = state.turn_number, runner.window_start   # a step begun on resuming counts

    def arrived(s: GameState) -> bool:
        began = any(e.kind == "step_begin" for e in s.events[start_events:])
        new_turn = action.step != "next_turn" or s.turn_number > start_turn
        return began and new_turn and s.step is target and s.phase_done

    stop = arrived if target in (Step.UNTAP, Step.CLEANUP) else None
    for _ in range(MAX_PASSES):
        if state.game_over or state.decision is None:
            return
        if state.turn_number > start_turn + 1 + (action.step == "next_turn"):
            raise runner.error(N_("advance: {step} was never reached (a step can be skipped, e.g. declare_blockers "
                                  "and combat_damage without attackers, CR 508.8)"), step=action.step)
        if not _advance_once(runner, action.step, target, arrived, stop):
            return
    raise runner.error(N_("advance: {step} was never reached"), step=action.step)


def _advance_once(runner: Runner, name: str, target: Step, arrived: Callable[[GameState], bool],
                  stop: Callable[[GameState], bool] | None) -> bool:
    """One step of advancing; False when advancing stops here."""
    state = runner.state
    decision = state.decision
    assert decision is not None
    declaring = {DecisionKind.ATTACKERS: Step.DECLARE_ATTACKERS, DecisionKind.BLOCKERS: Step.DECLARE_BLOCKERS}
    if decision.kind in declaring:
        if declaring[decision.kind] is target and name != "next_turn":
            return False
        declare.declare_none(runner, decision)
        return True
    if decision.kind is not DecisionKind.PRIORITY or state.stack or arrived(state):
        return False
    runner.pass_priority(decision.player, stop)
    return True


def _choose(runner: Runner, action: Choose) -> None:
    answers.choose(runner, action)


def _attack(runner: Runner, action: Attack) -> None:
    declare.attack(runner, action)


def _block(runner: Runner, action: Block) -> None:
    declare.block(runner, action)


HANDLERS: dict[type, Callable[[Runner, Any], None]] = {
    Play: _play, Cast: _cast, Activate: _activate, Pass: _pass, Resolve: _resolve, Choose: _choose,
    Advance: _advance, Attack: _attack, Block: _block, TurnFaceUp: _turn_face_up,
}
