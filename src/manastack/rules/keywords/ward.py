"""Ward (CR 702.21).

702.21a: "Ward [cost]" means "Whenever this permanent becomes the target of a spell or ability an opponent
controls, counter that spell or ability unless that player pays [cost]." The cost is mana (``ward: "{2}"``) or
another cost (``ward: {life: 2}`` "Ward—Pay 2 life", ``ward: {discard: 1}`` "Ward—Discard a card"). The ability
is a triggered ability made from the card's ``ward:`` field, numbered after the printed ones; it triggers on
the ``becomes_target`` event (603.2e) and counters with the ``targeting`` reference (the spell or ability that
targeted the permanent). 702.21b: each instance triggers separately (a definition has one ``ward:``).
"""

from __future__ import annotations

from manastack.cards.keywords import CardKeyword
from manastack.cards.parts import WardCost
from manastack.cards.schema import CardDef, Cost, Trigger, Triggered
from manastack.cards.vocabulary.pay import describe_cost
from manastack.rules.effects.counter import Counter
from manastack.rules.effects.pay import Pay
from manastack.rules.keywords.base import Keyword, KeywordAbility


def ward_text(cost: Cost) -> str:
    """"Ward {2}", "Ward—Pay 2 life.", "Ward—Discard a card." (CR 702.21a)."""
    if cost.parts() == {"mana"}:
        return f"Ward {cost.mana.render()}"
    words = describe_cost(cost)
    return f"Ward\u2014{words[:1].upper()}{words[1:]}."


def ward_trigger(definition: CardDef, cost: Cost) -> tuple[KeywordAbility, ...]:
    """CR 702.21a: the triggered ability ward stands for."""
    pay = Pay(do="pay", who="trigger_player", cost=cost, optional=True)
    counter = Counter.model_validate({"do": "counter", "what": "targeting", "if": "not_paid"})
    return (Triggered(when=Trigger(event="becomes_target", by="opponent"), label="ward", effects=(pay, counter)),)


KEYWORD = Keyword(
    CardKeyword(name="ward", rule="702.21a", field="ward", annotation=WardCost, text=ward_text, before=True),
    abilities=ward_trigger,
)


_GRANTED: dict[str, CardDef] = {}


def granted_ward(cost: Cost) -> CardDef:
    """CR 613.1f, 702.21a: ward granted by an effect ("other Frogs you control have ward {1}") is the same
    triggered ability, held by a definition of its own (ability 0), made once per cost; the permanent with it is
    the trigger's source."""
    key = ward_text(cost)
    found = _GRANTED.get(key)
    if found is None:
        found = _GRANTED[key] = CardDef(name=key, types=(), abilities=ward_trigger(CardDef(name=key, types=()), cost))
    return found
