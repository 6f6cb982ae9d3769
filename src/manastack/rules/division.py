"""Dividing a spell's damage as it is cast (CR 601.2d).

601.2d: "If the spell requires the player to divide or distribute an effect (such as damage or counters) among
one or more targets, the player announces the division. Each of these targets must receive at least one of
whatever is being divided." The division is recorded on the spell (``chosen["division"]``: (target, amount)
pairs) and read as it resolves; a target that has become illegal gets nothing, the others keep their share
(608.2b, Roil's Retribution's ruling).
"""

from __future__ import annotations

from manastack.rules.abilities import body_of
from manastack.rules.events import object_ref, player_ref
from manastack.rules.targets import target_player
from manastack.types.decisions import Decision, DecisionKind, Label, Prompt
from manastack.types.events import ObjectRef, PlayerRef
from manastack.types.objects import GameObject
from manastack.types.state import GameState

DIVISION = "division"
MAX_OPTIONS = 128


def divided_effect(game: GameState, obj: GameObject) -> tuple[str, int] | None:
    """The (target name, amount) of the spell's "N damage divided as you choose" instruction, if it has one;
    an amount of X is the value announced for X (CR 601.2b comes before 601.2c–d)."""
    for effect in body_of(game, obj).effects:
        if getattr(effect, "divided", False):
            return effect.to, obj.x if effect.amount == "x" else effect.amount
    return None


def division_decision(game: GameState, obj: GameObject, player: int) -> Decision | None:
    """CR 601.2d: every way to divide the amount among the chosen targets, each getting at least one."""
    found = divided_effect(game, obj)
    if found is None:
        return None
    name, amount = found
    specs = body_of(game, obj).targets
    targets = [t for spec, ts in zip(specs, obj.targets, strict=False) if spec.name == name for t in ts]
    if not targets:
        return None
    options = tuple(tuple(zip(targets, split, strict=True)) for split in _splits(amount, len(targets)))
    labels = tuple(Label.of("division", shares=tuple(Label.of("share", recipient=_name(game, t), amount=n)
                                                     for t, n in o)) for o in options)
    return Decision(DecisionKind.DIVIDE, player, Prompt.of("divide_damage", amount=amount), options, labels,
                    "601.2d")


def _name(game: GameState, target: int) -> ObjectRef | PlayerRef:
    pid = target_player(target)
    return player_ref(game, pid) if pid is not None else object_ref(game, game.objects[target])


def _splits(amount: int, parts: int) -> list[tuple[int, ...]]:
    """The ordered ways to write ``amount`` as ``parts`` numbers of at least 1 (at most ``MAX_OPTIONS``)."""
    if parts == 1:
        return [(amount,)] if amount >= 1 else []
    found: list[tuple[int, ...]] = []
    for first in range(1, amount - parts + 2):
        for rest in _splits(amount - first, parts - 1):
            found.append((first, *rest))
            if len(found) >= MAX_OPTIONS:
                return found
    return found


def copied_division(original: GameObject, targets: tuple[tuple[int, ...], ...]) -> dict[str, object]:
    """CR 707.10: a copy copies the decisions made for the spell, the division among them (601.2d) too; with new
    targets (707.10c), each gets the share of the target it replaced, so the division can't change (Rolling
    Thunder's ruling of 2015-08-25)."""
    division = original.chosen.get(DIVISION)
    if not isinstance(division, tuple):
        return {}
    shares = dict(division)
    old = [t for ts in original.targets for t in ts]
    new = [t for ts in targets for t in ts]
    return {DIVISION: tuple((n, shares[o]) for o, n in zip(old, new, strict=True) if o in shares)}


def share(obj: GameObject, target: int) -> int:
    """The damage the caster assigned to ``target`` (0 if none)."""
    division = obj.chosen.get(DIVISION, ())
    pairs: tuple[tuple[int, int], ...] = division if isinstance(division, tuple) else ()
    return next((n for t, n in pairs if t == target), 0)
