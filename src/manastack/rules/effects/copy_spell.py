"""Verb ``copy_spell``: "copy target instant or sorcery spell; you may choose new targets for the copy"
(CR 707.10). The copy keeps the original's choices — modes, X, the costs it was cast with, so a promised
gift stays promised to the same opponent (702.174, 707.10) — and is controlled by whoever copied it."""


from __future__ import annotations

from manastack.cards.vocabulary.copy_spell import CopySpell
from manastack.rules.effects.base import Ctx, objects
from manastack.rules.events import emit
from manastack.types.actions import as_int
from manastack.types.decisions import Decision, DecisionKind
from manastack.types.enums import Zone
from manastack.types.objects import GameObject


def apply(ctx: Ctx, e: CopySpell) -> Decision | None:
    """CR 707.10c: the copy is created on the stack; then "you may choose new targets" (asked yes/no first)."""
    originals = objects(ctx, e.what)
    if not originals:
        return None
    original = ctx.game.objects[originals[0]]
    if e.new_targets and original.targets and not ctx.answers:
        return Decision(DecisionKind.YES_NO, ctx.controller, "Choose new targets for the copy?", ("yes", "no"),
                        ("Yes", "No"), "707.10c")
    targets = original.targets
    if ctx.answers and ctx.answers[0] == "yes":
        asked = _ask_new_target(ctx, original)
        if isinstance(asked, Decision):
            return asked
        targets = asked
    _create(ctx, original, targets)
    return None


def _ask_new_target(ctx: Ctx, original: GameObject) -> Decision | tuple[tuple[int, ...], ...]:
    """One answer per target of the original, each a legal target for the copy (or the same one)."""
    from manastack.rules.abilities import body_of
    from manastack.rules.casting import _target_label
    from manastack.rules.targets import candidates, others_chosen

    specs = body_of(ctx.game, original).targets
    chosen = [a for a in ctx.answers[1:]]
    slots = [(i, spec) for i, (spec, ts) in enumerate(zip(specs, original.targets, strict=False)) for _ in ts]
    if len(chosen) < len(slots):
        slot, spec = slots[len(chosen)]
        # CR 115.3: one object can't be chosen twice for the same instance of "target"
        same_slot = tuple(as_int(c) for (s, _), c in zip(slots, chosen, strict=False) if s == slot)
        so_far = [tuple(as_int(c) for (s, _), c in zip(slots, chosen, strict=False) if s == i) for i in range(slot)]
        taken = same_slot + others_chosen(specs, spec, so_far)    # "other target" (115.1)
        options = tuple(t for t in candidates(ctx.game, spec, ctx.controller, None, taken) if t != original.id)
        if not options:   # CR 707.10c: no other legal choice — the copy keeps the original's target
            options = (original.targets[slot][len(same_slot)],)
        return Decision(DecisionKind.TARGET, ctx.controller, f"Choose a new {spec.name} for the copy", options,
                        tuple(_target_label(ctx.game, o) for o in options), "707.10c")
    grouped: list[tuple[int, ...]] = [() for _ in original.targets]
    for (slot, _), target in zip(slots, chosen, strict=True):
        grouped[slot] += (as_int(target),)
    return tuple(grouped)


def _create(ctx: Ctx, original: GameObject, targets: tuple[tuple[int, ...], ...]) -> None:
    game = ctx.game
    copy = GameObject(game.new_id(), original.card, ctx.controller, Zone.STACK, game.new_timestamp())
    copy.controller = ctx.controller
    copy.is_copy = True
    copy.costs, copy.modes, copy.x, copy.targets = original.costs, original.modes, original.x, targets
    game.objects[copy.id] = copy
    game.stack.append(copy.id)
    emit(game, "copy", "707.10", "{0} puts a copy of {1} on the stack.", (game.players[ctx.controller].name,
                                                                          original.card),
         player=ctx.controller, objects=(copy.id, original.id))
    from manastack.rules.targets import announce_targets

    announce_targets(game, copy, "707.10c")   # what the copy targets becomes its target (603.2e)

