"""Decisions: what the game is waiting for, and from whom."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Self

from manastack.types.actions import Choice
from manastack.types.events import ObjectRef, Quoted, fact

if TYPE_CHECKING:
    from manastack.types.objects import GameObject


class DecisionKind(str, Enum):
    """Every kind of question the engine can stop at (architecture §1)."""

    PRIORITY = "priority"                # CR 117
    MULLIGAN = "mulligan"                # CR 103.5: keep or mulligan
    BOTTOM = "bottom"                    # CR 103.5: London mulligan, a card to put on the bottom
    GIFT = "gift"                        # CR 702.174a: promise a gift, and to whom
    ALTERNATIVE_COST = "alternative_cost"  # CR 601.2b, 118.9: e.g. awaken
    ADDITIONAL_COST = "additional_cost"  # CR 601.2b, 118.8: pay an optional additional cost (offspring) or not
    MODE = "mode"                        # CR 601.2b, 700.2
    X = "x"                              # CR 601.2b, 107.3
    TARGET = "target"                    # CR 601.2c, 603.3d
    DIVIDE = "divide"                    # CR 601.2d, 510.1c: dividing damage
    TRIGGER_ORDER = "trigger_order"      # CR 603.3b
    YES_NO = "yes_no"                    # CR 603.5, 118.12: "you may", "if you do", "unless"
    CHOOSE_OBJECT = "choose_object"      # discard, sacrifice, search, return …
    FORAGE = "forage"                    # CR 701.61a: exile three cards from the graveyard, or sacrifice a Food
    CHOOSE_PLAYER = "choose_player"
    CHOOSE_COLOR = "choose_color"
    CHOOSE_KEYWORD = "choose_keyword"    # "gains your choice of double strike or trample" (608.2d)
    CHOOSE_TYPE = "choose_type"          # CR 614.12: "as this enters, choose a creature type"
    ATTACKERS = "attackers"              # CR 508.1
    BLOCKERS = "blockers"                # CR 509.1
    SCRY = "scry"                        # CR 701.22
    SURVEIL = "surveil"                  # CR 701.25: top or graveyard, then the order of the cards kept
    MANA_PAYMENT = "mana_payment"        # CR 601.2g: which mana ability to activate next (explicit payment)
    REPLACEMENT_ORDER = "replacement_order"  # CR 616.1: which replacement or prevention effect applies first


@dataclass(frozen=True, slots=True)
class Worded:
    """Words as data: ``kind`` (a key of a table of ``manastack.sentences``) and the facts its words name
    (``PlayerRef``/``ObjectRef``, numbers, mana symbols, terms; a ``variant`` where a kind reads several ways).
    The words are written by the sentences view, in the reader's language, never by the rules."""

    kind: str
    facts: tuple[tuple[str, object], ...] = ()

    @classmethod
    def of(cls, kind: str, **facts: object) -> Self:
        """``Prompt.of("scry_keep", card=ref)``, ``Label.of("gift_to", player=ref)``."""
        return cls(kind, tuple(facts.items()))

    def get(self, key: str, default: object = None) -> object:
        """A fact, e.g. ``prompt.get("card")``."""
        return fact(self.facts, key, default)


class Prompt(Worded):
    """What a decision asks (its words: ``manastack.sentences.prompts.PROMPTS``)."""

    __slots__ = ()


class Label(Worded):
    """What one option of a decision says (its words: ``manastack.sentences.labels.LABELS``)."""

    __slots__ = ()


def object_labels(objects: Mapping[int, GameObject], ids: Iterable[int]) -> tuple[Label, ...]:
    """Options that are objects, each labeled with its card's name."""
    return tuple(Label.of("object", object=ObjectRef(i, objects[i].card)) for i in ids)


def ref_labels(refs: Iterable[ObjectRef]) -> tuple[Label, ...]:
    """Options that are objects, each labeled as an event names it (a face-down one has no name, CR 708.2a)."""
    return tuple(Label.of("object", object=ref) for ref in refs)


def mana_labels(letters: Iterable[str]) -> tuple[Label, ...]:
    """Options that are mana of one color each, labeled with its symbol ("{G}", CR 107.4)."""
    return tuple(Label.of("mana", mana="{" + letter + "}") for letter in letters)


YES_OR_NO = (Label.of("yes"), Label.of("no"))


def mode_label(text: str | None, index: int, symbols: str = "") -> Label:
    """A mode of a modal spell or ability (CR 700.2), in the card's words (a mode the card file gives no words:
    its number); ``symbols``: its pawprints first (CR 700.2h)."""
    variant = ("pawprints" if symbols else "") + ("" if text else ("_numbered" if symbols else "numbered"))
    return Label.of("mode", variant=variant, text=Quoted(text) if text else text, number=index, symbols=symbols)


def target_variant(name: str) -> str:
    """The variant of a target question: a target the card file calls plainly "target" is asked as such
    ("Choose target for Shock"), any other by its name ("Choose returned for Brutal Expulsion")."""
    return "" if name == "target" else "named"


def target_name(name: str) -> Quoted:
    """The name a card file gives a target as a question words it ("other_creature": "other creature"): the card's
    words, which a view writes in its reader's language (``cards.translation`` extracts them)."""
    return Quoted(name.replace("_", " "))


def target_facts(name: str) -> dict[str, object]:
    """The facts of a question for the target named ``name``: its variant and its name in words; a target of a
    mode chosen more than once (CR 700.2d) is named after its mode's place among the modes ("target@2",
    ``rules.pawprints``): its name, and that place."""
    base, _, place = name.partition("@")
    if not place:
        return {"variant": target_variant(name), "target": target_name(name)}
    return {"variant": f"{target_variant(base)} placed".lstrip(), "target": target_name(base), "place": int(place)}


@dataclass(frozen=True, slots=True)
class Decision:
    """A question for one player: its kind, what it asks, and the options in a deterministic order.

    ``options`` are the values a ``Choose`` may carry (for PRIORITY, see ``Game.legal_actions``).
    ``labels`` say what each option is, in the same order, as data (``Label``): a view writes them in its
    reader's language (``manastack.sentences.option_text``).
    """

    kind: DecisionKind
    player: int
    prompt: Prompt
    options: tuple[Choice, ...] = ()
    labels: tuple[Label, ...] = ()
    rule: str = ""

    def label_at(self, option: Choice) -> Label | None:
        """What one option says, as data (None: the option has no label)."""
        try:
            return self.labels[self.options.index(option)]
        except (ValueError, IndexError):
            return None
