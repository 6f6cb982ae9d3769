"""Verb ``create_token``: "<player> creates N <token> tokens" (CR 111)."""


from __future__ import annotations

from manastack.cards.vocabulary.token import CreateToken
from manastack.rules.effects.base import Ctx, amount, answer, players
from manastack.rules.events import emit, object_ref, player_ref
from manastack.rules.zones import create_token, simultaneously
from manastack.types.actions import as_int
from manastack.types.decisions import Decision, DecisionKind, Label, Prompt


def apply(ctx: Ctx, e: CreateToken) -> Decision | None:
    """CR 111.2: the player who creates a token is its owner and controller. The token is the one the card's
    own file defines by that name, else the game's pool's (an unknown name fails before anything changes)."""
    defender = attacked_player(ctx, e.attacking)
    if isinstance(defender, Decision):
        return defender
    token = ctx.game.cards.token(e.token, ctx.obj.copy_of or ctx.obj.definition)
    made = []
    with simultaneously(ctx.game):     # CR 603.2c: the tokens enter at the same time
        for pid in players(ctx, e.who):
            for _ in range(amount(ctx, e.amount)):
                obj = create_token(ctx.game, token, pid, tapped=e.tapped or e.attacking)
                if obj is not None:
                    made.append(obj.id)
                    if defender is not None:
                        enters_attacking(ctx, obj.id, defender)
    if e.remember:      # the tokens made, for "that token" or "if you do" (608.2c)
        ctx.results[e.remember] = tuple(made)
    return None


def attacked_player(ctx: Ctx, attacking: bool) -> int | Decision | None:
    """CR 508.4: a creature put onto the battlefield attacking attacks the player its controller chooses (an
    opponent); outside combat it isn't attacking at all."""
    game = ctx.game
    if not attacking or game.combat is None:
        return None
    opponents = tuple(p.id for p in game.players if p.in_game and p.id != ctx.controller)
    if len(opponents) == 1:
        return opponents[0]
    chosen = answer(ctx)
    if chosen not in opponents:
        return Decision(DecisionKind.CHOOSE_PLAYER, ctx.controller, Prompt.of("token_attacks"),
                        opponents, tuple(Label.of("player", player=player_ref(game, p)) for p in opponents), "508.4")
    return as_int(chosen)


def enters_attacking(ctx: Ctx, oid: int, defender: int) -> None:
    """CR 508.4: it's attacking, though it was never declared as an attacker (no "whenever … attacks")."""
    game = ctx.game
    assert game.combat is not None
    game.combat.attackers[oid] = defender
    emit(game, "enters_attacking", "508.4", objects=(oid,),
         data=(("object", object_ref(game, game.objects[oid])), ("defender", player_ref(game, defender))))


