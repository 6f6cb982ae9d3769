"""Verb ``copy_spell``: "copy target instant or sorcery spell; you may choose new targets for the copy"
(CR 707.10). The copy keeps the original's choices — modes, X, the division of its damage, the costs it was cast
with, so a promised gift stays promised to the same opponent (702.174, 707.10) — and is controlled by whoever
copied it."""


from __future__ import annotations

from manastack.cards.schema import ObjectFilter, TargetSpec
from manastack.cards.vocabulary.copy_spell import CopySpell
from manastack.rules.effects.base import Ctx, amount, objects
from manastack.rules.events import emit, note, player_ref
from manastack.types.actions import as_int
from manastack.types.decisions import YES_OR_NO, Decision, DecisionKind, Prompt, target_facts
from manastack.types.enums import Zone
from manastack.types.events import ObjectRef
from manastack.types.objects import GameObject


def apply(ctx: Ctx, e: CopySpell) -> Decision | None:
    """CR 707.10c: the copies are created on the stack; for each, "you may choose new targets" (asked yes/no
    first, and only when some target of the original could legally be changed). Every copy's questions come
    before any copy is made (storm's "copy it for each …", 702.40a)."""
    originals = objects(ctx, e.what)
    if not originals:
        return None
    original = ctx.game.objects[originals[0]]
    if e.for_each_other is not None:
        _copy_for_each(ctx, original, e.for_each_other)
        return None
    answers = list(ctx.answers)
    plans: list[tuple[tuple[int, ...], ...]] = []
    times = amount(ctx, e.times)
    if e.times == "storm_count" and not ctx.answers:     # said once, before the first question
        note(ctx.game, "storm", "702.40a", player=ctx.controller, amount=times)

    for _ in range(times):
        planned = _plan_copy(ctx, original, e.new_targets, answers)
        if isinstance(planned, Decision):
            return planned
        plans.append(planned)
    for targets in plans:
        _create(ctx, original, targets)
    return None


def _plan_copy(ctx: Ctx, original: GameObject, new_targets: bool,
               answers: list[object]) -> Decision | tuple[tuple[int, ...], ...]:
    """One copy's targets, reading (and using up) its answers: yes/no, then the new targets after yes."""
    if not new_targets or not _changeable(ctx, original):
        return original.targets
    if not answers:
        return Decision(DecisionKind.YES_NO, ctx.controller, Prompt.of("copy_new_targets"), ("yes", "no"),
                        YES_OR_NO, "707.10c")
    if answers.pop(0) != "yes":
        return original.targets
    return _ask_new_target(ctx, original, answers)


def _slots(ctx: Ctx, original: GameObject) -> list[tuple[int, TargetSpec]]:
    """One (slot, spec) per target the original has (a slot may hold several targets)."""
    from manastack.rules.abilities import body_of

    specs = body_of(ctx.game, original).targets
    return [(i, spec) for i, (spec, ts) in enumerate(zip(specs, original.targets, strict=False)) for _ in ts]


def _changeable(ctx: Ctx, original: GameObject) -> bool:
    return any(_new_target_options(ctx, original, i, []) for i in range(len(_slots(ctx, original))))


def _new_target_options(ctx: Ctx, original: GameObject, index: int, chosen: list[int]) -> tuple[int, ...]:
    """The legal targets the copy's ``index``-th target could be changed to, given the ones ``chosen`` before it
    (CR 115.3: not one already chosen for the same instance of "target"; 115.1: not one another target word
    excludes, "other target"; the original can't become its copy's target)."""
    from manastack.rules.abilities import body_of
    from manastack.rules.targets import candidates, others_chosen

    slots = _slots(ctx, original)
    if index >= len(slots):
        return ()
    slot, spec = slots[index]
    same_slot = tuple(c for (s, _), c in zip(slots, chosen, strict=False) if s == slot)
    so_far = [tuple(c for (s, _), c in zip(slots, chosen, strict=False) if s == i) for i in range(slot)]
    taken = same_slot + others_chosen(body_of(ctx.game, original).targets, spec, so_far)
    return tuple(t for t in candidates(ctx.game, spec, ctx.controller, None, taken) if t != original.id)


def _ask_new_target(ctx: Ctx, original: GameObject,
                    answers: list[object]) -> Decision | tuple[tuple[int, ...], ...]:
    """One answer per target of the original that has a legal new choice (used up from ``answers``); a target
    with none stays unchanged without a question (CR 707.10c: it keeps the original's target, legal or not)."""
    from manastack.rules.casting import _target_label

    slots = _slots(ctx, original)
    chosen: list[int] = []
    for index, (slot, spec) in enumerate(slots):
        options = _new_target_options(ctx, original, index, chosen)
        if not options:
            chosen.append(original.targets[slot][sum(1 for s, _ in slots[:index] if s == slot)])
            continue
        if not answers:
            asked = Prompt.of("copy_new_target", **target_facts(spec.name))
            return Decision(DecisionKind.TARGET, ctx.controller, asked, options,
                            tuple(_target_label(ctx.game, o) for o in options), "707.10c")
        chosen.append(as_int(answers.pop(0)))
    grouped: list[tuple[int, ...]] = [() for _ in original.targets]
    for (slot, _), target in zip(slots, chosen, strict=True):
        grouped[slot] += (target,)
    return tuple(grouped)


def _copy_for_each(ctx: Ctx, original: GameObject, flt: ObjectFilter) -> None:
    """CR 707.10c: one copy for each other object fitting ``flt`` that every target of the original could legally be
    changed to; each copy's targets are all that object (the Zada rulings: an object it couldn't target, because of
    hexproof or the spell's own restrictions, is left out; the copies go on the stack in the objects' order)."""
    from manastack.rules.abilities import body_of
    from manastack.rules.filters import matches
    from manastack.rules.targets import candidates

    game = ctx.game
    specs = body_of(game, original).targets
    legal = [set(candidates(game, spec, ctx.controller, original.id))
             for spec, ts in zip(specs, original.targets, strict=False) if ts]
    for oid in list(game.battlefield):
        if matches(game, game.objects[oid], flt, ctx.controller, ctx.source) and all(oid in ok for ok in legal):
            _create(ctx, original, tuple((oid,) * len(ts) for ts in original.targets))


def _create(ctx: Ctx, original: GameObject, targets: tuple[tuple[int, ...], ...]) -> None:
    game = ctx.game
    copy = GameObject(game.new_id(), original.definition, ctx.controller, Zone.STACK, game.new_timestamp())
    copy.controller = ctx.controller
    copy.is_copy = True
    copy.costs, copy.modes, copy.x, copy.targets = original.costs, original.modes, original.x, targets
    from manastack.rules.division import copied_division

    copy.chosen = copied_division(original, targets)
    game.objects[copy.id] = copy
    game.stack.append(copy.id)
    emit(game, "copy", "707.10", player=ctx.controller, objects=(copy.id, original.id),
         data=(("player", player_ref(game, ctx.controller)), ("spell", ObjectRef(original.id, original.card))))
    from manastack.rules.targets import announce_targets

    announce_targets(game, copy, "707.10c")   # what the copy targets becomes its target (603.2e)

