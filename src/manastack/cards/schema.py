"""The card definition format, validated at load time (architecture §4).

A card is a mapping of printed characteristics plus abilities written in the effect vocabulary of
``manastack.cards.vocabulary``. Everything is checked here, once: the engine reads only valid,
frozen definitions. Errors name the file and line, the card and the field (see ``cards.loader``).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, ValidationError, field_validator, model_validator
from pydantic_core import InitErrorDetails

from manastack.cards.class_levels import expand_levels
from manastack.cards.keywords import declared_fields
from manastack.cards.parts import (
    KEYWORDS,
    Cost,
    GiftKind,
    Keywords,
    ManaAbilitySpec,
    ObjectFilter,
    Strict,
    TargetSpec,
    Trigger,
    only_parts,
)
from manastack.cards.vocabulary.enter_as_copy import EnterAsCopy
from manastack.cards.vocabulary.verbs import Effect
from manastack.cards.words import Amount, Condition, PlayerKeyword
from manastack.types.enums import CardType, Color
from manastack.types.mana import ManaCost

__all__ = [
    "KEYWORDS", "Ability", "Activated", "Body", "CardDef", "Cost", "GiftKind", "Keywords",
    "ManaAbilitySpec", "Mode", "ObjectFilter", "Static", "TargetSpec", "Trigger", "Triggered",
]


class Body(Strict):
    """What a spell or ability does: its targets and instructions, in printed order (CR 608.2c)."""

    targets: tuple[TargetSpec, ...] = ()
    effects: tuple[Effect, ...] = ()


class Mode(Body):
    """CR 700.2: one mode of a modal spell or ability; ``pawprints``: what choosing it costs ({P}, 700.2h)."""

    label: str = ""
    pawprints: int = 0


class Activated(Body):
    """CR 602: an activated ability, ``cost: effect``."""

    kind: Literal["activated"] = "activated"
    cost: Cost = Cost()
    sorcery_speed: bool = False
    from_zone: Literal["battlefield", "graveyard"] = "battlefield"   # where the ability works (CR 113.6)
    label: str = ""
    level: int = 1        # a Class's level-N ability: it has it at level N or higher (CR 716.2)
    level_up: int = 0     # "[Cost]: Level N": N (CR 716.2a; made from a Class's ``levels``, cards.class_levels)

    @model_validator(mode="after")
    def _level_ability(self) -> Activated:
        """CR 716.2a: "[Cost]: Level N" makes the level N, as a sorcery; nothing else is a level ability."""
        if self.level_up and (len(self.effects) != 1 or getattr(self.effects[0], "level", None) != self.level_up
                              or self.effects[0].do != "become_level" or not self.sorcery_speed):
            raise ValueError("'level_up' is made from a Class's 'levels' (CR 716.2a); write the level there")
        return self


class Triggered(Body):
    """CR 603: a triggered ability; ``intervening_if`` is checked twice (603.4); ``optional`` is "may" (603.5)."""

    kind: Literal["triggered"] = "triggered"
    when: Trigger = Trigger(event="state")   # a reflexive ability has no event of its own (CR 603.12)
    intervening_if: Condition = "always"
    optional: bool = False
    label: str = ""
    linked: Literal["", "delayed", "reflexive"] = ""   # made only by a ``delay`` or ``reflexive`` instruction
    level: int = 1        # a Class's level-N ability (CR 716.2)
    once_each_turn: bool = False   # "This ability triggers only once each turn" (CR 603.2, rules.triggers)

    @model_validator(mode="after")
    def _needs_event(self) -> Triggered:
        if "when" not in self.model_fields_set and self.linked != "reflexive":
            raise ValueError("a triggered ability needs 'when' (only a reflexive one may leave it out)")
        return self


class Static(Strict):
    """CR 604: a static ability generating a continuous effect while its source is on the battlefield."""

    kind: Literal["static"] = "static"
    affects: Literal["filter", "you", "self", "attached"] = "filter"
    filter: ObjectFilter = ObjectFilter()
    keywords: Keywords = ()
    power: int = 0
    toughness: int = 0
    player_keywords: tuple[PlayerKeyword, ...] = ()
    remove_keywords: Keywords = ()    # "loses flying" (CR 613.1f, layer 6)
    control: bool = False                    # "you control enchanted creature" (CR 613.1b, layer 2)
    replacement: Literal["enters_tapped", "enters_with_counters"] | None = None   # CR 614.1c
    counters: Amount = 0           # "enters with N +1/+1 counters" (N may be ``x`` or ``converge``)
    grants_mana: tuple[ManaAbilitySpec, ...] = ()   # CR 613.1f: "<filter> have '{T}: Add …'"
    label: str = ""
    level: int = 1        # a Class's level-N ability (CR 716.2)
    condition: Condition = "always"   # "during your turn, …", "as long as …": the effect exists only then (611.3a)
    extra_lands: int = 0      # "you may play an additional land on each of your turns" (CR 305.2, affects: you)

    @model_validator(mode="after")
    def _counters_entering(self) -> Static:
        if (self.replacement == "enters_with_counters") != ("counters" in self.model_fields_set):
            raise ValueError("'counters' goes with 'replacement: enters_with_counters', and only with it")
        if self.replacement is not None and self.affects != "self":
            raise ValueError(f"'replacement: {self.replacement}' is about the permanent itself: affects: self")
        return self


Ability = Annotated[ManaAbilitySpec | Activated | Triggered | Static, Field(discriminator="kind")]


class CardDef(Strict):
    """A card's (or token's) printed characteristics and abilities (CR 109.3, 200–208)."""

    name: str
    cost: ManaCost | None = None
    types: tuple[CardType, ...]
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    colors: tuple[Color, ...] | None = None
    power: int | None = None
    toughness: int | None = None
    keywords: Keywords = ()
    spell: Body | None = None
    modes: tuple[Mode, ...] = ()
    pawprints: int = 0     # CR 700.2h: "choose up to N {P} worth of modes" (a mode may be chosen again, 700.2d)
    abilities: tuple[Ability, ...] = ()
    additional_cost: Cost | None = None
    enters_as_copy: bool | EnterAsCopy = False   # CR 707.2; with limits and exceptions (707.9b)
    opening_hand: bool = False           # CR 103.6: may begin the game on the battlefield (Leylines)
    token: bool = False
    alchemy: bool = False
    keyword_fields: tuple[tuple[str, Any], ...] = ()   # declared keywords' fields (``cards.keywords``), by field

    @model_validator(mode="before")
    @classmethod
    def _class_levels(cls, data: Any) -> Any:
        """CR 716.2: a Class's ``levels`` become its level abilities and its level-N abilities, in printed order."""
        return expand_levels(data)

    @model_validator(mode="before")
    @classmethod
    def _keyword_fields(cls, data: Any) -> Any:
        """A declared keyword's field is validated by the keyword's own type and kept in ``keyword_fields``."""
        if not isinstance(data, dict):
            return data
        declared = declared_fields()
        found = [k for k in data if k in declared]
        if not found:
            return data
        values, errors = [], []
        for field in found:
            adapter = declared[field].adapter
            assert adapter is not None
            try:
                values.append((field, adapter.validate_python(data[field])))
            except ValidationError as exc:    # located at the field, for the file's line (``cards.loader``)
                errors += [_at(field, e) for e in exc.errors()]
        if errors:
            raise ValidationError.from_exception_data("CardDef", errors)
        rest = {k: v for k, v in data.items() if k not in declared}
        return {**rest, "keyword_fields": (*rest.get("keyword_fields", ()), *values)}

    @model_validator(mode="after")
    def _pawprint_modes(self) -> CardDef:
        """CR 700.2h: with a pawprint budget every mode costs one or more {P}; without one, none does."""
        if self.pawprints and (not self.modes or any(m.pawprints < 1 for m in self.modes)):
            raise ValueError("'pawprints' needs modes, each with 'pawprints: N' (its {P} cost, CR 700.2h)")
        if not self.pawprints and any(m.pawprints for m in self.modes):
            raise ValueError("a mode's 'pawprints' needs the card's 'pawprints' budget (CR 700.2h)")
        return self

    def keyword(self, field: str) -> Any:
        """The value of a declared keyword's card-file field, or None if the card doesn't have it."""
        for name, value in self.keyword_fields:
            if name == field:
                return value
        return None

    @field_validator("cost", mode="before")
    @classmethod
    def _parse_mana(cls, value: object) -> object:
        return ManaCost.parse(value) if isinstance(value, str) else value

    @field_validator("additional_cost")
    @classmethod
    def _payable(cls, cost: Cost | None) -> Cost | None:
        """CR 601.2b: a spell's additional cost: discarding, sacrificing, paying life."""
        return cost and only_parts(cost, frozenset({"discard", "sacrifice", "life"}), "a spell's additional")


    @property
    def color_set(self) -> frozenset[Color]:
        """CR 202.2: colors from the mana cost unless the definition states them (tokens, 111.4)."""
        if self.colors is not None:
            return frozenset(self.colors)
        return self.cost.colors if self.cost else frozenset()

    @property
    def mana_value(self) -> int:
        return self.cost.mana_value if self.cost else 0

    def has_type(self, card_type: CardType) -> bool:
        return card_type in self.types


def _at(field: str, error: Any) -> InitErrorDetails:
    return InitErrorDetails(type=error["type"], loc=(field, *error["loc"]), input=error["input"],
                            ctx=error.get("ctx", {}))
