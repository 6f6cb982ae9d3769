"""Verb ``enter_as_copy``: "You may have this creature enter as a copy of any creature on the battlefield"
(CR 706, 707.2, 614.1c). Asked yes/no, then which creature, while the spell resolves; the permanent then
enters with the copied object's copiable values (layer 1). A copy of a permanent whose gift was promised
is not promised: the promise belongs to the spell that was cast (702.174b)."""


from __future__ import annotations

from manastack.cards.vocabulary.enter_as_copy import EnterAsCopy
from manastack.rules.copiable import copiable_values
from manastack.rules.effects.base import Ctx
from manastack.rules.filters import matches
from manastack.types.actions import as_int
from manastack.types.decisions import Decision, DecisionKind


def apply(ctx: Ctx, e: EnterAsCopy) -> Decision | None:
    """CR 707.2: the copiable values are the original's printed ones as modified by other copy effects."""
    game = ctx.game
    flt = e.filter.model_copy(update={"max_mana_value": len(ctx.obj.mana_spent)}) if e.max_mana_value_spent \
        else e.filter    # CR 601.2h: the mana spent to cast this (X included)
    choices = tuple(o for o in game.battlefield if matches(game, game.objects[o], flt, ctx.controller))
    if not choices:
        return None
    if not ctx.answers:
        return Decision(DecisionKind.YES_NO, ctx.controller, f"Have {ctx.name} enter as a copy?", ("yes", "no"),
                        ("Yes", "No"), "707.2")
    if ctx.answers[0] != "yes":
        return None
    if len(ctx.answers) < 2:
        labels = tuple(f"{game.objects[o].card} ({game.players[game.objects[o].controller].name})" for o in choices)
        return Decision(DecisionKind.CHOOSE_OBJECT, ctx.controller, "Choose a creature to copy", choices, labels,
                        "707.2")
    original = game.objects.get(as_int(ctx.answers[1]))
    if original is not None:    # CR 707.2, 707.9b: its copiable values, with this effect's exceptions
        exception: dict[str, object] = {"add_subtypes": e.add_subtypes} if e.add_subtypes else {}
        if e.add_keywords:
            exception["add_keywords"] = e.add_keywords
        ctx.results["copy_of"], chosen = copiable_values(original, exception)
        ctx.results["copy_except"] = chosen.get("copy_except", ())
    return None

