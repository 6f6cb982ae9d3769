"""Verb ``reveal_pick``: reveal the top N cards, take up to one card fitting each filter (or, ``each_card_type``, up
to one card of each card type, CR 300.1), the rest to the graveyard (CR 701.20a: revealed cards are shown to every
player, so the question may name them)."""


from __future__ import annotations

from manastack.cards.parts import ObjectFilter
from manastack.cards.vocabulary.reveal_pick import RevealPick
from manastack.rules.effects.base import Ctx, amount
from manastack.rules.events import emit, player_ref
from manastack.rules.filters import matches
from manastack.rules.zones import move
from manastack.types.decisions import Decision, DecisionKind, Label, Prompt, object_labels
from manastack.types.enums import CardType, Zone
from manastack.types.events import ObjectRef

NONE = "none"
EACH_TYPE = tuple(ObjectFilter(types=(t,)) for t in CardType)    # CR 300.1, in the rules' order


def apply(ctx: Ctx, e: RevealPick) -> Decision | None:
    """CR 608.2c: one question per filter ("a creature card and/or a land card"; "for each card type"), each
    answered by a card among the revealed ones that fits it and isn't taken yet, or none; then the cards move."""
    game = ctx.game
    revealed = game.players[ctx.controller].library[:max(amount(ctx, e.amount), 0)]
    if not revealed:
        return None
    if not ctx.answers:     # CR 701.20a: shown once, before the choices (run again with each answer)
        emit(game, "reveal", "701.20a", player=ctx.controller, objects=tuple(revealed),
             data=(("variant", "cards"), ("player", player_ref(game, ctx.controller)),
                   ("cards", tuple(ObjectRef(c, game.objects[c].card) for c in revealed))))

    answers, taken = list(ctx.answers), []
    for wanted in EACH_TYPE if e.each_card_type else e.picks:
        options = tuple(c for c in revealed if c not in taken
                        and matches(game, game.objects[c], wanted, ctx.controller, ctx.source))
        if not options:
            continue
        if not answers:
            return Decision(DecisionKind.CHOOSE_OBJECT, ctx.controller, _question(e, wanted), (*options, NONE),
                            (*object_labels(game.objects, options), Label.of("none")), "608.2c")
        answer = answers.pop(0)
        if answer != NONE:
            taken.append(answer)
    _move(ctx, e, revealed, taken)
    return None


def _question(e: RevealPick, wanted: ObjectFilter) -> Prompt:
    """Which card to take, and where to: "Choose a card to exile", or for each card type "Choose an artifact card
    to exile" (one variant of the question per card type)."""
    to = "exile" if e.to == "exile" else "hand"
    if not e.each_card_type:
        return Prompt.of("reveal_pick", variant=to)
    return Prompt.of("reveal_pick", variant=f"{to}_{wanted.types[0].value.lower()}")


def _move(ctx: Ctx, e: RevealPick, revealed: list[int], taken: list[object]) -> None:
    game = ctx.game
    picked: list[int] = []
    for card in revealed:
        if card not in taken:
            move(game, card, Zone.GRAVEYARD, rule="608.2c")
            continue
        moved = move(game, card, Zone.HAND if e.to == "hand" else Zone.EXILE, rule="608.2c",
                     why="to_owners_hand" if e.to == "hand" else "exiled")
        if moved is not None:
            picked.append(moved.id)
    if e.remember:
        ctx.results[e.remember] = tuple(picked)
