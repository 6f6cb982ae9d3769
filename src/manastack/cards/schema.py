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
from manastack.cards.keywords import declared_fields, defined_colors
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
    WardCost,
    only_parts,
)
from manastack.cards.vocabulary.enter_as_copy import EnterAsCopy
from manastack.cards.vocabulary.grant import Grant
from manastack.cards.vocabulary.verbs import Effect
from manastack.cards.words import Amount, CardRuleError, Condition, CounterKind, PlayerKeyword
from manastack.types.enums import CardType, Color
from manastack.types.mana import ManaCost
from manastack.types.markers import N_

__all__ = [
    "KEYWORDS", "Ability", "Activated", "Body", "CardDef", "Cost", "CostChange", "GiftKind", "Keywords",
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
    only_if: Condition = "always"          # "Activate only if …" (CR 602.5b)
    once_each_turn: bool = False           # "Activate only once each turn." (CR 602.5b)
    once: bool = False                     # "Activate only once." (CR 602.5b: each object, 400.7)
    granted: bool = False                  # an ability this card gives other objects (613.1f), not its own
    creatures_pay_mana: bool = False       # "you may tap an untapped creature you control rather than pay that mana"
    label: str = ""
    level: int = 1        # a Class's level-N ability: it has it at level N or higher (CR 716.2)
    level_up: int = 0     # "[Cost]: Level N": N (CR 716.2a; made from a Class's ``levels``, cards.class_levels)

    @model_validator(mode="after")
    def _level_ability(self) -> Activated:
        """CR 716.2a: "[Cost]: Level N" makes the level N, as a sorcery; nothing else is a level ability."""
        if self.level_up and (len(self.effects) != 1 or getattr(self.effects[0], "level", None) != self.level_up
                              or self.effects[0].do != "become_level" or not self.sorcery_speed):
            raise CardRuleError(N_("'level_up' is made from a Class's 'levels' (CR 716.2a); write the level there"))
        return self

    @model_validator(mode="after")
    def _creatures_pay_generic(self) -> Activated:
        # ``rules.tap_costs``: each creature pays one generic mana (a colored symbol would need its choice)
        if self.creatures_pay_mana and (self.cost.mana.colored or self.cost.mana.hybrid or self.cost.mana.colorless
                                        or self.cost.mana.x_count or not self.cost.mana.generic):
            raise CardRuleError(N_("'creatures_pay_mana' needs an activation cost of generic mana only"))
        return self

    @property
    def is_loyalty(self) -> bool:
        """CR 606.1: an activated ability with a loyalty symbol in its cost is a loyalty ability."""
        return self.cost.loyalty is not None


class Triggered(Body):
    """CR 603: a triggered ability; ``intervening_if`` is checked twice (603.4); ``optional`` is "may" (603.5)."""

    kind: Literal["triggered"] = "triggered"
    when: Trigger = Trigger(event="state")   # a reflexive ability has no event of its own (CR 603.12)
    intervening_if: Condition = "always"
    optional: bool = False
    label: str = ""
    linked: Literal["", "delayed", "reflexive"] = ""   # made only by a ``delay`` or ``reflexive`` instruction
    once_each_turn: bool = False     # "This ability triggers only once each turn." (CR 603.2)
    modes: tuple[Mode, ...] = ()     # "choose one —": chosen as it's put on the stack (CR 603.3c, 700.2b)
    from_zone: Literal["battlefield", "graveyard"] = "battlefield"   # where it works (CR 113.6k: a graveyard)
    level: int = 1        # a Class's level-N ability (CR 716.2)

    @model_validator(mode="after")
    def _needs_event(self) -> Triggered:
        if "when" not in self.model_fields_set and self.linked != "reflexive":
            raise CardRuleError(N_("a triggered ability needs 'when' (only a reflexive one may leave it out)"))
        if self.when.who == "linked" and self.linked != "delayed":
            raise CardRuleError(N_("'who: linked' watches the objects a delayed ability was made for: linked: delayed"))
        if self.modes and (self.targets or self.effects):
            raise CardRuleError(N_("a modal triggered ability's targets and effects are in its modes"))
        return self


CAST_FILTER_FIELDS = frozenset({"controller", "types", "even_mana_value"})   # what ``cant_cast`` may name
LAYER_FREE_CONDITIONS = ("always", "controls:token", "opponent_lost_life", "threshold", "your_turn")
# exiled cards have their printed characteristics (CR 400.2); life lost this turn is no characteristic (119.3);
# counting lands reads no static ability's effect
LAYER_FREE_FORMS = ("exiled_types_at_least:", "lost_life:", "lands_at_least:")


class Static(Strict):
    """CR 604: a static ability generating a continuous effect while its source is on the battlefield."""

    kind: Literal["static"] = "static"
    affects: Literal["filter", "you", "self", "attached", "spells"] = "filter"   # spells: "<filter> spells you cast"
    filter: ObjectFilter = ObjectFilter()
    keywords: Keywords = ()
    power: int = 0
    toughness: int = 0
    base_toughness: int | None = None        # "have base toughness N" (CR 613.4b, layer 7b)
    player_keywords: tuple[PlayerKeyword, ...] = ()
    remove_keywords: Keywords = ()    # "loses flying" (CR 613.1f, layer 6)
    control: bool = False                    # "you control enchanted creature" (CR 613.1b, layer 2)
    replacement: Literal["enters_tapped", "enters_with_counters", "damage_plus_one", "your_graveyard_to_exile",
                         "counter_shield", "exile_instead_of_dying",
                         "noncombat_damage_plus_two",   # "… noncombat damage to an opponent or … plus 2 instead"
                         "double_counters",   # "… put twice that many … instead" (rules.counter_doubling)
                         ] | None = None   # CR 614.1; counter_shield: 615.5
    rule: Literal["players_cant_gain_life", "damage_cant_be_prevented",
                  "cast_instants_and_sorceries_from_graveyard"] | None = None   # a rule it changes (601.3)
    attacks_each_combat: bool = False        # CR 508.1d: "This creature attacks each combat if able"
    blocked_by_all: bool = False             # CR 509.1c: "All creatures able to block this creature do so"
    counters: Amount = 0           # "enters with N +1/+1 counters" (N may be ``x`` or ``converge``)
    counter_kind: CounterKind = "+1/+1"   # "enters with X isolation counters on it"
    as_enters_cost: Cost | None = None   # "As this enters, you may [cost]. If you do, it enters with …" (614.12)
    as_enters_choose: Literal["color", "creature_type"] | None = None   # "As this enters, choose a color" (614.12)
    grants_mana: tuple[ManaAbilitySpec, ...] = ()   # CR 613.1f: "<filter> have '{T}: Add …'"
    grants_ability: int | None = None        # CR 613.1f: "<filter> have '<the card's granted ability N>'"
    grants_ward: WardCost | None = None      # CR 613.1f, 702.21a: "<filter> have ward {1}"
    types: tuple[CardType, ...] = ()         # CR 613.1d, layer 4: "<filter> are Food artifacts …"
    subtypes: tuple[str, ...] = ()           # … with these subtypes ("Food")
    other_types: Literal["kept", "lost"] = "kept"   # 205.1b "in addition to their other types"; 205.1a "loses
    #                                                 all other card types" (the new ones replace them)
    colors: tuple[Color, ...] | None = None  # CR 613.1e, layer 5: "is a colorless …" (() is colorless)
    lose_abilities: bool = False             # CR 613.1f, layer 6: "… and loses all other abilities"
    cant_block: bool = False                 # CR 509.1b: "This creature can't block"; "<filter> can't block"
    cant_cast: ObjectFilter | None = None    # CR 101.2, 601.2e: "Your opponents can't cast spells with even …"
    unblockable_by: ObjectFilter | None = None   # CR 509.1b: "This creature can't be blocked [by <filter>]"
    condition: Condition = "always"    # "as long as you control a token" (611.3a); "enters with … if …" (614.1c)
    power_count: ObjectFilter | None = None  # CR 604.3: "its power is equal to the number of <filter>" (affects self)
    for_each: ObjectFilter | None = None     # "gets +1/+0 for each other Rat you control" (counted as it applies)
    flash_for: ObjectFilter | None = None    # CR 702.8a: "you may cast <filter> spells as though they had flash"
    look_at_top: bool = False                # "you may look at the top card of your library any time" (CR 401.2)
    play_from_top: ObjectFilter | None = None   # "you may play lands and cast <filter> spells from the top of
    #                                              your library" (CR 601.3, 305.1; see ``rules.play_from_library``)
    label: str = ""
    level: int = 1        # a Class's level-N ability (CR 716.2)
    extra_lands: int = 0      # "you may play an additional land on each of your turns" (CR 305.2, affects: you)

    @model_validator(mode="after")
    def _type_changes(self) -> Static:
        if self.other_types == "lost" and not self.types:
            raise CardRuleError(N_("'other_types: lost' replaces the card types with 'types'"))
        if self.subtypes and not self.types:
            raise CardRuleError(N_("'subtypes' go with the card 'types' the permanents become (CR 205.3d)"))
        if (self.types or self.colors is not None) and self.affects not in ("attached", "filter"):
            raise CardRuleError(N_("a static ability changing types or colors is about other permanents: "
                                   "affects: attached or filter (a permanent changing its own would depend on itself)"))
        if (self.lose_abilities or self.other_types == "lost") and self.affects != "attached":
            raise CardRuleError(N_("'lose_abilities' and 'other_types: lost' are an Aura's or Equipment's: affects: "
                                   "attached (CR 613.8a: other abilities see the types it sets)"))
        return self

    @model_validator(mode="after")
    def _counters_entering(self) -> Static:
        if "counter_kind" in self.model_fields_set and self.replacement != "enters_with_counters":
            raise CardRuleError(N_("'counter_kind' is the kind of counters it enters with (enters_with_counters)"))
        if (self.replacement == "enters_with_counters") != ("counters" in self.model_fields_set):
            raise CardRuleError(N_("'counters' goes with 'replacement: enters_with_counters', and only with it"))
        if self.replacement == "exile_instead_of_dying" and self.affects != "filter":
            raise CardRuleError(N_("'replacement: exile_instead_of_dying' is about the creatures its filter names: "
                                   "affects: filter"))
        if self.replacement in ("damage_plus_one", "noncombat_damage_plus_two") and self.affects != "filter":
            raise CardRuleError(N_("'replacement: {replacement}' is about the sources its filter names: "
                                   "affects: filter"), replacement=self.replacement)
        if self.replacement == "double_counters" and (self.affects != "you" or self.filter != ObjectFilter()):
            raise CardRuleError(N_("'replacement: double_counters' is about the counters you would put: affects: you"))
        if self.replacement in ("enters_tapped", "counter_shield") and self.affects != "self":
            raise CardRuleError(N_("'replacement: {replacement}' is about the permanent itself: affects: self"),
                                replacement=self.replacement)
        if self.replacement == "enters_with_counters" and self.affects not in ("self", "filter"):
            raise CardRuleError(N_("'replacement: enters_with_counters' is about this permanent (affects: self) or "
                                   "others (affects: filter, \"other creatures you control enter with …\")"))
        if (self.attacks_each_combat or self.blocked_by_all) and self.affects != "self":
            raise CardRuleError(N_("'attacks_each_combat' and 'blocked_by_all' are about the creature itself: "
                                   "affects: self"))
        if self.condition.removeprefix("not_").split(":", 1)[0] + ":" not in LAYER_FREE_FORMS and \
                self.condition.removeprefix("not_") not in LAYER_FREE_CONDITIONS and not self._checked_once():
            raise CardRuleError(N_("a static ability's condition must not read characteristics (CR 613.8: it would "
                                   "depend on itself); one of {conditions}"), conditions=LAYER_FREE_CONDITIONS)
        if self.as_enters_choose is not None and self.affects != "self":
            raise CardRuleError(N_("'as_enters_choose' is a choice this permanent makes as it enters: affects: self"))
        if self.as_enters_cost is not None and self.replacement != "enters_with_counters":
            raise CardRuleError(N_("'as_enters_cost' is paid for 'replacement: enters_with_counters', and only for it"))
        if self.power_count is not None and self.affects != "self":
            raise CardRuleError(N_("'power_count' defines the creature's own power: affects: self"))
        if self.cant_block and self.affects not in ("self", "filter"):
            raise CardRuleError(N_("'cant_block' is about this creature (affects: self) or the creatures its filter "
                                   "names"))
        if self.cant_cast is not None and (self.affects != "filter" or self.filter != ObjectFilter()
                                           or self.cant_cast.model_fields_set - CAST_FILTER_FIELDS):
            raise CardRuleError(N_("'cant_cast' names the forbidden spells by {fields} (its controller is the caster); "
                                   "nothing else"), fields=tuple(sorted(CAST_FILTER_FIELDS)))
        if (self.look_at_top or self.play_from_top is not None) and self.affects != "you":
            raise CardRuleError(N_("'look_at_top' and 'play_from_top' are permissions for the controller: affects: "
                                   "you"))
        if self.flash_for is not None and self.affects != "you":
            raise CardRuleError(N_("'flash_for' is a permission for the controller: affects: you"))
        return self

    def _checked_once(self) -> bool:
        """A condition read once, not by a continuous effect, can't depend on the layers (CR 613.8): "enters
        tapped unless …" as it enters (614.12), "attacks each combat if able unless …" as attackers are declared
        (508.1d)."""
        only = self.model_fields_set - {"kind", "affects", "condition", "label"}
        return only in ({"replacement"}, {"attacks_each_combat"}) and (
            self.replacement == "enters_tapped" or self.attacks_each_combat)


class CostChange(Strict):
    """CR 601.2f: a static ability changing the total cost of spells: "<spells> you cast cost {N} less (more) to
    cast", "the first creature spell you cast each turn costs {2} less", or, with ``this_spell``, "this spell costs
    {1} less to cast for each <filter> / if <condition>" (it functions while the spell is cast, CR 601.2f).
    ``generic`` is the change (negative: less); a reduction lowers only the generic part of the cost."""

    kind: Literal["cost"] = "cost"
    generic: int
    this_spell: bool = False
    spells: ObjectFilter = ObjectFilter()        # which spells (types, colorless), cast by ``who``
    who: Literal["you", "opponents"] = "you"
    first_each_turn: bool = False                # only the first such spell the player casts each turn
    per: ObjectFilter | None = None              # "for each <filter>" (objects in ``per_zones``)
    per_zones: tuple[Literal["battlefield", "graveyard", "exile"], ...] = ("battlefield",)
    condition: Condition = "always"              # "if you control an Otter"
    if_targets: ObjectFilter | None = None       # "if it targets an attacking or tapped creature" (this spell)
    level: int = 1        # a Class's level-N ability (CR 716.2)
    color: Literal["W", "U", "B", "R", "G"] | None = None   # "costs {U} (or {1}) less": that symbol first
    per_sacrificed: bool = False    # "for each permanent sacrificed this way" (its additional cost, 601.2b)
    label: str = ""

    @model_validator(mode="after")
    def _sensible(self) -> CostChange:
        if self.per_sacrificed and (not self.this_spell or self.per is not None):
            raise CardRuleError(N_("'per_sacrificed' counts what this spell's additional cost sacrificed: "
                                   "this_spell: true, no 'per'"))
        if self.if_targets is not None and not self.this_spell:
            raise CardRuleError(N_("'if_targets' is about the spell's own targets: this_spell: true"))
        if self.generic == 0:
            raise CardRuleError(N_("a cost change of 0 changes nothing"))
        if self.spells.model_fields_set - {"types", "not_types", "colorless"}:
            raise CardRuleError(N_("'spells' names the spells by their types, not_types and 'colorless' only"))
        if self.color is not None and self.generic > 0:
            raise CardRuleError(N_("'color' is for a reduction: \"costs {colored} (or {generic}) less\""),
                                colored="{U}", generic="{1}")
        if self.this_spell and (self.first_each_turn or self.who != "you" or self.spells != ObjectFilter()):
            raise CardRuleError(N_("'this_spell' is about the spell itself: no 'spells', 'who' or 'first_each_turn'"))
        return self


Ability = Annotated[ManaAbilitySpec | Activated | Triggered | Static | CostChange, Field(discriminator="kind")]


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
    pt_equal_to: Literal["lands", "creatures", "Islands"] | None = None   # CR 604.3: each equal to how many you control
    loyalty: int | None = None           # CR 209.1, 306.5b: printed loyalty (planeswalkers only)
    keywords: Keywords = ()
    spell: Body | None = None
    modes: tuple[Mode, ...] = ()
    pawprints: int = 0     # CR 700.2h: "choose up to N {P} worth of modes" (a mode may be chosen again, 700.2d)
    min_modes: int = 1                   # CR 700.2d: "choose one or both" is min 1, max 2 (each mode at most once)
    max_modes: int = 1
    abilities: tuple[Ability, ...] = ()
    additional_cost: Cost | None = None
    additional_cost_or: Cost | None = None     # "… forage or pay {B}": the other way, announced (CR 601.2b)
    enters_as_copy: bool | EnterAsCopy = False   # CR 707.2; with limits and exceptions (707.9b)
    opening_hand: bool = False           # CR 103.6: may begin the game on the battlefield (Leylines)
    token: bool = False
    emblem: bool = False                 # CR 114: an emblem, created in the command zone (no types, no cost)
    alchemy: bool = False
    keyword_fields: tuple[tuple[str, Any], ...] = ()   # declared keywords' fields (``cards.keywords``), by field
    key: str = ""      # the card file's key, when a token's in-play name (``name``) is another token's (CR 111.4)

    @property
    def file_key(self) -> str:
        """How the pool and card files refer to the definition: its key, which is its name unless stated."""
        return self.key or self.name

    @model_validator(mode="after")
    def _key_for_tokens(self) -> CardDef:
        if self.key and self.key != self.name and not self.token:
            raise CardRuleError(N_("only a token may be named {name!r} under another key ({key!r})"), name=self.name,
                                key=self.key)
        return self

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
            raise CardRuleError(N_("'pawprints' needs modes, each with 'pawprints: N' (its {symbol} cost, CR 700.2h)"),
                                symbol="{P}")
        if not self.pawprints and any(m.pawprints for m in self.modes):
            raise CardRuleError(N_("a mode's 'pawprints' needs the card's 'pawprints' budget (CR 700.2h)"))
        return self

    def keyword(self, field: str) -> Any:
        """The value of a declared keyword's card-file field, or None if the card doesn't have it."""
        for name, value in self.keyword_fields:
            if name == field:
                return value
        return None

    @model_validator(mode="after")
    def _granted_abilities(self) -> CardDef:
        """CR 613.1f: an ability the card grants is one of its abilities marked ``granted``, named by its index."""
        named = [a.grants_ability for a in self.abilities if isinstance(a, Static) and a.grants_ability is not None]
        named += [e.ability for e in self._all_effects() if isinstance(e, Grant) and e.ability is not None]
        granted = {i for i, a in enumerate(self.abilities) if isinstance(a, Activated) and a.granted}
        if set(named) != granted:
            raise CardRuleError(N_("each granted ability (``granted: true``) is named by a static ability's "
                                   "'grants_ability' or a grant instruction's 'ability', by its index, and only those"))
        return self

    def _all_effects(self) -> list[object]:
        bodies: list[Body] = [*([self.spell] if self.spell else []), *self.modes,
                              *(a for a in self.abilities if isinstance(a, Body))]
        return [e for b in bodies for e in b.effects]

    @model_validator(mode="after")
    def _mode_counts(self) -> CardDef:
        if not 1 <= self.min_modes <= self.max_modes or (self.modes and self.max_modes > len(self.modes)) or \
                (not self.modes and {"min_modes", "max_modes"} & self.model_fields_set):
            raise CardRuleError(N_("'min_modes' and 'max_modes' count a modal spell's modes: 1 <= min <= max <= modes"))
        return self

    @model_validator(mode="after")
    def _loyalty(self) -> CardDef:
        """CR 306.5b: a planeswalker card has a printed loyalty, and only a planeswalker has one; CR 114.2: an
        emblem has no types and no mana cost, only abilities."""
        if (CardType.PLANESWALKER in self.types) != (self.loyalty is not None):
            raise CardRuleError(N_("'loyalty' is given for a planeswalker, and only for one (CR 306.5b)"))
        if self.emblem and (self.types or self.cost is not None or self.token):
            raise CardRuleError(N_("an emblem has no types, no mana cost and is no token (CR 114.2)"))
        return self

    @field_validator("cost", mode="before")
    @classmethod
    def _parse_mana(cls, value: object) -> object:
        return ManaCost.parse(value) if isinstance(value, str) else value

    @field_validator("additional_cost", "additional_cost_or")
    @classmethod
    def _payable(cls, cost: Cost | None) -> Cost | None:
        """CR 601.2b: a spell's additional cost: discarding, sacrificing, paying life, foraging (701.61a),
        putting exiled cards into graveyards (processors), revealing a card from the hand (701.20a), or mana (one of
        two ways: "forage or pay {B}")."""
        parts = frozenset({"discard", "sacrifice", "life", "forage", "mana", "process", "reveal", "sacrifice_any"})
        return cost and only_parts(cost, parts, N_("a spell's additional cost"))

    @model_validator(mode="after")
    def _two_ways(self) -> CardDef:
        if self.additional_cost_or is not None and self.additional_cost is None:
            raise CardRuleError(N_("additional_cost_or is the second way to pay additional_cost"))
        if self.additional_cost is not None and self.additional_cost.mana.mana_value \
                and self.additional_cost_or is None:
            raise CardRuleError(N_("mana in an additional cost is written as one of two ways (additional_cost_or)"))
        return self


    @property
    def color_set(self) -> frozenset[Color]:
        """CR 202.2: colors from the mana cost unless the definition states them (tokens, 111.4) or a keyword's
        characteristic-defining ability defines them (604.3: in every zone; devoid, 702.114a)."""
        defined = defined_colors(self.keywords, self.keyword)
        if defined is not None:
            return defined
        if self.colors is not None:
            return frozenset(self.colors)
        return self.cost.colors if self.cost else frozenset()

    @property
    def printed_power(self) -> int | str | None:
        """CR 208.2a: the power as printed — "*" where a characteristic-defining ability defines it (604.3)."""
        if self.power is None and any(isinstance(a, Static) and a.power_count is not None for a in self.abilities):
            return "*"
        return self.power

    @property
    def mana_value(self) -> int:
        return self.cost.mana_value if self.cost else 0

    def has_type(self, card_type: CardType) -> bool:
        return card_type in self.types


def _at(field: str, error: Any) -> InitErrorDetails:
    return InitErrorDetails(type=error["type"], loc=(field, *error["loc"]), input=error["input"],
                            ctx=error.get("ctx", {}))
