"""Verb ``grant``: "<objects> gain <keywords>" (CR 613.1f, layer 6)."""

from __future__ import annotations

from typing import Literal

from manastack.cards.schema import ObjectFilter
from manastack.rules.characteristics import name_of
from manastack.rules.continuous import add_effect
from manastack.rules.effects.base import Ctx, EffectBase
from manastack.rules.effects.pump import affected_objects
from manastack.rules.events import emit


class Grant(EffectBase):
    do: Literal["grant"]
    what: str | None = None
    each: ObjectFilter | None = None
    keywords: tuple[str, ...]
    duration: Literal["end_of_turn", "permanent", "until_your_next_turn"] = "end_of_turn"


def apply(ctx: Ctx, e: Grant) -> None:
    """CR 613.1f: ability-adding effects apply in layer 6."""
    affected = tuple(affected_objects(ctx, e.what, e.each))
    if affected:
        add_effect(ctx.game, ctx.source or ctx.obj.id, ctx.controller, "6", affected, (("add", e.keywords),),
                   e.duration)
        names = ", ".join(name_of(ctx.game, ctx.game.objects[o]) for o in affected)
        emit(ctx.game, "grant", "613.1f", "{0} gain(s) {1}.", (names, ", ".join(e.keywords)), objects=affected)


def render(e: Grant) -> str:
    from manastack.cards.render import describe_filter

    who = e.what or f"each {describe_filter(e.each)}"
    tail = " until end of turn" if e.duration == "end_of_turn" else ""
    return f"{who} gains {' and '.join(k.lower() for k in e.keywords)}{tail}"
