"""Verb ``look_at_top_card`` (CR 401.1, 608.2d): the player looks at the top card of their library (the look is seen by
them alone); a land card they may put onto the battlefield tapped, else it goes to their hand (a land card too,
if they decline)."""


from __future__ import annotations

from manastack.cards.vocabulary.look_at_top_card import LookAtTopCard
from manastack.rules.characteristics import chars
from manastack.rules.effects.base import Ctx, answer
from manastack.rules.events import note, player_ref
from manastack.rules.zones import move
from manastack.types.decisions import Decision, DecisionKind, Label, Prompt
from manastack.types.enums import Zone
from manastack.types.events import ObjectRef


def apply(ctx: Ctx, e: LookAtTopCard) -> Decision | None:
    """CR 608.2d: the choice is made as the instruction is followed, only if the card is a land."""
    game = ctx.game
    pid = ctx.controller
    library = game.players[pid].library
    if not library:
        return None
    top = game.objects[library[0]]
    land = chars(game, top).is_land
    if land and answer(ctx) is None:
        note(game, "look", "401.1", player=pid, objects=(top.id,),
             data=(("variant", "top_card"), ("player", player_ref(game, pid)), ("card", ObjectRef(top.id, top.card)),
                   ("private_to", pid)))

        return Decision(DecisionKind.YES_NO, pid, Prompt.of("look_land_onto_battlefield"), ("yes", "no"),
                        (Label.of("onto_battlefield"), Label.of("into_hand")), "608.2d")
    if land and answer(ctx) == "yes":
        move(game, top.id, Zone.BATTLEFIELD, controller=pid, rule="400.7", why="put_onto_battlefield_tapped",
             tapped=True)
    else:
        move(game, top.id, Zone.HAND, rule="400.7", why="to_hand")
    return None
