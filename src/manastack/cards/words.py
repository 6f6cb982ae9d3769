"""The typed words of the card format: references, amounts, conditions and other closed sets.

A string a card file may hold is never free text the engine would silently ignore: it is one of these
types. Each checks its *form* here (a typo fails at once, with a suggestion); what a name refers to —
a target, a remembered result — is checked per card by ``cards.references`` once the whole card is known.

Forms (``<ref>`` is an object reference, ``<name>`` a target's or a remembered result's name):

* object reference: ``this``, ``trigger``, ``attached``, ``linked``, ``your_graveyard`` (every card in it) or a
  ``<name>``;
* player reference: ``you``, ``opponents``, ``each_player``, ``gift``, ``trigger_player``, ``defending``,
  ``opponents_of:<player reference>``, ``controller:<ref>``, ``owner:<ref>`` or the name of a player target;
* amount: a number, ``x`` (CR 107.3), ``converge`` (207.2c: the colors of mana spent to cast the spell,
  601.2h), ``devotion:<W|U|B|R|G>`` (700.5), ``power_of:<ref>`` (``this``: the source's, as it last existed,
  608.2h; ``sacrificed``: the permanent sacrificed to pay the cost, as it last existed), ``mana_value_of:<ref>``
  (202.3), ``count:<creatures|lands|tokens|creatures_with_power_4_or_greater>`` (the number of them you
  control), ``linked`` (how many of the objects linked to a delayed ability are still where they were),
  ``counters:<kind>`` (the number of those counters on the source, as it last existed), ``others:<A/B/…>`` (the
  number of other permanents you control with one of those subtypes), ``greatest_mana_value:graveyard`` (among
  cards in your graveyard) or a ``<name>``
  remembered as a count;
* condition: a flag (``paid``, ``no_other_creatures``, ``threshold``: seven or more cards in your graveyard,
  ``sacrificed_food``: you sacrificed a Food this turn, ``opponent_lost_life``: an opponent lost life this turn,
  ``other_colorless_creature``: you control another colorless creature, or a keyword's: ``gift``, ``awaken``),
  ``controls:<type, subtype or token>``, ``left_graveyard_at_least:<N>``
  (N or more cards left your graveyard this turn), ``life_at_least:<N>``,
  ``opponent_more:<lands|life|creatures|hand>`` (an opponent has more of it than you), ``you_control:<ref>`` (you
  control that object, a target or a remembered one), ``token:<ref>`` (that object is a token),
  ``power_at_most:<N>:<ref>`` / ``power_at_least:<N>:<ref>`` (its power is N or less / N or greater; as it
  last existed if it has left the battlefield, 608.2h), ``controls_another:<subtype>`` (you control another one
  than the source), ``exiled_types_at_least:<N>`` (N or more card types among the cards exiled with the source),
  ``lands_at_least:<N>`` (you control N or more lands),
  ``resolution:<N>`` (this is the N-th time this ability has resolved this turn), ``result:<name>`` or
  ``result_is:<name>:<subtype>`` (an object an earlier instruction remembered has that subtype),
  ``subtype:<A/B/…>:<ref>`` (that object, a target or a remembered one, has one of these types or subtypes now),
  ``lost_life:<who>`` / ``life_changed:<who>`` (``you`` or a player target's name lost life, or gained or lost
  life, this turn: CR 119.3), ``your_turn``, ``at_least:<N>:<name>`` (an earlier instruction remembered N or more
  objects: "if you milled three cards"),
  ``creature_entered:<A/B/…>`` (a creature of one of these subtypes entered the battlefield under your control
  this turn) or ``cast_from:<hand|graveyard|exile>`` (this spell was cast from
  there, 601.2a); ``not_`` in front negates it, ``A|B`` is either.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Annotated, Literal, get_args

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


OBJECT_WORDS = ("this", "trigger", "attached", "linked", "your_graveyard", "targeting")
SACRIFICED = "sacrificed"      # ``power_of:sacrificed``: what was sacrificed to pay the cost (CR 608.2h)
PLAYER_WORDS = ("you", "opponents", "each_player", "gift", "trigger_player", "defending")
PLAYER_FORMS = ("opponents_of:", "controller:", "owner:")
AMOUNT_FORMS = ("devotion:", "power_of:", "mana_value_of:", "count:", "counters:", "others:", "greatest_mana_value:")
COUNTED = ("creatures", "lands", "tokens", "creatures_with_power_4_or_greater")   # ``count:``: those you control
# ``linked``: how many linked objects are still where they were
AMOUNT_WORDS = ("x", "converge", "linked", "storm_count", "opponents_lost_life")
CONDITION_FLAGS = ("always", "paid", "no_other_creatures", "threshold", "sacrificed_food",
                   "opponent_lost_life", "other_colorless_creature", "your_turn",
                   "another_creature_entered")   # and the keywords' (``cards.keywords``)
CONDITION_FORMS = ("controls:", "life_at_least:", "result:", "opponent_more:", "you_control:", "resolution:",
                   "result_is:", "left_graveyard_at_least:", "token:", "power_at_most:", "controls_another:",
                   "exiled_types_at_least:", "lost_life:", "life_changed:", "power_at_least:", "subtype:",
                   "at_least:", "cast_from:", "lands_at_least:",
                   "creature_entered:")
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
    """An amount: a number, ``x``, ``converge``, ``devotion:<color>``, ``power_of:<ref>``, ``count:<what>`` or
    a remembered count."""
    if isinstance(value, int):
        return value
    head, sep, inner = value.partition(":")
    if not sep:
        return _name(value, "amount", AMOUNT_WORDS)
    if head == "devotion":
        if inner not in MANA_LETTERS:
            raise unknown("devotion color", inner, MANA_LETTERS)
    elif head in ("power_of", "mana_value_of"):
        check_object_ref(inner)
    elif head == "count":
        if inner not in COUNTED:
            raise unknown("counted permanents", inner, COUNTED)
    elif head == "counters":
        if inner not in get_args(CounterKind):
            raise unknown("counter kind", inner, get_args(CounterKind))
    elif head == "greatest_mana_value":
        if inner != "graveyard":
            raise unknown("zone for greatest_mana_value", inner, ("graveyard",))
    elif head == "others":
        if not all(word[:1].isupper() for word in inner.split("/")):
            raise ValueError(f"amount {value!r}: others needs subtypes, others:Squirrel/Bat")
    else:
        raise unknown("amount form", head + ":", AMOUNT_FORMS)
    return value


def check_condition(text: str) -> str:
    """A condition (see the module docstring); ``A|B`` holds when either does."""
    if "|" in text:
        for part in text.split("|"):
            check_condition(part)
        return text
    body = text.removeprefix("not_")
    head, sep, inner = body.partition(":")
    if not sep:
        flags = (*CONDITION_FLAGS, *declared_conditions())
        if body not in flags:
            raise unknown("condition", text, (*flags, *(f + "<value>" for f in CONDITION_FORMS)))
        return text
    if head + ":" not in CONDITION_FORMS or not inner:
        raise unknown("condition form", head + ":", CONDITION_FORMS)
    if head in ("life_at_least", "resolution", "left_graveyard_at_least", "exiled_types_at_least",
                "lands_at_least") and not inner.isdigit():
        raise ValueError(f"condition {text!r}: {head} needs a number")
    if head == "result":
        _name(inner, "result name")
    if head == "result_is":
        name, _, subtype = inner.partition(":")
        _name(name, "result name")
        if not subtype:
            raise ValueError(f"condition {text!r}: result_is needs <name>:<subtype>")
    if head in ("you_control", "token"):
        check_object_ref(inner)
    if head in ("power_at_most", "power_at_least"):
        number, _, ref = inner.partition(":")
        if not number.isdigit() or not ref:
            raise ValueError(f"condition {text!r}: {head} needs a number and an object, {head}:2:target")
        check_object_ref(ref)
    if head == "cast_from" and inner not in ("hand", "graveyard", "exile"):
        raise unknown("zone a spell is cast from", inner, ("hand", "graveyard", "exile"))
    if head == "at_least":
        number, _, ref = inner.partition(":")
        if not number.isdigit():
            raise ValueError(f"condition {text!r}: at_least needs a number and a remembered result, at_least:3:milled")
        _name(ref, "result name")
    if head == "creature_entered" and not all(inner.split("/")):
        raise ValueError(f"condition {text!r}: creature_entered needs subtypes, creature_entered:Bird/Frog")
    if head == "subtype":
        kinds, _, ref = inner.partition(":")
        if not kinds or not ref:
            raise ValueError(f"condition {text!r}: subtype needs subtypes and an object, subtype:Bird/Frog:returned")
        check_object_ref(ref)
    if head in ("lost_life", "life_changed"):
        _name(inner, "player (you or a player target's name)")
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
CounterKind = Literal["+1/+1", "-1/-1", "stun", "stash", "supply", "flying", "loyalty"]   # CR 122.1, 122.1b, 306.5c
PlayerKeyword = Literal["Hexproof", "Shroud"]             # CR 702.11d, 702.18d: keywords a player can have
