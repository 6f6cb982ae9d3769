"""Verb ``look_at_top``: look at the top N cards of your library, take some of them (into your hand, or onto the
battlefield), and put the rest on the bottom in a random order or into your graveyard (CR 401.4, 701.20a).

The looked-at cards stay hidden (CR 400.2): the questions naming them are the controller's, a card taken into the
hand is named to the others only if it's revealed, and the event for the rest says only how many went where.
"""


from __future__ import annotations

from manastack.cards.vocabulary.look_at_top import LookAtTop
from manastack.rules.conditions import holds
from manastack.rules.effects.base import Ctx, amount
from manastack.rules.events import emit
from manastack.rules.filters import matches
from manastack.rules.zones import move
from manastack.types.actions import as_int
from manastack.types.decisions import Decision, DecisionKind
from manastack.types.enums import Zone

NOTHING = "nothing"


def apply(ctx: Ctx, e: LookAtTop) -> Decision | None:
    """Ask for the cards taken one by one (then, maybe, battlefield or hand), then move them all."""
    game = ctx.game
    looked = game.players[ctx.controller].library[:max(amount(ctx, e.amount) * e.times, 0)]
    if not looked:
        return None
    taken = _taken(ctx, e, looked)
    if isinstance(taken, Decision):
        return taken
    onto = _onto_battlefield(ctx, e, taken)
    if isinstance(onto, Decision):
        return onto
    _put(ctx, e, looked, taken, onto)
    return None


def _taken(ctx: Ctx, e: LookAtTop, looked: list[int]) -> list[int] | Decision:
    """The cards chosen so far; a question while more may be (or, with ``exactly``, must be) taken."""
    game = ctx.game
    want = max(amount(ctx, e.take), 0)
    given = [a for a in ctx.answers if a not in ("yes", "no")][:want]
    picks = [a for a in given if a != NOTHING]
    done = NOTHING in given or len(picks) >= want
    fits = [c for c in looked if c not in picks and
            (e.filter is None or matches(game, game.objects[c], e.filter, ctx.controller, ctx.source))]
    if done or not fits:
        return [as_int(c) for c in picks]
    if e.exactly and len(looked) - len(picks) <= want - len(picks):   # CR 608.2d: no choice is left
        return [*(as_int(c) for c in picks), *fits]
    options = (*fits, *(() if e.exactly else (NOTHING,)))
    labels = (*(game.objects[c].card for c in fits), *(() if e.exactly else ("Take nothing more",)))
    return Decision(DecisionKind.CHOOSE_OBJECT, ctx.controller, "Choose a card to take from among them", options,
                    labels, "608.2d")


def _onto_battlefield(ctx: Ctx, e: LookAtTop, taken: list[int]) -> bool | Decision:
    """"You may put it onto the battlefield if <condition>" — asked once the card is chosen."""
    if e.battlefield_if is None or not taken or not holds(ctx.game, ctx.obj, e.battlefield_if, ctx.results):
        return False
    answer = next((a for a in ctx.answers if a in ("yes", "no")), None)   # asked after the cards (ids)
    if answer is None:
        name = ctx.game.objects[taken[0]].card
        return Decision(DecisionKind.YES_NO, ctx.controller, f"Put {name} onto the battlefield?", ("yes", "no"),
                        ("Onto the battlefield", "Into your hand"), "608.2d")
    return answer == "yes"


def _put(ctx: Ctx, e: LookAtTop, looked: list[int], taken: list[int], onto: bool) -> None:
    game = ctx.game
    player = game.players[ctx.controller]
    rest = [c for c in looked if c not in taken]
    for card in taken:
        if e.reveal:
            emit(game, "reveal", "701.20a", "{0} reveals {1}.", (player.name, game.objects[card].card),
                 player=ctx.controller, objects=(card,))
        if onto:
            move(game, card, Zone.BATTLEFIELD, controller=ctx.controller, rule="608.2c",
                 why="is put onto the battlefield")
        else:
            move(game, card, Zone.HAND, rule="608.2c", why="is put into its owner's hand")
    if e.rest == "graveyard":
        for card in rest:
            move(game, card, Zone.GRAVEYARD, rule="608.2c", why="is put into " + player.name + "'s graveyard")
        return
    for card in rest:
        player.library.remove(card)
    game.rng.shuffle(rest)        # CR 401.4: a random order, which no player knows
    player.library.extend(rest)
    emit(game, "library_bottom", "401.4", "{0} puts {1} card(s) on the bottom of their library in a random order.",
         (player.name, str(len(rest))), player=ctx.controller, amount=len(rest))
