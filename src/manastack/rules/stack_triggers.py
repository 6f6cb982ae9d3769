"""Putting waiting triggered abilities on the stack (CR 603.3).

603.3b: the active player puts all of theirs on the stack in any order they choose, then each
other player in turn order (APNAP); 603.3c–d: modes and targets are chosen as each goes on the
stack, and an ability with a required target that can't be chosen is removed.
"""

from __future__ import annotations

from manastack.cards.render import body_text
from manastack.cards.schema import Body, Mode, Triggered
from manastack.rules.abilities import ability_at, body_of, printed
from manastack.rules.casting import ask_next_target
from manastack.rules.conditions import holds
from manastack.rules.events import emit
from manastack.rules.targets import announce_targets, candidates
from manastack.types.actions import as_int
from manastack.types.decisions import Decision, DecisionKind
from manastack.types.enums import Zone
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
    labels = tuple(f"{t.source_name}: {_ability_text(t)}" for t in game.ordering)
    game.decision = Decision(DecisionKind.TRIGGER_ORDER, owner,
                             "Choose the triggered ability to put on the stack next (it resolves later)",
                             tuple(range(len(game.ordering))), labels, "603.3b")
    game.context = "trigger_order"


def _ability_text(trigger: PendingTrigger) -> str:
    from manastack.cards.render import ability_text
    from manastack.rules.triggers import ability_of

    return ability_text(ability_of(trigger))


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
    emit(game, "trigger", "603.3a", "{0}'s triggered ability is put on the stack.", (trigger.source_name,),
         player=trigger.controller, objects=(ability.id,))
    modes = _modes(ability)
    if modes:
        _ask_mode(game, ability, modes)
        return
    _choose_targets(game, ability)


def _choose_targets(game: GameState, ability: GameObject) -> None:
    if not _targets_available(game, ability):
        return
    if body_of(game, ability).targets:
        game.casting = Casting(ability.controller, ability.id, ability.source, ability.ability_index)
        game.casting.stage = "trigger_targets"
        continue_trigger_targets(game)


def _modes(ability: GameObject) -> tuple[Mode, ...]:
    found = ability_at(printed(ability), ability.ability_index)
    return found.modes if isinstance(found, Triggered) else ()


def _ask_mode(game: GameState, ability: GameObject, modes: tuple[Mode, ...]) -> None:
    """CR 700.2b, 603.3c: the controller of a modal triggered ability chooses its mode as it is put on the stack;
    a mode whose required targets can't be chosen can't be; with no mode left, the ability is removed."""
    you = ability.controller
    legal = tuple(i for i, mode in enumerate(modes)
                  if all(not spec.minimum or len(candidates(game, spec, you, ability.id)) >= spec.minimum
                         for spec in mode.targets))
    if not legal:
        _remove(game, ability, "603.3c", "{0}'s ability is removed from the stack: no mode can be chosen.")
        return
    labels = tuple(modes[i].label or body_text(Body(targets=modes[i].targets, effects=modes[i].effects))
                   for i in legal)
    game.decision = Decision(DecisionKind.MODE, you, f"Choose a mode for {ability.source_name}'s ability", legal,
                             labels, "700.2b")
    game.context = "trigger_mode"


def answer_mode(game: GameState, option: object) -> None:
    """Record the chosen mode (CR 700.2b), then choose the targets it asks for (603.3d)."""
    game.decision = None
    ability = game.objects[game.stack[-1]]
    ability.modes = (as_int(option),)
    _choose_targets(game, ability)


def _remove(game: GameState, ability: GameObject, rule: str, template: str) -> None:
    game.stack.remove(ability.id)
    del game.objects[ability.id]
    emit(game, "no_target", rule, template, (ability.source_name,), objects=(ability.id,))


def _targets_available(game: GameState, ability: GameObject) -> bool:
    """CR 603.3d: an ability whose required target can't be chosen is removed from the stack."""
    for spec in body_of(game, ability).targets:
        if holds(game, ability, spec.when) and spec.minimum and \
                len(candidates(game, spec, ability.controller, ability.id)) < spec.minimum:
            _remove(game, ability, "603.3d", "{0}'s ability is removed from the stack: no legal target.")
            return False
    return True


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
