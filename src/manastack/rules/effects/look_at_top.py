"""Verb ``look_at_top``: look at the top N cards of your library, you may reveal one that fits and put it into
your hand, the rest go to the bottom in a random order (CR 401.1, 701.20a).

The cards looked at are seen only by their owner (401.1: the library is hidden); the one revealed is shown to
every player (701.20a). Asked as "reveal one?" then which one, as the scenario format shapes an optional
choice of objects; the random order comes from the game's seeded generator, so a replay matches.
"""


from __future__ import annotations

from manastack.cards.vocabulary.look_at_top import LookAtTop
from manastack.rules.effects.base import Ctx, answer
from manastack.rules.events import emit
from manastack.rules.filters import matches
from manastack.rules.zones import move
from manastack.types.decisions import Decision, DecisionKind
from manastack.types.enums import Zone


def apply(ctx: Ctx, e: LookAtTop) -> Decision | None:
    """CR 401.1, 701.20a: look, maybe reveal one and put it into the hand, the rest on the bottom at random."""
    game, you = ctx.game, ctx.controller
    looked = list(game.players[you].library[:e.amount])
    fits = tuple(c for c in looked if matches(game, game.objects[c], e.filter, you, ctx.source))
    take = answer(ctx)
    if fits and take is None:
        return Decision(DecisionKind.YES_NO, you, "Reveal a card from among them and put it into your hand?",
                        ("yes", "no"), ("Reveal one", "Don't"), "701.20a")
    picked = answer(ctx, 1) if take == "yes" else None
    if take == "yes" and picked not in fits:
        return Decision(DecisionKind.CHOOSE_OBJECT, you, "Choose the card to reveal and put into your hand", fits,
                        tuple(game.objects[c].card for c in fits), "701.20a")
    emit(game, "look", "401.1", "{0} looks at the top {1} cards of their library.",
         (game.players[you].name, str(len(looked))), player=you)
    if isinstance(picked, int):
        looked.remove(picked)
        emit(game, "reveal", "701.20a", "{0} reveals {1}.", (game.players[you].name, game.objects[picked].card),
             player=you, objects=(picked,))
        move(game, picked, Zone.HAND, rule="701.20a", why="is put into its owner's hand")
    _to_bottom(ctx, looked)
    return None


def _to_bottom(ctx: Ctx, cards: list[int]) -> None:
    """The rest go to the bottom of the library in a random order (the game's seeded generator)."""
    game, you = ctx.game, ctx.controller
    library = game.players[you].library
    for card in cards:
        library.remove(card)
    ctx.game.rng.shuffle(cards)
    library.extend(cards)
    emit(game, "bottom", "401.1", "{0} puts {1} cards on the bottom of their library in a random order.",
         (game.players[you].name, str(len(cards))), player=you)
