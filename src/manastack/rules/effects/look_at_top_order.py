"""``look_at_top`` with ``rest: bottom_any``: look at the top N cards of your library, take up to M that fit
(revealing them if told), put them into your hand or back on top in any order, and the rest on the bottom in any
order (CR 401.5, 701.20a).

Every choice is asked before anything moves (``rules.effects.base``): whether to look, then each card taken (then
"done" once enough are), then the order of the cards going back on top, then of those going to the bottom — the
first chosen for the bottom goes there first. The cards looked at stay hidden from the other players: only the
revealed ones are named to them (CR 401.5, 701.20a), and the orderings are private choices.
"""


from __future__ import annotations

from manastack.cards.vocabulary.look_at_top import LookAtTop
from manastack.rules.effects.base import Ctx
from manastack.rules.events import emit, note, player_ref
from manastack.rules.filters import matches
from manastack.rules.zones import move
from manastack.types.actions import Choice
from manastack.types.decisions import Decision, DecisionKind, Label, Prompt, object_labels
from manastack.types.enums import Zone
from manastack.types.events import ObjectRef

DONE = "done"


def apply(ctx: Ctx, e: LookAtTop) -> Decision | None:
    """CR 401.5: the cards taken and both orders are chosen before anything moves."""
    assert isinstance(e.amount, int) and (e.take is None or isinstance(e.take, int))
    game, pid = ctx.game, ctx.controller
    answers = list(ctx.answers)
    if e.optional:
        if not answers:
            return Decision(DecisionKind.YES_NO, pid, Prompt.of("look_at_top", count=e.amount),
                            ("yes", "no"), (Label.of("look"), Label.of("dont_look")), "118.12")
        ctx.results["paid"] = answers[0] == "yes"
        if answers.pop(0) != "yes":
            note(game, "declined", "118.12", player=pid,
                 data=(("variant", "look"), ("player", player_ref(game, pid))))
            return None
    looked = list(game.players[pid].library[:e.amount])
    taken, rest = _split(answers, e, looked)
    if rest is None:
        return _ask_take(ctx, e, looked, taken)
    top_order = answers[len(taken) + (len(taken) != e.take):]
    if e.to == "top" and len(top_order) < len(taken) - 1:
        return _ask_order(ctx, [c for c in taken if c not in top_order], "top")
    bottom_order = top_order[max(len(taken) - 1, 0):] if e.to == "top" else top_order
    if len(bottom_order) < len(rest) - 1:
        return _ask_order(ctx, [c for c in rest if c not in bottom_order], "bottom")
    _finish(ctx, e, looked, _ordered(taken, top_order), _ordered(rest, bottom_order))
    return None


def _split(answers: list[object], e: LookAtTop, looked: list[int]) -> tuple[list[int], list[int] | None]:
    """The cards taken so far, and (once the taking is over) the rest looked at."""
    taken: list[int] = []
    for a in answers:
        if a == DONE:
            return taken, [c for c in looked if c not in taken]
        if not isinstance(a, int) or a not in looked:
            break
        taken.append(a)
        if e.take is not None and len(taken) == e.take:
            return taken, [c for c in looked if c not in taken]
    return taken, None


def _ask_take(ctx: Ctx, e: LookAtTop, looked: list[int], taken: list[int]) -> Decision | None:
    game, pid = ctx.game, ctx.controller
    fitting = tuple(c for c in looked if c not in taken and matches(game, game.objects[c], e.filter, pid))
    options: tuple[Choice, ...] = fitting + ((DONE,) if len(taken) >= e.min else ())
    if not fitting:          # nothing (more) to take: the taking is over
        ctx.answers.append(DONE)
        return apply(ctx, e)
    asked = Prompt.of("look_take", variant="reveal" if e.reveal else "take")
    return Decision(DecisionKind.CHOOSE_OBJECT, pid, asked, options,
                    (*object_labels(game.objects, fitting), *((Label.of("done"),) if DONE in options else ())), "401.5")


def _ask_order(ctx: Ctx, left: list[int], where: str) -> Decision:
    game = ctx.game
    return Decision(DecisionKind.CHOOSE_OBJECT, ctx.controller, Prompt.of("look_order", variant=where), tuple(left),
                    object_labels(game.objects, left), "401.5")


def _ordered(cards: list[int], order: list[object]) -> list[int]:
    """``cards`` in the order chosen (the last one, never asked, goes last)."""
    first = [c for c in order if isinstance(c, int) and c in cards]
    return first + [c for c in cards if c not in first]


def _finish(ctx: Ctx, e: LookAtTop, looked: list[int], taken: list[int], rest: list[int]) -> None:
    game, pid = ctx.game, ctx.controller
    player = game.players[pid]
    note(game, "look", "401.5", player=pid, amount=len(looked), data=(("player", player_ref(game, pid)),))
    if e.reveal and taken:
        emit(game, "reveal", "701.20a", player=pid, objects=tuple(taken),
             data=(("variant", "cards"), ("player", player_ref(game, pid)),
                   ("cards", tuple(ObjectRef(c, game.objects[c].card) for c in taken))))
    library = [c for c in player.library if c not in looked]
    if e.to == "top":
        library = list(reversed(taken)) + library    # the last one put there ends on top
    else:
        for card in taken:
            move(game, card, Zone.HAND, rule="401.5", why="to_hand")
    player.library[:] = library + rest
    emit(game, "bottom", "401.5", player=pid, amount=len(rest), data=(("player", player_ref(game, pid)),))

