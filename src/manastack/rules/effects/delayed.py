"""Verb ``delayed_trigger``: create a delayed triggered ability (CR 603.7) — "at the beginning of the next end
step, return that card" (once) or "whenever a creature attacks this turn, …" (every time, this turn).

The ability is one of the card's own triggered abilities marked ``linked: delayed`` (``ability`` is its
index); the verb creates it as the spell or ability resolves (603.7a). Its source is that object, seen as it
last existed (603.7d), its controller that object's controller (603.7e). Objects named by ``objects`` are
linked to it (CR 607) and read back by its instructions as ``linked``.
"""


from __future__ import annotations

from manastack.cards.vocabulary.delayed import CreateDelayedTrigger
from manastack.rules.effects.base import Ctx, remembered
from manastack.rules.events import note
from manastack.types.events import Event, ref_id
from manastack.types.records import DelayedTrigger, PendingTrigger
from manastack.types.state import GameState


def apply(ctx: Ctx, e: CreateDelayedTrigger) -> None:
    """CR 603.7a: a resolving spell or ability creates the delayed triggered ability."""
    from manastack.rules.abilities import ability_at, printed

    game = ctx.game
    ability = ability_at(printed(ctx.obj), e.ability)
    linked = tuple(remembered(ctx, e.objects)) if e.objects else ()
    delayed = DelayedTrigger(game.new_id(), printed(ctx.obj), e.ability, ctx.controller,
                             ctx.source if ctx.source is not None else ctx.obj.id, ctx.name,
                             ability.when.event, linked, game.turn_number)  # type: ignore[attr-defined]
    delayed.once = e.duration == "once"
    delayed.until_turn = -1 if e.duration == "end_of_your_next_turn" else 0
    game.delayed.append(delayed)
    note(game, "delayed_trigger", "603.7a", player=ctx.controller, data=(("source", ctx.name),))


def _expired(game: GameState, delayed: DelayedTrigger) -> bool:
    """CR 603.7c: "this turn" ends with the turn; "until the end of your next turn" with the controller's next
    turn (found as it begins: the first turn after this one that its controller is active in)."""
    if delayed.until_turn:
        if delayed.until_turn < 0 and game.active == delayed.controller and game.turn_number > delayed.turn:
            delayed.until_turn = game.turn_number
        return 0 < delayed.until_turn < game.turn_number
    return not delayed.once and delayed.turn != game.turn_number


def detect_delayed(game: GameState, event: Event) -> None:
    """CR 603.7b–c: a delayed ability triggers when its event next happens; one that says "this turn"
    triggers each time until the turn ends, any other only once."""
    from manastack.rules.abilities import ability_at
    from manastack.rules.triggers import _event_facts, _matches

    for delayed in list(game.delayed):
        if _expired(game, delayed):
            game.delayed.remove(delayed)
            continue
        source = game.objects.get(delayed.source) or game.lki.get(delayed.source)
        ability = ability_at(delayed.definition, delayed.ability)
        if source is None or not _matches(game, ability.when, source, event):  # type: ignore[attr-defined]
            continue
        if ability.when.who == "linked" and not _about_linked(event, delayed.objects):  # type: ignore[attr-defined]
            continue
        if delayed.once:
            game.delayed.remove(delayed)
        facts = {**_event_facts(event), "objects": delayed.objects}
        game.triggers.append(PendingTrigger(delayed.source, delayed.definition, delayed.ability, delayed.controller,
                                            delayed.source_name, facts, delayed=delayed.id))



def _about_linked(event: Event, linked: tuple[int, ...]) -> bool:
    """CR 603.7c: "whenever that creature deals combat damage this turn": the event is about one of the objects
    the delayed ability was made for (the dealer of damage, else the event's object)."""
    dealer = ref_id(event.get("source"))
    return (dealer if isinstance(dealer, int) else event.objects[0] if event.objects else None) in linked
