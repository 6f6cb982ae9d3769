"""Offspring (CR 702.175).

702.175a: Offspring is a static ability that functions while the spell is on the stack and a triggered
ability that functions while the permanent is on the battlefield. "Offspring [cost]" means "You may pay an
additional [cost] as you cast this spell" and "When this permanent enters, if its offspring cost was paid,
create a token that's a copy of it, except it's 1/1." Paying it follows the rules for additional costs
(601.2b, 601.2f–h): the cost is announced in 601.2b and added to the total cost in 601.2f.

The payment is a cost record on the spell (``OffspringPaid``) that the permanent keeps (``zones.move``
carries a spell's costs to the permanent it becomes); a token copy is a new object with no costs, so its
own offspring ability doesn't trigger, and it is not promised a gift either. The copy is made from the
permanent as it last existed if it has left the battlefield (608.2h).
"""

from __future__ import annotations

from manastack.cards.keywords import CardKeyword
from manastack.cards.parts import Mana
from manastack.cards.schema import CardDef, Trigger, Triggered
from manastack.cards.vocabulary.token_copy import CreateTokenCopy
from manastack.rules.events import note, player_ref
from manastack.rules.keywords.base import CostQuestion, Feasible, Keyword, KeywordAbility
from manastack.types.costs import OffspringPaid
from manastack.types.decisions import Decision, DecisionKind, Label, Prompt
from manastack.types.events import ObjectRef
from manastack.types.mana import ManaCost
from manastack.types.objects import GameObject
from manastack.types.records import Casting
from manastack.types.state import GameState

PAY, DECLINE = "yes", "no"


def was_paid(game: GameState, obj: GameObject) -> bool:
    """CR 702.175a: "if its offspring cost was paid" — on the permanent, or on its trigger (read from the
    source, as it last existed if it has left the battlefield)."""
    if obj.is_ability and obj.source is not None:
        source = game.objects.get(obj.source) or game.lki.get(obj.source)
        return source is not None and source is not obj and was_paid(game, source)
    return any(isinstance(r, OffspringPaid) for r in obj.costs)


def offspring_trigger(definition: CardDef, cost: ManaCost) -> tuple[KeywordAbility, ...]:
    """CR 702.175a: "When this permanent enters, if its offspring cost was paid, create a token that's a copy
    of it, except it's 1/1" (an intervening "if", 603.4)."""
    copy = CreateTokenCopy(do="create_token_copy", of="this", power=1, toughness=1)
    return (Triggered(when=Trigger(event="enters"), intervening_if="offspring", label="offspring",
                      effects=(copy,)),)


def ask_payment(game: GameState, casting: Casting, definition: CardDef, cost: ManaCost,
                feasible: Feasible) -> Decision | None:
    """CR 601.2b, 702.175a: the caster announces whether they pay the offspring cost; it is offered only if
    the total cost with it can be paid (601.2f–h)."""
    from manastack.rules.casting import spell_mana_cost
    from manastack.rules.mana import can_pay

    if game.objects[casting.object].face_down:   # CR 708.2: a face-down spell has no abilities
        return None
    total = spell_mana_cost(game, casting, extra=cost)
    payable = can_pay(game, casting.player, total.with_x(casting.x), spell=casting.object)
    options = (PAY, DECLINE) if payable else (DECLINE,)
    labels = tuple(Label.of("offspring", cost=cost.render()) if o == PAY else Label.of("no_offspring") for o in options)
    asked = Prompt.of("offspring", spell=ObjectRef(casting.object, definition.name))
    return Decision(DecisionKind.ADDITIONAL_COST, casting.player, asked, options, labels, "702.175a")


def answer_payment(game: GameState, casting: Casting, option: object) -> None:
    """CR 601.2b: paying it is recorded on the spell; its mana is added to the total cost (601.2f)."""
    if option == PAY:
        casting.costs += (OffspringPaid(),)
        note(game, "offspring_chosen", "702.175a", player=casting.player,
             data=(("player", player_ref(game, casting.player)),))


def _text(cost: ManaCost) -> str:
    shown = cost.render()
    return (f"Offspring {shown} (You may pay an additional {shown} as you cast this spell. If you do, when this "
            "creature enters, create a 1/1 token copy of it.)")


KEYWORD = Keyword(
    CardKeyword(name="offspring", rule="702.175a", field="offspring", annotation=Mana, text=_text, before=True,
                condition=True),
    abilities=offspring_trigger,
    paid=was_paid,
    cost_record=OffspringPaid,
    cost=CostQuestion(ask_payment, answer_payment),
    additional_mana=lambda cost: cost,
)
