"""Verb ``put_onto_battlefield``: "you may put a <filter> card from your hand onto the battlefield"
(CR 400.7). With ``optional``, the result (``remember``) is whether the player chose to — CR 118.12 judges
"if you do" by the choice, even if a replacement effect changes where or how the card enters."""


from __future__ import annotations

from manastack.cards.vocabulary.put_onto_battlefield import PutOntoBattlefield
from manastack.rules.copiable import CopyValues
from manastack.rules.effects.base import Ctx, players
from manastack.rules.effects.enter_as_copy import as_copy_variant, entering_copies
from manastack.rules.events import note, player_ref
from manastack.rules.filters import matches
from manastack.rules.zones import move, simultaneously
from manastack.types.actions import as_int
from manastack.types.decisions import YES_OR_NO, Decision, DecisionKind, Label, Prompt, object_labels
from manastack.types.enums import Zone

DONE = "done"


def apply(ctx: Ctx, e: PutOntoBattlefield) -> Decision | None:
    """Ask whether (if optional), then which card; move it under your control (replacements apply, 614)."""
    game = ctx.game
    eligible = _eligible(ctx, e)
    if e.any_number:
        return _any_number(ctx, e, eligible)
    if not eligible:
        ctx.results[e.remember] = False
        return None
    if e.optional and not ctx.answers:
        return Decision(DecisionKind.YES_NO, ctx.controller, Prompt.of("put_onto_battlefield"), ("yes", "no"),
                        YES_OR_NO, "118.12")
    chose = not e.optional or ctx.answers[0] == "yes"
    ctx.results[e.remember] = chose
    if not chose:
        note(game, "declined", "118.12", data=(("player", player_ref(game, ctx.controller)),))
        return None
    first = 1 if e.optional else 0
    picked = ctx.answers[first] if len(ctx.answers) > first else None
    if picked is None:
        return Decision(DecisionKind.CHOOSE_OBJECT, ctx.controller, Prompt.of("put_onto_battlefield_choose"), eligible,
                        object_labels(game.objects, eligible), "118.12")
    copies = entering_copies(game, ctx.controller, (as_int(picked),), ctx.answers[first + 1:])
    if isinstance(copies, Decision):     # CR 614.1c: "enter as a copy" is chosen before the card moves
        return copies
    _put(ctx, copies, (as_int(picked),), counters={str(k): n for k, n in e.counters.items()})
    return None


def _eligible(ctx: Ctx, e: PutOntoBattlefield) -> tuple[int, ...]:
    """The cards that fit: in your hand (or graveyard), or in exile owned by the named player and face up
    (708.2)."""
    game = ctx.game
    if e.zone != "exile":
        you = game.players[ctx.controller]
        cards = [*you.hand, *you.graveyard] if e.zone == "hand_or_graveyard" else list(you.hand)
    else:
        owners = set(players(ctx, e.owner))
        cards = [c for c in game.zone_list(Zone.EXILE, 0) if game.objects[c].owner in owners
                 and not game.objects[c].face_down]
    return tuple(c for c in cards if matches(game, game.objects[c], e.filter, ctx.controller))


def _any_number(ctx: Ctx, e: PutOntoBattlefield, eligible: tuple[int, ...]) -> Decision | None:
    """CR 608.2d: "any number of" cards, chosen one at a time until the player is done; then all are put onto the
    battlefield at the same time."""
    done = ctx.answers.index(DONE) if DONE in ctx.answers else len(ctx.answers)
    chosen = tuple(as_int(a) for a in ctx.answers[:done])
    left = tuple(c for c in eligible if c not in chosen)
    if left and done == len(ctx.answers):
        game = ctx.game
        return Decision(DecisionKind.CHOOSE_OBJECT, ctx.controller, Prompt.of("put_onto_battlefield_choose_more"),
                        (*left, DONE), (*object_labels(game.objects, left), Label.of("no_more")), "608.2d")
    ctx.results[e.remember] = bool(chosen)
    copies = entering_copies(ctx.game, ctx.controller, chosen, ctx.answers[done + 1:])
    if isinstance(copies, Decision):     # CR 614.1c: "enter as a copy" is chosen before the cards move
        return copies
    _put(ctx, copies, chosen, "110.2", {str(k): n for k, n in e.counters.items()})
    return None


def _put(ctx: Ctx, copies: dict[int, CopyValues], cards: tuple[int, ...], rule: str = "118.12",
         counters: dict[str, int] | None = None) -> None:
    """The cards enter together under your control (110.2: the player who put it onto the battlefield), with
    the counters the effect names on them (122.6)."""
    with simultaneously(ctx.game):
        for card in cards:
            copy = copies.get(card)
            move(ctx.game, card, Zone.BATTLEFIELD, controller=ctx.controller, rule=rule,
                 why=as_copy_variant("put_onto_battlefield", copy), copy=copy, counters=counters)
