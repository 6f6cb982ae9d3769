"""Verb ``return_card``: "return <card> from a graveyard to the battlefield / hand" (CR 400.7)."""

from __future__ import annotations

from typing import Literal

from manastack.rules.effects.base import Ctx, EffectBase, objects
from manastack.rules.zones import move
from manastack.types.enums import Zone


class ReturnCard(EffectBase):
    do: Literal["return_card"]
    what: str
    to: Literal["battlefield", "hand"] = "hand"
    under: Literal["you", "owner"] = "you"
    remember: str | None = None


def apply(ctx: Ctx, e: ReturnCard) -> None:
    """Put each named card onto the battlefield under its new controller, or into its owner's hand."""
    moved = []
    for oid in objects(ctx, e.what):
        if e.to == "battlefield":
            controller = ctx.controller if e.under == "you" else ctx.game.objects[oid].owner
            new = move(ctx.game, oid, Zone.BATTLEFIELD, controller=controller, rule="400.7",
                       why="is put onto the battlefield")
        else:
            new = move(ctx.game, oid, Zone.HAND, rule="400.7", why="returns to its owner's hand")
        if new is not None:
            moved.append(new.id)
    if e.remember:
        ctx.results[e.remember] = tuple(moved)


def render(e: ReturnCard) -> str:
    return f"return {e.what} to the battlefield under your control" if e.to == "battlefield" else \
        f"return {e.what} to its owner's hand"
