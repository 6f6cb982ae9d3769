"""Verbs ``tap`` and ``untap`` (CR 701.26)."""


from __future__ import annotations

from manastack.cards.vocabulary.tap import Tap, TapOrUntap, Untap
from manastack.rules.effects.base import Ctx, answer, objects
from manastack.rules.events import note, player_ref
from manastack.rules.filters import matches
from manastack.rules.keyword_actions import tap, untap
from manastack.types.decisions import Decision, DecisionKind, Label, Prompt


def apply_tap(ctx: Ctx, e: Tap) -> None:
    """CR 701.26a; ``only``: just the named objects that fit, as they are now."""
    for oid in objects(ctx, e.what):
        if e.only is None or (oid in ctx.game.objects and matches(ctx.game, ctx.game.objects[oid], e.only,
                                                                  ctx.controller)):
            tap(ctx.game, oid)


def apply_untap(ctx: Ctx, e: Untap) -> None:
    """CR 701.26b."""
    for oid in objects(ctx, e.what):
        untap(ctx.game, oid)


TAP, UNTAP, NEITHER = 0, 1, 2     # the choices of "you may tap or untap", numbered like modes


def apply_tap_or_untap(ctx: Ctx, e: TapOrUntap) -> Decision | None:
    """CR 701.26, 608.2d: "you may tap or untap target creature" — tap it, untap it, or neither, as chosen
    while the instruction is followed."""
    found = objects(ctx, e.what)
    if not found:
        return None
    chosen = answer(ctx)
    if chosen is None:
        return Decision(DecisionKind.MODE, ctx.controller, Prompt.of("choose_tap_or_untap"), (TAP, UNTAP, NEITHER),
                        (Label.of("tap"), Label.of("untap"), Label.of("neither")), "608.2d")
    for oid in found:
        if chosen == TAP:
            tap(ctx.game, oid)
        elif chosen == UNTAP:
            untap(ctx.game, oid)
        else:
            note(ctx.game, "declined", "608.2d", player=ctx.controller,
                 data=(("variant", "tap_or_untap"), ("player", player_ref(ctx.game, ctx.controller))))

    return None
