"""The typed words of the card format: references, amounts, conditions and other closed sets.

A string a card file may hold is never free text the engine would silently ignore: it is one of these
types. Each checks its *form* here (a typo fails at once, with a suggestion); what a name refers to —
a target, a remembered result — is checked per card by ``cards.references`` once the whole card is known.

Forms (``<ref>`` is an object reference, ``<name>`` a target's or a remembered result's name):

* object reference: ``this``, ``trigger``, ``attached``, ``linked`` or a ``<name>``;
* player reference: ``you``, ``opponents``, ``each_player``, ``gift``, ``trigger_player``, ``defending``,
  ``opponents_of:<player reference>``, ``controller:<ref>``, ``owner:<ref>`` or the name of a player target;
* amount: a number, ``x`` (CR 107.3), ``converge`` (207.2c: the colors of mana spent to cast the spell,
  601.2h), ``count:<type or subtype>`` (permanents of it you control), ``source_x`` (the X of the spell
  this permanent was, for its enters abilities, 107.3m),
  ``opponents_hand_at_most:<N>`` (opponents with N or fewer cards in hand),
  ``greatest_power`` (the greatest power among creatures you control, 208.1), ``died_this_turn``
  (creatures you controlled that died this turn, 700.4), ``graveyard_creatures`` (creature cards in your graveyard),
  ``devotion:<W|U|B|R|G>`` (700.5), ``power_of:<ref>`` or a ``<name>``
  remembered as a count;
* condition: a flag (``paid``, ``no_other_creatures``, ``your_turn``, ``gained_life``, ``lost_life``,
  ``gained_and_lost_life``, ``gained_or_lost_life``, ``opponent_lost_life`` (this turn), ``threshold``: seven
  or more cards in your graveyard, or a
  keyword's: ``gift``, ``awaken``), ``controls:<type, subtype or token>``,
  ``life_at_least:<N>``, ``controls_power:<N>`` (you control a creature with power N or greater),
  ``lands_at_least:<N>`` (you control N or more lands), ``total_power_at_least:<N>`` (creatures you control
  have total power N or greater), ``active_hand_at_most:<N>`` (the player whose turn it is has N or fewer cards
  in hand: "that player", of a trigger on each opponent's upkeep),
  ``opponent_more:<lands|life|creatures|hand>`` (an opponent has more of it than you),
  ``you_control:<ref>`` (you control that object, a target or a remembered one), ``resolution:<N>`` (this is the
  N-th time this ability has resolved this turn) or ``result:<name>``; ``not_`` in front negates it.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Annotated, Literal

from pydantic import AfterValidator

from manastack.cards.keywords import declared_conditions

NAME = re.compile(r"[a-z][a-z0-9_]*\Z")


def did_you_mean(word: object, known: Iterable[str]) -> str:
    """"; did you mean 'target'?" for a close known word, else the empty string."""
    close = difflib.get_close_matches(str(word), list(known), n=1, cutoff=0.6)
    return f"; did you mean {close[0]!r}?" if close else ""


def unknown(kind: str, word: object, known: Iterable[str]) -> ValueError:
    known = tuple(known)
    return ValueError(f"unknown {kind} {word!r}{did_you_mean(word, known)} (known: {', '.join(known)})")


@dataclass(frozen=True)
class RefKind:
    """Marks a field whose value names something the card must define (checked by ``cards.references``)."""

    kind: Literal["object", "target", "player", "amount", "condition", "remember"]


OBJECT_WORDS = ("this", "trigger", "attached", "linked")
PLAYER_WORDS = ("you", "opponents", "each_player", "gift", "trigger_player", "defending")
PLAYER_FORMS = ("opponents_of:", "controller:", "owner:")
AMOUNT_FORMS = ("devotion:", "power_of:", "opponents_hand_at_most:", "count:")
AMOUNT_WORDS = ("x", "converge", "greatest_power", "died_this_turn", "graveyard_creatures", "source_x")
# and the keywords' (``cards.keywords``)
CONDITION_FLAGS = ("always", "paid", "no_other_creatures", "threshold", "your_turn", "gained_life", "lost_life",
                   "gained_and_lost_life", "gained_or_lost_life", "opponent_lost_life")
CONDITION_FORMS = ("controls:", "life_at_least:", "result:", "opponent_more:", "you_control:", "resolution:",
                   "controls_power:", "lands_at_least:", "total_power_at_least:", "active_hand_at_most:")
COMPARED = ("lands", "life", "creatures", "hand")     # what ``opponent_more:`` compares
MANA_LETTERS = ("W", "U", "B", "R", "G")


def _name(text: str, what: str, known: Iterable[str] = ()) -> str:
    if not NAME.match(text):
        raise unknown(what, text, known) if known else ValueError(
            f"{what} {text!r} must be a lower-case name (letters, digits, _)")
    return text


def check_object_ref(text: str) -> str:
    """An object reference: a fixed word or a name (resolved per card)."""
    return _name(text, "object reference", OBJECT_WORDS)


def check_player_ref(text: str) -> str:
    """A player reference (see the module docstring)."""
    head, sep, inner = text.partition(":")
    if not sep:
        return _name(text, "player reference", PLAYER_WORDS)
    if head == "opponents_of":
        check_player_ref(inner)
    elif head in ("controller", "owner"):
        check_object_ref(inner)
    else:
        raise unknown("player reference form", head + ":", PLAYER_FORMS)
    return text


def check_amount(value: int | str) -> int | str:
    """An amount: a number, ``x``, ``converge``, ``devotion:<color>``, ``power_of:<ref>`` or a remembered
    count."""
    if isinstance(value, int):
        return value
    head, sep, inner = value.partition(":")
    if not sep:
        return _name(value, "amount", AMOUNT_WORDS)
    if head == "devotion":
        if inner not in MANA_LETTERS:
            raise unknown("devotion color", inner, MANA_LETTERS)
    elif head == "power_of":
        check_object_ref(inner)
    elif head == "count":
        if not inner:
            raise ValueError(f"amount {value!r}: count needs a card type or subtype")
    elif head == "opponents_hand_at_most":
        if not inner.isdigit():
            raise ValueError(f"amount {value!r}: {head} needs a number")
    else:
        raise unknown("amount form", head + ":", AMOUNT_FORMS)
    return value


def check_condition(text: str) -> str:
    """A condition (see the module docstring)."""
    body = text.removeprefix("not_")
    head, sep, inner = body.partition(":")
    if not sep:
        flags = (*CONDITION_FLAGS, *declared_conditions())
        if body not in flags:
            raise unknown("condition", text, (*flags, *(f + "<value>" for f in CONDITION_FORMS)))
        return text
    if head + ":" not in CONDITION_FORMS or not inner:
        raise unknown("condition form", head + ":", CONDITION_FORMS)
    if head in ("life_at_least", "resolution", "controls_power", "lands_at_least", "total_power_at_least",
                "active_hand_at_most") \
            and not inner.isdigit():
        raise ValueError(f"condition {text!r}: {head} needs a number")
    if head == "result":
        _name(inner, "result name")
    if head == "you_control":
        check_object_ref(inner)
    if head == "opponent_more" and inner not in COMPARED:
        raise unknown("compared quantity", inner, COMPARED)
    return text


def check_name(text: str) -> str:
    return _name(text, "name")


ObjectRef = Annotated[str, AfterValidator(check_object_ref), RefKind("object")]
TargetRef = Annotated[str, AfterValidator(check_name), RefKind("target")]     # only a target's name
PlayerRef = Annotated[str, AfterValidator(check_player_ref), RefKind("player")]
Amount = Annotated[int | str, AfterValidator(check_amount), RefKind("amount")]
Condition = Annotated[str, AfterValidator(check_condition), RefKind("condition")]
Remember = Annotated[str, AfterValidator(check_name), RefKind("remember")]
CounterKind = Literal["+1/+1", "-1/-1", "stun", "indestructible", "finality"]   # CR 122.1: the counters the rules read
PlayerKeyword = Literal["Hexproof", "Shroud"]             # CR 702.11d, 702.18d: keywords a player can have
