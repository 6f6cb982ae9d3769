"""Verb ``enter_as_copy``: "You may have this creature enter as a copy of any creature on the battlefield"
(CR 706, 707.2, 614.1c). The ability is a replacement effect on how the permanent enters, so it applies however
the card enters the battlefield: resolving as a spell (this verb) or put there by an effect (``return_card``,
``put_onto_battlefield`` call :func:`entering_copies`). Asked yes/no, then which creature, before the card moves;
the permanent then enters with the copied object's copiable values (layer 1), exceptions included (707.9b). A
copy of a permanent whose gift was promised is not promised: the promise belongs to the spell that was cast
(702.174b)."""


from __future__ import annotations

from collections.abc import Sequence

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.enter_as_copy import CREATURE, EnterAsCopy
from manastack.rules.characteristics import face_down_definition, printed_definition
from manastack.rules.copiable import CopyValues, copiable_values
from manastack.rules.effects.base import Ctx
from manastack.rules.events import object_ref, player_ref
from manastack.rules.filters import matches
from manastack.types.actions import as_int
from manastack.types.decisions import YES_OR_NO, Decision, DecisionKind, Label, Prompt
from manastack.types.events import ObjectRef
from manastack.types.state import GameState


def apply(ctx: Ctx, e: EnterAsCopy) -> Decision | None:
    """CR 707.2: the copiable values are the original's printed ones as modified by other copy effects."""
    flt = e.filter.model_copy(update={"max_mana_value": len(ctx.obj.mana_spent)}) if e.max_mana_value_spent \
        else e.filter    # CR 601.2h: the mana spent to cast this (X included)
    exception: dict[str, object] = {"add_subtypes": e.add_subtypes} if e.add_subtypes else {}
    if e.add_keywords:
        exception["add_keywords"] = e.add_keywords
    asked, _ = copy_choice(ctx.game, ctx.controller, ctx.ref, flt, ctx.answers, exception)
    if isinstance(asked, Decision):
        return asked
    if asked is not None:
        ctx.results["copy"] = asked
    return None


def copy_choice(game: GameState, controller: int, card: ObjectRef, flt: ObjectFilter, answers: Sequence[object],
                exception: dict[str, object] | None = None) -> tuple[Decision | CopyValues | None, int]:
    """CR 614.1c, 707.2: ask whether ``card`` enters as a copy, then of what; returns the question still to ask
    or the copiable values chosen (None: not a copy), with the copy effect's own ``exception`` (707.9b), and how
    many of ``answers`` that took."""
    choices = tuple(o for o in game.battlefield if matches(game, game.objects[o], flt, controller))
    if not choices:
        return None, 0
    if not answers:
        return Decision(DecisionKind.YES_NO, controller, Prompt.of("enter_as_copy", card=card), ("yes", "no"),
                        YES_OR_NO, "707.2"), 0
    if answers[0] != "yes":
        return None, 1
    if len(answers) < 2:
        labels = tuple(Label.of("copy_of", object=object_ref(game, game.objects[o]),
                                controller=player_ref(game, game.objects[o].controller)) for o in choices)
        return Decision(DecisionKind.CHOOSE_OBJECT, controller, Prompt.of("enter_as_copy_choose"), choices, labels,
                        "707.2"), 1
    original = game.objects.get(as_int(answers[1]))
    return (copiable_values(original, exception) if original is not None else None), 2


def entering_copies(game: GameState, controller: int, entering: Sequence[int],
                    answers: Sequence[object]) -> Decision | dict[int, CopyValues]:
    """CR 614.1c: for each card about to be put onto the battlefield that may enter as a copy (in order), the
    question still to ask, or else the copiable values each of them enters with."""
    found: dict[int, CopyValues] = {}
    used = 0
    for oid in entering:
        obj = game.objects[oid]
        if obj.face_down or not printed_definition(obj).enters_as_copy:
            continue
        asked, took = copy_choice(game, controller, ObjectRef(oid, obj.card), CREATURE, answers[used:])
        if isinstance(asked, Decision):
            return asked
        used += took
        if asked is not None:
            found[oid] = asked
    return found


def as_copy_variant(why: str, values: CopyValues | None) -> str:
    """The sentence of a permanent entering (``why``), as a copy if it does (CR 707.2): the zone change names
    what it copies (``copy_of``), or says it copies a face-down creature, which has no name (708.2a)."""
    if values is None:
        return why
    return why + ("_face_down_copy" if values[0] is face_down_definition() else "_copy")

