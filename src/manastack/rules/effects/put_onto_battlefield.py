"""Verb ``put_onto_battlefield``: "you may put a <filter> card from your hand onto the battlefield"
(CR 400.7). With ``optional``, the result (``remember``) is whether the player chose to — CR 118.12 judges
"if you do" by the choice, even if a replacement effect changes where or how the card enters."""


from __future__ import annotations

from manastack.cards.vocabulary.put_onto_battlefield import PutOntoBattlefield
from manastack.rules.effects.base import Ctx
from manastack.rules.effects.enter_as_copy import as_copy_variant, entering_copies
from manastack.rules.events import note, player_ref
from manastack.rules.filters import matches
from manastack.rules.zones import move
from manastack.types.actions import as_int
from manastack.types.decisions import Decision, DecisionKind
from manastack.types.enums import Zone


def apply(ctx: Ctx, e: PutOntoBattlefield) -> Decision | None:
    """Ask whether (if optional), then which card; move it under your control (replacements apply, 614)."""
    game = ctx.game
    hand = game.players[ctx.controller].hand
    eligible = tuple(c for c in hand if matches(game, game.objects[c], e.filter, ctx.controller))
    if not eligible:
        ctx.results[e.remember] = False
        return None
    if e.optional and not ctx.answers:
        return Decision(DecisionKind.YES_NO, ctx.controller, "Put a card onto the battlefield?", ("yes", "no"),
                        ("Yes", "No"), "118.12")
    chose = not e.optional or ctx.answers[0] == "yes"
    ctx.results[e.remember] = chose
    if not chose:
        note(game, "declined", "118.12", data=(("player", player_ref(game, ctx.controller)),))
        return None
    first = 1 if e.optional else 0
    picked = ctx.answers[first] if len(ctx.answers) > first else None
    if picked is None:
        return Decision(DecisionKind.CHOOSE_OBJECT, ctx.controller, "Choose the card", eligible,
                        tuple(game.objects[c].card for c in eligible), "118.12")
    copies = entering_copies(game, ctx.controller, (as_int(picked),), ctx.answers[first + 1:])
    if isinstance(copies, Decision):     # CR 614.1c: "enter as a copy" is chosen before the card moves
        return copies
    copy = copies.get(as_int(picked))
    move(game, as_int(picked), Zone.BATTLEFIELD, controller=ctx.controller, rule="118.12",
         why=as_copy_variant("put_onto_battlefield", copy), copy=copy)
    return None

