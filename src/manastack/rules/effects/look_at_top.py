"""Verb ``look_at_top``: look at the top N cards of your library, you may reveal one that fits and put it into
your hand (or onto the battlefield), the rest go to the bottom in a random order (CR 401.1, 401.4, 701.20a); or put
X of them into your hand and the rest into your graveyard.

The cards looked at are seen only by their owner (401.1: the library is hidden); the one revealed is shown to
every player (701.20a). Asked as "reveal one?" then which one, as the scenario format shapes an optional
choice of objects; the random order comes from the game's seeded generator, so a replay matches.
"""


from __future__ import annotations

from manastack.cards.vocabulary.look_at_top import LookAtTop
from manastack.rules.conditions import holds
from manastack.rules.effects import look_at_top_order
from manastack.rules.effects.base import Ctx, amount, answer
from manastack.rules.events import emit, player_ref
from manastack.rules.filters import matches
from manastack.rules.zones import move
from manastack.types.actions import as_int
from manastack.types.decisions import Decision, DecisionKind, Label, Prompt, object_labels
from manastack.types.enums import Zone
from manastack.types.events import ObjectRef


def apply(ctx: Ctx, e: LookAtTop) -> Decision | None:
    """CR 401.1, 701.20a: look, maybe reveal one and put it into the hand (or onto the battlefield), the rest on
    the bottom at random."""
    if e.rest == "bottom_any":
        return look_at_top_order.apply(ctx, e)
    game, you = ctx.game, ctx.controller
    looked = list(game.players[you].library[:max(amount(ctx, e.amount) * e.times, 0)])
    if e.exactly:
        return _put_some(ctx, e, looked)
    fits = tuple(c for c in looked if matches(game, game.objects[c], e.filter, you, ctx.source))
    take = answer(ctx)
    if fits and take is None:
        return Decision(DecisionKind.YES_NO, you, Prompt.of("look_reveal_one"),
                        ("yes", "no"), (Label.of("reveal_one"), Label.of("dont_reveal")), "701.20a")
    picked = answer(ctx, 1) if take == "yes" else None
    if take == "yes" and picked not in fits:
        return Decision(DecisionKind.CHOOSE_OBJECT, you, Prompt.of("look_reveal_choose"), fits,
                        object_labels(game.objects, fits), "701.20a")
    onto = isinstance(picked, int) and _onto_battlefield(ctx, e, picked)
    if isinstance(onto, Decision):
        return onto
    _look(ctx, looked)
    if isinstance(picked, int):
        looked.remove(picked)
        emit(game, "reveal", "701.20a", player=you, objects=(picked,),
             data=(("player", player_ref(game, you)), ("card", ObjectRef(picked, game.objects[picked].card))))
        if onto:
            move(game, picked, Zone.BATTLEFIELD, controller=you, rule="608.2c", why="put_onto_battlefield")
        else:
            move(game, picked, Zone.HAND, rule="701.20a", why="to_hand")
    _to_bottom(ctx, looked)
    return None


def _onto_battlefield(ctx: Ctx, e: LookAtTop, card: int) -> bool | Decision:
    """"You may put it onto the battlefield if <condition>" — asked once the card is chosen (608.2d)."""
    if e.battlefield_if is None or not holds(ctx.game, ctx.obj, e.battlefield_if, ctx.results):
        return False
    where = answer(ctx, 2)
    if where is None:
        asked = Prompt.of("look_onto_battlefield", card=ObjectRef(card, ctx.game.objects[card].card))
        return Decision(DecisionKind.YES_NO, ctx.controller, asked, ("yes", "no"),
                        (Label.of("onto_battlefield"), Label.of("into_hand")), "608.2d")
    return where == "yes"


def _put_some(ctx: Ctx, e: LookAtTop, looked: list[int]) -> Decision | None:
    """"Put X cards from among them into your hand and the rest into your graveyard": chosen one at a time
    (608.2d), none revealed (the hand is hidden, 400.2); no choice is left once as many must go as remain."""
    game, you = ctx.game, ctx.controller
    want = min(max(amount(ctx, e.take or 0), 0), len(looked))
    picks = [as_int(a) for a in ctx.answers][:want]
    left = [c for c in looked if c not in picks]
    if len(picks) < want and len(left) > want - len(picks):
        return Decision(DecisionKind.CHOOSE_OBJECT, you, Prompt.of("look_to_hand_choose"), tuple(left),
                        object_labels(game.objects, left), "608.2d")
    taken = picks + (left if len(picks) < want else [])
    _look(ctx, looked)
    for card in taken:
        move(game, card, Zone.HAND, rule="608.2c", why="to_hand")
    rest = [c for c in looked if c not in taken]
    if e.rest == "graveyard":
        for card in rest:
            move(game, card, Zone.GRAVEYARD, rule="608.2c", why="to_graveyard")
    else:
        _to_bottom(ctx, rest)
    return None


def _look(ctx: Ctx, looked: list[int]) -> None:
    you = ctx.controller
    emit(ctx.game, "look", "401.1", player=you, amount=len(looked), data=(("player", player_ref(ctx.game, you)),))


def _to_bottom(ctx: Ctx, cards: list[int]) -> None:
    """The rest go to the bottom of the library in a random order (the game's seeded generator, CR 401.4)."""
    game, you = ctx.game, ctx.controller
    library = game.players[you].library
    for card in cards:
        library.remove(card)
    ctx.game.rng.shuffle(cards)
    library.extend(cards)
    emit(game, "bottom", "401.1", player=you, amount=len(cards),
         data=(("variant", "random"), ("player", player_ref(game, you))))

