"""Putting waiting triggered abilities on the stack (CR 603.3).

603.3b: the active player puts all of theirs on the stack in any order they choose, then each
other player in turn order (APNAP); 603.3c–d: modes and targets are chosen as each goes on the
stack, and an ability with a required target that can't be chosen is removed.
"""

from __future__ import annotations

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
    if getattr(ability_at(trigger.definition, trigger.ability_index), "modes", ()):   # CR 603.3c: mode first
        ask_trigger_mode(game, ability)
        return
    choose_trigger_targets(game, ability)


def choose_trigger_targets(game: GameState, ability: GameObject) -> None:
    """CR 603.3d: the ability's targets are chosen (it's removed if a required one can't be)."""
    if not _targets_available(game, ability):
        return
    if body_of(game, ability).targets:
        game.casting = Casting(ability.controller, ability.id, ability.source, ability.ability_index)
        game.casting.stage = "trigger_targets"
        continue_trigger_targets(game)


def ask_trigger_mode(game: GameState, ability: GameObject) -> None:
    """CR 603.3c, 700.2a: the controller chooses a mode as the ability is put on the stack; a mode whose targets
    can't be chosen can't be (700.2a); with no such mode, the ability is removed (603.3c)."""
    from manastack.rules.forced import take_only_option

    modes = ability_at(printed(ability), ability.ability_index).modes  # type: ignore[attr-defined]
    options = tuple(i for i, m in enumerate(modes) if all(
        spec.minimum == 0 or len(candidates(game, spec, ability.controller, ability.id)) >= spec.minimum
        for spec in m.targets))
    if not options:
        game.stack.remove(ability.id)
        del game.objects[ability.id]
        emit(game, "no_mode", "603.3c", "{0}'s ability is removed from the stack: no mode can be chosen.",
             (ability.source_name,), objects=(ability.id,))
        return
    decision = Decision(DecisionKind.MODE, ability.controller, "Choose a mode", options,
                        tuple(modes[i].label or f"mode {i}" for i in options), "603.3c")
    if len(options) == 1:
        answer_trigger_mode(game, take_only_option(game, decision), ability.id)
        return
    game.decision = decision
    game.context = "trigger_mode"
    game.casting = Casting(ability.controller, ability.id, ability.source, ability.ability_index)


def answer_trigger_mode(game: GameState, option: object, oid: int | None = None) -> None:
    """The mode is recorded on the ability; its targets are chosen next (603.3d)."""
    if oid is None:
        assert game.casting is not None
        oid = game.casting.object
        game.casting = None
    game.decision = None
    ability = game.objects[oid]
    ability.modes = (as_int(option),)
    choose_trigger_targets(game, ability)


def _targets_available(game: GameState, ability: GameObject) -> bool:
    """CR 603.3d: an ability whose required target can't be chosen is removed from the stack."""
    for spec in body_of(game, ability).targets:
        if holds(game, ability, spec.when) and spec.minimum and \
                len(candidates(game, spec, ability.controller, ability.id)) < spec.minimum:
            game.stack.remove(ability.id)
            del game.objects[ability.id]
            emit(game, "no_target", "603.3d", "{0}'s ability is removed from the stack: no legal target.",
                 (ability.source_name,), objects=(ability.id,))
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
