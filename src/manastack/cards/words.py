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
  (202.3), ``count:<creatures|lands|tokens|creatures_with_power_4_or_greater>[:<N>]`` or ``count:<card type or
  subtype>`` (the number of them you control, "for each Raccoon you control"; with N, N for each of them),
  ``linked`` (how many of the objects linked to a delayed ability are still where they were), ``counters:<kind>``
  (the number of those counters on the source, as it last existed), ``others:<A/B/…>`` (the number of other
  permanents you control with one of those subtypes), ``other_attacking:<kind>`` (the other attacking creatures of
  that card type or subtype, whoever controls them), ``greatest_mana_value:<graveyard|permanents>`` (among cards
  in your graveyard, or permanents you control), ``greatest_power`` (the greatest power among creatures you
  control, 208.1), ``died_this_turn`` (creatures you controlled that died this turn, 700.4),
  ``graveyard_creatures`` (creature cards in your graveyard), ``opponents_hand_at_most:<N>`` (opponents with N or
  fewer cards in hand), ``trigger_amount`` (the life gained or damage dealt in the event the ability triggered
  on: "that much") or a ``<name>`` remembered as a count;
* condition: a flag (``paid``, ``no_other_creatures``, ``threshold``: seven or more cards in your graveyard,
  ``sacrificed_food``: you sacrificed a Food this turn, ``opponent_lost_life``: an opponent lost life this turn,
  ``other_colorless_creature``: you control another colorless creature, or a keyword's: ``gift``, ``awaken``),
  ``controls:<type, subtype or token>``, ``controls_at_least:<N>:<kind>`` (you control N or more permanents of
  that card type, subtype or supertype), ``left_graveyard_at_least:<N>``
  (N or more cards left your graveyard this turn), ``life_at_least:<N>``,
  ``opponent_more:<lands|life|creatures|hand>`` (an opponent has more of it than you), ``you_control:<ref>`` (you
  control that object, a target or a remembered one), ``token:<ref>`` (that object is a token),
  ``power_at_most:<N>:<ref>`` / ``power_at_least:<N>:<ref>`` (its power is N or less / N or greater; as it
  last existed if it has left the battlefield, 608.2h; N may be ``revealed``: the power of the card revealed to pay
  the spell's cost, as it is in the hand or as it last existed there), ``controls_another:<subtype>`` (you control
  another one than the source), ``exiled_types_at_least:<N>`` (N or more card types among the cards exiled with the
  source), ``lands_at_least:<N>`` (you control N or more lands), ``resolution:<N>`` (this is the N-th time this
  ability has resolved this turn), ``result:<name>`` or
  ``result_is:<name>:<subtype>`` (an object an earlier instruction remembered has that subtype),
  ``subtype:<A/B/…>:<ref>`` (that object, a target or a remembered one, has one of these types or subtypes now;
  ``trigger``, "that land", as it last existed if it has left the battlefield, 608.2h),
  ``lost_life:<who>`` / ``gained_life:<who>`` / ``gained_and_lost_life:<who>`` / ``life_changed:<who>`` (``you``
  or a player target's name lost life, gained life, did both, or gained or lost life, this turn: CR 119.3),
  ``your_turn``, ``at_least:<N>:<name>`` (an earlier instruction remembered N or more objects: "if you milled
  three cards"), ``creature_entered:<A/B/…>`` (a creature of one of these subtypes entered the battlefield under
  your control this turn), ``cast_from:<hand|graveyard|exile>`` (this spell was cast from there, 601.2a),
  ``controls_power:<N>`` (you control a creature with power N or greater), ``total_power_at_least:<N>``
  (creatures you control have total power N or greater) or ``active_hand_at_most:<N>`` (the player whose turn it
  is has N or fewer cards in hand: "that player", of a trigger on each opponent's upkeep) or
  ``first_cast_this_turn:<A/B/…>`` (the spell whose casting triggered the ability is the first spell of one of
  these card types or subtypes its caster cast this turn, spells with the source's name aside, 603.4); ``not_`` in
  front negates it, ``A|B`` is either.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Annotated, Literal, get_args

from pydantic import AfterValidator

from manastack.cards.keywords import declared_conditions
from manastack.types.explained import Explained
from manastack.types.markers import N_

NAME = re.compile(r"[a-z][a-z0-9_]*\Z")


#: A problem and the known word close to the one written ("…; did you mean 'target'?").
DID_YOU_MEAN = N_("{problem}; did you mean {close!r}?")


def closest(word: object, known: Iterable[str]) -> str | None:
    """The known word close to ``word`` (a misspelling's), if there is one."""
    close = difflib.get_close_matches(str(word), list(known), n=1, cutoff=0.6)
    return close[0] if close else None


class CardRuleError(Explained, ValueError):
    """A card definition that breaks a rule of the card format (facts: the words of the definition at fault). It is
    a ``ValueError`` because pydantic reports a check's ``ValueError`` as a validation error, which the loader
    writes in the reader's language (``cards.loader``)."""


def unknown(what: str, word: object, known: Iterable[str]) -> CardRuleError:
    """The error of a word the format does not know (``what``: the marked name of its kind, ``N_("keyword")``),
    with a close known word if there is one."""
    known = tuple(known)
    close = closest(word, known)
    if close is None:
        return CardRuleError(N_("unknown {what} {word!r} (known: {known})"), what=Explained(what), word=word,
                             known=known)
    return CardRuleError(N_("unknown {what} {word!r}; did you mean {close!r}? (known: {known})"),
                         what=Explained(what), word=word, close=close, known=known)


@dataclass(frozen=True)
class RefKind:
    """Marks a field whose value names something the card must define (checked by ``cards.references``)."""

    kind: Literal["object", "target", "player", "amount", "condition", "remember"]


OBJECT_WORDS = ("this", "trigger", "attached", "linked", "your_graveyard", "targeting")
REVEALED = "revealed"   # ``power_at_most:revealed:<ref>``: the power of the card revealed to pay the cost
SACRIFICED = "sacrificed"      # ``power_of:sacrificed``: what was sacrificed to pay the cost (CR 608.2h)
PLAYER_WORDS = ("you", "opponents", "each_player", "gift", "trigger_player", "defending")
PLAYER_FORMS = ("opponents_of:", "controller:", "owner:")
AMOUNT_FORMS = ("devotion:", "power_of:", "mana_value_of:", "count:", "counters:", "others:", "greatest_mana_value:",
                "other_attacking:", "opponents_hand_at_most:")
COUNTED = ("creatures", "lands", "tokens", "creatures_with_power_4_or_greater")   # ``count:``: those you control
# ``linked``: how many linked objects are still where they were
AMOUNT_WORDS = ("x", "converge", "linked", "storm_count", "opponents_lost_life", "trigger_amount", "greatest_power",
                "died_this_turn", "graveyard_creatures", "opponents_creatures_exiled")
CONDITION_FLAGS = ("always", "paid", "no_other_creatures", "threshold", "sacrificed_food",
                   "opponent_lost_life", "other_colorless_creature", "your_turn",
                   "another_creature_entered")   # and the keywords' (``cards.keywords``)
CONDITION_FORMS = ("controls:", "life_at_least:", "result:", "opponent_more:", "you_control:", "resolution:",
                   "result_is:", "left_graveyard_at_least:", "token:", "power_at_most:", "controls_another:",
                   "exiled_types_at_least:", "lost_life:", "life_changed:", "power_at_least:", "subtype:",
                   "at_least:", "cast_from:", "lands_at_least:", "controls_at_least:", "gained_life:",
                   "gained_and_lost_life:", "controls_power:", "total_power_at_least:", "active_hand_at_most:",
                   "first_cast_this_turn:", "creature_entered:")
LIFE_FORMS = ("lost_life", "gained_life", "gained_and_lost_life", "life_changed")   # this turn (CR 119.3)
COMPARED = ("lands", "life", "creatures", "hand")     # what ``opponent_more:`` compares
MANA_LETTERS = ("W", "U", "B", "R", "G")


def _name(text: str, what: str, known: Iterable[str] = ()) -> str:
    if not NAME.match(text):
        raise unknown(what, text, known) if known else CardRuleError(
            N_("{what} {word!r} must be a lower-case name (letters, digits, _)"), what=Explained(what), word=text)
    return text


def check_object_ref(text: str) -> str:
    """An object reference: a fixed word or a name (resolved per card)."""
    return _name(text, N_("object reference"), OBJECT_WORDS)


def check_player_ref(text: str) -> str:
    """A player reference (see the module docstring)."""
    head, sep, inner = text.partition(":")
    if not sep:
        return _name(text, N_("player reference"), PLAYER_WORDS)
    if head == "opponents_of":
        check_player_ref(inner)
    elif head in ("controller", "owner"):
        check_object_ref(inner)
    else:
        raise unknown(N_("player reference form"), head + ":", PLAYER_FORMS)
    return text


def check_amount(value: int | str) -> int | str:
    """An amount: a number, ``x``, ``converge``, ``devotion:<color>``, ``power_of:<ref>``, ``count:<what>`` or
    a remembered count."""
    if isinstance(value, int):
        return value
    head, sep, inner = value.partition(":")
    if not sep:
        return _name(value, N_("amount"), AMOUNT_WORDS)
    if head == "devotion":
        if inner not in MANA_LETTERS:
            raise unknown(N_("devotion color"), inner, MANA_LETTERS)
    elif head in ("power_of", "mana_value_of"):
        check_object_ref(inner)
    elif head == "count":
        what, _, each = inner.partition(":")
        if what not in COUNTED and not what[:1].isupper():   # a card type or subtype is capitalized
            raise unknown(N_("counted permanents"), what, COUNTED)
        if _ and not each.isdigit():
            raise CardRuleError(N_("amount {amount!r}: the form is count:<what>[:<N>], count:creatures:2"),
                                amount=value)
    elif head == "counters":
        if inner not in get_args(CounterKind):
            raise unknown(N_("counter kind"), inner, get_args(CounterKind))
    elif head == "greatest_mana_value":
        if inner not in ("graveyard", "permanents"):
            raise unknown(N_("where greatest_mana_value looks"), inner, ("graveyard", "permanents"))
    elif head == "others":
        if not all(word[:1].isupper() for word in inner.split("/")):
            raise CardRuleError(N_("amount {amount!r}: others needs subtypes, others:Squirrel/Bat"), amount=value)
    elif head == "other_attacking":
        if not inner[:1].isupper() or ":" in inner:
            raise CardRuleError(N_("amount {amount!r}: the form is other_attacking:<type or subtype>, "
                                   "other_attacking:Ally"), amount=value)
    elif head == "opponents_hand_at_most":
        if not inner.isdigit():
            raise CardRuleError(N_("amount {amount!r}: {head} needs a number"), amount=value, head=head)
    else:
        raise unknown(N_("amount form"), head + ":", AMOUNT_FORMS)
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
            raise unknown(N_("condition"), text, (*flags, *(f + "<value>" for f in CONDITION_FORMS)))
        return text
    if head + ":" not in CONDITION_FORMS or not inner:
        raise unknown(N_("condition form"), head + ":", CONDITION_FORMS)
    if head in ("life_at_least", "resolution", "left_graveyard_at_least", "exiled_types_at_least", "controls_power",
                "lands_at_least", "total_power_at_least", "active_hand_at_most") and not inner.isdigit():
        raise CardRuleError(N_("condition {condition!r}: {head} needs a number"), condition=text, head=head)
    if head == "result":
        _name(inner, N_("result name"))
    if head == "result_is":
        name, _, subtype = inner.partition(":")
        _name(name, N_("result name"))
        if not subtype:
            raise CardRuleError(N_("condition {condition!r}: result_is needs <name>:<subtype>"), condition=text)
    if head in ("you_control", "token"):
        check_object_ref(inner)
    if head in ("power_at_most", "power_at_least"):
        number, _, ref = inner.partition(":")
        if not (number.isdigit() or number == REVEALED) or not ref:
            raise CardRuleError(N_("condition {condition!r}: {head} needs a number (or 'revealed') and an object, "
                                   "{head}:2:target"), condition=text, head=head)
        check_object_ref(ref)
    if head == "cast_from" and inner not in ("hand", "graveyard", "exile"):
        raise unknown(N_("zone a spell is cast from"), inner, ("hand", "graveyard", "exile"))
    if head in ("at_least", "controls_at_least"):
        number, _, ref = inner.partition(":")
        if not number.isdigit() or not ref:
            raise CardRuleError(N_("condition {condition!r}: {head} needs a number, then a remembered result "
                                   "(at_least:3:milled) or a type, subtype or supertype (controls_at_least:2:Basic)"),
                                condition=text, head=head)
        if head == "at_least":
            _name(ref, N_("result name"))
    if head == "creature_entered" and not all(inner.split("/")):
        raise CardRuleError(N_("condition {condition!r}: creature_entered needs subtypes, "
                                "creature_entered:Bird/Frog"), condition=text)
    if head == "subtype":
        kinds, _, ref = inner.partition(":")
        if not kinds or not ref:
            raise CardRuleError(N_("condition {condition!r}: subtype needs subtypes and an object, "
                                   "subtype:Bird/Frog:returned"), condition=text)
        check_object_ref(ref)
    if head in LIFE_FORMS:
        _name(inner, N_("player (you or a player target's name)"))
    if head == "opponent_more" and inner not in COMPARED:
        raise unknown(N_("compared quantity"), inner, COMPARED)
    return text


def check_name(text: str) -> str:
    return _name(text, N_("name"))


ObjectRef = Annotated[str, AfterValidator(check_object_ref), RefKind("object")]
TargetRef = Annotated[str, AfterValidator(check_name), RefKind("target")]     # only a target's name
PlayerRef = Annotated[str, AfterValidator(check_player_ref), RefKind("player")]
Amount = Annotated[int | str, AfterValidator(check_amount), RefKind("amount")]
Condition = Annotated[str, AfterValidator(check_condition), RefKind("condition")]
Remember = Annotated[str, AfterValidator(check_name), RefKind("remember")]
CounterKind = Literal["+1/+1", "-1/-1", "stun", "stash", "supply", "flying", "loyalty", "indestructible",
                      "finality", "crystal", "isolation", "flood", "coin",
                      "blight"]   # CR 122.1, 122.1b, 306.5c
PlayerKeyword = Literal["Hexproof", "Shroud"]             # CR 702.11d, 702.18d: keywords a player can have
