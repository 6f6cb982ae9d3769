"""Verb ``cast``: the player may cast the card during the resolution (CR 608.2g), with the alternative cost the
effect gives (118.9: "without paying its mana cost", "by discarding a card"); see
``rules.cast_during_resolution``.

The choice comes first (608.2d: "you may"; with several cards, which one); then the cast begins and its 601.2
questions are asked as casting decisions. The resolution pauses while the spell is being cast and goes on
once it is cast (the ``CAST`` answer marks it begun).
"""


from __future__ import annotations

from manastack.cards.vocabulary.cast_card import CastCard
from manastack.rules.cast_during_resolution import WITHOUT_PAYING, castable
from manastack.rules.effects.base import Ctx, objects
from manastack.rules.events import note, player_ref, source_ref
from manastack.rules.zones import GRAVEYARD_TO_EXILE
from manastack.types.decisions import YES_OR_NO, Decision, DecisionKind, Label, Prompt, object_labels
from manastack.types.events import ObjectRef

CAST, NONE = "cast", "none"


def apply(ctx: Ctx, e: CastCard) -> Decision | None:
    """CR 608.2g: ask, then begin casting the chosen card; it is cast before the resolution goes on."""
    if CAST in ctx.answers:
        return None      # the spell was cast (or its cast begun) earlier in this instruction
    game = ctx.game
    cards = tuple(c for c in objects(ctx, e.what) if castable(game, ctx.controller, c, e.how))
    if not cards:
        return None
    if not ctx.answers:
        return _question(ctx, cards)
    choice = ctx.answers[0]
    card = cards[0] if choice == "yes" else choice
    if choice in ("no", NONE) or card not in cards:
        note(game, "declined", "608.2d", player=ctx.controller,
             data=(("variant", "cast"), ("player", player_ref(game, ctx.controller))))
        return None
    ctx.answers.append(CAST)
    from manastack.rules.casting import begin_cast

    chosen: dict[str, object] = {WITHOUT_PAYING: e.how}
    if e.exile_instead:
        chosen[GRAVEYARD_TO_EXILE] = True
    note(game, "cast_during_resolution", "608.2g", player=ctx.controller, objects=(card,),
         data=(("variant", e.how), ("player", player_ref(game, ctx.controller)),
               ("spell", ObjectRef(card, game.objects[card].card)), ("source", source_ref(game, ctx.obj))))


    begin_cast(game, ctx.controller, card, chosen)    # CR 601.2a–i; the resolution waits for it (608.2g)
    return None


def _question(ctx: Ctx, cards: tuple[int, ...]) -> Decision:
    game = ctx.game
    if len(cards) == 1:
        asked = Prompt.of("cast_card", card=ObjectRef(cards[0], game.objects[cards[0]].card))
        return Decision(DecisionKind.YES_NO, ctx.controller, asked, ("yes", "no"),
                        YES_OR_NO, "608.2g")
    return Decision(DecisionKind.CHOOSE_OBJECT, ctx.controller, Prompt.of("cast_choose"), (*cards, NONE),
                    (*object_labels(game.objects, cards), Label.of("cast_none")), "608.2g")
