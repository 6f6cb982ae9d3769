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
from manastack.rules.events import note
from manastack.rules.zones import GRAVEYARD_TO_EXILE
from manastack.types.decisions import Decision, DecisionKind

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
        note(game, "declined", "608.2d", "{0} chooses not to cast a spell.", (game.players[ctx.controller].name,),
             player=ctx.controller)
        return None
    ctx.answers.append(CAST)
    from manastack.rules.casting import begin_cast

    chosen: dict[str, object] = {WITHOUT_PAYING: e.how}
    if e.exile_instead:
        chosen[GRAVEYARD_TO_EXILE] = True
    note(game, "cast_during_resolution", "608.2g", "{0} begins to cast {1} while {2} resolves, " + (
        "without paying its mana cost." if e.how == "free" else "by discarding a card rather than paying its mana "
        "cost."), (game.players[ctx.controller].name, game.objects[card].card, ctx.name), player=ctx.controller,
         objects=(card,))
    begin_cast(game, ctx.controller, card, chosen)    # CR 601.2a–i; the resolution waits for it (608.2g)
    return None


def _question(ctx: Ctx, cards: tuple[int, ...]) -> Decision:
    game = ctx.game
    if len(cards) == 1:
        return Decision(DecisionKind.YES_NO, ctx.controller, f"Cast {game.objects[cards[0]].card}?", ("yes", "no"),
                        ("Yes", "No"), "608.2g")
    return Decision(DecisionKind.CHOOSE_OBJECT, ctx.controller, "Choose a spell to cast", (*cards, NONE),
                    (*(game.objects[c].card for c in cards), "Cast none"), "608.2g")
