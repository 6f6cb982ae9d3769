"""Verb ``may_cast_from_graveyard``: until end of turn, you may cast <filter> spells from your graveyard by foraging
in addition to their other costs; a permanent spell cast this way enters with the counters named (CR 601.3, 118.8,
122.6; ``rules.graveyard_permissions``)."""


from __future__ import annotations

from manastack.cards.vocabulary.may_cast_from_graveyard import MayCastFromGraveyard, spells
from manastack.rules.effects.base import Ctx
from manastack.rules.graveyard_permissions import grant


def apply(ctx: Ctx, e: MayCastFromGraveyard) -> None:
    """CR 611.2a: the permission begins as the ability resolves and lasts until end of turn (514.2)."""
    grant(ctx.game, ctx.controller, ctx.source or ctx.obj.id, e.filter, {str(k): n for k, n in e.counters.items()},
          "end_of_turn", spells(e))
