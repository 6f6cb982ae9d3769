"""Gift (CR 702.174).

702.174a: "Gift a [something]" is an optional additional cost — as you cast the spell you may choose
an opponent (a choice, not a target) — plus the gift itself: on an instant or sorcery, "If the gift
was promised, [effect]" happening before the spell's other effects (702.174j); on a permanent, "When
this permanent enters, if its gift was promised, [effect]" (702.174b).
702.174c: a player gives a gift each time an instant or sorcery they control whose gift was promised
resolves, and each time the gift trigger of a permanent they control resolves.
702.174d–i: the six gifts. 702.174k: declaring the intention to pay means the gift was promised.
702.174l: targets that exist only if the gift was promised are chosen only then.
"""

from __future__ import annotations

from typing import Any

from manastack.cards.keywords import CardKeyword
from manastack.cards.parts import GiftKind
from manastack.cards.schema import CardDef, Trigger, Triggered
from manastack.cards.vocabulary.gift import GIFT_WORDS, GiveGift
from manastack.rules.effects.base import Ctx
from manastack.rules.events import emit, note, player_ref
from manastack.rules.keywords.base import CostQuestion, Feasible, Keyword, KeywordAbility
from manastack.types.actions import Choice, as_int
from manastack.types.costs import GiftPromise
from manastack.types.decisions import Decision, DecisionKind, Label, Prompt
from manastack.types.events import ObjectRef
from manastack.types.objects import GameObject
from manastack.types.records import Casting
from manastack.types.state import GameState

GIFT_RULES = {
    "food": "702.174d", "card": "702.174e", "tapped_fish": "702.174f", "extra_turn": "702.174g",
    "treasure": "702.174h", "octopus": "702.174i",
}


def promised_to(game: GameState, obj: GameObject) -> int | None:
    """CR 702.174a: the opponent the gift was promised to (None if it wasn't), on a spell, its copy,
    the permanent it became, or a gift trigger of that permanent."""
    if obj.is_ability and obj.source is not None:
        source = game.objects.get(obj.source) or game.lki.get(obj.source)
        return promised_to(game, source) if source is not None and source is not obj else None
    for record in obj.costs:
        if isinstance(record, GiftPromise):
            return record.opponent
    return None


def is_promised(game: GameState, obj: GameObject) -> bool:
    return promised_to(game, obj) is not None


def apply(ctx: Ctx, e: GiveGift) -> None:
    """CR 702.174d–i: the chosen player receives the gift; then the controller has given a gift (702.174c)."""
    from manastack.rules.abilities import printed
    from manastack.rules.keyword_actions import draw
    from manastack.rules.zones import create_token

    game = ctx.game
    recipient = ctx.gift_recipient()
    if recipient is None or not game.players[recipient].in_game:
        return      # CR 800.4a: nothing is given to a player who has left the game
    rule = GIFT_RULES[e.kind]
    emit(game, "gift", rule, player=recipient,
         data=(("variant", e.kind), ("player", player_ref(game, ctx.controller)),
               ("recipient", player_ref(game, recipient))))
    if e.kind == "card":
        draw(game, recipient, 1, rule=rule)
    elif e.kind == "extra_turn":
        game.extra_turns.insert(0, recipient)
        emit(game, "extra_turn", "500.7", player=recipient, data=(("player", player_ref(game, recipient)),))
    else:
        token = {"food": "Food", "tapped_fish": "Fish", "treasure": "Treasure", "octopus": "Octopus"}[e.kind]
        create_token(game, game.cards.token(token, printed(ctx.obj)), recipient, tapped=e.kind == "tapped_fish",
                     rule=rule)
    if ctx.obj.is_ability:
        gave_gift(game, ctx.controller)   # the permanent's gift trigger resolved (702.174c)


def gave_gift(game: GameState, player: int) -> None:
    """CR 702.174c: "whenever a player gives a gift" triggers on this event."""
    emit(game, "gift_given", "702.174c", player=player, data=(("player", player_ref(game, player)),))


def gift_trigger(definition: CardDef, kind: GiftKind) -> tuple[KeywordAbility, ...]:
    """CR 702.174b: a permanent's "When this permanent enters, if its gift was promised, [gift]"."""
    if definition.spell or definition.modes:
        return ()      # an instant or sorcery gives it as it resolves (702.174j)
    return (Triggered(when=Trigger(event="enters"), intervening_if="gift", label="gift",
                      effects=(GiveGift(do="give_gift", kind=kind),)),)


def gift_first(definition: CardDef, kind: GiftKind, effects: tuple[Any, ...]) -> tuple[Any, ...]:
    """CR 702.174j: on an instant or sorcery, "If the gift was promised, [gift]" comes before its other effects."""
    if not (definition.spell or definition.modes):
        return effects
    return (GiveGift(do="give_gift", kind=kind, **{"if": "gift"}), *effects)


def spell_resolved(game: GameState, spell: GameObject) -> None:
    """CR 702.174c: the controller of a promised instant or sorcery has given a gift as it resolves."""
    from manastack.rules.filters import is_permanent_card

    if is_promised(game, spell) and not is_permanent_card(game, spell):
        gave_gift(game, spell.controller)


def ask_promise(game: GameState, casting: Casting, definition: CardDef, kind: GiftKind,
                feasible: Feasible) -> Decision | None:
    """CR 702.174a: you may choose an opponent as an additional cost (a choice, not a target)."""
    if game.objects[casting.object].face_down:   # CR 708.2: a face-down spell has no abilities
        return None
    options: list[Choice] = []
    if feasible(frozenset()):
        options.append("no")
    if feasible(frozenset({"gift"})):
        options += [p.id for p in game.players if p.in_game and p.id != casting.player]
    labels = [Label.of("no_gift") if p == "no" else Label.of("gift_to", player=player_ref(game, p))  # type: ignore
              for p in options]
    asked = Prompt.of("gift", spell=ObjectRef(casting.object, definition.name))
    return Decision(DecisionKind.GIFT, casting.player, asked, tuple(options), tuple(labels), "702.174a")


def promise(game: GameState, casting: Casting, option: object) -> None:
    """CR 702.174a, 702.174k: the gift is promised to the chosen opponent (a cost record on the spell)."""
    if option != "no":
        casting.costs += (GiftPromise(as_int(option)),)
        note(game, "gift_promised", "702.174a", player=casting.player,
             data=(("player", player_ref(game, casting.player)), ("recipient", player_ref(game, as_int(option)))))


def _text(kind: GiftKind) -> str:
    return f"Gift {GIFT_WORDS[kind]} (You may promise an opponent a gift as you cast this spell.)"


KEYWORD = Keyword(
    CardKeyword(name="gift", rule="702.174a", field="gift", annotation=GiftKind, text=_text, before=True,
                condition=True),
    abilities=gift_trigger,
    spell_effects=gift_first,
    resolved=spell_resolved,
    paid=is_promised,
    cost_record=GiftPromise,
    cost=CostQuestion(ask_promise, promise),
)
