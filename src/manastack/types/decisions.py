"""Decisions: what the game is waiting for, and from whom."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from manastack.types.actions import Choice
from manastack.types.events import fact


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
class Prompt:
    """What a decision asks, as data: ``kind`` (a key of ``manastack.sentences.prompts.PROMPTS``) and the facts
    its question names (``PlayerRef``/``ObjectRef``, numbers, words; a ``variant`` where a kind reads several
    ways). The words are written by the sentences view, in the reader's language, never by the rules."""

    kind: str
    facts: tuple[tuple[str, object], ...] = ()

    @classmethod
    def of(cls, kind: str, **facts: object) -> Prompt:
        """``Prompt.of("scry_keep", card=ref)``."""
        return cls(kind, tuple(facts.items()))

    def get(self, key: str, default: object = None) -> object:
        """A fact of the question, e.g. ``prompt.get("card")``."""
        return fact(self.facts, key, default)


def target_variant(name: str) -> str:
    """The variant of a target question: a target the card file calls plainly "target" is asked as such
    ("Choose target for Shock"), any other by its name ("Choose returned for Brutal Expulsion")."""
    return "" if name == "target" else "named"


@dataclass(frozen=True, slots=True)
class Decision:
    """A question for one player: its kind, what it asks, and the options in a deterministic order.

    ``options`` are the values a ``Choose`` may carry (for PRIORITY, see ``Game.legal_actions``).
    ``labels`` give each option a readable text, in the same order.
    """

    kind: DecisionKind
    player: int
    prompt: Prompt
    options: tuple[Choice, ...] = ()
    labels: tuple[str, ...] = ()
    rule: str = ""

    def label_of(self, option: Choice) -> str:
        """The readable text of one option."""
        try:
            return self.labels[self.options.index(option)]
        except (ValueError, IndexError):
            return repr(option)
