"""The building blocks of card definitions: filters, targets, trigger conditions, costs, keywords.

They sit below the effect vocabulary (``cards.vocabulary``), whose parameter models use them, and below
``cards.schema``, which puts instructions and abilities together into a card definition.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Field, field_validator, model_validator

from manastack.cards.keywords import declared_fields, declared_words
from manastack.cards.words import CardRuleError, Condition, CounterKind, TargetRef, check_name, unknown
from manastack.types.enums import CardType, Color
from manastack.types.explained import Explained
from manastack.types.mana import ManaCost
from manastack.types.markers import N_

TriggerEvent = Literal[
    "enters", "dies", "leaves", "put_into_graveyard", "cast", "upkeep", "end_step", "draw_step", "attacks",
    "blocks", "gift_given", "turned_face_up", "becomes_tapped", "dealt_damage", "loses_game", "life_gained",
    "state", "attacks_alone", "becomes_target", "expend", "begin_combat", "forage", "sacrifices",
    "attack_with", "leaves_without_dying", "counters_put", "combat_damage_to_player", "life_lost", "life_changed",
    "draws", "becomes_level", "main1", "main2",
    "becomes_blocked",
    "deals_combat_damage",
]


def _known_keywords(value: tuple[str, ...]) -> tuple[str, ...]:
    """Keyword abilities must be ones the engine implements (a typo must not pass silently)."""
    for word in value:
        if word not in KEYWORDS and word not in declared_words():
            raise unknown(N_("keyword"), word, sorted({*KEYWORDS, *declared_words()}))
    return value


Keywords = Annotated[tuple[str, ...], AfterValidator(_known_keywords)]


def field_keyword_names() -> dict[str, str]:
    """The keywords written as their own card field, which a filter may name: keyword name -> field."""
    return {k.name: f for f, k in declared_fields().items()}


def _filter_keyword(word: str) -> str:
    """A filter's "with <keyword>": an ability keyword, or a keyword that is its own card field."""
    fields = tuple(field_keyword_names())
    if word not in KEYWORDS and word not in declared_words() and word not in fields:
        raise unknown(N_("keyword"), word, (*sorted({*KEYWORDS, *declared_words()}), *fields))
    return word


Keyword = Annotated[str, AfterValidator(_filter_keyword)]


def _parse_mana(value: object) -> object:
    return ManaCost.parse(value) if isinstance(value, str) else value


Mana = Annotated[ManaCost, BeforeValidator(_parse_mana)]    # a mana cost written "{2}{W}"


class Strict(BaseModel):
    """Frozen, and unknown fields are errors (a typo in a card file must not pass silently)."""

    model_config = ConfigDict(frozen=True, extra="forbid")


class ObjectFilter(Strict):
    """Which objects qualify: every given field must hold (``types`` means any one of them)."""

    types: tuple[CardType, ...] = ()
    all_types: tuple[CardType, ...] = ()     # every one of them: "land creature" (CR 205.2a: types combine)
    not_types: tuple[CardType, ...] = ()
    subtypes: tuple[str, ...] = ()
    all_subtypes: tuple[str, ...] = ()       # every one of them: "Eldrazi Scion" (CR 205.3: subtypes combine)
    supertypes: tuple[str, ...] = ()
    not_supertypes: tuple[str, ...] = ()
    controller: Literal["any", "you", "opponent", "chosen"] = "any"
    not_colors: tuple[Color, ...] = ()
    colorless: bool | None = None            # CR 105.2c: "colorless" (no color) / "colored" (False)
    tapped: bool | None = None
    token: bool | None = None
    face_down: bool | None = None
    max_mana_value: int | None = None
    min_mana_value: int | None = None        # "with mana value 3 or greater"
    even_mana_value: bool | None = None      # "with even (False: odd) mana values" (CR 202.3; zero is even)
    mana_value_counters: CounterKind | None = None   # "with mana value equal to the number of coin counters on <this>"
    keyword: Keyword | None = None
    not_keyword: Keyword | None = None       # "without flying"
    another: bool = False
    attacking: bool | None = None
    blocking: bool | None = None             # CR 509.1g: a creature declared as a blocker is blocking
    in_combat: bool | None = None            # "attacking or blocking" (CR 506.4: in combat)
    entered_this_turn: bool | None = None    # "that entered the battlefield this turn" (Octomancer)
    dealt_damage_this_turn: bool | None = None   # "that was dealt damage this turn" (CR 120.3)
    with_counter: CounterKind | None = None  # "with a flood counter on it" (CR 122.1)
    with_counters: bool | None = None        # "with counters on them": of any kind (CR 122.1)
    lesser_mana_value: bool = False          # "another … card with lesser mana value" than the creature that died
    equipped: bool | None = None             # "equipped creature": an Equipment is attached to it (CR 301.5a)
    min_power: int | None = None             # "with power 4 or greater"
    min_toughness: int | None = None
    toughness_over_power: bool | None = None   # "with toughness greater than its power"
    max_power: int | None = None             # "with power 2 or less"
    any_of: tuple[ObjectFilter, ...] = ()    # at least one of these holds too: "with power or toughness 4 or greater"
    x_in_cost: bool | None = None            # "with {X} in its mana cost" (CR 107.3)
    of_chosen_type: bool = False             # "of the chosen type": the source's "as enters" choice (CR 614.12)


class TargetSpec(Strict):
    """CR 115.1: one target a spell or ability asks for (601.2c), named so effects can refer to it.

    ``when`` makes the target exist only if a cost was paid (CR 702.174i, 702.113b); ``min`` below
    ``count`` makes it "up to".
    """

    name: Annotated[str, AfterValidator(check_name)] = "target"
    kind: Literal["object", "player", "any"] = "object"
    zone: Literal["battlefield", "stack", "graveyard", "hand", "exile"] = "battlefield"
    filter: ObjectFilter = ObjectFilter()
    player: Literal["any", "you", "opponent"] = "any"
    count: int = 1
    min: int | None = None
    any_number: bool = False                 # "any number of targets": ``count`` is no limit (601.2c)
    or_spell: bool = False                   # "target spell or creature": any spell on the stack too (115.1)
    for_each_counter: CounterKind | None = None   # "for each isolation counter on it, up to one target …"
    total_mana_value: int | None = None      # "… with total mana value 8 or less" (601.2c: over all the targets)
    when: Condition = "always"
    other_than: TargetRef | tuple[TargetRef, ...] | None = None   # "another target": not what those targets chose
    not_trigger: bool = False                # "other than that creature": not the object the ability triggered on
    different_controllers: bool = False      # "two target creatures controlled by different players"

    @property
    def minimum(self) -> int:
        return 0 if self.any_number else self.count if self.min is None else self.min

    @property
    def most(self) -> int:
        """The most objects or players it may target: ``count``, or, for "any number of", as many as there are
        (each distinct, CR 115.3)."""
        return ANY_NUMBER if self.any_number else self.count

    @model_validator(mode="after")
    def _any_number(self) -> TargetSpec:
        if self.or_spell and (self.kind != "object" or self.zone != "battlefield"):
            raise CardRuleError(N_("'or_spell' adds spells to the permanents a battlefield target names"))
        if self.for_each_counter is not None and ("count" in self.model_fields_set or self.min != 0
                                                  or self.any_number):
            raise CardRuleError(N_("'for_each_counter' targets are \"up to one\" for each counter: no 'count', "
                                   "'min: 0'"))
        if self.total_mana_value is not None and self.most < 2:
            raise CardRuleError(N_("'total_mana_value' limits several targets together ('count' or 'any_number')"))
        if self.any_number and ("count" in self.model_fields_set or self.min not in (None, 0)):
            raise CardRuleError(N_("'any_number' targets have no 'count', and 'min' is 0 (\"any number\" includes "
                                   "zero)"))
        return self


ANY_NUMBER = 1000    # no game has this many objects to target


ONE_OR_MORE_EVENTS = ("enters", "dies", "leaves", "leaves_without_dying", "sacrifices",   # simultaneous events (603.2c)
                      "combat_damage_to_player")   # 510.2: a combat damage step's damage is one event


class Trigger(Strict):
    """CR 603.1: the trigger condition: an event, and which objects or players it watches."""

    event: TriggerEvent
    who: Literal["self", "another", "any", "attached", "you", "opponent", "player", "self_or_another",
                 "linked"] = "self"     # linked: the objects a delayed ability was made for (CR 603.7)
    filter: ObjectFilter = ObjectFilter()
    step_owner: Literal["you", "any", "opponent"] = "you"
    condition: Condition = "always"      # a ``state`` trigger's state (CR 603.8), else "while …" at the event
    by: Literal["you", "opponent", "any"] = "any"    # whose spell or ability targets it / puts the counters
    first_each_turn: bool = False        # ``becomes_target``: only the first time that player targets it this turn
    amount: int | None = None            # ``expend``: "whenever you expend N" (CR 207.2c); ``becomes_level``: N
    one_or_more: bool = False            # "whenever one or more …": once per simultaneous event (603.2c)
    nth_spell: int | None = None         # for ``cast``: "casts their second spell each turn" (N = 2)
    targets_only_self: bool = False      # for ``cast``: "a spell that targets only <this>" (CR 115.1)
    from_battlefield: bool = False       # for ``put_into_graveyard``: "… from the battlefield" (CR 603.6c, 603.10a)

    @model_validator(mode="after")
    def _event_words(self) -> Trigger:
        if self.event != "becomes_target" and self.first_each_turn:
            raise CardRuleError(N_("'first_each_turn' describes a becomes_target trigger only"))
        if self.event not in ("becomes_target", "counters_put") and self.by != "any":
            raise CardRuleError(N_("'by' describes a becomes_target or counters_put trigger only"))
        if (self.event in ("expend", "becomes_level")) != (self.amount is not None):
            raise CardRuleError(N_("'amount' is given with the events 'expend' and 'becomes_level' (its N), and only "
                                   "with them"))
        if self.one_or_more and self.event not in ONE_OR_MORE_EVENTS:
            raise CardRuleError(N_("'one_or_more' describes a trigger on one of {events}"), events=ONE_OR_MORE_EVENTS)
        if self.amount is not None and self.amount < 1:
            raise CardRuleError(N_("expend needs a positive amount"))
        if self.event == "becomes_blocked" and self.who not in ("self", "attached"):
            raise CardRuleError(N_("'becomes_blocked' watches this creature or the attached one; 'filter' names "
                                   "blockers"))
        if self.from_battlefield and self.event != "put_into_graveyard":
            raise CardRuleError(N_("'from_battlefield' describes a put_into_graveyard trigger only"))
        if self.targets_only_self and self.event != "cast":
            raise CardRuleError(N_("'targets_only_self' describes a cast trigger only"))
        if self.nth_spell is not None and (self.event != "cast" or self.nth_spell < 1):
            raise CardRuleError(N_("'nth_spell' (a positive number) describes a cast trigger only"))
        return self


class TapUntapped(Strict):
    """CR 118.3, 602.2b: "Tap N untapped <what> you control" (``rules.tap_costs``); ``what.another``: "another"."""

    count: int = 1
    what: ObjectFilter = ObjectFilter()

    @model_validator(mode="after")
    def _sensible(self) -> TapUntapped:
        if self.count < 1 or (self.what.another and self.count != 1):
            raise CardRuleError(N_("tap at least one permanent ('another' taps exactly one)"))
        return self


class Cost(Strict):
    """CR 118, 602.1a: an activation cost (mana, tapping, sacrificing, paying life …)."""

    mana: ManaCost = ManaCost()
    tap: bool = False
    sacrifice_self: bool = False
    exile_self: bool = False             # "Exile this card from your graveyard" (embalm, 702.128a)
    sacrifice: ObjectFilter | None = None
    sacrifice_count: int = Field(1, ge=1)   # "Sacrifice two Eldrazi Scions"
    sacrifice_any: ObjectFilter | None = None   # "you may sacrifice any number of nonland permanents" (601.2b)
    discard: int = 0
    life: int = 0
    forage: bool = False                 # "Forage" (CR 701.61a): exile three graveyard cards or sacrifice a Food
    remove_counter: CounterKind | None = None   # "Remove a supply counter from this" (one counter)
    process: int = 0     # put N cards opponents own from exile into their owners' graveyards (processors)
    reveal: ObjectFilter | None = None   # "reveal a colorless creature card from your hand" (CR 701.20a, 601.2h)
    loyalty: int | None = None           # CR 606.4: +N puts on, -N removes, 0 neither (a loyalty ability)
    tap_untapped: TapUntapped | None = None   # "Tap two untapped tokens you control" (``rules.tap_costs``)

    @field_validator("mana", mode="before")
    @classmethod
    def _parse_mana(cls, value: object) -> object:
        return ManaCost.parse(value) if isinstance(value, str) else value

    @model_validator(mode="after")
    def _tap_without_mana(self) -> Cost:
        # CR 601.2g before 601.2h: the mana would be paid first and could tap a permanent the tap part needs
        if self.tap_untapped is not None and (self.mana.mana_value or self.mana.x_count):
            raise CardRuleError(N_("a cost that taps untapped permanents can't also include mana"))
        return self

    def parts(self) -> frozenset[str]:
        """The parts this cost has (the fields not left at their default)."""
        return frozenset(n for n, f in type(self).model_fields.items() if getattr(self, n) != f.default)


def only_parts(cost: Cost, allowed: frozenset[str], what: str) -> Cost:
    """A cost part the engine doesn't pay in this place must not load (it would be skipped, CR 601.2h); ``what``
    is the marked name of the cost ("a ward cost")."""
    extra = cost.parts() - allowed
    if extra:
        raise CardRuleError(N_("{what} can't include {parts}"), what=Explained(what), parts=tuple(sorted(extra)))
    return cost


WARD_PARTS = frozenset({"mana", "life", "discard", "sacrifice"})     # what a ward cost may hold (CR 702.21a)


def _ward_cost(value: object) -> object:
    """``"{2}"`` is a mana cost; a mapping is any other cost."""
    return {"mana": value} if isinstance(value, str) else value


WardCost = Annotated[Cost, BeforeValidator(_ward_cost),
                     AfterValidator(lambda c: only_parts(c, WARD_PARTS, N_("a ward cost")))]


class ManaAbilitySpec(Strict):
    """CR 605.1a: an activated mana ability: cost, and the mana it adds (``any`` = one mana of any color;
    several letters, ``WB``, = one of them, chosen as it's activated, CR 106.1b)."""

    kind: Literal["mana"] = "mana"
    cost: Cost = Cost(tap=True)
    add: str = "C"              # or ``chosen``: one mana of the color chosen as this entered (CR 614.12)
    #   or ``any_combination``: ``amount`` mana in any combination of colors, a color chosen for each (106.1b)
    # "Add X mana …, where X is this's power" / "equal to the number of creatures you control of the chosen type"
    amount: int | Literal["power_of:this", "creatures_of_chosen_type"] = 1
    spend_only: ObjectFilter | None = None   # "Spend this mana only to cast a creature spell" (CR 106.6)
    only_if: Condition = "always"            # "Activate only if …" (CR 602.5b)
    once_each_turn: bool = False             # "Activate only once each turn." (CR 602.5b), as ``Activated``'s

    @field_validator("cost")
    @classmethod
    def _payable(cls, cost: Cost) -> Cost:
        return only_parts(cost, frozenset({"tap", "sacrifice_self", "tap_untapped", "mana", "forage"}),
                          N_("a mana ability's cost"))   # CR 605.3a

    @field_validator("add")
    @classmethod
    def _mana_kinds(cls, add: str) -> str:
        if add not in ("any", "chosen", "any_combination") and (not add or set(add) - set("WUBRGC")):
            raise CardRuleError(N_("mana {mana!r}: letters of W U B R G C, 'any', 'any_combination' or 'chosen'"),
                                mana=add)
        return add

    @model_validator(mode="after")
    def _combination(self) -> ManaAbilitySpec:
        # a color for each of a fixed number of mana (CR 106.1b); its mana unrestricted (``mana_activation``)
        if self.add == "any_combination" and (not isinstance(self.amount, int) or self.spend_only is not None):
            raise CardRuleError(N_("'any_combination' needs a number 'amount' and no 'spend_only'"))
        return self


GiftKind = Literal["food", "card", "tapped_fish", "extra_turn", "treasure", "octopus"]


KEYWORDS = frozenset({
    "Flying", "Reach", "Haste", "Vigilance", "Trample", "First strike", "Double strike", "Deathtouch",
    "Lifelink", "Menace", "Defender", "Indestructible", "Hexproof", "Shroud", "Flash",
    "Protection from everything",
})   # keywords whose rules are in the core; a keyword module declares its own word (``cards.keywords``)
