"""Verb ``return_card``: "return <card> from a graveyard (or exile) to the battlefield / hand" (CR 400.7).

``filter`` keeps only the named cards that fit ("a creature card put into your graveyard this way"),
``choose`` returns only that many of them, chosen as the instruction is followed (608.2d), and
``counters`` makes the card enter with counters on it (122.6: "with a +1/+1 counter on it"): they are on
it as it enters, so its "enters" abilities see them.
"""


from __future__ import annotations

from manastack.cards.vocabulary.return_card import ReturnCard
from manastack.rules.effects.base import Ctx, answer, objects
from manastack.rules.effects.enter_as_copy import as_copy_variant, entering_copies
from manastack.rules.effects.token import attacked_player, enters_attacking
from manastack.rules.filters import matches
from manastack.rules.forced import take_only_option
from manastack.rules.zones import move
from manastack.types.decisions import YES_OR_NO, Decision, DecisionKind, Label, Prompt, object_labels
from manastack.types.enums import Zone


def apply(ctx: Ctx, e: ReturnCard) -> Decision | None:
    """Put each named card onto the battlefield under its new controller, or into its owner's hand; "you may
    return it to the battlefield instead" is asked first (608.2d), and that answer set aside."""
    if e.to != "battlefield_or_hand":
        return _return(ctx, e)
    if not ctx.answers:
        if not _named(ctx, e):
            return None
        return Decision(DecisionKind.YES_NO, ctx.controller, Prompt.of("return_to_battlefield_instead"),
                        ("yes", "no"), (Label.of("battlefield"), Label.of("hand")), "608.2d")
    where = "battlefield" if ctx.answers[0] == "yes" else "hand"
    ctx.answers = ctx.answers[1:]
    return _return(ctx, e.model_copy(update={"to": where}))


def _return(ctx: Ctx, e: ReturnCard) -> Decision | None:
    moved = []
    defender = attacked_player(ctx, e.attacking)
    if isinstance(defender, Decision):
        return defender
    chosen = _chosen(ctx, e)
    if isinstance(chosen, Decision):
        return chosen
    copies = {} if e.to != "battlefield" else \
        entering_copies(ctx.game, ctx.controller, chosen, ctx.answers[_picks(ctx, e):])
    if isinstance(copies, Decision):     # CR 614.1c: "enter as a copy" is chosen before the card moves
        return copies
    if e.choose and not _picks(ctx, e):  # no more cards than it may return: each is the only choice (608.2d)
        for oid in chosen:
            take_only_option(ctx.game, _choice(ctx, (oid,)))
    for oid in chosen:
        if e.to == "battlefield":
            controller = ctx.controller if e.under == "you" else ctx.game.objects[oid].owner
            copy = copies.get(oid)
            new = move(ctx.game, oid, Zone.BATTLEFIELD, controller=controller, rule="400.7",
                       why=as_copy_variant("put_onto_battlefield", copy), copy=copy,
                       counters={str(k): n for k, n in e.counters.items()}, tapped=e.tapped or e.attacking)
        elif e.to == "library_bottom":
            new = move(ctx.game, oid, Zone.LIBRARY, top=False, rule="400.7",
                       why="bottom_of_library")
        else:
            new = move(ctx.game, oid, Zone.HAND, rule="400.7", why="returns_to_hand")
        if new is not None:
            moved.append(new.id)
            if defender is not None and new.zone is Zone.BATTLEFIELD:
                enters_attacking(ctx, new.id, defender)
    if e.remember:
        ctx.results[e.remember] = tuple(moved)
    return None


def _picks(ctx: Ctx, e: ReturnCard) -> int:
    """How many answers the ``choose`` of the cards took (the answers after them are about copies)."""
    return e.choose if e.choose and len(_named(ctx, e)) > e.choose else 0


def _named(ctx: Ctx, e: ReturnCard) -> list[int]:
    """The cards the instruction names that fit its ``filter``."""
    found = objects(ctx, e.what)
    if e.filter is None:
        return found
    return [o for o in found if matches(ctx.game, ctx.game.objects[o], e.filter, ctx.controller, ctx.source)]


def _chosen(ctx: Ctx, e: ReturnCard) -> list[int] | Decision:
    """The named cards that fit ``filter``; with ``choose``, the ones the controller picks (CR 608.2d); with
    ``optional``, only if the controller wants to."""
    found = _named(ctx, e)
    if e.optional and found:
        wants = answer(ctx)
        if wants is None:
            return Decision(DecisionKind.YES_NO, ctx.controller, Prompt.of("return_one_to_hand"), ("yes", "no"),
                            YES_OR_NO, "608.2d")
        if wants != "yes":
            return []
    if not e.choose or len(found) <= e.choose:
        return found
    picked = [int(a) for a in ctx.answers if a in found]  # type: ignore[call-overload]
    if len(picked) < e.choose:
        return _choice(ctx, tuple(o for o in found if o not in picked))
    return picked


def _choice(ctx: Ctx, options: tuple[int, ...]) -> Decision:
    return Decision(DecisionKind.CHOOSE_OBJECT, ctx.controller, Prompt.of("return_choose"), options,
                    object_labels(ctx.game.objects, options), "608.2d")
