"""Putting waiting triggered abilities on the stack (CR 603.3).

603.3b: the active player puts all of theirs on the stack in any order they choose, then each
other player in turn order (APNAP); 603.3c–d: modes and targets are chosen as each goes on the
stack, and an ability with a required target that can't be chosen is removed.
"""

from __future__ import annotations

from manastack.cards.render import ability_text
from manastack.cards.schema import Triggered
from manastack.rules.abilities import ability_at, body_of, printed
from manastack.rules.casting import ask_next_target
from manastack.rules.conditions import holds
from manastack.rules.events import emit
from manastack.rules.targets import announce_targets, candidates
from manastack.rules.triggers import ability_of
from manastack.types.actions import as_int
from manastack.types.decisions import Decision, DecisionKind, Label, Prompt, mode_label
from manastack.types.enums import Zone
from manastack.types.events import ObjectRef, Quoted
from manastack.types.objects import GameObject
from manastack.types.records import Casting, PendingTrigger
from manastack.types.state import GameState


def apnap(game: GameState) -> list[int]:
    """CR 101.4: active player first, then the others in turn order."""
    n = len(game.players)
    return [(game.active + i) % n for i in range(n) if game.players[(game.active + i) % n].in_game]


def put_waiting_triggers(game: GameState) -> None:
    """CR 603.3b: put the next waiting trigger on the stack, asking for an order where it matters."""
    if not game.ordering:
        for pid in apnap(game):
            mine = [t for t in game.triggers if t.controller == pid]
            if mine:
                game.ordering = mine
                game.triggers = [t for t in game.triggers if t.controller != pid]
                break
        else:
            game.triggers = []   # triggers of players who left the game (CR 800.4a)
            return
    if len(game.ordering) > 1 and not _all_alike(game.ordering):
        _ask_order(game)
        return
    put_on_stack(game, game.ordering.pop(0))


def _all_alike(triggers: list[PendingTrigger]) -> bool:
    """Forced: the order can't matter when every trigger is the same ability of the same source."""
    first = triggers[0]
    return all((t.source, t.ability_index) == (first.source, first.ability_index) for t in triggers)


def _ask_order(game: GameState) -> None:
    owner = game.ordering[0].controller
    labels = tuple(Label.of("trigger", source=ObjectRef(t.source, t.source_name), text=Quoted(_ability_text(t)))
                   for t in game.ordering)
    game.decision = Decision(DecisionKind.TRIGGER_ORDER, owner, Prompt.of("trigger_order"),
                             tuple(range(len(game.ordering))), labels, "603.3b")
    game.context = "trigger_order"


def _ability_text(trigger: PendingTrigger) -> str:
    return ability_text(ability_of(trigger)).replace("\n", " ")    # one line (a modal ability's bullets)


def answer_order(game: GameState, option: object) -> None:
    game.decision = None
    put_on_stack(game, game.ordering.pop(as_int(option)))


def put_on_stack(game: GameState, trigger: PendingTrigger) -> None:
    """CR 603.3a: the controller puts the ability on the stack; then its targets are chosen (603.3d)."""
    ability = GameObject(game.new_id(), trigger.definition, trigger.controller, Zone.STACK, game.new_timestamp())
    ability.kind = "ability"
    ability.controller = trigger.controller
    ability.source = trigger.source
    ability.source_name = trigger.source_name
    ability.ability_index = trigger.ability_index
    ability.trigger_event = trigger.event
    game.objects[ability.id] = ability
    game.stack.append(ability.id)
    emit(game, "trigger", "603.3a", player=trigger.controller, objects=(ability.id,),
         data=(("source", ObjectRef(ability.id, trigger.source_name)),))
    if _ask_mode(game, ability):
        return
    _choose_targets(game, ability)


def _ask_mode(game: GameState, ability: GameObject) -> bool:
    """CR 603.3c: a modal triggered ability's mode is chosen as it's put on the stack, among the modes whose
    targets can be chosen (700.2a); with none, the ability is removed (603.3c)."""
    printed_ability = ability_at(printed(ability), ability.ability_index)
    if not isinstance(printed_ability, Triggered) or not printed_ability.modes:
        return False
    options = tuple(i for i, m in enumerate(printed_ability.modes)
                    if all(s.minimum == 0 or candidates(game, s, ability.controller, ability.id) for s in m.targets))
    if not options:
        _remove(game, ability, no_mode=True)
        return True
    labels = tuple(mode_label(printed_ability.modes[i].label, i) for i in options)
    asked = Prompt.of("choose_mode", variant="for", source=ObjectRef(ability.id, ability.source_name))
    game.decision = Decision(DecisionKind.MODE, ability.controller, asked, options, labels, "603.3c")
    game.context = "trigger_mode"
    game.casting = Casting(ability.controller, ability.id, ability.source, ability.ability_index)
    return True


def answer_trigger_mode(game: GameState, option: object) -> None:
    """CR 603.3c: the mode is chosen; then the targets it needs (603.3d)."""
    casting = game.casting
    assert casting is not None
    game.decision = None
    game.casting = None
    ability = game.objects[casting.object]
    ability.modes = (as_int(option),)
    _choose_targets(game, ability)


def _choose_targets(game: GameState, ability: GameObject) -> None:
    if not _targets_available(game, ability):
        return
    if body_of(game, ability).targets:
        game.casting = Casting(ability.controller, ability.id, ability.source, ability.ability_index)
        game.casting.stage = "trigger_targets"
        continue_trigger_targets(game)


def _targets_available(game: GameState, ability: GameObject) -> bool:
    """CR 603.3d: an ability whose required target can't be chosen is removed from the stack."""
    for spec in body_of(game, ability).targets:
        if holds(game, ability, spec.when) and spec.minimum and \
                len(candidates(game, spec, ability.controller, ability.id)) < spec.minimum:
            _remove(game, ability, no_mode=False)
            return False
    return True


def _remove(game: GameState, ability: GameObject, *, no_mode: bool) -> None:
    """CR 603.3c–d: the ability is removed from the stack as it's put there (no mode, or no legal target)."""
    game.stack.remove(ability.id)
    del game.objects[ability.id]
    source = (("source", ObjectRef(ability.id, ability.source_name)),)
    if no_mode:
        emit(game, "no_mode", "603.3c", objects=(ability.id,), data=source)
    else:
        emit(game, "no_target", "603.3d", objects=(ability.id,), data=source)


def continue_trigger_targets(game: GameState) -> None:
    """Ask the next target of the ability being put on the stack, or finish."""
    casting = game.casting
    assert casting is not None
    decision = ask_next_target(game, casting, "603.3d")
    obj = game.objects[casting.object]
    if decision is None:
        obj.targets = tuple(casting.targets)
        game.casting = None
        announce_targets(game, obj, "603.3d")
        return
    game.decision = decision
    game.context = "trigger_targets"


def answer_trigger_target(game: GameState, option: object) -> None:
    from manastack.rules.casting import _record_target

    casting = game.casting
    assert casting is not None
    game.decision = None
    _record_target(casting, option)
    continue_trigger_targets(game)
