"""The building blocks of card definitions: filters, targets, trigger conditions, costs, keywords.

They sit below the effect vocabulary (``cards.vocabulary``), whose parameter models use them, and below
``cards.schema``, which puts instructions and abilities together into a card definition.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, field_validator, model_validator

from manastack.cards.keywords import declared_fields, declared_words
from manastack.cards.words import Condition, TargetRef, check_name, unknown
from manastack.types.enums import CardType, Color
from manastack.types.mana import ManaCost

TriggerEvent = Literal[
    "enters", "dies", "leaves", "put_into_graveyard", "cast", "upkeep", "end_step", "draw_step", "attacks",
    "blocks", "gift_given", "turned_face_up", "becomes_tapped", "dealt_damage", "loses_game", "life_gained",
    "state", "attacks_alone", "becomes_target", "expend",
    "becomes_level", "you_attack", "begin_combat", "combat_damage_player", "sacrificed", "main2", "main1",
]


def _known_keywords(value: tuple[str, ...]) -> tuple[str, ...]:
    """Keyword abilities must be ones the engine implements (a typo must not pass silently)."""
    for word in value:
        if word not in KEYWORDS and word not in declared_words():
            raise unknown("keyword", word, sorted({*KEYWORDS, *declared_words()}))
    return value


Keywords = Annotated[tuple[str, ...], AfterValidator(_known_keywords)]


def field_keyword_names() -> dict[str, str]:
    """The keywords written as their own card field, which a filter may name: keyword name -> field."""
    return {k.name: f for f, k in declared_fields().items()}


def _filter_keyword(word: str) -> str:
    """A filter's "with <keyword>": an ability keyword, or a keyword that is its own card field."""
    fields = tuple(field_keyword_names())
    if word not in KEYWORDS and word not in declared_words() and word not in fields:
        raise unknown("keyword", word, (*sorted({*KEYWORDS, *declared_words()}), *fields))
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
    supertypes: tuple[str, ...] = ()
    not_supertypes: tuple[str, ...] = ()
    controller: Literal["any", "you", "opponent", "chosen"] = "any"
    not_colors: tuple[Color, ...] = ()
    tapped: bool | None = None
    token: bool | None = None
    face_down: bool | None = None
    max_mana_value: int | None = None
    keyword: Keyword | None = None
    not_keyword: Keyword | None = None       # "without flying"
    another: bool = False
    attacking: bool | None = None
    entered_this_turn: bool | None = None    # "that entered the battlefield this turn" (Octomancer)
    equipped: bool | None = None             # "equipped creature": an Equipment is attached to it (CR 301.5a)
    min_power: int | None = None             # "with power 4 or greater"
    min_toughness: int | None = None
    max_power: int | None = None             # "with power 3 or less"
    any_of: tuple[ObjectFilter, ...] = ()    # at least one of these holds too: "with power or toughness 4 or greater"


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
    when: Condition = "always"
    other_than: TargetRef | None = None      # "other target": not what that target of the same body chose

    @property
    def minimum(self) -> int:
        return self.count if self.min is None else self.min


class Trigger(Strict):
    """CR 603.1: the trigger condition: an event, and which objects or players it watches."""

    event: TriggerEvent
    who: Literal["self", "another", "any", "attached", "you", "opponent", "player", "self_or_another"] = "self"
    filter: ObjectFilter = ObjectFilter()
    step_owner: Literal["you", "any", "opponent"] = "you"
    condition: Condition = "always"      # a ``state`` trigger's state (CR 603.8), else "while …" at the event
    by: Literal["you", "opponent", "any"] = "any"    # ``becomes_target``: whose spell or ability targets it
    first_each_turn: bool = False        # ``becomes_target``: only the first time that player targets it this turn
    amount: int | None = None            # ``expend``: "whenever you expend N" (CR 207.2c); ``becomes_level``: N
    one_or_more: bool = False            # "whenever one or more … enter": once for objects entering together

    @model_validator(mode="after")
    def _event_words(self) -> Trigger:
        if self.event != "becomes_target" and (self.by != "any" or self.first_each_turn):
            raise ValueError("'by' and 'first_each_turn' describe a becomes_target trigger only")
        if (self.event in ("expend", "becomes_level")) != (self.amount is not None):
            raise ValueError("'amount' is given with the events 'expend' and 'becomes_level' (its N), and only "
                             "with them")
        if self.amount is not None and self.amount < 1:
            raise ValueError("expend needs a positive amount")
        return self


class Cost(Strict):
    """CR 118, 602.1a: an activation cost (mana, tapping, sacrificing, paying life …)."""

    mana: ManaCost = ManaCost()
    tap: bool = False
    sacrifice_self: bool = False
    exile_self: bool = False             # "Exile this card from your graveyard" (embalm, 702.128a)
    sacrifice: ObjectFilter | None = None
    discard: int = 0
    life: int = 0

    @field_validator("mana", mode="before")
    @classmethod
    def _parse_mana(cls, value: object) -> object:
        return ManaCost.parse(value) if isinstance(value, str) else value

    def parts(self) -> frozenset[str]:
        """The parts this cost has (the fields not left at their default)."""
        return frozenset(n for n, f in type(self).model_fields.items() if getattr(self, n) != f.default)


def only_parts(cost: Cost, allowed: frozenset[str], what: str) -> Cost:
    """A cost part the engine doesn't pay in this place must not load (it would be skipped, CR 601.2h)."""
    extra = cost.parts() - allowed
    if extra:
        raise ValueError(f"{what} cost can't include {', '.join(sorted(extra))}")
    return cost


class ManaAbilitySpec(Strict):
    """CR 605.1a: an activated mana ability: cost, and the mana it adds (``any`` = one mana of any color;
    several letters, ``WB``, = one of them, chosen as it's activated, CR 106.1b)."""

    kind: Literal["mana"] = "mana"
    cost: Cost = Cost(tap=True)
    add: str = "C"
    amount: int = 1

    @field_validator("cost")
    @classmethod
    def _payable(cls, cost: Cost) -> Cost:
        return only_parts(cost, frozenset({"tap", "sacrifice_self"}), "a mana ability's")   # CR 605.3a


GiftKind = Literal["food", "card", "tapped_fish", "extra_turn", "treasure", "octopus"]


KEYWORDS = frozenset({
    "Flying", "Reach", "Haste", "Vigilance", "Trample", "First strike", "Double strike", "Deathtouch",
    "Lifelink", "Menace", "Defender", "Indestructible", "Hexproof", "Shroud", "Flash",
    "Protection from everything", "Can't be blocked",
})   # keywords whose rules are in the core; a keyword module declares its own word (``cards.keywords``)
