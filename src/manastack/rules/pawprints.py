"""Pawprint modes (CR 700.2h) and choosing the same mode more than once (700.2d).

700.2h: a modal spell may say "choose up to N {P} worth of modes": each mode is preceded by one or more
pawprint symbols, and the caster chooses any modes whose pawprints add up to N or less (none at all is
allowed; the pawprints are not a resource and nothing carries over). 700.2d: "You may choose the same mode
more than once": a repeated mode is a mode chosen again, with its own targets (601.2c: each time it is
chosen, a target may differ or be the same). 700.2a: the modes are chosen as the spell is cast; the spell
follows its instructions in printed order, so a repeated mode's instances come together (ruling: the caster
orders them, which matters only for their targets, chosen in the order given).

The modes are chosen one at a time: the caster picks a mode that fits the pawprints left, or stops.
"""

from __future__ import annotations

from typing import Any

from manastack.cards.memo import PerDefinition
from manastack.cards.schema import Body, CardDef, Mode, TargetSpec
from manastack.types.decisions import Decision, DecisionKind, Label, Prompt, mode_label

DONE = "done"
_BODIES: PerDefinition[dict[tuple[int, ...], Body]] = PerDefinition()


def left(definition: CardDef, modes: tuple[int, ...]) -> int:
    """CR 700.2h: the pawprints not yet spent on the modes chosen so far."""
    return definition.pawprints - sum(definition.modes[m].pawprints for m in modes)


def ask(definition: CardDef, player: int, chosen: tuple[int, ...], possible: tuple[int, ...]) -> Decision | None:
    """CR 700.2h, 601.2b: the next mode, among ``possible`` (those whose targets can be chosen) that fit in
    the pawprints left, or no more; None when nothing more fits."""
    budget = left(definition, chosen)
    options: tuple[Any, ...] = tuple(m for m in possible if definition.modes[m].pawprints <= budget)
    if not options:
        return None
    labels = tuple(_label(definition.modes[m], m) for m in options)
    spent = definition.pawprints - budget
    return Decision(DecisionKind.MODE, player, Prompt.of("choose_mode", variant="pawprints", spent=spent,
                                                    pawprints=definition.pawprints, symbol="{P}"),
                    (*options, DONE), (*labels, Label.of("no_more_modes")), "700.2h")


def _label(mode: Mode, index: int) -> Label:
    return mode_label(mode.label, index, "{P}" * mode.pawprints)


def body(definition: CardDef, modes: tuple[int, ...]) -> Body:
    """CR 700.2d, 608.2c: the chosen modes in printed order, a repeated mode once for each time chosen; targets
    of different instances are named apart, so each instance keeps its own."""
    key = tuple(sorted(modes))
    known = _BODIES.get(id(definition))
    if known is None:
        known = _BODIES.put(definition, {})
    found = known.get(key)
    if found is None:
        found = known[key] = _combine(definition, key)
    return found


def _combine(definition: CardDef, modes: tuple[int, ...]) -> Body:
    """The modes' targets and instructions one after the other; a mode whose target names an earlier mode
    (or an earlier instance of the same mode) already used is renamed after its place (``target@3``)."""
    targets: list[TargetSpec] = []
    effects: list[Any] = []
    for place, m in enumerate(modes, start=1):
        mode: Body = definition.modes[m]
        if any(t.name == u.name for t in mode.targets for u in targets):
            mode = _renamed(mode, f"@{place}")
        targets += mode.targets
        effects += mode.effects
    return Body(targets=tuple(targets), effects=tuple(effects))


def _renamed(mode: Body, suffix: str) -> Body:
    """The mode with each of its target names (and every reference to one: ``target``,
    ``controller:target``) given ``suffix``."""
    names = {t.name for t in mode.targets}

    def rename(value: object) -> object:
        if not isinstance(value, str):
            return value
        head, _, tail = value.rpartition(":")
        return f"{head}{':' if head else ''}{tail}{suffix}" if tail in names else value

    targets = tuple(t.model_copy(update={"name": t.name + suffix,
                                         "other_than": rename(t.other_than) if t.other_than else None})
                    for t in mode.targets)
    effects = tuple(e.model_copy(update={k: rename(v) for k, v in e.__dict__.items() if k != "do"})
                    for e in mode.effects)
    return Body(targets=targets, effects=effects)
