"""The card definition format, validated at load time (architecture §4).

A card is a mapping of printed characteristics plus abilities written in the effect vocabulary of
``manastack.rules.effects``. Everything is checked here, once: the engine reads only valid,
frozen definitions. Errors name the file, the card and the field (see ``cards.loader``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, field_validator, model_validator

from manastack.types.enums import CardType, Color
from manastack.types.mana import ManaCost

if TYPE_CHECKING:
    Effect = Any

CONDITION_FLAGS = ("always", "gift", "awaken", "paid", "did", "kicked", "no_other_creatures")
CONDITION_FORMS = ("controls:", "life_at_least:", "result:")


def _check_condition(text: str) -> str:
    """A condition is a flag (``gift``, ``awaken``, ``paid`` …), ``controls:<type or subtype>``,
    ``life_at_least:<N>`` or ``result:<name>``; ``not_`` in front negates it."""
    body = text[4:] if text.startswith("not_") else text
    if body in CONDITION_FLAGS or (body.startswith(CONDITION_FORMS) and body.split(":", 1)[1]):
        if body.startswith("life_at_least:") and not body.split(":", 1)[1].isdigit():
            raise ValueError(f"condition {text!r}: life_at_least needs a number")
        return text
    raise ValueError(f"unknown condition {text!r}; use one of {', '.join(CONDITION_FLAGS)} or "
                     f"{', '.join(f + '<value>' for f in CONDITION_FORMS)}, optionally prefixed with not_")


Condition = Annotated[str, AfterValidator(_check_condition)]
TriggerEvent = Literal[
    "enters", "dies", "leaves", "put_into_graveyard", "cast", "upkeep", "end_step", "draw_step", "attacks",
    "blocks", "gift_given", "turned_face_up", "becomes_tapped", "dealt_damage", "loses_game", "life_gained",
    "state", "attacks_alone",
]


def _known_keywords(value: tuple[str, ...]) -> tuple[str, ...]:
    """Keyword abilities must be ones the engine implements (a typo must not pass silently)."""
    unknown = [k for k in value if k not in KEYWORDS]
    if unknown:
        raise ValueError(f"unknown keyword {unknown[0]!r}; known: {', '.join(sorted(KEYWORDS))}")
    return value


Keywords = Annotated[tuple[str, ...], AfterValidator(_known_keywords)]


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
    keyword: str | None = None
    another: bool = False
    attacking: bool | None = None
    entered_this_turn: bool | None = None    # "that entered the battlefield this turn" (Octomancer)


class TargetSpec(Strict):
    """CR 115.1: one target a spell or ability asks for (601.2c), named so effects can refer to it.

    ``when`` makes the target exist only if a cost was paid (CR 702.174i, 702.113b); ``min`` below
    ``count`` makes it "up to".
    """

    name: str = "target"
    kind: Literal["object", "player", "any"] = "object"
    zone: Literal["battlefield", "stack", "graveyard", "hand", "exile"] = "battlefield"
    filter: ObjectFilter = ObjectFilter()
    player: Literal["any", "you", "opponent"] = "any"
    count: int = 1
    min: int | None = None
    when: Condition = "always"

    @property
    def minimum(self) -> int:
        return self.count if self.min is None else self.min


class Body(Strict):
    """What a spell or ability does: its targets and instructions, in printed order (CR 608.2c)."""

    targets: tuple[TargetSpec, ...] = ()
    effects: tuple[Effect, ...] = ()


class Mode(Body):
    """CR 700.2: one mode of a modal spell or ability."""

    label: str = ""


class Trigger(Strict):
    """CR 603.1: the trigger condition: an event, and which objects or players it watches."""

    event: TriggerEvent
    who: Literal["self", "another", "any", "attached", "you", "opponent", "player"] = "self"
    filter: ObjectFilter = ObjectFilter()
    step_owner: Literal["you", "any", "opponent"] = "you"
    source: ObjectFilter | None = None
    condition: Condition = "always"      # for ``state`` triggers (CR 603.8)


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


class Activated(Body):
    """CR 602: an activated ability, ``cost: effect``."""

    kind: Literal["activated"] = "activated"
    cost: Cost = Cost()
    sorcery_speed: bool = False
    from_zone: Literal["battlefield", "graveyard"] = "battlefield"   # where the ability works (CR 113.6)
    label: str = ""


class Triggered(Body):
    """CR 603: a triggered ability; ``intervening_if`` is checked twice (603.4); ``optional`` is "may" (603.5)."""

    kind: Literal["triggered"] = "triggered"
    when: Trigger = Trigger(event="state")   # a reflexive ability has no event of its own (CR 603.12)
    intervening_if: Condition = "always"
    optional: bool = False
    label: str = ""
    linked: Literal["", "delayed", "reflexive"] = ""   # made only by a ``delay`` or ``reflexive`` instruction

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
    keywords: tuple[str, ...] = ()
    power: int = 0
    toughness: int = 0
    player_keywords: tuple[str, ...] = ()
    remove_keywords: tuple[str, ...] = ()    # "loses flying" (CR 613.1f, layer 6)
    control: bool = False                    # "you control enchanted creature" (CR 613.1b, layer 2)
    replacement: Literal["enters_tapped"] | None = None    # a replacement effect it makes (CR 614.1c)
    grants_mana: tuple[ManaAbilitySpec, ...] = ()   # CR 613.1f: "<filter> have '{T}: Add …'"
    label: str = ""


Ability = Annotated[ManaAbilitySpec | Activated | Triggered | Static, Field(discriminator="kind")]


class AwakenSpec(Strict):
    """CR 702.113a: Awaken N—[cost]."""

    n: int
    cost: ManaCost

    @field_validator("cost", mode="before")
    @classmethod
    def _parse_mana(cls, value: object) -> object:
        return ManaCost.parse(value) if isinstance(value, str) else value


GiftKind = Literal["food", "card", "tapped_fish", "extra_turn", "treasure", "octopus"]


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
    abilities: tuple[Ability, ...] = ()
    gift: GiftKind | None = None
    awaken: AwakenSpec | None = None
    morph: ManaCost | None = None
    additional_cost: Cost | None = None
    enters_as_copy: bool = False
    opening_hand: bool = False           # CR 103.6: may begin the game on the battlefield (Leylines)
    token: bool = False
    embalm: ManaCost | None = None
    equip: ManaCost | None = None
    aura: ObjectFilter | None = None
    alchemy: bool = False

    @field_validator("cost", "morph", "equip", "embalm", mode="before")
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


KEYWORDS = frozenset({
    "Flying", "Reach", "Haste", "Vigilance", "Trample", "First strike", "Double strike", "Deathtouch",
    "Lifelink", "Menace", "Defender", "Indestructible", "Hexproof", "Shroud", "Prowess", "Flash",
    "Protection from everything", "Exalted",
})


def bind_effect_vocabulary(effect_union: object) -> None:
    """Complete the models that hold instructions, once the effect verbs are registered.

    The vocabulary lives with the rules (``manastack.rules.effects``), which read card definitions:
    binding it here afterwards keeps the import graph one-way.
    """
    namespace = {"Effect": effect_union}
    for model in (Body, Mode, Activated, Triggered, CardDef):
        model.model_rebuild(force=True, _types_namespace=namespace)
