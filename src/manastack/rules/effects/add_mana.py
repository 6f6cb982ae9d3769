"""Verb ``add_mana``: an effect adds mana to its controller's pool (CR 106.3), a color chosen for each mana
where there is a choice (106.1b); it stays there until the step ends (106.4)."""

from __future__ import annotations

from manastack.cards.vocabulary.add_mana import AddMana
from manastack.rules.effects.base import Ctx, amount
from manastack.rules.events import emit
from manastack.rules.mana import INDEX
from manastack.types.decisions import Decision, DecisionKind


def apply(ctx: Ctx, e: AddMana) -> Decision | None:
    """CR 106.3, 106.1b: one question per mana if several colors are offered; then all is added at once."""
    n = amount(ctx, e.amount)
    letters = list(ctx.answers) if len(e.colors) > 1 else [e.colors] * n
    if len(letters) < n:
        return Decision(DecisionKind.CHOOSE_COLOR, ctx.controller, f"{ctx.name}: add which mana?",
                        tuple(e.colors), tuple("{" + c + "}" for c in e.colors), "106.1b")
    player = ctx.game.players[ctx.controller]
    for letter in letters:
        player.pool[INDEX[str(letter)]] += 1
    if letters:
        emit(ctx.game, "mana_added", "106.3", "{0} adds {1}.",
             (player.name, "".join("{" + str(c) + "}" for c in letters)), player=ctx.controller, amount=n)
    return None
