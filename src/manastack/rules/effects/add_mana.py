"""Verb ``add_mana`` (CR 106.4): mana added to its controller's mana pool by a resolving spell or ability;
mana kept "until end of turn" stays in the pool as steps and phases end (500.4; see ``mana.empty_pools``)."""


from __future__ import annotations

from manastack.cards.vocabulary.add_mana import AddMana
from manastack.rules.effects.base import Ctx
from manastack.rules.events import emit
from manastack.rules.mana import INDEX


def apply(ctx: Ctx, e: AddMana) -> None:
    """CR 106.4: the mana goes into the pool of the player who controls the spell or ability."""
    player = ctx.game.players[ctx.controller]
    pool = list(player.pool)
    kept = list(player.kept_mana)
    for letter in e.mana:
        pool[INDEX[letter]] += 1
        kept[INDEX[letter]] += 1 if e.keep else 0
    player.pool = pool
    player.kept_mana = tuple(kept)
    tail = " It doesn't empty from the pool until end of turn." if e.keep else ""
    emit(ctx.game, "mana_added", "106.4", "{0} adds {1}." + tail,
         (player.name, "".join("{" + letter + "}" for letter in e.mana)), player=ctx.controller, amount=len(e.mana))
