"""What a keyword module declares (CR 702.1): its card-facing part and the rules it adds.

A keyword ability is "a word or words that substitute for an ability or a rule" (CR 702.1). Each is one
module in this package exporting ``KEYWORD``, a ``Keyword``; the core reads keywords only through the
registry (``rules.keywords.registry``), which loops over these declarations.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from manastack.cards.keywords import CardKeyword
from manastack.cards.schema import Activated, Body, CardDef, Triggered
from manastack.types.decisions import Decision, Label
from manastack.types.mana import ManaCost
from manastack.types.objects import GameObject
from manastack.types.records import Casting
from manastack.types.state import GameState

KeywordAbility = Triggered | Activated
Feasible = Callable[[frozenset[str]], bool]   # can the spell's targets be chosen with these costs paid?


@dataclass(frozen=True)
class AlternativeCost:
    """A way to cast the spell instead of paying its mana cost (CR 118.9, 601.2b), offered as ``way``.

    ``cost(value)`` is what is paid; ``label(value)`` the option's text; ``choose(game, casting, value)``
    records the choice on the spell (a cost record, or casting it face down); ``chosen(obj, costs)`` says
    whether the spell being cast was cast this way. ``flag`` is the condition word the choice sets for targets that
    exist only then (702.113b); ``any_targets``: the spell is cast without its targets (face down, 708.2);
    ``from_graveyard``: this is how the card is cast from a graveyard (flashback, 702.34a), and only from there.
    """

    way: str
    cost: Callable[[Any], ManaCost]
    label: Callable[[Any], Label]
    choose: Callable[[GameState, Casting, Any], None]
    chosen: Callable[[GameObject, tuple[Any, ...]], bool]
    flag: str = ""
    any_targets: bool = False
    from_graveyard: bool = False   # the way to cast the card from its owner's graveyard, and the only one (702.34a)


@dataclass(frozen=True)
class CostQuestion:
    """An optional additional cost announced as the spell is cast (CR 601.2b), asked after the alternative
    cost, in registry order; the casting stage is named after the keyword.

    ``ask(game, casting, definition, value, feasible)`` is the decision (None: nothing to ask); ``feasible``
    says whether targets can be chosen with the given cost flags (702.174l: a target that exists only if the
    cost is paid). ``answer(game, casting, option)`` records the cost paid on ``casting.costs``.
    """

    ask: Callable[[GameState, Casting, CardDef, Any, Feasible], Decision | None]
    answer: Callable[[GameState, Casting, object], None]


@dataclass(frozen=True)
class Keyword:
    """A keyword ability: its card-file field or word (``card``) and the rules it stands for.

    ``abilities(definition, value)`` are the triggered and activated abilities the keyword stands for
    (prowess, 702.108a; equip, 702.6a), made once per definition and numbered after the printed abilities
    in registry order. ``value`` is the card-file field's value, or True for a ``keywords:`` word.
    ``spell_body(definition, value, body)`` is what the spell does given its own text (an Aura spell's
    target, 303.4a); ``spell_effects(definition, value, effects)`` its instructions as it resolves (a gift
    comes first, 702.174j); ``resolved(game, spell)`` runs as a spell finishes resolving (702.174c).
    ``paid(obj)`` says whether its cost was paid for the object (``cost_record`` is the record that says
    so), which is also the condition word named after the keyword ("if the gift was promised", 702.174b);
    ``cost`` is the casting question that pays it; ``additional_mana(value)`` the mana that cost adds to the
    total cost when its record is on the spell (601.2f: offspring); ``alternative`` a way to cast it instead
    of its mana cost.
    ``turn_face_up(definition, value)`` is the cost of the special action turning it face up (702.37e).
    ``untap_step(game, player)`` is a turn-based action at the start of ``player``'s untap step, before
    anything untaps (502.1: phasing). A keyword may add rules without a card field (phasing's rules for
    what phased out, 702.26). ``every_creature_type``: the object has every creature type (changeling, 702.73a).
    """

    card: CardKeyword
    abilities: Callable[[CardDef, Any], tuple[KeywordAbility, ...]] | None = None
    spell_body: Callable[[CardDef, Any, Body], Body] | None = None
    spell_effects: Callable[[CardDef, Any, tuple[Any, ...]], tuple[Any, ...]] | None = None
    resolved: Callable[[GameState, GameObject], None] | None = None
    paid: Callable[[GameState, GameObject], bool] | None = None
    cost_record: type | None = None
    cost: CostQuestion | None = None
    additional_mana: Callable[[Any], ManaCost] | None = None
    alternative: AlternativeCost | None = None
    turn_face_up: Callable[[CardDef, Any], ManaCost] | None = None
    untap_step: Callable[[GameState, int], None] | None = None
    every_creature_type: bool = False      # a characteristic-defining ability: all creature types (702.73a)

    @property
    def name(self) -> str:
        return self.card.name
