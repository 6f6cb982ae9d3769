"""Resolving spells and abilities (CR 608).

608.2b: if every target is illegal the spell or ability doesn't resolve; otherwise illegal targets
are left alone. 608.2c: instructions are followed in order — for a spell whose gift was promised,
the gift comes first (702.174j). 608.2n/608.3: then the card goes to its owner's graveyard, or a
permanent spell becomes a permanent. A paused instruction waits in ``game.resolution`` as data.
"""

from __future__ import annotations

from manastack.cards.schema import Body, Triggered
from manastack.rules.abilities import ability_at, body_of, printed
from manastack.rules.as_enters import AS_ENTERS, as_enters_instructions
from manastack.rules.conditions import holds
from manastack.rules.copiable import CopyValues
from manastack.rules.effects.base import Ctx
from manastack.rules.effects.enter_as_copy import EnterAsCopy
from manastack.rules.effects.registry import run
from manastack.rules.events import emit, note, object_ref, player_ref, source_ref
from manastack.rules.filters import is_permanent_card
from manastack.rules.keywords.registry import keywords_of
from manastack.rules.targets import still_legal
from manastack.rules.zones import cease_to_exist, last_known, move
from manastack.types.decisions import YES_OR_NO, Decision, DecisionKind, Prompt
from manastack.types.enums import Zone
from manastack.types.events import ObjectRef
from manastack.types.objects import GameObject
from manastack.types.records import Resolution
from manastack.types.state import GameState

ENTER_AS_COPY = EnterAsCopy(do="enter_as_copy")


def begin_resolution(game: GameState) -> None:
    """CR 608.1: the top object of the stack resolves."""
    oid = game.stack[-1]
    obj = game.objects[oid]
    body = body_of(game, obj)
    if not _targets_survive(game, obj, body):
        _fizzle(game, obj)
        return
    if obj.is_ability and not _intervening_if_holds(game, obj):
        return
    emit(game, "resolve", "608.2", player=obj.controller, objects=(oid,),
         data=(("variant", "ability"), ("object", ObjectRef(oid, obj.source_name))) if obj.is_ability
         else (("object", object_ref(game, obj)),))
    _note_illegal_targets(game, obj)
    if obj.is_ability and obj.source is not None:   # "the second time this ability has resolved this turn"
        game.abilities_resolved.append((obj.source, obj.ability_index))
    game.resolution = Resolution(oid)
    continue_resolution(game)


def _targets_survive(game: GameState, obj: GameObject, body: Body) -> bool:
    """CR 608.2b: a spell or ability with targets, all of them now illegal, doesn't resolve."""
    chosen = [(spec, t, ts) for spec, ts in zip(body.targets, obj.targets, strict=False) for t in ts]
    if not chosen:
        return True
    you = obj.controller
    return any(still_legal(game, spec, t, you, obj.id, ts) for spec, t, ts in chosen)


def _fizzle(game: GameState, obj: GameObject) -> None:
    emit(game, "fizzle", "608.2b", objects=(obj.id,), data=(("object", source_ref(game, obj)),))
    _leave_stack(game, obj, resolved=False)


def _intervening_if_holds(game: GameState, obj: GameObject) -> bool:
    """CR 603.4: an intervening "if" is checked again on resolution; if false, the ability does nothing."""
    ability = printed_ability(obj)
    if isinstance(ability, Triggered) and ability.intervening_if != "always" \
            and not holds(game, obj, ability.intervening_if):
        emit(game, "if_false", "603.4", objects=(obj.id,), data=(("source", ObjectRef(obj.id, obj.source_name)),))
        _leave_stack(game, obj, resolved=False)
        return False
    return True


def printed_ability(obj: GameObject) -> object:
    return ability_at(printed(obj), obj.ability_index) if obj.is_ability else None


def instructions(game: GameState, obj: GameObject) -> tuple:
    """CR 608.2c: the spell's instructions, as its keywords make them (a promised gift first, 702.174j)."""
    body = body_of(game, obj)
    definition = printed(obj)
    if obj.is_ability:
        return body.effects
    if definition.enters_as_copy and not obj.face_down:
        spec = definition.enters_as_copy
        return (spec if isinstance(spec, EnterAsCopy) else ENTER_AS_COPY,)
    effects = (*as_enters_instructions(definition), *body.effects) if not obj.face_down else body.effects
    for keyword, value in keywords_of(definition):
        if keyword.spell_effects is not None:
            effects = keyword.spell_effects(definition, value, effects)
    return effects


def continue_resolution(game: GameState) -> None:
    """Follow the instructions from where the resolution stands; stop at a question."""
    res = game.resolution
    assert res is not None
    obj = game.objects[res.object]
    steps = instructions(game, obj)
    ctx = Ctx(game, obj, legal_targets(game, obj), res.results, res.answers)
    if _optional_declined(game, obj, res):
        return
    while res.step < len(steps):
        effect = steps[res.step]
        if holds(game, obj, effect.if_, res.results):
            asked = run(ctx, effect)
            if isinstance(asked, Decision):
                game.decision = asked
                game.context = "resolution"
                return
            if game.casting is not None:
                return     # CR 608.2g: a spell is being cast during the resolution; it goes on once it is cast
        res.step += 1
        res.answers.clear()
    game.resolution = None
    _finish(game, obj, res.results)


def _optional_declined(game: GameState, obj: GameObject, res: Resolution) -> bool:
    """CR 603.5: "you may" is chosen as the ability resolves."""
    ability = printed_ability(obj)
    if not (isinstance(ability, Triggered) and ability.optional) or res.results.get("may") is not None:
        return False
    if res.answers:
        res.results["may"] = res.answers[0] == "yes"
        res.answers.clear()
        if res.results["may"]:
            return False
        note(game, "declined", "603.5", data=(("player", player_ref(game, obj.controller)),))
        game.resolution = None
        _leave_stack(game, obj, resolved=True)
        return True
    asked = Prompt.of("optional_ability", source=ObjectRef(obj.id, obj.source_name))
    game.decision = Decision(DecisionKind.YES_NO, obj.controller, asked, ("yes", "no"), YES_OR_NO, "603.5")
    game.context = "resolution"
    return True


def legal_targets(game: GameState, obj: GameObject) -> dict[str, tuple[int, ...]]:
    """CR 608.2b: the targets still legal, by name; an illegal one is neither affected nor referred to."""
    found: dict[str, tuple[int, ...]] = {}
    for spec, ts in zip(body_of(game, obj).targets, obj.targets, strict=False):
        legal = tuple(t for t in ts if still_legal(game, spec, t, obj.controller, obj.id, ts))
        found[spec.name] = found.get(spec.name, ()) + legal
    return found


def _note_illegal_targets(game: GameState, obj: GameObject) -> None:
    """CR 608.2b: a target that became illegal is left alone while the rest of the spell resolves."""
    for spec, ts in zip(body_of(game, obj).targets, obj.targets, strict=False):
        for t in ts:
            if not still_legal(game, spec, t, obj.controller, obj.id, ts):
                last = last_known(game, t)
                note(game, "illegal_target", "608.2b", objects=(obj.id,),
                     data=(("object", object_ref(game, last)),) if last is not None else (("variant", "unknown"),))


def answer_resolution(game: GameState, option: object) -> None:
    res = game.resolution
    assert res is not None
    res.answers.append(option)
    game.decision = None
    continue_resolution(game)


def _finish(game: GameState, obj: GameObject, results: dict[str, object]) -> None:
    if not obj.is_ability:
        for keyword, _ in keywords_of(printed(obj)):
            if keyword.resolved is not None:
                keyword.resolved(game, obj)    # a promised instant or sorcery gave its gift (702.174c)
    if results.get(AS_ENTERS):   # CR 614.12: the "as this enters" cost was paid; it enters with the counters
        obj.chosen = {**(obj.chosen or {}), AS_ENTERS: True}
    copy = results.get("copy")   # CR 707.2: the copiable values chosen for "enter as a copy"
    _leave_stack(game, obj, resolved=True, copy=copy if isinstance(copy, tuple) else None)


def _is_permanent_spell(game: GameState, obj: GameObject) -> bool:
    return is_permanent_card(game, obj)


def _leave_stack(game: GameState, obj: GameObject, resolved: bool, copy: CopyValues | None = None) -> None:
    """CR 608.2n, 608.3: abilities leave the stack; instants and sorceries go to the graveyard;
    permanent spells enter the battlefield."""
    if obj.id not in game.objects or obj.zone is not Zone.STACK:
        return
    if obj.is_ability:
        game.stack.remove(obj.id)
        del game.objects[obj.id]
        game.state_triggered = [s for s in game.state_triggered if s != (obj.source, obj.ability_index)]
        return
    if obj.is_copy:
        cease_to_exist(game, obj.id, "707.10a")
        return
    if resolved and _is_permanent_spell(game, obj):
        from manastack.rules.permanents import enter_from_stack

        enter_from_stack(game, obj, copy)
        return
    move(game, obj.id, Zone.GRAVEYARD, rule="608.2n" if resolved else "608.2b",
         why="to_graveyard_resolved")
