"""Verb ``delayed_trigger``: "whenever <event> this turn, <effect>" — a delayed triggered ability (CR 603.7).

The ability itself is one of the card's printed triggered abilities (``ability`` is its index); the
verb creates it when the spell resolves (603.7a). It triggers every time its event happens for the rest
of the turn, not just once (603.7c), and its source is the spell that created it (603.7d), seen as it
last existed on the stack; its controller is that spell's controller (603.7e).
"""

from __future__ import annotations

from typing import Literal

from manastack.rules.effects.base import Ctx, EffectBase
from manastack.rules.events import note
from manastack.types.events import Event
from manastack.types.records import DelayedTrigger, PendingTrigger
from manastack.types.state import GameState


class CreateDelayedTrigger(EffectBase):
    do: Literal["delayed_trigger"]
    ability: int
    duration: Literal["this_turn"] = "this_turn"


def apply(ctx: Ctx, e: CreateDelayedTrigger) -> None:
    """CR 603.7a: a resolving spell creates the delayed triggered ability; it lasts this turn."""
    from manastack.rules.abilities import ability_at, printed

    game = ctx.game
    ability = ability_at(printed(ctx.obj), e.ability)
    delayed = DelayedTrigger(game.new_id(), ctx.obj.copy_of or ctx.obj.card, e.ability, ctx.controller, ctx.obj.id,
                             ctx.name, ability.when.event, (), game.turn_number)  # type: ignore[attr-defined]
    delayed.once = False
    game.delayed.append(delayed)
    note(game, "delayed_trigger", "603.7a", "{0} creates a delayed triggered ability for the rest of the turn.",
         (ctx.name,), player=ctx.controller)


def detect_this_turn(game: GameState, event: Event) -> None:
    """CR 603.7c: "this turn" delayed abilities trigger each time their event happens, until the turn ends."""
    from manastack.cards.database import card
    from manastack.rules.abilities import ability_at
    from manastack.rules.triggers import _event_facts, _matches

    for delayed in list(game.delayed):
        if delayed.once:
            continue
        if delayed.turn != game.turn_number:
            game.delayed.remove(delayed)
            continue
        source = game.objects.get(delayed.source) or game.lki.get(delayed.source)
        ability = ability_at(card(delayed.card), delayed.ability)
        if source is not None and _matches(game, ability.when, source, event):  # type: ignore[attr-defined]
            game.triggers.append(PendingTrigger(delayed.source, delayed.card, delayed.ability, delayed.controller,
                                                delayed.source_name, _event_facts(event), delayed=delayed.id))


def render(e: CreateDelayedTrigger) -> str:
    return f"for the rest of this turn, the triggered ability below (number {e.ability}) triggers each time"
